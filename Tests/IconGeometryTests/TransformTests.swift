import Foundation
import Testing
@testable import IconGeometry

/// Affine transforms: y down, positive angles clockwise on screen, `a.concatenating(b)` applies
/// `a` first.
@Suite struct TransformTests {
    func close(_ p: Point, _ q: Point, _ eps: Double = 1e-12) -> Bool { p.distance(to: q) <= eps }

    @Test func basicMaps() {
        #expect(Transform.translation(3, -2).apply(Point(1, 1)) == Point(4, -1))
        #expect(Transform.scale(2, 3).apply(Point(1, 1)) == Point(2, 3))
        // +90° takes +x to +y: on screen (y down) that is clockwise.
        #expect(close(Transform.rotation(.pi / 2).apply(Point(1, 0)), Point(0, 1)))
        #expect(close(Transform.rotation(.pi / 2, about: Point(10, 10)).apply(Point(11, 10)), Point(10, 11)))
        #expect(Transform.horizontalMirror(about: 48).apply(Point(10, 5)) == Point(86, 5))
        #expect(Transform.verticalMirror(about: 48).apply(Point(10, 5)) == Point(10, 91))
    }

    @Test func concatenationOrder() {
        let t = Transform.translation(10, 0).concatenating(.scale(2))
        #expect(t.apply(Point(1, 1)) == Point(22, 2))   // translate first, then scale
        let u = Transform.scale(2).concatenating(.translation(10, 0))
        #expect(u.apply(Point(1, 1)) == Point(12, 2))
        let m = Transform.horizontalMirror(about: 48)
        #expect(m.concatenating(m).apply(Point(7, 9)) == Point(7, 9))
        #expect(m.determinant < 0)
        #expect(m.isSimilarity && Transform.rotation(0.3).isSimilarity && !Transform.scale(1, 2).isSimilarity)
    }

    /// The similarity test is relative: a tiny or huge scale is judged like a unit one (review
    /// 10: an absolute tolerance passed any anisotropy below a scale of 1e-6, so a circle under
    /// scale(1e-7, 3e-7) stayed a circle instead of becoming an ellipse).
    @Test(arguments: [1e-300, 1e-200, 1e-160, 1e-7, 1e-3, 1.0, 1e7, 1e155, 1e300])
    func similarityAtAnyScale(_ k: Double) {
        #expect(Transform.scale(k).isSimilarity)
        #expect(Transform.rotation(0.7).concatenating(.scale(k)).isSimilarity)
        #expect(Transform.scale(k).concatenating(.horizontalMirror(about: 3)).isSimilarity)
        #expect(!Transform.scale(k, 3 * k).isSimilarity)
        #expect(!Transform.scale(k, k * (1 + 1e-9)).isSimilarity)
        #expect(!Transform(a: k, b: 0, c: k * 1e-6, d: k, tx: 0, ty: 0).isSimilarity)   // a shear
        let ellipse = Path.circle(center: .zero, radius: 1 / k).transformed(by: .scale(k, 3 * k))
        #expect(!ellipse.elements.contains { if case .arc = $0 { return true } else { return false } })
        // The scale itself, for arc radii and stroke widths: √|det| overflowed beyond 1.3e154 (a
        // circle's radius became infinite and it vanished) and underflowed below 1e-162 (radius
        // 0; review 14).
        for t in [Transform.scale(k), Transform.rotation(0.7).concatenating(.scale(-k))] {
            #expect(abs(t.uniformScale / k - 1) <= 1e-15, "scale \(k)")
        }
        let circle = Path.circle(center: Point(1, 0), radius: 1).transformed(by: .scale(k))
        guard case .arc(_, let radius, _, _)? = circle.elements.first else { Issue.record("no arc"); return }
        #expect(abs(radius / k - 1) <= 1e-15)
        let stroke = Shape.stroke(Path.circle(center: .zero, radius: 1), StrokeStyle(width: 2)).transformed(by: .scale(k))
        guard case .stroke(let style) = stroke.paint else { Issue.record("not a stroke"); return }
        #expect(abs(style.width / (2 * k) - 1) <= 1e-15)
    }

    /// Arcs stay arcs under similarities (mirroring flips the sweep) and become cubics otherwise;
    /// either way the transformed path passes through the transformed points of the arc.
    @Test func arcsUnderTransforms() {
        let arc = Path([.arc(center: Point(20, 20), radius: 10, startAngle: 0, sweep: .pi / 2)])
        let mirrored = arc.transformed(by: .horizontalMirror(about: 0))
        guard case .arc(let c, let r, let s, let w) = mirrored.elements[0] else { Issue.record("not an arc"); return }
        #expect(close(c, Point(-20, 20)) && abs(r - 10) < 1e-12 && abs(w + .pi / 2) < 1e-12)
        #expect(close(Point(c.x + r * cos(s), c.y + r * sin(s)), Point(-30, 20)))
        let sheared = arc.transformed(by: .scale(1, 2))
        #expect(sheared.elements.contains { if case .cubic = $0 { return true } else { return false } })
        let outline = sheared.flattened(tolerance: 0.001)
        // End point of the arc (20, 30) maps to (20, 60).
        #expect(outline.points.contains { close($0, Point(20, 60), 1e-9) })
        #expect(abs(arc.controlBounds.maxX - 30) < 1e-12 && abs(arc.controlBounds.maxY - 30) < 1e-12)
    }
}
