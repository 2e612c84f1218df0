/// User input repeated in error messages, cut short: a mistaken megabyte argument or JSON value
/// must not flood the terminal. Values are cut at `echoLimit` characters and end in "…", and have
/// their control, separator and bidi characters escaped (`escapedForMessage`, shared with the
/// library's messages) so that they cannot act on the terminal.

/// Characters of user input an error message repeats.
let echoLimit = 60

/// `text` cut to `limit` characters, with "…" when it was longer.
func shortened(_ text: some StringProtocol, limit: Int = echoLimit) -> String {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
        return String(text)
    }
    return String(text[..<end]) + "…"
}

/// `'text'`, cut to `limit` characters inside the quotes, then escaped.
/// (Not `quotedForMessage`, which would cut a second time at its own limit and count the "…".)
func quoted(_ text: some StringProtocol, limit: Int = echoLimit) -> String { "'" + shortened(text, limit: limit).escapedForMessage + "'" }

/// `message` with every `'…'` span longer than `limit` characters cut short, for messages of
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
