import Foundation
import Testing
@testable import IconGeometry

/// Stroke outlines measured by their shoelace area (the integral of the winding number) where the
/// stroke does not overlap itself, against the analytic area of the stroke. Curved parts
/// (round caps/joins, arcs) are inscribed polygons: they may lose at most tolerance × arc length.
struct StrokeAreaTests {
    let tol = 0.002
    let line = Path([.move(Point(10, 20)), .line(Point(50, 20))]) // L = 40

    @Test func buttCapLine() {
        let o = Stroker.stroke(line, style: StrokeStyle(width: 10, cap: .butt), tolerance: tol)
        #expect(abs(shoelaceArea(o) - 10 * 40) < 1e-9)
        #expect(o.bounds == Rect(minX: 10, minY: 15, maxX: 50, maxY: 25))
    }

    @Test func squareCapLine() {
        let o = Stroker.stroke(line, style: StrokeStyle(width: 10, cap: .square), tolerance: tol)
        #expect(abs(shoelaceArea(o) - 10 * (40 + 10)) < 1e-9)
        #expect(o.bounds == Rect(minX: 5, minY: 15, maxX: 55, maxY: 25))
    }

    @Test func roundCapLine() {
        let h = 5.0
        let o = Stroker.stroke(line, style: StrokeStyle(width: 2 * h, cap: .round), tolerance: tol)
        let exact = 10 * 40 + Double.pi * h * h
        let a = shoelaceArea(o)
        #expect(a <= exact + 1e-9)
        #expect(exact - a <= tol * 2 * Double.pi * h)
    }

    /// A closed square of side s stroked with width w: miter = (s+w)² − (s−w)² = 4sw; bevel cuts a
    /// right triangle of legs w/2 off each outer corner; round replaces each outer corner square
    /// (w/2)² by a quarter disc. Both orientations of the path give the same positive area.
    @Test(arguments: [LineJoin.miter, .bevel, .round], [true, false])
    func closedSquare(join: LineJoin, clockwise: Bool) {
        let s = 40.0, w = 10.0, h = w / 2
        var corners = [Point(0, 0), Point(s, 0), Point(s, s), Point(0, s)]
        if !clockwise { corners.reverse() }
        let o = Stroker.stroke(Path.polygon(corners), style: StrokeStyle(width: w, join: join), tolerance: tol)
        #expect(o.contourEnds.count == 2) // no caps: an outer and an inner contour
        let ring = 4 * s * w
        let a = shoelaceArea(o)
        switch join {
        case .miter: #expect(abs(a - ring) < 1e-9)
        case .bevel: #expect(abs(a - (ring - 4 * h * h / 2)) < 1e-9)
        case .round:
            let exact = ring - 4 * h * h + Double.pi * h * h
            #expect(a <= exact + 1e-9 && exact - a <= tol * 2 * Double.pi * h)
        }
    }

    /// SVG miter limit: a miter whose length / stroke width = 1/sin(θ/2) (θ: angle between the
    /// segments) exceeds the limit becomes a bevel. Two long segments at angle θ, butt caps: the
    /// rectangles overlap in a kite of area h²·tan(φ/2) (φ = π − θ, the turn) on the inner side; a
    /// miter adds the same kite outside (area = w·(L₁ + L₂)), a bevel only the triangle ½h²·sin φ.
    @Test(arguments: [(4.0, 28.5, false), (4.0, 29.5, true), (2.0, 59.0, false), (2.0, 61.0, true),
                      (10.0, 11.0, false), (10.0, 12.0, true)])
    func miterLimitSwitchesToBevel(limit: Double, thetaDegrees: Double, expectMiter: Bool) {
        let L = 100.0, w = 6.0, h = w / 2
        let phi = Double.pi - thetaDegrees * Double.pi / 180
        #expect((1 / sin(thetaDegrees * Double.pi / 360) <= limit) == expectMiter) // the SVG rule itself
        let v = Point(0, 0)
        let path = Path([.move(Point(-L, 0)), .line(v), .line(Point(L * cos(phi), L * sin(phi)))])
        let o = Stroker.stroke(path, style: StrokeStyle(width: w, join: .miter, cap: .butt, miterLimit: limit),
                               tolerance: tol)
        let bevelArea = w * 2 * L - h * h * tan(phi / 2) + 0.5 * h * h * sin(phi)
        let expected = expectMiter ? w * 2 * L : bevelArea
        #expect(abs(shoelaceArea(o) - expected) < 1e-6)
        // The farthest outline point from the vertex: the miter tip at h/sin(θ/2), else ≈ h.
        // Outer side of this turn (toward +y on screen) is y < 0 near the vertex.
        let far = o.points.filter { $0.y < 0 }.map { $0.distance(to: v) }.filter { $0 < 2 * L / 3 }.max() ?? 0
        let tip = h / sin(thetaDegrees * Double.pi / 360)
        #expect(expectMiter ? abs(far - tip) < 1e-9 : far < h * 1.5)
    }

    /// Decision (as Skia): a curve that folds back on itself gets a round join at the fold,
    /// whatever the join style, so the stroke reaches half its width beyond the fold. A quadratic
    /// with its control point beyond its end, (0, 0) → (100, 0) → (50, 0), turns back at
    /// x = 200/3 (t = 2/3); a cubic with a cusp, (0, 0) (100, 100) (0, 100) (100, 0), has
    /// B'(½) = 0 at (50, 75). The same fold drawn as two lines gets the style's join: a miter or
    /// bevel join ends flat at the fold (a 180° turn exceeds any miter limit).
    @Test(arguments: [LineJoin.miter, .bevel, .round])
    func foldInsideACurveGetsARoundJoin(join: LineJoin) {
        let h = 5.0, style = StrokeStyle(width: 2 * h, join: join, cap: .butt)
        let fold = 200.0 / 3
        let quad = Stroker.stroke(Path([.move(Point(0, 0)), .quad(Point(100, 0), Point(50, 0))]), style: style, tolerance: tol)
        #expect(quad.bounds.maxX >= fold + h - tol && quad.bounds.maxX <= fold + h + 2 * tol, "\(quad.bounds)")
        let cusp = Stroker.stroke(Path([.move(Point(0, 0)), .cubic(Point(100, 100), Point(0, 100), Point(100, 0))]),
                                  style: style, tolerance: tol)
        #expect(cusp.bounds.maxY >= 75 + h - tol && cusp.bounds.maxY <= 75 + h + 2 * tol, "\(cusp.bounds)")
        let lines = Stroker.stroke(Path([.move(Point(0, 0)), .line(Point(fold, 0)), .line(Point(50, 0))]), style: style, tolerance: tol)
        let linesReach = lines.bounds.maxX - fold
        #expect(join == .round ? abs(linesReach - h) <= tol : abs(linesReach) < 1e-9, "\(linesReach)")
    }

    /// Zero-length subpaths: round cap → disc of area π(w/2)², square cap → axis-aligned square of
    /// side w, butt cap → nothing; a lone move is never stroked.
    @Test(arguments: [LineCap.round, .square, .butt])
    func zeroLengthSubpath(cap: LineCap) {
        let p = Point(30, 40), h = 4.0
        for path in [Path([.move(p), .line(p)]), Path([.move(p), .close]),
                     Path([.move(p), .cubic(p, p, p), .arc(center: p, radius: 0, startAngle: 0, sweep: 3)])] {
            let o = Stroker.stroke(path, style: StrokeStyle(width: 2 * h, cap: cap), tolerance: tol)
            switch cap {
            case .butt: #expect(o.isEmpty)
            case .square:
                #expect(abs(shoelaceArea(o) - 4 * h * h) < 1e-9)
                #expect(o.bounds == Rect(minX: p.x - h, minY: p.y - h, maxX: p.x + h, maxY: p.y + h))
            case .round:
                // The dot is a regular polygon at the area-preserving radius (straddleFactor):
                // its area is the disc's, its vertices lie just outside the circle, within tol.
                let a = shoelaceArea(o), disc = Double.pi * h * h
                #expect(abs(a - disc) <= 1e-9 * disc)
                let radii = o.points.map { $0.distance(to: p) }
                #expect(radii.allSatisfy { $0 >= h && $0 <= h + tol })
                #expect((radii.max() ?? 0) - (radii.min() ?? 0) < 1e-9)
            }
        }
        #expect(Stroker.stroke(Path([.move(p)]), style: StrokeStyle(width: 2 * h, cap: cap), tolerance: tol).isEmpty)
    }

    /// A stroked circle (radius r, half-width h): the outer contour stays within the tolerance of
    /// the true offset circle r + h inside (offset edges dip inside by at most the chord's
    /// sagitta) and within twice the tolerance outside (centre-line vertices sit outside the
    /// circle by up to ⅔·tol so that chords straddle it, and miters at curve vertices poke out by
    /// at most the tolerance beyond that), so its area is
    /// π(r + h)² within tolerance × perimeter; no edge of the inner contour comes closer to the
    /// centre than r − h − tolerance. (The inner contour also pivots through centre-line vertices next
    /// to the short tangent chords at the curve's ends: overlap the nonzero rule absorbs, so the
    /// shoelace area of the whole outline is not the ring area; see StrokeWindingTests.)
    @Test(arguments: [(50.0, 20.0), (8.0, 6.0), (100.0, 2.0)])
    func circleRing(r: Double, h: Double) {
        let c = Point(200, 200)
        let o = Stroker.stroke(Path.circle(center: c, radius: r), style: StrokeStyle(width: 2 * h), tolerance: tol)
        #expect(o.contourEnds.count == 2)
        let contours = o.contours.map(Array.init).sorted {
            shoelaceArea(FillOutline(points: $0, contourEnds: [$0.count])) > shoelaceArea(FillOutline(points: $1, contourEnds: [$1.count]))
        }
        let outer = contours[0], inner = contours[1]
        let outerArea = shoelaceArea(FillOutline(points: outer, contourEnds: [outer.count]))
        #expect(abs(outerArea - Double.pi * (r + h) * (r + h)) <= tol * 2 * Double.pi * (r + h))
        var lo = Double.infinity, hi = -Double.infinity
        for i in outer.indices {
            hi = max(hi, outer[i].distance(to: c))
            lo = min(lo, distance(c, segment: outer[i], outer[(i + 1) % outer.count]))
        }
        #expect(hi <= r + h + 2 * tol * 1.0001)
        #expect(lo >= r + h - tol * 1.0001)
        var innerLo = Double.infinity
        for i in inner.indices { innerLo = min(innerLo, distance(c, segment: inner[i], inner[(i + 1) % inner.count])) }
        #expect(innerLo >= r - h - tol * 1.0001)
    }
}
