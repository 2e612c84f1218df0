/// Pixel words of a straight-alpha `Pixmap`.
///
/// Pixels are handled as `UInt32` words `r | g << 8 | b << 16 | a << 24` (the pixmap's byte order
/// read little-endian, on every platform).
enum Transparent {
    /// The pixel, or 0 (transparent black) when its alpha is 0: a transparent pixel is written
    /// as (0, 0, 0, 0) whatever colour bytes it holds.
    @inline(__always)
    static func normalized(_ pixel: UInt32) -> UInt32 {
        pixel >> 24 == 0 ? 0 : pixel
    }
}

/// Channel access on pixel words (see `Transparent`).
extension UInt32 {
    @inline(__always) var red: UInt8 { UInt8(truncatingIfNeeded: self) }
    @inline(__always) var green: UInt8 { UInt8(truncatingIfNeeded: self >> 8) }
    @inline(__always) var blue: UInt8 { UInt8(truncatingIfNeeded: self >> 16) }
    @inline(__always) var alpha: UInt8 { UInt8(truncatingIfNeeded: self >> 24) }
    @inline(__always) var isGrey: Bool { red == green && green == blue }
}
