import Foundation
import Testing
@testable import IconGeometry

/// Arc building and queries on `Path`: sweeps normalised by direction, bounds of arcs, and huge or
/// non-finite angles that must return promptly (these loops used to step by 2π and could hang).
struct PathArcTests {
    func sweep(_ p: Path) -> Double {
        guard case .arc(_, _, _, let w)? = p.elements.last else { return .nan }
        return w
    }

    /// Clockwise (on screen) sweeps are in [0, 2π) when the raw difference is negative;
    /// counterclockwise ones in (−2π, 0] when it is positive.
    @Test func sweepFollowsDirection() {
        var p = Path()
        p.arc(center: .zero, radius: 1, startAngle: 0, endAngle: -Double.pi / 2, clockwise: true)
        #expect(abs(sweep(p) - 3 * Double.pi / 2) < 1e-12)
        p.arc(center: .zero, radius: 1, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(abs(sweep(p) + 3 * Double.pi / 2) < 1e-12)
        p.arc(center: .zero, radius: 1, startAngle: 1, endAngle: 2, clockwise: true)
        #expect(sweep(p) == 1)
        p.arc(center: .zero, radius: 1, startAngle: 0, endAngle: -2 * Double.pi, clockwise: true)
        #expect(sweep(p) == 0)
        p.arc(center: .zero, radius: 1, startAngle: 0, endAngle: -1e300, clockwise: true) // must not hang
        #expect(sweep(p) >= 0 && sweep(p) < 2 * Double.pi)
        p.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 1e300, clockwise: false)
        #expect(sweep(p) <= 0 && sweep(p) > -2 * Double.pi)
        p.arc(center: .zero, radius: 1, startAngle: 0, endAngle: .nan, clockwise: true)
        #expect(sweep(p).isNaN)
    }

    /// Whole quarter turns give exact axis vectors however the angle was computed (a product in
    /// degrees, a sum of radians), so an arc ending straight up is followed by an exactly
    /// vertical line; zeros keep the sign `cos` and `sin` give (so `atan2` stays on the angle's
    /// side of ±π); every other angle, and every angle beyond `unitSnapLimit` quarter turns,
    /// gives `cos` and `sin` bit for bit.
    @Test func unitVectorIsExactAtQuarterTurns() {
        let axes = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1)]
        for k in -12 ... 12 {
            let expected = axes[((k % 4) + 4) % 4]
            #expect(Point.unit(angle: Double(k) * (Double.pi / 2)) == expected, "quarter \(k)")
            #expect(Point.unit(angle: Double(k * 90) * .pi / 180) == expected, "\(k * 90)°")
        }
        #expect(Point.unit(angle: -Double.pi + Double.pi / 2) == Point(0, -1))
        #expect(Point.unit(angle: Double.pi + Double.pi / 2) == Point(0, -1))
        #expect(cos(Double.pi / 2) != 0)   // what the snap is for
        for a in [0.1, 1.0, Double.pi / 4, 3.0, -2.5, Double.pi / 2 + 1e-9, 1e7 + 0.5, 1e15, 5e15, -3e14] {
            let u = Point.unit(angle: a)
            #expect(u.x.bitPattern == cos(a).bitPattern && u.y.bitPattern == sin(a).bitPattern, "angle \(a)")
        }
        // Signed zeros: −π is (−1, −0), so a similarity transform keeps the start angle at −π.
        #expect(Point.unit(angle: -Double.pi).y.sign == .minus)
        #expect(Point.unit(angle: Double.pi).y.sign == .plus)
        #expect(atan2(Point.unit(angle: -Double.pi).y, Point.unit(angle: -Double.pi).x) == -Double.pi)
        let arc = Path([.arc(center: Point(60, 50), radius: 50, startAngle: -Double.pi, sweep: Double.pi / 4)])
        #expect(arc.transformed(by: .scale(1)) == arc)
        #expect(Point.unit(angle: .nan).x.isNaN)
        #expect(Point.unit(angle: .infinity).x.isNaN)
        // A rotation by a quarter turn is exact too.
        #expect(Transform.rotation(Double.pi / 2).apply(Point(3, 0)) == Point(0, 3))
    }

    /// A quarter arc from the left of its centre to its top, then a line straight up: flattened,
    /// the arc ends exactly above the centre and the line stays on that x.
    @Test func lineAfterAQuarterArcIsExactlyVertical() {
        let c = Point(0.25, 160.5), r = 100.0
        var p = Path([.move(Point(c.x - r, c.y + 10)), .line(Point(c.x - r, c.y))])
        p.arc(center: c, radius: r, startAngle: Double.pi, sweep: Double.pi / 2)
        p.line(to: Point(c.x, c.y - r - 20))
        let outline = p.flattened(tolerance: 0.002)
        let pts = outline.points
        #expect(pts.count > 10)
        #expect(pts[pts.count - 2] == Point(c.x, c.y - r))
        #expect(pts[pts.count - 1].x == pts[pts.count - 2].x)
        // The arc starts exactly on the first line's end, left of the centre.
        #expect(pts[1] == Point(c.x - r, c.y))
    }

    /// `reversed()` covers the same region with the opposite winding: each flattened contour's
    /// area changes sign. Arcs are read as flattening reads them, sweeps beyond a full turn
    /// clamped to one (a sweep of 3π used to end the reversed arc half a turn away).
    @Test(arguments: [Double.pi / 3, 2 * Double.pi, 3 * Double.pi, -5 * Double.pi])
    func reversedPathHasTheOppositeArea(_ sweep: Double) {
        func areas(_ p: Path) -> [Double] {
            p.flattened(tolerance: 0.002).contours.map { slice in
                let c = Array(slice)
                var a = 0.0
                for i in c.indices { let q = c[(i + 1) % c.count]; a += c[i].x * q.y - q.x * c[i].y }
                return a / 2
            }
        }
        var p = Path([.move(Point(10, 10)), .line(Point(40, 12))])
        p.arc(center: Point(40, 30), radius: 18, startAngle: -Double.pi / 2, sweep: sweep)
        p.line(to: Point(12, 44))
        p.close()
        p.append(Path([.move(Point(70, 70)), .quad(Point(90, 60), Point(95, 90)), .cubic(Point(80, 99), Point(75, 80), Point(70, 70)), .close]))
        let forward = areas(p), backward = areas(p.reversed())
        #expect(forward.count == 2 && backward.count == 2)
        for (f, b) in zip(forward, backward) {
            #expect(abs(f) > 100)
            #expect(abs(f + b) < 1e-6 * abs(f), "areas \(f) and \(b)")
        }
    }

    /// A quarter arc's bounds are exactly its quarter of the circle's box; a full turn gives the box.
    @Test func arcBounds() {
        let c = Point(10, 20), r = 5.0
        let quarter = Path([.arc(center: c, radius: r, startAngle: 0, sweep: Double.pi / 2)]).controlBounds
        #expect(abs(quarter.minX - c.x) < 1e-12 && quarter.maxX == c.x + r)
        #expect(quarter.minY == c.y && abs(quarter.maxY - (c.y + r)) < 1e-12)
        let full = Path.circle(center: c, radius: r).controlBounds
        #expect(abs(full.minX - (c.x - r)) < 1e-12 && abs(full.maxY - (c.y + r)) < 1e-12)
        // Huge angles: bounded work, result inside the circle's box.
        let huge = Path([.arc(center: c, radius: r, startAngle: -1e300, sweep: 1)]).controlBounds
        #expect(huge.minX >= c.x - r - 1e-9 && huge.maxX <= c.x + r + 1e-9)
    }

    /// `arcAsCubics` clamps to one turn: at most four pieces, however large the sweep.
    @Test func arcAsCubicsIsBounded() {
        #expect(Path.arcAsCubics(center: .zero, radius: 1, startAngle: 0, sweep: 1e9).count == 4)
        #expect(Path.arcAsCubics(center: .zero, radius: 1, startAngle: 0, sweep: -Double.pi / 4).count == 1)
        #expect(Path.arcAsCubics(center: .zero, radius: 1, startAngle: 0, sweep: .infinity).isEmpty)
        // Non-uniform transforms turn arcs into these cubics: still flattens promptly.
        let squashed = Path([.arc(center: .zero, radius: 50, startAngle: 0, sweep: 1e9)])
            .transformed(by: .scale(2, 1))
        #expect(squashed.elements.count == 5) // the line to the start, then four cubics
    }
}

/// Review 10: huge start angles, non-finite arcs under a non-similarity, malformed outlines.
struct PathArcEdgeTests {
    /// A start angle of 1e17 made `start + sweep == start`: flattening drew a one-radian arc
    /// plus a chord back to its start (area 1.68 instead of the sector's 12.5) and
    /// `controlBounds` was a single point. Such angles are reduced modulo 2π first, so the arc
    /// is the one at the reduced angle: same area and bounds.
    @Test(arguments: [1e17, -3e9, 1e300])
    func hugeStartAngleIsReduced(_ start: Double) {
        let reduced = start.remainder(dividingBy: 2 * Double.pi)
        func sector(_ s: Double) -> Path {
            Path([.move(Point(10, 10)), .arc(center: Point(10, 10), radius: 5, startAngle: s, sweep: 1), .close])
        }
        let huge = sector(start), small = sector(reduced)
        #expect(abs(shoelaceArea(huge.flattened()) - 12.5) < 1e-3)
        #expect(huge.flattened() == small.flattened())
        #expect(huge.controlBounds == small.controlBounds && huge.controlBounds.width > 1)
        let stretch = Transform.scale(1, 2)
        #expect(huge.transformed(by: stretch).flattened() == small.transformed(by: stretch).flattened())
        #expect(abs(shoelaceArea(huge.transformed(by: stretch).flattened()) - 25) < 1e-2)
        // Ordinary angles are kept bit for bit.
        #expect(Path.effectiveStartAngle(5.5) == 5.5 && Path.effectiveStartAngle(-1e6) == -1e6)
    }

    /// An arc with a non-finite value is skipped by flattening; under a non-similarity its
    /// transformed path must skip it too (it gained a line to the arc's start).
    @Test(arguments: [Double.nan, .infinity])
    func nonFiniteArcIsSkippedAfterTransforming(_ sweep: Double) {
        let path = Path([.move(Point(0, 0)), .line(Point(10, 0)),
                         .arc(center: Point(5, 5), radius: 3, startAngle: 0, sweep: sweep), .line(Point(10, 10)), .close])
        let stretch = Transform.scale(1, 2)
        #expect(path.transformed(by: stretch).flattened() == path.flattened().transformed(by: stretch))
    }

    /// `contours` of an outline whose `contourEnds` do not fit its points is empty, not a trap
    /// (the rasterizer throws `.malformedOutline` for the same outline).
    @Test func malformedOutlineHasNoContours() {
        #expect(FillOutline(points: [], contourEnds: [3]).contours.isEmpty)
        #expect(!FillOutline(points: [Point(0, 0), Point(1, 0), Point(0, 1)], contourEnds: [3, 1]).isWellFormed)
        let ok = FillOutline(points: [Point(0, 0), Point(1, 0), Point(0, 1)], contourEnds: [3])
        #expect(ok.isWellFormed && ok.contours.count == 1)
    }
}

/// Found by `scripts/fuzz raster`: curves near ±1e308 overflowed the power-basis coefficients, so
/// flattening produced NaN vertices, and the stroker then gave every NaN vertex a round join of
/// the most chords: 100 million outline points, 3.4 GB and 10 s for one 64-element path. Such
/// curves are evaluated in the Bernstein form (weights summing to 1, no overflow), and a join
/// whose angle is NaN adds no chords.
struct HugeCurveTests {
    @Test func curvesNearTheDoubleRangeFlattenToFiniteVertices() {
        var path = Path()
        path.move(to: Point(-1e308, 0))
        path.cubic(to: Point(1e308, 0), control1: Point(-1e308, 1e308), control2: Point(1e308, 1e308))
        path.quad(to: Point(-1e308, 0), control: Point(0, -1.5e308))
        let outline = path.flattened()
        #expect(outline.isFinite && outline.points.count > 100)
        // The cubic's top is at t = 1/2: (0, 0.75e308); the quad's bottom at (0, -0.75e308).
        let ys = outline.points.map(\.y)
        #expect(abs(ys.max()! - 0.75e308) < 1e300 && abs(ys.min()! + 0.75e308) < 1e300)
        // Review 12: finite coefficients whose sum overflows (a = 1.6e308, b = 0.4e308).
        var quad = Path()
        quad.move(to: Point(-1e308, 0))
        quad.quad(to: Point(1e308, 1), control: Point(-0.8e308, 0))
        #expect(quad.flattened().isFinite)
    }

    @Test func strokeOfAHugeCurveStaysSmall() {
        var path = Path()
        path.line(to: Point(-9.659121863640371e+307, -1.0126708221200887e+308))
        path.close()
        for _ in 0..<8 {
            path.cubic(to: Point(1.0000000065253906e+18, 2e+18), control1: Point(-296875000.014698, -298828125.46484375),
                       control2: Point(6525390624.985302, 6523437499.535156))
            path.cubic(to: Point(-9.659121863640371e+307, -1.0126708221200887e+308), control1: Point(1e18, 1e18),
                       control2: Point(-1e300, 1e300))
        }
        let outline = Stroker.stroke(path, style: StrokeStyle(width: 1e9, join: .round, cap: .round, miterLimit: 1e9))
        #expect(outline.points.count < 500_000, "\(outline.points.count) outline points")
    }
}
