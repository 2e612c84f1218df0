import Testing
@testable import maneuver_icons

/// The argument parser's rules: flags, `--opt value`, `--opt=value`, `-o value`, positionals,
/// `--`, and usage errors that name the bad argument.
struct ArgumentParserTests {
    let specs: [OptionSpec] = [
        .flag("flatten", "flag"),
        .option("size", value: "<size>", "option"),
        .option("output", short: "o", value: "<file>", "output"),
        .option("exit-angle", value: "<degrees>", "angle"),
        .flag("help", short: "h", "help"),
    ]

    /// Raw arguments: valid UTF-8 (also multi-byte) passes; the first invalid one (a stray
    /// continuation byte, a truncated sequence, an encoded surrogate, an overlong form) is named
    /// by position with its bytes escaped (a backslash too), cut at 300 bytes.
    @Test func nonUTF8ArgumentsAreNamed() {
        #expect(nonUTF8ArgumentError([Array("render".utf8), Array("é€😀.png".utf8)]) == nil)
        #expect(nonUTF8ArgumentError([Array("ok".utf8), [0x61, 0x80], [0xFF]])
                == #"argument 2 ('a\x80') is not valid UTF-8; names, values and file paths must be UTF-8"#)
        #expect(nonUTF8ArgumentError([[0x5C, 0xE2, 0x82]])?.hasPrefix(#"argument 1 ('\x5C\xE2\x82')"#) == true)
        #expect(nonUTF8ArgumentError([[0xED, 0xA0, 0x80]]) != nil)   // U+D800, a surrogate
        #expect(nonUTF8ArgumentError([[0xC0, 0xAF]]) != nil)         // overlong "/"
        let long = nonUTF8ArgumentError([[UInt8](repeating: 0x61, count: 400) + [0xFF]])
        #expect(long?.contains(String(repeating: "a", count: 300) + "…')") == true)
        // Valid characters around the bad byte stay readable (é was shown as \xC3\xA9; review).
        #expect(nonUTF8ArgumentError([Array("é".utf8) + [0xFF] + Array("€.png".utf8)])?.hasPrefix(#"argument 1 ('é\xFF€.png')"#) == true)
    }

    @Test func optionsFlagsAndPositionals() throws {
        let p = try parseArguments(["turn_left", "--size", "48", "--flatten", "-o", "out.png"], specs: specs)
        #expect(p.positionals == ["turn_left"])
        #expect(p["size"] == "48")
        #expect(p["output"] == "out.png")
        #expect(p.has("flatten"))
        #expect(!p.has("help"))
    }

    @Test func equalsFormAndShortEquals() throws {
        let p = try parseArguments(["--size=square96", "-o=x.png", "a"], specs: specs)
        #expect(p["size"] == "square96")
        #expect(p["output"] == "x.png")
        #expect(p.positionals == ["a"])
    }

    /// A value-taking option consumes the next argument even when it starts with '-', so negative
    /// numbers and '-' (standard output) work.
    @Test func valuesStartingWithDash() throws {
        let p = try parseArguments(["--exit-angle", "-45", "-o", "-", "m"], specs: specs)
        #expect(p["exit-angle"] == "-45")
        #expect(p["output"] == "-")
        #expect(p.positionals == ["m"])
    }

    @Test func loneDashIsPositionalAndDoubleDashEndsOptions() throws {
        let p = try parseArguments(["-", "--", "--size", "-x"], specs: specs)
        #expect(p.positionals == ["-", "--size", "-x"])
        #expect(p["size"] == nil)
    }

    @Test func unknownOptionNamesItAndListsValidOnes() {
        #expect(throws: UsageError.self) { try parseArguments(["--colour=red"], specs: specs) }
        do {
            _ = try parseArguments(["--colour=red"], specs: specs)
        } catch {
            #expect(error.message.contains("'--colour'"))
            #expect(!error.message.contains("red"))
            for name in ["--flatten", "--size <size>", "-o, --output <file>", "--exit-angle", "-h, --help"] {
                #expect(error.message.contains(name), "missing \(name) in: \(error.message)")
            }
        }
        #expect(throws: UsageError.self) { try parseArguments(["-x"], specs: specs) }
    }

    @Test func missingValueRepeatedOptionAndFlagWithValue() {
        #expect(throws: UsageError("option --size needs a value <size>")) { try parseArguments(["--size"], specs: specs) }
        #expect(throws: UsageError("option --size given more than once")) {
            try parseArguments(["--size", "1", "--size=2"], specs: specs)
        }
        #expect(throws: UsageError("option --flatten takes no value")) { try parseArguments(["--flatten=yes"], specs: specs) }
    }

    @Test func typedValues() throws {
        let p = try parseArguments(["--exit-angle", "-45.5", "--size", "x"], specs: specs)
        #expect(try p.value("exit-angle", as: Double.self, expected: "degrees") == -45.5)
        #expect(try p.value("output", as: Int.self, expected: "n") == nil)
        #expect(throws: UsageError("invalid size 'x': expected a whole number")) {
            try p.value("size", as: Int.self, expected: "a whole number")
        }
    }
}
