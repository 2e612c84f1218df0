import Foundation
import ManeuverCatalogue

/// A parsed JSON document as a plain value tree. JSON text is parsed by Foundation's
/// `JSONSerialization` (which rejects truncated text and nesting deeper than 512 levels instead of
/// crashing); a `Decoder` (`init(from:)`, for `Codable` callers) is read through its containers.
enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads a value through a `Decoder` (for `Codable` callers; start with `decodeTree(from:)`):
    /// its type by asking for each kind of container in turn (a `Decoder` offers no way to ask a
    /// value's type), then an object as `[String: JSONValue]` (whose keys `JSONDecoder` leaves as
    /// written, whatever its key-decoding strategy) and an array as `[JSONValue]`, down to
    /// `codableDepthLimit` levels below the tree's root; deeper containers come back empty. Every
    /// failed try costs `JSONDecoder` time that grows with the nesting depth, so reading every
    /// level would make nested members quadratic in time. The feed readers look at most 8 levels down
    /// (a nav info's remaining step's lane's direction's shape), so no value they read is cut.
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        let depth = decoder.codingPath.count - Self.codableRoot
        if (try? decoder.container(keyedBy: AnyKey.self)) != nil {
            self = .object(depth < Self.codableDepthLimit ? try c.decode([String: JSONValue].self) : [:])
        } else if (try? decoder.unkeyedContainer()) != nil {
            self = .array(depth < Self.codableDepthLimit ? try c.decode([JSONValue].self) : [])
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "a value that cannot be represented (a number beyond ±1.8e308?)")
        }
    }

    /// The value at `decoder` with the depth limit of `init(from:)` counted from there.
    static func decodeTree(from decoder: any Decoder) throws -> JSONValue {
        try $codableRoot.withValue(decoder.codingPath.count) { try JSONValue(from: decoder) }
    }

    /// Levels below the root of `decodeTree(from:)` that `init(from:)` reads (see there).
    static let codableDepthLimit = 16

    /// Coding-path length of the value `decodeTree(from:)` is reading (decoding runs on the
    /// caller's thread, so a task-local value reaches every nested `init(from:)`).
    @TaskLocal private static var codableRoot = 0

    /// A key for probing whether a value is an object (its name is never used).
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
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

    /// Parses JSON text (UTF-8; `JSONSerialization` also detects UTF-16 and UTF-32) with
    /// Foundation's `JSONSerialization`, in time linear in its length. Memory while parsing is
    /// Foundation's objects, then this tree: about 3 KB per JSON object and 50–70 bytes per other
    /// value, so dense small objects are the worst case (real route responses hold an object per
    /// 100–400 bytes). So the text is counted first (`census`, one pass over its UTF-8 bytes;
    /// UTF-16 and UTF-32 text is transcoded to UTF-8 first, `utf8Text`): a document of more than
    /// `maximumObjects` objects or `maximumValues` values is refused before it is parsed, which
    /// bounds parsing at about 1.5 GB.
    /// Beyond RFC 8259 it accepts a trailing comma, and of a key given twice in one object the
    /// last value counts; a number too small for `Double` reads as 0. A number too large for
    /// `Double` (`1e999`), which `JSONSerialization` refuses with the whole document, reads as an
    /// infinite number (`unrepresentableNumbersMarked`): a field nobody reads never fails the
    /// document, and a reader that reads it refuses it as out of range, naming the field.
    /// - Throws: `FeedError` of kind `.invalidJSON` at `$` for empty, truncated or malformed text,
    ///   invalid UTF-8 (or UTF-16, UTF-32) or nesting deeper than 512 levels; `.tooMany` at `$`
    ///   beyond `maximumObjects` or `maximumValues`.
    static func parse(_ raw: Data) throws(FeedError) -> JSONValue {
        guard let data = utf8Text(raw) else {
            throw FeedError(kind: .invalidJSON, path: "$",
                            message: "not valid JSON: the text is not whole UTF-16 or UTF-32, or holds a NUL character",
                            expected: "UTF-8, UTF-16 or UTF-32 text")
        }
        let (objects, values) = census(data)
        guard objects <= maximumObjects, values <= maximumValues else {
            throw FeedError(kind: .tooMany, path: "$",
                            message: objects > maximumObjects ? "\(objects) objects" : "\(values) values",
                            expected: "at most \(maximumObjects) objects and \(maximumValues) values in one document")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw FeedError(kind: .invalidJSON, path: "$", message: "the document is empty",
                            expected: "a JSON object")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: unrepresentableNumbersMarked(data), options: [.fragmentsAllowed])
        } catch {
            // JSONSerialization's diagnostic says what and where ("Unexpected end of file…",
            // "Number 1e400 is not representable…").
            var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            // Its sentences end in "."; the message goes on with "; expected …".
            while detail.hasSuffix(".") { detail.removeLast() }
            throw FeedError(kind: .invalidJSON, path: "$", message: "not valid JSON (truncated or malformed): \(detail.shortenedForMessage)",
                            expected: "a complete JSON document")
        }
        return JSONValue(foundation: object)
    }

    /// The most JSON objects `parse` accepts in one document (about 0.75 GB while parsing).
    static let maximumObjects = 250_000
    /// The most values `parse` accepts in one document, objects included (as `census` counts).
    static let maximumValues = 4_000_000

    /// `text` as UTF-8: UTF-16 and UTF-32 text transcoded (nil when it does not decode whole, or
    /// decodes to a NUL character), anything else as it is. The encoding is told as
    /// `JSONSerialization` tells it: by a byte-order mark, else by the zero bytes around the first
    /// character, which JSON makes ASCII (RFC 4627). The census must see UTF-8: in UTF-16 a
    /// character such as U+227B holds the byte of `"`, so counting bytes there would miss objects
    /// that `JSONSerialization` builds.
    static func utf8Text(_ text: Data) -> Data? {
        let b = Array(text.prefix(4)) + [1, 1, 1, 1]   // padded: a short text reads as UTF-8
        let encoding: String.Encoding, mark: Int
        switch (b[0], b[1], b[2], b[3]) {
        case (0xEF, 0xBB, 0xBF, _): return text
        case (0, 0, 0xFE, 0xFF): (encoding, mark) = (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0, 0): (encoding, mark) = (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): (encoding, mark) = (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): (encoding, mark) = (.utf16LittleEndian, 2)
        case (0, 0, 0, _): (encoding, mark) = (.utf32BigEndian, 0)
        case (_, 0, 0, 0): (encoding, mark) = (.utf32LittleEndian, 0)
        case (0, _, _, _): (encoding, mark) = (.utf16BigEndian, 0)
        case (_, 0, _, _): (encoding, mark) = (.utf16LittleEndian, 0)
        default: return text
        }
        let unit = encoding == .utf16BigEndian || encoding == .utf16LittleEndian ? 2 : 4
        guard (text.count - mark) % unit == 0, let string = String(data: text.dropFirst(mark), encoding: encoding) else { return nil }
        let utf8 = Data(string.utf8)
        // JSON holds no raw NUL; one at the start would make `JSONSerialization` take the UTF-8
        // for UTF-16 and decode it again, past what `census` counted.
        return utf8.contains(0) ? nil : utf8
    }

    /// The objects and values of JSON text (UTF-8, `utf8Text`), counted on its bytes outside
    /// strings: objects are the `{`, values the `{`, `[` and `,` plus one (each value but the
    /// first of a container follows a comma; a trailing comma counts as one more).
    static func census(_ data: Data) -> (objects: Int, values: Int) {
        data.withUnsafeBytes { raw in
            var objects = 0, values = 1
            var inString = false, escaped = false
            for byte in raw {
                if inString {
                    if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                    continue
                }
                switch byte {
                case 0x22: inString = true
                case 0x7B: objects &+= 1; values &+= 1
                case 0x5B, 0x2C: values &+= 1
                default: break
                }
            }
            return (objects, values)
        }
    }

    /// `text` (UTF-8) with every number literal too large for `Double` outside strings (`1e999`,
    /// `-1` followed by 400 digits) replaced by a string holding `unrepresentableMark` and its
    /// sign, which `init(foundation:)` reads back as an infinite number; `text` itself when it has
    /// none. Only literals of JSON's number grammar are replaced (`-01e999` is left for
    /// `JSONSerialization` to refuse), so the census's counts and every other outcome stay as
    /// they were. One pass over the bytes; a literal is converted only when it has an exponent
    /// or more than 308 digits.
    static func unrepresentableNumbersMarked(_ text: Data) -> Data {
        var replacements: [(range: Range<Int>, negative: Bool)] = []
        text.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var i = 0, inString = false, escaped = false
            let n = raw.count
            while i < n {
                let byte = raw[i]
                if inString {
                    if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                    i += 1
                    continue
                }
                if byte == 0x22 { inString = true; i += 1; continue }
                guard byte == 0x2D || (0x30...0x39).contains(byte) else { i += 1; continue }
                var end = i
                var exponent = false
                while end < n, let c = Optional(raw[end]),
                      (0x30...0x39).contains(c) || c == 0x2D || c == 0x2B || c == 0x2E || c == 0x45 || c == 0x65 {
                    if c == 0x45 || c == 0x65 { exponent = true }
                    end += 1
                }
                if exponent || end - i > 308, let literal = String(bytes: UnsafeRawBufferPointer(rebasing: raw[i..<end]), encoding: .utf8),
                   isNumberLiteral(literal), let value = Double(literal), value.isInfinite {
                    replacements.append((i..<end, value < 0))
                }
                i = end
            }
        }
        guard !replacements.isEmpty else { return text }
        var out = Data(capacity: text.count + replacements.count * 32)
        var done = text.startIndex
        for r in replacements {
            out.append(text[done ..< text.startIndex + r.range.lowerBound])
            out.append(contentsOf: Array("\"\\u0000\(unrepresentableMark)\(r.negative ? "-" : "+")\"".utf8))
            done = text.startIndex + r.range.upperBound
        }
        out.append(text[done...])
        return out
    }

    /// What a string holds in place of a number too large for `Double`, after a NUL (which JSON
    /// text can only hold escaped, so no parsed string starts with it by accident), and before
    /// the number's sign.
    static let unrepresentableMark = "maneuver-icons:number-beyond-double:"

    /// Whether `s` is a whole JSON number literal: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isNumberLiteral(_ s: String) -> Bool {
        var u = Array(s.utf8)[...]
        func digits() -> Int { var k = 0; while let c = u.first, (0x30...0x39).contains(c) { u = u.dropFirst(); k += 1 }; return k }
        if u.first == 0x2D { u = u.dropFirst() }
        if u.first == 0x30 { u = u.dropFirst() } else if digits() == 0 { return false }
        if u.first == 0x2E { u = u.dropFirst(); if digits() == 0 { return false } }
        if u.first == 0x45 || u.first == 0x65 {
            u = u.dropFirst()
            if u.first == 0x2B || u.first == 0x2D { u = u.dropFirst() }
            if digits() == 0 { return false }
        }
        return u.isEmpty
    }

    /// The class of `JSONSerialization`'s `true` and `false` (a subclass of `NSNumber`): how a
    /// boolean is told from the numbers 1 and 0.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// The value of a `JSONSerialization` result (NSNull, NSNumber, String, arrays and
    /// dictionaries of these, nested at most 512 deep).
    private init(foundation value: Any) {
        // Containers first: on Linux a failed cast of a collection to `NSNumber` seems to cost
        // time in proportion to everything below it, so trying `NSNumber` first would make deep
        // nesting quadratic.
        switch value {
        case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init(foundation:)))
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let s as String:
            if s.utf8.first == 0, s.utf8.count == Self.unrepresentableMark.utf8.count + 2,
               s.dropFirst().hasPrefix(Self.unrepresentableMark) {
                self = .number(s.hasSuffix("-") ? -.infinity : .infinity)
            } else {
                self = .string(s)
            }
        case let n as NSNumber:
            self = ObjectIdentifier(type(of: n)) == Self.booleanClass ? .bool(n.boolValue) : .number(n.doubleValue)
        default: self = .null   // NSNull, the only other kind it returns
        }
    }
}
