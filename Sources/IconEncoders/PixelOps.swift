import IconRaster

/// Luma of sRGB-encoded colours, as libpng's default RGB-to-grey conversion weighs them (Rec. 709:
/// 6968, 23434 and 2366 of 32768), on the encoded values, rounded to nearest: a grey (v, v, v)
/// has luma v exactly.
enum Luma {
    @inline(__always) static func of(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let red: UInt32 = 6968 * UInt32(r), green: UInt32 = 23434 * UInt32(g), blue: UInt32 = 2366 * UInt32(b)
        return UInt8((red + green + blue + 16384) >> 15)
    }

    static func of(_ c: Color) -> UInt8 { of(c.r, c.g, c.b) }
}

/// The pixel arithmetic the formats share, on straight-alpha RGBA8.
enum PixelOps {
    /// Straight-alpha source-over of one colour over another, rounded to nearest.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        if top.a == 255 || bottom.a == 0 { return top.a == 0 ? bottom : top }
        let ta = Double(top.a) / 255, ba = Double(bottom.a) / 255
        let a = ta + ba * (1 - ta)
        guard a > 0 else { return .transparent }
        func channel(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(((Double(t) * ta + Double(b) * ba * (1 - ta)) / a).rounded())
        }
        return Color(r: channel(top.r, bottom.r), g: channel(top.g, bottom.g), b: channel(top.b, bottom.b),
                     a: UInt8((a * 255).rounded()))
    }

    /// Every pixel of `pixmap` composited over `background` (straight RGBA8 out). An opaque or
    /// transparent background is the common case: no arithmetic where the pixel is opaque or the
    /// background transparent.
    static func composited(_ pixmap: Pixmap, over background: Color) -> [UInt8] {
        var out = pixmap.straightRGBA()
        if background.a == 0 { return out }
        var i = 0
        while i < out.count {
            let p = Color(r: out[i], g: out[i + 1], b: out[i + 2], a: out[i + 3])
            let c = over(p, background)
            out[i] = c.r; out[i + 1] = c.g; out[i + 2] = c.b; out[i + 3] = c.a
            i += 4
        }
        return out
    }

    /// The icon over its background over its backdrop: opaque RGB, 3 bytes per pixel.
    static func opaqueRGB(_ input: EncoderInput) -> [UInt8] {
        let rgba = composited(input.pixmap, over: PixelOps.over(input.background, input.backdrop))
        var out = [UInt8](repeating: 0, count: input.width * input.height * 3)
        for i in 0 ..< input.width * input.height {
            out[3 * i] = rgba[4 * i]; out[3 * i + 1] = rgba[4 * i + 1]; out[3 * i + 2] = rgba[4 * i + 2]
        }
        return out
    }

    /// `v` (0...255) to `bits` bits, rounded to nearest: `round(v · (2^bits − 1) / 255)`.
    @inline(__always) static func quantized(_ v: UInt8, bits: Int) -> UInt8 {
        let top = UInt32((1 << bits) - 1)
        return UInt8((UInt32(v) * top + 127) / 255)
    }

    /// Per pixel, the alpha that counts as ink in the formats without colour: the pixel's alpha,
    /// or without `contextIsInk` (and with two inks or more) the alpha of the pixels whose colour
    /// is nearest the primary (`inkIndices`) and 0 elsewhere.
    static func inkAlpha(_ input: EncoderInput) -> [UInt8] {
        let data = input.pixmap.data
        let count = input.width * input.height
        if input.contextIsInk || input.inks.count < 2 { return (0 ..< count).map { data[4 * $0 + 3] } }
        let nearest = inkIndices(input, threshold: InkThreshold(uncheckedAlpha: 1))
        let primary = UInt8(input.inks.count)
        return (0 ..< count).map { nearest[$0] == primary ? data[4 * $0 + 3] : 0 }
    }

    /// Per pixel 1 where `inkAlpha` reaches `threshold`, else 0: the 1-bit formats' ink.
    static func oneBitInk(_ input: EncoderInput, threshold: InkThreshold) -> [UInt8] {
        inkAlpha(input).map { threshold.isInk($0) ? 1 : 0 }
    }

    /// Per pixel: 0 where the icon is not ink (`threshold`), else 1 + the index in `inks` of the
    /// ink nearest the pixel's straight colour and alpha (squared distance over r, g, b, a; a tie
    /// goes to the ink painted later). A pixel where two inks meet is mixed from them in
    /// proportion to their areas, so the nearest is the one covering more of it. Alpha counts
    /// the same for inks of equal alpha and tells apart inks of one colour (a template image's
    /// primary and its half-alpha secondary).
    static func inkIndices(_ input: EncoderInput, threshold: InkThreshold) -> [UInt8] {
        let data = input.pixmap.data
        let inks = input.inks
        var out = [UInt8](repeating: 0, count: input.width * input.height)
        var lastPixel: (UInt8, UInt8, UInt8, UInt8)? = nil, lastIndex: UInt8 = 0
        for i in out.indices where threshold.isInk(data[4 * i + 3]) {
            let r = data[4 * i], g = data[4 * i + 1], b = data[4 * i + 2], a = data[4 * i + 3]
            if let last = lastPixel, last == (r, g, b, a) { out[i] = lastIndex; continue }
            var best = 0, bestDistance = Int.max
            for (k, ink) in inks.enumerated() {
                let dr = Int(r) - Int(ink.r), dg = Int(g) - Int(ink.g), db = Int(b) - Int(ink.b), da = Int(a) - Int(ink.a)
                let d = dr * dr + dg * dg + db * db + da * da
                if d <= bestDistance { best = k; bestDistance = d }
            }
            lastPixel = (r, g, b, a); lastIndex = UInt8(best + 1)
            out[i] = inks.isEmpty ? 1 : lastIndex
        }
        return out
    }

    /// Samples of `bits` bits (one per byte, below 2^bits) packed into rows of
    /// `ceil(width · bits / 8)` bytes, the first pixel in the most significant bits, unused low
    /// bits of a row's last byte zero.
    static func packedRows(_ samples: [UInt8], width: Int, height: Int, bits: Int) -> [UInt8] {
        if bits == 8 { return samples }
        let stride = (width * bits + 7) / 8
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let bit = x * bits
                out[y * stride + bit / 8] |= samples[y * width + x] << UInt8(8 - bits - bit % 8)
            }
        }
        return out
    }

    /// The RGB565 word of a colour: each channel rounded to nearest, `round(v · 31 / 255)` for red
    /// and blue, `round(v · 63 / 255)` for green; red in the top five bits.
    @inline(__always) static func rgb565(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt16 {
        UInt16(quantized(r, bits: 5)) << 11 | UInt16(quantized(g, bits: 6)) << 5 | UInt16(quantized(b, bits: 5))
    }
}

/// RFC 4648 base64 (standard alphabet, `=` padding, no line breaks).
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = UInt32(bytes[i]), b1 = n > 1 ? UInt32(bytes[i + 1]) : 0, b2 = n > 2 ? UInt32(bytes[i + 2]) : 0
            let word = b0 << 16 | b1 << 8 | b2
            for k in 0 ..< 4 {
                out.append(k <= n ? alphabet[Int(word >> UInt32(18 - 6 * k) & 63)] : UInt8(ascii: "="))
            }
            i += 3
        }
        return out
    }
}
