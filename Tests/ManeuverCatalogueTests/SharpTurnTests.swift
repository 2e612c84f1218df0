import Testing
import Foundation
import IconGeometry
@testable import ManeuverCatalogue

/// Sharp turns read as sharp at a glance (issue 23): the arrow points back, 135° from the
/// approach, at the end of a long straight leg, not level with the bend.
@Suite("Sharp turns")
struct SharpTurnTests {
    /// Decision: after the 135° bend the path runs straight on for at least 24 pt before the
    /// head (with 12 pt, the head sat beside the bend and the glyph passed for a plain right
    /// turn), and the head's centre lies at least 25 pt below the bend's top. The ramps that
    /// share the glyph, and the left twins, too.
    @Test("Sharp turns point back from the end of a long leg",
          arguments: [Maneuver.turnSharpRight, .turnSharpLeft, .onRampSharpRight, .onRampSharpLeft])
    func sharp(_ m: Maneuver) throws {
        let g = try ManeuverGlyphs.glyph(for: m)
        let h = try #require(Sample.headDirection(g))
        #expect(Sample.angleDifference(h.degrees, m.docsName.contains("RIGHT") ? 45 : 135) < 1e-9)
        let stem = try #require(g.shapes(.primary).first)
        let pts = Sample.points(stem.path, n: 64)
        let end = try #require(pts.last)
        let d = Point(cos(h.degrees * .pi / 180), sin(h.degrees * .pi / 180))
        // Back from the end while the samples stay on the leg's line.
        let leg = pts.reversed().prefix { abs(($0 - end).cross(d)) < 1e-6 }
        let run = end.distance(to: try #require(leg.last)) - GlyphMetrics.headOverlap
        #expect(run >= 24, "\(m.docsName): \(run) pt straight before the head")
        let top = pts.map(\.y).min() ?? 0
        #expect(h.center.y - top >= 25, "\(m.docsName): head \(h.center.y - top) pt below the bend's top")
    }
}
