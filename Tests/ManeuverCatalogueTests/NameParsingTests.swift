import Testing
@testable import ManeuverCatalogue

/// Names as users type them (icon spec §1): the docs' ALL_CAPS name, the Swift case name, the
/// Objective-C spelling (`CounterClockwise`, with or without the `GMSNavigationManeuver`
/// prefix), the raw integer; anything else is an error listing near matches.
@Suite("Name parsing")
struct NameParsingTests {
    @Test("Every maneuver parses from its docs name, Swift name and raw value")
    func roundTrip() throws {
        #expect(Maneuver.allCases.count == 66)
        for m in Maneuver.allCases {
            #expect(try Maneuver(parsing: m.docsName) == m)
            #expect(try Maneuver(parsing: m.swiftName) == m)
            #expect(try Maneuver(parsing: String(m.rawValue)) == m)
            #expect(try Maneuver(parsing: "  \(m.docsName.lowercased())\n") == m)
        }
    }

    /// Folding ASCII byte by byte gives what the Unicode definition gives (lower-case, then drop
    /// `_`, `-` and spaces), on every name and on text with every printable ASCII character; text
    /// with other characters (the Kelvin sign lower-cases to ASCII `k`) takes the Unicode path.
    @Test("Folding ASCII names matches Unicode folding")
    func asciiFolding() throws {
        func unicodeFold(_ s: String) -> String { String(s.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }) }
        let printable = String(decoding: (0x20 ... 0x7E).map { UInt8($0) }, as: UTF8.self)
        let texts = Maneuver.allCases.flatMap { [$0.docsName, $0.swiftName] } + LaneShape.allCases.map(\.docsName)
            + [printable, "Turn Left\t\r\n", "", "__--  "]
        for text in texts {
            #expect(NameMatching.fold(text) == unicodeFold(text), "\(text)")
        }
        #expect(NameMatching.fold("TURN_LEFT") == "turnleft")
        #expect(NameMatching.fold("TURN_\u{212A}EEP_LEFT") == "turnkeepleft")
        #expect(try Maneuver(parsing: "TURN_\u{212A}EEP_LEFT") == .turnKeepLeft)
    }

    @Test("Objective-C spellings")
    func objectiveC() throws {
        #expect(try Maneuver(parsing: "GMSNavigationManeuverRoundaboutLeftCounterClockwise") == .roundaboutLeftCounterClockwise)
        #expect(try Maneuver(parsing: "RoundaboutLeftCounterClockwise") == .roundaboutLeftCounterClockwise)
        #expect(try Maneuver(parsing: "TurnUTurnCounterClockwise") == .turnUTurnCounterClockwise)
        #expect(try Maneuver(parsing: "turn-u-turn-counterclockwise") == .turnUTurnCounterClockwise)
        #expect(try LaneShape(parsing: "GMSNavigationLaneShapeNormalLeft") == .normalLeft)
        #expect(try DrivingSide(parsing: "GMSNavigationDrivingSideLeft") == .left)
    }

    @Test("Raw values are the SDK's")
    func rawValues() throws {
        #expect(try Maneuver(parsing: "0") == .unknown)
        #expect(try Maneuver(parsing: "65") == .nameChange)
        #expect(try Maneuver(parsing: "ROUNDABOUT_EXIT_COUNTERCLOCKWISE").rawValue == 62)
        #expect(throws: NameParseError.self) { try Maneuver(parsing: "66") }
        #expect(throws: NameParseError.self) { try Maneuver(parsing: "-1") }
    }

    @Test("Unknown names list near matches and all valid names")
    func errors() {
        do {
            _ = try Maneuver(parsing: "TURN_LEFTT")
            Issue.record("parsed a misspelt name")
        } catch {
            #expect(error.kind == "maneuver")
            #expect(error.nearMatches.first == "TURN_LEFT")
            #expect(error.validNames.count == 66)
            #expect(error.description.contains("did you mean TURN_LEFT"))
        }
        do {
            _ = try Maneuver(parsing: "roundabout left")
            Issue.record("parsed a partial name")
        } catch {
            #expect(error.nearMatches.contains { $0.hasPrefix("ROUNDABOUT_LEFT") })
        }
        do {
            _ = try Maneuver(parsing: "uturn")
            Issue.record("parsed a partial name")
        } catch {
            #expect(error.nearMatches.first?.hasPrefix("TURN_U_TURN") == true, "\(error.nearMatches)")
        }
        // A lane's bare "uturn" names no side (it depends on the driving side): an error
        // suggesting both, where it used to mean uturn-left.
        do {
            _ = try LaneShape(parsing: "uturn")
            Issue.record("parsed a U-turn without a side")
        } catch {
            #expect(error.nearMatches.contains("uturn-left") && error.nearMatches.contains("uturn-right"), "\(error.nearMatches)")
        }
        #expect((try? LaneShape(parsing: "uturn-right")) == .uTurnRight)
        do {
            _ = try Maneuver(parsing: "")
            Issue.record("parsed the empty string")
        } catch {
            #expect(error.nearMatches.isEmpty)
        }
    }

    @Test("Near matches find the name with the same words in another order or with one more")
    func wordMatches() {
        #expect(NameMatching.words("kRoundaboutEnter") == ["k", "roundabout", "enter"])
        #expect(NameMatching.words("TYPE_TURN_NORMAL_LEFT") == ["type", "turn", "normal", "left"])
        #expect(NameMatching.words("roundaboutExit12") == ["roundabout", "exit", "12"])
        let carPlay = ["leftTurn", "rightTurn", "slightLeftTurn", "uTurn", "leftTurnAtEnd", "offRamp"]
        #expect(NameMatching.nearMatches("turnLeft", names: carPlay).first == "leftTurn")
        #expect(NameMatching.nearMatches("turn_left", names: carPlay).first == "leftTurn")
        let androidAuto = ["TYPE_TURN_NORMAL_LEFT", "TYPE_TURN_SLIGHT_LEFT", "TYPE_U_TURN_LEFT", "TYPE_FORK_LEFT", "TYPE_KEEP_LEFT", "TYPE_MERGE_LEFT"]
        #expect(NameMatching.nearMatches("TYPE_TURN_LEFT", names: androidAuto).contains("TYPE_TURN_NORMAL_LEFT"))
        #expect(NameMatching.nearMatches("MERGE_LEFT", names: ["MERGE_LEFT", "MERGE_RIGHT"]).first == "MERGE_LEFT")
    }

    @Test("Lane shapes: names, aliases, raw values")
    func laneShapes() throws {
        for s in LaneShape.allCases {
            #expect(try LaneShape(parsing: s.docsName) == s)
            #expect(try LaneShape(parsing: s.swiftName) == s)
            #expect(try LaneShape(parsing: String(s.rawValue)) == s)
        }
        #expect(try LaneShape(parsing: "left") == .normalLeft)
        #expect(try LaneShape(parsing: "slight-right") == .slightRight)
        #expect(throws: NameParseError.self) { try LaneShape(parsing: "10") }
        #expect(throws: NameParseError.self) { try LaneShape(parsing: "sideways") }
    }

    @Test("Driving sides")
    func drivingSide() throws {
        #expect(try DrivingSide(parsing: "LEFT") == .left)
        #expect(try DrivingSide(parsing: "2") == .right)
        #expect(try DrivingSide(parsing: "none") == DrivingSide.none)
        #expect(throws: NameParseError.self) { try DrivingSide(parsing: "middle") }
    }

    @Test("Lane direction from the SDK's fields")
    func laneDirection() {
        let d = LaneDirection(laneShape: .straight, recommended: true)
        #expect(Lane(laneDirections: [d, LaneDirection(laneShape: .normalLeft)]).isRecommended)
        #expect(!Lane(laneDirections: [LaneDirection(laneShape: .normalLeft)]).isRecommended)
    }
}
