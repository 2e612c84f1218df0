import Foundation
import Testing
import ManeuverCatalogue
@testable import ManeuverFeed

@Suite("Nav info and document detection")
struct NavInfoTests {
    static func doc(state: String) -> String {
        """
        {"navState": \(state),
         "currentStep": {"maneuver": "TURN_RIGHT"},
         "remainingSteps": [{"maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "roundaboutTurnNumber": 2}, {"maneuver": 2}],
         "distanceToCurrentStepMeters": 120, "distanceToFinalDestinationMeters": -1}
        """
    }

    @Test("enroute (any spelling or 1) renders the current step then the remaining steps",
          arguments: ["\"enroute\"", "\"ENROUTE\"", "\"GMSNavigationNavStateEnroute\"", "1"])
    func enroute(state: String) throws {
        let info = try NavInfo.decode(json: Self.doc(state: state))
        #expect(info.navState == .enroute)
        #expect(info.stepsToRender.map(\.maneuver) == [.turnRight, .roundaboutLeftClockwise, .destination])
        #expect(info.stepsToRender[1].roundaboutTurnNumber == 2)
        #expect(info.distanceToCurrentStepMeters == 120)
        #expect(info.distanceToFinalDestinationMeters == nil)  // the SDK's -1: not available
    }

    // Rerouting, stopped and unknown carry stale or no steps: nothing to draw, and not an error.
    @Test("rerouting, stopped and unknown render nothing", arguments: [
        ("\"rerouting\"", NavState.rerouting), ("2", .rerouting), ("\"STOPPED\"", .stopped), ("3", .stopped),
        ("\"unknown\"", .unknown), ("0", .unknown),
    ])
    func nothingToRender(state: String, expected: NavState) throws {
        let info = try NavInfo.decode(Data(Self.doc(state: state).utf8))
        #expect(info.navState == expected)
        #expect(info.remainingSteps.count == 2)
        #expect(info.stepsToRender.isEmpty)
        let document = try FeedDocument.decode(json: Self.doc(state: state))
        #expect(document.stepsToRender.isEmpty)
    }

    @Test("absent navState means enroute")
    func absentState() throws {
        let info = try NavInfo.decode(Data(#"{"currentStep": {"maneuver": 1}}"#.utf8))
        #expect(info.navState == .enroute && info.stepsToRender.map(\.maneuver) == [.depart])
    }

    @Test("bad nav states and bad nested steps name their paths")
    func errors() {
        let cases: [(String, String, FeedError.Kind)] = [
            (Self.doc(state: "4"), "$.navState", .unknownName),
            (Self.doc(state: "\"driving\""), "$.navState", .unknownName),
            (Self.doc(state: "[]"), "$.navState", .wrongType),
            (#"{"navState": 1, "remainingSteps": [{"maneuver": 5}, {"maneuver": 5, "lanes": [{"laneDirections": [{"laneShape": "UP"}]}]}]}"#,
             "$.remainingSteps[1].lanes[0].laneDirections[0].laneShape", .unknownName),
            (#"{"navState": 1, "currentStep": {"maneuver": 43, "roundaboutTurnNumber": 500}}"#, "$.currentStep.roundaboutTurnNumber", .outOfRange),
            (#"{"navState": 1, "remainingSteps": {}}"#, "$.remainingSteps", .wrongType),
        ]
        for (json, path, kind) in cases {
            let e = feedError { () throws(FeedError) in try NavInfo.decode(Data(json.utf8)) }
            #expect(e?.path == path, "\(json)")
            #expect(e?.kind == kind, "\(json)")
            // The same document through the detecting entry point gives the same error.
            #expect(feedError { () throws(FeedError) in try FeedDocument.decode(json: json) } == e)
        }
        #expect(feedError { () throws(FeedError) in try NavInfo.decode(Data(Self.doc(state: "4").utf8)) }?
            .expected.contains("enroute") == true)
    }

    @Test("FeedDocument tells a bare step, nav info and a route response apart by their keys")
    func detection() throws {
        guard case .step(let s) = try FeedDocument.decode(json: #"{"maneuver": "FERRY_BOAT"}"#) else {
            Issue.record("expected a step"); return
        }
        #expect(s.maneuver == .ferryBoat)
        guard case .navInfo(let n) = try FeedDocument.decode(json: #"{"remainingSteps": [{"maneuver": 7}]}"#) else {
            Issue.record("expected nav info"); return
        }
        #expect(n.stepsToRender.map(\.maneuver) == [.turnRight])
        let route = #"{"code": "Ok", "routes": [{"legs": [{"steps": [{"maneuver": {"type": "turn", "modifier": "left"}}]}]}]}"#
        guard case .route(let steps) = try FeedDocument.decode(json: route) else {
            Issue.record("expected a route"); return
        }
        #expect(steps.map(\.maneuver) == [.turnLeft])
        #expect(try FeedDocument.decode(json: route).stepsToRender.map(\.maneuver) == [.turnLeft])

        for text in ["{}", #"{"step": {"maneuver": 5}}"#] {
            let e = feedError { () throws(FeedError) in try FeedDocument.decode(json: text) }
            #expect(e?.kind == .unrecognizedDocument)
            #expect(e?.path == "$")
        }
        #expect(feedError { () throws(FeedError) in try FeedDocument.decode(json: "[1]") }?.kind == .wrongType)
        #expect(feedError { () throws(FeedError) in try FeedDocument.decode(json: "{\"navState\": ") }?.kind == .invalidJSON)
    }

    /// Decision: keys with a value decide before keys that are only present as `null` (which the
    /// readers take as absent). A step with a stray `"navState": null` or `"code": null` was read
    /// as nav info without steps (drawing nothing) or as a broken route (found by review); a
    /// document with nothing but a `null` key still goes by that key.
    @Test("FeedDocument: null-valued keys decide only when no key has a value")
    func nullKeysDecideLast() throws {
        for text in [#"{"navState": null, "maneuver": 1}"#, #"{"code": null, "maneuver": 1}"#,
                     #"{"routes": null, "currentStep": null, "maneuver": 1}"#] {
            guard case .step(let s) = try FeedDocument.decode(json: text) else { Issue.record("expected a step: \(text)"); continue }
            #expect(s.maneuver == .depart, "\(text)")
        }
        guard case .navInfo(let n) = try FeedDocument.decode(json: #"{"currentStep": null}"#) else {
            Issue.record("expected nav info"); return
        }
        #expect(n.stepsToRender.isEmpty)
        guard case .navInfo = try FeedDocument.decode(json: #"{"navState": "enroute", "code": null, "maneuver": 1}"#) else {
            Issue.record("expected nav info"); return
        }
        #expect(feedError { () throws(FeedError) in try FeedDocument.decode(json: #"{"code": null}"#) }?.path == "$.routes")
    }

    @Test("NavInfo round-trips through JSONEncoder/JSONDecoder")
    func codable() throws {
        let info = NavInfo(navState: .rerouting, currentStep: StepInfo(maneuver: .mergeLeft),
                           remainingSteps: [StepInfo(maneuver: .forkRight, lanes: [lane((.slightRight, true))])],
                           distanceToCurrentStepMeters: 12.5)
        let data = try JSONEncoder().encode(info)
        #expect(String(decoding: data, as: UTF8.self).contains("\"rerouting\""))
        #expect(try JSONDecoder().decode(NavInfo.self, from: data) == info)
    }
}
