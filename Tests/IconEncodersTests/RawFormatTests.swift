import Foundation
import IconEncoders
import IconRaster
import Testing

/// RGB565 and packed 1-bit rows, unpacked here on their own terms.
@Suite struct RawFormatTests {
    static let day = testIcon()

    /// Decision: RGB565 is the 8-bit render over the backdrop rounded to 5 and 6 bits: each
    /// channel expanded back (`v · 255 / 31`, `v · 255 / 63`) lies within half a step of the
    /// reference (255/62 for red and blue, 255/126 for green); the two byte orders hold the same
    /// words; `width · height · 2` bytes, no header.
    @Test func rgb565IsTheRenderWithinItsQuantisation() throws {
        for input in [Self.day, testIcon(primary: Color(r: 0x1A, g: 0x73, b: 0xE8), background: Color(r: 250, g: 240, b: 10))] {
            let le = try RGB565Encoder(byteOrder: .littleEndian).encode(input)
            let be = try RGB565Encoder(byteOrder: .bigEndian).encode(input)
            #expect(le.count == input.width * input.height * 2 && be.count == le.count)
            var worst = (r: 0.0, g: 0.0, b: 0.0)
            for i in 0 ..< input.width * input.height {
                let word = Int(le[2 * i]) | Int(le[2 * i + 1]) << 8
                #expect(word == Int(be[2 * i]) << 8 | Int(be[2 * i + 1]))
                let r = Double(word >> 11) * 255 / 31, g = Double(word >> 5 & 63) * 255 / 63, b = Double(word & 31) * 255 / 31
                let reference = referenceOpaque(input, i, backdrop: input.backdrop)
                worst = (max(worst.r, abs(r - reference.r)), max(worst.g, abs(g - reference.g)), max(worst.b, abs(b - reference.b)))
            }
            // Half a step, and the 8-bit reference's own half level of compositing.
            #expect(worst.r <= 255 / 62 + 0.5 && worst.b <= 255 / 62 + 0.5 && worst.g <= 255 / 126 + 0.5, "\(worst)")
        }
    }

    /// Decision: packed rows are 1 bit per pixel, bit 1 = ink, MSB first, each row
    /// `ceil(width / 8)` bytes: checked by an independent unpacker against the alpha threshold,
    /// and the base64 form decodes (Foundation's decoder) to the same bytes.
    @Test func monoRowsUnpackToTheInk() throws {
        let input = Self.day
        let raw = try MonoBitmapEncoder().encode(input)
        let stride = (input.width + 7) / 8
        #expect(raw.count == stride * input.height)
        let bits = unpackRows(raw, width: input.width, height: input.height, bits: 1, stride: stride)
        for i in bits.indices { #expect(bits[i] == (input.pixmap.data[4 * i + 3] >= 128 ? 1 : 0)) }
        // Padding bits at the end of each row are zero.
        let padding = stride * 8 - input.width
        for y in 0 ..< input.height { #expect(raw[y * stride + stride - 1] & UInt8((1 << padding) - 1) == 0) }
        let text = try MonoBitmapEncoder(base64: true).encode(input)
        #expect(Data(base64Encoded: Data(text)).map { [UInt8]($0) } == raw)
        // navHUD's 48 × 48 bitmaps are 288 bytes.
        #expect(try MonoBitmapEncoder().encode(testIcon(size: 48)).count == 288)
    }

    /// base64 of every length's padding, against Foundation's encoder.
    @Test func base64MatchesFoundation() throws {
        for n in 0 ..< 9 {
            let bytes = (0 ..< n).map { UInt8(truncatingIfNeeded: $0 * 77 + 5) }
            var pixmap = try Pixmap(width: 8, height: max(n, 1))
            for (row, byte) in bytes.enumerated() {
                for bit in 0 ..< 8 where byte & (0x80 >> bit) != 0 { pixmap.data[(row * 8 + bit) * 4 + 3] = 255 }
            }
            let text = try MonoBitmapEncoder(base64: true).encode(EncoderInput(pixmap: pixmap, inks: [.black]))
            let expected = n == 0 ? Data([0]).base64EncodedString() : Data(bytes).base64EncodedString()
            #expect(String(decoding: text, as: UTF8.self) == expected, "\(n) bytes")
        }
    }
}

/// `EncoderInput.contextIsInk`: the formats without colour either keep the context (the grey
/// ring of the test icon) as ink, or keep only the pixels nearest the primary.
@Suite struct ContextInkTests {
    @Test func contextInkOnOrOff() throws {
        let withContext = testIcon()
        var primaryOnly = withContext
        primaryOnly.contextIsInk = false
        let d = withContext.pixmap.data
        let count = withContext.width * withContext.height
        // Reference, worked out here: a pixel is nearer black (the primary) than grey 0x80 when
        // its straight red is at most 64 (the two inks differ only in grey level; a tie goes to the
        // primary, painted later).
        let all = try MonoBitmapEncoder().encode(withContext), only = try MonoBitmapEncoder().encode(primaryOnly)
        let stride = (withContext.width + 7) / 8
        let allBits = unpackRows(all, width: withContext.width, height: withContext.height, bits: 1, stride: stride)
        let onlyBits = unpackRows(only, width: withContext.width, height: withContext.height, bits: 1, stride: stride)
        var dropped = 0
        for i in 0 ..< count {
            let ink = d[4 * i + 3] >= 128
            #expect(allBits[i] == (ink ? 1 : 0))
            #expect(onlyBits[i] == (ink && d[4 * i] <= 64 ? 1 : 0), "pixel \(i)")
            if ink && d[4 * i] > 64 { dropped += 1 }
        }
        #expect(dropped > 100, "the ring is dropped")
        // LVGL's alpha formats follow the same rule; the grey PNGs keep the ring's own grey.
        let a8 = try LVGLImageEncoder(version: .v9, colorFormat: .a8, container: .binary).encode(primaryOnly)
        for i in 0 ..< count { #expect(a8[12 + i] == (d[4 * i] <= 64 ? d[4 * i + 3] : 0)) }
        #expect(try GreyPNGEncoder(bitDepth: 8).encode(primaryOnly) == GreyPNGEncoder(bitDepth: 8).encode(withContext))
    }
}
