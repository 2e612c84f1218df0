/// A document the feed could not accept: malformed JSON, a missing or mistyped field, a value out
/// of range, or a routing engine that answered with an error.
///
/// `path` locates the offending value in JSONPath notation rooted at `$` (for example
/// `$.lanes[2].laneDirections[0].laneShape` or `$.routes[0].legs[0].steps[3].maneuver.exit`);
/// `message` says what was found and `expected` what would have been accepted.
public struct FeedError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Empty, truncated or otherwise unparsable JSON text.
        case invalidJSON
        /// A required field is absent (or `null`).
        case missingField
        /// A field holds the wrong JSON type (a string where a number belongs, …).
        case wrongType
        /// A name that is not one of the valid names, or a raw integer with no case.
        case unknownName
        /// A number outside its documented range.
        case outOfRange
        /// An array longer than its documented maximum (lanes, lane directions), or a document
        /// of more JSON objects or values than parsing accepts (at `$`).
        case tooMany
        /// A route response whose `code` is not `"Ok"`.
        case routingError
        /// A route response with an empty `routes` array.
        case noRoutes
        /// A document that is neither a step, a nav-info envelope nor a route response.
        case unrecognizedDocument
    }

    public var kind: Kind
    /// JSONPath of the offending value, `$` for the whole document.
    public var path: String
    /// What was wrong, e.g. `unknown lane shape 'LEFTISH'` or `1000 lanes`. Text quoted from the
    /// input has its control, separator and bidi characters escaped (`'TURN\u{1B}[31m'`).
    public var message: String
    /// What would have been accepted, e.g. `an integer 1…99`.
    public var expected: String

    public init(kind: Kind, path: String, message: String, expected: String) {
        self.kind = kind; self.path = path; self.message = message; self.expected = expected
    }

    public var description: String { "\(path): \(message); expected \(expected)" }
}
