/// An image of `width` × `height` device pixels, RGBA8, **premultiplied alpha**, rows top to
/// bottom, 4 bytes per pixel (r, g, b, a), no row padding. Channel values are sRGB-encoded and
/// anti-aliased edges blend in that encoding (as most icon tools do).
public struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, premultiplied RGBA.
    public var data: [UInt8]

    /// A transparent pixmap. Sizes must be positive; callers validate user input first.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "Pixmap size must be positive")
        self.width = width
        self.height = height
        self.data = [UInt8](repeating: 0, count: width * height * 4)
    }

    public init(width: Int, height: Int, premultipliedData: [UInt8]) {
        precondition(premultipliedData.count == width * height * 4)
        self.width = width; self.height = height; self.data = premultipliedData
    }

    /// Premultiplied RGBA of the pixel at column `x`, row `y`.
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }
    /// Alpha of the pixel at column `x`, row `y`.
    public func alpha(_ x: Int, _ y: Int) -> UInt8 { data[(y * width + x) * 4 + 3] }
}
