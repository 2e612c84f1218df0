/// Why a PNG could not be encoded or decoded.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Pixel bytes that do not match the size: `DecodedImage(width:height:rgba:)` given other
    /// than `width * height * 4` bytes. (A `Pixmap` cannot get there: its initializers check the
    /// length, and changing its data's length traps.)
    case invalidPixelData(expectedBytes: Int, actualBytes: Int)
    /// The image exceeds `PNGSizeLimits` (checked before any pixel buffer is allocated), or a
    /// declared size is zero or negative.
    case imageTooLarge(width: Int, height: Int)
    /// An encoding option is out of its documented range.
    case invalidOptions(String)
    /// libpng or zlib refused to write the image; the text is libpng's message.
    case encodeFailed(String)
    /// The bytes are not a PNG libpng can read (bad signature, corrupt or truncated data, CRC
    /// errors in critical chunks); the text is libpng's message.
    case decodeFailed(String)

    public var description: String {
        switch self {
        case let .invalidPixelData(expected, actual):
            return "invalid pixel data: \(actual) bytes, expected \(expected) (width × height × 4)"
        case let .imageTooLarge(width, height):
            return "image size \(width) × \(height) px is outside the supported range: each side 1...\(PNGSizeLimits.maximumSide) px and at most \(PNGSizeLimits.maximumPixelCount) px in all (\(PNGSizeLimits.maximumPixelCount * 4 / (1 << 20)) MiB of RGBA8)"
        case let .invalidOptions(text):
            return "invalid PNG encoding options: \(text)"
        case let .encodeFailed(text):
            return "PNG encoding failed: \(text)"
        case let .decodeFailed(text):
            return "PNG decoding failed: \(text)"
        }
    }
}
