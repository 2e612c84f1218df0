import Foundation
import Testing
@testable import IconGeometry

/// Flattening: every point of the true curve lies within the tolerance of the polyline, arcs end
/// exactly at their analytic end points, degenerate curves stay finite, huge input stays bounded.
struct FlatteningTests {
    /// The single contour of a flattened one-subpath path, as an open polyline (the implicit closing
    /// edge is not part of the curve).
    func polyline(_ p: Path, tolerance: Double) -> [Point] {
        let o = p.flattened(tolerance: tolerance)
        #expect(o.contourEnds.count == 1)
        return Array(o.points)
    }

    /// Largest distance from dense samples of the true curve to the polyline.
    func maxError(_ poly: [Point], samples: Int, curve: (Double) -> Point) -> Double {
        var worst = 0.0
        for i in 0...samples { worst = max(worst, distance(curve(Double(i) / Double(samples)), polyline: poly)) }
        return worst
    }

    @Test(arguments: [0.002, 0.05, 1.0])
    func cubicWithinTolerance(tol: Double) {
        // An S-curve with strongly varying curvature.
        let p0 = Point(0, 0), p1 = Point(120, -40), p2 = Point(-30, 90), p3 = Point(100, 100)
        let poly = polyline(Path([.move(p0), .cubic(p1, p2, p3)]), tolerance: tol)
        #expect(poly.first == p0 && poly.last == p3)
        let err = maxError(poly, samples: 2000) { cubicPoint(p0, p1, p2, p3, $0) }
        #expect(err <= tol * (1 + 1e-9))
    }

    /// Decision: a cubic is flattened in eighths of its parameter range, each in uniform steps of
    /// its own (`SubdivisionCount.cubicEighths`), where that takes at most 90 % of the chords of
    /// uniform steps over the whole curve. An S-curve whose second differences are opposite (the
    /// ramp and merge arrows' shape, at 3×) needs about a fifth fewer, each still within the
    /// tolerance; a quarter circle as one cubic, whose bend is nearly even, keeps uniform steps
    /// (eighths would save 2 of 132 chords and cost more time than that).
    @Test func unevenBendFlattensInEighths() {
        let tol = 0.002
        let p0 = Point(186, 198), p1 = Point(186, 138), p2 = Point(90, 150), p3 = Point(90, 90)
        let uniform = SubdivisionCount.cubic(p0, p1, p2, p3, tolerance: tol)
        let poly = polyline(Path([.move(p0), .cubic(p1, p2, p3)]), tolerance: tol)
        #expect(poly.first == p0 && poly.last == p3)
        #expect(Double(poly.count - 1) <= 0.82 * Double(uniform), "\(poly.count - 1) chords, uniform \(uniform)")
        #expect(maxError(poly, samples: 8000) { cubicPoint(p0, p1, p2, p3, $0) } <= tol * (1 + 1e-9))
        let k = 0.5522847498 * 100
        let q0 = Point(100, 0), q1 = Point(100, k), q2 = Point(k, 100), q3 = Point(0, 100)
        let arcUniform = SubdivisionCount.cubic(q0, q1, q2, q3, tolerance: tol)
        #expect(SubdivisionCount.cubicEighths(q0, q1, q2, q3, tolerance: tol, uniform: arcUniform) == nil)
        let arc = polyline(Path([.move(q0), .cubic(q1, q2, q3)]), tolerance: tol)
        #expect(arc.count - 1 == arcUniform)
        #expect(maxError(arc, samples: 8000) { cubicPoint(q0, q1, q2, q3, $0) } <= tol * (1 + 1e-9))
    }

    /// Largest distance from points along the polyline's chords (9 per chord) to the curve, found
    /// by walking a dense sampling of it (20,000 chords, far within the tolerance) forward.
    func maxChordDeviation(_ poly: [Point], curve: (Double) -> Point) -> Double {
        let m = 20_000
        let dense = (0 ... m).map { curve(Double($0) / Double(m)) }
        var j = 0, worst = 0.0
        for i in 1 ..< poly.count {
            for k in 0 ... 8 {
                let p = poly[i - 1].lerp(poly[i], Double(k) / 8)
                // Nearest dense chord in a window ahead of the last one (the curves here do not
                // fold back, so their chords' points progress along them).
                var best = Double.infinity, bestJ = j
                for jj in max(1, j - 50) ... min(m, j + 2_000) {
                    let d = distance(p, segment: dense[jj - 1], dense[jj])
                    if d < best { best = d; bestJ = jj }
                }
                j = bestJ
                worst = max(worst, best)
            }
        }
        return worst
    }

    struct LCG {
        var state: UInt64
        mutating func next(_ a: Double, _ b: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return a + (b - a) * Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Decision: interior vertices of Béziers straddle the curve (moved by −(h²/12)·B'' for steps
    /// h), so every chord stays within the tolerance on both sides of it (the bound of
    /// `SubdivisionCount.straddledChordFactor`: the chords' points near the curve, and the
    /// curve near the chords) with about 17 % fewer chords than inscribed ones need. Checked on
    /// pseudo-random cubics (C-shaped and S-shaped, so uniform steps and eighths) and quadratics
    /// at a fine and a coarse tolerance; the chord count against the inscribed bound's.
    @Test(arguments: [0.002, 0.05])
    func straddledChordsStayWithinToleranceBothWays(tol: Double) {
        var g = LCG(state: 0xF1A7_2026)
        var chords = 0, inscribedChords = 0
        for i in 0 ..< 16 {
            let p0 = Point(0, 0), p3 = Point(g.next(60, 140), g.next(-20, 20))
            // Control points on one side (a C) or on opposite sides (an S).
            let side: Double = i % 2 == 0 ? 1 : -1
            let p1 = Point(g.next(0, 50), g.next(20, 80)), p2 = Point(g.next(50, 120), side * g.next(20, 80))
            let poly = polyline(Path([.move(p0), .cubic(p1, p2, p3)]), tolerance: tol)
            let curve = { cubicPoint(p0, p1, p2, p3, $0) }
            #expect(maxError(poly, samples: 2000, curve: curve) <= tol * (1 + 1e-6), "cubic \(i)")
            #expect(maxChordDeviation(poly, curve: curve) <= tol * (1 + 1e-6), "cubic \(i)")
            chords += poly.count - 1
            let uniform = SubdivisionCount.cubic(p0, p1, p2, p3, tolerance: tol, straddled: false)
            inscribedChords += SubdivisionCount.cubicEighths(p0, p1, p2, p3, tolerance: tol, uniform: uniform,
                                                             straddled: false).map { Int($0.wrappedSum()) } ?? uniform
        }
        #expect(Double(chords) <= 0.86 * Double(inscribedChords), "\(chords) chords, inscribed \(inscribedChords)")
        for i in 0 ..< 6 {
            let p0 = Point(0, 0), p1 = Point(g.next(20, 80), g.next(30, 120)), p2 = Point(g.next(90, 150), g.next(-30, 30))
            let poly = polyline(Path([.move(p0), .quad(p1, p2)]), tolerance: tol)
            let curve = { quadPoint(p0, p1, p2, $0) }
            #expect(maxError(poly, samples: 2000, curve: curve) <= tol * (1 + 1e-6), "quadratic \(i)")
            #expect(maxChordDeviation(poly, curve: curve) <= tol * (1 + 1e-6), "quadratic \(i)")
        }
        // A bend so slight that one straddled chord would meet the bound, but a single chord has
        // no interior vertex to straddle (inscribed bound: 1.25·tol here): two chords.
        let p0 = Point(0, 0), p1 = Point(50, 2.5 * tol), p2 = Point(100, 0)
        let slight = polyline(Path([.move(p0), .quad(p1, p2)]), tolerance: tol)
        #expect(slight.count == 3)
        #expect(maxError(slight, samples: 2000) { quadPoint(p0, p1, p2, $0) } <= tol * (1 + 1e-6))
    }

    /// Straddled chords keep a curved shape's area: a circle of four cubics (radius 100) comes out
    /// within a twentieth of the area that inscribed chords at the same parameters lose (the
    /// exact area of the Bézier shape by Gauss–Legendre quadrature of ½∮(x dy − y dx), exact for
    /// its polynomial integrand).
    @Test func straddledChordsKeepTheArea() {
        let tol = 0.002, r = 100.0, k = 0.5522847498 * r
        let quarters: [(Point, Point, Point, Point)] = [
            (Point(r, 0), Point(r, k), Point(k, r), Point(0, r)), (Point(0, r), Point(-k, r), Point(-r, k), Point(-r, 0)),
            (Point(-r, 0), Point(-r, -k), Point(-k, -r), Point(0, -r)), (Point(0, -r), Point(k, -r), Point(r, -k), Point(r, 0))]
        var path = Path([.move(quarters[0].0)])
        for q in quarters { path.cubic(to: q.3, control1: q.1, control2: q.2) }
        path.close()
        let outline = path.flattened(tolerance: tol)
        let area = shoelaceArea(outline)
        // Exact area: 5-point Gauss–Legendre per quarter (the integrand x·y' − y·x' has degree 5).
        let nodes = [0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
        let weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891,
                       0.2369268850561891]
        var exact = 0.0
        for (p0, p1, p2, p3) in quarters {
            for (x, w) in zip(nodes, weights) {
                let t = (x + 1) / 2, u = 1 - t
                let b = cubicPoint(p0, p1, p2, p3, t)
                let d = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
                exact += w / 2 * (b.x * d.y - b.y * d.x) / 2
            }
        }
        // The same parameters with vertices on the curve: n uniform steps per quarter.
        let n = (outline.points.count) / 4
        var inscribed: [Point] = []
        for (p0, p1, p2, p3) in quarters { for i in 0 ..< n { inscribed.append(cubicPoint(p0, p1, p2, p3, Double(i) / Double(n))) } }
        let inscribedArea = shoelaceArea(FillOutline(points: inscribed, contourEnds: [inscribed.count]))
        #expect(exact - inscribedArea > 0.5 * tol * 2 * Double.pi * r) // it does lose area
        #expect(abs(area - exact) <= 0.05 * (exact - inscribedArea), "area \(area), exact \(exact), inscribed \(inscribedArea)")
    }

    @Test func quadraticWithinTolerance() {
        let tol = 0.002
        let p0 = Point(0, 0), p1 = Point(50, 80), p2 = Point(100, 0)
        let poly = polyline(Path([.move(p0), .quad(p1, p2)]), tolerance: tol)
        let err = maxError(poly, samples: 2000) { quadPoint(p0, p1, p2, $0) }
        #expect(err <= tol * (1 + 1e-9))
        // Vertex count stays near the minimum: a parabola of curvature radius ≥ 31 px over this span
        // needs on the order of a hundred chords, not thousands.
        #expect(poly.count < 200)
    }

    /// Arcs are flattened from the circle: end points exact on it, interior vertices just outside
    /// it at the area-preserving radius so that chords straddle the arc (decision, see
    /// `PolylineFlattener.arc`): vertices lie outside by at most ⅔·tol, no chord point is inside by
    /// more than tol, and no more chords than ⌈sweep / 2·acos(1 − tol/r)⌉ (the fewest equal
    /// inscribed chords meeting the tolerance) + 1.
    @Test func arcFromTheCircle() {
        let tol = 0.002, r = 80.0, c = Point(10, 20), s = 0.3, w = -2.5
        let poly = polyline(Path([.arc(center: c, radius: r, startAngle: s, sweep: w)]), tolerance: tol)
        #expect(poly.first == Point(c.x + r * cos(s), c.y + r * sin(s)))
        #expect(poly.last == Point(c.x + r * cos(s + w), c.y + r * sin(s + w)))
        for p in poly {
            let d = p.distance(to: c) - r
            #expect(d >= -1e-9 && d <= tol * 2 / 3 * (1 + 1e-9))
        }
        var worstInside = 0.0, worstOutside = 0.0
        for i in 1..<poly.count {
            for k in 0...8 {
                let d = poly[i - 1].lerp(poly[i], Double(k) / 8).distance(to: c) - r
                worstInside = max(worstInside, -d); worstOutside = max(worstOutside, d)
            }
        }
        #expect(worstInside <= tol * (1 + 1e-9))
        #expect(worstOutside <= tol * 2 / 3 * (1 + 1e-9))
        let fewest = (abs(w) / (2 * acos(1 - tol / r))).rounded(.up)
        #expect(Double(poly.count - 1) <= fewest + 1)
    }

    /// A filled circle's polygon has the circle's area up to its two end chords: |πr² − area|
    /// stays below a hundredth of the inscribed polygon's worst-case deficit tol · 2πr.
    @Test func circleArea() {
        let tol = 0.002, r = 100.0
        let area = shoelaceArea(Path.circle(center: Point(150, 150), radius: r).flattened(tolerance: tol))
        #expect(abs(Double.pi * r * r - area) <= 0.01 * tol * 2 * Double.pi * r)
    }

    /// Cusp (B'(½) = 0), collinear control points folding back, and zero-length segments: finite
    /// vertices, within tolerance, no zero-length edges.
    @Test func degenerateCurves() {
        let tol = 0.01
        let cusp = (Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0))
        let fold = (Point(0, 0), Point(100, 0), Point(-50, 0), Point(50, 0))
        for (p0, p1, p2, p3) in [cusp, fold] {
            let poly = polyline(Path([.move(p0), .cubic(p1, p2, p3)]), tolerance: tol)
            #expect(poly.allSatisfy { $0.isFinite })
            #expect(maxError(poly, samples: 2000) { cubicPoint(p0, p1, p2, p3, $0) } <= tol * (1 + 1e-9))
        }
        let z = Point(5, 5)
        let o = Path([.move(z), .line(z), .quad(z, z), .cubic(z, z, z), .arc(center: z, radius: 0, startAngle: 1, sweep: 2),
                      .line(Point(20, 5)), .line(Point(20, 5)), .line(Point(20, 30)), .close]).flattened(tolerance: tol)
        #expect(o.points == [z, Point(20, 5), Point(20, 30)])
    }

    /// Non-finite elements are skipped; the rest still flattens.
    @Test func nonFiniteInputIsSkipped() {
        let nan = Double.nan
        let p = Path([.move(Point(0, 0)), .line(Point(nan, 1)), .cubic(Point(1, nan), Point(2, 2), Point(3, 3)),
                      .arc(center: Point(0, 0), radius: nan, startAngle: 0, sweep: 1),
                      .arc(center: Point(0, 0), radius: 1, startAngle: .infinity, sweep: 1),
                      .line(Point(10, 0)), .line(Point(10, 10)), .close])
        let o = p.flattened(tolerance: nan) // NaN tolerance means the default
        #expect(o.isFinite)
        #expect(o.points == [Point(0, 0), Point(10, 0), Point(10, 10)])
    }

    /// ±1e9 coordinates and radii: subdivision is capped (4096 chords per curve), so this returns
    /// promptly with finite vertices.
    @Test func hugeInputIsBounded() {
        let big = 1e9
        let p = Path([.move(Point(-big, -big)), .cubic(Point(big, -big), Point(-big, big), Point(big, big)),
                      .quad(Point(-big, 0), Point(0, big)),
                      .arc(center: .zero, radius: big, startAngle: 0, sweep: 1e9), .close])
        let o = p.flattened(tolerance: 0.002)
        #expect(o.isFinite)
        #expect(o.points.count <= 3 * 4096 + 4)
        let s = Stroker.stroke(p, style: StrokeStyle(width: big, join: .round, cap: .round), tolerance: 0.002)
        #expect(s.isFinite)
        #expect(s.points.count < 100_000)
    }

    /// Subpath rules: moves start contours, drawing after close restarts at the closed subpath's
    /// start, an arc away from the current point is joined by a line.
    @Test func subpathRules() {
        let p = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close,
                      .line(Point(0, 10)), .line(Point(-5, 5)),
                      .move(Point(100, 100)), // lone move: nothing
                      .move(Point(50, 50)), .arc(center: Point(60, 50), radius: 5, startAngle: 0, sweep: 0)])
        let o = p.flattened(tolerance: 0.002)
        let contours = o.contours.map(Array.init)
        #expect(contours == [[Point(0, 0), Point(10, 0), Point(10, 10)],
                             [Point(0, 0), Point(0, 10), Point(-5, 5)]])
    }
}
