import ManeuverCatalogue
import ManeuverVocabularies

/// The Google Directions API: `routes[].legs[].steps[]`, each step's `maneuver` string read
/// through the `directions-api` table; `travel_mode`, `html_instructions` (tags removed),
/// `distance.value` (metres) and `polyline.points`. Steps without a maneuver, roundabouts and
/// transit: `GoogleRouteSteps`. Nested `steps` (a transit step's walking parts) are not read.
/// A `status` other than `OK` is the engine's error (`ZERO_RESULTS`, `NOT_FOUND`: no routes).
enum DirectionsAPIRouteReader: RouteFormatReader {
    static let format = RouteFormat.directionsAPI

    /// `geocoded_waypoints`, a `status` string, or steps shaped like the Directions API's
    /// (`html_instructions`, `travel_mode`, or a `maneuver` string).
    static func matches(_ root: JSONNode) -> Bool {
        if root.has("geocoded_waypoints") { return true }
        if case .string? = (try? root.member("status"))?.value, root.has("routes") || root.has("error_message") { return true }
        guard let step = root.firstElement("routes")?.firstElement("legs")?.firstElement("steps") else { return false }
        if step.has("html_instructions") || step.has("travel_mode") { return true }
        if case .string? = (try? step.member("maneuver"))?.value { return true }
        return false
    }

    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep] {
        if let status = root.text("status"), status != "OK" {
            let message = "the Directions API answered \(status.quotedForMessage)" + (root.text("error_message").map { ": \($0.shortenedForMessage)" } ?? "")
            let none = status == "ZERO_RESULTS" || status == "NOT_FOUND"
            throw FeedError(kind: none ? .noRoutes : .routingError, path: "$.status", message: message, expected: "\"OK\"")
        }
        return try GoogleRouteSteps.steps(root, format: format, vocabulary: .directionsAPI, options: options, fields: fields)
    }

    static func fields(_ step: JSONNode) throws(FeedError) -> GoogleRouteSteps.Fields {
        GoogleRouteSteps.Fields(
            maneuver: try step.member("maneuver"), travelMode: step.text("travel_mode"),
            instruction: step.text("html_instructions").map(GoogleRouteSteps.plainText),
            distanceMeters: (try? step.member("distance"))?.finiteNumber("value"),
            polyline: (try? step.member("polyline"))?.text("points"))
    }

    /// One step object.
    static func step(_ node: JSONNode, options: RouteReadingOptions, lenient: Bool) throws(FeedError) -> MappedStep {
        guard case .object = node.value else { throw node.wrongType("a Directions API step object") }
        return try GoogleRouteSteps.step(fields(node), at: node, vocabulary: .directionsAPI, firstOfLeg: false, turnAngle: nil,
                                         options: options, lenient: lenient)
    }
}
