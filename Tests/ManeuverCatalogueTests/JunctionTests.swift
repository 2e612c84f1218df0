import Testing
import Foundation
import IconGeometry
@testable import ManeuverCatalogue

/// Junction images of ordinary intersections (issue 23): the road come up and the exit taken
/// in the primary colour, the other roads at their angles (degrees clockwise from straight
/// ahead) in the secondary colour, in the square and the CarPlay form.
@Suite("Junction images")
struct JunctionTests {
    /// The roads not taken: secondary strokes of one straight segment, as (start, end).
    static func roads(_ g: Glyph) -> [(Point, Point)] { ArmTests.spokes(g) }

    /// Done-when of issue 23: `render TURN_RIGHT --arms 0,270 --junction` shows the crossing
    /// road: a road straight ahead and one to the left, from the junction's centre to near the
    /// margin, and the path from the bottom margin up to the centre and off to the right.
    @Test("TURN_RIGHT with arms 0 and 270 shows the crossing road")
    func crossing() throws {
        for form in JunctionForm.allCases {
            let g = try ManeuverGlyphs.glyph(for: .turnRight, arms: [0, 270], junction: form)
            let (w, h) = form.size
            #expect(g.width == w && g.height == h)
            let c = Point(w / 2, h / 2)
            let roads = Self.roads(g)
            #expect(roads.count == 2)
            let ahead = try #require(roads.first { abs($0.1.x - c.x) < 1e-9 })
            let left = try #require(roads.first { abs($0.1.y - c.y) < 1e-9 })
            #expect(ahead.0 == c && left.0 == c)
            // Round caps: the ink ends at the 8-pt margin.
            #expect(abs(ahead.1.y - (8 + 6)) < 1e-9 && abs(left.1.x - (8 + 6)) < 1e-9)
            let head = try #require(Sample.headDirection(g))
            #expect(Sample.angleDifference(head.degrees, 0) < 1e-9)
            let stem = try #require(g.shapes(.primary).first)
            let pts = Sample.points(stem.path)
            #expect(pts.first == Point(c.x, h - 8))
            #expect(pts.contains(c))
        }
    }

    /// Decision (icon spec §5): every left exit's junction image is the exact mirror image of its
    /// right twin with the arms mirrored (360° − angle), in both forms; the U-turns mirror each
    /// other.
    @Test("Left junctions mirror right ones")
    func mirror() throws {
        var numbers = ArmTests.Numbers(state: 5)
        for form in JunctionForm.allCases {
            let axis = form.size.width / 2
            for (l, r) in [(Maneuver.turnLeft, Maneuver.turnRight), (.turnSlightLeft, .turnSlightRight), (.turnSharpLeft, .turnSharpRight),
                           (.forkLeft, .forkRight), (.turnUTurnCounterClockwise, .turnUTurnClockwise)] {
                for _ in 0 ..< 8 {
                    let arms = (0 ..< Int(numbers.next() * 6)).map { _ in (numbers.next() * 360).rounded() }
                    MirrorTests.expectMirrored(try ManeuverGlyphs.glyph(for: l, arms: arms.map { $0 == 0 ? 0 : 360 - $0 }, junction: form),
                                               try ManeuverGlyphs.glyph(for: r, arms: arms, junction: form), axis: axis,
                                               "\(l.docsName) \(form) \(arms)")
                }
            }
            // An exit angle given mirrors as well.
            MirrorTests.expectMirrored(try ManeuverGlyphs.glyph(for: .turnLeft, exitAngle: 300, arms: [30], junction: form),
                                       try ManeuverGlyphs.glyph(for: .turnRight, exitAngle: 60, arms: [330], junction: form),
                                       axis: axis, "exit 300 vs 60")
        }
    }

    /// The exit points where its angle says (heading on screen = angle − 90°), up to the
    /// sharpest drawn (135°: beyond it the head would lie on the road come up); from 170° on it
    /// is a U-turn, back down beside the road come up on the maneuver's side.
    @Test("Exit angles", arguments: [(0.0, -90.0), (30, -60), (90, 0), (120, 30), (135, 45), (150, 45), (169, 45),
                                      (191, 135), (225, 135), (270, 180), (330, -120), (360, -90)])
    func exits(_ exit: Double, _ heading: Double) throws {
        let g = try ManeuverGlyphs.glyph(for: .straight, exitAngle: exit, arms: nil, junction: .square96)
        let h = try #require(Sample.headDirection(g))
        #expect(Sample.angleDifference(h.degrees, heading) < 1e-9, "\(exit): \(h.degrees)")
        // The head keeps clear of the road come up (x 42…54, below the centre).
        let head = try #require(Sample.head(g))
        let hit = Sample.dense(head.path).first { abs($0.x - 48) < 6 + 2 && $0.y > 48 + 6 }
        #expect(hit == nil, "\(exit): head on the road come up at \(hit.map(\.description) ?? "")")
    }

    @Test("U-turns come back beside the road come up, on their side")
    func uTurns() throws {
        for (m, right) in [(Maneuver.turnUTurnClockwise, true), (.turnUTurnCounterClockwise, false), (.offRampUTurnClockwise, true)] {
            let g = try ManeuverGlyphs.glyph(for: m, arms: [90], junction: .square96)
            let h = try #require(Sample.headDirection(g))
            #expect(Sample.angleDifference(h.degrees, 90) < 1e-9)
            #expect(right ? h.center.x > 48 : h.center.x < 48)
        }
        // An angle alone: a U-turn turning to the maneuver's side (right for a right turn).
        let g = try ManeuverGlyphs.glyph(for: .turnRight, exitAngle: 180, arms: nil, junction: .square96)
        #expect(try #require(Sample.headDirection(g)).center.x > 48)
        let l = try ManeuverGlyphs.glyph(for: .straight, exitAngle: 180, arms: nil, junction: .square96)
        #expect(try #require(Sample.headDirection(l)).center.x < 48)
    }

    /// Roads closer than the separation (35°) to the road come up are drawn by it; one that close
    /// to the exit is drawn at the separation on its own side (a fork's other branch); every road
    /// runs from the centre to the margin (under the head, if it lies there), and two roads'
    /// edges are a stem width apart 40 pt out. Pseudo-random junctions.
    @Test("Roads merge or move apart and stay inside")
    func roads() throws {
        #expect(try Self.roads(ManeuverGlyphs.glyph(for: .turnRight, arms: [170, 200], junction: .square96)).isEmpty)
        let separation = 2 * asin(24.0 / 80) * 180 / .pi
        func directions(_ m: Maneuver, _ arms: [Double], exit: Double? = nil) throws -> [Double] {
            try Self.roads(ManeuverGlyphs.glyph(for: m, exitAngle: exit, arms: arms, junction: .square96)).map { Sample.degrees($0.1 - $0.0) + 90 }
        }
        // A fork's other branch 15° left of a straight-on exit (Valhalla's Manchester fork), and
        // one on the exit's line, move out to the separation.
        #expect(try directions(.forkRight, [346], exit: 1).map { Sample.angleDifference($0, 1 - separation) < 1e-9 } == [true])
        #expect(try directions(.turnRight, [90]).map { Sample.angleDifference($0, 90 + separation) < 1e-9 } == [true])
        #expect(try directions(.turnLeft, [270]).map { Sample.angleDifference($0, 270 - separation) < 1e-9 } == [true])
        var numbers = ArmTests.Numbers(state: 11)
        for _ in 0 ..< 300 {
            let form = numbers.next() < 0.5 ? JunctionForm.square96 : .carPlay
            let exit = numbers.next() * 360
            let arms = (0 ..< Int(numbers.next() * 10)).map { _ in numbers.next() * 360 }
            let g = try ManeuverGlyphs.glyph(for: .straight, exitAngle: exit, arms: arms, junction: form)
            let (w, h) = form.size
            let b = g.inkBounds
            #expect(b.minX >= 8 - 1e-9 && b.minY >= 8 - 1e-9 && b.maxX <= w - 8 + 1e-9 && b.maxY <= h - 8 + 1e-9, "\(exit) \(arms): \(b)")
            let roads = Self.roads(g)
            for r in roads {
                // The round cap's ink ends on the margin on the side the road runs to.
                let end = r.1
                let onMargin = [end.x - 14, w - 14 - end.x, end.y - 14, h - 14 - end.y].contains { abs($0) < 1e-9 }
                #expect(onMargin && r.0.distance(to: r.1) >= 30, "\(exit) \(arms): road \(r)")
            }
            let separation = 2 * asin(24.0 / 80) * 180 / .pi
            let directions = roads.map { Sample.degrees($0.1 - $0.0) + 90 }
            for (i, a) in directions.enumerated() {
                for b in directions[(i + 1)...] { #expect(Sample.angleDifference(a, b) >= 2 * asin(24.0 / 80) * 180 / .pi - 1e-6) }
                #expect(Sample.angleDifference(a, 180) >= 34.9, "\(exit) \(arms): road at \(a) on the road come up")
                let drawnExit = JunctionGlyphs.drawnExit(exit)
                if drawnExit != 180 { #expect(Sample.angleDifference(a, drawnExit) >= separation - 1e-6, "\(exit) \(arms): road at \(a) on the exit") }
            }
        }
    }

    /// Maneuvers without a direction at an intersection keep their glyph (centred in the
    /// CarPlay form); roundabouts are drawn as their icons, centred; the exit number does not
    /// count in an ordinary junction image.
    @Test("Junction keys")
    func keys() throws {
        #expect(try ManeuverGlyphs.key(for: .depart, arms: [90], junction: .square96) == ManeuverGlyphs.key(for: .depart))
        /// `framed` is `square` moved by (22, 2) into the 140 × 100 box, point for point.
        func expectCentred(_ framed: Glyph, _ square: Glyph) {
            #expect(framed.width == 140 && framed.height == 100)
            let a = framed.layers.flatMap(\.shapes), b = square.layers.flatMap(\.shapes)
            #expect(a.count == b.count && framed.layers.map(\.role) == square.layers.map(\.role))
            for (x, y) in zip(a, b) {
                #expect(x.paint == y.paint)
                let worst = zip(Sample.points(x.path), Sample.points(y.path)).map { $0.distance(to: $1 + Point(22, 2)) }.max() ?? 0
                #expect(worst < 1e-9)
            }
        }
        expectCentred(try ManeuverGlyphs.glyph(for: .depart, arms: nil, junction: .carPlay), try ManeuverGlyphs.glyph(for: .depart))
        expectCentred(try ManeuverGlyphs.glyph(for: .roundaboutLeftClockwise, exitNumber: 3, arms: [180], junction: .carPlay),
                      try ManeuverGlyphs.glyph(for: .roundaboutLeftClockwise, exitNumber: 3, arms: [180]))
        #expect(try ManeuverGlyphs.key(for: .turnRight, exitNumber: 4, arms: [0], junction: .square96)
                == ManeuverGlyphs.key(for: .turnRight, arms: [0], junction: .square96))
        #expect(try ManeuverGlyphs.key(for: .turnRight, arms: [0], junction: .square96) != ManeuverGlyphs.key(for: .turnRight, arms: [0], junction: .carPlay))
        #expect(try ManeuverGlyphs.key(for: .turnRight, arms: [0], junction: .square96) != ManeuverGlyphs.key(for: .turnRight))
        // The exit as drawn: 150° and 160° are both drawn at 135°.
        #expect(try ManeuverGlyphs.key(for: .turnRight, exitAngle: 150, arms: nil, junction: .square96)
                == ManeuverGlyphs.key(for: .turnSharpRight, exitAngle: 160, arms: nil, junction: .square96))
        #expect(JunctionForm(parsing: "CarPlay") == .carPlay && JunctionForm(parsing: "square96") == .square96 && JunctionForm(parsing: "x") == nil)
    }

    /// A junction exit angle is degrees clockwise from straight ahead, 0…360; outside (or NaN)
    /// it is an error, and the exit number is still checked.
    @Test("Bad junction angles are errors")
    func badAngles() {
        for bad in [-1, 360.5, .nan, .infinity] {
            #expect { try ManeuverGlyphs.key(for: .turnRight, exitAngle: bad, arms: nil, junction: .square96) } throws: { e in
                guard case CatalogueError.junctionExitOutOfRange(let v) = e else { return false }
                return v == bad || (v.isNaN && bad.isNaN)
            }
        }
        #expect(throws: CatalogueError.exitNumberOutOfRange(0)) {
            try ManeuverGlyphs.key(for: .turnRight, exitNumber: 0, arms: nil, junction: .square96)
        }
        #expect(throws: Never.self) { try ManeuverGlyphs.key(for: .turnRight, exitAngle: 0, arms: nil, junction: .square96) }
        #expect(CatalogueError.junctionExitOutOfRange(-1).description.contains("clockwise from straight ahead"))
    }
}
