import Foundation
import Testing
import ManeuverCatalogue
import ManeuverVocabularies
@testable import ManeuverFeed

/// The real responses in the engines' own formats (../shared/fixtures/routes: Valhalla native ×2,
/// GraphHopper), each step checked against its table read independently (the vocabulary's own
/// summary of the value, which the vocabulary tests pin), and the decisions the formats need
/// (vocabularies.md, "what real responses do") checked on them. Skipped without that folder.
@Suite("Real responses in the engines' own formats", .enabled(if: RepositoryPaths.routeFixturesPresent))
struct RouteFormatFixtureTests {
    /// The JSON of a fixture, parsed by Foundation, for counting and reading fields on our own.
    static func json(_ name: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: RepositoryPaths.routeFixture(name)) as? [String: Any])
    }

    /// The glyph a value's table row draws in right-hand traffic with no other context.
    static func tableGlyph(_ vocabulary: ManeuverVocabulary, raw: Int) throws -> String {
        vocabulary.summary(try vocabulary.entry(rawValue: raw)).rightHandTraffic
    }

    /// Valhalla, Arizona: every maneuver as the `valhalla` table says; the roundabout (type 26,
    /// `roundabout_exit_count` 1, no bearings) drawn from the shape: the approach heads about
    /// 236° (points 1933–1936: 35.855284,-111.424661 → 35.855114,-111.424918) and the exit about
    /// 289° (points 1938–1939: 35.855112,-111.425033 → 35.855263,-111.425563), a turn of some 53°
    /// to the right: about 127° travelled counterclockwise, right of straight through.
    @Test("Valhalla native (Arizona): the table's glyphs; the roundabout's exit from the shape")
    func valhallaRoundabout() throws {
        let name = "valhalla_furkot_roundabout.json"
        let r = try RouteResponse.decode(try RepositoryPaths.routeFixture(name), options: RouteReadingOptions(trafficSide: .right))
        let maneuvers = try #require(((Self.json(name)["trip"] as? [String: Any])?["legs"] as? [[String: Any]])?.first?["maneuvers"] as? [[String: Any]])
        #expect(r.format == .valhalla && r.steps.count == maneuvers.count)
        for (s, m) in zip(r.steps, maneuvers) {
            let type = try #require(m["type"] as? Int)
            #expect(s.given.first == RouteSourceField("type", .number(Double(type))))
            if type == 26 { continue }
            #expect(s.step.drawing.glyph.description == (try Self.tableGlyph(.valhalla, raw: type)), "type \(type)")
            #expect(s.warnings.isEmpty, "\(s.warnings)")
        }
        let ring = r.steps[4]
        #expect(ring.step.spec.exitNumber == 1 && ring.exitAngleSource == .shape)
        #expect((124...131).contains(ring.step.spec.exitAngle ?? 0), "\(ring.step.spec.exitAngle ?? 0)")
        #expect(ring.step.drawing.glyph.description.hasSuffix("RIGHT_COUNTERCLOCKWISE"))
        // Miles: the first maneuver's 12.434 mi.
        #expect(abs((r.steps[0].step.distanceMeters ?? 0) - 12.434 * 1609.344) < 1e-6)
    }

    /// Valhalla pedestrian (Seattle), trip and two alternates: every maneuver as the table says
    /// (stay straight is keep middle), each route's steps in order.
    @Test("Valhalla native (pedestrian): every maneuver of the trip and both alternates as the table says")
    func valhallaPedestrian() throws {
        let name = "valhalla_headway_pedestrian.json"
        let root = try Self.json(name)
        let trips = [root["trip"]] + (root["alternates"] as? [[String: Any]] ?? []).map { $0["trip"] }
        var expected: [(route: Int, type: Int)] = []
        for (ri, trip) in trips.enumerated() {
            for leg in (trip as? [String: Any])?["legs"] as? [[String: Any]] ?? [] {
                for m in leg["maneuvers"] as? [[String: Any]] ?? [] { expected.append((ri, try #require(m["type"] as? Int))) }
            }
        }
        let r = try RouteResponse.decode(try RepositoryPaths.routeFixture(name))
        #expect(r.steps.count == expected.count && expected.count == 91)
        for (s, e) in zip(r.steps, expected) {
            #expect(s.routeIndex == e.route)
            #expect(s.step.drawing.glyph.description == (try Self.tableGlyph(.valhalla, raw: e.type)), "\(s.path)")
        }
        #expect(r.steps.contains { $0.step.drawing.glyph == .extra(.keepMiddle) })
    }

    /// GraphHopper, France → Germany: every instruction as the `graphhopper` table says; the 7
    /// roundabouts' `turn_angle`s are all negative (documented as counterclockwise, which is
    /// right for France, but the same sign came from a London route too), so only the magnitude
    /// is read: the exit lies right of straight through below 180° travelled counterclockwise,
    /// left above, straight near 180° (–1.87 rad, 107°: right; –5.02 rad, 288°: left; –3.3 rad,
    /// 189°: straight on).
    @Test("GraphHopper: the table's glyphs; roundabouts from |turn_angle| in the traffic side's circulation")
    func graphHopper() throws {
        let name = "graphhopper_furkot_turnbyturn.json"
        let instructions = try #require(((Self.json(name)["paths"] as? [[String: Any]])?.first)?["instructions"] as? [[String: Any]])
        let r = try RouteResponse.decode(try RepositoryPaths.routeFixture(name), options: RouteReadingOptions(trafficSide: .right))
        #expect(r.format == .graphHopper && r.steps.count == instructions.count && instructions.count == 151)
        var roundabouts = 0
        for (s, i) in zip(r.steps, instructions) {
            let sign = try #require(i["sign"] as? Int)
            guard sign == 6 else {
                #expect(s.step.drawing.glyph.description == (try Self.tableGlyph(.graphHopper, raw: sign)), "\(s.path)")
                continue
            }
            roundabouts += 1
            let radians = try #require(i["turn_angle"] as? Double)
            #expect(radians < 0)
            let travelled = abs(radians) * 180 / .pi
            let glyph = s.step.drawing.glyph.description
            #expect(s.step.spec.exitNumber == i["exit_number"] as? Int && abs((s.step.spec.exitAngle ?? 0) - travelled) < 1e-9)
            #expect(glyph.hasPrefix("ROUNDABOUT_") && glyph.hasSuffix("_COUNTERCLOCKWISE"), "\(glyph)")
            if travelled < 170 { #expect(glyph.contains("RIGHT"), "\(travelled)° \(glyph)") }
            if travelled > 190 { #expect(glyph.contains("LEFT"), "\(travelled)° \(glyph)") }
            if (175...185).contains(travelled) { #expect(glyph.contains("STRAIGHT"), "\(travelled)° \(glyph)") }
        }
        #expect(roundabouts == 7)
        // Without --traffic-side the roundabouts say they assumed right-hand traffic.
        let assumed = try RouteResponse.decode(try RepositoryPaths.routeFixture(name))
        #expect(assumed.steps.filter { $0.warnings.contains { $0.message.contains("right-hand traffic assumed") } }.count == 7)
    }
}

/// The repository's own documents in the documented shapes of Google's and HERE's formats
/// (Tests/Fixtures/routes; no real response of theirs may be passed on), each step as the
/// tables say, written out by hand from the documents.
@Suite("Own documents in Google's and HERE's formats")
struct OwnRouteDocumentTests {
    static func glyphs(_ name: String, trafficSide: DrivingSide = .none) throws -> (RouteResponse, [String]) {
        let r = try RouteResponse.decode(try RepositoryPaths.ownRouteFixture(name), options: RouteReadingOptions(trafficSide: trafficSide))
        return (r, r.steps.map { $0.step.drawing.glyph.description })
    }

    @Test("Directions API (UK, left-hand traffic)")
    func directions() throws {
        let (r, glyphs) = try Self.glyphs("google_directions_uk.json", trafficSide: .left)
        #expect(r.format == .directionsAPI)
        #expect(glyphs == [
            "DEPART",                 // no maneuver, first step of the leg
            "TURN_LEFT", "ROUNDABOUT_CLOCKWISE",   // turn-left; roundabout-left: the circulation, no exit given
            "STRAIGHT",               // no maneuver: continues (warning)
            "TURN_SLIGHT_RIGHT", "OFF_RAMP_LEFT", "MERGE_UNSPECIFIED", "TURN_KEEP_RIGHT", "FORK_LEFT",
            "TURN_U_TURN_CLOCKWISE",  // uturn-right: in left-hand traffic the U-turn turns right
            "FERRY_BOAT", "ROUNDABOUT_CLOCKWISE",
            "DEPART", "UNKNOWN",      // leg 2: walking to the stop, then a transit step (no glyph)
        ])
        #expect(r.steps.filter { !$0.warnings.isEmpty }.map(\.stepIndex) == [2, 3, 11, 1])
        // Junction exits from the polylines: the left turn bends 90° left.
        #expect(abs((r.steps[1].step.turnAngle ?? 0) - 270) < 1)
        #expect(r.steps[1].step.instruction == "Turn left onto West Street")
    }

    @Test("Routes API v2")
    func routesAPI() throws {
        let (r, glyphs) = try Self.glyphs("google_routes_api.json")
        #expect(r.format == .routesAPI)
        #expect(glyphs == ["DEPART", "TURN_RIGHT", "STRAIGHT", "ROUNDABOUT_COUNTERCLOCKWISE", "NAME_CHANGE", "OFF_RAMP_RIGHT",
                           "MERGE_UNSPECIFIED", "FORK_LEFT", "TURN_U_TURN_COUNTERCLOCKWISE", "UNKNOWN", "FERRY_TRAIN", "TURN_SHARP_LEFT"])
        #expect(r.steps[2].warnings.first?.message.contains("no maneuver") == true)
        #expect(r.steps[3].warnings.first?.message.contains("no exit number or angle") == true)
        #expect(abs((r.steps[1].step.turnAngle ?? 0) - 90) < 1 && r.steps[1].step.distanceMeters == 150)
    }

    @Test("HERE v8 actions (right-hand traffic, a ferry section)")
    func hereActions() throws {
        let (r, glyphs) = try Self.glyphs("here_v8_actions.json")
        #expect(r.format == .here)
        #expect(glyphs == [
            "DEPART", "TURN_RIGHT", "ROUNDABOUT_NUMBERED_EXIT", "TURN_SLIGHT_LEFT", "FORK_LEFT", "ON_RAMP_LEFT", "STRAIGHT",
            "OFF_RAMP_RIGHT", "TURN_SHARP_RIGHT", "TURN_U_TURN_COUNTERCLOCKWISE", "DESTINATION",
            "FERRY_BOAT", "FERRY_EXIT",
            "DEPART", "ROUNDABOUT_COUNTERCLOCKWISE", "UNKNOWN", "TURN_LEFT", "DESTINATION",
        ])
        let ring = r.steps[2]
        #expect(ring.step.spec.exitNumber == 3 && ring.step.spec.circulation == .counterclockwise)
        #expect(ring.step.spec.source == ManeuverSource(vocabulary: "here", value: "RIGHT_ROUNDABOUT_EXIT3"))
        #expect(r.steps.map(\.legIndex) == Array(repeating: 0, count: 11) + [1, 1] + Array(repeating: 2, count: 5))
    }

    @Test("HERE v8 turn-by-turn actions (UK): direction left is clockwise, joining the motorway merges right; texts from actions")
    func hereTurnByTurn() throws {
        let (r, glyphs) = try Self.glyphs("here_v8_turnbyturn_uk.json")
        #expect(glyphs == ["DEPART", "TURN_LEFT", "ROUNDABOUT_CLOCKWISE", "ROUNDABOUT_NUMBERED_EXIT", "MERGE_RIGHT", "KEEP_MIDDLE", "UNKNOWN", "DESTINATION"])
        #expect(r.steps[2].step.spec.exitNumber == 2 && r.steps[3].step.spec.circulation == .clockwise)
        #expect(r.steps[1].step.instruction == "Turn left onto High Street. Go for 300 m." && r.steps[1].step.turnAngle == 271.5)
        #expect(r.steps.allSatisfy { $0.path.contains("turnByTurnActions") })
    }
}
