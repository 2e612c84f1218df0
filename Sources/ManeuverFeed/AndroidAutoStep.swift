import ManeuverCatalogue
import ManeuverVocabularies

/// An Android for Cars `Step` (or its `Maneuver` alone) as JSON, by the androidx getters' names,
/// read through the `android-auto` table:
///
/// ```json
/// {"maneuver": {"type": 33, "roundaboutExitNumber": 2, "roundaboutExitAngle": 135},
///  "lanes": [{"directions": [{"shape": 5, "isRecommended": true}, {"shape": 2}]}],
///  "cue": "Take the 2nd exit", "road": "A6"}
/// ```
/// - `maneuver.type`: `Maneuver.TYPE_*`, raw value or name (`TYPE_` and `Maneuver.` optional);
///   required. `roundaboutExitNumber` and `roundaboutExitAngle` (the `androidAuto` convention:
///   1…360 travelled in the type's circulation) are its context.
/// - `lanes[].directions[]`: `LaneDirection` with `shape` (`SHAPE_*`, 1…10, one more than the
///   Google SDK's lane shape; or the name, `SHAPE_` optional) and `isRecommended`.
/// - `cue` and `road`: the instruction and the road name.
enum AndroidAutoStep {
    static func step(_ node: JSONNode, options: RouteReadingOptions) throws(FeedError) -> MappedStep {
        let maneuver: JSONNode
        if let m = try node.member("maneuver") {
            guard case .object = m.value else { throw m.wrongType("an Android Auto Maneuver object") }
            maneuver = m
        } else {
            maneuver = node
        }
        var context = VocabularyContext(trafficSide: options.trafficSide)
        var paths = StepReading.ContextPaths()
        if let n = try maneuver.member("roundaboutExitNumber") {
            context.exitNumber = try n.integer(in: Int.min...Int.max, "a whole exit number ≥ 1")
            paths.exitNumber = n.path
        }
        if let a = try maneuver.member("roundaboutExitAngle") {
            context.exitAngle = try a.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, ManeuverVocabulary.androidAuto.angleHelp)
            paths.exitAngle = a.path
        }
        var warnings: [RouteWarning] = []
        let spec = try StepReading(vocabulary: .androidAuto, lenient: false)
            .spec(try maneuver.required("type", "a Maneuver.TYPE_* value"), context: context, contextPaths: paths, warnings: &warnings)
        var lanes: [Lane] = []
        if maneuver.path != node.path, let list = try node.member("lanes") {
            lanes = try list.elements(maximum: StepInfo.maximumLanes, noun: "lanes").map { (lane: JSONNode) throws(FeedError) -> Lane in
                let directions = try lane.required("directions", "an array of lane directions")
                    .elements(maximum: StepInfo.maximumDirectionsPerLane, noun: "directions")
                if directions.isEmpty {
                    throw FeedError(kind: .outOfRange, path: lane.path + ".directions", message: "a lane with no directions", expected: "1…10 directions")
                }
                return Lane(laneDirections: try directions.map { (d: JSONNode) throws(FeedError) -> LaneDirection in
                    LaneDirection(laneShape: try shape(d.required("shape", "a LaneDirection.SHAPE_* value")),
                                  recommended: try d.member("isRecommended")?.bool() ?? false)
                })
            }
        }
        let given = ["type", "roundaboutExitNumber", "roundaboutExitAngle"].compactMap(maneuver.scalar)
        let step = ManeuverStep(spec: spec, lanes: lanes, instruction: node.text("cue"), roadName: node.text("road"))
        return MappedStep(step: step, given: given, warnings: warnings)
    }

    /// `LaneDirection.SHAPE_*`: 1…10 (the Google SDK's lane shape + 1), or the name with or
    /// without `SHAPE_` (`SHAPE_NORMAL_LEFT`, `normal-left`).
    static func shape(_ node: JSONNode) throws(FeedError) -> LaneShape {
        let expected = "a LaneDirection shape: 1 SHAPE_UNKNOWN … 10 SHAPE_U_TURN_RIGHT, or its name"
        switch node.value {
        case .number(let d):
            guard let i = JSONNode.exactInt(d), let s = LaneShape(rawValue: i - 1) else {
                throw FeedError(kind: .unknownName, path: node.path, message: "\(JSONNode.numberText(d)) is no LaneDirection shape", expected: expected)
            }
            return s
        case .string(let text):
            let unqualified = text.split(separator: ".").last.map(String.init) ?? text
            var name = NameFolding.fold(unqualified)
            if name.hasPrefix("shape") { name.removeFirst(5) }
            guard Int(name) == nil, let s = try? LaneShape(parsing: name) else {
                throw FeedError(kind: .unknownName, path: node.path, message: "unknown LaneDirection shape \(text.quotedForMessage)", expected: expected)
            }
            return s
        default: throw node.wrongType(expected)
        }
    }
}
