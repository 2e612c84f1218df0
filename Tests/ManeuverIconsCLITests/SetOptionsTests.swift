import Foundation
import Testing
import TestSupport
@testable import maneuver_icons
import ManeuverIcons

/// `render --all` with presets, formats, themes, colours and style; the vector formats and the
/// style options of one image.
@Suite struct SetOptionsTests {
    static func manifest(_ dir: ScratchFolder) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: dir.file("manifest.json")))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("render --all --preset writes the target's set")
    func presets() throws {
        let dir = ScratchFolder()
        let run = tool("render", "--all", "--preset", "android-auto", "-o", dir.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.outText.contains("(android-vector layout)"))
        let manifest = try Self.manifest(dir)
        #expect(manifest["layout"] as? String == "android-vector" && manifest["format"] as? String == "vector-drawable")
        #expect(manifest["tintable"] as? Bool == true)
        let xml = try String(contentsOfFile: dir.file("drawable/maneuver_turn_left_64pt.xml"), encoding: .utf8)
        #expect(xml.contains("android:width=\"64dp\"") && xml.contains("android:tint=\"#FF000000\""))
    }

    @Test("A branded set: colours per theme and a heavier stroke, in any layout and format")
    func brandedSet() throws {
        let dir = ScratchFolder()
        let run = tool("render", "--all", "--layout", "xcassets-vector", "--format", "svg-stroke", "--primary", "#1E5AA8",
                       "--night-primary", "FFD200", "--stroke-width", "14", "--cap", "round", "-o", dir.path)
        #expect(run.status == 0, "\(run.err)")
        let manifest = try Self.manifest(dir)
        let colors = try #require(manifest["colors"] as? [String: [String: String]])
        #expect(colors["day"]?["primary"] == "#1E5AA8" && colors["night"]?["primary"] == "#FFD200" && colors["night"]?["secondary"] == "#707070")
        #expect((manifest["style"] as? [String: Any])?["strokeWidth"] as? Double == 14)
        let svg = try String(contentsOfFile: dir.file("ManeuverIcons.xcassets/turn_left_square96.imageset/turn_left_square96_night.svg"), encoding: .utf8)
        #expect(svg.contains("stroke=\"#ffd200\" stroke-width=\"14\" stroke-linecap=\"round\""))
        // --theme names the one theme written, which --primary then colours.
        let night = ScratchFolder()
        #expect(tool("render", "--all", "--theme", "night", "--primary", "#00FF00", "-o", night.path).status == 0)
        let files = try #require(try Self.manifest(night)["files"] as? [[String: Any]])
        #expect(!files.isEmpty && files.allSatisfy { $0["theme"] as? String == "night" })
        #expect(((try Self.manifest(night)["colors"] as? [String: [String: String]])?["night"]?["primary"]) == "#00FF00")
    }

    @Test("Set options that conflict or are out of range are usage errors; nothing is written", arguments: [
        (["--preset", "carplay", "--layout", "flat"], "--layout cannot be used with --preset"),
        (["--preset", "carplay", "--format", "svg"], "--format cannot be used with --preset"),
        (["--preset", "tomtom"], "expected one of carplay, android-auto, cluster:<W>x<H>:<bits>"),
        (["--preset", "cluster:64x64:3"], "bits must be one of 1, 2, 4, 8, 16, 32"),
        (["--preset", "cluster:99999x64:32"], "width and height must be 8–1024"),
        (["--preset", "cluster:1100x1100:1"], "width and height must be 8–1024"),
        (["--layout", "xcassets", "--format", "vector-drawable"], "the xcassets layout cannot hold vector-drawable images: it takes png"),
        (["--layout", "android-vector", "--format", "png"], "it takes vector-drawable"),
        (["--format", "jpeg"], "Formats: png, svg, svg-stroke, vector-drawable, gray1"),
        (["--format", "grey4"], "did you mean gray4"),
        (["--format", "gray4", "--lvgl", "8"], "--lvgl applies to --format lvgl-c or lvgl-bin only"),
        (["--format", "lvgl-c", "--lvgl", "8", "--lvgl-format", "l8"], "LVGL 8 has no colour format l8"),
        (["--format", "lvgl-bin", "--lvgl", "10"], "invalid --lvgl '10': expected 8 or 9"),
        (["--theme", "day", "--night-primary", "#FFFFFF"], "--night-primary sets the night theme's colours, but --theme day"),
        (["--night-secondary", "grey"], "--night-secondary: invalid colour 'grey'"),
        (["--stroke-width", "20"], "--stroke-width: stroke width 20 pt is outside 8…16 pt"),
        (["--head-length", "28"], "--head-length: head length 28 pt is outside 16…23.25 pt"),
        (["--size", "64"], "--size cannot be used with --all"),
    ])
    func conflicts(_ options: [String], _ message: String) {
        let dir = ScratchFolder()
        let run = tool(["render", "--all", "-o", dir.path + "/set"] + options)
        #expect(run.status == 64, "\(options): \(run.err)")
        #expect(run.err.contains(message), "\(options): \(run.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("set")))
    }

    @Test("Set options need --all", arguments: ["--preset", "--night-primary"])
    func setOptionsNeedAll(_ option: String) {
        let run = tool("render", "turn_left", option, "carplay")
        #expect(run.status == 64 && run.err.contains("\(option) cannot be used without --all"), "\(run.err)")
    }

    @Test("One image in the vector formats: by name or by extension, with style and tint")
    func vectorImages() throws {
        let dir = ScratchFolder()
        #expect(tool("render", "turn_left", "-o", dir.file("t.xml")).status == 0)
        #expect(try String(contentsOfFile: dir.file("t.xml"), encoding: .utf8).hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<vector"))
        let stroke = tool("render", "turn_left", "--format", "svg-stroke", "--stroke-width", "10", "--tint")
        #expect(stroke.status == 0 && stroke.outText.contains("stroke-width=\"10\"") && stroke.outText.contains("stroke=\"#000000\""))
        #expect(tool("render", "turn_left", "--format", "svg-stroke", "-o", dir.file("t.svg")).status == 0)
        let wrong = tool("render", "turn_left", "--format", "vector-drawable", "-o", dir.file("t.svg"))
        #expect(wrong.status == 64 && wrong.err.contains("name the file .xml"), "\(wrong.err)")
        let lanes = tool("lanes", "left*,straight", "--format", "vector-drawable", "--tint", "--theme", "night")
        #expect(lanes.status == 0 && lanes.outText.contains("android:tint=\"#FFFFFFFF\"") && lanes.outText.contains("android:width=\"96dp\""))
        // A template PNG: the night theme's colours give way to the template's.
        let template = tool("render", "turn_keep_left", "--tint", "--theme", "night", "-o", "-").out
        #expect(template == tool("render", "turn_keep_left", "--primary", "#000000", "--secondary", "#00000080", "-o", "-").out)
    }

    @Test("render --help lists the presets and formats")
    func help() {
        let text = tool("render", "--help").outText
        for name in ["PRESETS", "carplay", "android-auto", "cluster:<W>x<H>:<bits>", "FORMATS", "svg-stroke", "vector-drawable",
                     "xcassets-vector", "android-vector", "--stroke-width", "--night-primary", "--tint"] {
            #expect(text.contains(name), "\(name)")
        }
    }
}
