import Foundation
import ManeuverCatalogue

/// Maps an OSRM-format route response (OSRM, Valhalla's OSRM output, Mapbox Directions v5) to
/// drawable steps, one per `routes[].legs[].steps[]`, in document order.
///
/// Per step:
/// - maneuver: `RouteManeuverTable` from `maneuver.type`, `maneuver.modifier`, `driving_side`
///   (absent → right) and `mode`;
/// - roundabout turn number: `maneuver.exit` (1…99) of roundabout-family steps (`roundabout`,
///   `rotary`, `roundabout turn`, `exit roundabout`, `exit rotary`); other types' `exit` counts
///   intersections and is ignored;
/// - exit angle and arms of `roundabout`/`rotary`/`roundabout turn` steps: from the bearings of
///   the intersections between entry and exit (`RouteGeometry`; without intersections, from this
///   step's `bearing_before` and the `bearing_after` of a following `exit roundabout` step),
///   else from the first `bannerInstructions[].primary.degrees` of the *previous* step of the same
///   leg. Banners belong to the step during which they are shown and describe the maneuver that
///   ends it, which is the next step's (Mapbox: "children of the steps during which they should
///   be displayed, but they refer to the maneuver in the following step"), so a banner on the
///   roundabout step itself is not read, and the first step of a leg has none. Mapbox defines
///   `degrees` as 180 = straight through and 0 = all the way round; we read it as degrees
///   travelled along the circulation, 0 and 360 → 359, then clamp to 1…359. Where both are
///   given and name different exits, the bearings decide and a warning says so. The angle names
///   the exit: the step becomes the named exit nearest to it (`ManeuverGlyphs.namedRoundabout`),
///   so its maneuver, file name and drawing agree, whatever the modifier says. OSRM documents a
///   roundabout's modifier as the direction of *entering* it, and Valhalla's OSRM output sends
///   that (a left-hand roundabout's fourth exit, a right turn overall, came as `left`), while
///   OSRM's and Mapbox's own servers send the exit's direction. When the modifier names the
///   other side of straight through (`ManeuverGlyphs.exitSide`), a `RouteWarning` says which
///   was drawn and from what. The step's lanes are chosen by that exit's direction too.
///   `exit roundabout`/`exit rotary` steps take no angle (`ROUNDABOUT_EXIT_…` shows leaving the
///   ring; an angle would draw the ring from its entry). Without either the modifier is the exit
///   direction, as the table says;
/// - turn angle and arms of other steps: the exit and the other roads at the first intersection,
///   degrees clockwise from straight ahead (`RouteGeometry.junction`), for junction images; a
///   U-turn whose first intersection turns outside 135…225° (made over several) has no turn
///   angle, so that its junction image keeps the U-turn;
/// - lanes: `intersections[0].lanes`, the intersection where the maneuver happens (OSRM puts the
///   maneuver location at the step's first intersection; later intersections of a step are passed
///   straight through after the maneuver). Rules in `RouteLanes`.
///
/// Errors (`FeedError`, with the JSON path): malformed JSON; `code` other than `"Ok"` (the engine's
/// `message` is quoted, escaped); a response with **no routes is an error** (`.noRoutes`), since there is
/// nothing to draw and an empty answer would hide it; missing `routes`/`legs`/`steps`/`maneuver`/
/// `type`; wrong JSON types (an `exit` that is not a whole number, `degrees` that are not a
/// finite number); more than `StepInfo.maximumLanes` lanes. Unknown types and modifiers, an
/// `exit` outside 1…99 (no badge), `degrees` outside 0…360 (no angle) and malformed
/// intersection bearings (no geometry) are warnings.
public enum RouteAdaptor {
    /// Maps every step of every route and leg. Parsing takes about 3 KB of memory per JSON object
    /// (a 17-MB response about 35 times its size); a document of more than 250,000 objects or
    /// 4,000,000 values is refused before parsing (`.tooMany` at `$`; about 1.5 GB at most).
    public static func steps(from data: Data) throws(FeedError) -> [RouteStep] {
        try steps(response: JSONNode(JSONValue.parse(data)))
    }

    /// Maps every step of every route and leg of JSON text.
    public static func steps(json text: String) throws(FeedError) -> [RouteStep] {
        try steps(from: Data(text.utf8))
    }

    /// - Parameter drivingSide: the side of a step without `driving_side` (OSRM's default, right,
    ///   unless the caller knows better). A bare route object (`legs` without the `routes`
    ///   wrapper, as some files keep one route) is read as the one route.
    static func steps(response: JSONNode, drivingSide: DrivingSide = .right) throws(FeedError) -> [RouteStep] {
        guard case .object = response.value else { throw response.wrongType("a route response object") }
        if !response.has("routes"), !response.has("code"), response.hasValue("legs") {
            return try steps(routes: [response], drivingSide: drivingSide)
        }
        if let codeNode = try response.member("code") {
            let code = try codeNode.string()
            if code != "Ok" {
                var message = "the routing engine answered \(code.quotedForMessage)"
                if let m = try response.member("message"), case .string(let text) = m.value { message += ": \(text.shortenedForMessage)" }
                throw FeedError(kind: .routingError, path: codeNode.path, message: message, expected: "\"Ok\"")
            }
        }
        if case .string(let error)? = try response.member("error")?.value, try response.member("routes") == nil {
            // An engine's error body without routes (Valhalla: {"error_code": 442, "error": "No path…"}).
            throw FeedError(kind: .routingError, path: "$.error", message: "the routing engine answered an error: \(error.shortenedForMessage)",
                            expected: "a route response with \"routes\"")
        }
        if try response.member("routes") == nil, try response.member("trip") != nil {
            // Valhalla's own format: its maneuvers are numbered types, not OSRM's.
            throw FeedError(kind: .missingField, path: "$.routes", message: "missing field: this looks like a Valhalla response in its own format (a \"trip\" object)",
                            expected: "an OSRM-format response (read Valhalla's own format with RouteResponse.decode, or ask Valhalla for \"format\": \"osrm\")")
        }
        let routesNode = try response.required("routes", "an array of routes")
        let routes = try routesNode.elements(noun: "routes")
        if routes.isEmpty {
            throw FeedError(kind: .noRoutes, path: routesNode.path, message: "the response has no routes",
                            expected: "at least one route")
        }
        return try steps(routes: routes, drivingSide: drivingSide)
    }

    /// Every step of `routes`, in document order.
    static func steps(routes: [JSONNode], drivingSide: DrivingSide) throws(FeedError) -> [RouteStep] {
        var out: [RouteStep] = []
        for (ri, route) in routes.enumerated() {
            for (li, leg) in try route.required("legs", "an array of legs").elements(noun: "legs").enumerated() {
                let steps = try leg.required("steps", "an array of steps (request the route with steps=true)")
                    .elements(noun: "steps")
                for (si, step) in steps.enumerated() {
                    out.append(try mapStep(step, previous: si > 0 ? steps[si - 1] : nil,
                                           next: si + 1 < steps.count ? steps[si + 1] : nil, indices: (ri, li, si),
                                           drivingSide: drivingSide))
                }
            }
        }
        return out
    }

    /// The first `bannerInstructions[].primary.degrees` of the previous step, read as degrees
    /// travelled along the circulation (0 and 360 → 359, clamped to 1…359), with the value as given
    /// and its path; nil when there is none, or (with a warning) when it lies outside 0…360.
    static func bannerDegrees(previous: JSONNode?, warnings: inout [RouteWarning])
        throws(FeedError) -> (angle: Double, raw: Double, path: String)? {
        guard let previous, let banners = try previous.member("bannerInstructions") else { return nil }
        for banner in try banners.elements(noun: "banners") {
            guard let degrees = try banner.member("primary")?.member("degrees") else { continue }
            let d = try degrees.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                                       "degrees 0…360 (180 = straight through)")
            guard (0...360).contains(d) else {
                warnings.append(RouteWarning(path: degrees.path, message: "degrees \(d.clean) are outside 0…360 (180 = straight through): the exit angle is not drawn"))
                return nil
            }
            return (min(max(d == 0 ? 360 : d, StepInfo.exitAngleRange.lowerBound), StepInfo.exitAngleRange.upperBound), d, degrees.path)
        }
        return nil
    }

    /// A roundabout step's geometry from its intersections (`RouteGeometry.roundabout`); without
    /// them, from the step's `bearing_before` and the `bearing_after` of the next step when that
    /// one leaves the ring (`exit roundabout`/`exit rotary`), and no arms.
    static func roundaboutGeometry(step: JSONNode, maneuver: JSONNode, type: String, next: JSONNode?, exitNumber: Int?,
                                   clockwise: Bool, problem: inout RouteWarning?) -> RouteGeometry.Roundabout? {
        if let g = RouteGeometry.roundabout(step: step, type: type, next: next, exitNumber: exitNumber, clockwise: clockwise, problem: &problem) {
            return g
        }
        guard let next, let nextManeuver = try? next.member("maneuver"),
              let nextType = try? nextManeuver.member("type"), case .string(let t) = nextType.value,
              t == "exit roundabout" || t == "exit rotary",
              let beforeNode = try? maneuver.member("bearing_before"), let afterNode = try? nextManeuver.member("bearing_after"),
              case .number(let before) = beforeNode.value, case .number(let after) = afterNode.value,
              before.isFinite, after.isFinite else { return nil }
        var travel = RouteGeometry.swept(approach: before, road: after, clockwise: clockwise)
        if travel == 0 { travel = 360 }
        return RouteGeometry.Roundabout(travel: travel, arms: [], approach: RouteGeometry.compass(before), exit: RouteGeometry.compass(after))
    }

    static func mapStep(_ step: JSONNode, previous: JSONNode?, next: JSONNode? = nil,
                        indices: (Int, Int, Int), drivingSide defaultSide: DrivingSide = .right) throws(FeedError) -> RouteStep {
        guard case .object = step.value else { throw step.wrongType("a step object") }
        let maneuverNode = try step.required("maneuver", "a maneuver object")
        guard case .object = maneuverNode.value else { throw maneuverNode.wrongType("a maneuver object") }
        let typeNode = try maneuverNode.required("type", "a maneuver type such as \"turn\"")
        let type = try typeNode.string()
        let modifierNode = try maneuverNode.member("modifier")
        let modifier = try modifierNode?.string()
        let side = try step.member("driving_side")?.drivingSide() ?? defaultSide
        let mode = try step.member("mode")?.string()
        let roundabout = RouteManeuverTable.roundaboutFamily.contains(type)

        var maneuver = RouteManeuverTable.maneuver(type: type, modifier: modifier, drivingSide: side, mode: mode)
        var warnings: [RouteWarning] = []
        var turnNumber: Int? = nil
        if roundabout, let exit = try maneuverNode.member("exit") {
            // A whole number outside 1…99 (OSRM leaves `exit` out, or Valhalla writes 0, when the
            // destination lies on the ring), however large, gives no badge rather than failing the
            // whole route; a fraction or a string is malformed.
            guard case .number(let d) = exit.value else { throw exit.wrongType("an exit number 1…99") }
            if let n = JSONNode.exactInt(d), StepInfo.roundaboutTurnNumberRange.contains(n) {
                turnNumber = n
            } else if d.isInfinite || d.rounded(.towardZero) == d {
                warnings.append(RouteWarning(path: exit.path, message: "exit \(JSONNode.numberText(d)) is outside 1…99: drawn without an exit number"))
            } else {
                _ = try exit.integer(in: StepInfo.roundaboutTurnNumberRange, "an exit number 1…99")   // throws: not an integer
            }
        }
        // A type or modifier the table does not know is no error, but say so: a misspelling
        // ("on_ramp", "slight-left") would otherwise pass for a plain turn or a silent UNKNOWN.
        if !RouteManeuverTable.knownTypes.contains(type) && !RouteManeuverTable.decidingModes.contains(mode ?? "") {
            warnings.append(RouteWarning(path: typeNode.path, message: "unknown maneuver type \(type.quotedForMessage) (known: \(RouteManeuverTable.knownTypes.joined(separator: ", "))); read as \"turn\", as OSRM asks of clients, drawn as \(maneuver.docsName)"))
        }
        // OSRM's modes are lower case; "FERRY" would silently draw a ferry crossing as a turn
        // (`arrive` draws the destination in any mode).
        let plainMode = mode.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if let mode, let plainMode, mode != plainMode, RouteManeuverTable.decidingModes.contains(plainMode), type != "arrive",
           let modeNode = try step.member("mode") {
            warnings.append(RouteWarning(path: modeNode.path, message: "mode \(mode.quotedForMessage) is not OSRM's \(plainMode.quotedForMessage): drawn as \(maneuver.docsName), not as a \(plainMode)"))
        }
        if let modifierNode, let modifier, OSRMModifier(rawValue: modifier) == nil {
            warnings.append(RouteWarning(path: modifierNode.path, message: "unknown modifier \(modifier.quotedForMessage) (known: \(OSRMModifier.allCases.map(\.rawValue).joined(separator: ", "))); read as absent, drawn as \(maneuver.docsName)"))
        }
        var exitAngle: Double? = nil
        var exitAngleSource: RouteStep.AngleSource? = nil
        var arms: [Double]? = nil
        var turnAngle: Double? = nil
        // The direction lanes are chosen by: the modifier, or the exit the angle names.
        var laneModifier = modifier.flatMap(OSRMModifier.init(rawValue:))
        var geometryProblem: RouteWarning? = nil
        // `exit roundabout`/`exit rotary` steps take no angle: their icon shows leaving the ring, and
        // an angle would draw the whole roundabout from its entry.
        if RouteManeuverTable.roundaboutTypes.contains(type), let clockwise = maneuver.roundaboutIsClockwise {
            let banner = try Self.bannerDegrees(previous: previous, warnings: &warnings)
            let geometry = Self.roundaboutGeometry(step: step, maneuver: maneuverNode, type: type, next: next,
                                                   exitNumber: turnNumber, clockwise: clockwise, problem: &geometryProblem)
            var drawn: (angle: Double, source: RouteStep.AngleSource, said: String, path: String)? = nil
            if let geometry {
                let angle = min(max(geometry.travel, StepInfo.exitAngleRange.lowerBound), StepInfo.exitAngleRange.upperBound)
                arms = geometry.arms.isEmpty ? nil : geometry.arms
                drawn = (angle, .bearings, "the bearings (\(geometry.approach.clean)° in, \(geometry.exit.clean)° out of the ring, about \(geometry.travel.rounded().clean)° travelled)",
                         modifierNode?.path ?? maneuverNode.path)
                if let banner, let fromBanner = ManeuverGlyphs.namedRoundabout(travel: banner.angle, clockwise: clockwise),
                   let fromBearings = ManeuverGlyphs.namedRoundabout(travel: angle, clockwise: clockwise), fromBanner != fromBearings {
                    warnings.append(RouteWarning(path: banner.path, message: "the previous step's banner degrees \(banner.raw.clean) name \(fromBanner.docsName), the bearings (about \(geometry.travel.rounded().clean)° travelled) \(fromBearings.docsName): drawn from the bearings"))
                }
            } else if let banner {
                drawn = (banner.angle, .bannerDegrees, "the previous step's banner degrees \(banner.raw.clean)", banner.path)
            }
            if let drawn {
                exitAngle = drawn.angle
                exitAngleSource = drawn.source
                // The angle names the exit: a roundabout step becomes the named exit nearest to it,
                // whatever its modifier (OSRM documents a roundabout's modifier as the direction of
                // *entering* it, and Valhalla sends exactly that).
                if let named = ManeuverGlyphs.namedRoundabout(travel: drawn.angle, clockwise: clockwise), named != maneuver {
                    laneModifier = RouteManeuverTable.modifier(ofRoundabout: named)
                    // The same side rule as `render`'s note (`ManeuverGlyphs.exitSide`).
                    if let modifierSide = maneuver.roundaboutExitSide,
                       let side = ManeuverGlyphs.exitSide(travel: drawn.angle, clockwise: clockwise), side != modifierSide {
                        let ring = clockwise ? "clockwise" : "counterclockwise"
                        warnings.append(RouteWarning(path: drawn.path, message: "\(drawn.said) put the exit \(side.rawValue) of straight through on a \(ring) roundabout (drawn at \(drawn.angle.clean)° as \(named.docsName)), while the modifier \((modifier ?? "").quotedForMessage) names a \(modifierSide.rawValue) exit (\(maneuver.docsName)); OSRM defines a roundabout's modifier as the direction of entering it"))
                    }
                    maneuver = named
                }
            }
        } else if !RouteManeuverTable.roundaboutFamily.contains(type), let junction = RouteGeometry.junction(step: step, problem: &geometryProblem) {
            // A U-turn made over more than one intersection (across a dual carriageway) turns
            // less at its first: its junction image keeps the U-turn.
            let uTurn = maneuver.junctionExit?.angle == 180
            turnAngle = uTurn && !(135...225).contains(junction.exit) ? nil : junction.exit
            arms = junction.arms
        }
        if let geometryProblem { warnings.append(geometryProblem) }
        if let a = arms, a.count > StepInfo.maximumArms {
            warnings.append(RouteWarning(path: step.path + ".intersections", message: "the intersections give \(a.count) other roads, more than the \(StepInfo.maximumArms) a glyph draws: drawn without them"))
            arms = nil
        }
        var lanes: [Lane] = []
        if let intersections = try step.member("intersections"),
           let first = try intersections.elements(noun: "intersections").first,
           let lanesNode = try first.member("lanes") {
            lanes = try RouteLanes.lanes(lanesNode, drivingSide: side, modifier: laneModifier,
                                         unmarkedTakesDirection: !RouteLanes.keepsUnmarkedStraight.contains(type),
                                         warnings: &warnings)
        }
        var distance: Double? = nil
        if let d = try step.member("distance") { distance = try d.number(in: 0...Double.greatestFiniteMagnitude, "a distance in metres ≥ 0") }

        return RouteStep(
            routeIndex: indices.0, legIndex: indices.1, stepIndex: indices.2, type: type, modifier: modifier,
            drivingSide: side, mode: mode,
            maneuver: maneuver, roundaboutTurnNumber: turnNumber, exitAngle: exitAngle, exitAngleSource: exitAngleSource,
            turnAngle: turnAngle, arms: arms, lanes: lanes,
            instruction: try maneuverNode.member("instruction")?.string(),
            name: try step.member("name")?.string(), distance: distance, warnings: warnings)
    }
}
