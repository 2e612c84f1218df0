import Foundation
import Testing
import ManeuverCatalogue
@testable import ManeuverFeed

/// The four real responses in ../shared/fixtures/routes (skipped when that folder is absent).
/// Expected maneuvers were written by hand from each step's `type`, `modifier` and `driving_side`
/// (listed in the comments) using the table's documented rules; lanes from each step's
/// `intersections[0]`.
@Suite("Shared OSRM fixtures", .enabled(if: FeedPaths.routeFixturesPresent))
struct RouteFixtureTests {
    struct Expected {
        var route: Int, leg: Int, step: Int
        var maneuver: Maneuver
        var turn: Int? = nil
        var lanes: String = ""
    }

    static func check(_ file: String, side: DrivingSide, _ expected: [Expected]) throws {
        let steps = try RouteAdaptor.steps(from: try FeedPaths.fixture(file))
        #expect(steps.count == expected.count, "\(file)")
        for (s, e) in zip(steps, expected) {
            let at = "\(file) route \(e.route) leg \(e.leg) step \(e.step) (\(s.type) \(s.modifier ?? "-"))"
            #expect(s.routeIndex == e.route && s.legIndex == e.leg && s.stepIndex == e.step, "\(at)")
            #expect(s.maneuver == e.maneuver, "\(at)")
            #expect(s.roundaboutTurnNumber == e.turn, "\(at)")
            #expect(s.laneSpec == e.lanes, "\(at)")
            #expect(s.drivingSide == side, "\(at)")
            #expect(s.exitAngle == nil, "\(at)")  // none of the four carries banner `degrees`
        }
    }

    // Valhalla, Manchester (UK), driving_side left: roundabouts and U-turns go clockwise.
    @Test("ferrostar_valhalla_osrm_with_roundabouts.json (left-hand traffic)")
    func ukRoundabouts() throws {
        try Self.check("ferrostar_valhalla_osrm_with_roundabouts.json", side: .left, [
            Expected(route: 0, leg: 0, step: 0, maneuver: .depart),                       // depart
            Expected(route: 0, leg: 0, step: 1, maneuver: .turnSlightRight),              // turn, slight right
            Expected(route: 0, leg: 0, step: 2, maneuver: .roundaboutLeftClockwise, turn: 1),  // roundabout, left, exit 1
            Expected(route: 0, leg: 0, step: 3, maneuver: .roundaboutExitClockwise),      // exit roundabout, left
            Expected(route: 0, leg: 0, step: 4, maneuver: .turnUTurnClockwise),           // continue, uturn ("right U-turn")
            Expected(route: 0, leg: 0, step: 5, maneuver: .forkRight),                    // fork, slight right (lanes only at intersection 6)
            Expected(route: 0, leg: 0, step: 6, maneuver: .offRampSlightLeft),            // off ramp, slight left
            Expected(route: 0, leg: 0, step: 7, maneuver: .destination),                  // arrive
            Expected(route: 0, leg: 1, step: 0, maneuver: .depart),                       // depart
            Expected(route: 0, leg: 1, step: 1, maneuver: .roundaboutLeftClockwise, turn: 4),  // roundabout, left, exit 4
            Expected(route: 0, leg: 1, step: 2, maneuver: .roundaboutExitClockwise),      // exit roundabout, slight left
            Expected(route: 0, leg: 1, step: 3, maneuver: .destination),                  // arrive
        ])
        // Leg 1's fourth exit is a right turn overall (bearing 41° in, 121° out at the exit step)
        // with Valhalla's entering modifier `left`; no banner degrees: drawn from the modifier,
        // with a warning naming the bearings (a new-user trial found it silent).
        let steps = try RouteAdaptor.steps(from: try FeedPaths.fixture("ferrostar_valhalla_osrm_with_roundabouts.json"))
        let flagged = steps.filter { !$0.warnings.isEmpty }
        #expect(flagged.map { "\($0.legIndex).\($0.stepIndex)" } == ["1.1"])
        #expect(flagged.first?.warnings.first?.message.contains("the bearings (41° in, 121° out of the ring at the next step) turn right") == true)
    }

    // Valhalla, New Jersey, right-hand traffic.
    @Test("ferrostar_valhalla_extended_osrm_response.json (right-hand traffic)")
    func newJersey() throws {
        try Self.check("ferrostar_valhalla_extended_osrm_response.json", side: .right, [
            Expected(route: 0, leg: 0, step: 0, maneuver: .depart),                // depart
            Expected(route: 0, leg: 0, step: 1, maneuver: .turnRight),             // end of road, right (lanes at intersection 1 only)
            Expected(route: 0, leg: 0, step: 2, maneuver: .onRampSlightLeft),      // on ramp, slight left
            Expected(route: 0, leg: 0, step: 3, maneuver: .forkRight),             // fork, slight right (lanes at intersection 4 only)
            // off ramp, slight right; intersection 0: straight ×3 invalid, [straight, right] active, valid_indication right
            Expected(route: 0, leg: 0, step: 4, maneuver: .offRampSlightRight, lanes: "straight,straight,straight,straight+right*"),
            Expected(route: 0, leg: 0, step: 5, maneuver: .turnSlightRight),       // turn, slight right
            Expected(route: 0, leg: 0, step: 6, maneuver: .turnRight),             // new name, right ("Turn right onto Dell Avenue")
            Expected(route: 0, leg: 0, step: 7, maneuver: .destinationLeft),       // arrive, left
        ])
    }

    // Mapbox, Nuremberg, right-hand traffic, two alternative routes.
    @Test("mapboxjava_directions_alternatives_v5.json (two routes, lanes)")
    func nurembergAlternatives() throws {
        let route0: [Expected] = [
            Expected(route: 0, leg: 0, step: 0, maneuver: .depart),             // depart
            Expected(route: 0, leg: 0, step: 1, maneuver: .turnLeft),           // turn, left
            Expected(route: 0, leg: 0, step: 2, maneuver: .turnLeft),           // turn, left
            Expected(route: 0, leg: 0, step: 3, maneuver: .turnSlightRight),    // turn, slight right (lanes from intersection 12 on)
            Expected(route: 0, leg: 0, step: 4, maneuver: .forkRight),          // fork, slight right
            Expected(route: 0, leg: 0, step: 5, maneuver: .turnSlightLeft),     // turn, slight left (lanes at intersection 3 only)
            // turn, left; intersection 0: [left] valid not active, [left, straight] active, valid_indication left
            Expected(route: 0, leg: 0, step: 6, maneuver: .turnLeft, lanes: "left,left*+straight"),
            Expected(route: 0, leg: 0, step: 7, maneuver: .turnRight),          // turn, right
            Expected(route: 0, leg: 0, step: 8, maneuver: .destinationLeft),    // arrive, left
        ]
        let route1: [Expected] = [
            Expected(route: 1, leg: 0, step: 0, maneuver: .depart),
            Expected(route: 1, leg: 0, step: 1, maneuver: .turnLeft),
            Expected(route: 1, leg: 0, step: 2, maneuver: .turnLeft),
            Expected(route: 1, leg: 0, step: 3, maneuver: .turnSlightRight),
            // on ramp, slight right; intersection 0: [straight] invalid, [right] active
            Expected(route: 1, leg: 0, step: 4, maneuver: .onRampSlightRight, lanes: "straight,right*"),
            // off ramp, slight right; intersection 0: [straight] ×3 invalid, [slight right] active
            Expected(route: 1, leg: 0, step: 5, maneuver: .offRampSlightRight, lanes: "straight,straight,straight,slight-right*"),
            // turn, left; intersection 0: two [left] lanes, both active
            Expected(route: 1, leg: 0, step: 6, maneuver: .turnLeft, lanes: "left*,left*"),
            Expected(route: 1, leg: 0, step: 7, maneuver: .turnLeft),            // turn, left
            Expected(route: 1, leg: 0, step: 8, maneuver: .turnLeft),            // end of road, left
            Expected(route: 1, leg: 0, step: 9, maneuver: .turnRight),           // turn, right (lanes at intersection 3 only)
            Expected(route: 1, leg: 0, step: 10, maneuver: .turnLeft, lanes: "left,left*+straight"),
            Expected(route: 1, leg: 0, step: 11, maneuver: .turnRight),          // turn, right
            Expected(route: 1, leg: 0, step: 12, maneuver: .destinationLeft),    // arrive, left
        ]
        try Self.check("mapboxjava_directions_alternatives_v5.json", side: .right, route0 + route1)
    }

    // Mapbox, Washington DC, right-hand traffic: the traffic circle goes counterclockwise.
    @Test("mapboxjava_directions_v5_roundabout_exits.json (exit 6, counterclockwise)")
    func washingtonCircle() throws {
        try Self.check("mapboxjava_directions_v5_roundabout_exits.json", side: .right, [
            Expected(route: 0, leg: 0, step: 0, maneuver: .depart),                                      // depart
            Expected(route: 0, leg: 0, step: 1, maneuver: .roundaboutStraightCounterClockwise, turn: 6), // roundabout, straight, exit 6
            Expected(route: 0, leg: 0, step: 2, maneuver: .roundaboutExitCounterClockwise, turn: 6),     // exit roundabout, slight right, exit 6
            Expected(route: 0, leg: 0, step: 3, maneuver: .turnRight),                                   // turn, right
            Expected(route: 0, leg: 0, step: 4, maneuver: .destination),                                 // arrive
        ])
    }

    /// Independent oracle: the producers' own banners. A step's `bannerInstructions[].sub`
    /// components of type `lane` describe the lanes of the *next* step's maneuver, with `active`
    /// for the highlighted lanes and `active_direction` for the highlighted arrow. Our lanes for the
    /// next step (taken from its first intersection) must say the same.
    @Test("lanes agree with the producers' banner lane components", arguments: [
        "ferrostar_valhalla_extended_osrm_response.json", "mapboxjava_directions_alternatives_v5.json",
    ])
    func lanesMatchBanners(file: String) throws {
        let data = try FeedPaths.fixture(file)
        let mapped = try RouteAdaptor.steps(from: data)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let shapes: [String: LaneShape] = ["straight": .straight, "left": .normalLeft, "right": .normalRight,
                                           "slight left": .slightLeft, "slight right": .slightRight]
        var compared = 0
        for (ri, route) in (root["routes"] as? [[String: Any]] ?? []).enumerated() {
            for (li, leg) in (route["legs"] as? [[String: Any]] ?? []).enumerated() {
                for (si, step) in (leg["steps"] as? [[String: Any]] ?? []).enumerated() {
                    for banner in step["bannerInstructions"] as? [[String: Any]] ?? [] {
                        let components = ((banner["sub"] as? [String: Any])?["components"] as? [[String: Any]] ?? [])
                            .filter { $0["type"] as? String == "lane" }
                        if components.isEmpty { continue }
                        let next = try #require(mapped.first { $0.routeIndex == ri && $0.legIndex == li && $0.stepIndex == si + 1 })
                        #expect(next.lanes.count == components.count, "\(file) \(ri)/\(li)/\(si + 1)")
                        for (lane, c) in zip(next.lanes, components) {
                            let directions = (c["directions"] as? [String] ?? []).map { shapes[$0] }
                            #expect(lane.laneDirections.map(\.laneShape) == directions)
                            #expect(lane.isRecommended == (c["active"] as? Bool ?? false))
                            let picked = lane.laneDirections.first(where: \.recommended)?.laneShape
                            #expect(picked == (c["active_direction"] as? String).flatMap { shapes[$0] })
                        }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared >= 1)
    }

    @Test("every fixture maps through FeedDocument to the same steps")
    func throughFeedDocument() throws {
        for file in ["ferrostar_valhalla_osrm_with_roundabouts.json", "ferrostar_valhalla_extended_osrm_response.json",
                     "mapboxjava_directions_alternatives_v5.json", "mapboxjava_directions_v5_roundabout_exits.json"] {
            let data = try FeedPaths.fixture(file)
            guard case .route(let steps) = try FeedDocument.decode(data) else { Issue.record("\(file) not a route"); continue }
            #expect(steps == (try RouteAdaptor.steps(from: data)))
            #expect(steps.map(\.stepInfo.maneuver) == steps.map(\.maneuver))
        }
    }
}
