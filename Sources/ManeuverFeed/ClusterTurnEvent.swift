import ManeuverCatalogue
import ManeuverVocabularies

/// An AOSP instrument-cluster turn event (`CarNavigationStatusManager.sendNavigationTurnEvent`'s
/// arguments) as JSON, read through the `android-cluster` table:
///
/// ```json
/// {"event": 13, "turnSide": 2, "turnAngle": 270, "turnNumber": 3, "eventName": "A6"}
/// ```
/// - `event`: `TURN_*`, raw value or name; required. `turnSide`: `TURN_SIDE_*` (1 left, 2 right,
///   3 unspecified, or the names).
/// - `turnNumber` and `turnAngle` (the `androidCluster` convention: 0…359 counted in the
///   direction of travel; −1 unused): a roundabout event's exit number and angle; other events
///   ignore them (noted when given).
/// - `eventName`: the road name.
enum ClusterTurnEvent {
    static func step(_ node: JSONNode, options: RouteReadingOptions) throws(FeedError) -> MappedStep {
        var context = VocabularyContext(trafficSide: options.trafficSide)
        var paths = StepReading.ContextPaths()
        if let side = try node.member("turnSide") { context.turnSide = try side.turnSide() }
        if let n = try node.member("turnNumber") {
            let number = try n.integer(in: Int.min...Int.max, "a whole exit number (-1: unused)")
            if number != -1 { context.exitNumber = number; paths.exitNumber = n.path }
        }
        if let a = try node.member("turnAngle") {
            let angle = try a.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, ManeuverVocabulary.androidCluster.angleHelp)
            if angle != -1 { context.exitAngle = angle; paths.exitAngle = a.path }
        }
        var warnings: [RouteWarning] = []
        let spec = try StepReading(vocabulary: .androidCluster, lenient: false)
            .spec(try node.required("event", "a TURN_* event"), context: context, contextPaths: paths, warnings: &warnings)
        let given = ["event", "turnSide", "turnAngle", "turnNumber"].compactMap(node.scalar)
        return MappedStep(step: ManeuverStep(spec: spec, roadName: node.text("eventName")), given: given, warnings: warnings)
    }
}
