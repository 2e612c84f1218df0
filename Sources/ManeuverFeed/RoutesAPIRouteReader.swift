import ManeuverCatalogue
import ManeuverVocabularies

/// The Google Routes API v2: `routes[].legs[].steps[]`, each step's
/// `navigationInstruction.maneuver` read through the `routes-api` table;
/// `navigationInstruction.instructions`, `travelMode`, `distanceMeters` and
/// `polyline.encodedPolyline`. Steps without an instruction, roundabouts and transit:
/// `GoogleRouteSteps`. An `error` object is the engine's error.
enum RoutesAPIRouteReader: RouteFormatReader {
    static let format = RouteFormat.routesAPI

    /// An `error` object with a `status`, or steps shaped like the Routes API's
    /// (`navigationInstruction`, `distanceMeters`, `staticDuration`, `travelMode`).
    static func matches(_ root: JSONNode) -> Bool {
        if let error = try? root.member("error"), case .object = error.value, error.has("status") { return true }
        guard let route = root.firstElement("routes") else { return false }
        if route.has("distanceMeters") || route.has("routeLabels") || route.has("localizedValues") { return true }
        guard let step = route.firstElement("legs")?.firstElement("steps") else { return false }
        return ["navigationInstruction", "distanceMeters", "staticDuration", "travelMode"].contains(where: step.has)
    }

    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep] {
        if let error = try root.member("error") {
            let message = "the Routes API answered an error" + (error.text("message").map { ": \($0.shortenedForMessage)" } ?? "")
            throw FeedError(kind: .routingError, path: error.path, message: message, expected: "a route response with \"routes\"")
        }
        return try GoogleRouteSteps.steps(root, format: format, vocabulary: .routesAPI, options: options, fields: fields)
    }

    static func fields(_ step: JSONNode) throws(FeedError) -> GoogleRouteSteps.Fields {
        let instruction = try step.member("navigationInstruction")
        return GoogleRouteSteps.Fields(
            maneuver: try instruction?.member("maneuver"), travelMode: step.text("travelMode"),
            instruction: instruction?.text("instructions"), distanceMeters: step.finiteNumber("distanceMeters"),
            polyline: (try? step.member("polyline"))?.text("encodedPolyline"))
    }

    /// One step object.
    static func step(_ node: JSONNode, options: RouteReadingOptions, lenient: Bool) throws(FeedError) -> MappedStep {
        guard case .object = node.value else { throw node.wrongType("a Routes API step object") }
        return try GoogleRouteSteps.step(fields(node), at: node, vocabulary: .routesAPI, firstOfLeg: false, turnAngle: nil,
                                         options: options, lenient: lenient)
    }
}
