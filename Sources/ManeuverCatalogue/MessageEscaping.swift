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

    /// `escapedForMessage` of this text, cut when it is longer than `limit` Unicode scalars: then
    /// its first `kept` scalars (at most `limit`) and `… (N more characters)` (N counts Unicode
    /// scalars). How messages repeat a value the user gave, so that a message stays a line whatever
    /// the input (a daemon logging the error of a megabyte-long name logs a line; the error keeps
    /// the whole value in its fields). The defaults suit values inside a longer message; the
    /// command-line tool passes a shorter limit for its terminal lines.
    package func shortenedForMessage(limit: Int = messageQuoteLimit, kept: Int = messageQuoteKept) -> String {
        let (head, omitted) = cutForMessage(limit: limit, kept: kept)
        return head.escapedForMessage + omissionMarker(omitted)
    }

    /// `shortenedForMessage()` with the default limits.
    package var shortenedForMessage: String { shortenedForMessage() }

    /// `'text'`, shortened and escaped (`shortenedForMessage(limit:kept:)`): how messages quote a
    /// value the user gave.
    package func quotedForMessage(limit: Int = messageQuoteLimit, kept: Int = messageQuoteKept) -> String {
        "'" + shortenedForMessage(limit: limit, kept: kept) + "'"
    }

    /// `quotedForMessage()` with the default limits.
    package var quotedForMessage: String { quotedForMessage() }

    /// This text, or its first `kept` Unicode scalars (at most `limit`) when it has more than
    /// `limit`, and how many scalars were left out (0 when none): the cut `shortenedForMessage`
    /// makes, for callers that escape otherwise before showing it (add `omissionMarker(omitted)`
    /// after their escaped text).
    package func cutForMessage(limit: Int = messageQuoteLimit, kept: Int = messageQuoteKept) -> (kept: String, omitted: Int) {
        if utf8.count <= limit { return (String(self), 0) }
        let total = unicodeScalars.count
        if total <= limit { return (String(self), 0) }
        let keep = Swift.min(kept, limit)
        var head = ""
        head.unicodeScalars.append(contentsOf: unicodeScalars.prefix(keep))
        return (head, total - keep)
    }
}

/// What follows a cut value in a message: nothing when `omitted` is 0, else
/// `… (N more characters)`.
package func omissionMarker(_ omitted: Int) -> String { omitted > 0 ? "… (\(omitted) more characters)" : "" }

/// Values longer than `messageQuoteLimit` Unicode scalars are cut to their first
/// `messageQuoteKept` in messages (`shortenedForMessage`), so that a cut value with its
/// `… (N more characters)` stays shorter than the longest uncut one. Names, keys and lane specs of
/// the feed are far shorter.
package let messageQuoteLimit = 200
package let messageQuoteKept = 120
