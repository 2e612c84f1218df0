import Foundation
import Testing
import ManeuverCatalogue
@testable import ManeuverFeed

@Suite("StepInfo JSON")
struct StepInfoTests {
    @Test("maneuver by docs name, Swift name, Objective-C name, lower case or raw integer")
    func maneuverSpellings() throws {
        for text in ["\"TURN_LEFT\"", "\"turnLeft\"", "\"turn-left\"", "6", "6.0"] {
            #expect(try StepInfo.decode(json: "{\"maneuver\": \(text)}").maneuver == .turnLeft, "\(text)")
        }
        #expect(try StepInfo.decode(json: #"{"maneuver": "RoundaboutLeftCounterClockwise"}"#).maneuver
            == .roundaboutLeftCounterClockwise)
        #expect(try StepInfo.decode(json: #"{"maneuver": "ROUNDABOUT_LEFT_COUNTERCLOCKWISE"}"#).maneuver
            == .roundaboutLeftCounterClockwise)
        #expect(try StepInfo.decode(json: #"{"maneuver": 65}"#).maneuver == .nameChange)
    }

    // The SDK documentation's four-lane example, written once with names and once with raw values.
    @Test("the SDK's four-lane example with names and with integers")
    func sdkLaneExample() throws {
        let expected = [lane((.normalLeft, true)), lane((.normalLeft, true)), lane((.straight, false)),
                        lane((.straight, false), (.normalRight, false))]
        let names = try StepInfo.decode(json: """
            {"maneuver": "TURN_LEFT", "drivingSide": "RIGHT", "lanes": [
              {"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]},
              {"laneDirections": [{"laneShape": "normalLeft", "recommended": true}]},
              {"laneDirections": [{"laneShape": "straight"}]},
              {"laneDirections": [{"laneShape": "STRAIGHT", "recommended": false}, {"laneShape": "right"}]}]}
            """)
        let ints = try StepInfo.decode(json: """
            {"maneuver": 6, "drivingSide": 2, "lanes": [
              {"laneDirections": [{"laneShape": 4, "recommended": true}]},
              {"laneDirections": [{"laneShape": 4, "isRecommended": true}]},
              {"laneDirections": [{"laneShape": 1}]},
              {"laneDirections": [{"laneShape": 1}, {"laneShape": 5}]}]}
            """)
        #expect(names.lanes == expected)
        #expect(ints.lanes == expected)
        #expect(names.drivingSide == .right && ints.drivingSide == .right)
        #expect(LaneSpec.format(names.lanes) == "left*,left*,straight,straight+right")
    }

    @Test("defaults: no lanes, driving side none, no turn number or angle; unknown members ignored")
    func defaults() throws {
        let s = try StepInfo.decode(json: #"{"maneuver": "DEPART", "maneuverImage": "ignored", "lanes": null}"#)
        #expect(s == StepInfo(maneuver: .depart))
        #expect(s.lanes.isEmpty && s.drivingSide == DrivingSide.none && s.roundaboutTurnNumber == nil && s.exitAngle == nil)
    }

    // roundaboutTurnNumber: 1…99 kept; ≤ 0 (the SDK's 0 and -1) means "not a roundabout"; all else errors.
    @Test("roundabout turn number range", arguments: [
        ("1", 1), ("3", 3), ("99", 99), ("0", nil), ("-1", nil), ("-2", nil), ("-1000", nil), ("null", nil),
        ("-1e300", nil), ("-0", nil), ("-3.0", nil),   // whole numbers ≤ 0, also beyond Int's range
    ] as [(String, Int?)])
    func turnNumberAccepted(text: String, expected: Int?) throws {
        let s = try StepInfo.decode(json: "{\"maneuver\": 43, \"roundaboutTurnNumber\": \(text)}")
        #expect(s.roundaboutTurnNumber == expected)
    }

    // One rule for JSON and Swift: a step built or changed in Swift with a turn number ≤ 0 holds nil,
    // equal to the step decoded from the same JSON; 1…99 and larger values are kept as given.
    @Test("roundabout turn number ≤ 0 is none in Swift as in JSON", arguments: [0, -1, -2, -1000, Int.min])
    func turnNumberNoneInSwift(value: Int) throws {
        let built = StepInfo(maneuver: .roundaboutClockwise, roundaboutTurnNumber: value)
        #expect(built.roundaboutTurnNumber == nil)
        #expect(built == StepInfo(maneuver: .roundaboutClockwise))
        if value != Int.min {   // beyond JSON's exact integers
            #expect(built == (try StepInfo.decode(json: "{\"maneuver\": 43, \"roundaboutTurnNumber\": \(value)}")))
        }
        var changed = StepInfo(maneuver: .roundaboutClockwise, roundaboutTurnNumber: 3)
        #expect(changed.roundaboutTurnNumber == 3)
        changed.roundaboutTurnNumber = value
        #expect(changed.roundaboutTurnNumber == nil && changed == built)
        #expect(StepInfo(maneuver: .roundaboutClockwise, roundaboutTurnNumber: 500).roundaboutTurnNumber == 500)
    }

    @Test("roundabout turn number: absurd, fractional and string are errors",
          arguments: ["100", "1e9", "-2.5", "2.5", "\"3\"", "true"])
    func turnNumberRejected(text: String) {
        let e = feedError { () throws(FeedError) in try StepInfo.decode(json: "{\"maneuver\": 43, \"roundaboutTurnNumber\": \(text)}") }
        #expect(e?.path == "$.roundaboutTurnNumber")
        #expect(e?.expected.contains("1…99") == true)
        #expect(e?.kind == (text.hasPrefix("\"") || text == "true" ? .wrongType : .outOfRange))
    }

    @Test("exit angle 1…359 kept as given", arguments: [1.0, 90.0, 180.5, 359.0])
    func exitAngleAccepted(angle: Double) throws {
        #expect(try StepInfo.decode(json: "{\"maneuver\": 50, \"exitAngle\": \(angle)}").exitAngle == angle)
    }

    @Test("exit angle outside 1…359 is an error", arguments: ["0", "0.5", "359.5", "360", "-90", "1e9", "-1e300", "\"90\""])
    func exitAngleRejected(text: String) {
        let e = feedError { () throws(FeedError) in try StepInfo.decode(json: "{\"maneuver\": 50, \"exitAngle\": \(text)}") }
        #expect(e?.path == "$.exitAngle")
        #expect(e?.expected.contains("1…359") == true)
    }

    @Test("0 lanes is no lane guidance; 24 lanes accepted; 25 and 1,000 are errors at $.lanes")
    func laneCounts() throws {
        func doc(_ n: Int) -> String {
            let lanes = Array(repeating: #"{"laneDirections": [{"laneShape": "STRAIGHT"}]}"#, count: n)
            return "{\"maneuver\": 5, \"lanes\": [\(lanes.joined(separator: ","))]}"
        }
        #expect(try StepInfo.decode(json: doc(0)).lanes.isEmpty)
        #expect(StepInfo.maximumLanes == 24)
        #expect(try StepInfo.decode(json: doc(24)).lanes.count == 24)
        for n in [25, 1000] {
            let e = feedError { () throws(FeedError) in try StepInfo.decode(json: doc(n)) }
            #expect(e?.kind == .tooMany)
            #expect(e?.path == "$.lanes")
            #expect(e?.message == "\(n) lanes")
            #expect(e?.expected == "at most 24 lanes")
        }
    }

    @Test("a lane needs 1…10 directions")
    func directionCounts() {
        let empty = feedError { () throws(FeedError) in
            try StepInfo.decode(json: #"{"maneuver": 5, "lanes": [{"laneDirections": [{"laneShape": 1}]}, {"laneDirections": []}]}"#)
        }
        #expect(empty?.path == "$.lanes[1].laneDirections")
        let dirs = Array(repeating: #"{"laneShape": 1}"#, count: 11).joined(separator: ",")
        let many = feedError { () throws(FeedError) in try StepInfo.decode(json: "{\"maneuver\": 5, \"lanes\": [{\"laneDirections\": [\(dirs)]}]}") }
        #expect(many?.kind == .tooMany)
        #expect(many?.path == "$.lanes[0].laneDirections")
        let missing = feedError { () throws(FeedError) in try StepInfo.decode(json: #"{"maneuver": 5, "lanes": [{}]}"#) }
        #expect(missing?.kind == .missingField)
        #expect(missing?.path == "$.lanes[0].laneDirections")
    }

    @Test("an unknown lane shape names its exact path and the valid names")
    func badLaneShapePath() {
        let e = feedError { () throws(FeedError) in
            try StepInfo.decode(json: """
                {"maneuver": "TURN_LEFT", "lanes": [
                  {"laneDirections": [{"laneShape": "NORMAL_LEFT"}]},
                  {"laneDirections": [{"laneShape": "STRAIGHT"}]},
                  {"laneDirections": [{"laneShape": "LEFTISH"}]}]}
                """)
        }
        #expect(e?.kind == .unknownName)
        #expect(e?.path == "$.lanes[2].laneDirections[0].laneShape")
        #expect(e?.message.contains("'LEFTISH'") == true)
        #expect(e?.expected.contains("NORMAL_LEFT") == true)
        #expect(e?.expected.contains("0…9") == true)
        #expect(e?.description.hasPrefix("$.lanes[2].laneDirections[0].laneShape: unknown lane shape 'LEFTISH'") == true)
    }

    @Test("unknown enum values: names, integers and wrong types")
    func unknownEnumValues() throws {
        let cases: [(String, String, FeedError.Kind)] = [
            (#"{"maneuver": "TURN_LEFTT"}"#, "$.maneuver", .unknownName),
            (#"{"maneuver": 66}"#, "$.maneuver", .unknownName),
            (#"{"maneuver": -1}"#, "$.maneuver", .unknownName),
            (#"{"maneuver": 6.5}"#, "$.maneuver", .unknownName),
            (#"{"maneuver": true}"#, "$.maneuver", .wrongType),
            (#"{"maneuver": 5, "lanes": [{"laneDirections": [{"laneShape": 10}]}]}"#, "$.lanes[0].laneDirections[0].laneShape", .unknownName),
            (#"{"maneuver": 5, "drivingSide": "middle"}"#, "$.drivingSide", .unknownName),
            (#"{"maneuver": 5, "drivingSide": 3}"#, "$.drivingSide", .unknownName),
            (#"{"maneuver": 5, "lanes": [{"laneDirections": [{"laneShape": 1, "recommended": "yes"}]}]}"#, "$.lanes[0].laneDirections[0].recommended", .wrongType),
            (#"{"maneuver": 5, "lanes": {"laneDirections": []}}"#, "$.lanes", .wrongType),
            (#"{"maneuver": 5, "lanes": [7]}"#, "$.lanes[0]", .wrongType),
            (#"{"maneuver": 5, "fullRoadName": 12}"#, "$.fullRoadName", .wrongType),
            (#"{"maneuver": 5, "distanceFromPrevStepMeters": -5}"#, "$.distanceFromPrevStepMeters", .outOfRange),
            (#"{"lanes": []}"#, "$.maneuver", .missingField),
        ]
        for (json, path, kind) in cases {
            let e = feedError { () throws(FeedError) in try StepInfo.decode(json: json) }
            #expect(e?.path == path, "\(json)")
            #expect(e?.kind == kind, "\(json)")
        }
        // The step number's range is stated whole (1e10 was "out of range; expected an integer
        // ≥ 0", found by review).
        let big = feedError { () throws(FeedError) in try StepInfo.decode(json: #"{"maneuver": 5, "stepNumber": 1e10}"#) }
        #expect(big?.path == "$.stepNumber" && big?.kind == .outOfRange && big?.expected == "an integer 0…2147483647 (-1: none)", "\(big?.description ?? "")")
        #expect(try StepInfo.decode(json: #"{"maneuver": 5, "stepNumber": 2147483647}"#).stepNumber == 2_147_483_647)
        let near = feedError { () throws(FeedError) in try StepInfo.decode(json: #"{"maneuver": "TURN_LEFTT"}"#) }
        #expect(near?.message.contains("did you mean") == true && near?.message.contains("TURN_LEFT") == true)
        #expect(near?.expected.contains("ROUNDABOUT_EXIT_COUNTERCLOCKWISE") == true)
    }

    @Test("empty, truncated and non-object documents are clear errors at $")
    func badDocuments() {
        // (Trailing commas and duplicate keys: StrictJSONTests.)
        for text in ["", "   \n", #"{"maneuver": "TURN_LEFT", "lanes": ["#, #"{"maneuver": "#, "{", "nul", #"{"maneuver" 5}"#] {
            let e = feedError { () throws(FeedError) in try StepInfo.decode(json: text) }
            #expect(e?.kind == .invalidJSON, "\(text)")
            #expect(e?.path == "$")
        }
        #expect(feedError { () throws(FeedError) in try StepInfo.decode(json: "") }?.message == "the document is empty")
        let truncated = feedError { () throws(FeedError) in try StepInfo.decode(json: #"{"maneuver": "TURN_LEFT", "lanes": ["#) }
        #expect(truncated?.message.contains("end of file") == true)
        #expect(truncated?.message.hasSuffix(".") == false, "the message goes on with '; expected …'")
        // A number beyond Double's range where it is read (out of range, at its path:
        // FeedMessageTests.unrepresentableNumbers), and bytes that are not UTF-8.
        #expect(feedError { () throws(FeedError) in try StepInfo.decode(json: #"{"maneuver": 5, "exitAngle": 1e400}"#) }?.path == "$.exitAngle")
        #expect(feedError { () throws(FeedError) in try StepInfo.decode(Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])) }?.kind == .invalidJSON)
        for text in ["[]", "null", "\"TURN_LEFT\"", "6"] {
            let e = feedError { () throws(FeedError) in try StepInfo.decode(json: text) }
            #expect(e?.kind == .wrongType, "\(text)")
            #expect(e?.path == "$")
        }
        // Nesting far beyond the decoder's depth limit: an error, not a stack overflow.
        let deep = String(repeating: "[", count: 100_000)
        #expect(feedError { () throws(FeedError) in try StepInfo.decode(json: deep) }?.kind == .invalidJSON)
    }

    @Test("Codable: encodes docs names and decodes back to the same value; JSONDecoder errors carry the path")
    func codableRoundTrip() throws {
        let step = StepInfo(maneuver: .roundaboutSharpRightClockwise,
                            lanes: [lane((.uTurnRight, false), (.sharpRight, true)), lane((.straight, false))],
                            drivingSide: .left, roundaboutTurnNumber: 4, exitAngle: 135,
                            fullInstructionText: "Take the 4th exit", fullRoadName: "A6", simpleRoadName: "A6",
                            exitNumber: "12", stepNumber: 3, distanceFromPrevStepMeters: 250, timeFromPrevStepSeconds: 20)
        let data = try JSONEncoder().encode(step)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"ROUNDABOUT_SHARP_RIGHT_CLOCKWISE\""))
        #expect(text.contains("\"U_TURN_RIGHT\""))
        #expect(try JSONDecoder().decode(StepInfo.self, from: data) == step)
        #expect(try StepInfo.decode(data) == step)

        let list = Data(#"[{"maneuver": 5}, {"maneuver": 6, "lanes": [{"laneDirections": [{"laneShape": "SIDEWAYS"}]}]}]"#.utf8)
        do {
            _ = try JSONDecoder().decode([StepInfo].self, from: list)
            Issue.record("expected an error")
        } catch let e as FeedError {
            #expect(e.path == "$[1].lanes[0].laneDirections[0].laneShape")
        }
    }
}
