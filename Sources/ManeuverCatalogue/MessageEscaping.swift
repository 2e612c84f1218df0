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

    /// `escapedForMessage` of this text, cut when it is longer than `messageQuoteLimit` Unicode
    /// scalars: then its first `messageQuoteKept` scalars and `… (N more characters)` (N counts
    /// Unicode scalars). How messages repeat a value the user gave, so that a message stays a line
    /// whatever the input (a daemon logging the error of a megabyte-long name logs a line; the
    /// error keeps the whole value in its fields).
    package var shortenedForMessage: String {
        let (kept, omitted) = cutForMessage
        return kept.escapedForMessage + omissionMarker(omitted)
    }

    /// This text, or its first `messageQuoteKept` Unicode scalars when it has more than
    /// `messageQuoteLimit`, and how many scalars were left out (0 when none): the cut
    /// `shortenedForMessage` makes, for callers that escape more than it does before showing it
    /// (add `omissionMarker(omitted)` after their escaped text).
    package var cutForMessage: (kept: String, omitted: Int) {
        if utf8.count <= messageQuoteLimit { return (String(self), 0) }
        let total = unicodeScalars.count
        if total <= messageQuoteLimit { return (String(self), 0) }
        var kept = ""
        kept.unicodeScalars.append(contentsOf: unicodeScalars.prefix(messageQuoteKept))
        return (kept, total - messageQuoteKept)
    }

    /// `'text'`, shortened and escaped (`shortenedForMessage`): how messages quote a value the
    /// user gave.
    package var quotedForMessage: String { "'" + shortenedForMessage + "'" }
}

/// What follows a cut value in a message: nothing when `omitted` is 0, else
/// `… (N more characters)`.
package func omissionMarker(_ omitted: Int) -> String { omitted > 0 ? "… (\(omitted) more characters)" : "" }

/// Values longer than this many Unicode scalars are cut in messages (`shortenedForMessage`),
/// after `messageQuoteKept` of them: names, keys and lane specs of the feed are far shorter.
package let messageQuoteLimit = 200
package let messageQuoteKept = 120
