/// A JSON value as this tool writes it: manifests, `feed` answers, sprite indexes, asset catalog
/// properties. Keys keep their order; a number that is not finite is written as `null`.
package indirect enum ManifestValue {
    case string(String), integer(Int), number(Double), bool(Bool), null, array([ManifestValue]), object([(String, ManifestValue)])

    /// `.string`, or `.null` for nil.
    package static func optional(_ text: String?) -> ManifestValue { text.map(ManifestValue.string) ?? .null }

    /// The value on one line: `{"path": "a.png", "scale": 1.5}`.
    package var inline: String {
        switch self {
        case .string(let text): return text.jsonQuoted
        case .integer(let n): return String(n)
        case .number(let x): return x.isFinite ? x.clean : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let values): return "[" + values.map(\.inline).joined(separator: ", ") + "]"
        case .object(let fields): return "{" + fields.map { "\($0.0.jsonQuoted): \($0.1.inline)" }.joined(separator: ", ") + "}"
        }
    }
}

extension String {
    /// This text as a JSON string literal.
    var jsonQuoted: String {
        guard unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) else { return "\"" + self + "\"" }
        return "\"" + unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"", "\\": return "\\" + String(scalar)
            case "\n": return "\\n"
            case _ where scalar.value < 0x20: return "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: return String(scalar)
            }
        }.joined() + "\""
    }
}
