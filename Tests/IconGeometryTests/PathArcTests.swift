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
