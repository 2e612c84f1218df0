import Foundation

/// A parsed JSON document as a plain value tree, decoded with Foundation's `JSONDecoder` (which
/// rejects truncated text and nesting deeper than its limit instead of crashing).
enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// Human wording of the JSON type, for error messages ("a string", "an array", …).
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses UTF-8 JSON text.
    /// - Throws: `FeedError` of kind `.invalidJSON` at `$` for empty, truncated or malformed text.
    static func parse(_ data: Data) throws(FeedError) -> JSONValue {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw FeedError(kind: .invalidJSON, path: "$", message: "the document is empty",
                            expected: "a JSON object")
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            var detail = context.debugDescription
            if let underlying = context.underlyingError { detail += " (\(underlying))" }
            throw FeedError(kind: .invalidJSON, path: "$", message: "not valid JSON (truncated or malformed): \(detail)",
                            expected: "a complete JSON object")
        } catch {
            throw FeedError(kind: .invalidJSON, path: "$", message: "not valid JSON: \(error)",
                            expected: "a complete JSON object")
        }
    }
}
