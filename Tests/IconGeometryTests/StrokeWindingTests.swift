import Foundation
import Testing
@testable import IconGeometry

/// Nonzero filling of stroke outlines, checked on point grids with a test-only winding number: the
/// winding is never negative, > 0 wherever the point is inside the true stroke region by more than a
/// thin band, and 0 wherever it is outside by more than the band. The band (0.02–0.05 units) only
/// absorbs the flattening tolerance; a notch, hole or inside-out join would fail these.
struct StrokeWindingTests {
    let tol = 0.005
    let band = 0.03

    func check(_ o: FillOutline, x: ClosedRange<Double>, y: ClosedRange<Double>, step: Double,
               _ side: (Point) -> RegionSide, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!o.isEmpty, sourceLocation: sourceLocation)
        let r = windingMismatches(o, x: x, y: y, step: step, side: side)
        #expect(r.count == 0, "\(r.count) mismatches, first: \(r.first)", sourceLocation: sourceLocation)
    }

    /// A stem going up and straight back down (180° reversal), butt caps far below. Round join: the
    /// stem plus a half disc at the tip (distance to the centre line ≤ w/2). Miter (any limit) and
    /// bevel: the miter at 180° is infinitely long, so SVG bevels — a flat tip at y = 0.
    @Test(arguments: [LineJoin.round, .miter, .bevel])
    func uTurnReversal(join: LineJoin) {
        let h = 6.0
        let path = Path([.move(Point(0, 100)), .line(Point(0, 0)), .line(Point(0, 100))])
        let o = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, join: join, cap: .butt, miterLimit: 1e9),
                               tolerance: tol)
        check(o, x: -10...10, y: -10...30, step: 0.25) { p in
            if join == .round { return sideByDistance(distance(p, segment: Point(0, 0), Point(0, 100)), halfWidth: h, band: band) }
            let s = max(abs(p.x) - h, -p.y)
            return s < -band ? .inside : s > band ? .outside : .boundary
        }
    }

    /// A U-turn whose bend is a semicircle of radius 2 under a stroke of half-width 6 (curvature
    /// radius < w/2, even < w/4): the stroke fills the whole bend, distance to the centre line ≤ w/2
    /// (the normal sweep of the curve and the stems; join style is irrelevant, the bend is smooth).
    @Test(arguments: [LineJoin.round, .miter, .bevel])
    func tightUTurn(join: LineJoin) {
        let h = 6.0, r = 2.0
        let path = Path([.move(Point(-r, 100)), .line(Point(-r, 0)),
                         .arc(center: .zero, radius: r, startAngle: Double.pi, sweep: Double.pi),
                         .line(Point(r, 100))])
        let o = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, join: join, cap: .butt), tolerance: tol)
        check(o, x: -10...10, y: -10...20, step: 0.2) { p in
            var d = min(distance(p, segment: Point(-r, 0), Point(-r, 100)), distance(p, segment: Point(r, 0), Point(r, 100)))
            if p.y <= 0 { d = min(d, abs(p.length - r)) } // the arc is the upper half circle
            return sideByDistance(d, halfWidth: h, band: band)
        }
    }

    /// A lone 90° arc of radius 2 under half-width 6 with butt caps: the SVG stroke is the sweep of
    /// the normal segment [r − h, r + h] along the arc — the quarter disc of radius r + h on the arc's
    /// side plus, through the centre, the opposite quarter disc of radius h − r. The caps lie on the
    /// radii at the arc's ends, perpendicular to the true tangent. With round caps it is everything
    /// within h of the arc.
    ///
    /// Documented limit (see `Stroker`): with butt caps on a curve tighter than w/2, every chord's
    /// rectangle crosses the centre of curvature with the chord's full width, so the outline may
    /// cover up to half a chord, √(2·r·tolerance), beyond the true double wedge next to the centre.
    /// Nothing inside may be missing.
    @Test(arguments: [LineCap.butt, .round])
    func tightArcAlone(cap: LineCap) {
        let h = 6.0, r = 2.0
        let path = Path([.arc(center: .zero, radius: r, startAngle: 0, sweep: Double.pi / 2)])
        let o = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, join: .miter, cap: cap), tolerance: tol)
        check(o, x: -10...10, y: -10...10, step: 0.2) { p in
            let angle = atan2(p.y, p.x)
            if cap == .round {
                let onArc = angle >= 0 && angle <= Double.pi / 2
                let d = onArc ? abs(p.length - r) : min(p.distance(to: Point(r, 0)), p.distance(to: Point(0, r)))
                return sideByDistance(d, halfWidth: h, band: band)
            }
            // Quarter discs as convex pieces (fine polygons are exact enough: sagitta < 1e-4).
            func sector(_ radius: Double, from a0: Double) -> [Point] {
                [.zero] + (0...64).map { k in
                    let a = a0 + Double(k) / 64 * Double.pi / 2
                    return Point(cos(a), sin(a)) * (radius / cos(Double.pi / 256))
                }
            }
            let pieces = [sector(r + h, from: 0), sector(h - r, from: Double.pi)]
            let d = pieces.map { convexSignedDistance(p, $0) }.min()!
            return d < -band ? .inside : d > (2 * r * tol).squareRoot() + band ? .outside : .boundary
        }
    }

    /// A polyline with a short segment (< w/2), a sharp 14° turn and an exact reversal, miter and
    /// bevel joins, butt caps: the SVG region is the union of one rectangle per segment and, on the
    /// outer side of each vertex, the miter kite (within the limit) or the bevel triangle.
    @Test(arguments: [LineJoin.miter, .bevel])
    func sharpPolyline(join: LineJoin) {
        let h = 4.0, limit = 4.0
        let pts = [Point(0, 0), Point(30, 0), Point(32, 2.5), Point(10, 8), Point(40, 8), Point(25, 8)]
        var path = Path([.move(pts[0])])
        for p in pts.dropFirst() { path.line(to: p) }
        let o = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, join: join, cap: .butt, miterLimit: limit),
                               tolerance: tol)
        var pieces: [[Point]] = []
        for i in 1..<pts.count {
            let d = (pts[i] - pts[i - 1]).normalized, m = Point(-d.y, d.x) * h
            pieces.append([pts[i - 1] + m, pts[i] + m, pts[i] - m, pts[i - 1] - m])
        }
        for i in 1..<(pts.count - 1) {
            let a = (pts[i] - pts[i - 1]).normalized, b = (pts[i + 1] - pts[i]).normalized
            let turn = a.cross(b)
            guard turn != 0 else { continue } // reversal: the bevel is the flat end of the rectangles
            // Outer side: away from the turn.
            let sa = Point(-a.y, a.x) * (turn > 0 ? -h : h), sb = Point(-b.y, b.x) * (turn > 0 ? -h : h)
            let v = pts[i]
            let theta = Double.pi - acos(max(-1, min(1, a.dot(b)))) // angle between the segments
            if join == .miter && 1 / sin(theta / 2) <= limit {
                let tip = v + (sa + sb).normalized * (h / sin(theta / 2))
                pieces.append([v, v + sa, tip, v + sb])
            } else {
                pieces.append([v, v + sa, v + sb])
            }
        }
        check(o, x: -6...48, y: -6...14, step: 0.2) { sideOfUnion($0, pieces, band: band) }
    }

    /// Curves with a cusp (B'(½) = 0) and with collinear control points that fold back, round caps:
    /// everything within w/2 of the curve (round joins at the cusp and at the turning point).
    @Test func cuspAndFoldBack() {
        let h = 3.0
        let cusp = (Point(0, 0), Point(40, 40), Point(0, 40), Point(40, 0))
        let fold = (Point(0, 0), Point(40, 0), Point(-20, 0), Point(20, 0))
        for (p0, p1, p2, p3) in [cusp, fold] {
            let o = Stroker.stroke(Path([.move(p0), .cubic(p1, p2, p3)]),
                                   style: StrokeStyle(width: 2 * h, join: .miter, cap: .round), tolerance: tol)
            #expect(o.isFinite)
            let ref = (0...800).map { cubicPoint(p0, p1, p2, p3, Double($0) / 800) }
            check(o, x: 8...32, y: -6...34, step: 0.4) { sideByDistance(distance($0, polyline: ref), halfWidth: h, band: band) }
        }
    }

    /// Closed circles: a ring |distance to centre − r| ≤ h, and when h > r the ring's hole vanishes
    /// (a disc of radius r + h). Both orientations.
    @Test(arguments: [(10.0, 4.0, 1.0), (3.0, 5.0, 1.0), (3.0, 5.0, -1.0)])
    func closedCircle(r: Double, h: Double, direction: Double) {
        let path = Path([.arc(center: .zero, radius: r, startAngle: 0.3, sweep: direction * 2 * Double.pi), .close])
        let o = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, join: .bevel), tolerance: tol)
        check(o, x: -16...16, y: -16...16, step: 0.3) { sideByDistance(abs($0.length - r), halfWidth: h, band: band) }
    }

    /// Caps at curve ends are perpendicular to the true tangent, not to the first/last chord: even
    /// with a coarse tolerance (chords turning ~20° each) the butt-cap corners are exactly
    /// end point ± (w/2)·normal of the analytic tangent.
    @Test func capsFollowTrueTangent() {
        let h = 10.0, coarse = 0.5
        let c = Point(0, 0), r = 50.0, s = 0.2, w = 1.3
        let arc = Stroker.stroke(Path([.arc(center: c, radius: r, startAngle: s, sweep: w)]),
                                 style: StrokeStyle(width: 2 * h, cap: .butt), tolerance: coarse)
        for angle in [s, s + w] {
            for radius in [r - h, r + h] {
                let corner = Point(cos(angle), sin(angle)) * radius
                #expect(arc.points.contains { $0.distance(to: corner) < 1e-9 }, "arc corner \(corner)")
            }
        }
        // Cubic: tangent (1, 0) at the start, (0, 1) at the end.
        let p0 = Point(0, 0), p3 = Point(60, 60)
        let cubic = Stroker.stroke(Path([.move(p0), .cubic(Point(30, 0), Point(60, 30), p3)]),
                                   style: StrokeStyle(width: 2 * h, cap: .square), tolerance: coarse)
        for corner in [Point(-h, -h), Point(-h, h), Point(60 - h, 60 + h), Point(60 + h, 60 + h)] {
            #expect(cubic.points.contains { $0.distance(to: corner) < 1e-9 }, "cubic corner \(corner)")
        }
    }

    /// Butt caps at the ends of a coarsely flattened arc (chords turning 16°) cut the stroke square
    /// to the true tangent on both sides: nothing beyond the radial cap lines (a chord's rectangle
    /// would poke h·8° ≈ 1.4 past the inner corner), everything within them. The curved edges are
    /// only within the coarse tolerance, hence the wider band there.
    @Test func buttCapsSquareOnBothSides() {
        let h = 10.0, coarse = 0.5, r = 50.0, s = 0.2, w = 1.3
        let o = Stroker.stroke(Path([.arc(center: .zero, radius: r, startAngle: s, sweep: w)]),
                               style: StrokeStyle(width: 2 * h, cap: .butt), tolerance: coarse)
        check(o, x: 0...62, y: 0...62, step: 0.25) { p in
            let rho = p.length, angle = atan2(p.y, p.x)
            // Signed distances outside the two cap lines (radii at s and s + w).
            let beyondStart = p.cross(Point(cos(s), sin(s))), beyondEnd = Point(cos(s + w), sin(s + w)).cross(p)
            let capOut = max(beyondStart, beyondEnd)
            if capOut > band || rho < r - h - coarse - band || rho > r + h + coarse + band { return .outside }
            if capOut < -band && rho > r - h + coarse + band && rho < r + h - coarse - band && angle > 0 { return .inside }
            return .boundary
        }
    }
}
