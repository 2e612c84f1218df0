#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a path's elements and replaces every curve by chords within a flattening tolerance.
///
/// Semantics (HTML canvas / SVG): `.move` starts a subpath; a drawing command with no current point
/// starts one at its first point; after `.close` the current point is the closed subpath's start and
/// the next drawing command starts a new subpath there. An arc whose start is not the current point
/// is joined to it by a straight segment. Arc sweeps beyond ±2π are clamped to one full turn (as the
/// canvas `arc()` does). Elements with a non-finite coordinate, radius or angle are skipped.
///
/// Béziers are cut at uniform parameter steps counted by `SubdivisionCount` (second-difference
/// bound); a cubic whose bend is uneven (an S-curve), in eighths of its parameter range with steps
/// of their own (`SubdivisionCount.cubicEighths`) where that takes at most 90 % of the chords.
/// Their interior vertices straddle the curve (moved by −(h²/12)·B'' for steps h, towards the
/// outside of the bend), so chords lie on both sides of it: about 17 % fewer chords for the same
/// tolerance, and no systematic loss of area inside the bend.
/// Arcs are cut at uniform angle steps from the circle itself (rotation recurrence, exact end
/// points). Every chord is within `tolerance` of its curve, including cusps, collinear control
/// points and curves that fold back.
struct PolylineFlattener: ~Copyable {
    let tolerance: Double
    /// Steps at most this long are merged into the previous vertex (1/1000 of the tolerance).
    let minimumSegment: Double
    /// When true (stroking), every curve also gets a vertex at a short distance (≤ tolerance) along
    /// its exact start and end tangents, so caps and joins at curve ends are perpendicular to the
    /// true tangent rather than to the first or last chord.
    let tangentVertices: Bool
    private(set) var out: Polylines

    private var isOpen = false
    private var subpathStart = 0
    private var drawn = false
    private var hasCurrent = false
    /// The nominal end point of the last element (curves start here exactly).
    private var current = Point.zero
    private var subpathStartPoint = Point.zero
    /// The last arc radius and its `SubdivisionCount.maxChordAngle` (an acos): consecutive arcs
    /// often share a radius (the rounded corners of a polygon).
    private var lastArcRadius = Double.nan
    private var lastMaxChordAngle = 0.0

    private init(tolerance: Double, tangentVertices: Bool, out: consuming Polylines) {
        self.tolerance = tolerance
        self.minimumSegment = tolerance * 1e-3
        self.tangentVertices = tangentVertices
        self.out = out
    }

    /// Flattens `path` with `tolerance` (in the path's units, already validated) into `lines`,
    /// replacing what they held (their buffers are reused).
    static func flatten(_ path: Path, tolerance: Double, tangentVertices: Bool, into lines: inout Polylines) {
        lines.removeAll()
        lines.points.reserve(16 * path.elements.count + 16)
        lines.kinds.reserve(16 * path.elements.count + 16)
        var f = PolylineFlattener(tolerance: tolerance, tangentVertices: tangentVertices, out: lines.take())
        for e in path.elements { f.add(e) }
        f.finish(closed: false)
        lines = f.out
    }

    private mutating func add(_ e: PathElement) {
        switch e {
        case .move(let p):
            guard p.isFinite else { return }
            begin(at: p)
        case .line(let p):
            guard p.isFinite else { return }
            if !isOpen && !hasCurrent { begin(at: p); return }
            openIfNeeded()
            append(p, .corner)
            drawn = true
            current = p
        case .quad(let c, let p):
            guard c.isFinite && p.isFinite else { return }
            if !isOpen && !hasCurrent { begin(at: c) }
            openIfNeeded()
            quadratic(current, c, p)
        case .cubic(let c1, let c2, let p):
            guard c1.isFinite && c2.isFinite && p.isFinite else { return }
            if !isOpen && !hasCurrent { begin(at: c1) }
            openIfNeeded()
            cubic(current, c1, c2, p)
        case .arc(let c, let r, let s, let w):
            guard c.isFinite && r.isFinite && s.isFinite && w.isFinite else { return }
            arc(center: c, radius: r, startAngle: Path.effectiveStartAngle(s), sweep: min(max(w, -2 * Double.pi), 2 * Double.pi))
        case .close:
            guard isOpen else { return }
            drawn = true
            finish(closed: true)
            current = subpathStartPoint
            hasCurrent = true
        }
    }

    // MARK: Subpaths and vertices

    private mutating func begin(at p: Point) {
        finish(closed: false)
        isOpen = true
        drawn = false
        subpathStart = out.points.count
        out.points.append(p)
        out.kinds.append(.corner)
        current = p
        subpathStartPoint = p
        hasCurrent = true
    }

    private mutating func openIfNeeded() {
        if !isOpen { begin(at: current) }
    }

    private mutating func finish(closed: Bool) {
        guard isOpen else { return }
        isOpen = false
        var end = out.points.count
        // A closing vertex on top of the first one adds a zero-length closing segment: drop it.
        if closed && end - subpathStart >= 2 && isShortStep(out.points[subpathStart], out.points[end - 1]) {
            out.points.removeLast()
            out.kinds.removeLast()
            end -= 1
        }
        out.subpaths.append(Polylines.Subpath(start: subpathStart, end: end, closed: closed, drawn: drawn))
    }

    private func isShortStep(_ a: Point, _ b: Point) -> Bool {
        (b - a).lengthSquared <= minimumSegment * minimumSegment
    }

    /// Appends a vertex, merging it into the previous one when the step is (nearly) zero; a merged
    /// vertex is a corner if either was.
    private mutating func append(_ p: Point, _ kind: Polylines.VertexKind) {
        let last = out.points.count - 1
        if isShortStep(out.points[last], p) {
            if kind == .corner { out.kinds[last] = .corner }
            return
        }
        out.points.append(p)
        out.kinds.append(kind)
    }

    /// Makes room for `k` more vertices (to be written directly, without capacity checks).
    private mutating func reserve(_ k: Int) {
        out.points.reserve(k)
        out.kinds.reserve(k)
    }

    /// Appends the smooth vertices `vertex(1)` … `vertex(count)` (in that order), each merged into
    /// the previous vertex when the step is short, exactly as `append(_, .smooth)` would, but
    /// through local pointers and counts, after reserving room for all of them.
    @inline(__always)
    private mutating func appendSmooth(_ count: Int, _ vertex: (Int) -> Point) {
        reserve(count)
        let points = out.points.base, kinds = out.kinds.base
        var end = out.points.count
        var last = points[end - 1]
        for k in 1...count {
            let p = vertex(k)
            // Merged: the previous vertex keeps its kind (only a corner would change it).
            if isShortStep(last, p) { continue }
            (points + end).initialize(to: p)
            (kinds + end).initialize(to: .smooth)
            end += 1
            last = p
        }
        out.points.count = end
        out.kinds.count = end
    }

    /// The unit vector of `v`, or nil when `v` is (nearly) zero.
    private func direction(_ v: Point) -> Point? {
        let l2 = v.lengthSquared
        guard l2 > minimumSegment * minimumSegment, l2.isFinite else { return nil }
        return v / l2.squareRoot()
    }

    /// Before a curve's interior vertices: the vertex along the start tangent.
    private mutating func startTangentVertex(_ p0: Point, firstInterior: Point, tangent: Point?) {
        guard tangentVertices, let t = tangent else { return }
        let d = min(tolerance, 0.25 * (firstInterior - p0).length)
        if d > 2 * minimumSegment { append(p0 + t * d, .tangentStart) }
    }

    /// After a curve's interior vertices: the vertex along the end tangent, then the end point.
    private mutating func endCurve(_ end: Point, lastInterior: Point, tangent: Point?) {
        if tangentVertices, let t = tangent {
            let d = min(tolerance, 0.25 * (end - lastInterior).length)
            if d > 2 * minimumSegment { append(end - t * d, .tangentEnd) }
        }
        append(end, .corner)
        drawn = true
        current = end
    }

    /// 2·|r|·|sin(step/2)| > 2·minimumSegment, as evaluated in floating point, for the chords of
    /// an arc of radius `r` cut at angle `step` (radians, finite).
    ///
    /// Nearly always settled without the sine: 2·sin(x/2) ≥ x − x³/24 for x ≥ 0, so when
    /// |r|·|step|·(1 − step²/24) exceeds the threshold by a relative margin of 10⁻⁶ (far beyond
    /// the few ulps of rounding in either expression) the evaluated condition is true as well;
    /// otherwise it is evaluated exactly as written.
    private func chordsExceedMinimumSegment(radius r: Double, step: Double) -> Bool {
        if abs(r) * abs(step) * (1 - step * step / 24) > 2 * minimumSegment * (1 + 1e-6) { return true }
        return 2 * abs(r) * abs(sin(step / 2)) > 2 * minimumSegment
    }

    // MARK: Curves

    /// Coordinates up to this magnitude evaluate in the power basis without overflow (its largest
    /// intermediate, a cubic's, stays below 26 × 1e306 < 1.8e308); icons are within ±1e4.
    static let powerBasisLimit = 1e306

    @inline(__always) static func largestMagnitude(_ a: Point, _ b: Point, _ c: Point) -> Double {
        max(abs(a.x), abs(a.y), abs(b.x), abs(b.y), abs(c.x), abs(c.y))
    }
    @inline(__always) static func largestMagnitude(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        max(largestMagnitude(a, b, c), abs(d.x), abs(d.y))
    }

    private mutating func quadratic(_ p0: Point, _ c: Point, _ p2: Point) {
        // Power basis: B(t) = (a·t + b)·t + p0.
        let a = p0 - 2 * c + p2, b = 2 * (c - p0)
        // Near ±1e308 the power basis overflows (its terms reach 8× the largest coordinate): then
        // the Bernstein form, whose weights sum to 1, and inscribed vertices.
        let powerBasis = Self.largestMagnitude(p0, c, p2) <= Self.powerBasisLimit
        let n = SubdivisionCount.quadratic(p0, c, p2, tolerance: tolerance, straddled: powerBasis)
        let dt = 1 / Double(n)
        // Interior vertices straddle the curve: moved by −(dt²/12)·B'' = −(dt²/6)·a (see
        // `SubdivisionCount.straddledChordFactor`).
        let straddle = a * (dt * dt / 6)
        func at(_ i: Int) -> Point {
            let t = Double(i) * dt, u = 1 - t
            return powerBasis ? (a * t + b) * t + p0 - straddle : p0 * (u * u) + c * (2 * u * t) + p2 * (t * t)
        }
        let t0 = tangentVertices ? direction(c - p0) ?? direction(p2 - p0) : nil
        let t1 = tangentVertices ? direction(p2 - c) ?? direction(p2 - p0) : nil
        startTangentVertex(p0, firstInterior: n > 1 ? at(1) : p2, tangent: t0)
        if n > 1 { appendSmooth(n - 1, at) }
        endCurve(p2, lastInterior: n > 1 ? at(n - 1) : p0, tangent: t1)
    }

    private mutating func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        // Power basis: B(t) = ((a·t + b)·t + c)·t + p0.
        let a = p3 - p0 + 3 * (p1 - p2), b = 3 * (p0 - 2 * p1 + p2), c = 3 * (p1 - p0)
        // Near ±1e308 the power basis overflows (its terms reach 26× the largest coordinate):
        // then the Bernstein form, whose weights sum to 1, and inscribed vertices.
        let powerBasis = Self.largestMagnitude(p0, p1, p2, p3) <= Self.powerBasisLimit
        @inline(__always) func at(_ t: Double) -> Point {
            let u = 1 - t
            if powerBasis { return ((a * t + b) * t + c) * t + p0 }
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
        // An interior vertex of steps `h`, straddling the curve: B(t) − (h²/12)·B''(t), with
        // B'' = 6a·t + 2b (see `SubdivisionCount.straddledChordFactor`).
        let half = a * 0.5, sixth = b * (1.0 / 6)
        @inline(__always) func vertex(_ t: Double, _ h: Double) -> Point {
            powerBasis ? at(t) - (half * t + sixth) * (h * h) : at(t)
        }
        let t0 = tangentVertices ? direction(p1 - p0) ?? direction(p2 - p0) ?? direction(p3 - p0) : nil
        let t1 = tangentVertices ? direction(p3 - p2) ?? direction(p3 - p1) ?? direction(p3 - p0) : nil
        let n = SubdivisionCount.cubic(p0, p1, p2, p3, tolerance: tolerance, straddled: powerBasis)
        if let pieces = SubdivisionCount.cubicEighths(p0, p1, p2, p3, tolerance: tolerance, uniform: n,
                                                      straddled: powerBasis) {
            // Eighths of the parameter range, each in uniform steps of its own; the vertices
            // between eighths stay on the curve (each eighth is bounded as a curve of its own).
            let firstStep = 0.125 / Double(pieces[0]), lastStep = 0.125 / Double(pieces[7])
            startTangentVertex(p0, firstInterior: pieces[0] > 1 ? vertex(firstStep, firstStep) : at(firstStep),
                               tangent: t0)
            for piece in 0 ..< 8 {
                let start = Double(piece) * 0.125, steps = Int(pieces[piece]), step = 0.125 / Double(steps)
                // The last eighth's last vertex is p3, appended by `endCurve`.
                let count = piece == 7 ? steps - 1 : steps
                if count > 0 {
                    appendSmooth(count) { $0 < steps ? vertex(start + Double($0) * step, step) : at(start + 0.125) }
                }
            }
            endCurve(p3, lastInterior: pieces[7] > 1 ? vertex(1 - lastStep, lastStep) : at(0.875), tangent: t1)
            return
        }
        let dt = 1 / Double(n)
        startTangentVertex(p0, firstInterior: n > 1 ? vertex(dt, dt) : p3, tangent: t0)
        if n > 1 { appendSmooth(n - 1) { vertex(Double($0) * dt, dt) } }
        endCurve(p3, lastInterior: n > 1 ? vertex(Double(n - 1) * dt, dt) : p0, tangent: t1)
    }

    private mutating func arc(center c: Point, radius r: Double, startAngle s: Double, sweep w: Double) {
        let u0 = Point.unit(angle: s), u1 = Point.unit(angle: s + w)
        let start = c + u0 * r, end = c + u1 * r
        if isOpen {
            append(start, .corner)
        } else if hasCurrent {
            begin(at: current)
            append(start, .corner)
        } else {
            begin(at: start)
        }
        drawn = true
        current = start
        if r != lastArcRadius { // maxChordAngle depends on |r| only, so ±0 may share it
            lastArcRadius = r
            lastMaxChordAngle = SubdivisionCount.maxChordAngle(radius: r, tolerance: tolerance)
        }
        // As `SubdivisionCount.arc(radius: r, angle: w, tolerance: tolerance)`.
        let n = SubdivisionCount.clamp(abs(w) / lastMaxChordAngle)
        let step = w / Double(n)
        let cs = cos(step), sn = sin(step)
        // Direction of travel: d/dθ of c + r·(cos θ, sin θ), times the sign of the sweep.
        let sign: Double = (r > 0) == (w > 0) ? 1 : -1
        let hasTangent = tangentVertices && r != 0 && w != 0
        let t0 = hasTangent ? Point(-u0.y, u0.x) * sign : nil
        let t1 = hasTangent ? Point(-u1.y, u1.x) * sign : nil
        var v = u0 * r
        // Interior vertices sit slightly outside the circle, at R = r·√(step / sin step), the radius
        // at which the regular polygon has exactly the circle's area: each chord straddles the
        // arc, deviating outward by at most ⅔ and inward by at most ⅓ of the inscribed chord's
        // sagitta, so curved edges carry no systematic coverage bias (inscribed vertices would make
        // every curved edge a little too small). The end points stay exactly on the circle.
        let straddle = straddleFactor(step, sinStep: sn)
        let first = n > 1 ? c + Point(v.x * cs - v.y * sn, v.x * sn + v.y * cs) * straddle : end
        startTangentVertex(start, firstInterior: first, tangent: t0)
        var lastInterior = start
        if n > 1 {
            // Interior chords are all 2·|r|·sin(|step|/2) long: skip the merge test when that is
            // above the minimum segment.
            let distinct = chordsExceedMinimumSegment(radius: r, step: step)
            if distinct {
                // Written through local pointers, counts set once: n − 1 vertices, all smooth.
                reserve(n - 1)
                let points = out.points.base + out.points.count
                for k in 0..<n - 1 {
                    v = Point(v.x * cs - v.y * sn, v.x * sn + v.y * cs)
                    lastInterior = c + v * straddle
                    (points + k).initialize(to: lastInterior)
                }
                (out.kinds.base + out.kinds.count).initialize(repeating: .smooth, count: n - 1)
                out.points.count += n - 1
                out.kinds.count += n - 1
            } else {
                appendSmooth(n - 1) { _ in
                    v = Point(v.x * cs - v.y * sn, v.x * sn + v.y * cs)
                    lastInterior = c + v * straddle
                    return lastInterior
                }
            }
        }
        endCurve(end, lastInterior: lastInterior, tangent: t1)
    }
}
