@_spi(Unchecked) import IconGeometry

/// A y-monotone run of consecutive, non-horizontal contour edges, clipped to the canvas.
///
/// Vertices `vStart..<vEnd` of the workspace's vertex arrays, stored with increasing y
/// (non-decreasing after rounding; zero-height segments are tolerated and skipped). `x` is clamped
/// to `[0, width]`: parts left of the canvas become a vertical run at `x = 0`, parts right of it a
/// vertical run at `x = width`, which keeps every winding number inside the canvas unchanged.
/// Contour order between extremes in y never changes the edge order inside the sweep, so the sweep
/// sorts and walks chains, not edges.
struct Chain {
    var vStart: Int
    var vEnd: Int
    /// Index of the vertex that starts the segment under the current strip top.
    var cursor: Int
    /// +1 when the contour runs down (y increasing) along this chain, −1 when it runs up.
    var winding: Int32
    /// Index of the `FillItem` the chain belongs to.
    var item: Int32
    /// Applied to the item's winding counter: −1 (all bits) for nonzero, 1 for even-odd.
    var ruleMask: Int32
    var yTop: Double
    var yBot: Double
    // Sweep state for the current strip [top, bottom]:
    /// x at the strip top.
    var xTop = 0.0
    /// dx/dy of the segment just below the strip top (orders chains that meet at the top).
    var slope = 0.0
    /// Sort key: `xTop`, or an x inside the strip in the approximate fallback.
    var key = 0.0
    /// x at the strip bottom and the x range over the whole strip.
    var xBottom = 0.0
    var xMin = 0.0
    var xMax = 0.0
    /// Segment cursor of emission (lags `cursor` while crossings are processed).
    var emitCursor = 0
    /// Segment under the bottom of the last strip `prepare` positioned (0 before the first): no
    /// later strip starts above that bottom, so `prepare` resumes its search for the segment
    /// under the strip top from here instead of from `cursor`, which stays at the last strip's
    /// top for the crossing sweep and would make it visit the strip's vertices a second time.
    var preparedBottom = 0
    /// True when one straight segment spans the whole strip: its piece runs from `xTop` to
    /// `xBottom`.
    var straightInStrip = false
    // Kinetic crossing state (see StripCrossings.swift):
    /// Winding of the chain's own item in the gap just left of it.
    var ownLeft: Int32 = 0
    /// Number of items inside in the gap just left of it.
    var insideLeft: Int32 = 0
    /// +1 entering boundary, −1 leaving boundary, 0 interior (no change of the filled state).
    var status: Int32 = 0
    /// y since which `status` holds (not yet emitted from there).
    var statusFrom = 0.0
}

/// Builds the clipped monotone chains of a list of fill items.
///
/// The vertex buffers hold two regions: chains built by appending (down-running chains inside
/// the canvas, every clipped chain) grow from index 0 (`count`); up-running chains inside the
/// canvas grow down from the buffers' capacity (`upper`), written from their lowest vertex up,
/// so they come out in increasing y without a reversal pass. The caller reserves room for all
/// items first (`init`'s `pointCount`), so neither region ever moves.
struct ChainBuilder: ~Copyable {
    var xs: UncheckedBuffer<Double>
    var ys: UncheckedBuffer<Double>
    var slopes: UncheckedBuffer<Double>
    var chains: UncheckedBuffer<Chain>
    let width: Double
    let height: Double
    /// The top of the clip rectangle: 0 for the whole canvas, a band's first row when only rows
    /// `top..<height` are swept (`Rasterizer.fill(layers:)`); coverage in those rows is unchanged.
    let top: Double

    private var open = false
    private var openStart = 0
    private var openWinding: Int32 = 0
    private var item: Int32 = 0
    private var ruleMask: Int32 = -1
    /// First vertex index of the upper region (up-running chains inside the canvas).
    private var upper: Int

    /// Room for each edge's at most 4 vertices (a chain start and up to 3 clipped points): the
    /// two regions together never need more.
    static func vertexCapacity(pointCount: Int) -> Int { 4 &* pointCount &+ 4 }

    /// `pointCount` is the number of vertices of all items to be added.
    init(xs: consuming UncheckedBuffer<Double>, ys: consuming UncheckedBuffer<Double>,
         slopes: consuming UncheckedBuffer<Double>, chains: consuming UncheckedBuffer<Chain>,
         width: Int, height: Int, top: Int = 0, pointCount: Int) {
        self.xs = xs; self.ys = ys; self.slopes = slopes; self.chains = chains
        self.xs.count = 0; self.ys.count = 0; self.slopes.count = 0; self.chains.count = 0
        self.width = Double(width); self.height = Double(height); self.top = Double(top)
        let room = Self.vertexCapacity(pointCount: pointCount)
        self.xs.reserve(room); self.ys.reserve(room); self.slopes.reserve(room)
        upper = min(self.xs.capacity, self.ys.capacity, self.slopes.capacity)
    }

    /// Adds every contour of `outline` (whose contour ends are valid) as item number `index`.
    /// Returns false, having added part of it, when a vertex coordinate is not finite.
    mutating func add(_ outline: FillOutline, rule: FillRule, index: Int) -> Bool {
        item = Int32(truncatingIfNeeded: index)
        ruleMask = rule == .evenOdd ? 1 : -1
        return outline.points.withUnsafeBufferPointer { pts in
            var start = 0
            for end in outline.contourEnds {
                defer { start = end }
                // One pass finds the bounds; `x · 0` is NaN exactly when `x` is NaN or infinite, so
                // the `poison` sums stay 0 only for finite vertices. (Each lane on its own, so the
                // loop runs on (x, y) pairs.)
                var minX = Double.infinity, maxX = -Double.infinity
                var minY = Double.infinity, maxY = -Double.infinity
                var poisonX = 0.0, poisonY = 0.0
                for i in start ..< end {
                    let x = pts[i].x, y = pts[i].y
                    poisonX += x * 0; poisonY += y * 0
                    minX = x < minX ? x : minX; maxX = x > maxX ? x : maxX
                    minY = y < minY ? y : minY; maxY = y > maxY ? y : maxY
                }
                if !(poisonX == 0 && poisonY == 0) { return false }
                if end - start < 2 { continue }
                // The topmost vertex: the first at the least y (which some vertex attains).
                var top = start
                while pts[top].y != minY { top &+= 1 }
                // Start at the topmost vertex: the contour turns there (or runs horizontally),
                // so no chain wraps around the start.
                if minX >= 0 && maxX <= width && minY >= self.top && maxY <= height {
                    addInside(pts.baseAddress!, start, end, top)
                } else {
                    var prev = pts[top]
                    for i in top + 1 ..< end { addEdge(prev, pts[i]); prev = pts[i] }
                    for i in start ... top { addEdge(prev, pts[i]); prev = pts[i] }
                    closeChain()
                }
            }
            return true
        }
    }

    /// The edges of a contour that lies inside the canvas, from its topmost vertex `top` round
    /// to it again (`pts[top + 1 ..< end]`, then `pts[start ... top]`): what `addEdge` and
    /// `closeChain` do without clipping, in one pass. Inside the canvas every non-horizontal edge
    /// has a finite, nonzero height, so each chain is strictly monotone (never dropped) and each
    /// slope is `dx / dy` of its segment, computed as the edge is read (with the operands in
    /// chain order, so a vertical segment's zero keeps its sign). An up-running chain is written
    /// into the upper region from its last vertex in contour order (its lowest) backwards, each
    /// slope at its segment's upper vertex.
    private mutating func addInside(_ pts: UnsafePointer<Point>, _ start: Int, _ end: Int, _ top: Int) {
        let xb = xs.base, yb = ys.base, sb = slopes.base
        var n = xs.count, u = upper
        var px = pts[top].x, py = pts[top].y
        var j = pts + (top &+ 1), stop = pts + end, wrapped = false
        while true {
            if j == stop {
                if wrapped { break }
                j = pts + start; stop = pts + (top &+ 1); wrapped = true
                continue
            }
            let qy = j.pointee.y
            if qy == py { px = j.pointee.x; py = qy; j += 1; continue }   // a horizontal edge: no chain
            if qy > py {
                let s = n
                xb[n] = px; yb[n] = py
                Self.runDown(&j, stop, xb, yb, sb, &n, &px, &py)
                if j == stop && !wrapped {
                    j = pts + start; stop = pts + (top &+ 1); wrapped = true
                    Self.runDown(&j, stop, xb, yb, sb, &n, &px, &py)
                }
                sb[n] = 0
                n &+= 1
                chains.append(Chain(vStart: s, vEnd: n, cursor: s, winding: 1, item: item,
                                    ruleMask: ruleMask, yTop: yb[s], yBot: yb[n &- 1]))
            } else {
                let e = u
                u &-= 1
                xb[u] = px; yb[u] = py; sb[u] = 0
                Self.runUp(&j, stop, xb, yb, sb, &u, &px, &py)
                if j == stop && !wrapped {
                    j = pts + start; stop = pts + (top &+ 1); wrapped = true
                    Self.runUp(&j, stop, xb, yb, sb, &u, &px, &py)
                }
                chains.append(Chain(vStart: u, vEnd: e, cursor: u, winding: -1, item: item,
                                    ruleMask: ruleMask, yTop: yb[u], yBot: yb[e &- 1]))
            }
        }
        assert(n <= u, "the regions never meet: the caller reserved room for every vertex")
        xs.count = n; ys.count = n; slopes.count = n
        upper = u
    }

    /// `dx / dy`, or 0 where that overflows, for `dy > 0` and `|dx|` at most the canvas width
    /// (below 2^63): from `dy ≥ 2^-900` on, the quotient stays below 2^963.
    @inline(__always) private static func slope(_ dx: Double, _ dy: Double) -> Double {
        let k = dx / dy
        if dy >= 0x1p-900 { return k }
        return k.isFinite ? k : 0
    }

    /// Extends the open down-running chain (last vertex `px, py` at `n`) with the vertices from
    /// `j` on, up to `stop` or the first that does not lie lower.
    @inline(__always) private static func runDown(
        _ j: inout UnsafePointer<Point>, _ stop: UnsafePointer<Point>,
        _ xb: UnsafeMutablePointer<Double>, _ yb: UnsafeMutablePointer<Double>, _ sb: UnsafeMutablePointer<Double>,
        _ n: inout Int, _ px: inout Double, _ py: inout Double
    ) {
        while j != stop {
            let qx = j.pointee.x, qy = j.pointee.y
            if !(qy > py) { return }
            sb[n] = slope(qx - px, qy - py)
            n &+= 1
            xb[n] = qx; yb[n] = qy
            px = qx; py = qy; j += 1
        }
    }

    /// `runDown` for an up-running chain, written backwards from index `n` down (contour order
    /// read forwards): a segment's slope goes with its second vertex (the upper one) and takes
    /// its operands in reverse, so it is the one of the segment in increasing y.
    @inline(__always) private static func runUp(
        _ j: inout UnsafePointer<Point>, _ stop: UnsafePointer<Point>,
        _ xb: UnsafeMutablePointer<Double>, _ yb: UnsafeMutablePointer<Double>, _ sb: UnsafeMutablePointer<Double>,
        _ n: inout Int, _ px: inout Double, _ py: inout Double
    ) {
        while j != stop {
            let qx = j.pointee.x, qy = j.pointee.y
            if !(qy < py) { return }
            n &-= 1
            xb[n] = qx; yb[n] = qy; sb[n] = slope(px - qx, py - qy)
            px = qx; py = qy; j += 1
        }
    }

    /// `a + (b - a) * t` with halved operands, so huge finite inputs cannot overflow.
    @inline(__always) private static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a + 2 * ((b * 0.5 - a * 0.5) * t)
    }
    /// Parameter of `v` on `[a, b]` (`a ≠ b`), halved operands as in `lerp`. Halving rounds
    /// subnormal operands (±5e-324 to ±0), which would make the quotient 0/0 and send a NaN x to
    /// the cells as a wild index: for operands that small the plain quotient, which cannot
    /// overflow there and whose difference is exact, is used.
    @inline(__always) private static func param(_ v: Double, _ a: Double, _ b: Double) -> Double {
        let halfSpan = b * 0.5 - a * 0.5
        if abs(halfSpan) < 0x1p-1000 { return (v - a) / (b - a) }
        return (v * 0.5 - a * 0.5) / halfSpan
    }

    private mutating func addEdge(_ p: Point, _ q: Point) {
        if p.y == q.y { closeChain(); return }
        let down = q.y > p.y
        let w = width
        if p.x >= 0 && p.x <= w && q.x >= 0 && q.x <= w && p.y >= self.top && p.y <= height && q.y >= self.top && q.y <= height {
            // Inside the canvas: nothing to clip (the common case).
            let winding: Int32 = down ? 1 : -1
            if !(open && openWinding == winding && xs.base[xs.count - 1] == p.x && ys.base[ys.count - 1] == p.y) {
                closeChain()
                open = true
                openStart = xs.count
                openWinding = winding
                xs.appendReserved(p.x); ys.appendReserved(p.y)
            }
            xs.appendReserved(q.x); ys.appendReserved(q.y)
            return
        }
        let top = down ? p : q, bot = down ? q : p
        if bot.y <= self.top || top.y >= height { closeChain(); return }
        // Clip in y (top to bottom), interpolating from the original endpoints.
        var x0 = top.x, y0 = top.y, x1 = bot.x, y1 = bot.y
        if y0 < self.top { x0 = Self.lerp(top.x, bot.x, Self.param(self.top, top.y, bot.y)); y0 = self.top }
        if y1 > height { x1 = Self.lerp(top.x, bot.x, Self.param(height, top.y, bot.y)); y1 = height }
        // Split where the segment crosses x = 0 or x = width, then clamp x: the clamp of a
        // straight line is piecewise linear with breaks exactly there.
        var cut0 = (-1.0, 0.0), cut1 = (-1.0, 0.0)   // (parameter top→bottom, x) of the cuts
        if min(x0, x1) < 0 && max(x0, x1) > 0 { cut0 = (Self.param(0, x0, x1), 0) }
        if min(x0, x1) < w && max(x0, x1) > w {
            let c = (Self.param(w, x0, x1), w)
            // Equal parameters (an edge crossing the whole canvas within one rounding step of
            // its parameter, from |x| ≈ 1e17 on a small canvas) go in the order of travel: a
            // leftward edge meets x = width first. Taking x = 0 first there would rebuild the
            // edge as a zigzag through both sides.
            if cut0.0 < 0 { cut0 = c } else if c.0 < cut0.0 || (c.0 == cut0.0 && x0 > x1) { cut1 = cut0; cut0 = c } else { cut1 = c }
        }
        @inline(__always) func clampX(_ x: Double) -> Double { x < 0 ? 0 : (x > w ? w : x) }
        withUnsafeTemporaryAllocation(of: (Double, Double).self, capacity: 4) { buf in
            var count = 0
            buf[count] = (clampX(x0), y0); count += 1
            if cut0.0 >= 0 {
                buf[count] = (cut0.1, min(max(Self.lerp(y0, y1, cut0.0), y0), y1)); count += 1
            }
            if cut1.0 >= 0 {
                buf[count] = (cut1.1, min(max(Self.lerp(y0, y1, cut1.0), buf[1].1), y1)); count += 1
            }
            buf[count] = (clampX(x1), y1); count += 1
            appendPiece(buf, count: count, down: down)
        }
    }

    /// Appends the points of one clipped edge (top to bottom in `buf`) in contour order.
    private mutating func appendPiece(_ buf: UnsafeMutableBufferPointer<(Double, Double)>, count: Int, down: Bool) {
        let winding: Int32 = down ? 1 : -1
        let first = down ? buf[0] : buf[count - 1]
        let continues = open && openWinding == winding
            && xs.base[xs.count - 1] == first.0 && ys.base[ys.count - 1] == first.1
        if !continues {
            closeChain()
            open = true
            openStart = xs.count
            openWinding = winding
            xs.appendReserved(first.0); ys.appendReserved(first.1)
        }
        if down {
            for i in 1 ..< count { xs.appendReserved(buf[i].0); ys.appendReserved(buf[i].1) }
        } else {
            for i in stride(from: count - 2, through: 0, by: -1) { xs.appendReserved(buf[i].0); ys.appendReserved(buf[i].1) }
        }
    }

    /// Ends the open chain: orders its vertices by increasing y, computes segment slopes and
    /// records it (chains of zero height are dropped).
    mutating func closeChain() {
        guard open else { return }
        open = false
        let s = openStart, e = xs.count
        if openWinding < 0 {
            var i = s, j = e - 1
            while i < j {
                swap(&xs.base[i], &xs.base[j]); swap(&ys.base[i], &ys.base[j])
                i += 1; j -= 1
            }
        }
        guard e - s >= 2, ys.base[e - 1] > ys.base[s] else {
            xs.count = s; ys.count = s
            return
        }
        slopes.resize(to: e)
        for i in s ..< e - 1 {
            let dy = ys.base[i + 1] - ys.base[i]
            let k = dy > 0 ? (xs.base[i + 1] - xs.base[i]) / dy : 0
            slopes.base[i] = k.isFinite ? k : 0
        }
        slopes.base[e - 1] = 0
        chains.append(Chain(vStart: s, vEnd: e, cursor: s, winding: openWinding, item: item,
                            ruleMask: ruleMask, yTop: ys.base[s], yBot: ys.base[e - 1]))
    }
}
