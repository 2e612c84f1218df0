import Testing
import ManeuverCatalogue
@testable import ManeuverVocabularies

/// Reading values: spellings, errors with near matches, and the one rule that applies context.
@Suite("Vocabulary reading")
struct VocabularyReadingTests {
    @Test("names in any case, with _ or -, with or without the platform's prefix or qualifier")
    func spellings() throws {
        let cases: [(String, [String], String)] = [
            ("carplay", ["leftTurn", "LeftTurn", "left_turn", "left-turn", "LEFTTURN", "CPManeuverTypeLeftTurn", "CPManeuverType.leftTurn", " 1 "], "leftTurn"),
            ("carplay", ["enter_Ferry", "enterFerry", "CPManeuverTypeEnter_Ferry", "15"], "enter_Ferry"),
            ("android-auto", ["TYPE_KEEP_LEFT", "KEEP_LEFT", "keep-left", "Maneuver.TYPE_KEEP_LEFT", "typeKeepLeft", "3"], "TYPE_KEEP_LEFT"),
            ("android-cluster", ["TURN_TURN", "turn", "TURN", "4"], "TURN_TURN"),
            ("android-cluster", ["TURN_SLIGHT_TURN", "slight_turn", "3"], "TURN_SLIGHT_TURN"),
            ("valhalla", ["kStayStraight", "stay_straight", "StayStraight", "22"], "kStayStraight"),
            ("graphhopper", ["LEAVE_ROUNDABOUT", "exit-roundabout", "-6"], "EXIT_ROUNDABOUT"),
            ("here", ["LEFT_TURN", "leftTurn", "ManeuverAction.LEFT_TURN", "left-turn"], "LEFT_TURN"),
            ("mapbox-icons", ["roundabout-sharp-left", "ROUNDABOUT_SHARP_LEFT"], "roundabout-sharp-left"),
            ("google", ["TURN_LEFT", "turnLeft", "GMSNavigationManeuverTurnLeft", "6"], "TURN_LEFT"),
        ]
        for (vocabulary, spellings, name) in cases {
            let v = try ManeuverVocabulary.named(vocabulary)
            for s in spellings { #expect(try v.entry(s).name == name, "\(vocabulary):\(s)") }
        }
        for name in ["android_auto", "AndroidAuto", "ANDROID-AUTO", " carplay "] {
            #expect(throws: Never.self) { try ManeuverVocabulary.named(name) }
        }
    }

    @Test("every spelling of a value reads that value, and raw values are distinct")
    func keysAreUnique() throws {
        for v in ManeuverVocabulary.all {
            for e in v.entries {
                for s in [e.name] + e.aliases { #expect(try v.entry(s).name == e.name, "\(v.name):\(s)") }
            }
            #expect(Set(v.entries.compactMap(\.rawValue)).count == v.entries.compactMap(\.rawValue).count, "\(v.name)")
        }
        #expect(ManeuverVocabulary.all.map(\.name) == ManeuverVocabulary.names)
    }

    @Test("unknown names list near matches, unknown vocabularies the vocabularies")
    func errors() throws {
        #expect(throws: VocabularyError.self) { try ManeuverVocabulary.carPlay.entry("leftTrun") }
        do {
            _ = try ManeuverVocabulary.carPlay.entry("leftTrun")
        } catch {
            guard case .unknownValue(let v, _, let near, let raw) = error else { Issue.record("\(error)"); return }
            #expect(v == "carplay" && near.contains("leftTurn") && raw == "0–53")
            #expect(error.description.contains("did you mean leftTurn"))
        }
        do {
            _ = try ManeuverVocabulary.androidAuto.entry("30")
            Issue.record("30 is no TYPE_")
        } catch {
            #expect(error.description.contains("0–29, 32–50"), "\(error)")
        }
        do {
            _ = try ManeuverVocabulary.named("carply")
            Issue.record("no such vocabulary")
        } catch {
            guard case .unknownVocabulary(_, let near, let valid) = error else { Issue.record("\(error)"); return }
            #expect(near == ["carplay"] && valid == ManeuverVocabulary.names)
        }
        #expect(throws: VocabularyError.integersRefused(vocabulary: "here", input: "4",
                                                        reason: ManeuverVocabulary.here.integersRefused!)) {
            try ManeuverVocabulary.here.entry("4")
        }
        // A name far too long is no name, and costs no search.
        #expect(throws: VocabularyError.self) { try ManeuverVocabulary.mapboxIcons.entry(String(repeating: "turn-left", count: 100_000)) }
    }

    @Test("the traffic side sets the circulation; without one, right-hand traffic is assumed and said")
    func trafficSide() throws {
        let assumed = try ManeuverVocabulary.valhalla.read("kRoundaboutEnter")
        #expect(assumed.spec.circulation == .counterclockwise)
        #expect(assumed.notes.contains { $0.contains("right-hand traffic assumed") })
        let left = try ManeuverVocabulary.valhalla.read("kRoundaboutEnter", context: VocabularyContext(trafficSide: .left))
        #expect(left.spec.circulation == .clockwise && left.readingNotes.isEmpty)
        // CarPlay's own default is right-hand traffic: used, and said (a left-hand-traffic app
        // that forgot the side would otherwise not know).
        let platform = try ManeuverVocabulary.carPlay.read("uTurn")
        #expect(platform.spec.circulation == .counterclockwise)
        #expect(platform.readingNotes == ["no traffic side given: carplay's default, right-hand traffic (counterclockwise)"])
        // A value that names its circulation keeps it, and says when traffic disagrees.
        let named = try ManeuverVocabulary.androidAuto.read("TYPE_ROUNDABOUT_ENTER_CW", context: VocabularyContext(trafficSide: .right))
        #expect(named.spec.circulation == .clockwise && named.readingNotes.count == 1)
        // No circulation needed, no note: a turn.
        #expect(try ManeuverVocabulary.valhalla.read("kLeft").notes.isEmpty)
    }

    /// The issue's examples: a CarPlay exit 3 without an angle is the numbered ring, with an
    /// angle the drawn exit; an Android Auto exit 2 at 135° clockwise.
    @Test("exit numbers and angles in each vocabulary's own convention")
    func exitContext() throws {
        let ring = try ManeuverVocabulary.carPlay.read("roundaboutExit3")
        #expect(ring.drawing.glyph == .extra(.roundaboutNumberedExit) && ring.drawing.exitNumber == 3)
        #expect(ring.notes.contains(DrawingNote.exitDirectionUnknown.description))
        // CarPlay +90 (right) in right-hand traffic: a quarter of the ring, the right exit.
        let right = try ManeuverVocabulary.carPlay.read("roundaboutExit3", context: VocabularyContext(exitAngle: 90))
        #expect(right.spec.exitAngle == 90 && right.drawing.glyph == .maneuver(.roundaboutRightCounterClockwise))
        #expect(try right.drawing.key() == ManeuverGlyphs.key(for: .roundaboutRightCounterClockwise, exitNumber: 3))
        let leftHand = try ManeuverVocabulary.carPlay.read("roundaboutExit3", context: VocabularyContext(trafficSide: .left, exitAngle: 90))
        #expect(leftHand.spec.exitAngle == 270 && leftHand.drawing.glyph == .maneuver(.roundaboutRightClockwise))
        #expect(throws: VocabularyError.exitNumberContradicts(vocabulary: "carplay", value: "roundaboutExit3", named: 3, given: 4)) {
            try ManeuverVocabulary.carPlay.read("roundaboutExit3", context: VocabularyContext(exitNumber: 4))
        }
        let aa = try ManeuverVocabulary.androidAuto.read("TYPE_ROUNDABOUT_ENTER_AND_EXIT_CW_WITH_ANGLE", context: VocabularyContext(exitNumber: 2, exitAngle: 135))
        #expect(aa.spec == ManeuverSpec(.roundabout, circulation: .clockwise, exitNumber: 2, exitAngle: 135,
                                       source: ManeuverSource(vocabulary: "android-auto", value: "TYPE_ROUNDABOUT_ENTER_AND_EXIT_CW_WITH_ANGLE")))
        #expect(try aa.drawing.key() == ManeuverGlyphs.key(for: .roundaboutClockwise, exitAngle: 135, exitNumber: 2))
        let missing = try ManeuverVocabulary.androidAuto.read("33")
        #expect(missing.readingNotes.count == 2, "\(missing.readingNotes)")
        // GraphHopper radians, HERE's sign, AOSP's −1.
        let gh = try ManeuverVocabulary.graphHopper.read("USE_ROUNDABOUT", context: VocabularyContext(trafficSide: .right, exitNumber: 2, exitAngle: -5.02))
        #expect(abs(gh.spec.exitAngle! - 287.625) < 0.001 && gh.drawing.glyph == .maneuver(.roundaboutLeftCounterClockwise))
        let here = try ManeuverVocabulary.here.read("RIGHT_ROUNDABOUT_EXIT2", context: VocabularyContext(exitAngle: -90))
        #expect(here.spec.circulation == .counterclockwise && here.readingNotes.count == 1)
        let aosp = try ManeuverVocabulary.androidCluster.read("TURN_ROUNDABOUT_ENTER_AND_EXIT", context: VocabularyContext(trafficSide: .left, exitNumber: -1, exitAngle: -1))
        #expect(aosp.spec.exitAngle == nil && aosp.spec.exitNumber == nil && aosp.drawing.glyph == .maneuver(.roundaboutClockwise))
        #expect(throws: VocabularyError.exitAngle(.outOfRange(400, convention: "CarPlay junctionExitAngle", allowed: -360...360))) {
            try ManeuverVocabulary.carPlay.read("roundaboutExit1", context: VocabularyContext(exitAngle: 400))
        }
        #expect(throws: VocabularyError.exitNumberOutOfRange(100)) {
            try ManeuverVocabulary.valhalla.read("26", context: VocabularyContext(exitNumber: 100))
        }
        // Arms: a roundabout's as its exit angle, an intersection's clockwise from straight ahead.
        let spokes = try ManeuverVocabulary.carPlay.read("roundaboutExit1", context: VocabularyContext(trafficSide: .left, arms: [0, -90, 90]))
        #expect(spokes.spec.arms == [180, 90, 270])
        let crossing = try ManeuverVocabulary.carPlay.read("rightTurn", context: VocabularyContext(arms: [0, -90, 180]))
        #expect(crossing.spec.arms == [0, 270, 180])
        #expect(try ManeuverVocabulary.androidCluster.read("13", context: VocabularyContext(arms: [-1, 90])).spec.arms == [90])
        #expect(try ManeuverVocabulary.valhalla.read("kLeft", context: VocabularyContext(arms: [0, 90])).spec.arms == [0, 90])
        // Context that does not apply is noted, not an error.
        let turn = try ManeuverVocabulary.carPlay.read("leftTurn", context: VocabularyContext(exitNumber: 2, exitAngle: 30))
        #expect(turn.readingNotes.count == 2 && turn.spec.exitAngle == nil && turn.spec.exitNumber == nil)
    }
}
