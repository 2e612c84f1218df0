/// `mono1`, `mono1-base64`: 1 bit per pixel, bit 1 = ink (a pixel whose alpha in the icon over
/// transparent reaches the threshold, default 128; the context too unless
/// `EncoderInput.contextIsInk` is false), rows top to bottom, each
/// `ceil(width / 8)` bytes with the leftmost pixel in the most significant bit and unused low
/// bits zero: the layout of Adafruit GFX's `drawBitmap` and u8g2's `drawBitmap`, and what
/// Bluetooth bridges push to small displays (a 48 × 48 icon is 288 bytes). `mono1-base64` is the
/// same bytes in base64 (RFC 4648, padded, one line, no newline), for text protocols.
public struct MonoBitmapEncoder: ImageEncoder {
    public var isOneBit: Bool { true }
    public var threshold: InkThreshold
    public let base64: Bool

    public init(threshold: InkThreshold = .half, base64: Bool = false) {
        self.threshold = threshold
        self.base64 = base64
    }

    public var fileExtension: String { base64 ? "b64" : "mono" }
    public var isText: Bool { base64 }

    public func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8] {
        let bits = PixelOps.oneBitInk(input, threshold: threshold)
        let rows = PixelOps.packedRows(bits, width: input.width, height: input.height, bits: 1)
        return base64 ? Base64.encode(rows) : rows
    }
}
