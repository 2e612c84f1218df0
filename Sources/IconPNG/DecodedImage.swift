/// Pixels decoded from a PNG: `width` × `height`, rows top to bottom, 4 bytes per pixel
/// (r, g, b, a), **straight alpha**, 8 bits per channel.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes of straight-alpha RGBA.
    public let rgba: [UInt8]

    /// - Throws: `PNGError.imageTooLarge` unless the size is within `PNGSizeLimits`,
    ///   `PNGError.invalidPixelData` unless `rgba` holds `width · height · 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) {
        try PNGSizeLimits.check(width: width, height: height)
        guard rgba.count == width * height * 4 else {
            throw .invalidPixelData(expectedBytes: width * height * 4, actualBytes: rgba.count)
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
