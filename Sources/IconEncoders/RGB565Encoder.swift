/// `rgb565le`, `rgb565be`: raw 16-bit pixels, rows top to bottom, no header or padding
/// (`width · height · 2` bytes): the icon over its background over its backdrop, each channel
/// rounded to the nearest 5- or 6-bit value (`PixelOps.rgb565`). Little-endian is what a
/// little-endian MCU holds in a `uint16_t` array (LVGL's RGB565, TFT_eSPI's `pushImage` with
/// `setSwapBytes(true)`); big-endian is the byte order most SPI display controllers take.
public struct RGB565Encoder: ImageEncoder {
    public enum ByteOrder: String, Sendable, CaseIterable { case littleEndian = "le", bigEndian = "be" }
    public let byteOrder: ByteOrder

    public init(byteOrder: ByteOrder) { self.byteOrder = byteOrder }

    public var fileExtension: String { "rgb565" }

    public func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8] {
        Self.words(PixelOps.opaqueRGB(input), count: input.width * input.height, bigEndian: byteOrder == .bigEndian)
    }

    /// Opaque RGB (3 bytes per pixel) as RGB565 words in the given byte order.
    static func words(_ rgb: [UInt8], count: Int, bigEndian: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count * 2)
        for i in 0 ..< count {
            let word = PixelOps.rgb565(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2])
            let high = UInt8(word >> 8), low = UInt8(word & 0xFF)
            out[2 * i] = bigEndian ? high : low
            out[2 * i + 1] = bigEndian ? low : high
        }
        return out
    }
}
