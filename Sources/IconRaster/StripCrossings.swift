@_spi(Unchecked) import IconGeometry

/// A pending crossing: chain `left` (now immediately left of `right`) passes it at `y`.
struct CrossingEvent {
    var y: Double
    var left: Int
    var right: Int
}

/// Kinetic processing of a strip whose chains may cross.
///
/// At the strip top one walk gives every chain its boundary status (entering, leaving or
/// interior) and the winding just left of it. The first crossing below any y is between two
/// chains adjacent at that y, so pending crossings of adjacent pairs sit in a min-heap; each one
/// swaps the pair, which changes only the gap between them, so only those two chains' statuses
/// are recomputed (O(1)) and only the three pairs around them get new crossings. A chain's
/// boundary piece is emitted when its status changes and at the strip bottom. Cost per crossing is
/// O(log n), independent of how many chains are active.
extension ScanlineSweep {
    mutating func sweepCrossings(_ top: Double, _ bottom: Double) {
        initialiseStatuses(top)
        events.count = 0
        for i in 0 ..< activeCount - 1 { schedule(i, from: top, bottom) }
        while events.count > 0 {
            let e = popEvent()
            let i = positions[e.left]
            guard i + 1 < activeCount, active[i + 1] == e.right else { continue }   // stale
            if crossingBudget <= 0 {
                flushStatuses(to: e.y)
                approximateStrip(e.y, bottom)
                return
            }
            crossingBudget -= 1
            swapAdjacent(i, at: e.y)
            if events.count > 2 * activeCount + 64 {
                // Mostly stale entries: start over from the pairs adjacent now.
                events.count = 0
                for k in 0 ..< activeCount - 1 { schedule(k, from: e.y, bottom) }
                continue
            }
            if i > 0 { schedule(i - 1, from: e.y, bottom) }
            schedule(i, from: e.y, bottom)
            if i + 2 < activeCount { schedule(i + 1, from: e.y, bottom) }
        }
        flushStatuses(to: bottom)
        orderValid = true
    }

    /// Walks the ordered chains at `top` and records each one's gap state and boundary status.
    private mutating func initialiseStatuses(_ top: Double) {
        var insideItems: Int32 = 0
        for i in 0 ..< activeCount {
            let c = active[i]
            positions[c] = i
            let item = Int(chains[c].item), mask = chains[c].ruleMask
            let before = winding[item]
            let after = before &+ chains[c].winding
            winding[item] = after
            chains[c].ownLeft = before
            chains[c].insideLeft = insideItems
            if before & mask != 0 { insideItems -= 1 }
            if after & mask != 0 { insideItems += 1 }
            chains[c].status = Self.status(left: chains[c].insideLeft, right: insideItems)
            chains[c].statusFrom = top
        }
        assert(insideItems == 0)
        for i in 0 ..< activeCount { winding[Int(chains[active[i]].item)] = 0 }
    }

    @inline(__always)
    private static func status(left: Int32, right: Int32) -> Int32 {
        (left > 0) == (right > 0) ? 0 : (right > 0 ? 1 : -1)
    }

    /// Swaps the chains at positions `i` and `i + 1`, which cross at `y`.
    private mutating func swapAdjacent(_ i: Int, at y: Double) {
        let a = active[i], b = active[i + 1]
        let sameItem = chains[a].item == chains[b].item
        let bOwn = chains[b].ownLeft &- (sameItem ? chains[a].winding : 0)
        let bInside = chains[a].insideLeft
        let aOwn = chains[a].ownLeft &+ (sameItem ? chains[b].winding : 0)
        let bMask = chains[b].ruleMask
        var aInside = bInside
        if bOwn & bMask != 0 { aInside -= 1 }
        if (bOwn &+ chains[b].winding) & bMask != 0 { aInside += 1 }
        let rightInside: Int32 = i + 2 < activeCount ? chains[active[i + 2]].insideLeft : 0
        chains[b].ownLeft = bOwn
        chains[b].insideLeft = bInside
        chains[a].ownLeft = aOwn
        chains[a].insideLeft = aInside
        setStatus(b, Self.status(left: bInside, right: aInside), at: y)
        setStatus(a, Self.status(left: aInside, right: rightInside), at: y)
        active[i] = b; active[i + 1] = a
        positions[b] = i; positions[a] = i + 1
    }

    @inline(__always)
    private mutating func setStatus(_ c: Int, _ status: Int32, at y: Double) {
        let old = chains[c].status
        if old == status { return }
        if old != 0 { emit(c, from: chains[c].statusFrom, to: y, sign: Double(old)) }
        chains[c].status = status
        chains[c].statusFrom = y
    }

    /// Emits every boundary chain's pending piece down to `y` and records the boundaries.
    private mutating func flushStatuses(to y: Double) {
        boundaryCount = 0
        for i in 0 ..< activeCount {
            let c = active[i]
            let s = chains[c].status
            if s == 0 { continue }
            emit(c, from: chains[c].statusFrom, to: y, sign: Double(s))
            chains[c].statusFrom = y
            boundaries[boundaryCount] = c << 1 | (s < 0 ? 1 : 0)
            boundaryCount += 1
        }
    }

    /// Queues the first crossing below `from` of the pair at positions `i`, `i + 1`, if any.
    private mutating func schedule(_ i: Int, from: Double, _ bottom: Double) {
        let a = active[i], b = active[i + 1]
        if chains[a].xMax <= chains[b].xMin { return }
        if let y = firstCrossing(a, b, from: from, bottom) { pushEvent(CrossingEvent(y: y, left: a, right: b)) }
    }

    /// The first y in `[from, bottom)` where chain `a` (left of `b` just below `from`) passes to
    /// the right of `b`, or nil. Between consecutive vertices of the two chains both are straight,
    /// so `xb − xa` is linear there and its sign change is found exactly. Advances both chains'
    /// cursors to `from` (queries come in increasing y).
    private func firstCrossing(_ a: Int, _ b: Int, from: Double, _ bottom: Double) -> Double? {
        let lastA = chains[a].vEnd - 2, lastB = chains[b].vEnd - 2
        var i = chains[a].cursor, j = chains[b].cursor
        while i < lastA && ys[i + 1] <= from { i += 1 }
        while j < lastB && ys[j + 1] <= from { j += 1 }
        chains[a].cursor = i
        chains[b].cursor = j
        @inline(__always) func x(_ k: Int, _ y: Double) -> Double {
            y >= ys[k + 1] ? xs[k + 1] : (y <= ys[k] ? xs[k] : xs[k] + (y - ys[k]) * slopes[k])
        }
        var yPrev = from
        var dPrev = max(x(j, from) - x(i, from), 0)
        while true {
            let y = min(ys[i + 1], ys[j + 1], bottom)
            let d = x(j, y) - x(i, y)
            if d < -Self.tieEpsilon {
                return max(yPrev + (y - yPrev) * (dPrev / (dPrev - d)), from)
            }
            if y >= bottom { return nil }
            while i < lastA && ys[i + 1] <= y { i += 1 }
            while j < lastB && ys[j + 1] <= y { j += 1 }
            // The gap leaving y, on the segments below it. On a continuous chain it is `d`, bit
            // for bit (a segment's upper end is the vertex the one above it ended on); a clipped
            // chain can hold a horizontal segment, where x jumps at one y (an edge a few subnormal
            // ulps tall, cut at the canvas edge: its cut rounds onto its end), and a pass to the
            // other side there is a crossing at y (missed, it can cost a shape its whole area).
            let after = x(j, y) - x(i, y)
            if after < -Self.tieEpsilon { return max(y, from) }
            yPrev = y
            dPrev = max(after, 0)
        }
    }

    // MARK: event heap

    private mutating func pushEvent(_ e: CrossingEvent) {
        events.append(e)
        let h = events.base
        var k = events.count - 1
        while k > 0 {
            let parent = (k - 1) / 2
            if h[parent].y <= e.y { break }
            h[k] = h[parent]
            k = parent
        }
        h[k] = e
    }

    private mutating func popEvent() -> CrossingEvent {
        let h = events.base
        let top = h[0]
        events.count -= 1
        let n = events.count
        if n > 0 {
            let e = h[n]
            var k = 0
            while true {
                var child = 2 * k + 1
                if child >= n { break }
                if child + 1 < n && h[child + 1].y < h[child].y { child += 1 }
                if h[child].y >= e.y { break }
                h[k] = h[child]
                k = child
            }
            h[k] = e
        }
        return top
    }
}
