import Foundation
import ManeuverCatalogue

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
        else if let o = try? c.decode([String: JSONValue].self) { self = .object(o) }
        else {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "a value that cannot be represented (a number beyond ±1.8e308?)")
        }
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
    /// - Throws: `FeedError` of kind `.invalidJSON` at `$` for empty, truncated or malformed text,
    ///   invalid UTF-8, or numbers beyond Double's range.
    static func parse(_ data: Data) throws(FeedError) -> JSONValue {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw FeedError(kind: .invalidJSON, path: "$", message: "the document is empty",
                            expected: "a JSON object")
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            // JSONSerialization's diagnostic says what and where ("Unexpected end of file…",
            // "Number 1e400 is not representable…"); it runs only on this error path.
            var detail = "\(error)"
            do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
                detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            }
            // Its sentences end in "."; the message goes on with "; expected …".
            while detail.hasSuffix(".") { detail.removeLast() }
            throw FeedError(kind: .invalidJSON, path: "$", message: "not valid JSON (truncated or malformed): \(detail.escapedForMessage)",
                            expected: "a complete JSON document")
        }
    }
}
