import Foundation
import Testing
import ManeuverCatalogue
import ManeuverVocabularies
@testable import ManeuverFeed

/// An encoded polyline written independently of `RouteShape.decodePolyline` (the encoding the
/// Google, Valhalla and GraphHopper documents describe), for round trips and shaped documents.
func encodedPolyline(_ points: [(Double, Double)], precision: Double = 1e5) -> String {
    var out = "", previous = (0, 0)
    func value(_ v: Int) {
        var u = v < 0 ? ~(v << 1) : v << 1
        while u >= 0x20 { out.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (u & 0x1F)) + 63))); u >>= 5 }
        out.unicodeScalars.append(Unicode.Scalar(UInt8(u + 63)))
    }
    for (lat, lon) in points {
        let p = (Int((lat * precision).rounded()), Int((lon * precision).rounded()))
        value(p.0 - previous.0); value(p.1 - previous.1)
        previous = p
    }
    return out
}

/// Points of a walk on a local grid: metres east and north of (48°, 11°), as (lat, lon).
func grid(_ metres: (Double, Double)...) -> [(Double, Double)] {
    metres.map { e, n in (48 + n / 111_320, 11 + e / (111_320 * cos(48 * Double.pi / 180))) }
}

/// Each format's documents of our own: detection by shape, each decision the route readers make
/// on what real responses do (vocabularies.md), errors and warnings. The real responses:
/// `RouteFormatFixtureTests`.
@Suite("Route formats")
struct RouteFormatTests {
    static func response(_ json: String, trafficSide: DrivingSide = .none) throws(FeedError) -> RouteResponse {
        try RouteResponse.decode(json: json, options: RouteReadingOptions(trafficSide: trafficSide))
    }

    static func glyphs(_ r: RouteResponse) -> [String] { r.steps.map { $0.step.drawing.glyph.description } }

    @Test("Google's polyline example decodes to its documented points; our encoder round-trips")
    func polyline() throws {
        // developers.google.com/maps/documentation/utilities/polylinealgorithm: the example's three points.
        let shape = try #require(RouteShape.decodePolyline("_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 1e5))
        #expect(shape.points.map { [$0.lat, $0.lon] } == [[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]])
        let points = grid((0, 0), (3, -7), (-1000, 250.5))
        let back = try #require(RouteShape.decodePolyline(encodedPolyline(points, precision: 1e6), precision: 1e6))
        for (a, b) in zip(back.points, points) { #expect(abs(a.lat - b.0) < 1e-6 && abs(a.lon - b.1) < 1e-6) }
        // Three values per point (GraphHopper's elevation) and text that is no polyline.
        #expect(RouteShape.decodePolyline("_p~iF~ps|U?", precision: 1e5, dimensions: 3)?.points.count == 1)
        #expect(RouteShape.decodePolyline("_p~iF~ps|", precision: 1e5) == nil)
        #expect(RouteShape.decodePolyline("_p~iF~ps|U \n", precision: 1e5) == nil)
        // Values of 2^44 summed point after point: refused as no polyline, never an overflow.
        let huge = String(repeating: String(repeating: "~", count: 8) + "^", count: 40)
        #expect(RouteShape.decodePolyline(huge, precision: 1e6) == nil)
        #expect(RouteShape.decodePolyline(String(repeating: "~", count: 11) + "^", precision: 1e6) == nil)
    }

    /// A run of repeated points (nothing `span` metres away) costs each heading at most
    /// `headingReach` vertices, and the heading falls back to the farthest point looked at.
    @Test("A shape of repeated points bounds each heading's walk")
    func repeatedPoints() throws {
        let still = Array(repeating: (lat: 51.5, lon: -0.1), count: 100_000)
        let shape = RouteShape(points: [(51.4999, -0.1)] + still + [(51.5, -0.0999)])
        #expect(shape.heading(into: 50_000) == nil && shape.heading(outOf: 50_000) == nil)
        // At the run's ends the far point lies within reach: north in, east out.
        #expect(abs((shape.heading(into: 100) ?? -1) - 0) < 0.01)
        #expect(abs((shape.heading(outOf: 100_000 - 100) ?? -1) - 90) < 0.5)
    }

    @Test("Headings and turns along a shape: north then east is 90° right, west 270°")
    func headings() {
        let shape = RouteShape(points: grid((0, 0), (0, 50), (0, 100), (50, 100), (50, 150)).map { ($0.0, $0.1) })
        #expect(abs((shape.heading(into: 2) ?? -1) - 0) < 0.01)
        #expect(abs((shape.heading(outOf: 2) ?? -1) - 90) < 0.01)
        #expect(abs((shape.turn(at: 2) ?? -1) - 90) < 0.01)
        #expect(abs((shape.turn(at: 3) ?? -1) - 270) < 0.01)
        #expect(shape.heading(into: 0) == nil && shape.heading(outOf: 4) == nil)
    }

    @Test("Each format is told by its shape, error bodies included")
    func detection() throws {
        let shapes: [(String, RouteFormat?)] = [
            (#"{"code": "Ok", "routes": []}"#, .osrm),
            (#"{"legs": [{"steps": [{"maneuver": {"type": "depart"}}]}]}"#, .osrm),
            (#"{"trip": {"legs": []}}"#, .valhalla),
            (#"{"error_code": 442, "error": "No path could be found for input", "status_code": 400}"#, .valhalla),
            (#"{"paths": []}"#, .graphHopper),
            (#"{"message": "Cannot find point 0", "hints": [{"message": "x"}]}"#, .graphHopper),
            (#"{"routes": [{"legs": [{"steps": [{"navigationInstruction": {"maneuver": "DEPART"}}]}]}]}"#, .routesAPI),
            (#"{"error": {"code": 400, "message": "Invalid request", "status": "INVALID_ARGUMENT"}}"#, .routesAPI),
            (#"{"routes": [{"legs": [{"steps": [{"maneuver": "turn-left", "html_instructions": "x"}]}]}], "status": "OK"}"#, .directionsAPI),
            (#"{"routes": [], "status": "ZERO_RESULTS"}"#, .directionsAPI),
            (#"{"routes": [{"sections": []}]}"#, .here),
            (#"{"title": "Malformed request", "status": 400, "cause": "origin missing"}"#, .here),
            (#"{"maneuver": "TURN_LEFT"}"#, nil),
        ]
        for (text, format) in shapes {
            let node = JSONNode(try JSONValue.parse(Data(text.utf8)))
            #expect(RouteFormat.reader(for: node)?.format == format, "\(text)")
        }
        // Error bodies are the engines' errors, quoted; empty answers have no routes.
        let errors: [(String, FeedError.Kind, String)] = [
            (#"{"error_code": 442, "error": "No path could be found for input"}"#, .routingError, "No path could be found"),
            (#"{"message": "Cannot find point 0", "hints": []}"#, .routingError, "Cannot find point 0"),
            (#"{"paths": []}"#, .noRoutes, "no paths"),
            (#"{"error": {"code": 403, "message": "API key not valid", "status": "PERMISSION_DENIED"}}"#, .routingError, "API key not valid"),
            (#"{"routes": [], "status": "ZERO_RESULTS"}"#, .noRoutes, "ZERO_RESULTS"),
            (#"{}"#, .noRoutes, "Routes API answers {} when it finds no route"),
            (#"{"routes": [], "status": "REQUEST_DENIED", "error_message": "The provided API key is invalid."}"#, .routingError, "API key is invalid"),
            (#"{"title": "Malformed request", "status": 400, "cause": "origin missing"}"#, .routingError, "origin missing"),
            (#"{"routes": [], "notices": [{"title": "Route calculation failed: Couldn't match origin.", "code": "couldNotMatchOrigin"}]}"#, .noRoutes, "Couldn't match origin"),
            (#"{"maneuver": "TURN_LEFT"}"#, .unrecognizedDocument, "no known route response format"),
        ]
        for (text, kind, words) in errors {
            let e = feedError { () throws(FeedError) in try Self.response(text) }
            #expect(e?.kind == kind && e?.message.contains(words) == true, "\(text): \(e?.description ?? "no error")")
        }
    }

    /// Valhalla: `type` through the table; the roundabout's exit angle from the shape (the
    /// heading into `begin_shape_index` and out of `end_shape_index`), in the traffic side's
    /// circulation, else right-hand traffic assumed and said; a start on a ferry; miles.
    @Test("Valhalla: the roundabout's exit from the shape, the circulation from the traffic side")
    func valhalla() throws {
        // North 100 m to the ring, round it, out eastwards: a right turn overall.
        let shape = encodedPolyline(grid((0, 0), (0, 100), (10, 110), (20, 110), (120, 110)), precision: 1e6)
        let doc = #"""
        {"trip": {"units": "miles", "legs": [{"shape": "\#(shape)", "maneuvers": [
          {"type": 2, "begin_shape_index": 0, "end_shape_index": 1, "length": 0.0621, "ferry": true},
          {"type": 26, "roundabout_exit_count": 2, "begin_shape_index": 1, "end_shape_index": 3},
          {"type": 27, "begin_shape_index": 3, "end_shape_index": 4, "street_names": ["East Road"]},
          {"type": 4, "begin_shape_index": 4, "end_shape_index": 4}]}]}}
        """#
        let right = try Self.response(doc)
        #expect(right.format == .valhalla)
        #expect(Self.glyphs(right) == ["FERRY_BOAT", "ROUNDABOUT_RIGHT_COUNTERCLOCKWISE", "ROUNDABOUT_EXIT_COUNTERCLOCKWISE", "DESTINATION"])
        let ring = right.steps[1]
        #expect(abs((ring.step.spec.exitAngle ?? 0) - 90) < 0.5 && ring.exitAngleSource == .shape && ring.step.spec.exitNumber == 2)
        #expect(ring.warnings.map(\.message).contains { $0.contains("right-hand traffic assumed") })
        #expect(right.steps[0].warnings.contains { $0.message.contains("starts on a ferry") })
        #expect(abs((right.steps[0].step.distanceMeters ?? 0) - 0.0621 * 1609.344) < 1e-6)
        #expect(right.steps[2].step.roadName == "East Road")
        // The same ring in left-hand traffic: clockwise, the right exit is 270° along it.
        let left = try Self.response(doc, trafficSide: .left)
        #expect(Self.glyphs(left)[1] == "ROUNDABOUT_RIGHT_CLOCKWISE")
        #expect(abs((left.steps[1].step.spec.exitAngle ?? 0) - 270) < 0.5 && left.steps[1].warnings.isEmpty)
        // Without a shape: the exit number alone, the numbered ring, said.
        let bare = try Self.response(#"{"trip": {"legs": [{"maneuvers": [{"type": 26, "roundabout_exit_count": 3}]}]}}"#, trafficSide: .right)
        #expect(Self.glyphs(bare) == ["ROUNDABOUT_NUMBERED_EXIT"] && bare.steps[0].warnings.contains { $0.message.contains("no exit angle") })
        // Alternates are routes 1…; an unknown type draws UNKNOWN with a warning; malformed structure is an error.
        let alternates = try Self.response(#"{"trip": {"legs": [{"maneuvers": [{"type": 1}]}]}, "alternates": [{"trip": {"legs": [{"maneuvers": [{"type": 99}]}]}}]}"#)
        #expect(alternates.steps.map(\.routeIndex) == [0, 1] && Self.glyphs(alternates) == ["DEPART", "UNKNOWN"])
        #expect(alternates.steps[1].warnings.first?.path == "$.alternates[0].trip.legs[0].maneuvers[0].type")
        #expect(feedError { () throws(FeedError) in try Self.response(#"{"trip": {"legs": [{"maneuvers": [{"type": {}}]}]}}"#) }?.kind == .wrongType)
        #expect(Self.glyphs(try Self.response(#"{"trip": {"legs": [{"maneuvers": [{"type": "kStayStraight"}]}]}}"#)) == ["KEEP_MIDDLE"])
        #expect(feedError { () throws(FeedError) in try Self.response(#"{"trip": {"legs": [{}]}}"#) }?.path == "$.trip.legs[0].maneuvers")
    }

    /// One wrongly typed context field costs a route neither its other icons nor this step's:
    /// the field is left out with a warning naming it (step objects, read strictly, refuse it).
    @Test("A route's wrongly typed exit number, angle or flag is left out with a warning")
    func lenientFields() throws {
        let valhalla = try Self.response(#"{"trip": {"legs": [{"maneuvers": [{"type": 1}, {"type": 26, "roundabout_exit_count": 2.5, "begin_shape_index": "x"}, {"type": 4, "ferry": 3}]}]}}"#)
        #expect(Self.glyphs(valhalla) == ["DEPART", "ROUNDABOUT_COUNTERCLOCKWISE", "DESTINATION"])
        #expect(valhalla.steps[1].warnings.contains { $0.path == "$.trip.legs[0].maneuvers[1].roundabout_exit_count" && $0.message.hasSuffix("left out") })
        #expect(valhalla.steps[1].warnings.contains { $0.path == "$.trip.legs[0].maneuvers[1].begin_shape_index" })
        let graphHopper = try Self.response(#"{"paths": [{"instructions": [{"sign": 6, "exit_number": "2", "turn_angle": "1.5"}, {"sign": 4}]}]}"#)
        #expect(Self.glyphs(graphHopper).count == 2 && graphHopper.steps[0].step.spec.exitNumber == nil)
        #expect(graphHopper.steps[0].warnings.contains { $0.path == "$.paths[0].instructions[0].exit_number" })
        #expect(graphHopper.steps[0].warnings.contains { $0.path == "$.paths[0].instructions[0].turn_angle" })
        let here = try Self.response(#"{"routes": [{"sections": [{"actions": [{"action": "roundaboutExit", "direction": "right", "exit": [2]}]}]}]}"#)
        #expect(Self.glyphs(here) == ["ROUNDABOUT_COUNTERCLOCKWISE"] && here.steps[0].warnings.contains { $0.path.hasSuffix(".exit") })
    }

    /// GraphHopper: the `turn_angle`'s magnitude is the arc driven, its sign ignored; the
    /// circulation from the traffic side; a ferry told by `road_environment`; legs by via points.
    @Test("GraphHopper: turn_angle's sign is not read; a ferry in road_environment; via points count legs")
    func graphHopper() throws {
        func doc(_ angle: Double) -> String {
            #"""
            {"paths": [{"points_encoded": true, "points": "\#(encodedPolyline(grid((0, 0), (0, 100), (0, 200), (100, 200), (100, 300), (100, 400))))",
              "details": {"road_environment": [[0, 3, "road"], [3, 4, "ferry"], [4, 5, "road"]]},
              "instructions": [
                {"sign": 0, "interval": [0, 1], "text": "Continue"},
                {"sign": 6, "exit_number": 3, "turn_angle": \#(angle), "exited": true, "interval": [1, 2]},
                {"sign": 5, "interval": [2, 2], "text": "Waypoint 1"},
                {"sign": 0, "interval": [2, 4], "text": "Continue onto the ferry"},
                {"sign": 6, "exit_number": 1, "exited": false, "interval": [4, 5]},
                {"sign": 4, "interval": [5, 5]}]}]}
            """#
        }
        let negative = try Self.response(doc(-4.71), trafficSide: .right), positive = try Self.response(doc(4.71), trafficSide: .right)
        // 4.71 rad = 270° travelled counterclockwise: the exit to the left, whatever the sign says.
        #expect(Self.glyphs(negative) == ["STRAIGHT", "ROUNDABOUT_LEFT_COUNTERCLOCKWISE", "WAYPOINT", "FERRY_BOAT", "ROUNDABOUT_NUMBERED_EXIT", "DESTINATION"])
        #expect(Self.glyphs(positive) == Self.glyphs(negative))
        #expect(abs((negative.steps[1].step.spec.exitAngle ?? 0) - 4.71 * 180 / .pi) < 1e-9 && negative.steps[1].exitAngleSource == .turnAngle)
        #expect(negative.steps.map(\.legIndex) == [0, 0, 0, 1, 1, 1] && negative.steps.map(\.stepIndex) == [0, 1, 2, 0, 1, 2])
        #expect(negative.steps[3].warnings.contains { $0.message.contains("road_environment has a ferry") })
        #expect(negative.steps[4].warnings.contains { $0.message.contains("exited: false") })
        // In left-hand traffic the same magnitude goes clockwise: 270° along it is the right exit.
        #expect(Self.glyphs(try Self.response(doc(-4.71), trafficSide: .left))[1] == "ROUNDABOUT_RIGHT_CLOCKWISE")
        // Without a traffic side: right-hand traffic, said.
        #expect(try Self.response(doc(-4.71)).steps[1].warnings.contains { $0.message.contains("right-hand traffic assumed") })
        // An angle beyond ±2π is set aside with a warning, the step still drawn.
        let wild = try Self.response(doc(9), trafficSide: .right)
        #expect(Self.glyphs(wild)[1] == "ROUNDABOUT_NUMBERED_EXIT" && wild.steps[1].warnings.contains { $0.path.hasSuffix(".turn_angle") })
        // FERRY with a leaving flag leaves the ferry.
        let leave = try Self.response(#"{"paths": [{"instructions": [{"sign": 9, "ferry": "leave_ferry"}, {"sign": 9}]}]}"#)
        #expect(Self.glyphs(leave) == ["FERRY_EXIT", "FERRY_BOAT"])
    }

    /// Google (both APIs): a step without a maneuver is the departure when it opens its leg,
    /// else straight on with a warning; `ROUNDABOUT_LEFT` is clockwise whatever the traffic side
    /// (said when it disagrees); the exit is not given, said; transit steps draw UNKNOWN.
    @Test("Google: missing maneuvers, roundabout-left is the circulation, transit")
    func google() throws {
        let directions = #"""
        {"status": "OK", "routes": [{"legs": [{"steps": [
          {"html_instructions": "Head <b>north</b>", "travel_mode": "DRIVING", "distance": {"value": 120}},
          {"maneuver": "roundabout-left", "travel_mode": "DRIVING", "html_instructions": "At the roundabout take the 1st exit"},
          {"html_instructions": "Continue", "travel_mode": "DRIVING"},
          {"maneuver": "keep-left", "travel_mode": "DRIVING"},
          {"html_instructions": "Bus &amp; tram", "travel_mode": "TRANSIT", "transit_details": {}}]}]}]}
        """#
        let d = try Self.response(directions, trafficSide: .right)
        #expect(d.format == .directionsAPI)
        #expect(Self.glyphs(d) == ["DEPART", "ROUNDABOUT_CLOCKWISE", "STRAIGHT", "TURN_KEEP_LEFT", "UNKNOWN"])
        #expect(d.steps[0].warnings.isEmpty && d.steps[0].step.distanceMeters == 120 && d.steps[0].step.instruction == "Head north")
        let ring = d.steps[1].warnings.map(\.message)
        #expect(ring.contains { $0.contains("against right-hand traffic") } && ring.contains { $0.contains("no exit number or angle") })
        #expect(d.steps[2].warnings.first?.message.contains("no maneuver") == true)
        #expect(d.steps[4].step.instruction == "Bus & tram" && d.steps[4].warnings.contains { $0.message.contains("transit") })
        let routes = #"""
        {"routes": [{"legs": [{"steps": [
          {"distanceMeters": 10, "travelMode": "DRIVE"},
          {"navigationInstruction": {"maneuver": "ROUNDABOUT_RIGHT", "instructions": "Take the 2nd exit"}, "travelMode": "DRIVE"},
          {"navigationInstruction": {"maneuver": "RAMP_LEFT"}}, {"navigationInstruction": {"maneuver": "TURN_LEFTISH"}}]}]}]}
        """#
        let r = try Self.response(routes)
        #expect(r.format == .routesAPI)
        #expect(Self.glyphs(r) == ["DEPART", "ROUNDABOUT_COUNTERCLOCKWISE", "OFF_RAMP_LEFT", "UNKNOWN"])
        #expect(r.steps[3].warnings.first?.message.contains("unknown routes-api value 'TURN_LEFTISH'") == true)
        #expect(r.steps[1].step.instruction == "Take the 2nd exit")
    }

    /// HERE: actions named as the `here` table's values; a roundabout's direction is the
    /// circulation; a U-turn without one turns as the traffic side does; ferry sections.
    @Test("HERE: action, direction and severity name the table's values")
    func here() throws {
        let cases: [(String, DrivingSide, String)] = [
            (#"{"action": "turn", "direction": "left", "severity": "light"}"#, .none, "TURN_SLIGHT_LEFT"),
            (#"{"action": "turn", "direction": "right", "severity": "heavy"}"#, .none, "TURN_SHARP_RIGHT"),
            (#"{"action": "turn", "direction": "right"}"#, .none, "TURN_RIGHT"),
            (#"{"action": "turn", "direction": "middle"}"#, .none, "STRAIGHT"),
            (#"{"action": "keep", "direction": "middle"}"#, .none, "KEEP_MIDDLE"),
            (#"{"action": "keep", "direction": "left"}"#, .none, "FORK_LEFT"),
            (#"{"action": "continueHighway"}"#, .none, "STRAIGHT"),
            (#"{"action": "ramp", "direction": "right"}"#, .none, "ON_RAMP_RIGHT"),
            (#"{"action": "exit", "direction": "left"}"#, .none, "OFF_RAMP_LEFT"),
            (#"{"action": "enterHighway", "direction": "right"}"#, .none, "MERGE_RIGHT"),
            (#"{"action": "enterHighway", "direction": "left", "turnAngle": -10}"#, .none, "MERGE_LEFT"),
            (#"{"action": "uTurn"}"#, .left, "TURN_U_TURN_CLOCKWISE"),
            (#"{"action": "uTurn"}"#, .none, "TURN_U_TURN_COUNTERCLOCKWISE"),
            (#"{"action": "roundaboutExit", "direction": "left", "exit": 2}"#, .right, "ROUNDABOUT_NUMBERED_EXIT"),
            (#"{"action": "roundaboutExit", "direction": "right"}"#, .none, "ROUNDABOUT_COUNTERCLOCKWISE"),
            (#"{"action": "roundaboutEnter", "direction": "left", "exit": 14}"#, .none, "ROUNDABOUT_CLOCKWISE"),
            (#"{"action": "roundaboutPass", "direction": "left"}"#, .none, "ROUNDABOUT_CLOCKWISE"),
            (#"{"action": "depart"}"#, .none, "DEPART"),
            (#"{"action": "arrive"}"#, .none, "DESTINATION"),
        ]
        for (action, side, glyph) in cases {
            let r = try Self.response(#"{"routes": [{"sections": [{"actions": [\#(action)]}]}]}"#, trafficSide: side)
            #expect(Self.glyphs(r) == [glyph], "\(action)")
        }
        let numbered = try Self.response(#"{"routes": [{"sections": [{"actions": [{"action": "roundaboutExit", "direction": "left", "exit": 2}]}]}]}"#, trafficSide: .right)
        #expect(numbered.steps[0].step.spec.circulation == .clockwise && numbered.steps[0].step.spec.exitNumber == 2)
        #expect(numbered.steps[0].warnings.contains { $0.message.contains("against right-hand traffic") })
        // Ferry and car-train sections: boarding and leaving; transit sections: transit steps.
        let sections = #"""
        {"routes": [{"sections": [
          {"type": "vehicle", "transport": {"mode": "ferry"}, "actions": [{"action": "depart"}, {"action": "arrive"}]},
          {"type": "vehicle", "transport": {"mode": "carShuttleTrain"}, "actions": [{"action": "depart"}]},
          {"type": "transit", "transport": {"mode": "bus"}, "actions": [{"action": "board"}]}]}]}
        """#
        let s = try Self.response(sections)
        #expect(Self.glyphs(s) == ["FERRY_BOAT", "FERRY_EXIT", "FERRY_TRAIN", "UNKNOWN"] && s.steps.map(\.legIndex) == [0, 0, 1, 2])
        // Turn-by-turn actions win over actions, their texts from the action at the same offset.
        let both = try Self.response(#"""
        {"routes": [{"sections": [{"actions": [{"action": "turn", "direction": "left", "offset": 4, "instruction": "Turn left onto A"}],
          "turnByTurnActions": [{"action": "turn", "direction": "left", "severity": "light", "offset": 4, "turnAngle": -40}]}]}]}
        """#)
        #expect(Self.glyphs(both) == ["TURN_SLIGHT_LEFT"] && both.steps[0].step.instruction == "Turn left onto A")
        #expect(both.steps[0].path == "$.routes[0].sections[0].turnByTurnActions[0]" && both.steps[0].step.turnAngle == 320)
        // An unknown action is drawn UNKNOWN with a warning naming the known ones.
        let unknown = try Self.response(#"{"routes": [{"sections": [{"actions": [{"action": "hover"}]}]}]}"#)
        #expect(Self.glyphs(unknown) == ["UNKNOWN"] && unknown.steps[0].warnings.first?.message.contains("known: depart") == true)
    }

    /// OSRM format is read as before the other formats were (`RouteAdaptor`), into the model as
    /// the 66 maneuvers state it, also as a bare route object; the traffic side given fills an
    /// absent `driving_side` only.
    @Test("OSRM: the table's maneuver, read into the model; bare route objects")
    func osrm() throws {
        let bare = #"{"legs": [{"steps": [{"maneuver": {"type": "roundabout", "modifier": "left", "exit": 2}}, {"maneuver": {"type": "turn", "modifier": "left"}, "driving_side": "right"}]}]}"#
        let r = try Self.response(bare, trafficSide: .left)
        #expect(r.format == .osrm && Self.glyphs(r) == ["ROUNDABOUT_LEFT_CLOCKWISE", "TURN_LEFT"])
        #expect(r.steps[0].path == "$.legs[0].steps[0]" && r.steps[0].osrm?.drivingSide == .left && r.steps[1].osrm?.drivingSide == .right)
        #expect(r.steps[0].step.spec.source == ManeuverSource(vocabulary: "osrm", value: "roundabout left"))
        let adaptor = try RouteAdaptor.steps(json: bare)
        #expect(adaptor.map(\.maneuver) == [.roundaboutLeftCounterClockwise, .turnLeft])
    }
}
