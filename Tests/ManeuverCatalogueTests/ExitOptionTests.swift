import Testing
import IconGeometry
@testable import ManeuverCatalogue

/// Exit angle and exit number: validation and the number badge.
@Suite("Exit angle and number")
struct ExitOptionTests {
    /// Decision: exit angles are degrees travelled along the circulation, 1…359 inclusive;
    /// anything else (0, 360, negative, NaN, infinite) is `exitAngleOutOfRange`, whatever the
    /// maneuver.
    @Test("Exit angles outside 1…359 are errors", arguments: [0.0, 360, -1, 0.999, 359.001, 1e9, -.infinity, .infinity])
    func badAngles(_ a: Double) {
        for m: Maneuver in [.roundaboutLeftClockwise, .straight] {
            #expect(throws: CatalogueError.exitAngleOutOfRange(a)) { try ManeuverGlyphs.glyph(for: m, exitAngle: a) }
        }
    }

    @Test("NaN exit angle is an error")
    func nanAngle() {
        #expect {
            try ManeuverGlyphs.glyph(for: .roundaboutClockwise, exitAngle: .nan)
        } throws: { e in
            guard case CatalogueError.exitAngleOutOfRange(let v) = e else { return false }
            return v.isNaN
        }
    }

    @Test("Exit angles at the ends of the range are accepted")
    func goodAngles() throws {
        for a in [1.0, 359, 180.5] {
            #expect(try ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: a).isFinite)
        }
    }

    /// Decision: exit numbers 1…99; 0, 100 and negatives are `exitNumberOutOfRange`.
    @Test("Exit numbers outside 1…99 are errors", arguments: [0, 100, -3, Int.max, Int.min])
    func badNumbers(_ n: Int) {
        #expect(throws: CatalogueError.exitNumberOutOfRange(n)) { try ManeuverGlyphs.glyph(for: .roundaboutRightClockwise, exitNumber: n) }
        #expect(throws: CatalogueError.exitNumberOutOfRange(n)) { try ManeuverGlyphs.glyph(for: .turnLeft, exitNumber: n) }
    }

    @Test("Errors describe themselves")
    func descriptions() {
        #expect(CatalogueError.exitAngleOutOfRange(400).description.contains("1…359"))
        #expect(CatalogueError.exitNumberOutOfRange(100).description.contains("1…99"))
        #expect(CatalogueError.tooManyLanes(99).description.contains("\(LaneLayout.maximumLanes)"))
    }

    /// Options are ignored by non-roundabout maneuvers (after validation).
    @Test("Non-roundabouts ignore valid options")
    func ignored() throws {
        #expect(try ManeuverGlyphs.glyph(for: .turnLeft, exitAngle: 90, exitNumber: 3) == ManeuverGlyphs.glyph(for: .turnLeft))
    }

    /// The badge: a secondary disc with primary digit strokes on top, added to the glyph, in a
    /// corner where it does not touch the path. Decision: the badge disc keeps ≥ 1 pt from every
    /// primary shape's ink box that was there before (boxes are conservative, so this is strict).
    @Test("Badge: one more disc, digits on top, clear of the path", arguments: [1, 7, 10, 38, 99])
    func badge(_ n: Int) throws {
        for m in Maneuver.allCases where m.roundaboutIsClockwise != nil {
            let plain = try ManeuverGlyphs.glyph(for: m)
            let badged = try ManeuverGlyphs.glyph(for: m, exitNumber: n)
            #expect(badged.layers.map(\.role) == [.secondary, .primary])
            let added = badged.shapes(.secondary).count - plain.shapes(.secondary).count
            #expect(added == 1)
            let disc = try #require(badged.shapes(.secondary).last).inkBounds
            // Digit strokes: one or two digits' worth, all inside the disc.
            let digits = badged.shapes(.primary).dropFirst(plain.shapes(.primary).count)
            #expect(!digits.isEmpty)
            for d in digits {
                let b = d.inkBounds
                #expect(b.minX >= disc.minX && b.maxX <= disc.maxX && b.minY >= disc.minY && b.maxY <= disc.maxY)
            }
            // Clear of the path: sampled ink of the plain glyph stays outside the disc.
            let c = Point((disc.minX + disc.maxX) / 2, (disc.minY + disc.maxY) / 2), r = disc.width / 2
            for s in plain.layers.flatMap(\.shapes) {
                var reach = 0.0
                if case .stroke(let st) = s.paint { reach = st.width / 2 }
                for p in Sample.points(s.path, n: 32) where s.inkBounds.width > 0 {
                    if plain.shapes(.primary).contains(s) {
                        #expect(p.distance(to: c) - reach >= r + 1, "\(m.docsName) #\(n): badge touches the path")
                    }
                }
            }
        }
    }

    /// Vector digits: each of 0–9 is drawn, inside its 10 × 18 cell (grown by a 4-unit stroke),
    /// and no two digits are the same drawing.
    @Test("Vector digits 0–9")
    func digits() {
        var seen = Set<[Path]>()
        for d in 0...9 {
            let paths = VectorDigits.paths(d)
            #expect(!paths.isEmpty)
            #expect(seen.insert(paths).inserted, "digit \(d) repeats another")
            for p in paths {
                let b = Shape.stroke(p, StrokeStyle(width: 4, join: .round, cap: .round)).inkBounds
                #expect(b.minX >= -2.5 && b.maxX <= 12.5 && b.minY >= -2.01 && b.maxY <= 20.01, "digit \(d): \(b)")
            }
        }
        // Two-digit numbers lay out left to right: the tens digit's ink is left of the units'.
        let shapes = VectorDigits.shapes(for: 17, center: Point(0, 0), height: 18, strokeWidth: 3)
        let one = shapes.first!.inkBounds, seven = shapes.last!.inkBounds
        #expect(one.maxX < seven.minX)
        #expect(abs((one.minX + seven.maxX) / 2) < 2) // centred on x = 0 within the stroke
    }
}
