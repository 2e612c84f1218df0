import CRasterSupport
/// Composites a solid colour source-over into straight-alpha RGBA8 pixels with the given
/// coverage: with `k = round(srcA·cov·65536)`, alpha becomes `a + ((255 − a)·k + 32768) >> 16`
/// and each colour channel the exact straight-alpha result rounded to nearest
/// (`raster_blend_straight`): over an opaque pixel `(c·k + d·(65536 − k) + 32768) >> 16`, over a
/// transparent one the source colour itself. The weight's quantisation error stays below 0.01 of
/// an output step.
struct SourceOverSink: CoverageRowSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    /// Straight source channels and 255 (the straight alpha of the weighted part).
    let blendSource: raster_blend_source
    /// Source alpha scaled so that coverage 1 maps to `round(srcA · 65536)`.
    let alphaScale: Float
    /// The four source bytes as one pixel-sized word when the colour is opaque
    /// (written as is at full coverage).
    let opaqueWord: UInt32?

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, color: Color) {
        self.pixels = pixels
        self.width = width
        blendSource = raster_blend_source(c: (Float(color.r), Float(color.g), Float(color.b), 255))
        alphaScale = Float(color.a) * (65536 / 255)
        if color.a == 255 {
            var word: UInt32 = 0
            withUnsafeMutableBytes(of: &word) { $0[0] = color.r; $0[1] = color.g; $0[2] = color.b; $0[3] = 255 }
            opaqueWord = word
        } else {
            opaqueWord = nil
        }
    }

    /// Opaque runs at least this long are stored by libc's `wmemset` (its vector stores beat
    /// `fill`'s 16-byte ones once the call is paid for; 32 timed best against 16 and 64),
    /// shorter ones by `fill`.
    static let libcFillMinimum = 32

    /// `round(x)` for `x` in `0...2^22`, without the checks of `Int(x)`: adding 2^23 leaves the
    /// rounded integer in the low mantissa bits.
    @inline(__always) static func roundedWeight(_ x: Float) -> UInt32 {
        (x + 8_388_608).bitPattern & 0x7F_FFFF
    }

    /// `roundedWeight(x)` as a `Float` (the same integer, exactly): adding 2^23 rounds `x` to an
    /// integer, and subtracting it again is exact. What `raster_blend` takes.
    @inline(__always) static func roundedWeightAsFloat(_ x: Float) -> Float {
        (x + 8_388_608) - 8_388_608
    }

    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt8>, weight k: Float) {
        // Over an opaque pixel `d + ((c − d)·k + 32768) >> 16` per channel (`raster_blend`, in C
        // for SSE2's float lanes); over a translucent one the straight-alpha weights
        // (`raster_blend_straight`).
        raster_blend_straight(p, blendSource, k)
    }

    /// The first byte of pixel `x` of row `y`. Both lie on the canvas, so the index cannot
    /// overflow and needs no checks.
    @inline(__always) private func address(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt8> {
        pixels + ((y &* width &+ x) &<< 2)
    }

    @inline(__always)
    mutating func consume(row y: Int, cells: UnsafeMutablePointer<Float>, from: Int, through: Int, sum: inout Float) {
        var p = address(y, from)
        var s = sum
        // A plain loop: a `from ... through` range would check `from ≤ through` (callers
        // guarantee it) and count with overflow checks.
        var x = from
        while x <= through {
            s += cells[x]
            cells[x] = 0
            composite(p, coverage: s)
            p += 4
            x &+= 1
        }
        sum = s
    }

    @inline(__always)
    mutating func consume(row y: Int, pixel x: Int, coverage f: Float) {
        composite(address(y, x), coverage: f)
    }

    /// What `composite` does to a pixel of coverage `snap(f)`, decided once for many pixels:
    /// nothing, the opaque word, or a blend with weight `k`.
    private struct PixelWrite {
        var skip = false
        var word: UInt32? = nil
        var k: Float = 0
    }

    @inline(__always)
    private func pixelWrite(coverage f: Float) -> PixelWrite {
        if f < ScanlineSweep.snapsToZero { return PixelWrite(skip: true) }
        if f > ScanlineSweep.snapsToOne {
            if let word = opaqueWord { return PixelWrite(word: word) }
            return PixelWrite(k: Self.roundedWeightAsFloat(alphaScale))
        }
        return PixelWrite(k: Self.roundedWeightAsFloat(f * alphaScale))
    }

    @inline(__always)
    private func apply(_ w: PixelWrite, _ p: UnsafeMutablePointer<UInt8>) {
        if w.skip { return }
        if let word = w.word {
            UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
        } else {
            blend(p, weight: w.k)
        }
    }

    /// Row by row (each row's pixels together), with the two edge pixels' writes decided once for
    /// the block: the same as `composite` would do in each row.
    @inline(__always)
    mutating func consume(rows first: Int, through last: Int, span: VerticalSpan) {
        let enter = span.enter >= 0 ? pixelWrite(coverage: span.enterCoverage) : PixelWrite(skip: true)
        let leave = span.leave >= 0 ? pixelWrite(coverage: span.leaveCoverage) : PixelWrite(skip: true)
        let run = span.runStart <= span.runEnd
        for y in first ... last {
            apply(enter, address(y, max(span.enter, 0)))
            if run { consume(row: y, from: span.runStart, through: span.runEnd, constant: 1) }
            apply(leave, address(y, max(span.leave, 0)))
        }
    }

    /// Composites one pixel with coverage `ScanlineSweep.snap(f)`: the snap's two tests decide
    /// between nothing, full coverage (the opaque word, if any) and a blend.
    @inline(__always)
    private func composite(_ p: UnsafeMutablePointer<UInt8>, coverage f: Float) {
        if f < ScanlineSweep.snapsToZero { return }
        if f > ScanlineSweep.snapsToOne {
            if let word = opaqueWord {
                UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
            } else {
                blend(p, weight: Self.roundedWeightAsFloat(alphaScale))
            }
        } else {
            blend(p, weight: Self.roundedWeightAsFloat(f * alphaScale))
        }
    }

    @inline(__always)
    mutating func consume(row y: Int, from: Int, through: Int, constant f: Float) {
        let p = address(y, from)
        let count = through &- from &+ 1
        if f == 1, let word = opaqueWord {
            if count >= Self.libcFillMinimum {
                raster_fill_words(p, word, count)
                return
            }
            Self.fill(UnsafeMutableRawPointer(p), count: count, with: word)
            return
        }
        let k = Self.roundedWeightAsFloat(f * alphaScale)
        for i in 0 ..< count { blend(p + 4 &* i, weight: k) }
    }

    /// Stores `word` into `count` (≥ 1) consecutive pixels: eight at a time, then the four from
    /// where that stopped (or the last four, if that is further left) and the last four, these
    /// possibly overlapping the ones before (so no pixel-by-pixel tail); runs shorter than four
    /// as two possibly overlapping pixel pairs or one pixel.
    @inline(__always)
    private static func fill(_ raw: UnsafeMutableRawPointer, count: Int, with word: UInt32) {
        if count >= 4 {
            let quad = SIMD4<UInt32>(repeating: word)
            var offset = 0
            let lastQuad = (count &- 4) &<< 2
            // Ends with `offset` in `lastQuad − 16 ..< lastQuad + 16`: the two stores after the
            // loop cover the rest.
            while offset < lastQuad &- 16 {
                raw.storeBytes(of: quad, toByteOffset: offset, as: SIMD4<UInt32>.self)
                raw.storeBytes(of: quad, toByteOffset: offset &+ 16, as: SIMD4<UInt32>.self)
                offset &+= 32
            }
            raw.storeBytes(of: quad, toByteOffset: min(offset, lastQuad), as: SIMD4<UInt32>.self)
            raw.storeBytes(of: quad, toByteOffset: lastQuad, as: SIMD4<UInt32>.self)
        } else if count >= 2 {
            let pair = UInt64(word) | UInt64(word) << 32
            raw.storeBytes(of: pair, as: UInt64.self)
            raw.storeBytes(of: pair, toByteOffset: (count &- 2) &<< 2, as: UInt64.self)
        } else {
            raw.storeBytes(of: word, as: UInt32.self)
        }
    }
}
