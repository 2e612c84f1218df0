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

    /// Decision: a quoted value longer than 200 Unicode scalars shows its first 120 and how many
    /// more there were, so a message stays a line however long the input (a trial's daemon logged
    /// a megabyte per error of a megabyte-long name); the error keeps the whole input.
    /// `escapedForMessage` alone (whole messages) never cuts.
    @Test("Long values are cut in messages; the input is kept whole")
    func longTextsAreCut() throws {
        let long = String(repeating: "x", count: 1_000_000)
        #expect(long.shortenedForMessage == String(repeating: "x", count: 120) + "… (999880 more characters)")
        #expect(long.quotedForMessage == "'" + long.shortenedForMessage + "'")
        #expect(long.escapedForMessage == long)
        let exactly = String(repeating: "y", count: 200)
        #expect(exactly.shortenedForMessage == exactly)
        let controls = String(repeating: "\u{1B}", count: 300)
        #expect(controls.shortenedForMessage == String(repeating: "\\u{1B}", count: 120) + "… (180 more characters)")
        #expect(!controls.shortenedForMessage.unicodeScalars.contains { $0.value < 0x20 })
        // Combining marks count one by one, and nothing folds a megabyte-long name.
        let accents = "TURN_LEFT" + String(repeating: "\u{301}", count: 1_000_000)
        for input in [long, accents] {
            do {
                _ = try Maneuver(parsing: input)
                Issue.record("expected an error")
            } catch {
                #expect(error.input == input)
                #expect(error.nearMatches.isEmpty)
                #expect(error.description.utf8.count < 2_000, "\(error.description.utf8.count) bytes")
            }
            #expect(throws: NameParseError.self) { try LaneShape(parsing: input) }
            #expect(throws: NameParseError.self) { try DrivingSide(parsing: input) }
        }
        // Names up to the limit still parse and get suggestions.
        #expect(try Maneuver(parsing: "  GMSNavigationManeuverRoundaboutSharpRightCounterClockwise  ") == .roundaboutSharpRightCounterClockwise)
        #expect(NameMatching.nearMatches("TURN_LEFTT", names: Maneuver.docsNames).first == "TURN_LEFT")
    }

    @Test("A limit of its own: the first `kept` scalars (never more than the limit), then the count")
    func explicitLimits() {
        let text = String(repeating: "a", count: 10) + "\u{1B}"
        #expect(text.shortenedForMessage(limit: 11, kept: 4) == text.escapedForMessage)
        #expect(text.shortenedForMessage(limit: 10, kept: 4) == "aaaa… (7 more characters)")
        #expect(text.shortenedForMessage(limit: 3, kept: 9) == "aaa… (8 more characters)")
        #expect(text.quotedForMessage(limit: 10, kept: 10) == "'aaaaaaaaaa… (1 more characters)'")
        let cut = text.cutForMessage(limit: 5, kept: 2)
        #expect(cut.kept == "aa" && cut.omitted == 9)
    }
}
