import ManeuverCatalogue

/// OSRM-format responses (OSRM, Valhalla's and Mapbox's OSRM output): `RouteAdaptor` maps each
/// step through `RouteManeuverTable`, the OSRM format's table, into one of the 66 maneuvers,
/// read here into the model as that maneuver states it, with the step's exit number, angle,
/// arms and lanes, so its pixels are that maneuver's own.
enum OSRMRouteReader: RouteFormatReader {
    static let format = RouteFormat.osrm

    /// `routes` or `code` (an answer, also an error), or a bare route object: `legs` whose first
    /// step has a `maneuver` object.
    static func matches(_ root: JSONNode) -> Bool {
        if root.has("routes") || root.has("code") { return true }
        guard let leg = root.firstElement("legs") else { return false }
        guard let step = leg.firstElement("steps") else { return leg.has("steps") }
        if case .object? = (try? step.member("maneuver"))?.value { return true }
        return false
    }

    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep] {
        let side: DrivingSide = options.trafficSide == .none ? .right : options.trafficSide
        return try RouteAdaptor.steps(response: root, drivingSide: side).map { responseStep($0, root: root) }
    }

    /// A `RouteAdaptor` step as the model reads it.
    static func responseStep(_ s: RouteStep, root: JSONNode) -> RouteResponseStep {
        var spec = s.maneuver.spec
        spec.exitNumber = s.roundaboutTurnNumber
        spec.exitAngle = s.exitAngle
        spec.arms = s.arms
        spec.source = ManeuverSource(vocabulary: "osrm", value: ([s.type] + (s.modifier.map { [$0] } ?? [])).joined(separator: " "))
        var given = [RouteSourceField("type", .string(s.type))]
        if let m = s.modifier { given.append(RouteSourceField("modifier", .string(m))) }
        if let m = s.mode { given.append(RouteSourceField("mode", .string(m))) }
        let step = ManeuverStep(spec: spec, lanes: s.lanes, turnAngle: s.turnAngle, instruction: s.instruction,
                                roadName: s.name, distanceMeters: s.distance)
        let base = root.has("routes") || root.has("code") ? "$.routes[\(s.routeIndex)]" : "$"
        return RouteResponseStep(
            format: .osrm, routeIndex: s.routeIndex, legIndex: s.legIndex, stepIndex: s.stepIndex,
            path: base + ".legs[\(s.legIndex)].steps[\(s.stepIndex)]", step: step, given: given, trafficSide: s.drivingSide,
            exitAngleSource: s.exitAngleSource.map { $0 == .bearings ? .bearings : .bannerDegrees },
            armsSource: s.arms == nil ? nil : "intersections", warnings: s.warnings, osrm: s)
    }
}
