import IconPNG

/// A device format: turns an icon's pixels (`EncoderInput`) into the bytes of one file.
/// Encoders see only pixels and colours, never geometry.
public protocol ImageEncoder: Sendable {
    /// The file name extension the format's files take, without the dot (`png`, `bin`, `c`).
    var fileExtension: String { get }
    /// True when the bytes are text (C source, base64): safe to print to a terminal.
    var isText: Bool { get }
    /// True when a pixel is ink or paper (1 bit): the threshold decides.
    var isOneBit: Bool { get }
    /// True when the files keep no colour, only ink or its coverage (1 bit, alpha only): the
    /// inks are told apart by nothing but where they lie.
    var keepsNoColor: Bool { get }
    /// The file's bytes.
    /// - Throws: `EncoderError` when the image does not fit the format (an LVGL 8 side beyond
    ///   2047 px) or the PNG writer fails.
    func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8]
}

extension ImageEncoder {
    public var isText: Bool { false }
    public var isOneBit: Bool { false }
    public var keepsNoColor: Bool { isOneBit }
}

/// Why an image could not be written in a device format.
public enum EncoderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The PNG writer refused (size limits, libpng failure).
    case png(PNGError)
    /// The image is larger than the format can describe.
    case imageTooLarge(width: Int, height: Int, maximum: Int, format: String)
    /// A 1-bit threshold outside its range.
    case invalidThreshold(Int, allowed: ClosedRange<Int>)
    /// A colour format the chosen LVGL version does not have, with the ones it has.
    case unsupportedColorFormat(String, version: Int, supported: [String])
    /// A sprite image longer than a strip may be, or a strip length out of range.
    case invalidStrip(String)

    public var description: String {
        switch self {
        case .png(let error): return error.description
        case let .imageTooLarge(width, height, maximum, format):
            return "\(width) × \(height) px is too large for \(format): each side at most \(maximum) px"
        case let .invalidThreshold(value, allowed):
            return "invalid threshold \(value): expected an alpha from \(allowed.lowerBound) to \(allowed.upperBound)"
        case let .unsupportedColorFormat(name, version, supported):
            return "LVGL \(version) has no colour format \(name); it has \(supported.joined(separator: ", "))"
        case .invalidStrip(let text):
            return "sprite strips: \(text)"
        }
    }
}
