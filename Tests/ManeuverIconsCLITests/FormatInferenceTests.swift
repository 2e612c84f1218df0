import Foundation
import ManeuverIcons
import Testing
@testable import maneuver_icons

/// The output file's extension picks the format when --format is absent (.svg, .png, any letter
/// case; other names and standard output: PNG); a --format that contradicts a .png or .svg name
/// is a usage error (exit 64) and nothing is written, nor is a stale file cleared.
@Suite("Format from the output file's extension")
struct FormatInferenceTests {
    static let commands: [[String]] = [["render", "turn_left"], ["lanes", "left*,straight"]]

    static func isSVG(_ bytes: [UInt8]?) -> Bool {
        guard let bytes else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasPrefix("<?xml") && text.contains("<svg")
    }

    @Test("render and lanes: .svg writes SVG, .png and other names PNG, in any letter case", arguments: commands)
    func inferred(command: [String]) {
        let folder = ScratchFolder()
        for (name, svg) in [("a.svg", true), ("b.SVG", true), ("c.Svg", true), ("d.png", false), ("e.PNG", false),
                            ("f.out", false), ("g", false), (".svg", false), ("h.svg.png", false), ("i.png.svg", true)] {
            let run = tool(command + ["-o", folder.file(name)])
            #expect(run.status == 0, "\(name): \(run.err)")
            let bytes = readBytes(folder.file(name))
            #expect(svg ? Self.isSVG(bytes) : bytes?.starts(with: pngSignature) == true, "\(command[0]) -o \(name)")
        }
    }

    @Test("--format agreeing with the name, or with a name of another extension, is used", arguments: commands)
    func explicitAgrees(command: [String]) {
        let folder = ScratchFolder()
        #expect(tool(command + ["-o", folder.file("a.SVG"), "--format", "svg"]).status == 0)
        #expect(Self.isSVG(readBytes(folder.file("a.SVG"))))
        #expect(tool(command + ["-o", folder.file("b.png"), "--format", "PNG"]).status == 0)
        #expect(readBytes(folder.file("b.png"))?.starts(with: pngSignature) == true)
        #expect(tool(command + ["-o", folder.file("c.txt"), "--format", "svg"]).status == 0)
        #expect(Self.isSVG(readBytes(folder.file("c.txt"))))
    }

    @Test("--format contradicting a .png or .svg name is a usage error; nothing is written", arguments: commands)
    func contradiction(command: [String]) {
        let folder = ScratchFolder()
        for (name, format) in [("y.png", "svg"), ("y.svg", "png"), ("Y.PNG", "svg")] {
            let run = tool(command + ["-o", folder.file(name), "--format", format])
            #expect(run.status == 64, "\(name) --format \(format)")
            #expect(run.err.contains("--format \(format) contradicts --output"), "\(run.err)")
            #expect(run.err.contains(name) && run.err.contains("drop --format"))
            #expect(!FileManager.default.fileExists(atPath: folder.file(name)))
        }
        // A format no extension picks: only renaming the file helps.
        let mono = tool(command + ["-o", folder.file("z.png"), "--format", "mono1"])
        #expect(mono.status == 64 && mono.err.contains("name the file .mono") && !mono.err.contains("drop --format"), "\(mono.err)")
        // An existing file keeps its bytes.
        let kept = folder.file("kept.png")
        #expect(FileManager.default.createFile(atPath: kept, contents: Data("old".utf8)))
        #expect(tool(command + ["-o", kept, "--format", "svg"]).status == 64)
        #expect(readBytes(kept) == Array("old".utf8))
    }

    @Test("standard output keeps the default: PNG unless --format svg", arguments: commands)
    func standardOutput(command: [String]) {
        #expect(tool(command + ["-o", "-"]).out.starts(with: pngSignature))
        #expect(tool(command).out.starts(with: pngSignature))
        #expect(Self.isSVG(tool(command + ["-o", "-", "--format", "svg"]).out))
    }

    @Test("--flatten works with an .svg name alone and is refused for a .png one")
    func flatten() {
        let folder = ScratchFolder()
        let svg = tool("render", "turn_left", "--flatten", "-o", folder.file("flat.svg"))
        #expect(svg.status == 0, "\(svg.err)")
        #expect(readBytes(folder.file("flat.svg")).map { String(decoding: $0, as: UTF8.self) } == tool("render", "turn_left", "--format", "svg", "--flatten").outText)
        let png = tool("render", "turn_left", "--flatten", "-o", folder.file("flat.png"))
        #expect(png.status == 64 && png.err.contains("--flatten applies to --format svg only") && png.err.contains(".png file"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("flat.png")))
    }

    static let step = #"{"maneuver": "TURN_LEFT", "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]}]}"#

    @Test("step: each file's own extension picks its format")
    func stepOutputs() throws {
        let folder = ScratchFolder()
        try Data(Self.step.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        let run = tool("step", folder.file("step.json"), "-o", folder.file("icon.svg"), "--lanes-output", folder.file("lanes.png"))
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.isSVG(readBytes(folder.file("icon.svg"))))
        #expect(readBytes(folder.file("lanes.png"))?.starts(with: pngSignature) == true)
        let swapped = tool("step", folder.file("step.json"), "-o", folder.file("icon.png"), "--lanes-output", folder.file("lanes.SVG"))
        #expect(swapped.status == 0, "\(swapped.err)")
        #expect(readBytes(folder.file("icon.png"))?.starts(with: pngSignature) == true)
        #expect(Self.isSVG(readBytes(folder.file("lanes.SVG"))))
    }

    @Test("step: --format contradicting either name is refused before anything is read, written or cleared")
    func stepContradiction() throws {
        let folder = ScratchFolder()
        try Data(Self.step.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        let lanes = tool("step", folder.file("step.json"), "-o", folder.file("icon.svg"), "--lanes-output", folder.file("lanes.png"), "--format", "svg")
        #expect(lanes.status == 64 && lanes.err.contains("--format svg contradicts --lanes-output"), "\(lanes.err)")
        let icon = tool("step", folder.file("step.json"), "-o", folder.file("icon.svg"), "--format", "png")
        #expect(icon.status == 64 && icon.err.contains("--format png contradicts --output"), "\(icon.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("icon.svg")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("lanes.png")))
        // Not even --clear-stale's removal happens (nav info off route would clear the old icon).
        try Data(#"{"navState": "stopped"}"#.utf8).write(to: folder.url.appendingPathComponent("nav.json"))
        #expect(FileManager.default.createFile(atPath: folder.file("old.png"), contents: Data("old".utf8)))
        let cleared = tool("step", folder.file("nav.json"), "-o", folder.file("old.png"), "--format", "svg", "--clear-stale")
        #expect(cleared.status == 64)
        #expect(readBytes(folder.file("old.png")) == Array("old".utf8))
        // Checked before the input is read: a missing step file is not what is reported.
        #expect(tool("step", folder.file("missing.json"), "-o", folder.file("x.png"), "--format", "svg").status == 64)
    }

    @Test("route writes into a folder: --format alone picks the format, as before")
    func routeFolder() {
        let help = tool("route", "--help").outText
        let formatLine = help.split(separator: "\n").first { $0.contains("--format") }
        #expect(formatLine?.contains("default png") == true, "\(formatLine ?? "")")
    }

    @Test("help of render, lanes and step says the extension picks the format", arguments: ["render", "lanes", "step"])
    func help(command: String) {
        let help = tool(command, "--help").outText
        let formatLine = help.split(separator: "\n").first { $0.contains("--format <format>") }
        #expect(formatLine?.contains("extension") == true, "\(formatLine ?? "")")
        let outputLine = help.split(separator: "\n").first { $0.contains("-o, --output") }
        #expect(outputLine?.contains("a .png, .svg or .xml name picks the format") == true, "\(outputLine ?? "")")
    }
}
