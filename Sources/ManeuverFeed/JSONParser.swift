import ManeuverCatalogue

/// A strict reader of JSON text (RFC 8259) for `JSONValue.parse`: UTF-8 only (a leading byte-order
/// mark is skipped), any value at the top level, nesting at most `maximumDepth` arrays and objects.
///
/// Rejected, with the line and column (1-based, counted in Unicode scalars) where reading stopped:
/// truncated text, a trailing comma in an array or object (`[1,2,]`, `{"a":1,}`), a missing or
/// doubled comma or colon, text after the value, unquoted or single-quoted keys, comments,
/// `NaN`/`Infinity`, numbers outside JSON's grammar (`01`, `.5`, `+1`, `1.`) or beyond ±1.8e308,
/// control characters inside strings, unknown escapes, unpaired UTF-16 surrogates, bytes that are
/// not UTF-8. An object giving a key twice is rejected too (`.duplicateKey` at the object's
/// path): keys are compared as Swift strings, so canonically equivalent spellings (`é` precomposed
/// and decomposed) are the same key.
struct JSONParser {
    /// Most arrays and objects open at once (Foundation's `JSONDecoder` has the same limit).
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index: Int
    /// The keys and indexes leading to the value being read, for `.duplicateKey` paths.
    private var pathStack: [PathStep] = []

    private enum PathStep {
        case key(String)
        case index(Int)
    }

    /// Parses `bytes` (a whole document).
    /// - Throws: `.invalidJSON` at `$` naming the problem and its line and column;
    ///   `.duplicateKey` at the path of an object that gives a key twice.
    static func parse(_ bytes: [UInt8]) throws(FeedError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private mutating func document() throws(FeedError) -> JSONValue {
        let value = try self.value(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw syntaxError("\(describeCharacter(at: index)) after the JSON value") }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(FeedError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw syntaxError("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: throw syntaxError("\(describeCharacter(at: index)) where a value belongs")
        }
    }

    private mutating func array(depth: Int) throws(FeedError) -> JSONValue {
        try checkDepth(depth)
        index += 1   // [
        var elements: [JSONValue] = []
        if try closes(UInt8(ascii: "]")) { return .array(elements) }
        pathStack.append(.index(0))
        while true {
            pathStack[pathStack.count - 1] = .index(elements.count)
            elements.append(try value(depth: depth))
            if try separatorOrEnd(UInt8(ascii: "]")) { break }
        }
        pathStack.removeLast()
        return .array(elements)
    }

    private mutating func object(depth: Int) throws(FeedError) -> JSONValue {
        try checkDepth(depth)
        index += 1   // {
        var members: [String: JSONValue] = [:]
        if try closes(UInt8(ascii: "}")) { return .object(members) }
        pathStack.append(.key(""))
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("unexpected end of file") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("\(describeCharacter(at: index)) where a key in double quotes belongs")
            }
            let keyStart = index
            let key = try string()
            if members[key] != nil {
                pathStack.removeLast()
                throw FeedError(kind: .duplicateKey, path: currentPath(),
                                message: "duplicate key \(key.quotedForMessage) at \(position(of: keyStart))",
                                expected: "each key at most once in an object")
            }
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("unexpected end of file") }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("\(describeCharacter(at: index)) where ':' belongs after a key")
            }
            index += 1
            pathStack[pathStack.count - 1] = .key(key)
            members[key] = try value(depth: depth)
            if try separatorOrEnd(UInt8(ascii: "}")) { break }
        }
        pathStack.removeLast()
        return .object(members)
    }

    private func checkDepth(_ depth: Int) throws(FeedError) {
        if depth > JSONParser.maximumDepth {
            throw syntaxError("more than \(JSONParser.maximumDepth) nested arrays and objects")
        }
    }

    /// After `[` or `{`: true (and past it) when `close` follows at once.
    private mutating func closes(_ close: UInt8) throws(FeedError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw syntaxError("unexpected end of file") }
        if bytes[index] == close { index += 1; return true }
        return false
    }

    /// After an element or member: true (and past it) at `close`; false past a `,` that another
    /// element follows.
    /// - Throws: `.invalidJSON` for a trailing comma, the end of the text or anything else.
    private mutating func separatorOrEnd(_ close: UInt8) throws(FeedError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw syntaxError("unexpected end of file") }
        if bytes[index] == close { index += 1; return true }
        guard bytes[index] == UInt8(ascii: ",") else {
            throw syntaxError("\(describeCharacter(at: index)) where ',' or '\(Character(Unicode.Scalar(close)))' belongs")
        }
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") || bytes[index] == UInt8(ascii: "}") {
            throw syntaxError("trailing comma before '\(Character(Unicode.Scalar(bytes[index])))'", at: comma)
        }
        return false
    }

    private mutating func literal(_ word: String) throws(FeedError) {
        let expected = word.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw syntaxError("invalid literal (\(word) expected)")
        }
        index += expected.count
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as a Double.
    private mutating func number() throws(FeedError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        var valid = digits() > 0 && !(leadingZero && index - start > (bytes[start] == UInt8(ascii: "-") ? 2 : 1))
        if valid, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            valid = digits() > 0
        }
        if valid, index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            valid = digits() > 0
        }
        // Letters, dots or signs run on (`1.2.3`, `0x1F`, `1e+`): the whole run is the bad number.
        while index < bytes.count, bytes[index] >= 0x80 || "+-.0123456789abcdefxABCDEFX".utf8.contains(bytes[index]) {
            valid = false
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard valid, let d = Double(text) else {
            throw syntaxError("invalid number \(text.quotedForMessage)", at: start)
        }
        guard d.isFinite else { throw syntaxError("number \(text.quotedForMessage) is beyond ±1.8e308", at: start) }
        return d
    }

    // MARK: Strings

    /// A string from its opening quote, escapes decoded.
    private mutating func string() throws(FeedError) -> String {
        let open = index
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw syntaxError("unexpected end of file in the string starting", at: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw syntaxError("control character \(String(Unicode.Scalar(byte)).escapedForMessage) inside a string (write it as an escape)")
            }
            if byte == UInt8(ascii: "\\") {
                decoded += bytes[runStart..<index]
                try escape(into: &decoded)
                runStart = index
            } else {
                index += 1
            }
        }
        let text: String?
        if decoded.isEmpty {
            text = String(validating: bytes[runStart..<index], as: UTF8.self)
        } else {
            decoded += bytes[runStart..<index]
            text = String(validating: decoded, as: UTF8.self)
        }
        index += 1   // closing quote
        guard let text else { throw syntaxError("bytes that are not UTF-8 in the string starting", at: open) }
        return text
    }

    /// One escape from its backslash: `\" \\ \/ \b \f \n \r \t \uXXXX` (a surrogate pair as two).
    private mutating func escape(into decoded: inout [UInt8]) throws(FeedError) {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw syntaxError("unexpected end of file") }
        let simple: UInt8? = switch bytes[index] {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple { decoded.append(simple); index += 1; return }
        guard bytes[index] == UInt8(ascii: "u") else {
            throw syntaxError("invalid escape '\\\(describeScalar(at: index))' in a string", at: backslash)
        }
        index += 1
        var code = try hex4(escapeAt: backslash)
        if (0xD800...0xDBFF).contains(code) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw syntaxError("unpaired UTF-16 surrogate escape in a string", at: backslash)
            }
            index += 2
            let low = try hex4(escapeAt: index - 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntaxError("unpaired UTF-16 surrogate escape in a string", at: backslash)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw syntaxError("unpaired UTF-16 surrogate escape in a string", at: backslash)
        }
        decoded += Array(String(Unicode.Scalar(code)!).utf8)
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hex4(escapeAt backslash: Int) throws(FeedError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw syntaxError("invalid \\u escape (four hex digits expected) in a string", at: backslash)
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    // MARK: Errors

    /// `.invalidJSON` at `$`: "not valid JSON (truncated or malformed): `problem` at line L, column C".
    private func syntaxError(_ problem: String, at offset: Int? = nil) -> FeedError {
        FeedError(kind: .invalidJSON, path: "$",
                  message: "not valid JSON (truncated or malformed): \(problem) at \(position(of: offset ?? index))",
                  expected: "a complete JSON document")
    }

    /// "line L, column C" of a byte offset: 1-based, columns counted in Unicode scalars (UTF-8
    /// lead bytes), as editors count them.
    private func position(of offset: Int) -> String {
        let end = min(offset, bytes.count)
        var line = 1, lineStart = 0
        for i in 0..<end where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        let column = 1 + bytes[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return "line \(line), column \(column)"
    }

    /// The character at `offset` as a message names it: `'x'` (escaped), "a byte that is not
    /// UTF-8 (0xFF)".
    private func describeCharacter(at offset: Int) -> String {
        let scalar = describeScalar(at: offset)
        return scalar.hasPrefix("0x") ? "a byte that is not UTF-8 (\(scalar))" : "'\(scalar)'"
    }

    /// The Unicode scalar starting at `offset`, escaped for a message, or its byte in hex (`0xFF`)
    /// when no valid UTF-8 sequence starts there.
    private func describeScalar(at offset: Int) -> String {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        if offset + length <= bytes.count, let s = String(validating: bytes[offset..<offset + length], as: UTF8.self) {
            return s.escapedForMessage
        }
        return "0x" + String(lead, radix: 16, uppercase: true)
    }

    /// The JSONPath of the value being read, from `pathStack`.
    private func currentPath() -> String {
        pathStack.reduce("$") { path, step in
            switch step {
            case .key(let key): JSONNode.memberPath(path, key)
            case .index(let i): path + "[\(i)]"
            }
        }
    }
}
