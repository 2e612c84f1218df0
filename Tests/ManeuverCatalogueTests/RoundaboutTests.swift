import Testing
import Foundation
import IconGeometry
@testable import ManeuverCatalogue

/// Roundabout semantics (icon spec §4), checked on the public glyphs.
@Suite("Roundabouts")
struct RoundaboutTests {
    /// Compass heading on screen (degrees, y down) of each named exit relative to the entry
    /// heading north, read off the spec: straight N, right E, left W, slight right NE, sharp right
    /// SE, slight left NW, sharp left SW, U-turn S. The same for both circulations.
    static let exitHeading: [String: Double] = [
        "STRAIGHT": -90, "RIGHT": 0, "LEFT": 180, "SLIGHT_RIGHT": -45, "SHARP_RIGHT": 45,
        "SLIGHT_LEFT": -135, "SHARP_LEFT": 135, "U_TURN": 90,
    ]

    static let named: [(Maneuver, String)] = Maneuver.allCases.compactMap { m in
        guard m.roundaboutIsClockwise != nil else { return nil }
        var d = m.docsName.dropFirst("ROUNDABOUT_".count)
        d = d.hasSuffix("_COUNTERCLOCKWISE") ? d.dropLast("_COUNTERCLOCKWISE".count) : d.dropLast("_CLOCKWISE".count)
        return exitHeading[String(d)] == nil ? nil : (m, String(d))
    }

    /// The travelled arc: the first primary stroke along a circle (after the entry's straight
    /// stem). It starts beside the entry's top; the sign of its run in x from there shows which
    /// way the path bends.
    static func firstBend(_ g: Glyph) throws -> Double {
        let ring = try #require(g.shapes(.primary).first { shape in
            guard case .stroke = shape.paint else { return false }
            return shape.path.elements.contains { if case .arc = $0 { return true } else { return false } }
        })
        let pts = Sample.points(ring.path, n: 64)
        let x0 = try #require(pts.first).x
        let off = try #require(pts.first { abs($0.x - x0) > 0.5 })
        return off.x - x0
    }

    /// Angle (radians) by which the travelled arc runs on past the entry's and a radial exit's
    /// centre lines: its butt end meets the stem's edge (6 pt from the centre line) on the
    /// ring's outer edge (radius 17 + 6).
    static let overrun = asin(6.0 / 23)

    @Test("The list of named exits covers the 16 directional roundabouts")
    func namedCount() { #expect(Self.named.count == 16) }

    /// Counterclockwise (right-hand traffic): after the entry the path bends east (x grows);
    /// clockwise: west. Also for the circulation glyphs and any exit angle.
    @Test("Counterclockwise bends east first, clockwise west")
    func firstBendDirection() throws {
        for m in Maneuver.allCases {
            guard let cw = m.roundaboutIsClockwise, m != .roundaboutExitClockwise, m != .roundaboutExitCounterClockwise else { continue }
            let bend = try Self.firstBend(try ManeuverGlyphs.glyph(for: m))
            #expect(cw ? bend < 0 : bend > 0, "\(m.docsName) bends \(bend)")
        }
        for a in stride(from: 1.0, through: 359, by: 7) {
            #expect(try Self.firstBend(try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: a)) > 0)
            #expect(try Self.firstBend(try ManeuverGlyphs.glyph(for: .roundaboutClockwise, exitAngle: a)) < 0)
        }
    }

    /// Decision: each named exit's head points within 1° of its compass heading.
    @Test("Exit arms point in the named direction")
    func exitDirections() throws {
        for (m, d) in Self.named {
            let h = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: m)))
            #expect(Sample.angleDifference(h.degrees, Self.exitHeading[d]!) < 1, "\(m.docsName): head at \(h.degrees)°")
        }
    }

    /// Spec §4: `ROUNDABOUT_RIGHT_COUNTERCLOCKWISE` is a short quarter arc, `…_CLOCKWISE` a three
    /// quarter arc to the same east exit: the clockwise path (its strokes) is longer by about half
    /// a ring (2π·17 / 2 ≈ 53 pt for the 17-pt ring); decision: longer by at least 40 pt.
    @Test("Right exit: quarter arc counterclockwise, three quarters clockwise")
    func travelLength() throws {
        func length(_ m: Maneuver) throws -> Double {
            try ManeuverGlyphs.glyph(for: m).shapes(.primary).reduce(0) { sum, shape in
                guard case .stroke = shape.paint else { return sum }
                return sum + Sample.length(shape.path)
            }
        }
        #expect(try length(.roundaboutRightClockwise) - length(.roundaboutRightCounterClockwise) > 40)
        #expect(try length(.roundaboutLeftCounterClockwise) - length(.roundaboutLeftClockwise) > 40)
    }

    /// The U-turn comes back south beside the entry: counterclockwise on the left (it went round
    /// over the top and down the west side), clockwise on the right; the head clears the entry.
    /// Decision: by at least 3.5 pt (the box allows 4: the head's 34 pt and the 4-pt margin),
    /// so that at 48 px it does not seem to touch the entry; and the way back runs straight down,
    /// parallel to the entry, from the ring's lower half (above y 56) for at least 15 pt before
    /// the head: a hairpin, where the sharp exit's arm slants away from the ring's foot.
    @Test("U-turn exits come back beside the entry")
    func uTurn() throws {
        for (m, left) in [(Maneuver.roundaboutUTurnCounterClockwise, true), (.roundaboutUTurnClockwise, false)] {
            let g = try ManeuverGlyphs.glyph(for: m)
            let h = try #require(Sample.headDirection(g))
            #expect(left ? h.center.x < 48 : h.center.x > 48)
            #expect(h.center.y > 70) // down beside the entry, not up at the ring
            #expect(Sample.angleDifference(h.degrees, 90) < 1e-6)
            // The head stays clear of the entry stem (12 pt wide on x = 48: x 42…54).
            let head = try #require(Sample.head(g))
            #expect(left ? head.inkBounds.maxX <= 42 - 3.5 : head.inkBounds.minX >= 54 + 3.5, "\(head.inkBounds)")
            // The stem's last straight run (under the head) is vertical and long enough.
            let stem = try #require(g.shapes(.primary).last { if case .stroke = $0.paint { return true } else { return false } })
            let pts = Sample.points(stem.path, n: 64)
            let end = try #require(pts.last)
            let vertical = pts.reversed().prefix { abs($0.x - end.x) < 1e-9 }
            let top = vertical.last?.y ?? end.y
            let run = end.y - top - GlyphMetrics.headOverlap
            #expect(run >= 15 && top < 56, "\(run) pt straight down from y \(top) before the head")
        }
    }

    /// Decision: the secondary layer holds only the unused part of the ring, from the exit round to
    /// the entry, running on 2 pt (`ringOverlap`) under the primary at each end so that no seam
    /// shows where the colours meet; the primary the travelled part. (A whole ring under the
    /// primary put the secondary colour into every edge pixel of the travelled arc, found by a
    /// visual review.) Its one arc sweeps 360° less the travelled arc (the travel and `overrun`
    /// at the entry and at a radial exit), plus both overlaps, in the circulation's direction
    /// (counterclockwise: negative on screen, y down).
    @Test("Only the unused ring is secondary, under the primary at its ends")
    func unusedRingOnly() throws {
        for (m, _) in Self.named {
            let g = try ManeuverGlyphs.glyph(for: m)
            #expect(g.layers.map(\.role) == [.secondary, .primary])
            let ring = try #require(g.shapes(.secondary).first)
            let sweeps = ring.path.elements.compactMap { e -> Double? in
                if case .arc(_, _, _, let w) = e { return w } else { return nil }
            }
            let travel = try #require(ManeuverGlyphs.namedExitTravel(m))
            // The primary arc runs from `overrun` before the entry to `overrun` past a radial exit;
            // beyond 320° the path peels off the ring at `RoundaboutGlyphs.peelTravel`.
            let radial = travel <= RoundaboutGlyphs.radialLimit
            let onRing = (radial ? travel : RoundaboutGlyphs.peelTravel) * .pi / 180 + (radial ? 2 : 1) * Self.overrun
            let expected = 2 * .pi - onRing + 2 * RoundaboutGlyphs.ringOverlap / RoundaboutGlyphs.radius
            #expect(sweeps.count == 1)
            // Mirrored (clockwise) glyphs keep the arc's elements with the sweep's sign flipped.
            #expect(abs(abs(sweeps.reduce(0, +)) - expected) < 1e-9, "\(m.docsName): \(sweeps)")
            // Where it lies: it starts 2 pt back inside the travelled arc from the exit (on screen,
            // y down, the counterclockwise path leaves the bottom, π/2, with decreasing angle; the
            // clockwise glyph is its mirror image, π − angle) and runs away from the travelled arc.
            let start = try #require(ring.path.elements.compactMap { e -> Double? in
                if case .arc(_, _, let s, _) = e { return s } else { return nil }
            }.first)
            let ccwStart = Double.pi / 2 + Self.overrun - onRing + RoundaboutGlyphs.ringOverlap / RoundaboutGlyphs.radius
            let clockwise = m.roundaboutIsClockwise == true
            let wanted = clockwise ? Double.pi - ccwStart : ccwStart
            let turn = 2 * Double.pi
            let off = ((start - wanted).truncatingRemainder(dividingBy: turn) + turn).truncatingRemainder(dividingBy: turn)
            #expect(min(off, turn - off) < 1e-9, "\(m.docsName): starts at \(start), wanted \(wanted)")
            #expect((sweeps[0] < 0) != clockwise, "\(m.docsName): runs the wrong way")
        }
    }

    /// Any exit angle 1…359 gives an arm whose head points in the compass direction of that
    /// travel (90° − t on screen counterclockwise, its mirror clockwise). Decision: within 1°,
    /// for 40…359°; below 40° a radial arm would cross the entry, so the glyph is drawn as at 40°
    /// (still a sharp exit just after the entry).
    @Test("Arbitrary exit angles point the right way")
    func arbitraryAngles() throws {
        for t in stride(from: 1.0, through: 359, by: 1) {
            let expected = 90 - max(t, 40)
            let ccw = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: t)))
            #expect(Sample.angleDifference(ccw.degrees, expected) < 1, "ccw \(t): \(ccw.degrees)")
            let cw = try #require(Sample.headDirection(try ManeuverGlyphs.glyph(for: .roundaboutClockwise, exitAngle: t)))
            #expect(Sample.angleDifference(cw.degrees, 180 - expected) < 1, "cw \(t): \(cw.degrees)")
        }
    }

    /// The exit arm's head never lands on the entry stem (12 pt wide on x = 48, from the ring's
    /// outer edge at y = 47 + 17 + 6 down to the margin): no point of the head's outline lies in
    /// that strip grown by 1 pt, for every whole exit angle.
    @Test("Exit heads keep clear of the entry")
    func headsClearEntry() throws {
        for t in stride(from: 1.0, through: 359, by: 1) {
            let g = try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: t)
            let head = try #require(Sample.head(g))
            let hit = Sample.dense(head.path).first { abs($0.x - 48) < 6 + 1 && $0.y > 70 - 1 }
            #expect(hit == nil, "exit at \(t)°: head touches the entry at \(hit.map(\.description) ?? "")")
        }
    }

    /// Decision: every exit angle (whole degrees), with and without a badge, stays inside the
    /// box less the 4-pt roundabout margin.
    @Test("Arbitrary exit angles stay inside the box")
    func arbitraryInside() throws {
        for t in stride(from: 1.0, through: 359, by: 1) {
            for number in [nil, 7, 88] {
                let b = try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: t, exitNumber: number).inkBounds
                #expect(b.minX >= 4 - 1e-9 && b.minY >= 4 - 1e-9 && b.maxX <= 92 + 1e-9 && b.maxY <= 92 + 1e-9, "\(t): \(b)")
            }
        }
    }

    /// The named exits are the parametric roundabout at their travel: 90° counterclockwise is
    /// the right exit, 270° clockwise too.
    @Test("Named exits are the parametric roundabout")
    func parametric() throws {
        #expect(try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: 90) == ManeuverGlyphs.glyph(for: .roundaboutRightCounterClockwise))
        #expect(try ManeuverGlyphs.glyph(for: .roundaboutClockwise, exitAngle: 270) == ManeuverGlyphs.glyph(for: .roundaboutRightClockwise))
        #expect(try ManeuverGlyphs.roundabout(travel: 360, clockwise: false) == ManeuverGlyphs.glyph(for: .roundaboutUTurnCounterClockwise))
        #expect(throws: CatalogueError.travelOutOfRange(361)) { try ManeuverGlyphs.roundabout(travel: 361, clockwise: true) }
        // Its message names the travel's own range, 1…360 (NaN threw the exit angle's error,
        // which names 1…359; found by review).
        for bad in [Double.nan, 0.5, -Double.infinity] {
            #expect(throws: CatalogueError.self) { try ManeuverGlyphs.roundabout(travel: bad, clockwise: false) }
            do { _ = try ManeuverGlyphs.roundabout(travel: bad, clockwise: false) } catch {
                #expect(error.description.contains("outside 1…360°"), "\(error)")
            }
        }
    }
}
