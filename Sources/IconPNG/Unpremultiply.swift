/// Premultiplied → straight alpha for one RGBA8 pixel.
///
/// Pixels are handled as `UInt32` words `r | g << 8 | b << 16 | a << 24` (the pixmap's byte order
/// read little-endian, on every platform). Each colour channel becomes `round(c * 255 / a)`
/// (halves round up), computed exactly as `(c * 255 + a / 2) / a`; a channel above its alpha
/// (invalid premultiplied data) is clamped to `a`, i.e. 255. Alpha 0 gives 0,0,0,0 and alpha 255
/// leaves the pixel unchanged.
enum Unpremultiply {
    /// `reciprocals[a] = ceil(2^32 / a)` (0 for a = 0). For every numerator n < 2^16,
    /// `(n * reciprocals[a]) >> 32 == n / a` exactly: the error term n·δ/2^32 < 2^-16 never lifts
    /// a quotient's fraction (at most 1 - 1/a) past the next integer.
    static let reciprocals: [UInt64] = (0...255).map { a in
        a == 0 ? 0 : ((UInt64(1) << 32) + UInt64(a) - 1) / UInt64(a)
    }

    @inline(__always)
    static func straight(_ pixel: UInt32, reciprocals: UnsafePointer<UInt64>) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        let m = reciprocals[Int(a)]
        let half = UInt64(a >> 1)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let c = min((pixel >> shift) & 0xFF, a)
            return UInt32(truncatingIfNeeded: ((UInt64(c) &* 255 &+ half) &* m) >> 32) << shift
        }
        return channel(0) | channel(8) | channel(16) | (a << 24)
    }
}

/// Channel access on straight or premultiplied pixel words (see `Unpremultiply`).
extension UInt32 {
    @inline(__always) var red: UInt8 { UInt8(truncatingIfNeeded: self) }
    @inline(__always) var green: UInt8 { UInt8(truncatingIfNeeded: self >> 8) }
    @inline(__always) var blue: UInt8 { UInt8(truncatingIfNeeded: self >> 16) }
    @inline(__always) var alpha: UInt8 { UInt8(truncatingIfNeeded: self >> 24) }
    @inline(__always) var isGrey: Bool { red == green && green == blue }
}
