/// The state of one active chain while whole rows are swept without chain events.
struct SteadyLane {
    /// Chain index.
    var chain = 0
    /// Vertex index of the segment under the current row top (or a segment above it: any
    /// cursor at or above the row top serves the general strip logic), and of the chain's last
    /// segment.
    var segment = 0
    var lastSegment = 0
    /// Vertex index of the segment under the last row's bottom: the next row's walk down the
    /// vertices starts there rather than at `segment`, so no vertex is visited twice.
    var below = 0
    /// x at the current row top (the last row's bottom x: the same expression `prepare` uses).
    var x = 0.0
    /// Index into `pieces` when the chain is a boundary of the union, −1 otherwise.
    var piece = -1
    /// Segment `below` itself: its upper vertex and slope, and its lower vertex. While the lower
    /// vertex lies at or under a row's bottom, that row needs no walk (`steadyRows`).
    var x0 = 0.0, y0 = 0.0, slope = 0.0
    var x1 = 0.0, y1 = 0.0
}

/// Whole pixel rows in which no chain starts or ends and the chains keep their order.
///
/// Between chain events the active set is fixed; as long as neighbouring chains' x ranges do not
/// overlap in a row they cannot cross there, so the last walk's boundaries still hold. Each chain
/// then only steps down its vertices row by row, carrying its x from one row's bottom to the next
/// row's top, and the boundary pieces go to `compositePieces` (DirectRow.swift). The values are
/// the ones the general strip logic computes (`prepare`), so both paths give the same pixels.
/// Rows that every chain crosses on one exactly vertical segment (`x1 == x0`: a stem, a bar, a
/// lane's shaft) have the same pieces as the first of them: the chains are not stepped there, and
/// the whole block goes to the pixels at once (`compositeVerticalBlock`: each edge pixel's weight
/// computed once for its column).
extension ScanlineSweep {
    /// Handles rows `first..<end`, which hold no chain start or end, while the active chains
    /// keep the order of the last walk without overlapping x ranges; returns the first row not
    /// handled (an overlap may mean a crossing: the general strip logic takes over there).
    mutating func steadyRows<Sink: CoverageRowSink & ~Copyable>(from first: Int, to end: Int, into sink: inout Sink) -> Int {
        let n = activeCount
        let nb = boundaryCount
        // Lanes in strip order; boundaries are recorded in the same left-to-right order.
        var b = 0
        let top = Double(first)
        for i in 0 ..< n {
            let c = active[i]
            let last = chains[c].vEnd &- 2
            var k = chains[c].cursor
            while k < last && ys[k &+ 1] <= top { k &+= 1 }
            lanes[i] = SteadyLane(chain: c, segment: k, lastSegment: last, below: k,
                                  x: top <= ys[k] ? xs[k] : xs[k] + (top - ys[k]) * slopes[k],
                                  x0: xs[k], y0: ys[k], slope: slopes[k], x1: xs[k &+ 1], y1: ys[k &+ 1])
            if b < nb && boundaries[b] >> 1 == c {
                lanes[i].piece = b
                pieces[b].lastSegment = lanes[i].lastSegment
                b &+= 1
            }
        }
        assert(b == nb, "boundaries follow the strip order")
        // Locals: the stores into lanes and pieces below would otherwise make every access
        // reload these from `self`.
        let xs = self.xs, ys = self.ys, slopes = self.slopes
        let lanes = self.lanes, pieces = self.pieces
        var row = first
        rows: while row < end {
            let top = Double(row), bottom = top + 1
            var previousMax = -Double.infinity
            // The column check of direct compositing, on the boundary pieces as they are found.
            var previousLast = -1, columnsDisjoint = true
            // How far down every lane's segment runs exactly vertically (x1 == x0): the whole
            // rows above that repeat this row's pieces (below); 0 once a lane is slanted or has a
            // vertex in this row, `end` while every lane seen so far qualifies.
            var verticalUntil = Double(end)
            for i in 0 ..< n {
                let lane = lanes + i
                let xTop = lane.pointee.x
                var segment = lane.pointee.below, straight = true
                let xBottom: Double, lo: Double, hi: Double
                if lane.pointee.y1 >= bottom {
                    // The segment under the last row's bottom spans this row (the common case;
                    // also on the chain's last segment, which ends at or under `end`): no vertex
                    // to visit, and the x expression of `prepare` on the segment's stored values.
                    let y1 = lane.pointee.y1
                    xBottom = bottom >= y1 ? lane.pointee.x1
                        : lane.pointee.x0 + (bottom - lane.pointee.y0) * lane.pointee.slope
                    lo = min(xTop, xBottom); hi = Self.larger(xTop, xBottom)
                    verticalUntil = lane.pointee.x1 == lane.pointee.x0 ? min(verticalUntil, y1) : 0
                } else {
                    let last = lane.pointee.lastSegment
                    var k = segment
                    while k < last && ys[k &+ 1] <= top { k &+= 1 }
                    segment = k
                    var low = xTop, high = xTop
                    while k < last && ys[k &+ 1] < bottom {
                        k &+= 1
                        low = min(low, xs[k]); high = Self.larger(high, xs[k])
                    }
                    let x0 = xs[k], y0 = ys[k], slope = slopes[k], x1 = xs[k &+ 1], y1 = ys[k &+ 1]
                    xBottom = bottom >= y1 ? x1 : x0 + (bottom - y0) * slope
                    lo = min(low, xBottom); hi = Self.larger(high, xBottom)
                    straight = k == segment
                    lane.pointee.segment = segment
                    lane.pointee.below = k
                    lane.pointee.x0 = x0; lane.pointee.y0 = y0; lane.pointee.slope = slope
                    lane.pointee.x1 = x1; lane.pointee.y1 = y1
                    verticalUntil = straight && x1 == x0 ? min(verticalUntil, y1) : 0
                }
                if lo < previousMax {
                    // Possibly a crossing: hand over with every cursor at or above this row.
                    lane.pointee.segment = segment
                    finishSteady(n)
                    return row
                }
                previousMax = hi
                let piece = lane.pointee.piece
                if piece >= 0 {
                    let first = Self.column(lo)
                    if first <= previousLast { columnsDisjoint = false }
                    previousLast = Self.lastVisibleColumn(first, hi, width: width)
                    let p = pieces + piece
                    p.pointee.xTop = xTop; p.pointee.xBottom = xBottom
                    p.pointee.segment = segment
                    p.pointee.straight = straight
                    p.pointee.first = first; p.pointee.last = previousLast
                }
                lane.pointee.x = xBottom
            }
            if columnsDisjoint {
                // A whole row: its height `bottom − top` is exactly 1 (rows are far below 2^52),
                // and the constant lets the inlined coverage arithmetic drop its factors of h.
                // Rows the same vertical segments span whole have the same pieces, so the same
                // coverage: they go to the pixels as one block (`compositeVerticalBlock`).
                let repeatEnd = Self.rowOf(verticalUntil)
                if repeatEnd > row &+ 1 {
                    compositeVerticalBlock(nb, rows: row, through: repeatEnd &- 1, into: &sink)
                    row = repeatEnd &- 1
                } else {
                    compositePieces(nb, row, top, bottom, 1, into: &sink)
                }
            } else {
                // Pieces share a pixel column: accumulate them (CellAccumulator.swift).
                for i in 0 ..< n where lanes[i].piece >= 0 {
                    let piece = pieces[lanes[i].piece]
                    let c = lanes[i].chain
                    chains[c].xTop = piece.xTop; chains[c].xBottom = piece.xBottom
                    chains[c].straightInStrip = piece.straight
                    chains[c].emitCursor = piece.segment
                }
                emitBoundaries(top, bottom)
                resolveRow(row, into: &sink)
            }
            row &+= 1
        }
        finishSteady(n)
        return row
    }

    /// Leaves each chain's cursor where its lane got to, for the general strip logic.
    private func finishSteady(_ n: Int) {
        for i in 0 ..< n { chains[lanes[i].chain].cursor = lanes[i].segment }
    }
}
