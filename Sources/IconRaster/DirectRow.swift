/// Rows whose boundary goes straight to the pixels, without the cell accumulator.
///
/// When the last strip of a row is the only one that emits (nothing accumulated before it) and
/// its boundary pieces — alternately entering and leaving the union, left to right — touch
/// pairwise disjoint pixel columns, each pixel's coverage depends on at most one piece: in a
/// piece's columns it is the area right of the piece within the strip (entering) or the strip
/// height minus that (leaving); between an entering piece and the next leaving one it is the
/// strip height (a solid run); elsewhere zero. Those are computed and composited piece by piece.
/// Pieces sharing a column (thin slivers, tops and bottoms of shapes) make the row fall back to
/// the accumulator, whose prefix sums add the pieces.
/// One boundary piece of a strip as direct compositing needs it: where its chain runs between
/// the strip's top and bottom, and the pixel columns it touches.
struct StripPiece {
    var xTop = 0.0, xBottom = 0.0
    /// Vertex index of the segment under the strip top, and of the chain's last segment.
    var segment = 0, lastSegment = 0
    /// True when one straight segment spans the strip (from `xTop` to `xBottom`).
    var straight = false
    /// First and last pixel column of the piece (set by the column check).
    var first = 0, last = 0
}

/// The segments of a boundary piece between its strip's top and bottom, top to bottom: each
/// one's x extent and height (negative for a leaving piece, whose area is taken away).
struct PieceSegments {
    private let xs, ys: UnsafeMutablePointer<Double>
    private let lastSegment: Int
    private let bottom, xBottom, sign: Double
    private var k: Int
    private var y0, x0: Double
    private var more = true

    @inline(__always)
    init(_ piece: UnsafeMutablePointer<StripPiece>, _ top: Double, _ bottom: Double, entering: Bool,
         xs: UnsafeMutablePointer<Double>, ys: UnsafeMutablePointer<Double>) {
        self.xs = xs; self.ys = ys
        lastSegment = piece.pointee.lastSegment
        self.bottom = bottom; xBottom = piece.pointee.xBottom
        sign = entering ? 1 : -1
        k = piece.pointee.segment
        y0 = top; x0 = piece.pointee.xTop
    }

    @inline(__always)
    mutating func next() -> (lo: Double, hi: Double, h: Double)? {
        guard more else { return nil }
        let x1: Double, h: Double
        if k < lastSegment && ys[k &+ 1] < bottom {
            let y1 = ys[k &+ 1]
            x1 = xs[k &+ 1]; h = sign * (y1 - y0)
            y0 = y1
            k &+= 1
        } else {
            x1 = xBottom; h = sign * (bottom - y0)
            more = false
        }
        let lo = min(x0, x1), hi = ScanlineSweep.larger(x0, x1)
        x0 = x1
        return (lo, hi, h)
    }
}

extension ScanlineSweep {
    /// Composites the recorded `boundaries` over strip `[top, bottom]` of `row` directly, or
    /// returns false (having written nothing) when two pieces share a pixel column.
    @inline(__always)
    mutating func directRow<Sink: CoverageRowSink & ~Copyable>(_ row: Int, _ top: Double, _ bottom: Double,
                                                   into sink: inout Sink) -> Bool {
        let pieces = self.pieces
        var previousLast = -1
        for i in 0 ..< boundaryCount {
            let c = boundaries[i] >> 1
            let first = Self.column(chains[c].xMin)
            if first <= previousLast { return false }
            previousLast = Self.lastVisibleColumn(first, chains[c].xMax, width: width)
            pieces[i] = StripPiece(xTop: chains[c].xTop, xBottom: chains[c].xBottom,
                                   segment: chains[c].emitCursor, lastSegment: chains[c].vEnd &- 2,
                                   straight: chains[c].straightInStrip, first: first, last: previousLast)
        }
        compositePieces(boundaryCount, row, top, bottom, bottom - top, into: &sink)
        return true
    }

    /// Composites `pieces[0..<n]` — entering and leaving pieces alternately, left to right, in
    /// pairwise disjoint pixel columns (checked by the caller) — over strip `[top, bottom]` of
    /// `row`: each pair's two boundary pieces and the solid run between them. `h` is the strip
    /// height, `bottom − top`.
    @inline(__always)
    mutating func compositePieces<Sink: CoverageRowSink & ~Copyable>(_ n: Int, _ row: Int, _ top: Double, _ bottom: Double,
                                                         _ h: Double, into sink: inout Sink) {
        assert(n & 1 == 0, "the union's boundary alternates between entering and leaving")
        assert(h == bottom - top)
        let pieces = self.pieces
        let solid = Self.snap(Float(h))
        let lastPixel = width &- 1
        var i = 0
        while i < n {
            let enter = pieces + i, leave = pieces + (i &+ 1)
            compositePiece(enter, entering: true, row, top, bottom, h, into: &sink)
            let runStart = enter.pointee.last &+ 1
            let runEnd = min(leave.pointee.first &- 1, lastPixel)
            if runStart <= runEnd && solid > 0 {
                sink.consume(row: row, from: runStart, through: runEnd, constant: solid)
            }
            compositePiece(leave, entering: false, row, top, bottom, h, into: &sink)
            i &+= 2
        }
    }

    /// Composites `pieces[0..<n]`, as `compositePieces` does for one whole row, over rows
    /// `first...last`, which exactly vertical segments span whole: each piece lies in one pixel
    /// column with the same coverage in every row, so each pair of pieces and the solid run
    /// between them go to the sink as one `VerticalSpan` for the whole block, its coverages
    /// computed once. The same values as row by row, so the same pixels.
    mutating func compositeVerticalBlock<Sink: CoverageRowSink & ~Copyable>(_ n: Int, rows first: Int, through last: Int,
                                                                into sink: inout Sink) {
        let pieces = self.pieces
        let lastPixel = width &- 1
        var i = 0
        while i < n {
            let enter = pieces + i, leave = pieces + (i &+ 1)
            assert(enter.pointee.first == enter.pointee.last || enter.pointee.first >= width)
            assert(leave.pointee.first == leave.pointee.last || leave.pointee.first >= width)
            let span = VerticalSpan(
                enter: enter.pointee.first < width ? enter.pointee.first : -1,
                enterCoverage: Float(Self.oneColumnCoverage(enter.pointee, entering: true)),
                runStart: enter.pointee.last &+ 1, runEnd: min(leave.pointee.first &- 1, lastPixel),
                leave: leave.pointee.first < width ? leave.pointee.first : -1,
                leaveCoverage: Float(Self.oneColumnCoverage(leave.pointee, entering: false)))
            sink.consume(rows: first, through: last, span: span)
            i &+= 2
        }
    }

    /// The coverage a straight piece within one pixel column gives its pixel over a whole row:
    /// the area right of the piece (`entering`), or the rest of the pixel (leaving).
    @inline(__always)
    static func oneColumnCoverage(_ piece: StripPiece, entering: Bool) -> Double {
        // Area right of the piece: 1 − mean offset of the piece in the pixel.
        let m = (piece.xTop + piece.xBottom) * 0.5 - Double(piece.first)
        return entering ? 1 - m : m
    }

    /// Composites one boundary piece: in its columns the coverage is the area right of the piece
    /// within the strip (`entering`) or the strip height `h` minus that (leaving). The common
    /// one-column pieces are handled here, inline at both call sites with `entering` constant;
    /// the others in `compositeWidePiece`.
    @inline(__always)
    private mutating func compositePiece<Sink: CoverageRowSink & ~Copyable>(_ piece: UnsafeMutablePointer<StripPiece>,
                                                                entering: Bool, _ row: Int,
                                                                _ top: Double, _ bottom: Double, _ h: Double,
                                                                into sink: inout Sink) {
        let first = piece.pointee.first
        // A piece on the canvas's right edge covers nothing visible.
        if first >= width { return }
        if first == piece.pointee.last {
            let coverage: Double
            if piece.pointee.straight {
                // Area right of the piece: h · (1 − mean offset of the piece in the pixel).
                let m = (piece.pointee.xTop + piece.pointee.xBottom) * 0.5 - Double(first)
                coverage = entering ? h * (1 - m) : h * m
            } else {
                // Several segments: the area right of the piece is h minus the height-weighted
                // mean offset of the segments' midpoints in the pixel.
                let m = moment(piece.pointee, top, bottom) - h * Double(first)
                coverage = entering ? h - m : m
            }
            sink.consume(row: row, pixel: first, coverage: Float(coverage))
            return
        }
        if piece.pointee.straight && piece.pointee.last == first &+ 1 {
            // Two columns (the common wide piece): `compositeWidePiece`'s span formula without a
            // middle column, inline.
            let xa = piece.pointee.xTop, xb = piece.pointee.xBottom
            let x0 = min(xa, xb), x1 = Self.larger(xa, xb)
            let k = h / (x1 - x0)
            let e0 = Double(first &+ 1) - x0
            let a0 = (k * e0) * (0.5 * e0)
            sink.consume(row: row, pixel: first, coverage: Float(entering ? a0 : h - a0))
            let e1 = x1 - Double(first &+ 1)
            let a1 = h - (k * e1) * (0.5 * e1)
            sink.consume(row: row, pixel: first &+ 1, coverage: Float(entering ? a1 : h - a1))
            return
        }
        if entering {
            compositeWideEnteringPiece(piece, row, top, bottom, h, into: &sink)
        } else {
            compositeWideLeavingPiece(piece, row, top, bottom, h, into: &sink)
        }
    }

    /// `compositeWidePiece` for entering pieces: one copy per direction, so neither tests it.
    @inline(never)
    private mutating func compositeWideEnteringPiece<Sink: CoverageRowSink & ~Copyable>(
        _ piece: UnsafeMutablePointer<StripPiece>, _ row: Int, _ top: Double, _ bottom: Double, _ h: Double,
        into sink: inout Sink
    ) {
        compositeWidePiece(piece, entering: true, row, top, bottom, h, into: &sink)
    }

    /// `compositeWidePiece` for leaving pieces.
    @inline(never)
    private mutating func compositeWideLeavingPiece<Sink: CoverageRowSink & ~Copyable>(
        _ piece: UnsafeMutablePointer<StripPiece>, _ row: Int, _ top: Double, _ bottom: Double, _ h: Double,
        into sink: inout Sink
    ) {
        compositeWidePiece(piece, entering: false, row, top, bottom, h, into: &sink)
    }

    /// `compositePiece` for a piece over several columns: the span formula for a straight one,
    /// the cells of its segments for the others.
    @inline(__always)
    private mutating func compositeWidePiece<Sink: CoverageRowSink & ~Copyable>(_ piece: UnsafeMutablePointer<StripPiece>,
                                                                    entering: Bool, _ row: Int,
                                                                    _ top: Double, _ bottom: Double, _ h: Double,
                                                                    into sink: inout Sink) {
        let first = piece.pointee.first, last = piece.pointee.last
        if piece.pointee.straight {
            let xa = piece.pointee.xTop, xb = piece.pointee.xBottom
            // k: piece height per unit of x. In column `first` the piece rises h0 = k·e0
            // with the triangle h0·e0/2 right of it; each middle column adds k below the
            // piece (wholly right of it) and k/2 beside it; in column `last` only the
            // triangle h1·e1/2 left of the piece is missing from h.
            let x0 = min(xa, xb), x1 = Self.larger(xa, xb)
            let k = h / (x1 - x0)
            let e0 = Double(first &+ 1) - x0
            let h0 = k * e0
            var area = h0 * (0.5 * e0)
            sink.consume(row: row, pixel: first, coverage: Float(entering ? area : h - area))
            area = h0 + 0.5 * k
            var x = first &+ 1
            while x < last {
                sink.consume(row: row, pixel: x, coverage: Float(entering ? area : h - area))
                area += k
                x &+= 1
            }
            let e1 = x1 - Double(last)
            area = h - (k * e1) * (0.5 * e1)
            sink.consume(row: row, pixel: last, coverage: Float(entering ? area : h - area))
        } else {
            if last &- first <= 2 {
                if narrowPiecesInRegisters {
                    if compositeNarrowPiece(piece, entering: entering, row, top, bottom, h, into: &sink) { return }
                } else {
                    narrowPiecesSentToCellPath &+= 1
                }
            }
            // Several segments: accumulate this piece alone into its cells (which start
            // from zero) and prefix-sum them from the inside state on its left.
            // (The cells in a local and the vertex buffers in `segments`: the stores to the cells
            // would otherwise make the walk reload them from `self` at every segment.)
            let cells = self.cells
            var segments = PieceSegments(piece, top, bottom, entering: entering, xs: xs, ys: ys)
            // Consecutive one-column segments in the same column (the common case on a flattened
            // curve) add to the same two cells: their running values stay in registers until the
            // column changes (`open`: cells[open] is `a`, cells[open + 1] is `b`), instead of a
            // load waiting on the store just made. The same additions in the same order.
            var open = -1
            var a: Float = 0, b: Float = 0
            while let (lo, hi, h) = segments.next() {
                let c0 = Self.column(lo)
                let left = Double(c0)
                if hi <= left + 1 {
                    if c0 != open {
                        if open >= 0 { cells[open] = a; cells[open &+ 1] = b }
                        open = c0
                        a = cells[c0]; b = cells[c0 &+ 1]
                    }
                    let m = (lo + hi) * 0.5 - left
                    a += Float(h * (1 - m))
                    b += Float(h * m)
                } else if h != 0 {
                    if open >= 0 { cells[open] = a; cells[open &+ 1] = b; open = -1 }
                    let c1 = Self.columnBelow(hi)
                    if c1 == c0 &+ 1 {
                        Self.addTwoColumnLine(lo, hi, h, c0, into: cells)
                    } else {
                        Self.addWideLine(lo, hi, h, c0, c1, into: cells)
                    }
                }
            }
            if open >= 0 { cells[open] = a; cells[open &+ 1] = b }
            var sum: Float = entering ? 0 : Float(h)
            sink.consume(row: row, cells: cells, from: first, through: last, sum: &sum)
            // A vertical segment at x = last + 1 adds to the next two cells (which exist: `last`
            // < width, `lastVisibleColumn`), and so does a piece an ulp beyond the right edge.
            cells[last &+ 1] = 0
            cells[last &+ 2] = 0
        }
    }

    /// The cell path of `compositeWidePiece` for a piece of several segments over two or three
    /// pixel columns (the common cases on a flattened curve), with the cells it adds to held in
    /// registers: the same sums in the same order, so the same pixels, without the stores, the
    /// reloads and the clearing of the cells (what lands past the piece's last column is never
    /// read there either). Returns false, having written nothing, for a segment it does not model
    /// (one starting past the piece's columns, or crossing more of them than it has: a piece an
    /// ulp past the canvas's right edge, whose last column is clamped); the cell path takes those.
    @inline(__always)
    private mutating func compositeNarrowPiece<Sink: CoverageRowSink & ~Copyable>(
        _ piece: UnsafeMutablePointer<StripPiece>, entering: Bool, _ row: Int,
        _ top: Double, _ bottom: Double, _ h: Double, into sink: inout Sink
    ) -> Bool {
        let first = piece.pointee.first
        let three = piece.pointee.last == first &+ 2
        var segments = PieceSegments(piece, top, bottom, entering: entering, xs: xs, ys: ys)
        // Cells `first`, `first + 1` and (for three columns) `first + 2`.
        var a: Float = 0, b: Float = 0, c: Float = 0
        while let (lo, hi, h) = segments.next() {
            let c0 = Self.column(lo)
            let left = Double(c0)
            if hi <= left + 1 {
                // As the one-column segments of `compositeWidePiece`.
                let m = (lo + hi) * 0.5 - left
                if c0 == first {
                    a += Float(h * (1 - m))
                    b += Float(h * m)
                } else if c0 == first &+ 1 {
                    b += Float(h * (1 - m))
                    c += Float(h * m)
                } else if three && c0 == first &+ 2 {
                    c += Float(h * (1 - m))
                } else {
                    return false
                }
            } else if h != 0 {
                let c1 = Self.columnBelow(hi)
                let kk = h / (hi - lo)
                let e0 = Double(c0 &+ 1) - lo
                let h0 = kk * e0
                let e1 = hi - Double(c1)
                let h1 = kk * e1
                if c1 == c0 &+ 1 && (c0 == first || (three && c0 == first &+ 1)) {
                    // As `addTwoColumnLine`.
                    let p = Float(h0 * (0.5 * e0))
                    let q0 = Float(h0 * (1 - 0.5 * e0)), q1 = Float(h1 * (1 - 0.5 * e1))
                    if c0 == first {
                        a += p
                        b = b + q0 + q1
                        c += Float(h1 * 0.5 * e1)
                    } else {
                        b += p
                        c = c + q0 + q1
                    }
                } else if three && c0 == first && c1 == first &+ 2 {
                    // As `addWideLine` over three columns.
                    a += Float(h0 * (0.5 * e0))
                    b += Float(h0 * (1 - 0.5 * e0))
                    let half = Float(0.5 * kk)
                    b += half
                    c += half
                    c += Float(h1 * (1 - 0.5 * e1))
                } else {
                    return false
                }
            }
        }
        var s: Float = entering ? 0 : Float(h)
        s += a
        sink.consume(row: row, pixel: first, coverage: s)
        s += b
        sink.consume(row: row, pixel: first &+ 1, coverage: s)
        if three {
            s += c
            sink.consume(row: row, pixel: first &+ 2, coverage: s)
        }
        return true
    }

    /// `∫ x dy` along `piece` from `top` to `bottom`: the sum over its segments of height times
    /// mid x.
    @inline(__always)
    func moment(_ piece: StripPiece, _ top: Double, _ bottom: Double) -> Double {
        let last = piece.lastSegment
        var k = piece.segment
        var y0 = top
        var x0 = piece.xTop
        var sum = 0.0
        while k < last && ys[k &+ 1] < bottom {
            let y1 = ys[k &+ 1], x1 = xs[k &+ 1]
            sum += (y1 - y0) * (x0 + x1)
            y0 = y1; x0 = x1
            k &+= 1
        }
        sum += (bottom - y0) * (x0 + piece.xBottom)
        return 0.5 * sum
    }

    /// The column of the largest double below `x` > 0 (its bit pattern minus one): the last
    /// column a piece ending at `x` reaches into, `column(x)` less one exactly when `x` is a
    /// whole number. Fewer steps than converting the column back to compare it with `x`.
    @inline(__always) static func columnBelow(_ x: Double) -> Int {
        column(Double(bitPattern: x.bitPattern &- 1))
    }

    /// `lastColumn`, at most the canvas's last column. Chains are clamped to `0...width`, but an x
    /// interpolated on a segment that ends on the right edge can come out an ulp beyond it
    /// (10.000000000000002 on a 10-px canvas): its piece would then reach column `width`, and
    /// direct compositing would write the pixel after the row (past the end of the image on the
    /// last row) and clear cells past the buffer. The area
    /// beyond the edge is an ulp wide and invisible; every visible column is unchanged.
    @inline(__always) static func lastVisibleColumn(_ first: Int, _ xMax: Double, width: Int) -> Int {
        min(lastColumn(first, xMax), width &- 1)
    }

    /// The last column a piece from column `first` to x `xMax` has area in (as `addLine` splits
    /// it: a piece ending exactly on a column's left edge does not reach into that column).
    @inline(__always) static func lastColumn(_ first: Int, _ xMax: Double) -> Int {
        // The column of the largest double below xMax (for xMax > 0 its bit pattern minus one):
        // one less than column(xMax) exactly when xMax is a whole number. At 0 (or −0) the
        // decremented pattern is a NaN, which `larger` turns into 0.
        max(first, column(larger(Double(bitPattern: xMax.bitPattern &- 1), 0)))
    }
}
