/// An image of `width` × `height` device pixels, RGBA8 with **straight (not premultiplied)
/// alpha**, rows top to bottom, 4 bytes per pixel (r, g, b, a), no row padding. Channel values
/// are sRGB-encoded and anti-aliased edges blend in that encoding (as most icon tools do).
///
/// Straight alpha keeps a colour's channels whole however faint the pixel: an edge pixel of one
/// colour over a transparent background holds that colour exactly at every alpha, where 8-bit
/// premultiplied values would keep only `alpha + 1` levels of it. A pixel of alpha 0 is
/// transparent whatever its colour bytes; the rasterizer leaves such pixels, and writes
/// none, other than (0, 0, 0, 0).
public struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, straight RGBA. Bytes may be changed in place; giving it
    /// another length is a programming error that traps at once (the rasterizer writes
    /// `width * height` pixels through it).
    public var data: [UInt8] {
        didSet { precondition(data.count == width &* height &* 4, "Pixmap.data must keep width * height * 4 bytes") }
    }

    /// Largest width or height of a pixmap, in device pixels.
    public static let maximumSide = 65_536
    /// Largest `width * height`: 2^28 pixels, 1 GiB of RGBA8.
    public static let maximumPixels = 1 << 28

    /// A transparent pixmap.
    ///
    /// - Throws: `RasterError.invalidSize` unless `1 ≤ width, height ≤ maximumSide` and
    ///   `width · height ≤ maximumPixels`.
    public init(width: Int, height: Int) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.data = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap over existing straight-alpha RGBA bytes (`width * height * 4`, rows top to
    /// bottom), taken as they are.
    ///
    /// - Throws: `RasterError.invalidSize` as `init(width:height:)`;
    ///   `RasterError.invalidPixelData` unless `straightData` holds `width · height · 4` bytes.
    public init(width: Int, height: Int, straightData: [UInt8]) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        guard straightData.count == width * height * 4 else {
            throw .invalidPixelData(expectedBytes: width * height * 4, actualBytes: straightData.count)
        }
        self.width = width; self.height = height; self.data = straightData
    }

    /// A pixmap from premultiplied RGBA bytes (`width * height * 4`, rows top to bottom),
    /// converted to straight alpha: each colour channel becomes `c·255/a` rounded to nearest
    /// (halves up; a channel above its alpha, which premultiplied data cannot have, gives 255);
    /// pixels of alpha 0 become (0, 0, 0, 0). A premultiplied grey `(a, a, a, a)` comes back
    /// exactly as `(255, 255, 255, a)`; other colours keep only the precision the premultiplied
    /// bytes had.
    ///
    /// - Throws: as `init(width:height:straightData:)`.
    public init(width: Int, height: Int, premultipliedData: [UInt8]) throws(RasterError) {
        try self.init(width: width, height: height, straightData: Self.unpremultiplied(premultipliedData))
    }

    /// Throws `RasterError.invalidSize` unless both sides are in `1...maximumSide` and the pixel
    /// count is at most `maximumPixels` (so `width * height * 4` cannot overflow).
    static func checkSize(width: Int, height: Int) throws(RasterError) {
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide,
              width * height <= maximumPixels else { throw .invalidSize }
    }

    /// Straight RGBA of the pixel at column `x`, row `y` (`0..<width`, `0..<height`; other
    /// coordinates are a programming error, which traps as an array index out of range does).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }
    /// Alpha of the pixel at column `x`, row `y` (the same coordinates as `pixel`).
    public func alpha(_ x: Int, _ y: Int) -> UInt8 { data[(y * width + x) * 4 + 3] }
}

extension Pixmap {
    /// Sets every pixel to `color` (straight, as given; a colour of alpha 0 makes every pixel
    /// (0, 0, 0, 0)).
    public mutating func clear(to color: Color) {
        let c = color.a == 0 ? Color.transparent : color
        data.withUnsafeMutableBufferPointer { buffer in
            if c == .transparent {
                buffer.update(repeating: 0)
                return
            }
            var i = 0
            while i < buffer.count {
                buffer[i] = c.r; buffer[i + 1] = c.g; buffer[i + 2] = c.b; buffer[i + 3] = c.a
                i += 4
            }
        }
    }

    /// The pixels with straight alpha: `data` itself, with every pixel of alpha 0 as
    /// (0, 0, 0, 0).
    public func straightRGBA() -> [UInt8] {
        var out = data
        var i = 0
        while i < out.count {
            if out[i + 3] == 0 { out[i] = 0; out[i + 1] = 0; out[i + 2] = 0 }
            i += 4
        }
        return out
    }

    /// The pixels with premultiplied alpha, same layout: each colour channel `c·a/255` rounded to
    /// nearest (halves up).
    public func premultipliedRGBA() -> [UInt8] {
        var out = data
        var i = 0
        while i < out.count {
            let a = UInt32(out[i + 3])
            if a != 255 {
                for k in 0 ..< 3 { out[i + k] = UInt8((UInt32(out[i + k]) * a + 127) / 255) }
            }
            i += 4
        }
        return out
    }

    /// Premultiplied RGBA bytes to straight (see `init(width:height:premultipliedData:)`).
    static func unpremultiplied(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        while i + 3 < out.count {
            let a = UInt32(out[i + 3])
            if a == 0 {
                out[i] = 0; out[i + 1] = 0; out[i + 2] = 0
            } else if a != 255 {
                for k in 0 ..< 3 { out[i + k] = UInt8(min((UInt32(out[i + k]) * 255 + a / 2) / a, 255)) }
            }
            i += 4
        }
        return out
    }
}
