import ManeuverIcons

/// User input repeated in error messages, cut short: a mistaken megabyte argument or JSON value
/// must not flood the terminal. The cutting and escaping are the library's
/// (`shortenedForMessage(limit:kept:)`, MessageEscaping.swift), with the shorter `echoLimit` of a
/// terminal line.

/// Unicode scalars of user input an error message repeats.
let echoLimit = 60

/// `text` cut to its first `limit` Unicode scalars and `… (N more characters)` when it is longer,
/// not escaped (for text escaped afterwards, or not user input).
func shortened(_ text: some StringProtocol, limit: Int = echoLimit) -> String {
    let (kept, omitted) = text.cutForMessage(limit: limit, kept: limit)
    return kept + omissionMarker(omitted)
}

/// `'text'`, cut to `limit` Unicode scalars inside the quotes and escaped.
func quoted(_ text: some StringProtocol, limit: Int = echoLimit) -> String {
    text.quotedForMessage(limit: limit, kept: limit)
}

/// `message` with every `'…'` span longer than `limit` Unicode scalars cut short, for messages of
/// lower layers that quote the user's text whole (feed errors).
func shorteningQuotedSpans(_ message: String, limit: Int = echoLimit) -> String {
    var out = ""
    var rest = Substring(message)
    while let open = rest.firstIndex(of: "'") {
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "'") else { break }
        out += rest[...open] + shortened(rest[afterOpen..<close], limit: limit) + "'"
        rest = rest[rest.index(after: close)...]
    }
    return out + rest
}

/// The longest error message printed; longer ones (a lower layer repeating unquoted input) are cut.
let messageLimit = 2000
