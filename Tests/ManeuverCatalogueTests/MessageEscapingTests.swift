import Testing
@testable import ManeuverCatalogue

/// User text repeated in error messages never carries a character a terminal acts on or that
/// reorders or breaks the line.
@Suite("Message escaping")
struct MessageEscapingTests {
    @Test("C0 controls, DEL, C1 controls, line/paragraph separators and bidi/format characters are escaped")
    func unsafeCharactersAreEscaped() {
        let cases: [(String, String)] = [
            ("TURN_LEFT\u{1B}[31mRED", "TURN_LEFT\\u{1B}[31mRED"),
            ("a\u{0}b", "a\\u{0}b"),
            ("tab\tnew\nline\r", "tab\\u{9}new\\u{A}line\\u{D}"),
            ("del\u{7F}", "del\\u{7F}"),
            ("c1\u{85}\u{9B}", "c1\\u{85}\\u{9B}"),
            ("ls\u{2028}ps\u{2029}", "ls\\u{2028}ps\\u{2029}"),
            ("rlo\u{202E}lro\u{202D}pdf\u{202C}", "rlo\\u{202E}lro\\u{202D}pdf\\u{202C}"),
            ("isolates\u{2066}\u{2067}\u{2068}\u{2069}", "isolates\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
            ("marks\u{200E}\u{200F}\u{61C}", "marks\\u{200E}\\u{200F}\\u{61C}"),
            ("zw\u{200B}\u{FEFF}", "zw\\u{200B}\\u{FEFF}"),
            ("tag\u{E0041}", "tag\\u{E0041}"),
        ]
        for (raw, shown) in cases {
            #expect(raw.escapedForMessage == shown)
            #expect(raw.quotedForMessage == "'" + shown + "'")
            #expect(!raw.escapedForMessage.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test("printable text, non-ASCII letters and backslashes are kept; escaping twice changes nothing")
    func printableTextIsKept() {
        for text in ["TURN_LEFT", "", "Straße → A6 … 90°", "日本語", "e\u{301}", "C:\\dir\\u{1B}", "it's \"quoted\"", "🚗"] {
            #expect(text.escapedForMessage == text)
        }
        let once = "x\u{1B}\u{202E}\u{0}".escapedForMessage
        #expect(once.escapedForMessage == once)
        #expect(Substring("ab\u{1B}").escapedForMessage == "ab\\u{1B}")
    }

    @Test("NameParseError quotes the input escaped, and keeps the input as given")
    func nameParseErrorEscapes() {
        do {
            _ = try Maneuver(parsing: "TURN\u{1B}[2J\u{0}")
            Issue.record("expected an error")
        } catch {
            #expect(error.input == "TURN\u{1B}[2J\u{0}")
            #expect(error.description.hasPrefix("unknown maneuver 'TURN\\u{1B}[2J\\u{0}'"))
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}
