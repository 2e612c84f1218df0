import Foundation
import Testing
@testable import maneuver_icons
import ManeuverIcons

/// Error messages quote the user's text (JSON values and keys, arguments, file names) with control,
/// separator and bidi characters escaped, so a file or argument cannot drive the terminal through
/// standard error.
struct MessageEscapingTests {
    static func hasUnsafeCharacter(_ text: String) -> Bool {
        // The message's own final line feed is the only control allowed.
        text.dropLast().unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x2028, 0x2029, 0x202E].contains($0.value)
        }
    }

    /// `step` on a file holding `json`: (exit status, standard error), the icon must not be written.
    static func step(_ json: String) throws -> ToolRun {
        let folder = ScratchFolder()
        try Data(json.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        let run = tool("step", folder.file("step.json"), "-o", folder.file("icon.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("icon.png")), "\(json)")
        return run
    }

    @Test(arguments: [
        (#"{"maneuver":"TURN_LEFT\u001b[31mRED"}"#, #"unknown maneuver 'TURN_LEFT\u{1B}[31mRED'"#),
        (#"{"maneuver":"TURN\u0000X"}"#, #"unknown maneuver 'TURN\u{0}X'"#),
        (#"{"maneuver":"TURN_LEFT","lanes":[{"laneDirections":[{"laneShape":"L\u202eX"}]}]}"#, #"unknown lane shape 'L\u{202E}X'"#),
        (#"{"maneuver":"TURN_LEFT","a\u001b":{"laneShape":"X"},"lanes":[{"laneDirections":[{"laneShape":"\u0007"}]}]}"#, #"unknown lane shape '\u{7}'"#),
    ])
    func stepErrorsEscapeTheInput(json: String, shown: String) throws {
        let run = try Self.step(json)
        #expect(run.status == 1)
        #expect(run.err.contains(shown), "\(run.err)")
        #expect(!Self.hasUnsafeCharacter(run.err), "\(run.err)")
    }

    @Test(arguments: [
        (["bad\u{1B}[2J"], #"unknown command 'bad\u{1B}[2J'"#),
        (["--bad\u{7}"], #"unknown option '--bad\u{7}'"#),
        (["render", "turn_left", "--frob\u{1B}[1m=2"], #"unknown option '--frob\u{1B}[1m'"#),
        (["lanes", "left", "-\u{9B}"], #"unknown option '-\u{9B}'"#),
        (["render", "TURN\u{1B}[31m"], #"unknown maneuver 'TURN\u{1B}[31m'"#),
        (["render", "turn_left", "--size", "9\u{1B}"], #"invalid size '9\u{1B}'"#),
        (["render", "turn_left", "--scale", "2\u{202E}"], #"invalid scale '2\u{202E}'"#),
        (["render", "turn_left", "--exit-angle", "9\u{2028}0"], #"'9\u{2028}0'"#),
        (["render", "turn_left", "--primary", "#\u{1}"], #"invalid colour '#\u{1}'"#),
        (["render", "turn_left", "--theme", "dusk\u{1B}"], #"invalid theme 'dusk\u{1B}'"#),
        (["render", "turn_left", "--format", "p\u{0}ng"], #"invalid format 'p\u{0}ng'"#),
        (["render", "--all", "--output", "o", "--layout", "x\u{1B}"], #"invalid layout 'x\u{1B}'"#),
        (["render", "turn_left", "turn_right\u{1B}"], #"turn_left turn_right\u{1B}"#),
        (["lanes", "left\u{202E}"], #"unknown lane direction 'left\u{202E}'"#),
        (["list", "x\u{1B}"], #"unexpected argument 'x\u{1B}'"#),
        (["step", "nofile\u{1B}[1m.json"], #"cannot read 'nofile\u{1B}[1m.json'"#),
    ])
    func argumentsAreQuotedEscaped(arguments: [String], shown: String) {
        let run = tool(arguments)
        #expect(run.status != 0)
        #expect(run.err.contains(shown), "\(run.err)")
        #expect(!Self.hasUnsafeCharacter(run.err.components(separatedBy: "\n").first ?? ""), "\(run.err)")
    }

    /// A feed error's list of valid names longer than 200 characters (the 66 maneuvers) is cut to
    /// its first names and a pointer to `maneuver-icons list`, keeping what follows the list;
    /// shorter lists (lane shapes, driving sides) stay whole (trial 9: a 1.6-KB line).
    @Test func longNameListsAreCut() throws {
        let maneuvers = "one of " + Maneuver.allCases.map(\.docsName).joined(separator: ", ") + " or an integer 0…65"
        let cut = shortenedNameList(maneuvers)
        #expect(cut.hasPrefix("one of UNKNOWN, DEPART, ") && cut.hasSuffix(", … (all: maneuver-icons list) or an integer 0…65"), "\(cut)")
        #expect(cut.count < 300)
        let shapes = "one of " + LaneShape.allCases.map(\.docsName).joined(separator: ", ") + " or a short alias (left, slight-right, uturn-left, …) or an integer 0…9"
        #expect(shortenedNameList(shapes) == shapes)
        #expect(shortenedNameList("a number of degrees 1…359") == "a number of degrees 1…359")
        // After a description too: a wrong type ({"maneuver": true}) listed all 66 names.
        let described = shortenedNameList("a maneuver name or integer: " + maneuvers)
        #expect(described == "a maneuver name or integer: " + cut, "\(described)")
        let run = try Self.step(#"{"maneuver": true}"#)
        #expect(run.status == 1 && run.err.contains("found a boolean; expected a maneuver name or integer: one of UNKNOWN, DEPART, ")
                && run.err.contains("(all: maneuver-icons list) or an integer 0…65") && run.err.count < 500, "\(run.err)")
    }

    @Test func helpersEscapeWhatTheyEcho() {
        #expect(quoted("a\u{1B}b") == #"'a\u{1B}b'"#)
        #expect(quoted(String(repeating: "\u{1B}", count: 100), limit: 2) == #"'\u{1B}\u{1B}… (98 more characters)'"#)
        // Its own limit only, not the library's default 200.
        let path = "/tmp/" + String(repeating: "d", count: 451)
        #expect(quoted(path, limit: 300) == "'" + path.prefix(300) + "… (156 more characters)'")
        // Unicode scalars are counted (a flag is two), and nothing is cut at the limit itself.
        #expect(shortened("🇫🇷🇫🇷", limit: 3) == "🇫🇷\u{1F1EB}… (1 more characters)")
        #expect(shortened(String(repeating: "é", count: 60)) == String(repeating: "é", count: 60))
        #expect(shownPath("dir/\u{1B}[2J.json") == #"dir/\u{1B}[2J.json"#)
        // The last line of defence: a message that did not escape its text is escaped whole.
        #expect(ToolError.failure("raw \u{1B}[2J").shortened.message == #"raw \u{1B}[2J"#)
    }
}

extension ToolError {
    var message: String {
        switch self {
        case .usage(let m), .failure(let m): m
        }
    }
}
