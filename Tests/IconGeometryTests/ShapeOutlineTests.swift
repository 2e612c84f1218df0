import Foundation
import Testing
@testable import IconGeometry

/// `Shape.fillOutline`: fills keep their rule and flatten the path; strokes become the stroke
/// outline filled with nonzero. Plus stroker robustness on degenerate input.
struct ShapeOutlineTests {
    @Test func fillKeepsRuleAndFlattens() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let (outline, rule) = Shape.fill(square, rule: .evenOdd).fillOutline(tolerance: 0.002)
        #expect(rule == .evenOdd)
        #expect(outline.points == [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)])
        #expect(abs(shoelaceArea(outline) - 100) < 1e-12)
    }

    @Test func strokeBecomesNonZeroOutline() {
        let line = Path([.move(Point(0, 0)), .line(Point(20, 0))])
        let (outline, rule) = Shape.stroke(line, StrokeStyle(width: 4)).fillOutline(tolerance: 0.002)
        #expect(rule == .nonZero)
        #expect(abs(shoelaceArea(outline) - 80) < 1e-12) // butt caps: w·L
    }

    /// Zero-length segments inside a subpath are ignored: an L of two 10-long arms with duplicated
    /// vertices strokes exactly like the clean L (miter: area w·(L₁ + L₂)).
    @Test func zeroLengthSegmentsInsideAStroke() {
        let p = Point(0, 0), c = Point(10, 0), e = Point(10, 10)
        let messy = Path([.move(p), .line(p), .quad(p, p), .line(c), .cubic(c, c, c), .line(c), .line(e), .line(e)])
        let o = Stroker.stroke(messy, style: StrokeStyle(width: 4, join: .miter), tolerance: 0.002)
        #expect(o.isFinite)
        #expect(abs(shoelaceArea(o) - 4 * 20) < 1e-9)
    }

    /// NaN or infinite geometry and style never crash: a non-finite width strokes nothing, a NaN
    /// miter limit acts as 4, non-finite elements are skipped.
    @Test func nonFiniteStrokeInput() {
        let nan = Double.nan
        let path = Path([.move(Point(0, 0)), .line(Point(nan, 5)), .cubic(Point(1, 1), Point(.infinity, 2), Point(3, 3)),
                         .line(Point(10, 0)), .line(Point(0, 3))])
        for width in [nan, .infinity, -2, 0] {
            #expect(Stroker.stroke(path, style: StrokeStyle(width: width), tolerance: 0.002).isEmpty)
        }
        let o = Stroker.stroke(path, style: StrokeStyle(width: 2, join: .miter, miterLimit: nan), tolerance: nan)
        #expect(o.isFinite && !o.isEmpty)
        // The turn at (10, 0) is ≈ 163°: its miter (ratio ≈ 6.7) exceeds the default limit 4, so bevel.
        #expect(o.points.allSatisfy { $0.x <= 10 + 1 + 1e-9 })
    }

    /// A closed two-point subpath (there and back) with round joins is a stadium: everything within
    /// w/2 of the segment, winding never negative.
    @Test func closedThereAndBack() {
        let o = Stroker.stroke(Path([.move(Point(0, 0)), .line(Point(10, 0)), .close]),
                               style: StrokeStyle(width: 4, join: .round), tolerance: 0.002)
        let r = windingMismatches(o, x: -3...13, y: -3...3, step: 0.2) {
            sideByDistance(distance($0, segment: Point(0, 0), Point(10, 0)), halfWidth: 2, band: 0.01)
        }
        #expect(r.count == 0, "\(r.first)")
    }
}
