#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Emits the stroke outline of flattened subpaths: offset sides, joins, caps and dots.
///
/// Conventions: a segment with unit direction d has side vector m = (d.y, −d.x). An open subpath
/// becomes one contour: the +m side forward (joins at interior vertices), the end cap, the −m side
/// backward, the start cap. A closed subpath becomes two contours, one per side, with a join at every
/// vertex. At each vertex the side on which the path turns away is the outer side (join geometry);
/// the other is the inner side (pivot through the vertex). See `Stroker` for why this fills exactly.
struct StrokeOutlineWriter: ~Copyable {
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
    /// cos(maxArcStep) and cos(2·maxArcStep) (−1 beyond π), found on first use: a turn φ whose
    /// cosine is at least the first needs one arc chord, at least the second two
    /// (`smoothRoundJoin`).
    private var arcStepCosines: (one: Double, two: Double)?

    // Output: the contours' vertices back to back, and where each contour ends.
    private var points: UncheckedBuffer<Point>
    private var contourEnds: UncheckedBuffer<Int>
    private var contourStart = 0
    // The flattened subpaths' vertices and their kinds (borrowed: the caller keeps them alive and
    // unchanged), and those of the subpath being stroked.
    private let linePoints: UnsafeMutablePointer<Point>
    private let lineKinds: UnsafeMutablePointer<Polylines.VertexKind>
    private var pts: UnsafeMutablePointer<Point>
    private var kinds: UnsafeMutablePointer<Polylines.VertexKind>
    private var count = 0
    private var closed = false
    // Scratch, reused across subpaths: the segments of the subpath being stroked (unit directions
    // and lengths in parallel buffers, see `measureSegments`), and the backward side's points,
    // written while walking forward, vertex by vertex in reverse (see `walk`).
    private var directions: UncheckedBuffer<Point>
    private var lengths: UncheckedBuffer<Double>
    private var backward: UncheckedBuffer<Point>

    /// The writer's buffers, kept by the caller between writers (`GeometryScratch`): the output and
    /// the scratch.
    struct Buffers: ~Copyable {
        var points = UncheckedBuffer<Point>(capacity: 1024)
        var contourEnds = UncheckedBuffer<Int>(capacity: 16)
        var directions = UncheckedBuffer<Point>(capacity: 256)
        var lengths = UncheckedBuffer<Double>(capacity: 256)
        var backward = UncheckedBuffer<Point>(capacity: 256)

        /// These buffers, leaving empty ones (no memory) in their place.
        mutating func take() -> Buffers {
            Buffers(points: points.take(), contourEnds: contourEnds.take(), directions: directions.take(),
                    lengths: lengths.take(), backward: backward.take())
        }

        var byteCapacity: Int {
            points.byteCapacity + contourEnds.byteCapacity + directions.byteCapacity + lengths.byteCapacity
                + backward.byteCapacity
        }
    }

    /// A segment of the subpath: unit direction and length (segment i runs from vertex i to vertex
    /// i + 1, the last one of a closed subpath back to vertex 0).
    struct Segment {
        var direction: Point
        var length: Double
    }

    /// The turn at a vertex in forward terms: the segments in and out, cross and dot of their
    /// directions (sin and cos of the turn angle φ), and the kite cut h·tan(φ/2) when the inner side
    /// goes through the inner edges' intersection (used only within half of each segment), else 0.
    ///
    /// Most vertices (inside curves; miter corners; kites) put a single point on each side:
    /// v + offset on the forward side, v − offset on the backward side, with
    /// offset = (m_in + m_out)·h/(1 + cos φ) — the miter tip on the outer side, the inner edges'
    /// intersection on the inner side. `forwardSingle` / `backwardSingle` say when that applies.
    private struct Turn {
        var incoming: Segment
        var outgoing: Segment
        var sin: Double
        var cos: Double
        var kite: Double
        var offset: Point
        var forwardSingle: Bool
        var backwardSingle: Bool
    }

    /// A writer for the subpaths of `lines`, which must stay unchanged while it writes, into
    /// `buffers` (emptied first; take them back with `takeBuffers()` when done).
    init(_ lines: borrowing Polylines, style: StrokeStyle, halfWidth: Double, tolerance: Double,
         buffers: consuming Buffers) {
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
        // Usually enough: a point per side per vertex, plus two round caps per subpath.
        let capPoints = Int(min(Double.pi / maxArcStep, Double(SubdivisionCount.maxChords))) + 8
        points = buffers.points
        points.removeAll()
        points.reserve(2 * lines.points.count + lines.subpaths.count * 2 * capPoints)
        contourEnds = buffers.contourEnds
        contourEnds.removeAll()
        // A closed subpath makes two contours, any other at most one.
        contourEnds.reserve(2 * lines.subpaths.count)
        directions = buffers.directions
        lengths = buffers.lengths
        backward = buffers.backward
        linePoints = lines.points.base
        lineKinds = lines.kinds.base
        pts = linePoints
        kinds = lineKinds
    }

    /// The buffers, with whatever capacity they grew to, leaving empty ones in their place.
    mutating func takeBuffers() -> Buffers {
        Buffers(points: points.take(), contourEnds: contourEnds.take(), directions: directions.take(),
                lengths: lengths.take(), backward: backward.take())
    }

    /// The stroke outline written so far.
    func outline() -> FillOutline {
        FillOutline(points: points.array(), contourEnds: contourEnds.array())
    }

    // MARK: Subpaths

    mutating func stroke(_ sp: Polylines.Subpath) {
        let n = sp.end - sp.start
        guard n >= 1 else { return }
        if n == 1 {
            if sp.drawn { dot(linePoints[sp.start]) }
            return
        }
        pts = linePoints + sp.start
        kinds = lineKinds + sp.start
        count = n
        closed = sp.closed
        measureSegments(closed ? n : n - 1)
        backward.removeAll()
        if closed {
            walk(from: 0, to: n - 1)
            endContour()
            appendBackward()
            endContour()
        } else {
            if n > 2 { walk(from: 1, to: n - 2) }
            capAt(pts[n - 1], directions[n - 2])
            appendBackward()
            capAt(pts[0], -directions[0])
            endContour()
        }
    }

    /// Fills `directions` and `lengths` with the subpath's first `k` segments.
    ///
    /// Two segments at a time: their lengths √(dx² + dy²) are the two lanes of one SIMD2 square
    /// root, stored as one vector (lane-wise the same rounding as `Point.length`). The square
    /// roots and the divisions into unit directions are most of the cost here, and they share the
    /// divider: one square root for two segments instead of two.
    private mutating func measureSegments(_ k: Int) {
        directions.resize(to: k)
        lengths.resize(to: k)
        let units = directions.base, lengths = UnsafeMutableRawPointer(self.lengths.base)
        let pts = self.pts, count = self.count
        @inline(__always) func vector(_ i: Int) -> Point { pts[i + 1 == count ? 0 : i + 1] - pts[i] }
        var i = 0
        while i + 1 < k {
            let d0 = vector(i), d1 = vector(i + 1)
            let x = SIMD2(d0.x, d1.x), y = SIMD2(d0.y, d1.y)
            let l = (x * x + y * y).squareRoot()
            lengths.storeBytes(of: l, toByteOffset: i * MemoryLayout<Double>.stride, as: SIMD2<Double>.self)
            (units + i).initialize(to: d0 / l.x)
            (units + i + 1).initialize(to: d1 / l.y)
            i += 2
        }
        if i < k {
            let d = vector(i), l = d.length
            lengths.storeBytes(of: l, toByteOffset: i * MemoryLayout<Double>.stride, as: Double.self)
            (units + i).initialize(to: d / l)
        }
    }

    /// Segment `i` of the subpath (from vertex i to vertex i + 1, the last one of a closed subpath
    /// back to vertex 0).
    @inline(__always) private func segment(_ i: Int) -> Segment {
        Segment(direction: directions[i], length: lengths[i])
    }

    /// The turn at vertex `i` between the segments `incoming` and `outgoing`.
    @inline(__always) private func turn(_ i: Int, _ incoming: Segment, _ outgoing: Segment) -> Turn {
        let a = incoming.direction, b = outgoing.direction
        let sine = a.cross(b), cosine = a.dot(b)
        let onePlusCos = 1 + cosine
        // h·|sin φ| / (1 + cos φ) and h / (1 + cos φ) in one (lane-wise exact) division.
        let quotients = SIMD2(h * abs(sine), h) / SIMD2(repeating: onePlusCos)
        let cut = onePlusCos > 1e-6 ? quotients.x : .infinity
        let kiteCut = 2 * cut <= min(incoming.length, outgoing.length) ? cut : 0
        let kind = kinds[i]
        let outerSingle = kind == .corner
            ? (join == .miter && onePlusCos >= miterMinOnePlusCos) || (sine == 0 && cosine > 0)
            : onePlusCos >= smoothMiterMinOnePlusCos
        let innerSingle = kiteCut > 0 && (kind == .smooth || kind == .corner)
        // Finite whenever a single point is used (1 + cos φ ≥ the miter minimum > 0).
        let offset = onePlusCos > 0
            ? (Point(a.y, -a.x) + Point(b.y, -b.x)) * quotients.y : Point.zero
        return Turn(incoming: incoming, outgoing: outgoing, sin: sine, cos: cosine, kite: kiteCut,
                    offset: offset,
                    forwardSingle: sine > 0 ? outerSingle : sine < 0 ? innerSingle : cosine > 0,
                    backwardSingle: sine < 0 ? outerSingle : sine > 0 ? innerSingle : cosine > 0)
    }

    /// The turn at vertex `j`.
    @inline(__always) private func turn(at j: Int) -> Turn {
        turn(j, segment(j == 0 ? count - 1 : j - 1), segment(j))
    }

    /// The join points of vertices `first` through `last` (ascending) on both sides in one walk:
    /// the forward side straight into the output, the backward side into `backward` in reverse
    /// (each vertex's points reversed), for `appendBackward`. Single-point vertices are written
    /// directly (`singleOffset`); the rest go through `joinAt`.
    private mutating func walk(from first: Int, to last: Int) {
        var i = first
        while true {
            // Room for every remaining vertex's single points; refreshed after a general join.
            points.reserve(last - i + 1)
            backward.reserve(last - i + 1)
            // Locals, not properties: the stores through `out` and `back` cannot then force reloads.
            let out = points.base + points.count, back = backward.base + backward.count
            let pts = self.pts, kinds = self.kinds, directions = self.directions.base, lengths = self.lengths.base
            @inline(__always) func segment(_ i: Int) -> Segment {
                Segment(direction: directions[i], length: lengths[i])
            }
            var incoming = segment(i == 0 ? count - 1 : i - 1)
            var k = 0 // single-point vertices written in this run
            while let offset = singleOffset(incoming, segment(i), kinds[i]) {
                let v = pts[i]
                (out + k).initialize(to: v + offset)
                (back + k).initialize(to: v - offset)
                k &+= 1
                if i == last {
                    points.count += k
                    backward.count += k
                    return
                }
                incoming = segment(i)
                i &+= 1
            }
            points.count += k
            backward.count += k
            let t = turn(at: i)
            if t.forwardSingle { emit(pts[i] + t.offset) } else { joinAt(i, t, forward: true) }
            if t.backwardSingle {
                backward.append(pts[i] - t.offset)
            } else {
                // Written to the output first, then moved to `backward` reversed.
                let mark = points.count
                joinAt(i, t, forward: false)
                var k = points.count
                while k > mark { k -= 1; backward.append(points[k]) }
                points.count = mark
            }
            if i == last { return }
            i += 1
        }
    }

    /// `turn(…).offset` when both sides of the vertex are a single point (`forwardSingle` and
    /// `backwardSingle` of `turn`), else nil: the same tests and the same arithmetic as `turn`,
    /// without the fields only a general join needs, for `walk`'s loop over the (most common)
    /// single-point vertices.
    @inline(__always)
    private func singleOffset(_ incoming: Segment, _ outgoing: Segment,
                              _ kind: Polylines.VertexKind) -> Point? {
        let a = incoming.direction, b = outgoing.direction
        let sine = a.cross(b), cosine = a.dot(b)
        let onePlusCos = 1 + cosine
        let quotients = SIMD2(h * abs(sine), h) / SIMD2(repeating: onePlusCos)
        if sine > 0 || sine < 0 {
            // A turn: the outer side must take the miter tip, the inner side the kite.
            let cut = onePlusCos > 1e-6 ? quotients.x : .infinity
            guard 2 * cut <= min(incoming.length, outgoing.length) && cut > 0 else { return nil }
            switch kind {
            case .smooth: guard onePlusCos >= smoothMiterMinOnePlusCos else { return nil }
            case .corner: guard join == .miter && onePlusCos >= miterMinOnePlusCos else { return nil }
            case .tangentStart, .tangentEnd: return nil
            }
        } else {
            // Straight on (or not a number): single exactly when the segments do not reverse.
            guard cosine > 0 else { return nil }
        }
        // 1 + cos φ > 0 here, as `turn` requires for its offset.
        return (Point(a.y, -a.x) + Point(b.y, -b.x)) * quotients.y
    }

    /// Appends the backward side collected by `walk`, in backward order.
    private mutating func appendBackward() {
        let k = backward.count
        points.reserve(k)
        let out = points.base + points.count, back = backward.base
        for j in 0..<k { (out + j).initialize(to: back[k - 1 - j]) }
        points.count += k
    }

    private mutating func endContour() {
        let end = points.count
        if end - contourStart >= 3 {
            contourEnds.append(end)
        } else {
            points.removeLast(end - contourStart)
        }
        contourStart = points.count
    }

    @inline(__always) private mutating func emit(_ p: Point) { points.append(p) }

    // MARK: Joins

    /// The side points at vertex `i` (turn `t`) on the side m = (d.y, −d.x) of the direction of
    /// travel of this pass (forward along the subpath, or backward along the reversed subpath).
    /// `forward` also breaks the tie of an exact 180° reversal (the forward pass takes it as outer).
    private mutating func joinAt(_ i: Int, _ t: Turn, forward: Bool) {
        let v = pts[i], kind = kinds[i]
        // Incoming / outgoing direction in this pass's direction of travel, and their side vectors.
        let a = forward ? t.incoming.direction : -t.outgoing.direction
        let b = forward ? t.outgoing.direction : -t.incoming.direction
        let ma = Point(a.y, -a.x), mb = Point(b.y, -b.x)
        let sine = forward ? t.sin : -t.sin, cosine = t.cos
        if sine > 0 || (sine == 0 && (cosine > 0 || forward)) {
            let onePlusCos = 1 + cosine
            // Fast path, most vertices: inside a curve, the miter tip within tolerance of the arc.
            if kind != .corner && onePlusCos >= smoothMiterMinOnePlusCos {
                emit(v + (ma + mb) * (h / onePlusCos))
            } else {
                outerJoin(v, ma, mb, sine: abs(sine), cosine: cosine, smooth: kind != .corner)
            }
        } else if t.kite > 0 && (kind == .smooth || kind == .corner) {
            emit(v + (ma + mb) * (h / (1 + cosine))) // kite: same formula as the miter tip, this side
        } else {
            innerJoin(i, t, v, ma, mb, sine: -sine, kind, forward: forward)
        }
    }

    /// The kite cut at vertex `j` on this pass's side: h·tan(φ/2) when used there, else 0.
    private func kiteExtent(_ j: Int, forward: Bool) -> Double {
        let turn = turn(at: j)
        return (forward ? turn.sin < 0 : turn.sin > 0) ? turn.kite : 0
    }

    /// How far along the chord between vertex `i` and its neighbour `j` the inner-side cut at `j`
    /// reaches on this pass (a kite, or half the chord at a tangent vertex, which cuts ≤ half).
    private func cutExtent(at j: Int, chordLength l: Double, forward: Bool) -> Double {
        if !closed && (j == 0 || j == count - 1) { return 0 } // a cap, no cut
        switch kinds[j] {
        case .tangentStart, .tangentEnd: return l / 2
        case .corner, .smooth: return kiteExtent(j, forward: forward)
        }
    }

    /// Outer side: the join wedge between v + ma·h and v + mb·h (mb is ma turned by +φ).
    private mutating func outerJoin(_ v: Point, _ ma: Point, _ mb: Point, sine: Double, cosine: Double,
                                    smooth: Bool) {
        let onePlusCos = 1 + cosine
        if sine == 0 && cosine > 0 {
            emit(v + ma * h) // straight on
            return
        }
        if smooth {
            if onePlusCos >= smoothMiterMinOnePlusCos {
                emit(v + (ma + mb) * (h / onePlusCos))
            } else {
                smoothRoundJoin(v, ma, mb, sine: sine, cosine: cosine)
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
    private mutating func innerJoin(_ i: Int, _ t: Turn, _ v: Point, _ ma: Point, _ mb: Point, sine: Double,
                                    _ kind: Polylines.VertexKind, forward: Bool) {
        let cosine = t.cos
        // Lengths of the segments in and out in this pass's direction of travel.
        let la = forward ? t.incoming.length : t.outgoing.length
        let lb = forward ? t.outgoing.length : t.incoming.length
        if (kind == .tangentStart || kind == .tangentEnd) && cosine > 0.5 {
            let cut = h * sine / cosine // h·tan φ
            // The chord that is not the tangent chord, and the vertex at its other end.
            let chordAfter = kind == .tangentStart
            let other = chordAfter ? (i + 1 == count ? 0 : i + 1) : (i == 0 ? count - 1 : i - 1)
            let l = chordAfter ? t.outgoing.length : t.incoming.length
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
        if t.kite > 0 {
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

    /// The round join at a vertex inside a curve whose miter tip would lie beyond the tolerance
    /// (a thick stroke on a tight bend): `roundJoin`, but a turn of at most two arc chords — the
    /// common case, since such a turn is only slightly above the miter's limit — without `atan2`,
    /// cosine and sine. One chord: the two side points, as `roundJoin` gives them. Two: the
    /// interior vertex on the bisector of `ma` and `mb` at the area-preserving radius of a chord
    /// of half the turn, h·√(x / sin x) with x = φ/2, from sin x = √((1 − cos φ)/2) by the series
    /// of asin(s)/s (to s⁸; for s ≤ 1/4 the rest is below 1e-8 of the radius). The count is
    /// decided by comparing cos φ with the cosines of one and two arc steps (at the boundary
    /// rounding may pick the other count, within the tolerance either way).
    private mutating func smoothRoundJoin(_ v: Point, _ ma: Point, _ mb: Point, sine: Double, cosine: Double) {
        let s2 = max(0, (1 - cosine) * 0.5) // sin²(φ/2)
        let cosines = arcStepCosines ?? (cos(min(maxArcStep, Double.pi)), cos(min(2 * maxArcStep, Double.pi)))
        arcStepCosines = cosines
        guard s2 <= 0.0625 && cosine >= cosines.two else {
            roundJoin(v, from: ma, to: mb, angle: atan2(sine, cosine))
            return
        }
        emit(v + ma * h)
        if cosine < cosines.one { emit(Self.halfTurnArcVertex(v, ma, mb, radius: h, cosine: cosine)) }
        emit(v + mb * h)
    }

    /// The interior vertex of a two-chord arc of `radius` around `v` from unit `ma` to unit `mb`
    /// (turn φ with cos φ = `cosine`, sin²(φ/2) ≤ 1/16): on their bisector, at the area-preserving
    /// radius of a chord of φ/2 (`straddleFactor`), from the series of asin(s)/s in
    /// s² = sin²(φ/2) = (1 − cos φ)/2 instead of trigonometry.
    static func halfTurnArcVertex(_ v: Point, _ ma: Point, _ mb: Point, radius: Double, cosine: Double) -> Point {
        let s2 = max(0, (1 - cosine) * 0.5)
        let ratio = 1 + s2 * (1.0 / 6 + s2 * (3.0 / 40 + s2 * (5.0 / 112 + s2 * (35.0 / 1152))))
        let bisector = ma + mb // of length 2·cos(φ/2) > 0
        return v + bisector * (radius * ratio.squareRoot() / bisector.length)
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
        // A NaN angle (directions of segments beyond the coordinate range, whose lengths
        // overflow) would ask for the most chords at every vertex: none instead.
        guard angle.isFinite else { return }
        let n = SubdivisionCount.clamp(angle / maxArcStep)
        guard n > 1 else { return }
        let step = angle / Double(n)
        let cs = cos(step), sn = sin(step)
        // Interior vertices at the area-preserving radius (see `straddleFactor`).
        let radius = h * straddleFactor(step, sinStep: sn)
        emitRotations(around: v, from: u, count: n - 1, cos: cs, sin: sn, radius: radius)
    }

    /// Appends v + r_k·radius for k = 1…`count`, where r_k is r_(k−1) turned by the angle whose
    /// cosine and sine are `cs` and `sn` (rotation recurrence, r_0 = `u`): the vertices of a
    /// round join, cap or dot. Written through a local pointer after reserving room.
    private mutating func emitRotations(around v: Point, from u: Point, count: Int,
                                        cos cs: Double, sin sn: Double, radius: Double) {
        points.reserve(count)
        let out = points.base + points.count
        var r = u
        for k in 0..<count {
            r = Point(r.x * cs - r.y * sn, r.x * sn + r.y * cs)
            (out + k).initialize(to: v + r * radius)
        }
        points.count += count
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
            let n = max(4, SubdivisionCount.clamp(2 * Double.pi / maxArcStep))
            let step = 2 * Double.pi / Double(n)
            let cs = cos(step), sn = sin(step)
            // A regular polygon with the disc's area (see `straddleFactor`).
            let radius = h * straddleFactor(step, sinStep: sn)
            emit(Point(p.x + radius, p.y))
            emitRotations(around: p, from: Point(1, 0), count: n - 1, cos: cs, sin: sn, radius: radius)
        }
        endContour()
    }
}
