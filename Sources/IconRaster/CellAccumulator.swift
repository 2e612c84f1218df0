import CRasterSupport
@_spi(Unchecked) import IconGeometry

/// A range of cells `start...end` of one row.
struct CellSpan {
    var start: Int
    var end: Int
}

/// Exact-area cell accumulation of boundary pieces and the per-row resolution into coverage.
extension ScanlineSweep {
    /// Separate touched spans kept per row before they are merged into one (bounds the sort).
    static let maximumSpans = 32

    /// Emits chain `c` over the whole strip `[top, bottom]`, positioned by `prepare` or by the
    /// steady rows (which set `xTop`, `xBottom`, `straightInStrip` and `emitCursor` only): a
    /// straight piece reuses the x values found there (the same expressions `emit` evaluates).
    @inline(__always)
    mutating func emitStrip(_ c: Int, _ top: Double, _ bottom: Double, sign: Double) {
        if chains[c].straightInStrip {
            addLine(chains[c].xTop, chains[c].xBottom, sign * (bottom - top))
        } else {
            emit(c, from: top, to: bottom, sign: sign)
        }
    }

    /// `emitStrip` for a chain that `prepare` positioned on this very strip, so its x range
    /// `xMin...xMax` bounds every segment of the piece: the piece's cells are noted as touched
    /// once, as one span, instead of segment by segment. A noted cell the piece does not reach
    /// is zero and adds nothing to the row's prefix sum, so the pixels are the same. The piece's
    /// first and last x are `prepare`'s `xTop` and `xBottom` (the expressions `emit` evaluates)
    /// and its segments go to the cells in the same order with the same values as `emit`'s.
    @inline(__always)
    mutating func emitPrepared(_ c: Int, _ top: Double, _ bottom: Double, sign: Double) {
        noteTouched(Self.column(chains[c].xMin), Self.column(chains[c].xMax) &+ 1)
        if chains[c].straightInStrip {
            addLine(chains[c].xTop, chains[c].xBottom, sign * (bottom - top), noting: false)
            return
        }
        // Some vertex of the chain lies inside the strip: one piece per segment, down to the
        // segment that reaches the strip bottom (or the chain's last one).
        let last = chains[c].vEnd &- 2
        var k = chains[c].emitCursor
        var y0 = top, x0 = chains[c].xTop
        while true {
            let yEnd = ys[k &+ 1]
            if yEnd >= bottom || k == last { break }
            let x1 = xs[k &+ 1]
            addLine(x0, x1, sign * (yEnd - y0), noting: false)
            y0 = yEnd; x0 = x1
            k &+= 1
        }
        addLine(x0, chains[c].xBottom, sign * (bottom - y0), noting: false)
        chains[c].emitCursor = k
    }

    /// Emits chain `c` between `from` and `to` as a boundary: +1 entering the filled region
    /// (filled to its right), −1 leaving it. Calls for one chain must come in increasing y.
    /// Without `noting` the cells are not recorded as touched (the caller reads and clears them).
    @inline(__always)
    mutating func emit(_ c: Int, from: Double, to: Double, sign: Double, noting: Bool = true) {
        if to <= from { return }
        let last = chains[c].vEnd - 2
        var k = chains[c].emitCursor
        while k < last && ys[k + 1] <= from { k += 1 }
        var y0 = from
        var x0 = from <= ys[k] ? xs[k] : xs[k] + (from - ys[k]) * slopes[k]
        if ys[k + 1] >= to {
            // One segment spans the whole piece (the common case).
            let x1 = to >= ys[k + 1] ? xs[k + 1] : xs[k] + (to - ys[k]) * slopes[k]
            addLine(x0, x1, sign * (to - from), noting: noting)
            chains[c].emitCursor = k
            return
        }
        while true {
            let yEnd = ys[k + 1]
            if yEnd >= to || k == last {
                let x1 = to >= yEnd ? xs[k + 1] : xs[k] + (to - ys[k]) * slopes[k]
                addLine(x0, x1, sign * (to - y0), noting: noting)
                break
            }
            let x1 = xs[k + 1]
            addLine(x0, x1, sign * (yEnd - y0), noting: noting)
            y0 = yEnd; x0 = x1
            k += 1
        }
        chains[c].emitCursor = k
    }

    /// Adds a straight piece from x `xa` to `xb` (in 0...width) of signed height `h` inside the
    /// current row: every cell gets `h` times the part of it to the right of the piece, the next
    /// cell the rest, so the prefix sum over cells is the area right of the piece. Cells
    /// `Int(min(xa, xb)) ... Int(max(xa, xb)) + 1` change; with `noting` they are recorded in
    /// `touched`. The common one-cell piece is handled inline, wider ones in `addWideLine`.
    @inline(__always)
    mutating func addLine(_ xa: Double, _ xb: Double, _ h: Double, noting: Bool = true) {
        if h == 0 { return }
        let x0 = min(xa, xb), x1 = Self.larger(xa, xb)
        let c0 = Self.column(x0)
        let left = Double(c0)
        if x1 <= left + 1 {
            // Within one cell (the common case for steep pieces).
            if noting { noteTouched(c0, c0 &+ 1) }
            let m = (x0 + x1) * 0.5 - left
            cells[c0] += Float(h * (1 - m))
            cells[c0 &+ 1] += Float(h * m)
            return
        }
        let c1 = Self.columnBelow(x1)
        if noting { noteTouched(c0, c1 &+ 1) }
        Self.addWideLine(x0, x1, h, c0, c1, into: cells)
    }

    /// `addLine` for a piece from `x0` to `x1 > x0` over cells `c0 ... c1 + 1` (`c1 > c0`).
    @inline(never)
    static func addWideLine(_ x0: Double, _ x1: Double, _ h: Double, _ c0: Int, _ c1: Int,
                            into cells: UnsafeMutablePointer<Float>) {
        if c1 == c0 &+ 1 {
            addTwoColumnLine(x0, x1, h, c0, into: cells)
            return
        }
        let k = h / (x1 - x0)
        let e0 = Double(c0 &+ 1) - x0
        let h0 = k * e0
        cells[c0] += Float(h0 * (0.5 * e0))
        cells[c0 &+ 1] += Float(h0 * (1 - 0.5 * e0))
        if c1 > c0 &+ 1 {
            let half = Float(0.5 * k)
            for x in c0 &+ 1 ..< c1 {
                cells[x] += half
                cells[x &+ 1] += half
            }
        }
        let e1 = x1 - Double(c1)
        let h1 = k * e1
        cells[c1] += Float(h1 * (1 - 0.5 * e1))
        cells[c1 &+ 1] += Float(h1 * 0.5 * e1)
    }

    /// `addWideLine` for a piece over cells `c0 ... c0 + 2` (the common case): the same sums in
    /// the same order, but cell by cell, so no load reads half of a wider store just made (a
    /// store-forwarding stall). Inline in the direct rows' cell path.
    @inline(__always)
    static func addTwoColumnLine(_ x0: Double, _ x1: Double, _ h: Double, _ c0: Int,
                                 into cells: UnsafeMutablePointer<Float>) {
        let c1 = c0 &+ 1
        let k = h / (x1 - x0)
        let e0 = Double(c1) - x0
        let h0 = k * e0
        let e1 = x1 - Double(c1)
        let h1 = k * e1
        let a = cells[c0] + Float(h0 * (0.5 * e0))
        let b = cells[c1] + Float(h0 * (1 - 0.5 * e0)) + Float(h1 * (1 - 0.5 * e1))
        let c = cells[c1 &+ 1] + Float(h1 * 0.5 * e1)
        cells[c0] = a
        cells[c1] = b
        cells[c1 &+ 1] = c
    }

    /// The pixel column of `x`, which lies in 0...width (chains are clamped to the canvas), so
    /// truncation is the floor. Unchecked (CRasterSupport): `Int(x)`'s NaN and range checks show
    /// in a fill's time, and `x` is finite and in range here by construction. (A branch-free
    /// floor via `x + 2^52` is slower than the checked conversion: its longer dependency chain
    /// costs more than the well-predicted checks.)
    @inline(__always) static func column(_ x: Double) -> Int { raster_truncate(x) }

    @inline(__always)
    private mutating func noteTouched(_ start: Int, _ end: Int) {
        if touched.count > 0 {
            let last = touched.base + (touched.count - 1)
            // Columns are far from overflowing: wrapping arithmetic spares the checks.
            if last.pointee.end >= start &- 1 && last.pointee.start <= end &+ 1 {
                last.pointee.start = min(last.pointee.start, start)
                last.pointee.end = max(last.pointee.end, end)
                return
            }
        }
        if touched.count < Self.maximumSpans {
            touched.append(CellSpan(start: start, end: end))
            return
        }
        // Many separate pieces in one row (heavy overlap): keep one span over all of them.
        var merged = CellSpan(start: start, end: end)
        for i in 0 ..< touched.count {
            merged.start = min(merged.start, touched.base[i].start)
            merged.end = max(merged.end, touched.base[i].end)
        }
        touched.base[0] = merged
        touched.count = 1
    }

    /// Hands the row on: touched cell spans pixel by pixel (the sink prefix-sums and clears the
    /// cells), the gaps between them (constant coverage, e.g. a shape's interior) as runs.
    mutating func resolveRow<Sink: CoverageRowSink & ~Copyable>(_ row: Int, into sink: inout Sink) {
        let spans = touched.base
        let n = touched.count
        if n > 1 {
            for i in 1 ..< n {
                let s = spans[i]
                var j = i
                while j > 0 && spans[j &- 1].start > s.start { spans[j] = spans[j &- 1]; j &-= 1 }
                spans[j] = s
            }
        }
        let lastPixel = width - 1
        var sum: Float = 0
        var x = spans[0].start
        var i = 0
        while i < n {
            let start = spans[i].start
            var end = spans[i].end
            i += 1
            while i < n && spans[i].start <= end &+ 1 { end = max(end, spans[i].end); i &+= 1 }
            if start > x && x <= lastPixel {
                let coverage = Self.snap(sum)
                if coverage > 0 { sink.consume(row: row, from: x, through: min(start - 1, lastPixel), constant: coverage) }
            }
            if start <= lastPixel {
                let through = min(end, lastPixel)
                sink.consume(row: row, cells: cells, from: start, through: through, sum: &sum)
                for c in through + 1 ..< end + 1 { sum += cells[c]; cells[c] = 0 }
            } else {
                for c in start ... end { sum += cells[c]; cells[c] = 0 }
            }
            x = end + 1
        }
        touched.count = 0
    }

    /// Rounding leaves ~1e-7 around exact 0 and 1; snapping makes untouched and fully covered
    /// pixels come out exactly: below `snapsToZero` is 0, above `snapsToOne` is 1.
    @inline(__always) static func snap(_ sum: Float) -> Float {
        sum < snapsToZero ? 0 : (sum > snapsToOne ? 1 : sum)
    }

    static let snapsToZero: Float = 1e-6
    static let snapsToOne: Float = 1 - 1e-6
}
