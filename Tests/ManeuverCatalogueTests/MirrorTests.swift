import Testing
import IconGeometry
@testable import ManeuverCatalogue

/// Mirror invariants (icon spec §5): each …LEFT… glyph is the horizontal mirror (about x = 48) of
/// its …RIGHT… twin; ROUNDABOUT_<d>_CLOCKWISE mirrors ROUNDABOUT_<mirror d>_COUNTERCLOCKWISE;
/// the U-turns mirror each other. Compared on points sampled from each element's definition,
/// the mirror applied to the points by the test itself.
@Suite("Mirror pairs")
struct MirrorTests {
    /// Decision: geometry mirrored by construction agrees to 1e-9 pt point for point, with the
    /// same layers, roles, paints and stroke widths, so the rasterized twins agree to within
    /// 1/255 (checked on pixels by the renderer's tests).
    static func expectMirrored(_ a: Glyph, _ b: Glyph, axis: Double, _ label: String) {
        #expect(a.width == b.width && a.height == b.height)
        #expect(a.layers.map(\.role) == b.layers.map(\.role), "\(label): roles")
        #expect(a.layers.map(\.shapes.count) == b.layers.map(\.shapes.count), "\(label): shape counts")
        let sa = a.layers.flatMap(\.shapes), sb = b.layers.flatMap(\.shapes)
        for (x, y) in zip(sa, sb) {
            #expect(x.paint == y.paint, "\(label): paint")
            let px = Sample.points(x.path), py = Sample.points(y.path).map { Sample.mirror($0, about: axis) }
            #expect(px.count == py.count, "\(label): sample counts")
            let worst = zip(px, py).map { $0.distance(to: $1) }.max() ?? 0
            #expect(worst < 1e-9, "\(label): points differ by \(worst)")
        }
    }

    @Test("The pair list covers the spec's pairs")
    func pairList() {
        let pairs = Maneuver.mirrorPairs
        // 15 non-roundabout LEFT names, 10 clockwise roundabouts, 3 U-turn pairs (turn, on-ramp, off-ramp).
        #expect(pairs.count == 15 + 10 + 3)
        #expect(pairs.contains { $0.left == .roundaboutLeftClockwise && $0.right == .roundaboutRightCounterClockwise })
        #expect(pairs.contains { $0.left == .turnUTurnClockwise && $0.right == .turnUTurnCounterClockwise })
        #expect(pairs.contains { $0.left == .destinationLeft && $0.right == .destinationRight })
    }

    @Test("Each LEFT/CLOCKWISE glyph is the mirror of its twin")
    func maneuverPairs() throws {
        for (l, r) in Maneuver.mirrorPairs {
            Self.expectMirrored(try ManeuverGlyphs.glyph(for: l), try ManeuverGlyphs.glyph(for: r), axis: 48,
                                "\(l.docsName) vs \(r.docsName)")
        }
    }

    /// The mirror is not trivial: left twins point left, right twins right.
    @Test("Left twins point left, right twins right")
    func sides() throws {
        for m: Maneuver in [.turnRight, .turnSlightRight, .turnSharpRight, .forkRight, .offRampRight, .offRampSlightRight, .offRampSharpRight] {
            let right = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: m)))
            let leftName = m.docsName.replacingOccurrences(of: "RIGHT", with: "LEFT")
            let left = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: try Maneuver(parsing: leftName))))
            #expect(right.center.x > 48 && left.center.x < 48, "\(m.docsName)")
        }
        // Destination: the pin (the shape with a hole: two subpaths) stands on the named side.
        let pinRight = try ManeuverGlyphs.glyph(for: .destinationRight).shapes(.primary).first { shape in
            shape.path.elements.filter { if case .move = $0 { return true } else { return false } }.count == 2
        }
        #expect(try #require(pinRight).inkBounds.minX > 48)
        // Merge left: the path ends on the left, having come from the right.
        let merge = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: .mergeLeft)))
        #expect(merge.center.x < 48)
    }

    /// Turn geometry by meaning (headings on screen, y down: 0 east, −90 north, 90 south).
    /// Decision: named turns point within 1° of their nominal heading.
    @Test("Turns point where they say", arguments: [
        (Maneuver.straight, -90.0), (.turnRight, 0), (.turnLeft, 180), (.turnSlightRight, -45), (.turnSlightLeft, -135),
        (.turnSharpRight, 45), (.turnSharpLeft, 135), (.turnUTurnClockwise, 90), (.turnUTurnCounterClockwise, 90),
        (.offRampRight, 0), (.offRampSharpLeft, 135), (.depart, -90),
    ])
    func turnHeadings(_ m: Maneuver, _ heading: Double) throws {
        let h = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: m)))
        #expect(Sample.angleDifference(h.degrees, heading) < 1, "\(m.docsName): \(h.degrees)")
    }

    /// Spec §4: a U-turn CLOCKWISE turns right and comes back down on the right;
    /// COUNTERCLOCKWISE turns left and comes down on the left.
    @Test("U-turn sides")
    func uTurnSides() throws {
        let cw = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: .turnUTurnClockwise)))
        let ccw = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: .turnUTurnCounterClockwise)))
        #expect(cw.center.x > 48 && ccw.center.x < 48)
        // The stem goes up first: the path starts at the bottom on the opposite side.
        let stem = try #require(try ManeuverGlyphs.glyph(for: .turnUTurnClockwise).shapes(.primary).first)
        let pts = Sample.points(stem.path)
        #expect(pts[0].x < 48 && pts[1].y < pts[0].y)
    }

    @Test("Lane shapes: each LEFT shape mirrors its RIGHT twin in its cell")
    func laneShapes() throws {
        for (l, r) in [(LaneShape.slightLeft, LaneShape.slightRight), (.normalLeft, .normalRight),
                       (.sharpLeft, .sharpRight), (.uTurnLeft, .uTurnRight)] {
            for layout in [LaneLayout.standard, .carPlay] {
                let a = try #require(try LaneGlyphs.glyph(for: [Lane(laneDirections: [LaneDirection(laneShape: l, recommended: true)])], layout: layout))
                let b = try #require(try LaneGlyphs.glyph(for: [Lane(laneDirections: [LaneDirection(laneShape: r, recommended: true)])], layout: layout))
                Self.expectMirrored(a, b, axis: a.width / 2, "\(l.docsName) vs \(r.docsName)")
            }
        }
    }
}
