/// Pixels decoded from a PNG: `width` × `height`, rows top to bottom, 4 bytes per pixel
/// (r, g, b, a), **straight alpha**, 8 bits per channel.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes of straight-alpha RGBA.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "rgba must hold width * height * 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
