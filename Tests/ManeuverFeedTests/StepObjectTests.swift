import Foundation
import Testing
import ManeuverCatalogue
import ManeuverVocabularies
@testable import ManeuverFeed

/// Each platform's step object, told by its shape and read through its vocabulary's table;
/// strict where route responses are lenient; and a field no shape reads never fails a step.
@Suite("Step objects")
struct StepObjectTests {
    static func step(_ json: String, trafficSide: DrivingSide = .none) throws(FeedError) -> StepObject {
        try StepObject.decode(json: json, options: RouteReadingOptions(trafficSide: trafficSide))
    }

    static func glyph(_ json: String, trafficSide: DrivingSide = .none) throws(FeedError) -> String {
        try step(json, trafficSide: trafficSide).step.drawing.glyph.description
    }

    @Test("Each shape is told apart and read through its table", arguments: [
        (#"{"vocabulary": "carplay", "maneuver": "leftTurnAtEnd"}"#, StepObject.Shape.vocabulary, "END_OF_ROAD_LEFT"),
        (#"{"vocabulary": "google", "maneuver": 6}"#, .vocabulary, "TURN_LEFT"),
        (#"{"maneuver": "TURN_LEFT", "roundaboutTurnNumber": 0}"#, .google, "TURN_LEFT"),
        (#"{"maneuverType": 40, "trafficSide": 1}"#, .carPlay, "ROUNDABOUT_NUMBERED_EXIT"),
        (#"{"maneuver": {"type": "TYPE_DESTINATION_STRAIGHT"}, "cue": "Arrive"}"#, .androidAuto, "DESTINATION_STRAIGHT"),
        (#"{"type": 47, "roundaboutExitNumber": 0}"#, .androidAuto, "FERRY_BOAT_LEFT"),
        (#"{"event": "TURN_FORK", "turnSide": "right"}"#, .androidCluster, "FORK_RIGHT"),
        (#"{"type": 22, "instruction": "Keep straight"}"#, .valhalla, "KEEP_MIDDLE"),
        (#"{"vocabulary": "valhalla", "type": 29}"#, .valhalla, "FERRY_EXIT"),
        (#"{"sign": -98}"#, .graphHopper, "TURN_U_TURN_COUNTERCLOCKWISE"),
        (#"{"navigationInstruction": {"maneuver": "FERRY"}}"#, .routesAPI, "FERRY_BOAT"),
        (#"{"maneuver": "fork-right", "html_instructions": "Keep right"}"#, .directionsAPI, "FORK_RIGHT"),
        (#"{"action": "keep", "direction": "middle"}"#, .here, "KEEP_MIDDLE"),
        (#"{"maneuver": {"type": "off ramp", "modifier": "slight left"}}"#, .osrm, "OFF_RAMP_SLIGHT_LEFT"),
        (#"{"vocabulary": "mapbox-icons", "maneuver": "end-of-road-right"}"#, .vocabulary, "END_OF_ROAD_RIGHT"),
    ])
    func shapes(json: String, shape: StepObject.Shape, glyph: String) throws {
        let s = try Self.step(json)
        #expect(s.shape == shape, "\(json)")
        #expect(s.step.drawing.glyph.description == glyph, "\(json)")
    }

    /// The brief's example and its kind: a member no shape reads holds anything, also a number
    /// beyond Double's range, in every shape.
    @Test("A field the product does not read never fails a step")
    func ignoredFields() throws {
        let junk = #""debug": 1e999, "extra": [-1e999, {"deep": 1e400}], "note": null"#
        for object in [#"{"maneuver": "TURN_LEFT", "#, #"{"vocabulary": "carplay", "maneuver": 1, "#, #"{"maneuverType": 1, "#,
                       #"{"maneuver": {"type": 7}, "#, #"{"event": 4, "turnSide": 1, "#, #"{"type": 15, "length": 1, "#, #"{"sign": -2, "#,
                       #"{"navigationInstruction": {"maneuver": "TURN_LEFT"}, "#, #"{"maneuver": "turn-left", "travel_mode": "DRIVING", "#,
                       #"{"action": "turn", "direction": "left", "#, #"{"maneuver": {"type": "turn", "modifier": "left"}, "#] {
            #expect(try Self.glyph(object + junk + "}") == "TURN_LEFT", "\(object)")
        }
    }

    /// Strict: what a route would read leniently is an error naming the field.
    @Test("Unknown values, ranges and ambiguous shapes are errors naming the field")
    func strictErrors() {
        let cases: [(String, FeedError.Kind, String)] = [
            (#"{"vocabulary": "carplay", "maneuver": "leftTrun"}"#, .unknownName, "$.maneuver"),
            (#"{"vocabulary": "carplay", "maneuver": 30, "exitNumber": 5}"#, .outOfRange, "$.exitNumber"),
            (#"{"vocabulary": "android-auto", "maneuver": 33, "exitNumber": 2, "exitAngle": 400}"#, .outOfRange, "$.exitAngle"),
            (#"{"vocabulary": "here", "maneuver": 3}"#, .wrongType, "$.maneuver"),
            (#"{"vocabulary": "klingon", "maneuver": 3}"#, .unknownName, "$.vocabulary"),
            (#"{"vocabulary": "mapbox-icons"}"#, .missingField, "$.maneuver"),
            (#"{"type": 7}"#, .unrecognizedDocument, "$.type"),
            (#"{"sign": 42}"#, .unknownName, "$.sign"),
            (#"{"action": "hover"}"#, .unknownName, "$.action"),
            (#"{"maneuverType": 28, "junctionExitAngle": 500}"#, .outOfRange, "$.junctionExitAngle"),
            (#"{"maneuverType": 1, "linkedLaneGuidance": {"lanes": [{"status": 7, "angles": [0]}]}}"#, .unknownName, "$.linkedLaneGuidance.lanes[0].status"),
            (#"{"maneuver": {"type": 7}, "lanes": [{"directions": [{"shape": 11}]}]}"#, .unknownName, "$.lanes[0].directions[0].shape"),
            (#"{"event": 4, "turnSide": 9}"#, .unknownName, "$.turnSide"),
            (#"{"routes": [], "code": "Ok"}"#, .unrecognizedDocument, "$"),
            (#"{"hello": 1}"#, .unrecognizedDocument, "$"),
        ]
        for (json, kind, path) in cases {
            let e = feedError { () throws(FeedError) in try Self.step(json) }
            #expect(e?.kind == kind && e?.path == path, "\(json): \(e?.description ?? "no error")")
        }
    }

    /// CarPlay: `trafficSide` is `CPTrafficSide` (0 right, 1 left); the junction exit angle is a
    /// roundabout's exit (relative to the driver: −90 left) or another maneuver's junction exit;
    /// lanes as angles, the highlighted one recommended in good and preferred lanes.
    @Test("CarPlay: traffic side, junction angles and lanes as angles")
    func carPlay() throws {
        let exit = try Self.step(#"{"maneuverType": "roundaboutExit2", "trafficSide": 1, "junctionExitAngle": -90, "junctionElementAngles": [0]}"#)
        #expect(exit.step.drawing.glyph.description == "ROUNDABOUT_LEFT_CLOCKWISE")
        #expect(exit.step.spec.exitNumber == 2 && exit.step.spec.exitAngle == 90 && exit.step.spec.arms == [180])
        // Right-hand traffic by CPManeuver's default, said by no note: the object states it.
        let right = try Self.step(#"{"maneuverType": 29, "junctionExitAngle": 90}"#)
        #expect(right.step.drawing.glyph.description == "ROUNDABOUT_RIGHT_COUNTERCLOCKWISE" && right.warnings.isEmpty)
        // A junction exit angle on the other side from the value's turn is not drawn: a left
        // turn's junction image never points right (whatever CarPlay's sign turns out to be).
        let against = try Self.step(#"{"maneuverType": 1, "junctionExitAngle": 90}"#)
        #expect(against.step.rendering(junction: true) == .maneuver(.turnLeft, exitAngle: nil, exitNumber: nil, arms: nil))
        #expect(against.warnings.map(\.message) == ["the junction exit angle bends against the maneuver's side: its junction image shows the maneuver's own direction"])
        let vocabulary = try Self.step(#"{"vocabulary": "carplay", "maneuver": "leftTurn", "turnAngle": 90}"#)
        #expect(vocabulary.step.rendering(junction: true) == .maneuver(.turnLeft, exitAngle: nil, exitNumber: nil, arms: nil))
        let turn = try Self.step(#"{"maneuverType": 2, "junctionExitAngle": 80, "junctionElementAngles": [0, -90]}"#)
        #expect(turn.step.turnAngle == 80 && turn.step.spec.arms == [0, 270])
        // The exit listed again among the other roads (against CarPlay's contract) is drawn once.
        let listed = try Self.step(#"{"maneuverType": 2, "junctionExitAngle": 80, "junctionElementAngles": [0, 82, -90]}"#)
        #expect(listed.step.spec.arms == [0, 270])
        #expect(listed.warnings.map(\.message) == ["lists the junction exit's angle (80°) among the other roads: drawn once, as the exit"])
        let ring = try Self.step(#"{"maneuverType": "roundaboutExit2", "trafficSide": 1, "junctionExitAngle": -90, "junctionElementAngles": [0, 270]}"#)
        #expect(ring.step.spec.arms == [180] && ring.warnings.count == 1)
        let lanes = try Self.step(#"""
        {"maneuverType": 1, "linkedLaneGuidance": {"lanes": [
          {"status": "preferred", "angles": [-90, 0], "highlightedAngle": -90},
          {"status": 1, "primaryAngle": 0, "secondaryAngles": [45]},
          {"status": 0, "angles": [30, 180]}]}}
        """#)
        #expect(LaneSpec.format(lanes.step.lanes) == "left*+straight,straight*+slight-right,slight-right+uturn-left")
        let leftHand = try Self.step(#"{"maneuverType": 1, "trafficSide": "left", "lanes": [{"status": 0, "angles": [180, -180]}]}"#)
        #expect(LaneSpec.format(leftHand.step.lanes) == "uturn-right+uturn-right")
    }

    @Test("Android Auto: Step with lanes (shapes one above the SDK's), Maneuver alone")
    func androidAuto() throws {
        let s = try Self.step(#"""
        {"maneuver": {"type": "Maneuver.TYPE_ROUNDABOUT_ENTER_AND_EXIT_CCW_WITH_ANGLE", "roundaboutExitNumber": 3, "roundaboutExitAngle": 270},
         "lanes": [{"directions": [{"shape": 5, "isRecommended": true}, {"shape": "SHAPE_STRAIGHT"}]}, {"directions": [{"shape": 10}]}],
         "cue": "Take the third exit", "road": "B 27"}
        """#)
        #expect(s.step.drawing.glyph.description == "ROUNDABOUT_LEFT_COUNTERCLOCKWISE" && s.step.spec.exitNumber == 3)
        #expect(LaneSpec.format(s.step.lanes) == "left*+straight,uturn-right" && s.step.instruction == "Take the third exit" && s.step.roadName == "B 27")
        let missing = try Self.step(#"{"type": 33, "roundaboutExitNumber": 2}"#)
        #expect(missing.warnings.contains { $0.message.contains("requires an exit angle") })
    }

    @Test("Cluster turn event: side, number and angle; -1 unused")
    func cluster() throws {
        let s = try Self.step(#"{"event": 13, "turnSide": 3, "turnAngle": 90, "turnNumber": 1}"#, trafficSide: .left)
        #expect(s.step.drawing.glyph.description == "ROUNDABOUT_LEFT_CLOCKWISE" && s.step.spec.exitNumber == 1)
        let unused = try Self.step(#"{"event": "TURN_TURN", "turnSide": "TURN_SIDE_LEFT", "turnAngle": -1, "turnNumber": -1}"#)
        #expect(unused.step.drawing.glyph.description == "TURN_LEFT" && unused.warnings.isEmpty)
    }

    /// The SDK's own step read as an object is the same step as `StepInfo`'s.
    @Test("A Google StepInfo object is the StepInfo's step")
    func google() throws {
        let json = #"{"maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "roundaboutTurnNumber": 3, "exitAngle": 90, "arms": [180], "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]}]}"#
        #expect(try Self.step(json).step == ManeuverStep(try StepInfo.decode(json: json)))
        // Its own errors as before: a bad lane shape names its path.
        #expect(feedError { () throws(FeedError) in try Self.step(#"{"maneuver": 6, "lanes": [{"laneDirections": [{"laneShape": "LEFTISH"}]}]}"#) }?.path
                == "$.lanes[0].laneDirections[0].laneShape")
    }

    @Test("The generic form: context in the vocabulary's conventions, lanes as objects or a spec")
    func generic() throws {
        let s = try Self.step(#"{"vocabulary": "here", "maneuver": "LEFT_ROUNDABOUT_EXIT2", "exitAngle": -120, "lanes": "left*,straight", "turnAngle": 10}"#)
        #expect(s.step.spec.circulation == .clockwise && s.step.spec.exitAngle == 120 && s.step.spec.exitNumber == 2)
        #expect(LaneSpec.format(s.step.lanes) == "left*,straight")
        #expect(feedError { () throws(FeedError) in try Self.step(#"{"vocabulary": "google", "maneuver": 1, "lanes": "left*,sideways"}"#) }?.path == "$.lanes")
        let side = try Self.step(#"{"vocabulary": "valhalla", "maneuver": "kRoundaboutEnter", "trafficSide": "left", "exitNumber": 2}"#)
        #expect(side.step.spec.circulation == .clockwise && side.warnings.contains { $0.message.contains("no exit angle") })
    }

    /// Nav info in a feed line or step file: its current step while enroute; nothing otherwise.
    @Test("Step documents: nav info, and ids on feed lines")
    func documents() throws {
        let nav = try StepDocument.decode(json: #"{"navState": "enroute", "currentStep": {"maneuver": "TURN_RIGHT"}}"#)
        #expect(nav.currentStep?.spec.googleManeuver == .turnRight)
        #expect(try StepDocument.decode(json: #"{"navState": 2, "currentStep": {"maneuver": 7}}"#).currentStep == nil)
        // "vocabulary" makes it a step, whatever else it holds.
        if case .step = try StepDocument.decode(json: #"{"vocabulary": "google", "maneuver": 7, "navState": "stopped"}"#) {} else { Issue.record("not a step") }
        let line = FeedLine.read(Data(#"{"id": "a-1", "vocabulary": "carplay", "maneuver": "nope"}"#.utf8))
        #expect(line.id == .string("a-1"))
        if case .failure(let e) = line.document { #expect(e.path == "$.maneuver") } else { Issue.record("no error") }
        #expect(FeedLine.read(Data(#"{"id": 12, "maneuver": 1}"#.utf8)).id == .number(12))
        if case .failure(let e) = FeedLine.read(Data(#"{"id": [1], "maneuver": 1}"#.utf8)).document { #expect(e.path == "$.id") } else { Issue.record("no error") }
        if case .failure(let e) = FeedLine.read(Data("not json".utf8)).document { #expect(e.kind == .invalidJSON) } else { Issue.record("no error") }
    }
}
