/// Something in a route response that `RouteAdaptor` read leniently or set aside instead of
/// refusing the response: the step is still drawn, and the warning says how and why. The `route`
/// command prints each one to standard error and lists them in its manifest.
public struct RouteWarning: Sendable, Hashable, CustomStringConvertible {
    /// JSONPath of the value concerned, e.g. `$.routes[0].legs[0].steps[2].intersections[0].lanes[1].indications[0]`.
    public var path: String
    /// What was found and what was drawn instead. Text quoted from the input is escaped
    /// (`escapedForMessage`).
    public var message: String

    public init(path: String, message: String) { self.path = path; self.message = message }

    public var description: String { "\(path): \(message)" }
}
