import Foundation

/// Emits the stroke outline of flattened subpaths: offset sides, joins, caps and dots.
///
/// Conventions: a segment with unit direction d has side vector m = (d.y, −d.x). An open subpath
/// becomes one contour: the +m side forward (joins at interior vertices), the end cap, the −m side
/// backward, the start cap. A closed subpath becomes two contours, one per side, with a join at every
/// vertex. At each vertex the side on which the path turns away is the outer side (join geometry);
/// the other is the inner side (pivot through the vertex). See `Stroker` for why this fills exactly.
struct StrokeOutlineWriter {
    /// Half the stroke width.
    let h: Double
    let join: LineJoin
    let cap: LineCap
    /// Smallest 1 + cos φ (φ: turn angle between segments) for which a miter join is within the
    /// miter limit: miter length / width = 1/cos(φ/2) ≤ limit ⇔ 1 + cos φ ≥ 2/limit².
    let miterMinOnePlusCos: Double
    /// Smallest 1 + cos φ for which, at a vertex inside a curve, the miter tip lies within the
    /// tolerance of the round join: h·(1/cos(φ/2) − 1) ≤ tol ⇔ 1 + cos φ ≥ 2/(1 + tol/h)².
    let smoothMiterMinOnePlusCos: Double
    /// Largest angle of one chord of a round join, cap or dot (radius h): within the tolerance, but
    /// at least 2π/`SubdivisionCount.maxChords` so that huge widths stay bounded.
    let maxArcStep: Double

    private(set) var outline = FillOutline()
    private var contourStart = 0
    // The subpath being stroked: vertices base..<base + count of `pts`.
    private var pts: [Point] = []
    private var kinds: [Polylines.VertexKind] = []
    private var base = 0
    private var count = 0
    private var closed = false
    // Scratch, reused across subpaths: unit direction and length of each segment (segment i runs
    // from vertex i to vertex i + 1, the last one of a closed subpath back to vertex 0).
    private var dirs: [Point] = []
    private var lens: [Double] = []

    init(style: StrokeStyle, halfWidth: Double, tolerance: Double, capacity: Int) {
        h = halfWidth
        join = style.join
        cap = style.cap
        let limit = style.miterLimit.isNaN ? 4 : max(1, style.miterLimit)
        // An exact 180° reversal (1 + cos φ = 0) always bevels, even with an infinite limit.
        miterMinOnePlusCos = max(2 / (limit * limit), 1e-12)
        let q = 1 + tolerance / halfWidth
        smoothMiterMinOnePlusCos = 2 / (q * q)
        // A full turn never gets more than `maxChords` chords, however wide the stroke.
        maxArcStep = max(SubdivisionCount.maxChordAngle(radius: halfWidth, tolerance: tolerance),
                         2 * Double.pi / Double(SubdivisionCount.maxChords))
        outline.points.reserveCapacity(capacity)
    }

    // MARK: Subpaths

    mutating func stroke(_ lines: Polylines, _ sp: Polylines.Subpath) {
        let n = sp.end - sp.start
        guard n >= 1 else { return }
        if n == 1 {
            if sp.drawn { dot(lines.points[sp.start]) }
            return
        }
        pts = lines.points
        kinds = lines.kinds
        base = sp.start
        count = n
        closed = sp.closed
        dirs.removeAll(keepingCapacity: true)
        lens.removeAll(keepingCapacity: true)
        for i in 0..<(closed ? n : n - 1) {
            let d = pts[base + (i + 1 == n ? 0 : i + 1)] - pts[base + i]
            let l = d.length
            dirs.append(d / l)
            lens.append(l)
        }
        if closed {
            for i in 0..<n { joinAt(i, forward: true) }
            endContour()
            for i in stride(from: n - 1, through: 0, by: -1) { joinAt(i, forward: false) }
            endContour()
        } else {
            for i in stride(from: 1, to: n - 1, by: 1) { joinAt(i, forward: true) }
            capAt(pts[base + n - 1], dirs[n - 2])
            for i in stride(from: n - 2, through: 1, by: -1) { joinAt(i, forward: false) }
            capAt(pts[base], -dirs[0])
            endContour()
        }
    }

    /// Index of the segment before / after vertex `i` (forward order), wrapping on closed subpaths.
    private func segmentBefore(_ i: Int) -> Int { i == 0 ? count - 1 : i - 1 }
    private func segmentAfter(_ i: Int) -> Int { i }

    private mutating func endContour() {
        let count = outline.points.count
        if count - contourStart >= 3 {
            outline.contourEnds.append(count)
        } else {
            outline.points.removeLast(count - contourStart)
        }
        contourStart = outline.points.count
    }

    @inline(__always) private mutating func emit(_ p: Point) { outline.points.append(p) }

    // MARK: Joins

    /// The side points at vertex `i` on the side m = (d.y, −d.x) of the direction of travel of this
    /// pass (forward along the subpath, or backward along the reversed subpath). `forward` also
    /// breaks the tie of an exact 180° reversal (the forward pass takes it as outer).
    private mutating func joinAt(_ i: Int, forward: Bool) {
        let v = pts[base + i], kind = kinds[base + i]
        let sIn = segmentBefore(i), sOut = segmentAfter(i)
        // Incoming / outgoing direction and length in this pass's direction of travel.
        let a = forward ? dirs[sIn] : -dirs[sOut], b = forward ? dirs[sOut] : -dirs[sIn]
        let la = forward ? lens[sIn] : lens[sOut], lb = forward ? lens[sOut] : lens[sIn]
        let cross = a.cross(b), cosine = a.dot(b)
        let ma = Point(a.y, -a.x), mb = Point(b.y, -b.x)
        if cross == 0 && cosine > 0 {
            emit(v + ma * h) // straight on
        } else if cross > 0 || (cross == 0 && forward) {
            outerJoin(v, ma, mb, sine: abs(cross), cosine: cosine, smooth: kind != .corner)
        } else {
            innerJoin(i, v, ma, mb, sine: abs(cross), cosine: cosine, la, lb, kind, forward: forward)
        }
    }

    /// Whether the inner side at vertex `i` (on the pass `forward`) is routed through the
    /// intersection of the two inner edges, and how far along each segment that cuts: h·tan(φ/2).
    /// Used only when it stays within half of each segment. 0 when not used.
    private func kiteExtent(_ i: Int, forward: Bool) -> Double {
        let sIn = segmentBefore(i), sOut = segmentAfter(i)
        let d0 = dirs[sIn], d1 = dirs[sOut]
        let cross = d0.cross(d1)
        guard forward ? cross < 0 : cross > 0 else { return 0 } // outer on this pass
        let onePlusCos = 1 + d0.dot(d1)
        let extent = h * abs(cross) / max(onePlusCos, 1e-300)
        return onePlusCos > 1e-6 && 2 * extent <= min(lens[sIn], lens[sOut]) ? extent : 0
    }

    /// How far along the chord between vertex `i` and its neighbour `j` the inner-side cut at `j`
    /// reaches on this pass (a kite, or half the chord at a tangent vertex, which cuts ≤ half).
    private func cutExtent(at j: Int, chordLength l: Double, forward: Bool) -> Double {
        if !closed && (j == 0 || j == count - 1) { return 0 } // a cap, no cut
        switch kinds[base + j] {
        case .tangentStart, .tangentEnd: return l / 2
        case .corner, .smooth: return kiteExtent(j, forward: forward)
        }
    }

    /// Outer side: the join wedge between v + ma·h and v + mb·h (mb is ma turned by +φ).
    private mutating func outerJoin(_ v: Point, _ ma: Point, _ mb: Point, sine: Double, cosine: Double,
                                    smooth: Bool) {
        let onePlusCos = 1 + cosine
        if smooth {
            if onePlusCos >= smoothMiterMinOnePlusCos {
                emit(v + (ma + mb) * (h / onePlusCos))
            } else {
                roundJoin(v, from: ma, to: mb, angle: atan2(sine, cosine))
            }
            return
        }
        switch join {
        case .miter:
            if onePlusCos >= miterMinOnePlusCos {
                // Tip at distance h/cos(φ/2) along the bisector: (ma + mb)·h/(1 + cos φ).
                emit(v + (ma + mb) * (h / onePlusCos))
            } else {
                emit(v + ma * h); emit(v + mb * h)
            }
        case .round:
            roundJoin(v, from: ma, to: mb, angle: atan2(sine, cosine))
        case .bevel:
            emit(v + ma * h); emit(v + mb * h)
        }
    }

    /// Inner side, in order of preference:
    /// 1. Next to a tangent chord (whose normal is the curve's true normal at its end): the other
    ///    segment's rectangle is cut off at that normal, so the stroke ends square to the true
    ///    tangent on the inner side too (a chord's rectangle would poke out past a butt cap by
    ///    about h·φ). Needs h·tan φ to fit on the chord beside what its other end cuts.
    /// 2. The intersection of the two inner edges, h·tan(φ/2) from v, when that is within half of
    ///    each segment.
    /// 3. Through the vertex itself (pivot); inside a curve, when the two rectangles do not cover
    ///    the sector between the inner normals (curvature radius below about h), that sector — swept
    ///    by the curve's normal — is added too.
    /// 1 and 2 remove a triangle or kite from one or two rectangles; the cuts never overlap along a
    /// segment, so removals never stack and the winding stays ≥ 1 on the stroke (see `Stroker`).
    private mutating func innerJoin(_ i: Int, _ v: Point, _ ma: Point, _ mb: Point, sine: Double, cosine: Double,
                                    _ la: Double, _ lb: Double, _ kind: Polylines.VertexKind, forward: Bool) {
        if (kind == .tangentStart || kind == .tangentEnd) && cosine > 0.5 {
            let cut = h * sine / cosine // h·tan φ
            // The chord that is not the tangent chord, and the vertex at its other end.
            let chordAfter = kind == .tangentStart
            let other = chordAfter ? (i + 1 == count ? 0 : i + 1) : (i == 0 ? count - 1 : i - 1)
            let l = lens[chordAfter ? segmentAfter(i) : segmentBefore(i)]
            if cut + cutExtent(at: other, chordLength: l, forward: forward) <= l {
                // Forward at a start tangent vertex (or backward at an end one) the tangent chord
                // comes in: cut the outgoing rectangle at its end normal; else the incoming one.
                if chordAfter == forward {
                    emit(v + ma * h); emit(v + ma * (h / cosine))
                } else {
                    emit(v + mb * (h / cosine)); emit(v + mb * h)
                }
                return
            }
        }
        let shorter = min(la, lb)
        if kiteExtent(i, forward: forward) > 0 {
            emit(v + (ma + mb) * (h / (1 + cosine))) // same formula as the miter tip, on this side
            return
        }
        let pa = v + ma * h, pb = v + mb * h
        emit(pa); emit(v); emit(pb)
        guard kind != .corner else { return }
        let sinHalf = max(0, (1 - cosine) * 0.5).squareRoot()
        if h * sinHalf <= shorter || (cosine >= 0 && h * sine <= max(la, lb)) { return }
        // Sector v → pb → (arc back to) pa → v, positively oriented, then on along the side.
        arcInterior(v, from: mb, angle: atan2(sine, cosine))
        emit(pa); emit(v); emit(pb)
    }

    /// v + u·h, the arc of radius h turning `angle` ≥ 0 from u to w, v + w·h.
    private mutating func roundJoin(_ v: Point, from u: Point, to w: Point, angle: Double) {
        emit(v + u * h)
        arcInterior(v, from: u, angle: angle)
        emit(v + w * h)
    }

    /// The interior vertices of the arc of radius h around `v` starting at direction `u` (unit) and
    /// turning by `angle` ≥ 0 (positive: clockwise on screen).
    private mutating func arcInterior(_ v: Point, from u: Point, angle: Double) {
        let n = SubdivisionCount.clamp(angle / maxArcStep)
        guard n > 1 else { return }
        let step = angle / Double(n)
        let cs = cos(step), sn = sin(step)
        var r = u
        for _ in 1..<n {
            r = Point(r.x * cs - r.y * sn, r.x * sn + r.y * cs)
            emit(v + r * h)
        }
    }

    // MARK: Caps and dots

    /// The cap at end point `p` of a segment with direction `d`, from p + m·h to p − m·h.
    private mutating func capAt(_ p: Point, _ d: Point) {
        let m = Point(d.y, -d.x)
        switch cap {
        case .butt:
            emit(p + m * h); emit(p - m * h)
        case .square:
            emit(p + (m + d) * h); emit(p + (d - m) * h)
        case .round:
            roundJoin(p, from: m, to: -m, angle: Double.pi)
        }
    }

    /// A zero-length subpath: a disc (round cap), an axis-aligned square (square cap) or nothing.
    private mutating func dot(_ p: Point) {
        switch cap {
        case .butt:
            return
        case .square:
            emit(Point(p.x - h, p.y - h)); emit(Point(p.x + h, p.y - h))
            emit(Point(p.x + h, p.y + h)); emit(Point(p.x - h, p.y + h))
        case .round:
            emit(Point(p.x + h, p.y))
            let n = max(4, SubdivisionCount.clamp(2 * Double.pi / maxArcStep))
            let step = 2 * Double.pi / Double(n)
            let cs = cos(step), sn = sin(step)
            var r = Point(1, 0)
            for _ in 1..<n {
                r = Point(r.x * cs - r.y * sn, r.x * sn + r.y * cs)
                emit(p + r * h)
            }
        }
        endContour()
    }
}
