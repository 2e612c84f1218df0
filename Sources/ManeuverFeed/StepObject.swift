import Foundation
import ManeuverCatalogue
import ManeuverVocabularies

/// One step as a platform or engine hands it over, told apart by its shape and read into a
/// `ManeuverStep` through its vocabulary's table:
///
/// | shape | told by | read as |
/// |---|---|---|
/// | `vocabulary` | `"vocabulary"` and `"maneuver"` | any vocabulary's value, with `trafficSide`, `turnSide`, `exitNumber`, `exitAngle`, `arms` (the vocabulary's conventions), `turnAngle`, `lanes` |
/// | `google` | `"maneuver"`, a Google maneuver | `StepInfo` (the SDK's `GMSNavigationStepInfo`) |
/// | `carplay` | `"maneuverType"` | a `CPManeuver` (`CarPlayStep`) |
/// | `android-auto` | `"maneuver"` object with a `type` number or `TYPE_` name, or `type` with `roundaboutExitNumber`/`roundaboutExitAngle` | an androidx `Step` or `Maneuver` (`AndroidAutoStep`) |
/// | `android-cluster` | `"event"` | an AOSP cluster turn event (`ClusterTurnEvent`) |
/// | `valhalla` | `"type"` with Valhalla's maneuver fields | a Valhalla maneuver |
/// | `graphhopper` | `"sign"` | a GraphHopper instruction |
/// | `routes-api` | `"navigationInstruction"` | a Routes API step |
/// | `directions-api` | `"maneuver"` string with `html_instructions`, `travel_mode` or `polyline` | a Directions API step |
/// | `here` | `"action"` | a HERE Routing v8 action |
/// | `osrm` | `"maneuver"` object with a `type` string | an OSRM-format step |
///
/// `"vocabulary"` without `"maneuver"` names the shape outright (`{"vocabulary": "valhalla",
/// "type": 10}`), for an object that could be two (a bare `type` number is an Android Auto
/// `Maneuver` or a Valhalla maneuver). A step object is read strictly, as `StepInfo` is: an
/// unknown value or an exit number, angle or arm out of its convention's range is an error naming
/// the field; what the reading assumed or could not draw as stated is in `warnings`. Members the
/// shape does not read are ignored, whatever they hold.
public struct StepObject: Sendable, Hashable {
    /// The shapes (see the type's documentation).
    public enum Shape: String, CaseIterable, Sendable, Hashable {
        case vocabulary, google
        case carPlay = "carplay", androidAuto = "android-auto", androidCluster = "android-cluster"
        case valhalla, graphHopper = "graphhopper", routesAPI = "routes-api", directionsAPI = "directions-api", here, osrm
    }

    public var shape: Shape
    public var step: ManeuverStep
    /// What the reading assumed, ignored or could not draw as stated (each with the field's path).
    public var warnings: [RouteWarning]

    public init(shape: Shape, step: ManeuverStep, warnings: [RouteWarning] = []) {
        self.shape = shape; self.step = step; self.warnings = warnings
    }

    /// Decodes one step object (JSON text as `StepInfo.decode` reads it).
    /// - Parameter options: the traffic side for steps that do not state it.
    /// - Throws: `FeedError` naming the field: `.unrecognizedDocument` at `$` for an object of no
    ///   known shape (or a route response: read that with `RouteResponse`), `.unknownName`,
    ///   `.outOfRange`, `.wrongType`, `.missingField` as the shape's fields require.
    public static func decode(_ data: Data, options: RouteReadingOptions = .init()) throws(FeedError) -> StepObject {
        try decode(node: JSONNode(JSONValue.parse(data)), options: options)
    }

    /// Decodes one step object given as JSON text.
    public static func decode(json text: String, options: RouteReadingOptions = .init()) throws(FeedError) -> StepObject {
        try decode(Data(text.utf8), options: options)
    }

    static func decode(node: JSONNode, options: RouteReadingOptions) throws(FeedError) -> StepObject {
        guard case .object = node.value else { throw node.wrongType("a step object") }
        let shape = try Self.shape(of: node)
        var options = options
        if shape != .vocabulary, let side = try node.member("trafficSide"), shape != .carPlay {
            options.trafficSide = try side.drivingSide()
        }
        let mapped: MappedStep
        switch shape {
        case .vocabulary: mapped = try vocabularyStep(node, options: options)
        case .google:
            mapped = MappedStep(step: ManeuverStep(try StepInfo(node: node)))
        case .carPlay: mapped = try CarPlayStep.step(node, options: options)
        case .androidAuto: mapped = try AndroidAutoStep.step(node, options: options)
        case .androidCluster: mapped = try ClusterTurnEvent.step(node, options: options)
        case .valhalla: mapped = try ValhallaRouteReader.step(node, shape: nil, metresPerUnit: 1000, options: options, lenient: false)
        case .graphHopper: mapped = try GraphHopperRouteReader.step(node, shape: nil, options: options, lenient: false)
        case .routesAPI: mapped = try RoutesAPIRouteReader.step(node, options: options, lenient: false)
        case .directionsAPI: mapped = try DirectionsAPIRouteReader.step(node, options: options, lenient: false)
        case .here: mapped = try HERERouteReader.step(node, options: options, lenient: false)
        case .osrm:
            let side = options.trafficSide == .none ? DrivingSide.right : options.trafficSide
            let s = try RouteAdaptor.mapStep(node, previous: nil, next: nil, indices: (0, 0, 0), drivingSide: side)
            let placed = OSRMRouteReader.responseStep(s, root: node)
            mapped = MappedStep(step: placed.step, given: placed.given, warnings: placed.warnings)
        }
        return StepObject(shape: shape, step: mapped.step, warnings: mapped.warnings)
    }

    /// The shape of a step object (see the type's documentation).
    /// - Throws: `.unrecognizedDocument` for no shape, a route response, or a bare `type`.
    static func shape(of node: JSONNode) throws(FeedError) -> Shape {
        if let v = try node.member("vocabulary") {
            let name = try v.string()
            if node.has("maneuver") && name.lowercased() != "osrm" { return .vocabulary }
            let canonical = canonicalVocabulary(name)
            if let shape = Shape(rawValue: canonical) { return shape }
            if ManeuverVocabulary.names.contains(canonical) {
                throw FeedError(kind: .missingField, path: JSONNode.memberPath(node.path, "maneuver"), message: "missing field",
                                expected: "the \(canonical) value (\(canonical) has no step object of its own)")
            }
            throw FeedError(kind: .unknownName, path: v.path, message: "unknown vocabulary \(name.quotedForMessage)",
                            expected: "one of " + (ManeuverVocabulary.names + ["osrm"]).joined(separator: ", "))
        }
        if let reader = RouteFormat.reader(for: node) {
            throw FeedError(kind: .unrecognizedDocument, path: "$", message: "a route response (\(reader.format.rawValue)), not one step",
                            expected: "one step object; give a whole response to 'maneuver-icons route' (RouteResponse in the library)")
        }
        let keys = node.objectKeys
        if keys.contains("maneuverType") { return .carPlay }
        if keys.contains("event") { return .androidCluster }
        if keys.contains("navigationInstruction") { return .routesAPI }
        if keys.contains("sign") { return .graphHopper }
        if case .string? = (try? node.member("action"))?.value { return .here }
        if let m = try node.member("maneuver") {
            switch m.value {
            case .object:
                // OSRM's types are words (`turn`, `end of road`); Android Auto's names are `TYPE_…`.
                if let type = m.text("type"), !type.uppercased().contains("TYPE_") { return .osrm }
                return .androidAuto
            default:
                let directions = ["html_instructions", "travel_mode", "polyline", "start_location"]
                return directions.contains(where: keys.contains) ? .directionsAPI : .google
            }
        }
        if let type = try node.member("type") {
            if keys.contains("roundaboutExitNumber") || keys.contains("roundaboutExitAngle") { return .androidAuto }
            if case .string(let s) = type.value, s.uppercased().contains("TYPE_") { return .androidAuto }
            let valhalla = ["begin_shape_index", "end_shape_index", "roundabout_exit_count", "instruction", "street_names", "travel_mode", "length"]
            if valhalla.contains(where: keys.contains) { return .valhalla }
            throw FeedError(kind: .unrecognizedDocument, path: type.path, message: "a bare \"type\" is an Android Auto Maneuver's or a Valhalla maneuver's",
                            expected: "\"vocabulary\": \"android-auto\" or \"valhalla\" beside it")
        }
        throw FeedError(kind: .unrecognizedDocument, path: "$", message: "an object of no known step shape",
                        expected: "a step: {\"vocabulary\": …, \"maneuver\": …}, a Google StepInfo (\"maneuver\"), a CarPlay CPManeuver (\"maneuverType\"), "
                            + "an Android Auto Step or Maneuver, a cluster turn event (\"event\"), or a Valhalla, GraphHopper, Routes API, "
                            + "Directions API, HERE or OSRM step")
    }

    /// A vocabulary name as `Shape` spells it (`CarPlay` → `carplay`), or the name as given.
    private static func canonicalVocabulary(_ name: String) -> String {
        (try? ManeuverVocabulary.named(name).name) ?? name.lowercased()
    }

    /// The generic form: `vocabulary`, `maneuver` and the context fields.
    static func vocabularyStep(_ node: JSONNode, options: RouteReadingOptions) throws(FeedError) -> MappedStep {
        let vNode = try node.required("vocabulary", "a vocabulary name")
        let vocabulary: ManeuverVocabulary
        let vocabularyName = try vNode.string()
        do throws(VocabularyError) { vocabulary = try ManeuverVocabulary.named(vocabularyName) } catch {
            throw FeedError(kind: .unknownName, path: vNode.path, message: error.description,
                            expected: "one of " + ManeuverVocabulary.names.joined(separator: ", "))
        }
        var context = VocabularyContext(trafficSide: try node.member("trafficSide")?.drivingSide() ?? options.trafficSide)
        var paths = StepReading.ContextPaths()
        if let t = try node.member("turnSide") { context.turnSide = try t.turnSide() }
        if let n = try node.member("exitNumber") {
            context.exitNumber = try n.integer(in: Int.min...Int.max, "a whole exit number 1…99 (≤ 0: none)")
            paths.exitNumber = n.path
        }
        if let a = try node.member("exitAngle") {
            context.exitAngle = try a.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, vocabulary.angleHelp)
            paths.exitAngle = a.path
        }
        if let a = try node.member("arms") {
            context.arms = try a.elements(maximum: StepInfo.maximumArms, noun: "arms").map { (n: JSONNode) throws(FeedError) -> Double in
                try n.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, "a number of degrees")
            }
            paths.arms = a.path
        }
        var warnings: [RouteWarning] = []
        let spec = try StepReading(vocabulary: vocabulary, lenient: false)
            .spec(try node.required("maneuver", "a value of the vocabulary"), context: context, contextPaths: paths, warnings: &warnings)
        let turnAngle = try node.member("turnAngle")?.number(in: StepInfo.turnAngleRange, "a number of degrees 0…360 clockwise from straight ahead")
        if let turnAngle, RouteShape.junctionExit(turnAngle, for: spec) == nil, !spec.isRoundabout {
            warnings.append(RouteWarning(path: JSONNode.memberPath(node.path, "turnAngle"), message: "the turn angle bends against the maneuver's side: its junction image shows the maneuver's own direction"))
        }
        let step = ManeuverStep(spec: spec, lanes: try lanes(node), turnAngle: turnAngle, instruction: try node.member("instruction")?.string(),
                                roadName: try node.member("roadName")?.string(),
                                distanceMeters: try node.member("distanceMeters")?.measure("a distance in metres ≥ 0 (-1: none)"))
        return MappedStep(step: step, warnings: warnings)
    }

    /// `lanes`: the SDK's lane objects (as `StepInfo`'s) or a lane spec string
    /// (`"left*,straight"`); none when absent.
    static func lanes(_ node: JSONNode) throws(FeedError) -> [Lane] {
        guard let lanesNode = try node.member("lanes") else { return [] }
        if case .string(let spec) = lanesNode.value {
            do throws(LaneSpecError) { return try LaneSpec.parse(spec) } catch {
                throw FeedError(kind: .unknownName, path: lanesNode.path, message: error.description.shortenedForMessage, expected: "a lane spec such as \"left*,straight\"")
            }
        }
        return try lanesNode.elements(maximum: StepInfo.maximumLanes, noun: "lanes").map { (n: JSONNode) throws(FeedError) -> Lane in try StepInfo.lane(n) }
    }
}

extension JSONNode {
    /// The AOSP cluster's turn side: `left`, `right`, `unspecified` (any case, `TURN_SIDE_`
    /// optional) or 1, 2, 3; nil for unspecified.
    func turnSide() throws(FeedError) -> ManeuverSpec.Side? {
        let expected = "left, right or unspecified (TURN_SIDE_ optional), or 1, 2, 3"
        switch value {
        case .number(let d):
            switch JSONNode.exactInt(d) {
            case 1: return .left
            case 2: return .right
            case 3: return nil
            default: throw FeedError(kind: .unknownName, path: path, message: "\(JSONNode.numberText(d)) is not a turn side", expected: expected)
            }
        case .string(let s):
            switch NameFolding.fold(s).replacingOccurrences(of: "turnside", with: "") {
            case "left": return .left
            case "right": return .right
            case "unspecified": return nil
            default: throw FeedError(kind: .unknownName, path: path, message: "unknown turn side \(s.quotedForMessage)", expected: expected)
            }
        default: throw wrongType(expected)
        }
    }
}
