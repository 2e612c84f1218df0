/// User-supplied text as error messages repeat it. Every message of the package that quotes the
/// user's text (names, JSON strings and keys, option values, file names) goes through
/// `escapedForMessage`, so input cannot send a terminal escape sequence, reorder a line (bidi
/// overrides) or forge a new line through an error message.
extension StringProtocol {
    /// This text with each C0 control (U+0000…U+001F, tab and line feed included), DEL (U+007F),
    /// C1 control (U+0080…U+009F), line or paragraph separator (U+2028, U+2029) and invisible
    /// format character (general category Cf: bidi embeddings, overrides, isolates and marks,
    /// zero-width characters, U+FEFF, soft hyphen, …) written as a Swift escape in upper-case hex,
    /// `\u{1B}`. Everything else, `\` included, is kept as it is, so escaping an escaped text
    /// changes nothing.
    package var escapedForMessage: String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(self) }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `'text'`, escaped with `escapedForMessage`: how messages quote a value the user gave.
    package var quotedForMessage: String { "'" + escapedForMessage + "'" }
}
