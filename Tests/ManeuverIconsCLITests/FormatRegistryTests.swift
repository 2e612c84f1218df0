import Foundation
import ManeuverIcons
import Testing
@testable import maneuver_icons

/// The tool keeps no list of formats of its own: every format of the registry
/// (`IconSetFormat.all`) is a `--format` of every image command, named in its help, written as the
/// registry's encoding writes it; an output file's extension picks the format the registry says.
@Suite("One format registry")
struct FormatRegistryTests {
    static let imageCommands = ["render", "lanes", "step", "route", "feed"]

    @Test("every format is named in the --format help of every image command", arguments: imageCommands)
    func help(command: String) throws {
        let help = tool(command, "--help").outText
        let line = try #require(help.split(separator: "\n").first { $0.contains("--format <format>") })
        let names = Set(line.split(whereSeparator: { " ,.:()".contains($0) }).map(String.init))
        for format in IconSetFormat.all { #expect(names.contains(format.name), "\(command): \(format.name)") }
    }

    @Test("render and lanes --format NAME write the registry's bytes, in any letter case", arguments: IconSetFormat.all)
    func written(format: IconSetFormat) throws {
        let renderer = IconRenderer()
        let icon = tool("render", "turn_left", "--format", format.name.uppercased())
        #expect(icon.status == 0, "\(icon.err)")
        #expect(icon.out == (try format.bytes(for: SingleImage(.maneuver(.turnLeft), renderer: renderer, name: "turn_left"))))
        let lanes = tool("lanes", "left*,straight", "--format", format.name)
        #expect(lanes.status == 0, "\(lanes.err)")
        let spec = try LaneSpec.parse("left*,straight")
        #expect(lanes.out == (try format.bytes(for: SingleImage(.lanes(spec), renderer: renderer, name: "lanes"))))
        #expect(!icon.out.isEmpty && !lanes.out.isEmpty)
    }

    @Test("an output file's extension picks the registry's format: .png, .svg, .xml; a device format's never")
    func extensionPicks() throws {
        let picked = IconSetFormat.all.filter(\.pickedByExtension)
        // Each extension a format has picks the first such format, in any letter case, or none.
        for format in IconSetFormat.all {
            for ext in [format.fileExtension, format.fileExtension.uppercased()] {
                #expect(IconSetFormat(extensionOf: "out/icon." + ext) == picked.first { $0.fileExtension == format.fileExtension }, "\(ext)")
            }
        }
        #expect(IconSetFormat(extensionOf: "a.png") == .png)
        #expect(IconSetFormat(extensionOf: "a.Svg") == .svg)
        #expect(IconSetFormat(extensionOf: "a.XML") == .vectorDrawable)
        for name in ["a.rgb565", "a.mono", "a.b64", "a.c", "a.bin", ".svg", "dir.svg/icon", "icon", "-", "/dev/stdout"] {
            #expect(IconSetFormat(extensionOf: name) == nil, "\(name)")
        }
        #expect(IconSetFormat.all.filter { $0.device != nil }.allSatisfy { !$0.pickedByExtension })

        // The tool writes what --format of the picked format writes.
        let folder = ScratchFolder()
        for name in ["a.png", "b.SVG", "c.xml", "d.Xml"] {
            let format = try #require(IconSetFormat(extensionOf: name))
            #expect(tool("render", "turn_left", "-o", folder.file(name)).status == 0)
            #expect(readBytes(folder.file(name)) == tool("render", "turn_left", "--format", format.name).out, "\(name)")
        }
    }
}
