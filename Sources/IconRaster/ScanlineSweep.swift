import CRasterSupport
@_spi(Unchecked) import IconGeometry

/// The exact-area scanline sweep over monotone chains.
///
/// For every pixel row `[r, r+1)` the row is cut into strips at every chain start or end inside
/// it. Inside a strip the set of chains is fixed; ordered left to right, one walk over them with a
/// winding counter per item tells where the filled state (inside any item) changes. Only those
/// boundary chains are emitted, entering ones with +h and leaving ones with −h, into an exact-area
/// cell accumulator (CellAccumulator.swift). Emitted intervals never overlap, so the prefix sum
/// of a row is the exact coverage, also where the outline overlaps itself, orientations mix, or
/// even-odd makes holes.
///
/// Strips where neighbouring chains' x ranges overlap may contain crossings; they are processed
/// kinetically (StripCrossings.swift). Rows whose strips keep the same chains in the same order
/// without overlaps reuse the last walk's boundaries.
struct ScanlineSweep: ~Copyable {
    let xs: UnsafeMutablePointer<Double>
    let ys: UnsafeMutablePointer<Double>
    let slopes: UnsafeMutablePointer<Double>
    let chains: UnsafeMutablePointer<Chain>
    /// Chain indices sorted by `yTop`.
    let byTop: UnsafeMutablePointer<Int>
    let chainCount: Int
    /// Chain indices of the active chains, in strip order.
    let active: UnsafeMutablePointer<Int>
    var activeCount = 0
    /// Position of each chain in `active` (kept by the crossing sweep only).
    let positions: UnsafeMutablePointer<Int>
    /// Boundary pieces of the row being composited directly (DirectRow.swift), and the active
    /// chains' state in steady rows (SteadyRows.swift): room for one per chain.
    let pieces: UnsafeMutablePointer<StripPiece>
    let lanes: UnsafeMutablePointer<SteadyLane>
    /// One winding counter per item; zero between walks.
    let winding: UnsafeMutablePointer<Int32>
    /// `width + 2` cells of the row being built (font-rs "accumulate" form), zero between rows.
    let cells: UnsafeMutablePointer<Float>
    let width: Int
    let height: Int
    /// Crossing swaps left before strips fall back to sampled ordering.
    var crossingBudget: Int
    /// Chain positionings left (each strip positions every active chain) before strips end only
    /// on the 1/8-px grid (`RasterWorkspace.stripWorkBudget`).
    var stripWork: Int
    /// Whether multi-segment boundary pieces over two or three columns are summed in registers
    /// (`compositeNarrowPiece`); false sends them through the cell path. The same pixels either
    /// way, bit for bit: tests compare the two (`RasterWorkspace.narrowPiecesInRegisters`).
    let narrowPiecesInRegisters: Bool
    /// The pieces `narrowPiecesInRegisters == false` sent to the cell path (for those tests).
    var narrowPiecesSentToCellPath = 0

    /// Boundary chains of the last walk, in order: `index << 1 | (leaving ? 1 : 0)`.
    let boundaries: UnsafeMutablePointer<Int>
    var boundaryCount = 0
    /// True while the active set is unchanged since a strip was walked: if the chains still do
    /// not overlap their neighbours, that walk's boundaries hold again.
    var orderValid = false

    /// Cell spans touched in the current row (unsorted, may overlap).
    var touched: UncheckedBuffer<CellSpan>
    /// Pending crossings of the strip being swept (a binary min-heap on y).
    var events: UncheckedBuffer<CrossingEvent>

    /// Two x values closer than this are treated as equal when ordering chains (device px).
    static let tieEpsilon = 1e-9
    /// Strips that ran out of crossing budget are sampled this many times per pixel row.
    static let fallbackSlices = 8
    /// Chain positionings a row may spend on exact strips once a budget is spent, before its
    /// remaining strips end on the grid of `fallbackSlices`: rows with few chains and events stay
    /// exact (otherwise a thin sliver elsewhere on a canvas whose budget some other shape spent
    /// would come out whole slices wrong), and a row costs at most this plus `fallbackSlices`
    /// positionings per active chain.
    static let rowWorkAllowance = 65_536

    struct Storage {
        var xs, ys, slopes: UnsafeMutablePointer<Double>
        var chains: UnsafeMutablePointer<Chain>
        var byTop, active, positions, boundaries: UnsafeMutablePointer<Int>
        var pieces: UnsafeMutablePointer<StripPiece>
        var lanes: UnsafeMutablePointer<SteadyLane>
        var winding: UnsafeMutablePointer<Int32>
        var cells: UnsafeMutablePointer<Float>
    }

    init(_ s: Storage, chainCount: Int, touched: consuming UncheckedBuffer<CellSpan>,
         events: consuming UncheckedBuffer<CrossingEvent>,
         width: Int, height: Int, crossingBudget: Int, stripWork: Int, narrowPiecesInRegisters: Bool) {
        xs = s.xs; ys = s.ys; slopes = s.slopes; chains = s.chains
        byTop = s.byTop; active = s.active; positions = s.positions; boundaries = s.boundaries
        pieces = s.pieces; lanes = s.lanes
        winding = s.winding; cells = s.cells
        self.chainCount = chainCount
        self.touched = touched
        self.events = events
        self.width = width; self.height = height; self.crossingBudget = crossingBudget
        self.stripWork = stripWork
        self.narrowPiecesInRegisters = narrowPiecesInRegisters
    }

    // MARK: rows

    mutating func run<Sink: CoverageRowSink & ~Copyable>(into sink: inout Sink) {
        guard chainCount > 0 else { return }
        var next = 0
        var row = Self.rowOf(chains[byTop[0]].yTop)
        while row < height {
            if activeCount == 0 {
                guard next < chainCount else { break }
                row = max(row, Self.rowOf(chains[byTop[next]].yTop))
                if row >= height { break }
            }
            if orderValid && activeCount > 0 && touched.count == 0 {
                // Rows up to the next chain start or end need no strip logic (SteadyRows.swift).
                var limit = Double(height)
                if next < chainCount { limit = min(limit, chains[byTop[next]].yTop) }
                for i in 0 ..< activeCount { limit = min(limit, chains[active[i]].yBot) }
                let end = min(Self.rowOf(limit), height)
                if end > row + 1 {
                    row = steadyRows(from: row, to: end, into: &sink)
                    if row >= height { break }
                }
            }
            let rowBottom = Double(row + 1)
            var top = Double(row)
            // Chain positionings of this row's strips so far (`rowWorkAllowance`).
            var rowWork = 0
            while true {
                while next < chainCount, chains[byTop[next]].yTop <= top {
                    let c = byTop[next]
                    chains[c].cursor = chains[c].vStart
                    active[activeCount] = c
                    activeCount += 1
                    orderValid = false
                    next += 1
                }
                var bottom = rowBottom
                if next < chainCount { bottom = min(bottom, chains[byTop[next]].yTop) }
                var kept = 0
                for i in 0 ..< activeCount {
                    let c = active[i]
                    let yBot = chains[c].yBot
                    if yBot > top {
                        active[kept] = c
                        kept += 1
                        if yBot < bottom { bottom = yBot }
                    }
                }
                if kept != activeCount { orderValid = false }
                activeCount = kept
                // Past either budget, a row that has spent its allowance ends its strips only on
                // the 1/8-px grid: chains that start or end inside a slice join at its top or run
                // on (vertically, from their end) to its bottom (`RasterWorkspace.stripWorkBudget`).
                var snapped = false
                if (crossingBudget <= 0 || stripWork <= 0) && rowWork > Self.rowWorkAllowance {
                    let gridBottom = min(rowBottom, Double(row) + ((top - Double(row)) * Double(Self.fallbackSlices) + 1).rounded(.down) / Double(Self.fallbackSlices))
                    if bottom < gridBottom { bottom = gridBottom; snapped = true }
                }
                stripWork &-= activeCount
                rowWork &+= activeCount
                if activeCount > 0 {
                    // The last strip of a row with nothing accumulated yet may go straight to
                    // the pixels (DirectRow.swift).
                    if strip(top, bottom, snapped: snapped) {
                        let direct = bottom >= rowBottom && touched.count == 0
                        if !(direct && directRow(row, top, bottom, into: &sink)) { emitPreparedBoundaries(top, bottom) }
                    }
                }
                if bottom >= rowBottom { break }
                top = bottom
            }
            if touched.count > 0 { resolveRow(row, into: &sink) }
            row += 1
        }
    }

    /// The pixel row of `y`, a chain's top or bottom or the canvas height: all clamped to
    /// `0...height` by the chain builder, so finite and non-negative, and truncation (unchecked,
    /// like `column`) is the floor.
    @inline(__always) static func rowOf(_ y: Double) -> Int { raster_truncate(y) }

    // MARK: strips

    /// Handles the part of a row between `top` and `bottom` where the set of chains is fixed.
    /// Returns true when the strip's boundary chains are in `boundaries` and still to be emitted
    /// over the whole strip (`emitBoundaries` or `directRow`), false when it is done.
    /// `snapped`: the strip ends on the grid past a chain start or end (see `run`), so some chains
    /// do not span it; the crossing sweep, which needs them to, gives way to sampled ordering.
    private mutating func strip(_ top: Double, _ bottom: Double, snapped: Bool) -> Bool {
        for i in 0 ..< activeCount { prepare(active[i], top, bottom) }
        if orderValid && !adjacentRangesOverlap() {
            // Same order and set as the last walk: same boundaries.
            return true
        }
        sortActive()
        if !adjacentRangesOverlap() {
            walk()
            orderValid = true
            return true
        } else if crossingBudget > 0 && !snapped {
            sweepCrossings(top, bottom)
        } else {
            approximateStrip(top, bottom)
        }
        return false
    }

    /// Emits the recorded boundary chains over the whole strip `[top, bottom]`.
    @inline(__always)
    mutating func emitBoundaries(_ top: Double, _ bottom: Double) {
        for i in 0 ..< boundaryCount {
            let code = boundaries[i]
            emitStrip(code >> 1, top, bottom, sign: code & 1 == 0 ? 1 : -1)
        }
    }

    /// `emitBoundaries` for a strip whose chains `prepare` has just positioned (`emitPrepared`).
    mutating func emitPreparedBoundaries(_ top: Double, _ bottom: Double) {
        for i in 0 ..< boundaryCount {
            let code = boundaries[i]
            emitPrepared(code >> 1, top, bottom, sign: code & 1 == 0 ? 1 : -1)
        }
    }

    /// Positions chain `c` on strip `[top, bottom]`: x at both ends, the x range, sort key.
    /// Strips of one chain come in increasing y, each starting at or under the last one's bottom
    /// (`approximateStrip`, which slices a strip again, resets `preparedBottom` first).
    @inline(__always)
    func prepare(_ c: Int, _ top: Double, _ bottom: Double) {
        // Vertex indices are far from overflowing: wrapping arithmetic spares the checks.
        let last = chains[c].vEnd &- 2
        // Any segment at or above the one under `top` leads the search there: the steady rows
        // may have moved `cursor` past the last prepared bottom, so start at the lower of both.
        var k = max(chains[c].cursor, chains[c].preparedBottom)
        while k < last && ys[k &+ 1] <= top { k &+= 1 }
        chains[c].cursor = k
        chains[c].emitCursor = k
        let xTop = top <= ys[k] ? xs[k] : xs[k] + (top - ys[k]) * slopes[k]
        chains[c].xTop = xTop
        chains[c].key = xTop
        chains[c].slope = slopes[k]
        var lo = xTop, hi = xTop
        let first = k
        while k < last && ys[k &+ 1] < bottom {
            k &+= 1
            lo = min(lo, xs[k]); hi = Self.larger(hi, xs[k])
        }
        chains[c].straightInStrip = k == first
        chains[c].preparedBottom = k
        let xBottom = bottom >= ys[k &+ 1] ? xs[k &+ 1] : xs[k] + (bottom - ys[k]) * slopes[k]
        chains[c].xBottom = xBottom
        chains[c].xMin = min(lo, xBottom)
        chains[c].xMax = Self.larger(hi, xBottom)
    }

    /// `Swift.max(a, b)` for values that are not NaN (x coordinates never are), as one `maxsd`:
    /// `max`'s select `b >= a ? b : a` keeps its NaN behaviour and costs four instructions.
    /// Equal values (0 and −0 too) give `b`, as `max` does, so the result is the same bits.
    @inline(__always) static func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

    /// Chain order: by key, ties (within `tieEpsilon`) by the slope below the strip top.
    @inline(__always)
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let ka = chains[a].key, kb = chains[b].key
        if ka < kb - Self.tieEpsilon { return true }
        if ka > kb + Self.tieEpsilon { return false }
        return chains[a].slope < chains[b].slope
    }

    /// More active chains than this are ordered by the standard library's sort (a stable merge
    /// sort, linear on sorted runs) rather than by insertion: the strips of a shape whose chains
    /// all reach the canvas (a stroke a million points long, 1e300 wide, clamped to the canvas
    /// edges) can hold hundreds of thousands of them, where insertion is quadratic. Icon strips
    /// hold a few dozen.
    static let insertionSortActiveLimit = 256

    /// Insertion sort of the active chains (nearly sorted from the previous strip).
    private func sortActive() {
        guard activeCount > 1 else { return }
        if activeCount > Self.insertionSortActiveLimit {
            var buffer = UnsafeMutableBufferPointer(start: active, count: activeCount)
            buffer.sort { precedes($0, $1) }
            return
        }
        for i in 1 ..< activeCount {
            let c = active[i]
            var j = i
            while j > 0 && precedes(c, active[j &- 1]) {
                active[j] = active[j &- 1]
                j &-= 1
            }
            active[j] = c
        }
    }

    /// True when some chain's x range in the strip reaches into its right neighbour's.
    @inline(__always)
    private func adjacentRangesOverlap() -> Bool {
        var i = 1
        while i < activeCount {
            if chains[active[i &- 1]].xMax > chains[active[i]].xMin { return true }
            i &+= 1
        }
        return false
    }

    /// Orders the chains at a few sample heights instead of at every crossing (used once the
    /// crossing budget is spent: coverage stays clamped and close, no longer exact where chains
    /// cross inside a slice).
    mutating func approximateStrip(_ top: Double, _ bottom: Double) {
        let n = max(1, Int((Double(Self.fallbackSlices) * (bottom - top)).rounded(.up)))
        // The slices may start above the bottom of the strip prepared last (a crossing sweep
        // falls back here part way down): search from the cursor, which lies above `top`.
        for i in 0 ..< activeCount { chains[active[i]].preparedBottom = chains[active[i]].cursor }
        var t = top
        for k in 1 ... n {
            let b = k == n ? bottom : top + (bottom - top) * Double(k) / Double(n)
            for i in 0 ..< activeCount {
                let c = active[i]
                prepare(c, t, b)
                chains[c].key = 0.5 * (chains[c].xTop + chains[c].xBottom)
            }
            sortActive()
            walk()
            emitPreparedBoundaries(t, b)
            t = b
        }
        orderValid = false
    }

    /// Walks the ordered chains of a strip and records the boundary of the union in `boundaries`
    /// (alternately entering and leaving, left to right).
    @inline(__always)
    private mutating func walk() {
        var insideItems: Int32 = 0
        boundaryCount = 0
        for i in 0 ..< activeCount {
            let c = active[i]
            let item = Int(chains[c].item), mask = chains[c].ruleMask
            let before = winding[item]
            let after = before &+ chains[c].winding
            winding[item] = after
            let wasInside = before & mask != 0, isInside = after & mask != 0
            if wasInside == isInside { continue }
            if isInside {
                insideItems &+= 1
                if insideItems == 1 {
                    boundaries[boundaryCount] = c << 1
                    boundaryCount &+= 1
                }
            } else {
                insideItems &-= 1
                if insideItems == 0 {
                    boundaries[boundaryCount] = c << 1 | 1
                    boundaryCount &+= 1
                }
            }
        }
        assert(insideItems == 0, "closed contours leave every winding counter at zero")
    }
}
