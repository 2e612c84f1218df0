import ManeuverCatalogue
import ManeuverVocabularies

/// HERE Routing API v8: `routes[].sections[]`, each section's `turnByTurnActions[]` when the
/// response has them (the guidance list: `roundaboutEnter`, `enterHighway`, `continueHighway`,
/// `direction: "middle"`, `turnAngle`), else its `actions[]`. Each action's `action`,
/// `direction` and `severity` name a value of the `here` table (HERE SDK `ManeuverAction`, which
/// HERE's own SDK builds from the same actions), read with the action's `exit` as exit number:
///
/// | action | direction | value |
/// |---|---|---|
/// | `depart`, `arrive`, `continue` | – | `DEPART`, `ARRIVE`, `CONTINUE_ON` |
/// | `turn` | `left`/`right`; `severity` `light`, `quite` (or none), `heavy` | `SLIGHT_LEFT_TURN`, `LEFT_TURN`, `SHARP_LEFT_TURN`, … |
/// | `turn` | `middle` | `CONTINUE_ON` |
/// | `uTurn` | `left`/`right` (none: the traffic side's) | `LEFT_U_TURN`, `RIGHT_U_TURN` |
/// | `keep`, `continueHighway` | `left`/`middle`/`right` | `LEFT_FORK`, `MIDDLE_FORK`, `RIGHT_FORK` (`continueHighway` without: `CONTINUE_ON`) |
/// | `ramp` | `left`/`right` | `LEFT_RAMP`, `RIGHT_RAMP` |
/// | `exit` | `left`/`right` | `LEFT_EXIT`, `RIGHT_EXIT` |
/// | `enterHighway` | `right`/`left`: the way the driver steers into the highway | `ENTER_HIGHWAY_FROM_LEFT`, `…_FROM_RIGHT` (the ramp's side) |
/// | `roundaboutEnter`, `roundaboutPass` | `left`/`right`: the traffic side (none: the caller's) | `LEFT_ROUNDABOUT_ENTER`, `RIGHT_ROUNDABOUT_PASS`, … |
/// | `roundaboutExit` | the same, `exit` 1…12 | `RIGHT_ROUNDABOUT_EXIT3`, … (another or no `exit`: `…_ROUNDABOUT_ENTER` with it) |
///
/// The `direction` of a roundabout action is the side of the road traffic drives on (right-hand
/// countries say `right` for every exit), as the SDK's `LEFT_`/`RIGHT_` prefix is. An action
/// whose side the table needs but is not given (a `keep` without `direction`) is read as the
/// model states it without a side, drawn `UNKNOWN` with a note. In a section whose `transport`
/// `mode` is `ferry` (`carShuttleTrain`), `depart` is boarding the ferry (train) and `arrive`
/// leaving it; a `transit` section's actions are transit steps. `turnAngle` (degrees, positive
/// right) is a turn's junction exit; on roundabout actions it is not read, since HERE does not
/// say whether it is the heading change or the angle along the ring: a roundabout is drawn with
/// its exit number (the numbered ring, noted). The instruction text of a turn-by-turn action
/// (which has none) is that of the `actions` entry at the same `offset`.
enum HERERouteReader: RouteFormatReader {
    static let format = RouteFormat.here

    /// Routes with `sections`, or HERE's error body (`title` with `cause` or `correlationId`),
    /// or an empty `routes` with `notices`.
    static func matches(_ root: JSONNode) -> Bool {
        if root.firstElement("routes")?.has("sections") == true { return true }
        if root.has("title"), root.has("cause") || root.has("correlationId") { return true }
        if root.has("notices"), let routes = try? root.member("routes")?.elements(), routes.isEmpty { return true }
        return false
    }

    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep] {
        if !root.has("routes"), let title = root.text("title") {
            throw FeedError(kind: .routingError, path: "$.title", message: "HERE answered an error: \(title.shortenedForMessage)"
                                + (root.text("cause").map { " (\($0.shortenedForMessage))" } ?? ""),
                            expected: "a route response with \"routes\"")
        }
        let routesNode = try root.required("routes", "an array of routes")
        let routes = try routesNode.elements(noun: "routes")
        if routes.isEmpty {
            var message = "the response has no routes"
            if let notices = try? root.member("notices")?.elements() {
                let titles = notices.compactMap { $0.text("title") }
                if !titles.isEmpty { message += ": " + titles.joined(separator: "; ").shortenedForMessage }
            }
            throw FeedError(kind: .noRoutes, path: routesNode.path, message: message, expected: "at least one route")
        }
        var out: [RouteResponseStep] = []
        for (ri, route) in routes.enumerated() {
            for (li, section) in try route.required("sections", "an array of sections").elements(noun: "sections").enumerated() {
                guard case .object = section.value else { throw section.wrongType("a section object") }
                let turnByTurn = try section.member("turnByTurnActions")
                let actionsNode = try section.member("actions")
                guard let list = turnByTurn ?? actionsNode else { continue }
                // The instruction texts of `actions`, by offset, for turn-by-turn actions.
                var texts: [Int: String] = [:]
                if turnByTurn != nil, let actions = try? actionsNode?.elements() {
                    for a in actions {
                        if let o = a.finiteNumber("offset").flatMap(JSONNode.exactInt), let t = a.text("instruction") { texts[o] = texts[o] ?? t }
                    }
                }
                let mode = (try? section.member("transport"))?.text("mode")
                let sectionKind = section.text("type") == "transit" ? SectionKind.transit
                    : mode == "ferry" ? .ferry : mode == "carShuttleTrain" ? .shuttleTrain : .road
                for (si, action) in try list.elements(noun: "actions").enumerated() {
                    var mapped = try step(action, section: sectionKind, options: options, lenient: true)
                    if mapped.step.instruction == nil, let o = action.finiteNumber("offset").flatMap(JSONNode.exactInt) {
                        mapped.step.instruction = texts[o]
                    }
                    out.append(mapped.placed(.here, (ri, li, si), path: action.path, trafficSide: options.trafficSide))
                }
            }
        }
        return out
    }

    /// What a section is, for its actions.
    enum SectionKind { case road, ferry, shuttleTrain, transit }

    /// One action object.
    static func step(_ action: JSONNode, section: SectionKind = .road, options: RouteReadingOptions,
                     lenient: Bool) throws(FeedError) -> MappedStep {
        guard case .object = action.value else { throw action.wrongType("a HERE action object") }
        let actionNode = try action.required("action", "a HERE action such as \"turn\"")
        let name = try actionNode.string()
        let direction = try action.member("direction")?.string().lowercased()
        let severity = try action.member("severity")?.string().lowercased()
        var context = VocabularyContext(trafficSide: options.trafficSide)
        var paths = StepReading.ContextPaths()
        let given = ["action", "direction", "severity", "exit", "turnAngle"].compactMap(action.scalar)
        var warnings: [RouteWarning] = []
        var exitNumber: Int? = nil
        if let e = try action.member("exit"), let n = try StepReading(vocabulary: .here, lenient: lenient).field(e, warnings: &warnings, { (e: JSONNode) throws(FeedError) in
            try e.integer(in: Int.min...Int.max, "a whole exit number") }) {
            exitNumber = n
            paths.exitNumber = e.path
        }
        let sectionName = [SectionKind.ferry: " (ferry section)", .shuttleTrain: " (car shuttle train section)", .transit: " (transit section)"][section] ?? ""
        let source = ManeuverSource(vocabulary: "here", value: ([name] + [direction, severity].compactMap { $0 }).joined(separator: " ") + sectionName)
        func model(_ kind: ManeuverSpec.Kind, _ side: ManeuverSpec.Side? = nil) -> ManeuverSpec {
            var spec = ManeuverSpec(kind, side, source: source)
            for note in spec.drawing.notes { warnings.append(RouteWarning(path: actionNode.path, message: note.description)) }
            spec.source = source
            return spec
        }
        let spec: ManeuverSpec
        switch (section, name) {
        case (.transit, _): spec = model(.transit)
        case (.ferry, "depart"): spec = model(.ferryBoat)
        case (.shuttleTrain, "depart"): spec = model(.ferryTrain)
        case (.ferry, "arrive"), (.shuttleTrain, "arrive"): spec = model(.ferryExit)
        default:
            let roundabout = name.hasPrefix("roundabout")
            if roundabout { context.exitNumber = exitNumber }
            guard let value = value(action: name, direction: direction, severity: severity, exitNumber: exitNumber,
                                    trafficSide: options.trafficSide) else {
                if let kind = sidelessKind[name] {
                    spec = model(kind)
                    break
                }
                let known = "known: " + knownActions.joined(separator: ", ")
                guard lenient else {
                    throw FeedError(kind: .unknownName, path: actionNode.path, message: "unknown HERE action \(name.quotedForMessage)", expected: "one of " + knownActions.joined(separator: ", "))
                }
                warnings.append(RouteWarning(path: actionNode.path, message: "unknown HERE action \(name.quotedForMessage) (\(known)): drawn as UNKNOWN"))
                spec = ManeuverSpec(.unknown, source: source)
                break
            }
            if roundabout || name == "uTurn", direction == nil {
                let assumed = options.trafficSide == .none ? "no traffic side given: right-hand traffic assumed" : "read in the traffic side given"
                warnings.append(RouteWarning(path: action.path, message: "\(name) without a direction: \(assumed) (\(value))"))
            }
            var s = try StepReading(vocabulary: .here, lenient: lenient)
                .spec(.name(value), at: actionNode.path, context: context, contextPaths: paths, warnings: &warnings)
            s.source = ManeuverSource(vocabulary: "here", value: value)
            spec = s
        }
        var turnAngle: Double? = nil
        if let a = action.finiteNumber("turnAngle") { turnAngle = RouteShape.junctionExit(RouteGeometry.compass(a), for: spec) }
        let step = ManeuverStep(spec: spec, turnAngle: turnAngle, instruction: action.text("instruction"),
                                distanceMeters: action.finiteNumber("length"))
        return MappedStep(step: step, given: given, warnings: warnings)
    }

    /// The actions this reader knows.
    static let knownActions = ["depart", "arrive", "continue", "turn", "uTurn", "keep", "continueHighway", "ramp", "exit",
                               "enterHighway", "roundaboutEnter", "roundaboutPass", "roundaboutExit"]

    /// Actions whose table value needs a side, read without one as the model states them.
    static let sidelessKind: [String: ManeuverSpec.Kind] = [
        "turn": .turn, "keep": .fork, "ramp": .onRamp, "exit": .offRamp, "enterHighway": .merge,
    ]

    /// The `here` table's value an action names (see the type's documentation); nil when the
    /// action needs a side it does not have, or is not one of these.
    static func value(action: String, direction: String?, severity: String?, exitNumber: Int?, trafficSide: DrivingSide) -> String? {
        let side = direction == "left" ? "LEFT" : direction == "right" ? "RIGHT" : nil
        let traffic = side ?? (trafficSide == .left ? "LEFT" : "RIGHT")
        switch action {
        case "depart": return "DEPART"
        case "arrive": return "ARRIVE"
        case "continue": return "CONTINUE_ON"
        case "turn":
            if direction == "middle" { return "CONTINUE_ON" }
            guard let side else { return nil }
            switch severity {
            case "light": return "SLIGHT_\(side)_TURN"
            case "heavy": return "SHARP_\(side)_TURN"
            default: return "\(side)_TURN"
            }
        case "uTurn": return "\(side ?? (trafficSide == .left ? "RIGHT" : "LEFT"))_U_TURN"
        case "keep", "continueHighway":
            if direction == "middle" { return "MIDDLE_FORK" }
            if let side { return "\(side)_FORK" }
            return action == "continueHighway" ? "CONTINUE_ON" : nil
        case "ramp": return side.map { "\($0)_RAMP" }
        case "exit": return side.map { "\($0)_EXIT" }
        case "enterHighway":
            // `direction` is the steering direction, as `turnAngle`'s sign: `right` merges right,
            // from a ramp on the highway's left (UK motorways), which the SDK names `…_FROM_LEFT`.
            return side.map { "ENTER_HIGHWAY_FROM_\($0 == "RIGHT" ? "LEFT" : "RIGHT")" }
        case "roundaboutEnter": return "\(traffic)_ROUNDABOUT_ENTER"
        case "roundaboutPass": return "\(traffic)_ROUNDABOUT_PASS"
        case "roundaboutExit":
            if let n = exitNumber, (1...12).contains(n) { return "\(traffic)_ROUNDABOUT_EXIT\(n)" }
            return "\(traffic)_ROUNDABOUT_ENTER"
        default: return nil
        }
    }
}
