/// An image of `width` × `height` device pixels, RGBA8, **premultiplied alpha**, rows top to
/// bottom, 4 bytes per pixel (r, g, b, a), no row padding. Channel values are sRGB-encoded and
/// anti-aliased edges blend in that encoding (as most icon tools do).
public struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, premultiplied RGBA. Bytes may be changed in place; giving it
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

    /// A pixmap over existing premultiplied RGBA bytes (`width * height * 4`, rows top to bottom).
    ///
    /// - Throws: `RasterError.invalidSize` as `init(width:height:)`;
    ///   `RasterError.invalidPixelData` unless `premultipliedData` holds `width · height · 4` bytes.
    public init(width: Int, height: Int, premultipliedData: [UInt8]) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        guard premultipliedData.count == width * height * 4 else {
            throw .invalidPixelData(expectedBytes: width * height * 4, actualBytes: premultipliedData.count)
        }
        self.width = width; self.height = height; self.data = premultipliedData
    }

    /// Throws `RasterError.invalidSize` unless both sides are in `1...maximumSide` and the pixel
    /// count is at most `maximumPixels` (so `width * height * 4` cannot overflow).
    static func checkSize(width: Int, height: Int) throws(RasterError) {
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide,
              width * height <= maximumPixels else { throw .invalidSize }
    }

    /// Premultiplied RGBA of the pixel at column `x`, row `y` (`0..<width`, `0..<height`; other
    /// coordinates are a programming error, which traps as an array index out of range does).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }
    /// Alpha of the pixel at column `x`, row `y` (the same coordinates as `pixel`).
    public func alpha(_ x: Int, _ y: Int) -> UInt8 { data[(y * width + x) * 4 + 3] }
}

extension Pixmap {
    /// Sets every pixel to `color` (premultiplied here: each channel `c·a/255`, rounded to nearest).
    public mutating func clear(to color: Color) {
        let a = UInt32(color.a)
        @inline(__always) func premultiplied(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        let r = premultiplied(color.r), g = premultiplied(color.g), b = premultiplied(color.b)
        data.withUnsafeMutableBufferPointer { buffer in
            if r == 0 && g == 0 && b == 0 && color.a == 0 {
                buffer.update(repeating: 0)
                return
            }
            var i = 0
            while i < buffer.count {
                buffer[i] = r; buffer[i + 1] = g; buffer[i + 2] = b; buffer[i + 3] = color.a
                i += 4
            }
        }
    }

    /// The pixels with straight (un-premultiplied) alpha, same layout: each colour channel is
    /// `c·255/a` rounded to nearest (at most 255); fully transparent pixels become (0, 0, 0, 0).
    /// A premultiplied grey `(a, a, a, a)` comes back exactly as `(255, 255, 255, a)`.
    public func straightRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: data.count)
        data.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i < src.count {
                    let a = UInt32(src[i + 3])
                    if a == 255 {
                        dst[i] = src[i]; dst[i + 1] = src[i + 1]; dst[i + 2] = src[i + 2]; dst[i + 3] = 255
                    } else if a > 0 {
                        for k in 0 ..< 3 {
                            dst[i + k] = UInt8(min((UInt32(src[i + k]) * 255 + a / 2) / a, 255))
                        }
                        dst[i + 3] = UInt8(a)
                    }
                    i += 4
                }
            }
        }
        return out
    }
}
