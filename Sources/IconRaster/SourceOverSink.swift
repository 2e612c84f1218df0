/// Composites a solid colour source-over into premultiplied RGBA8 pixels with the given coverage:
/// `out = src·cov + dst·(1 − srcA·cov)` per channel (premultiplied, 0...255 scale), rounded to
/// the nearest integer. Fixed point: `k = round(srcA·cov·65536)` and
/// `out = (c·k + dst·(65536 − k) + 32768) >> 16` with `c` the straight source channel, since
/// `src·cov = c·srcA·cov`; the quantisation error stays below 0.01 of an output step.
struct SourceOverSink: CoverageRowSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    /// Straight source channels and 255 (the straight alpha of the weighted part).
    let source: SIMD4<Int32>
    /// Source alpha scaled so that coverage 1 maps to `round(srcA · 65536)`.
    let alphaScale: Float
    /// The four premultiplied source bytes as one pixel-sized word when the colour is opaque
    /// (written as is at full coverage).
    let opaqueWord: UInt32?

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, color: Color) {
        self.pixels = pixels
        self.width = width
        source = SIMD4(Int32(color.r), Int32(color.g), Int32(color.b), 255)
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
        // `(c·k + d·(65536 − k) + 32768) >> 16` = `d + ((c − d)·k + 32768) >> 16` (d is an
        // integer, and the arithmetic shift is the floor): one product per channel, and
        // |c − d|·k ≤ 255·65536 cannot overflow, so wrapping operators are exact.
        let raw = UnsafeMutableRawPointer(p)
        let dst = SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(as: SIMD4<UInt8>.self))
        let out = dst &+ (((source &- dst) &* Int32(bitPattern: k) &+ 32768) &>> 16)
        raw.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: out), as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    mutating func consume(row y: Int, cells: UnsafeMutablePointer<Float>, from: Int, through: Int, sum: inout Float) {
        var p = pixels + (y * width + from) * 4
        var s = sum
        for x in from ... through {
            s += cells[x]
            cells[x] = 0
            let f = ScanlineSweep.snap(s)
            if f > 0 {
                if f == 1, let word = opaqueWord {
                    UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
                } else {
                    blend(p, weight: Self.roundedWeight(f * alphaScale))
                }
            }
            p += 4
        }
        sum = s
    }

    @inline(__always)
    mutating func consume(row y: Int, pixel x: Int, coverage f: Float) {
        if f <= 0 { return }
        let p = pixels + (y * width + x) * 4
        if f == 1, let word = opaqueWord {
            UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
        } else {
            blend(p, weight: Self.roundedWeight(f * alphaScale))
        }
    }

    @inline(__always)
    mutating func consume(row y: Int, from: Int, through: Int, constant f: Float) {
        let p = pixels + (y * width + from) * 4
        let count = through - from + 1
        if f == 1, let word = opaqueWord {
            let raw = UnsafeMutableRawPointer(p)
            for i in 0 ..< count { raw.storeBytes(of: word, toByteOffset: 4 * i, as: UInt32.self) }
            return
        }
        let k = Self.roundedWeight(f * alphaScale)
        for i in 0 ..< count { blend(p + 4 * i, weight: k) }
    }
}
