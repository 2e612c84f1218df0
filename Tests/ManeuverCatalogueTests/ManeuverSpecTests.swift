import Testing
@testable import ManeuverCatalogue

/// The maneuver model: the 66 Google maneuvers are a view of it, and what they cannot say is
/// drawn by the extra glyphs or an honest fallback, never an invented direction.
@Suite("Maneuver model")
struct ManeuverSpecTests {
    typealias S = ManeuverSpec

    @Test("every Google maneuver round-trips through its spec")
    func roundTrip() {
        for m in Maneuver.allCases {
            #expect(m.spec.googleManeuver == m, "\(m.docsName): \(m.spec)")
            #expect(m.spec.source == ManeuverSource(vocabulary: "google", value: m.docsName))
        }
        // Distinct maneuvers have distinct specs.
        #expect(Set(Maneuver.allCases.map { var s = $0.spec; s.source = nil; return s }).count == 66)
    }

    @Test("a spec of a Google maneuver draws exactly its glyph key")
    func sameKeyAsTheManeuver() throws {
        for m in Maneuver.allCases {
            let drawing = m.spec.drawing
            #expect(drawing.glyph == .maneuver(m) && drawing.notes.isEmpty, "\(m.docsName)")
            #expect(try drawing.key() == ManeuverGlyphs.key(for: m))
            guard m.roundaboutIsClockwise != nil else { continue }
            for (angle, number) in [(45.0, 1), (100, 2), (181.5, 3), (300, 12), (359, 99)] {
                var s = m.spec
                s.exitAngle = angle
                s.exitNumber = number
                #expect(try s.drawing.key() == ManeuverGlyphs.key(for: m, exitAngle: angle, exitNumber: number), "\(m.docsName) \(angle)")
            }
        }
    }

    /// Written from the list of what the 66 cannot say.
    @Test("what the 66 cannot say draws its own glyph")
    func extraGlyphs() {
        let expected: [(S, ExtraGlyph)] = [
            (S(.arrive, .middle), .destinationStraight),
            (S(.depart, .left), .departLeft), (S(.depart, .right), .departRight),
            (S(.waypoint), .waypoint),
            (S(.turn, .middle, .keep), .keepMiddle), (S(.fork, .middle), .keepMiddle),
            (S(.endOfRoad, .left), .endOfRoadLeft), (S(.endOfRoad, .right), .endOfRoadRight),
            (S(.ferryBoat, .left), .ferryBoatLeft), (S(.ferryBoat, .right), .ferryBoatRight),
            (S(.ferryTrain, .left), .ferryTrainLeft), (S(.ferryTrain, .right), .ferryTrainRight),
            (S(.ferryExit), .ferryExit),
            (S(.roundabout, circulation: .clockwise, exitNumber: 3), .roundaboutNumberedExit),
            (S(.roundabout, circulation: .counterclockwise, exitNumber: 3), .roundaboutNumberedExit),
        ]
        for (spec, glyph) in expected {
            #expect(spec.googleManeuver == nil, "\(spec)")
            #expect(spec.drawing.glyph == .extra(glyph), "\(spec)")
        }
    }

    @Test("no glyph, no side or no exit direction: an honest fallback with a note")
    func fallbacks() {
        #expect(S(.unknown).drawing == ManeuverDrawing(glyph: .maneuver(.unknown), exitAngle: nil, exitNumber: nil, arms: nil, notes: []))
        for kind in [S.Kind.transit, .indoor] {
            #expect(S(kind).drawing.glyph == .maneuver(.unknown))
            #expect(S(kind).drawing.notes == [.noGlyph(kind)])
        }
        for spec in [S(.turn), S(.turn, nil, .sharp), S(.fork), S(.endOfRoad), S(.turn, nil, .uTurn)] {
            #expect(spec.drawing.glyph == .maneuver(.unknown), "\(spec)")
            #expect(spec.drawing.notes == [.directionUnknown(spec.kind)], "\(spec)")
        }
        let numbered = S(.roundabout, circulation: .clockwise, exitNumber: 4).drawing
        #expect(numbered.notes == [.exitDirectionUnknown] && numbered.exitNumber == 4)
        let noCirculation = S(.roundabout, .left).drawing
        #expect(noCirculation.glyph == .extra(.roundaboutNumberedExit) && noCirculation.notes == [.circulationUnknown])
        #expect(S(.ferryChange).drawing.glyph == .maneuver(.ferryBoat))
        #expect(S(.ferryChange).drawing.notes == [.approximated(.ferryChange, drawnAs: .ferryBoat)])
        #expect(S(.roundaboutPass, circulation: .clockwise).drawing.glyph == .maneuver(.roundaboutClockwise))
        #expect(S(.depart, nil, .uTurn, circulation: .clockwise).drawing.glyph == .maneuver(.turnUTurnClockwise))
    }

    @Test("a U-turn turns to its side, or as its circulation does")
    func uTurns() {
        #expect(S(.turn, .right, .uTurn).googleManeuver == .turnUTurnClockwise)
        #expect(S(.turn, .left, .uTurn).googleManeuver == .turnUTurnCounterClockwise)
        #expect(S(.turn, nil, .uTurn, circulation: .clockwise).googleManeuver == .turnUTurnClockwise)
        #expect(S(.turn, nil, .uTurn, circulation: .counterclockwise).googleManeuver == .turnUTurnCounterClockwise)
        #expect(S(.offRamp, nil, .uTurn, circulation: .clockwise).googleManeuver == .offRampUTurnClockwise)
        #expect(S(.roundabout, nil, .uTurn, circulation: .counterclockwise).googleManeuver == .roundaboutUTurnCounterClockwise)
    }

    @Test("roundabout exits: angle over name, 360 the U-turn, nothing the circulation")
    func roundaboutExits() throws {
        let ccw = S.Circulation.counterclockwise
        #expect(S(.roundabout, circulation: ccw).googleManeuver == .roundaboutCounterClockwise)
        #expect(S(.roundabout, .right, circulation: ccw).googleManeuver == .roundaboutRightCounterClockwise)
        #expect(S(.roundabout, .middle, circulation: .clockwise).googleManeuver == .roundaboutStraightClockwise)
        #expect(S(.roundabout, .left, .keep, circulation: ccw).googleManeuver == .roundaboutSlightLeftCounterClockwise)
        let angled = S(.roundabout, circulation: ccw, exitNumber: 2, exitAngle: 100).drawing
        #expect(try angled.key() == ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 100, exitNumber: 2))
        let back = S(.roundabout, .right, circulation: ccw, exitAngle: 360).drawing
        #expect(back.glyph == .maneuver(.roundaboutUTurnCounterClockwise) && back.exitAngle == nil)
        #expect(try S(.roundabout, circulation: ccw, exitAngle: 0.5).drawing.key() == ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 1))
        #expect(try S(.roundabout, circulation: ccw, exitAngle: 359.5).drawing.key() == ManeuverGlyphs.key(for: .roundaboutCounterClockwise, exitAngle: 359))
        // A right exit named, an angle drawing it on the left: drawn from the angle, said so.
        let conflict = S(.roundabout, .right, circulation: ccw, exitAngle: 270).drawing
        #expect(conflict.notes == [.angleContradictsDirection(named: .right, drawn: .left)])
        #expect(S(.roundabout, .left, circulation: ccw, exitAngle: 270).drawing.notes.isEmpty)
        // Out of range is the catalogue's error, not a crash.
        #expect(throws: CatalogueError.exitAngleOutOfRange(400)) { try S(.roundabout, circulation: ccw, exitAngle: 400).drawing.key() }
        #expect(throws: CatalogueError.exitNumberOutOfRange(100)) { try S(.turn, .left, exitNumber: 100).drawing.key() }
    }

    @Test("arms and junction images: the maneuver's own key")
    func arms() throws {
        let ring = S(.roundabout, .right, circulation: .counterclockwise, arms: [180, 270]).drawing
        #expect(try ring.key() == ManeuverGlyphs.key(for: .roundaboutRightCounterClockwise, arms: [180, 270]))
        let turn = S(.turn, .right, .normal, arms: [0, 270]).drawing
        #expect(try turn.key(junction: .carPlay) == ManeuverGlyphs.key(for: .turnRight, arms: [0, 270], junction: .carPlay))
        #expect(throws: CatalogueError.armAngleOutOfRange(-1)) { try S(.ferryExit, arms: [-1]).drawing.key() }
    }

    @Test("a turn ignores exit angle and number")
    func anglesOnlyForRoundabouts() throws {
        let spec = S(.turn, .left, .normal, exitNumber: 3, exitAngle: 90)
        #expect(try spec.drawing.key() == ManeuverGlyphs.key(for: .turnLeft))
    }
}
