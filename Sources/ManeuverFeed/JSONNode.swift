import ManeuverCatalogue

/// A JSON value together with its JSONPath, so that every error names the field it is about.
/// Readers are strict about JSON types and ranges; absent keys and `null` both count as "not
/// given".
struct JSONNode: Sendable {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String = "$") {
        self.value = value; self.path = path
    }

    /// JSONPath of a member: `.name` for identifier-like keys, `["a key"]` otherwise (with `\`
    /// and `"` escaped by a backslash, controls and bidi characters by `escapedForMessage`). A
    /// key longer than `messageQuoteLimit` Unicode scalars is shown cut, in the bracket form
    /// (`cutForMessage`).
    static func memberPath(_ base: String, _ key: String) -> String {
        let (kept, omitted) = key.cutForMessage()
        let identifier = omitted == 0 && !key.isEmpty && key.unicodeScalars.enumerated().allSatisfy { i, u in
            u == "_" || (u.properties.isAlphabetic && u.isASCII) || (i > 0 && ("0"..."9").contains(u))
        }
        if identifier { return base + "." + key }
        let escaped = kept.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").escapedForMessage
        return base + "[\"" + escaped + omissionMarker(omitted) + "\"]"
    }

    /// JSONPath of a `Codable` coding path (for `init(from:)`), rooted at `$`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { p, key in
            if let i = key.intValue { return p + "[\(i)]" }
            return memberPath(p, key.stringValue)
        }
    }

    func wrongType(_ expected: String) -> FeedError {
        FeedError(kind: .wrongType, path: path, message: "found \(value.typeName)", expected: expected)
    }

    /// The member `key`, or nil when it is absent or `null`.
    /// - Throws: `.wrongType` when this node is not an object.
    func member(_ key: String) throws(FeedError) -> JSONNode? {
        guard case .object(let o) = value else { throw wrongType("an object") }
        guard let v = o[key], v != .null else { return nil }
        return JSONNode(v, path: JSONNode.memberPath(path, key))
    }

    /// The member `key`.
    /// - Throws: `.missingField` naming the member's path when it is absent or `null`.
    func required(_ key: String, _ expected: String) throws(FeedError) -> JSONNode {
        if let m = try member(key) { return m }
        throw FeedError(kind: .missingField, path: JSONNode.memberPath(path, key), message: "missing field",
                        expected: expected)
    }

    /// True when this node is an object having member `key` (even `null`).
    func has(_ key: String) -> Bool {
        if case .object(let o) = value { return o[key] != nil }
        return false
    }

    /// True when this node is an object having member `key` with a value other than `null`.
    func hasValue(_ key: String) -> Bool {
        if case .object(let o) = value, let v = o[key] { return v != .null }
        return false
    }

    /// The elements of an array, each with its path.
    /// - Throws: `.wrongType` when not an array; `.tooMany` when longer than `maximum`.
    func elements(maximum: Int? = nil, noun: String = "elements") throws(FeedError) -> [JSONNode] {
        guard case .array(let a) = value else { throw wrongType("an array") }
        if let maximum, a.count > maximum {
            throw FeedError(kind: .tooMany, path: path, message: "\(a.count) \(noun)",
                            expected: "at most \(maximum) \(noun)")
        }
        return a.enumerated().map { JSONNode($1, path: path + "[\($0)]") }
    }

    func string() throws(FeedError) -> String {
        guard case .string(let s) = value else { throw wrongType("a string") }
        return s
    }

    func bool() throws(FeedError) -> Bool {
        guard case .bool(let b) = value else { throw wrongType("true or false") }
        return b
    }

    /// A finite number within `range`.
    func number(in range: ClosedRange<Double>, _ expected: String) throws(FeedError) -> Double {
        guard case .number(let d) = value else { throw wrongType(expected) }
        guard d.isFinite, range.contains(d) else {
            throw FeedError(kind: .outOfRange, path: path, message: "\(JSONNode.numberText(d)) is out of range",
                            expected: expected)
        }
        return d
    }

    /// A whole number within `range` (`3` and `3.0` are accepted, `3.5` is not).
    func integer(in range: ClosedRange<Int>, _ expected: String) throws(FeedError) -> Int {
        guard case .number(let d) = value else { throw wrongType(expected) }
        guard let i = JSONNode.exactInt(d) else {
            // A whole number beyond 2^53 (1e300) is out of range, not a fraction.
            let what = d.isFinite && d.rounded() == d ? "is out of range" : "is not an integer"
            throw FeedError(kind: .outOfRange, path: path, message: "\(JSONNode.numberText(d)) \(what)", expected: expected)
        }
        guard range.contains(i) else {
            throw FeedError(kind: .outOfRange, path: path, message: "\(i) is out of range", expected: expected)
        }
        return i
    }

    /// An informational measure (distance, time, step number): a finite number ≥ 0, or the SDK's
    /// `-1` sentinel, which reads as nil.
    func measure(integer: Bool = false, _ expected: String) throws(FeedError) -> Double? {
        let d = integer ? Double(try self.integer(in: -1...Int(Int32.max), expected))
                        : try number(in: -1...Double.greatestFiniteMagnitude, expected)
        if d == -1 { return nil }
        if d < 0 {
            throw FeedError(kind: .outOfRange, path: path, message: "\(d.clean) is out of range", expected: expected)
        }
        return d
    }

    /// A number as messages quote it: `clean`, and the infinities that stand for literals too
    /// large for `Double` (`JSONValue.unrepresentableNumbersMarked`) in words.
    static func numberText(_ d: Double) -> String {
        d.isInfinite ? (d < 0 ? "a number below -1.8e308" : "a number above 1.8e308") : d.clean
    }

    /// The value as an `Int` when it is a number with an exact one (`exactInt`), else nil.
    /// Written out because Swift 6.3.1's release optimizer rejects
    /// `numberValue.flatMap(exactInt)` on a borrowed node (an ownership verifier error).
    var wholeNumber: Int? {
        guard case .number(let d) = value else { return nil }
        return JSONNode.exactInt(d)
    }

    /// `d` as an Int when it is a whole number of moderate size (|d| < 2^53).
    static func exactInt(_ d: Double) -> Int? {
        guard d.isFinite, d.rounded() == d, abs(d) < 9_007_199_254_740_992 else { return nil }
        return Int(d)
    }
}
