import Foundation

/// A parsed JSON document as a plain value tree: read by `parse(_:)` with the package's strict
/// `JSONParser`, or decoded through `Decodable` when a `StepInfo` or `NavInfo` is decoded with
/// Foundation's `JSONDecoder` (whose parser then decides what text it accepts).
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

    /// Parses UTF-8 JSON text strictly (`JSONParser`): a trailing comma, a key given twice in one
    /// object and anything else outside RFC 8259 is an error.
    /// - Throws: `FeedError` of kind `.invalidJSON` at `$` for empty, truncated or malformed text
    ///   (naming the problem and its line and column), invalid UTF-8, numbers beyond Double's
    ///   range or nesting deeper than `JSONParser.maximumDepth`; `.duplicateKey` at the path of an
    ///   object that gives a key twice.
    static func parse(_ data: Data) throws(FeedError) -> JSONValue {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw FeedError(kind: .invalidJSON, path: "$", message: "the document is empty",
                            expected: "a JSON object")
        }
        return try JSONParser.parse([UInt8](data))
    }
}
