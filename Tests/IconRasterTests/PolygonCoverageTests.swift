import Foundation
import IconGeometry
import Testing
@testable import IconRaster

/// Simple polygons against the test-only exact reference (clip to each pixel square, shoelace).
/// Tolerance 1e-5 per pixel: float rounding only (the requirement is 1/255 ≈ 4e-3).
@Suite struct PolygonCoverageTests {
    static let triangles: [[Point]] = [
        [Point(1.3, 0.7), Point(9.6, 4.2), Point(3.1, 8.9)],
        [Point(0.5, 0.5), Point(10.5, 0.5), Point(0.5, 9.5)],            // axis-aligned legs
        [Point(2, 1), Point(8, 1), Point(5, 9)],                          // vertices on pixel corners
        [Point(0.2, 5.1), Point(11.7, 5.6), Point(0.4, 5.9)],             // long thin sliver
        [Point(6.01, 0.3), Point(6.2, 9.8), Point(5.9, 9.7)],             // near-vertical sliver
        [Point(-2.5, 3.3), Point(14.2, -1.7), Point(6.6, 12.4)],          // crosses every edge
    ]

    @Test(arguments: triangles)
    func triangleMatchesExactArea(_ tri: [Point]) throws {
        let w = 12, h = 10
        let expected = exactCoverage(tri, width: w, height: h)
        for vertices in [tri, Array(tri.reversed())] {
            let cov = try cover([vertices], width: w, height: h)
            #expect(maxDifference(cov, expected) <= roundingTolerance)
            // Sum of coverage = triangle area inside the canvas.
            let sum = cov.reduce(0.0) { $0 + Double($1) }
            #expect(abs(sum - expected.reduce(0, +)) <= 1e-4)
        }
    }

    /// A triangle fully inside: total coverage is its area by the shoelace formula, and two
    /// pixels worked out by hand match. Triangle (0,0)-(4,0)-(0,4): pixel (1,1) lies below the
    /// hypotenuse x + y = 4 entirely → 1; pixel (2,1) is cut along its diagonal x + y = 4 from
    /// (3,1) to (2,2) → 1/2; pixel (3,0) → 1/2; pixel (3,1) → 0.
    @Test func rightTriangleByHand() throws {
        let cov = try cover([[Point(0, 0), Point(4, 0), Point(0, 4)]], width: 5, height: 5)
        #expect(abs(cov.reduce(0, +) - 8) < 1e-5)
        #expect(abs(cov[1 * 5 + 1] - 1) < 1e-6)
        #expect(abs(cov[1 * 5 + 2] - 0.5) < 1e-6)
        #expect(abs(cov[0 * 5 + 3] - 0.5) < 1e-6)
        #expect(cov[1 * 5 + 3] == 0)
    }

    static func disc(cx: Double, cy: Double, r: Double, n: Int) -> [Point] {
        (0 ..< n).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return Point(cx + r * cos(a), cy + r * sin(a))
        }
    }

    /// A 256-gon of radius 20.3: per-pixel exact, total = polygon area, and total within the
    /// polygon's own approximation error of πr² (n/2·r²·sin(2π/n) vs πr²).
    @Test func discPolygon() throws {
        let n = 256, r = 20.3
        let poly = Self.disc(cx: 32.4, cy: 31.7, r: r, n: n)
        let cov = try cover([poly], width: 64, height: 64)
        #expect(maxDifference(cov, exactCoverage(poly, width: 64, height: 64)) <= roundingTolerance)
        let sum = cov.reduce(0.0) { $0 + Double($1) }
        let polygonArea = Double(n) / 2 * r * r * sin(2 * Double.pi / Double(n))
        #expect(abs(sum - polygonArea) < 1e-3)
        #expect(abs(sum - Double.pi * r * r) <= (Double.pi * r * r - polygonArea) + 1e-3)
    }

    /// Translating by whole pixels shifts the pixels: coverage equal up to rounding of the
    /// shifted coordinates (1e-6), composited bytes identical.
    @Test func translationByWholePixelsShiftsPixels() throws {
        let poly = Self.disc(cx: 10.37, cy: 11.61, r: 7.3, n: 37)
        let (dx, dy) = (13, 6)
        let moved = poly.map { Point($0.x + Double(dx), $0.y + Double(dy)) }
        let w = 40, h = 30
        let a = try cover([poly], width: w, height: h)
        let b = try cover([moved], width: w, height: h)
        var pa = try Pixmap(width: w, height: h), pb = try Pixmap(width: w, height: h)
        var r = Rasterizer()
        try r.fill([FillItem(outline(poly), rule: .nonZero)], color: .white, into: &pa)
        try r.fill([FillItem(outline(moved), rule: .nonZero)], color: .white, into: &pb)
        for y in 0 ..< h {
            for x in 0 ..< w {
                let sx = x + dx, sy = y + dy
                guard sx < w, sy < h else { continue }
                #expect(abs(a[y * w + x] - b[sy * w + sx]) <= 1e-6)
                #expect(pa.pixel(x, y) == pb.pixel(sx, sy))
            }
        }
        #expect(a.reduce(0, +) > 100)   // the shape is really there
    }

    /// Mirroring x → width − x mirrors the coverage (up to rounding).
    @Test func horizontalMirrorSymmetry() throws {
        let w = 31, h = 20
        let poly = [Point(3.3, 2.2), Point(17.9, 4.1), Point(12.4, 18.7), Point(6.1, 11.05), Point(1.2, 16.3)]
        let mirrored = poly.map { Point(Double(w) - $0.x, $0.y) }
        let a = try cover([poly], width: w, height: h)
        let b = try cover([mirrored], width: w, height: h)
        for y in 0 ..< h {
            for x in 0 ..< w {
                #expect(abs(a[y * w + x] - b[y * w + (w - 1 - x)]) <= 1e-6)
            }
        }
    }

    /// Contours with fewer than three distinct points or zero area cover nothing.
    @Test func degenerateContoursCoverNothing() throws {
        let flat = [Point(1, 1), Point(5, 1), Point(9, 1)]          // horizontal only
        let line = [Point(1, 1), Point(5, 7)]                        // there and back
        let point = [Point(2.5, 2.5), Point(2.5, 2.5), Point(2.5, 2.5)]
        let cov = try cover([flat, line, point], width: 10, height: 10)
        #expect(cov.allSatisfy { $0 == 0 })
    }
}
