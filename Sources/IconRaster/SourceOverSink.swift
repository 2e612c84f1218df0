/// Composites a solid colour source-over into premultiplied RGBA8 pixels with the given coverage:
/// `out = src·cov + dst·(1 − srcA·cov)` per channel (premultiplied, 0...255 scale), rounded to
/// the nearest integer. Fixed point: `k = round(srcA·cov·65536)` and
/// `out = (c·k + dst·(65536 − k) + 32768) >> 16` with `c` the straight source channel, since
/// `src·cov = c·srcA·cov`; the quantisation error stays below 0.01 of an output step.
struct SourceOverSink: CoverageRowSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    /// Straight source channels.
    let r: UInt32, g: UInt32, b: UInt32
    /// Source alpha scaled so that coverage 1 maps to `round(srcA · 65536)`.
    let alphaScale: Float
    /// The four premultiplied source bytes as one pixel-sized word when the colour is opaque
    /// (written as is at full coverage).
    let opaqueWord: UInt32?

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, color: Color) {
        self.pixels = pixels
        self.width = width
        r = UInt32(color.r); g = UInt32(color.g); b = UInt32(color.b)
        alphaScale = Float(color.a) * (65536 / 255)
        if color.a == 255 {
            var word: UInt32 = 0
            withUnsafeMutableBytes(of: &word) { $0[0] = color.r; $0[1] = color.g; $0[2] = color.b; $0[3] = 255 }
            opaqueWord = word
        } else {
            opaqueWord = nil
        }
    }

    /// `round(x)` for `x` in `0...2^22`, without the checks of `Int(x)`: adding 2^23 leaves the
    /// rounded integer in the low mantissa bits.
    @inline(__always) private static func roundedWeight(_ x: Float) -> UInt32 {
        (x + 8_388_608).bitPattern & 0x7F_FFFF
    }

    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt8>, weight k: UInt32) {
        // k ≤ 65536 and every term ≤ 255·65536: no overflow, so wrapping operators are exact.
        let keep = 65536 &- k
        p[0] = UInt8(truncatingIfNeeded: (r &* k &+ UInt32(p[0]) &* keep &+ 32768) >> 16)
        p[1] = UInt8(truncatingIfNeeded: (g &* k &+ UInt32(p[1]) &* keep &+ 32768) >> 16)
        p[2] = UInt8(truncatingIfNeeded: (b &* k &+ UInt32(p[2]) &* keep &+ 32768) >> 16)
        p[3] = UInt8(truncatingIfNeeded: (255 &* k &+ UInt32(p[3]) &* keep &+ 32768) >> 16)
    }

    @inline(__always)
    mutating func consume(row y: Int, coverage: UnsafeMutablePointer<Float>, from: Int, through: Int) {
        var p = pixels + (y * width + from) * 4
        for x in from ... through {
            let f = coverage[x]
            if f > 0 {
                if f == 1, let word = opaqueWord {
                    UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
                } else {
                    blend(p, weight: Self.roundedWeight(f * alphaScale))
                }
            }
            p += 4
        }
    }

    @inline(__always)
    mutating func consume(row y: Int, from: Int, through: Int, constant f: Float) {
        let p = pixels + (y * width + from) * 4
        let count = through - from + 1
        if f == 1, let word = opaqueWord {
            UnsafeMutableRawPointer(p).withMemoryRebound(to: UInt32.self, capacity: count) {
                $0.update(repeating: word, count: count)
            }
            return
        }
        let k = Self.roundedWeight(f * alphaScale)
        for i in 0 ..< count { blend(p + 4 * i, weight: k) }
    }
}
