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
/// the strip's top and bottom.
struct StripPiece {
    var xTop = 0.0, xBottom = 0.0
    /// x range of the piece over the strip.
    var xMin = 0.0, xMax = 0.0
    /// Vertex index of the segment under the strip top, and of the chain's last segment.
    var segment = 0, lastSegment = 0
    /// True when one straight segment spans the strip (from `xTop` to `xBottom`).
    var straight = false
    /// Entering the filled region (filled to its right) or leaving it.
    var entering = false
    /// First and last pixel column of the piece (set by the column check).
    var first = 0, last = 0
}

extension ScanlineSweep {
    /// Composites the recorded `boundaries` over strip `[top, bottom]` of `row` directly, or
    /// returns false (having written nothing) when two pieces share a pixel column.
    @inline(__always)
    mutating func directRow<Sink: CoverageRowSink>(_ row: Int, _ top: Double, _ bottom: Double,
                                                   into sink: inout Sink) -> Bool {
        for i in 0 ..< boundaryCount {
            let code = boundaries[i]
            let c = code >> 1
            pieces[i] = StripPiece(xTop: chains[c].xTop, xBottom: chains[c].xBottom,
                                   xMin: chains[c].xMin, xMax: chains[c].xMax,
                                   segment: chains[c].emitCursor, lastSegment: chains[c].vEnd - 2,
                                   straight: chains[c].straightInStrip, entering: code & 1 == 0)
        }
        return compositePieces(boundaryCount, row, top, bottom, into: &sink)
    }

    /// Composites `pieces[0..<n]` (alternately entering and leaving, left to right) over strip
    /// `[top, bottom]` of `row`, or returns false (having written nothing) when two of them share
    /// a pixel column.
    @inline(__always)
    mutating func compositePieces<Sink: CoverageRowSink>(_ n: Int, _ row: Int, _ top: Double, _ bottom: Double,
                                                         into sink: inout Sink) -> Bool {
        var previousLast = -1
        for i in 0 ..< n {
            let first = Self.column(pieces[i].xMin)
            if first <= previousLast { return false }
            previousLast = Self.lastColumn(first, pieces[i].xMax)
            pieces[i].first = first
            pieces[i].last = previousLast
        }
        let h = bottom - top
        let hf = Float(h)
        let solid = Self.snap(hf)
        let lastPixel = width - 1
        var runStart = 0
        for i in 0 ..< n {
            let piece = pieces[i]
            let entering = piece.entering
            let first = piece.first, last = piece.last
            if !entering && first > runStart && runStart <= lastPixel && solid > 0 {
                sink.consume(row: row, from: runStart, through: min(first - 1, lastPixel), constant: solid)
            }
            runStart = last + 1
            // A piece on the canvas's right edge covers nothing visible.
            if first > lastPixel { continue }
            if piece.straight {
                let xa = piece.xTop, xb = piece.xBottom
                let x0 = min(xa, xb), x1 = max(xa, xb)
                if first == last {
                    // Area right of the piece: h · (1 − mean offset of the piece in the pixel).
                    let m = (x0 + x1) * 0.5 - Double(first)
                    let coverage = entering ? h * (1 - m) : h * m
                    sink.consume(row: row, pixel: first, coverage: Self.snap(Float(coverage)))
                    continue
                }
                // k: piece height per unit of x. In column `first` the piece rises h0 = k·e0
                // with the triangle h0·e0/2 right of it; each middle column adds k below the
                // piece (wholly right of it) and k/2 beside it; in column `last` only the
                // triangle h1·e1/2 left of the piece is missing from h.
                let k = h / (x1 - x0)
                let e0 = Double(first + 1) - x0
                let h0 = k * e0
                var area = h0 * (0.5 * e0)
                sink.consume(row: row, pixel: first, coverage: Self.snap(Float(entering ? area : h - area)))
                area = h0 + 0.5 * k
                var x = first + 1
                while x < last {
                    sink.consume(row: row, pixel: x, coverage: Self.snap(Float(entering ? area : h - area)))
                    area += k
                    x += 1
                }
                let e1 = x1 - Double(last)
                area = h - (k * e1) * (0.5 * e1)
                sink.consume(row: row, pixel: last, coverage: Self.snap(Float(entering ? area : h - area)))
            } else if first == last {
                // Several segments in one column: the area right of the piece is h minus the
                // height-weighted mean offset of the segments' midpoints in the pixel.
                let m = moment(piece, top, bottom) - h * Double(first)
                let coverage = entering ? h - m : m
                sink.consume(row: row, pixel: first, coverage: Self.snap(Float(coverage)))
            } else {
                // Several segments: accumulate this piece alone into its cells (which start
                // from zero) and prefix-sum them from the inside state on its left.
                let sign = entering ? 1.0 : -1.0
                let lastSegment = piece.lastSegment
                var k = piece.segment
                var y0 = top, x0 = piece.xTop
                while k < lastSegment && ys[k + 1] < bottom {
                    let y1 = ys[k + 1], x1 = xs[k + 1]
                    deposit(x0, x1, sign * (y1 - y0))
                    y0 = y1; x0 = x1
                    k += 1
                }
                deposit(x0, piece.xBottom, sign * (bottom - y0))
                var sum: Float = entering ? 0 : hf
                sink.consume(row: row, cells: cells, from: first, through: last, sum: &sum)
                // A vertical segment at x = last + 1 adds to the next two cells.
                cells[last + 1] = 0
                if last + 2 <= width + 1 { cells[last + 2] = 0 }
            }
        }
        return true
    }

    /// `addLine` without noting touched cells, with the one-cell case inline.
    @inline(__always)
    private mutating func deposit(_ xa: Double, _ xb: Double, _ h: Double) {
        let x0 = min(xa, xb), x1 = max(xa, xb)
        let c0 = Self.column(x0)
        let left = Double(c0)
        if x1 <= left + 1 {
            let m = (x0 + x1) * 0.5 - left
            cells[c0] += Float(h * (1 - m))
            cells[c0 + 1] += Float(h * m)
        } else {
            addLine(x0, x1, h, noting: false)
        }
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
        while k < last && ys[k + 1] < bottom {
            let y1 = ys[k + 1], x1 = xs[k + 1]
            sum += (y1 - y0) * (x0 + x1)
            y0 = y1; x0 = x1
            k += 1
        }
        sum += (bottom - y0) * (x0 + piece.xBottom)
        return 0.5 * sum
    }

    /// The last column a piece from column `first` to x `xMax` has area in (as `addLine` splits
    /// it: a piece ending exactly on a column's left edge does not reach into that column).
    @inline(__always) static func lastColumn(_ first: Int, _ xMax: Double) -> Int {
        let c = column(xMax)
        return c > first && Double(c) == xMax ? c - 1 : c
    }
}
