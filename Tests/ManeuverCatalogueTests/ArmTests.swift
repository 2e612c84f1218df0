import Testing
import Foundation
import IconGeometry
@testable import ManeuverCatalogue

/// Roundabouts drawn from their arms (issue 23): spokes at the arms' angles, merged where the
/// glyph cannot draw them apart, the mirror invariant with arms, and the keys.
@Suite("Roundabout arms")
struct ArmTests {
    static let center = Point(48, 47)

    /// The spokes of a glyph: secondary strokes of one straight segment (the ring is an arc, the
    /// badge a fill), as (start, end).
    static func spokes(_ g: Glyph) -> [(Point, Point)] {
        g.shapes(.secondary).compactMap { s in
            guard case .stroke = s.paint, s.path.elements.count == 2,
                  case .move(let a) = s.path.elements[0], case .line(let b) = s.path.elements[1] else { return nil }
            return (a, b)
        }
    }

    /// Screen direction (degrees, y down) of the spoke from the ring's centre.
    static func direction(_ s: (Point, Point)) -> Double { Sample.degrees(s.1 - s.0) }

    /// Deterministic pseudo-random numbers in 0..<1 (a linear congruential generator).
    struct Numbers {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Done-when of issue 23: `ROUNDABOUT_COUNTERCLOCKWISE --exit-angle 180 --arms 90,270` shows
    /// spokes at 90° (east: counterclockwise, a quarter of the way round is to the right) and
    /// 270° (west) and the exit straight ahead; clockwise the same arms lie mirrored.
    @Test("Arms 90 and 270 with the exit straight ahead")
    func doneWhen() throws {
        for clockwise in [false, true] {
            let g = try ManeuverGlyphs.glyph(for: clockwise ? .roundaboutClockwise : .roundaboutCounterClockwise,
                                            exitAngle: 180, arms: [90, 270])
            let spokes = Self.spokes(g)
            #expect(spokes.count == 2)
            let directions = spokes.map(Self.direction).sorted()
            #expect(directions.count == 2 && abs(directions[0]) < 1e-9 && abs(abs(directions[1]) - 180) < 1e-9, "\(directions)")
            for s in spokes {
                #expect(abs(s.0.distance(to: Self.center) - 17) < 1e-9) // from the ring's centre line
                #expect(s.0.distance(to: s.1) >= 12 - 1e-9)             // full length: nothing in the way
            }
            let head = try #require(Sample.headDirection(g))
            #expect(Sample.angleDifference(head.degrees, -90) < 1e-9)
            // Which spoke is which: counterclockwise the arm travelled 90° lies east.
            let east = try ManeuverGlyphs.glyph(for: clockwise ? .roundaboutClockwise : .roundaboutCounterClockwise,
                                                exitAngle: 180, arms: [90])
            let d = try #require(Self.spokes(east).first).1.x - 48
            #expect(clockwise ? d < 0 : d > 0)
        }
    }

    /// Decision (icon spec §5 with arms): the clockwise glyph with arms A is the exact mirror
    /// image of the counterclockwise one with the same arms (both in degrees travelled in
    /// circulation), for roundabouts of 3, 4, 5 and 8 evenly spaced arms, every exit, and for
    /// irregular ones.
    @Test("The mirror invariant holds with arms")
    func mirror() throws {
        var sets: [(exit: Double, arms: [Double])] = []
        for n in [3, 4, 5, 8] {
            let angles = (1 ..< n).map { Double($0) * 360 / Double(n) }
            for exit in angles { sets.append((exit, angles.filter { $0 != exit })) }
        }
        var numbers = Numbers(state: 23)
        for _ in 0 ..< 40 {
            let exit = 1 + numbers.next() * 358
            sets.append((exit, (0 ..< Int(numbers.next() * 9)).map { _ in numbers.next() * 360 }))
        }
        sets.append((360 - 1, [100, 200]))
        for (exit, arms) in sets {
            let ccw = try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: min(exit, 359), arms: arms)
            let cw = try ManeuverGlyphs.glyph(for: .roundaboutClockwise, exitAngle: min(exit, 359), arms: arms)
            MirrorTests.expectMirrored(cw, ccw, axis: 48, "exit \(exit), arms \(arms)")
        }
        // Named exits: the clockwise left exit (90° travelled) mirrors the counterclockwise right.
        MirrorTests.expectMirrored(try ManeuverGlyphs.glyph(for: .roundaboutLeftClockwise, arms: [180, 270]),
                                   try ManeuverGlyphs.glyph(for: .roundaboutRightCounterClockwise, arms: [180, 270]),
                                   axis: 48, "named exits with arms")
    }

    /// Decision: never a blob. Beyond the ring's outer edge (radius 23), two spokes, or a spoke
    /// and the entry or a radial exit arm, keep their edges at least 3 pt apart (centre lines
    /// ≥ 15 pt: the stems are 12 wide); every spoke keeps 2.5 pt from the exit's head; every
    /// spoke is at least 7 pt long. Checked on 400 pseudo-random roundabouts of up to 16 arms.
    @Test("Spokes never overlap each other, the entry, the exit or its head")
    func apart() throws {
        var numbers = Numbers(state: 1)
        var drawn = 0
        for _ in 0 ..< 400 {
            let exit = 1 + numbers.next() * 358
            let arms = (0 ..< Int(numbers.next() * 17)).map { _ in numbers.next() * 360 }
            let g = try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: exit, arms: arms)
            let travel = max(exit, 40)
            var axes = Self.spokes(g)
            drawn += axes.count
            let head = try #require(Sample.head(g))
            // The path's strokes outside the ring (a peeled-off way back too).
            let path = g.shapes(.primary).filter { if case .stroke = $0.paint { return true } else { return false } }
                .flatMap { Sample.dense($0.path) }.filter { $0.distance(to: Self.center) >= 24 }
            for s in axes {
                let nearest = path.map { StemClearance.distance(point: $0, segment: s) }.min() ?? .infinity
                #expect(nearest >= 12 + 1 - 1e-6, "exit \(exit), arms \(arms): spoke \(s) \(nearest) from the path")
                #expect(s.0.distance(to: s.1) >= 7 - 1e-9)
                let closest = Sample.dense(head.path, step: 0.25).map { StemClearance.distance(point: $0, segment: s) }.min() ?? 0
                #expect(closest >= 6 + 2.5 - 1e-6, "exit \(exit), arms \(arms): spoke \(s) \(closest) from the head")
            }
            // The entry's and a radial exit's centre lines outside the ring.
            let outer = 23.0
            axes.append((Point(48, 47 + outer), Point(48, 92)))
            if travel <= 320 {
                let u = Point(cos((90 - travel) * .pi / 180), sin((90 - travel) * .pi / 180))
                axes.append((Self.center + u * outer, Self.center + u * 30))
            }
            func outside(_ s: (Point, Point)) -> (Point, Point) {
                let u = (s.1 - s.0).normalized
                return (Self.center + u * outer, s.1)
            }
            for i in axes.indices {
                for j in axes.indices where j > i {
                    let a = outside(axes[i]), b = outside(axes[j])
                    let d = min(StemClearance.distance(point: a.0, segment: b), StemClearance.distance(point: a.1, segment: b),
                                StemClearance.distance(point: b.0, segment: a), StemClearance.distance(point: b.1, segment: a))
                    #expect(d >= 15 - 1e-6, "exit \(exit), arms \(arms): \(axes[i]) and \(axes[j]) \(d) apart")
                }
            }
        }
        #expect(drawn > 400) // the check saw spokes, not only merged arms
    }

    /// The merge rule on its own, by hand: arms closer than the separation become one at their
    /// mean; an arm close to an anchor (entry, exit) is drawn by it; a merged arm may merge
    /// again; the order of the arms does not matter; arms across 0° merge across it.
    @Test("Arms closer than the separation merge")
    func merging() {
        func drawn(_ arms: [Double], anchors: [Double] = [0, 180], blocked: [ClosedRange<Double>] = []) -> [Double] {
            ArmLayout(arms: arms, anchors: anchors, separation: 38, blocked: blocked).drawn
        }
        #expect(drawn([90, 270]) == [90, 270])
        #expect(drawn([80, 100]) == [90])                      // one road, at the mean
        #expect(drawn([80, 100, 90]) == [90])                  // three arms weigh one each
        #expect(drawn([60, 90, 120]) == [75, 120])             // the first pair, then 45° apart
        #expect(drawn([150, 270]) == [270])                    // 30° from the exit: the exit draws it
        #expect(drawn([20, 340, 90]) == [90])                  // beside the entry, either side
        #expect(drawn([350, 10], anchors: [180]) == [0])       // across 0°
        #expect(drawn([250, 300], blocked: [240...360]) == [])
        #expect(drawn([100, 110, 120]) == drawn([120, 100, 110]))
        #expect(drawn([100, 100]) == [100])                    // a repeated arm is one arm
        // Exactly the separation apart stays apart.
        #expect(drawn([80, 118]) == [80, 118])
    }

    /// Keys are the canonical form: order and repeats of the arms do not count, arms that merge
    /// into the path or that a glyph does not draw leave the key without arms, a junction image
    /// of a roundabout in the square form is the roundabout.
    @Test("Arms in the key")
    func keys() throws {
        let base = try ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 135)
        let k = { (arms: [Double]?) throws(CatalogueError) in
            try ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 135, arms: arms)
        }
        #expect(try k([90, 270]) == k([270, 90]))
        #expect(try k([90, 270, 270]) == k([270, 90]))
        #expect(try k([90, 270]) != base)
        #expect(try k([]) == base)
        #expect(try k(nil) == base)
        #expect(try k([5, 355, 150]) == base)    // all merge into the entry or the exit
        // A named exit with arms is the angle's roundabout with them.
        #expect(try ManeuverGlyphs.key(for: .roundaboutRightCounterClockwise, arms: [180])
                == ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 90, arms: [180]))
        // Glyphs without an exit, and other maneuvers without the junction image, ignore arms.
        #expect(try ManeuverGlyphs.key(for: .roundaboutClockwise, arms: [90]) == ManeuverGlyphs.key(for: .roundaboutClockwise))
        #expect(try ManeuverGlyphs.key(for: .roundaboutExitClockwise, arms: [90]) == ManeuverGlyphs.key(for: .roundaboutExitClockwise))
        #expect(try ManeuverGlyphs.key(for: .turnLeft, arms: [0, 90]) == ManeuverGlyphs.key(for: .turnLeft))
        #expect(try ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 135, arms: [90], junction: .square96) == k([90]))
        #expect(try ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 135, arms: [90], junction: .carPlay) != k([90]))
    }

    /// Bad arms are errors whatever the maneuver: not finite, outside 0…360, more than 16.
    @Test("Bad arms are errors")
    func badArms() {
        for m: Maneuver in [.roundaboutLeftClockwise, .turnRight] {
            for bad in [-1, 360.5, .nan, .infinity, -.infinity] {
                #expect { try ManeuverGlyphs.key(for: m, arms: [90, bad]) } throws: { e in
                    guard case CatalogueError.armAngleOutOfRange(let v) = e else { return false }
                    return v == bad || (v.isNaN && bad.isNaN)
                }
            }
            #expect(throws: CatalogueError.tooManyArms(17)) { try ManeuverGlyphs.key(for: m, arms: Array(repeating: 90, count: 17)) }
            #expect(throws: Never.self) { try ManeuverGlyphs.key(for: m, arms: [0, 360] + Array(repeating: 90, count: 14)) }
        }
        #expect(CatalogueError.armAngleOutOfRange(400).description.contains("0…360"))
        #expect(CatalogueError.tooManyArms(17).description.contains("16"))
    }

    /// The badge keeps clear of the spokes: every spoke's ink keeps 2 pt from the badge disc,
    /// and everything stays inside the 4-pt margin, for 8 evenly spaced arms (every corner has a
    /// spoke) and pseudo-random ones, both circulations.
    @Test("Spokes clear the badge; all inside the box")
    func badge() throws {
        let eight: [Double] = (1 ..< 8).map { Double($0) * 45 }
        var sets: [(Double, [Double])] = eight.map { e in (e, eight.filter { $0 != e }) }
        var numbers = Numbers(state: 7)
        for _ in 0 ..< 60 { sets.append((1 + numbers.next() * 358, (0 ..< 8).map { _ in numbers.next() * 360 })) }
        for (exit, arms) in sets {
            for m: Maneuver in [.roundaboutClockwise, .roundaboutCounterClockwise] {
                let g = try ManeuverGlyphs.glyph(for: m, exitAngle: exit, exitNumber: 12, arms: arms)
                let disc = try #require(g.shapes(.secondary).first { $0.paint == .fill(.nonZero) })
                let box = disc.inkBounds
                let c = Point((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
                #expect(abs(box.maxX - box.minX - 30) < 1e-6) // the badge, 15 pt in radius
                for s in Self.spokes(g) {
                    #expect(StemClearance.distance(point: c, segment: s) >= 15 + 6 + 2 - 1e-6, "\(m.docsName) exit \(exit) arms \(arms)")
                }
                let b = g.inkBounds
                #expect(b.minX >= 4 - 1e-9 && b.minY >= 4 - 1e-9 && b.maxX <= 92 + 1e-9 && b.maxY <= 92 + 1e-9, "\(exit) \(arms): \(b)")
            }
        }
    }
}
