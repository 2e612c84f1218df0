import Foundation
import ManeuverIcons
import Testing
@testable import maneuver_icons

/// `route` and `render --all` share output-folder rules: each manifest says which command wrote it
/// (`"kind": "route"` / `"icon-set"`); stale files are removed only after the same command's
/// manifest; a folder holding the other command's manifest or another program's manifest.json
/// is refused (exit 1, the file named, another folder suggested) with nothing written or removed.
struct OutputFolderTests {
    /// Every file under `path` with its bytes, to compare a folder before and after a refused run.
    static func snapshot(_ path: String) -> [String: [UInt8]] {
        let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        var files: [String: [UInt8]] = [:]
        for name in names { if let bytes = readBytes(path + "/" + name) { files[name] = bytes } }
        return files
    }

    static func routeFile(_ folder: ScratchFolder) throws -> String {
        try Data(RouteCommandTests.response.utf8).write(to: folder.url.appendingPathComponent("route.json"))
        return folder.file("route.json")
    }

    /// A small icon set (two maneuvers) written through the library, as `render --all` writes it.
    static func smallIconSet(into path: String) throws {
        let items = IconSetLayout.flat.plan().filter {
            if case .maneuver(let m, _) = $0.subject { return m == .turnLeft || m == .turnRight }
            return false
        }
        try IconSetGenerator().generate(into: path, items: items)
    }

    @Test func routeRefusesAnIconSetFolder() throws {
        let folder = ScratchFolder()
        let icons = folder.file("icons")
        try Self.smallIconSet(into: icons)
        let before = Self.snapshot(icons)
        let run = tool("route", try Self.routeFile(folder), "-o", icons)
        #expect(run.status == 1)
        #expect(run.err.contains(icons + "/manifest.json") && run.err.contains("render --all") && run.err.contains("another output folder"),
                "\(run.err)")
        #expect(Self.snapshot(icons) == before)
    }

    @Test func renderAllRefusesARouteFolder() throws {
        let folder = ScratchFolder()
        let steps = folder.file("steps")
        #expect(tool("route", try Self.routeFile(folder), "-o", steps).status == 0)
        let before = Self.snapshot(steps)
        let run = tool("render", "--all", "-o", steps)
        #expect(run.status == 1)
        #expect(run.err.contains(steps + "/manifest.json") && run.err.contains("'maneuver-icons route'"), "\(run.err)")
        #expect(Self.snapshot(steps) == before)
    }

    /// Another program's manifest.json (a web app's) is never overwritten nor used for deletions.
    @Test(arguments: [["route", "ROUTE"], ["render", "--all"]])
    func foreignManifestIsRefused(command: [String]) throws {
        let folder = ScratchFolder()
        let web = folder.file("web")
        try FileManager.default.createDirectory(atPath: web, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: web + "/manifest.json", contents: Data(#"{"name": "my web app", "files": [{"path": "app.js"}]}"#.utf8)))
        #expect(FileManager.default.createFile(atPath: web + "/app.js", contents: Data("app".utf8)))
        let before = Self.snapshot(web)
        let arguments = try command.map { $0 == "ROUTE" ? try Self.routeFile(folder) : $0 } + ["-o", web]
        let run = tool(arguments)
        #expect(run.status == 1)
        #expect(run.err.contains(web + "/manifest.json") && run.err.contains("not written by maneuver-icons"), "\(run.err)")
        #expect(Self.snapshot(web) == before)
    }

    /// The route manifest names its kind; a second route into the same folder is accepted.
    @Test func routeManifestKind() throws {
        let folder = ScratchFolder()
        let steps = folder.file("steps")
        let input = try Self.routeFile(folder)
        #expect(tool("route", input, "-o", steps).status == 0)
        #expect(try RouteCommandTests.manifest(at: steps)["kind"] as? String == "route")
        #expect(tool("route", input, "-o", steps).status == 0)
    }

    /// The route manifest names its kind and who wrote it.
    @Test func routeManifestRecordsTheGenerator() throws {
        let folder = ScratchFolder()
        let steps = folder.file("steps")
        #expect(tool("route", try Self.routeFile(folder), "-o", steps).status == 0)
        let manifest = try RouteCommandTests.manifest(at: steps)
        #expect(manifest["generator"] as? String == "maneuver-icons" && manifest["version"] as? String == ManeuverIconsPackage.version)
        #expect(manifest["license"] as? String == "Apache-2.0")
    }

    /// A staging folder an interrupted run left is removed by the next run into the folder, which
    /// says so; nothing else in the folder is touched.
    @Test func routeRemovesALeftoverStagingFolder() throws {
        let folder = ScratchFolder()
        let steps = folder.file("steps")
        let input = try Self.routeFile(folder)
        #expect(tool("route", input, "-o", steps).status == 0)
        let before = Self.snapshot(steps)
        try FileManager.default.createDirectory(atPath: steps + "/.maneuver-icons-staging", withIntermediateDirectories: false)
        for name in ["0", "plan"] { #expect(FileManager.default.createFile(atPath: steps + "/.maneuver-icons-staging/" + name, contents: Data("x".utf8))) }
        let run = tool("route", input, "-o", steps)
        #expect(run.status == 0 && run.err.contains("note: removed what an interrupted run had staged in"), "\(run.err)")
        #expect(Self.snapshot(steps) == before)
    }
}

/// `step` writes an icon and a lanes image: both to standard output, or both to the same file,
/// is a usage error (exit 64) saying why, before anything is written.
struct StepOutputConflictTests {
    static func stepFile(_ folder: ScratchFolder) throws -> String {
        try Data(StepCommandTests.step.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        return folder.file("step.json")
    }

    @Test(arguments: [[String](), ["-o", "-"]])
    func bothToStandardOutput(output: [String]) throws {
        let folder = ScratchFolder()
        let run = tool(["step", try Self.stepFile(folder)] + output + ["--lanes-output", "-"])
        #expect(run.status == 64)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("standard output, where the icon goes too"), "\(run.err)")
    }

    /// The same file by the same name, by an equivalent relative spelling, or through a link.
    @Test func bothToTheSameFile() throws {
        let folder = ScratchFolder()
        let step = try Self.stepFile(folder)
        for lanes in [folder.file("same.png"), folder.path + "/./same.png", folder.path + "//same.png"] {
            let run = tool("step", step, "-o", folder.file("same.png"), "--lanes-output", lanes)
            #expect(run.status == 64, "\(lanes)")
            #expect(run.err.contains("--output and --lanes-output name the same file"), "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("same.png")))
        #expect(FileManager.default.createFile(atPath: folder.file("icon.png"), contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: folder.file("alias.png"), withDestinationPath: folder.file("icon.png"))
        let linked = tool("step", step, "-o", folder.file("icon.png"), "--lanes-output", folder.file("alias.png"))
        #expect(linked.status == 64)
        #expect(readBytes(folder.file("icon.png")) == Array("old".utf8))
        // Not yet existing: through `..` or a dangling link, which a write would follow.
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("dangling.png"), withDestinationPath: "new.png")
        for (icon, lanes) in [(folder.file("sub/../new.png"), folder.file("new.png")), (folder.file("new.png"), folder.file("dangling.png"))] {
            let run = tool("step", step, "-o", icon, "--lanes-output", lanes)
            #expect(run.status == 64, "\(icon) \(lanes)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("new.png")))
    }

    /// A device replaces nothing: both images may go to /dev/null (skipped where a sandbox made
    /// /dev/null a regular file).
    @Test(.enabled(if: (try? FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType) == .typeCharacterSpecial))
    func bothToADevice() throws {
        let folder = ScratchFolder()
        let run = tool("step", try Self.stepFile(folder), "-o", "/dev/null", "--lanes-output", "/dev/null")
        #expect(run.status == 0, "\(run.err)")
    }

    @Test func distinctFilesAreFine() throws {
        let folder = ScratchFolder()
        let run = tool("step", try Self.stepFile(folder), "-o", folder.file("icon.png"), "--lanes-output", folder.file("lanes.png"))
        #expect(run.status == 0, "\(run.err)")
        let lanes = tool("step", try Self.stepFile(folder), "--lanes-output", folder.file("lanes2.png"))
        #expect(lanes.status == 0 && pngSize(lanes.out) != nil)
    }
}
