import Foundation
import ManeuverIcons
import Testing
import TestSupport
@testable import maneuver_icons

/// The commands run in-process: conventions (help on stdout with exit 0, usage errors on stderr
/// with exit 64, other failures exit 1), option values, and what each command writes.
struct ConventionTests {
    @Test(arguments: ["render", "lanes", "list", "route", "step"])
    func helpOnEveryCommand(command: String) {
        for flag in ["--help", "-h"] {
            let run = tool(command, flag)
            #expect(run.status == 0)
            #expect(run.outText.hasPrefix("USAGE: maneuver-icons \(command)"))
            #expect(run.outText.contains("-h, --help"))
            #expect(run.err.isEmpty)
        }
    }

    /// Help states the renderer's 4096-device-pixel cap next to --scale (render, lanes, step,
    /// route share the option).
    @Test(arguments: ["render", "lanes", "step", "route"])
    func helpStatesThePixelCap(command: String) {
        let scaleLine = tool(command, "--help").outText.split(separator: "\n").first { $0.contains("--scale") }
        #expect(scaleLine?.contains("at most 4096 device pixels") == true, "\(scaleLine ?? "")")
    }

    /// The commands that draw maneuver icons share one --size help line, stating the range of
    /// points (step and route once left it out).
    @Test(arguments: ["render", "step", "route"])
    func sizeHelpStatesTheRange(command: String) {
        let sizeLine = tool(command, "--help").outText.split(separator: "\n").first { $0.contains("--size") }
        let range = "(\(IconSize.pointsRange.lowerBound.clean)–\(IconSize.pointsRange.upperBound.clean))"
        #expect(sizeLine?.contains("or a number of points \(range)") == true, "\(sizeLine ?? "")")
    }

    /// The step help's example JSON is a clockwise roundabout turning left: the exit angle is
    /// measured clockwise from the bottom entry, so a left exit is 90°, not 270° (which exits right).
    @Test func stepHelpExampleExitsLeft() {
        let help = tool("step", "--help").outText
        #expect(help.contains(#""maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "roundaboutTurnNumber": 3, "exitAngle": 90,"#))
        #expect(!help.contains("270"))
    }

    /// PNG bytes are not sent to a terminal unasked (usage error, nothing written); `-o -`,
    /// a redirected standard output and SVG text still go there.
    @Test(arguments: [["render", "TURN_LEFT"], ["lanes", "left*,straight"]])
    func pngIsNotWrittenToATerminal(arguments: [String]) {
        let refused = tool(arguments, outIsTerminal: true)
        #expect(refused.status == 64)
        #expect(refused.out.isEmpty)
        #expect(refused.err.contains("not writing PNG data to a terminal"))
        let forced = tool(arguments + ["-o", "-"], outIsTerminal: true)
        #expect(forced.status == 0 && forced.out.starts(with: pngSignature))
        #expect(tool(arguments).out.starts(with: pngSignature))
        let svg = tool(arguments + ["--format", "svg"], outIsTerminal: true)
        #expect(svg.status == 0 && svg.outText.contains("<svg"))
    }

    /// An exit angle that puts the arm on the other side than the roundabout's name says is
    /// drawn as given, with a note; agreeing or side-less names get none.
    @Test func exitAngleAgainstTheNamedSideIsNoted() {
        let folder = ScratchFolder()
        let out = folder.file("r.png")
        let conflict = tool("render", "ROUNDABOUT_LEFT_CLOCKWISE", "--exit-angle", "270", "-o", out)
        #expect(conflict.status == 0 && conflict.err.contains("puts the exit on the right, while ROUNDABOUT_LEFT_CLOCKWISE names a left exit"), "\(conflict.err)")
        #expect(tool("render", "ROUNDABOUT_LEFT_COUNTERCLOCKWISE", "--exit-angle", "80", "-o", out).err.contains("on the right"))
        // Out of range: only the range error, no side note.
        let outside = tool("render", "ROUNDABOUT_LEFT_COUNTERCLOCKWISE", "--exit-angle", "0.5", "-o", out)
        #expect(outside.status == 64 && !outside.err.contains("note"), "\(outside.err)")
        for args in [["ROUNDABOUT_LEFT_CLOCKWISE", "--exit-angle", "80"], ["ROUNDABOUT_LEFT_COUNTERCLOCKWISE", "--exit-angle", "280"],
                     ["ROUNDABOUT_CLOCKWISE", "--exit-angle", "270"], ["ROUNDABOUT_STRAIGHT_CLOCKWISE", "--exit-angle", "100"]] {
            let run = tool(["render"] + args + ["-o", out])
            #expect(run.status == 0 && run.err.isEmpty, "\(args): \(run.err)")
        }
        withExtendedLifetime(folder) {}
    }

    @Test func topLevelHelpAndVersion() {
        for args in [["--help"], ["-h"], ["help"]] {
            let run = tool(args)
            #expect(run.status == 0)
            for name in ["render", "lanes", "list", "route", "step", "--version"] { #expect(run.outText.contains(name)) }
        }
        #expect(tool("help", "lanes").outText.hasPrefix("USAGE: maneuver-icons lanes"))
        let version = tool("--version")
        #expect(version.status == 0 && version.outText == "maneuver-icons \(ManeuverIconsPackage.version)\nLicence: Apache-2.0\n")
        let help = tool("--help").outText
        #expect(help.contains("EXIT STATUS:") && help.contains("64   a mistake in the command line"), "\(help)")
    }

    /// A stray argument after --version is a usage error, as after a command (`list extra`).
    @Test func versionTakesNoArguments() {
        for extra in [["extra"], ["--help"], ["list"]] {
            let run = tool(["--version"] + extra)
            #expect(run.status == 64 && run.out.isEmpty, "\(extra)")
            #expect(run.err.contains("unexpected argument '\(extra[0])' after --version"), "\(run.err)")
        }
    }

    /// `help <command>`, `--help <command>` and `-h <command>` show that command's help (exit 0),
    /// as `<command> --help` does (trial 9 found `--help render` refused while `render --help`
    /// worked); an unknown command after them, or anything after `help <command>`, is a usage
    /// error rather than the top-level help with exit 0 (a break-it trial: `help foo` looked like
    /// success).
    @Test func helpTakesOnlyACommand() {
        for first in ["help", "--help", "-h"] {
            let ok = tool(first, "render")
            #expect(ok.status == 0 && ok.outText.contains("maneuver-icons render <maneuver>"), "\(first)")
            let unknown = tool(first, "rendr")
            #expect(unknown.status == 64 && unknown.out.isEmpty)
            #expect(unknown.err.contains("unknown command 'rendr' after \(first)") && unknown.err.contains("did you mean 'render'"), "\(unknown.err)")
        }
        for args in [["--help", "extra"], ["-h", "render", "x"], ["help", "render", "extra"]] {
            let run = tool(args)
            #expect(run.status == 64 && run.out.isEmpty, "\(args)")
            #expect(run.err.contains(args.count == 2 ? "unknown command 'extra'" : "unexpected argument"), "\(args): \(run.err)")
        }
        #expect(tool("--help").status == 0 && tool("help").status == 0)
    }

    @Test func missingOrUnknownCommandIsUsageError() {
        let none = tool([])
        #expect(none.status == 64 && none.out.isEmpty && none.err.contains("missing command"))
        let unknown = tool("paint", "turn_left")
        #expect(unknown.status == 64 && unknown.out.isEmpty)
        #expect(unknown.err.contains("unknown command 'paint'") && unknown.err.contains("render, lanes, list, route, step"))
        #expect(!unknown.err.contains("did you mean"), "nothing is close to 'paint'")
        #expect(tool("--verbose").err.contains("unknown option '--verbose'"))
    }

    /// A mistyped command suggests the closest one: within 1 edit for names up to 4 letters,
    /// 2 for longer ones.
    @Test(arguments: [("rendr", "render"), ("Render", "render"), ("lane", "lanes"), ("routes", "route"), ("lst", "list"), ("stpe", "step")])
    func mistypedCommandSuggestsTheNearest(typed: String, meant: String) {
        let run = tool(typed, "x")
        #expect(run.status == 64)
        #expect(run.err.contains("unknown command '\(typed)' (did you mean '\(meant)'?)"), "\(run.err)")
    }

    /// An unknown option names itself and lists the command's valid options, on stderr, exit 64.
    @Test(arguments: [["render", "turn_left"], ["lanes", "left"], ["list"], ["step", "x.json"], ["route", "r.json"]])
    func unknownOptionIsUsageError(prefix: [String]) {
        let run = tool(prefix + ["--bogus", "1"])
        #expect(run.status == 64)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("unknown option '--bogus'"))
        #expect(run.err.contains("-h, --help"))
        #expect(run.err.contains("USAGE: maneuver-icons \(prefix[0])"))
    }

    /// Trial 11: a mistyped long option suggests the near one, as a mistyped command does; one
    /// far from every option gets only the list.
    @Test func mistypedOptionSuggestsTheNearOne() {
        let run = tool("render", "turn_left", "--ouput", "x.png")
        #expect(run.status == 64 && run.err.contains("unknown option '--ouput' (did you mean '--output'?); valid options:"), "\(run.err)")
        #expect(tool("lanes", "left", "--colour", "x").err.contains("(did you mean") == false)
        #expect(tool("lanes", "left", "--layot", "carplay").err.contains("did you mean '--layout'?"))
    }

    /// Trial 11: the lane-layout error names the option the user typed (`--size` is an alias).
    @Test func laneLayoutErrorNamesTheOptionUsed() {
        #expect(tool("lanes", "left", "--size", "square48").err.contains("--size: invalid lane layout 'square48'"))
        #expect(tool("lanes", "left", "--layout", "wide").err.contains("--layout: invalid lane layout 'wide'"))
        for bad in ["64x", "x64", "0x64", "64x2000", "64x64x1", "６4x64"] {
            let run = tool("lanes", "left", "--layout", bad)
            #expect(run.status == 64 && run.err.contains("expected standard, carplay or <W>x<H>, a display slot"), "\(bad): \(run.err)")
        }
    }

    /// `--layout <W>x<H>`: lanes as a display slot draws them (`render --all --preset
    /// cluster:WxH:bits`): H tall, the cells narrowing to fit W, for lanes, step and feed alike.
    @Test func laneLayoutAsADisplaySlot() throws {
        let folder = ScratchFolder()
        for (spec, slot, width) in [("left*", "64x64", 64), ("left*,straight", "64x64", 64), ("left*,straight", "200x64", 128),
                                    ("left*,left*,straight,straight+right", "64x64", 64)] {
            let run = tool("lanes", spec, "--layout", slot, "--format", "gray1", "-o", folder.file("l.png"))
            #expect(run.status == 0, "\(run.err)")
            let png = try IndependentPNGReader(try #require(readBytes(folder.file("l.png"))))
            #expect(png.height == 64 && png.width == width, "\(spec) in \(slot): \(png.width) × \(png.height)")
        }
        let step = folder.file("step.json")
        try Data(#"{"maneuver": "TURN_LEFT", "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]}, {"laneDirections": [{"laneShape": "STRAIGHT"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: step))
        let run = tool("step", step, "-o", folder.file("i.png"), "--lanes-output", folder.file("s.png"), "--layout", "48x24")
        #expect(run.status == 0, "\(run.err)")
        let lanes = try IndependentPNGReader(try #require(readBytes(folder.file("s.png"))))
        #expect(lanes.height == 24 && lanes.width == 48)
    }

    /// Trial 11: a PNG written under another extension (`.webp`) gets a note; `.png`, `.svg`, a
    /// name without extension and an explicit `--format png` do not.
    @Test func pngUnderAnotherExtensionGetsANote() {
        let folder = ScratchFolder()
        let noted = tool("render", "turn_left", "-o", folder.file("x.webp"))
        #expect(noted.status == 0 && noted.err.contains("note: wrote a PNG to") && noted.err.contains("a .webp name does not pick a format"), "\(noted.err)")
        #expect(noted.err.contains(".png, .svg or .xml do"), "\(noted.err)")
        #expect((readBytes(folder.file("x.webp")) ?? []).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A device format's extension: the note names the --format that writes it.
        let mono = tool("render", "turn_left", "-o", folder.file("x.mono"))
        #expect(mono.status == 0 && mono.err.contains("a .mono name does not pick a format: give --format mono1"), "\(mono.err)")
        // Also after --format: a gray1 PNG under mono1's extension.
        let grey = tool("render", "turn_left", "--format", "gray1", "-o", folder.file("y.mono"))
        #expect(grey.status == 0 && grey.err.contains("give --format mono1"), "\(grey.err)")
        for args in [["-o", folder.file("x.png")], ["-o", folder.file("plain")], ["-o", folder.file("y.webp"), "--format", "png"]] {
            let run = tool(["render", "turn_left"] + args)
            #expect(run.status == 0 && run.err.isEmpty, "\(args): \(run.err)")
        }
        #expect(tool("lanes", "left*", "-o", folder.file("l.jpg")).err.contains("a .jpg name"))
    }

    /// Bad values name the value and what is allowed.
    @Test(arguments: [
        (["render", "turn_lft"], "did you mean TURN_LEFT"),
        (["render", "roundabout_cw_90"], "unknown maneuver 'roundabout_cw_90'"),
        (["render"], "missing maneuver"),
        (["render", "turn_left", "turn_right"], "expected one maneuver"),
        (["render", "turn_left", "--scale", "0.1"], "from 0.5 to 8"),
        (["render", "turn_left", "--scale", "abc"], "invalid scale 'abc'"),
        (["render", "turn_left", "--scale", "nan"], "invalid scale 'nan'"),
        (["render", "turn_left", "--scale", "0x2"], "invalid scale '0x2'"),
        (["render", "turn_left", "--size", "0x30"], "invalid size '0x30'"),
        (["render", "turn_left", "--size", "huge"], "square96, square48"),
        (["render", "turn_left", "--theme", "dusk"], "day, night"),
        (["render", "turn_left", "--primary", "red"], "--primary: invalid colour 'red': expected #RRGGBB"),
        (["render", "turn_left", "--secondary", "grey"], "--secondary: invalid colour 'grey'"),
        (["render", "turn_left", "--background", "#12"], "--background: invalid colour '#12'"),
        (["render", "66"], "unknown maneuver '66': raw values are 0–65"),
        (["render", "+99"], "raw values are 0–65"),
        (["render", "turn_left", "-o", ""], "--output: empty file name"),
        (["render", "--all", "-o", ""], "--output: empty folder name"),
        (["lanes", "left", "--output="], "--output: empty file name"),
        (["step", "s.json", "--lanes-output", ""], "--lanes-output: empty file name"),
        (["route", "r.json", "-o", ""], "--output: empty folder name"),
        (["route", "r.json", "-o", "-"], "--output needs a folder, not '-' (standard output)"),
        (["route", "r.json", "-o", "out", "--flatten"], "--flatten applies to --format svg only\n"),
        (["render", "turn_left", "--format", "jpg"], "png, svg"),
        (["render", "turn_left", "--flatten"], "--flatten applies to --format svg"),
        (["render", "turn_left", "--layout", "flat"], "--layout cannot be used without --all"),
        // Out-of-range numbers are quoted as typed (1e309 was reported as "inf°", -1 as "-1.0°").
        (["render", "roundabout_left_clockwise", "--exit-number", "0"], "invalid exit number '0': expected a whole number from 1 to 99"),
        (["render", "roundabout_left_clockwise", "--exit-number", "100"], "invalid exit number '100': expected a whole number from 1 to 99"),
        (["render", "roundabout_left_clockwise", "--exit-angle", "400"], "invalid exit angle '400': expected a number of degrees from 1 to 359"),
        (["render", "roundabout_left_clockwise", "--exit-angle", "1e309"], "invalid exit angle '1e309': expected a number of degrees from 1 to 359"),
        (["render", "roundabout_left_clockwise", "--exit-angle", "-1"], "invalid exit angle '-1': expected a number of degrees from 1 to 359"),
        (["render", "roundabout_left_clockwise", "--exit-angle", "359.5"], "invalid exit angle '359.5'"),
        (["render", "roundabout_left_clockwise", "--exit-angle", "north"], "invalid exit angle 'north'"),
        (["render", "roundabout_left_clockwise", "--exit-angle", "nan"], "invalid exit angle 'nan': expected a number of degrees from 1 to 359"),
        (["render", "roundabout_left_clockwise", "--exit-number", "two"], "invalid exit number 'two': expected a whole number from 1 to 99"),
        (["render", "turn_left", "--exit-angle", "90"], "--exit-angle applies to ROUNDABOUT_* maneuvers only (or, with --junction, the exit's degrees clockwise from straight ahead), not TURN_LEFT"),
        (["render", "straight", "--exit-number", "2"], "--exit-number applies to ROUNDABOUT_* maneuvers only"),
        (["render", "--all"], "--all needs --output"),
        (["render", "--all", "-o", "-"], "--all needs --output"),
        (["render", "--all", "-o", "x", "--scale", "2"], "--scale cannot be used with --all"),
        (["render", "--all", "-o", "x", "--layout", "ios"], "flat, xcassets, android"),
        (["render", "--all", "-o", "x", "turn_left"], "remove 'turn_left'"),
        (["lanes", "left*,leftish"], "leftish"),
        (["lanes", "left", "--layout", "wide"], "standard, carplay or <W>x<H>"),
        (["lanes", "left", "--layout", "carplay", "--size", "standard"], "give only one of --layout, --size"),
        (["lanes", " "], "has no lanes"),
        (["list", "extra"], "unexpected argument 'extra'"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) {
        let run = tool(arguments)
        #expect(run.status == 64, "\(arguments): \(run.err)")
        #expect(run.out.isEmpty)
        #expect(run.err.contains(message), "\(arguments): \(run.err)")
    }
}

struct RenderCommandTests {
    /// Default square96 at 1×; pixels = points × scale.
    @Test(arguments: [([String](), 96), (["--scale", "3"], 288), (["--size", "square48", "--scale", "2"], 96),
                      (["--size", "64", "--scale", "1.5"], 96), (["--size=48"], 48)])
    func pngToStandardOutput(options: [String], side: Int) throws {
        let run = tool(["render", "turn_left"] + options)
        #expect(run.status == 0 && run.err.isEmpty)
        let size = try #require(pngSize(run.out))
        #expect(size.width == side && size.height == side)
    }

    /// The tool writes exactly what the library renders for the same request.
    @Test func sameBytesAsTheLibrary() throws {
        let run = tool("render", "ROUNDABOUT_LEFT_CLOCKWISE", "--scale", "2", "--theme", "night", "--exit-number", "3")
        let expected = try IconRenderer().maneuverPNG(.roundaboutLeftClockwise, options: ImageOptions(scale: 2, colors: .night), exitNumber: 3)
        #expect(run.out == expected)
    }

    /// Every spelling `Maneuver(parsing:)` accepts gives the same image.
    @Test func spellings() {
        let outputs = ["TURN_LEFT", "turnLeft", "turn-left", "turn_left", "6"].map { tool("render", $0).out }
        #expect(outputs.allSatisfy { $0 == outputs[0] && !$0.isEmpty })
        #expect(tool("render", "turn_right").out != outputs[0])
    }

    @Test func toFile() throws {
        let folder = ScratchFolder()
        let stdout = tool("render", "turn_right", "--scale", "2").out
        for args in [["-o", folder.file("a.png")], ["--output", folder.file("b.png")], ["--output=" + folder.file("c.png")]] {
            let run = tool(["render", "turn_right", "--scale", "2"] + args)
            #expect(run.status == 0 && run.out.isEmpty && run.err.isEmpty)
        }
        for name in ["a.png", "b.png", "c.png"] { #expect(readBytes(folder.file(name)) == stdout) }
        #expect(tool("render", "turn_right", "--scale", "2", "-o", "-").out == stdout)
        // Only the three images: no temporary files left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.png", "c.png"])
    }

    /// An empty output name is a usage mistake (exit 64, see `badValuesAreUsageErrors`); a
    /// directory given as the output file is a failure (exit 1) that leaves it alone.
    @Test func directoryOutputIsFailure() throws {
        let folder = ScratchFolder()
        let directory = tool("render", "turn_left", "-o", folder.path)
        #expect(directory.status == 1 && directory.err.contains("is a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Values repeated in error messages are cut at 60 characters with "…", so a mistaken
    /// 10,000-character argument or a 1,000-lane spec gives a short message (the whole stderr,
    /// usage lines included, stays under 1,000 characters; the longest is the unknown-option list).
    @Test(arguments: [
        ["render", String(repeating: "x", count: 10_000)],
        ["render", "turn_left", "--primary", String(repeating: "f", count: 10_000)],
        ["render", "turn_left", "--size", String(repeating: "9", count: 10_000)],
        ["render", "turn_left", "--scale", String(repeating: "9", count: 10_000)],
        ["render", "turn_left", "--" + String(repeating: "v", count: 10_000)],
        [String(repeating: "c", count: 10_000)],
        ["lanes", Array(repeating: "left", count: 1_000).joined(separator: ",")],
        ["lanes", "left," + String(repeating: "q", count: 10_000)],
        ["list", String(repeating: "z", count: 10_000)],
    ])
    func longInputIsCutInMessages(arguments: [String]) {
        let run = tool(arguments)
        #expect(run.status == 64)
        #expect(run.err.count < 1_000, "\(run.err.count) characters")
        #expect(run.err.contains("…"))
    }

    /// A route response echoing a huge value (a 100,000-character `code` and `message`) gives a
    /// short message: quoted values cut at 60, the feed's text at 300 characters.
    @Test func hugeFeedValueIsCut() throws {
        let folder = ScratchFolder()
        let response = #"{"code": ""# + String(repeating: "x", count: 100_000) + #"", "message": ""# + String(repeating: "y", count: 100_000) + #""}"#
        try Data(response.utf8).write(to: folder.url.appendingPathComponent("big.json"))
        let run = tool("route", folder.file("big.json"), "-o", folder.file("out"))
        #expect(run.status == 1)
        #expect(run.err.count < 600, "\(run.err.count) characters")
        #expect(run.err.contains("answered 'xxxx") && run.err.contains("…"))
    }

    @Test func unwritableFileIsFailure() throws {
        let folder = ScratchFolder()
        let run = tool("render", "turn_left", "-o", folder.file("missing-dir/x.png"))
        #expect(run.status == 1)
        #expect(run.err.contains("missing-dir/x.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// SVG: a document with one `<path>` per colour layer and fill rule of the glyph, in the theme's
    /// colours.
    @Test(arguments: [Maneuver.turnLeft, .roundaboutLeftCounterClockwise, .destination, .ferryBoat])
    func svg(maneuver: Maneuver) throws {
        let run = tool("render", maneuver.docsName, "--format", "svg")
        #expect(run.status == 0)
        let text = run.outText
        #expect(text.hasPrefix("<?xml") && text.contains("<svg ") && text.hasSuffix("</svg>\n"))
        #expect(text.contains("viewBox=\"0 0 96 96\""))
        let glyph = try ManeuverGlyphs.glyph(for: maneuver)
        let expectedPaths = glyph.layers.map { layer in
            Set(layer.shapes.map { shape -> String in
                if case .fill(let rule) = shape.paint { return "\(rule)" }
                return "nonZero"   // stroke outlines are filled nonzero
            }).count
        }.reduce(0, +)
        #expect(text.components(separatedBy: "<path").count - 1 == expectedPaths)
        #expect(text.contains("fill=\"#000000\""))
        if glyph.layers.contains(where: { $0.role == .secondary }) { #expect(text.contains("fill=\"#808080\"")) }
        let flat = tool("render", maneuver.docsName, "--format", "svg", "--flatten").outText
        #expect(flat.components(separatedBy: "<path").count == text.components(separatedBy: "<path").count)
        #expect(!flat.contains(" C") && !flat.contains(" Q") && !flat.contains(" A"))
    }

    @Test func customColours() throws {
        let svg = tool("render", "turn_left", "--format", "svg", "--primary", "#FF0000", "--background", "00FF0080").outText
        #expect(svg.contains("fill=\"#ff0000\""))
        #expect(svg.contains("<rect") && svg.contains("fill=\"#00ff00\""))
    }
}

struct LanesCommandTests {
    /// Standard cells are 48 × 48 pt and CarPlay cells 18 × 18 pt, so n lanes are n·cell wide.
    @Test(arguments: [(["--scale", "2"], 4 * 96, 96), (["--layout", "carplay"], 4 * 18, 18), (["--size", "carplay", "--scale", "3"], 4 * 54, 54)])
    func imageSize(options: [String], width: Int, height: Int) throws {
        let run = tool(["lanes", "left*,left*,straight,straight+right"] + options)
        #expect(run.status == 0, "\(run.err)")
        let size = try #require(pngSize(run.out))
        #expect(size.width == width && size.height == height)
    }

    /// Docs names, Swift names and short aliases in any case parse to the same lanes.
    @Test func spellings() {
        let a = tool("lanes", "NORMAL_LEFT*,straight+NORMAL_RIGHT").out
        let b = tool("lanes", "normalLeft*,STRAIGHT+right").out
        let c = tool("lanes", "left*, straight + normal_right").out
        #expect(!a.isEmpty && a == b && b == c)
        #expect(tool("lanes", "left,straight+right").out != a, "the '*' must change the picture")
    }

    @Test func svgHasBothColours() {
        let svg = tool("lanes", "left*,straight", "--format", "svg").outText
        #expect(svg.hasPrefix("<?xml") && svg.contains("fill=\"#000000\"") && svg.contains("fill=\"#808080\""))
    }
}

struct ListCommandTests {
    @Test func text() {
        let run = tool("list")
        #expect(run.status == 0)
        let lines = run.outText.split(separator: "\n")
        #expect(lines.contains { $0.contains("65") && $0.contains("NAME_CHANGE") && $0.contains("nameChange") })
        #expect(lines.contains { $0.contains("4") && $0.contains("NORMAL_LEFT") && $0.contains("normalLeft") && $0.hasSuffix("left") })
        #expect(lines.filter { $0.contains("ROUNDABOUT_") }.count == 20)
    }

    @Test func json() throws {
        let run = tool("list", "--json")
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out)) as? [String: Any])
        let maneuvers = try #require(object["maneuvers"] as? [[String: Any]])
        let shapes = try #require(object["laneShapes"] as? [[String: Any]])
        #expect(maneuvers.count == 66 && shapes.count == 10)
        #expect(maneuvers.map { $0["rawValue"] as? Int } == Array(0...65))
        #expect(maneuvers[15]["docsName"] as? String == "TURN_U_TURN_COUNTERCLOCKWISE")
        #expect(maneuvers[15]["swiftName"] as? String == "turnUTurnCounterClockwise")
        #expect(shapes[8]["docsName"] as? String == "U_TURN_LEFT" && shapes[8]["specName"] as? String == "uturn-left")
    }
}

struct RenderAllCommandTests {
    /// `render --all` writes the whole set; the manifest lists every file with its SHA-256 (checked
    /// here with the tool's hash, itself checked against published vectors in ContentHashTests).
    @Test func wholeSet() throws {
        let folder = ScratchFolder()
        let run = tool("render", "--all", "--output", folder.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.isEmpty, "no progress when stderr is not a terminal")
        let manifestData = try #require(readBytes(folder.file("manifest.json")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(manifestData)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == IconSetLayout.flat.plan().count)
        var onDisk = Set(FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
        onDisk.remove("manifest.json")
        let listed = files.compactMap { $0["path"] as? String } + ((object["supportFiles"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
        #expect(Set(listed) == onDisk)
        for entry in files.prefix(200) {
            let path = try #require(entry["path"] as? String)
            let data = try #require(readBytes(folder.file(path)))
            #expect(ContentHash.sha256Hex(data) == entry["sha256"] as? String)
            #expect(pngSize(data)?.width == entry["pixelWidth"] as? Int)
        }
        // The summary counts every file of the set, images and the others alike.
        let others = listed.count - files.count + 1
        #expect(run.outText.contains("\(files.count) images and \(others) other files (flat layout)"), "\(run.outText)")
        #expect(run.outText.contains(": \(files.count + others) written, 0 unchanged"), "\(run.outText)")
    }

    /// Progress goes to stderr only when it is a terminal: every 16th image and the last.
    @Test func progressOnlyOnTerminal() throws {
        #expect(progressReporter(io: CapturedIO(errIsTerminal: false)) == nil)
        let io = CapturedIO(errIsTerminal: true)
        let report = try #require(progressReporter(io: io))
        for done in 1...40 { report(done, 40) }
        #expect(io.err == "\rrendering 16/40\rrendering 32/40\rrendering 40/40")
        #expect(io.out.isEmpty)
    }

    /// An output folder that cannot exist (below a regular file) is exit 1 with the path named.
    @Test func unwritableOutput() throws {
        let folder = ScratchFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("plain"), contents: Data("x".utf8)))
        let run = tool("render", "--all", "-o", folder.file("plain/icons"))
        #expect(run.status == 1)
        #expect(run.err.contains("cannot write to output folder '\(folder.file("plain/icons"))'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plain"])
    }
}
