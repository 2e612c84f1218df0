import Foundation
import Testing
@testable import ManeuverIcons

/// The generated icon set: plan (counts, names), manifest, determinism, stale-file removal,
/// unwritable output. The committed `icons/`: CommittedIconSetTests and GoldenTests.
@Suite struct IconSetTests {
    // MARK: Plan

    /// Counts follow from the spec: 66 maneuvers and 22 extra glyph pictures (12 glyphs, and the
    /// numbered roundabout alone and with exits 1…9) × 2 sizes × 2 themes × scales, plus the common
    /// lane pictures × 2 lane layouts × 2 themes × scales.
    @Test(arguments: [(IconSetLayout.flat, 3), (.xcassets, 3), (.android, 5), (.xcassetsVector, 1), (.androidVector, 1)])
    func planCounts(layout: IconSetLayout, scaleCount: Int) {
        let items = layout.plan()
        let lanes = IconSetLanes.common.count
        #expect(ExtraGlyph.allCases.count == 13)
        #expect(items.count == (66 + 12 + 10) * 2 * 2 * scaleCount + lanes * 2 * 2 * scaleCount)
        #expect(Set(items.map(\.path)).count == items.count, "paths must be unique")
        #expect(items.map(\.path) == items.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// The common lanes: the SDK docs example, each of the 10 shapes alone, several multi-direction lanes.
    /// A path too long to write still leaves its reason in view: the path is cut after 120
    /// characters (trial 9: a 100,000-character output path filled the CLI's 2,000-character
    /// message limit and the reason, "File name too long", was cut away).
    @Test func longPathsKeepTheReasonInView() {
        let path = "/tmp/" + String(repeating: "X", count: 100_000) + ".png"
        let text = IconSetError.io(path: path, reason: "cannot write file: File name too long").description
        #expect(text.hasSuffix(": cannot write file: File name too long"))
        #expect(text.utf8.count < 300, "\(text.utf8.count) bytes")
        #expect(IconSetError.foreignFile(path: path).description.contains("was not written by maneuver-icons"))
    }

    @Test func commonLanes() {
        let specs = IconSetLanes.common.map { LaneSpec.format($0.lanes) }
        #expect(specs.contains("left*,left*,straight,straight+right"))
        for shape in LaneShape.allCases { #expect(specs.contains(LaneSpec.shortName(shape) + "*")) }
        #expect(IconSetLanes.common.filter { $0.lanes.contains { $0.laneDirections.count > 1 } }.count >= 4)
        #expect(Set(IconSetLanes.common.map(\.name)).count == IconSetLanes.common.count)
    }

    @Test func fileNamesPerLayout() {
        func path(_ layout: IconSetLayout, _ m: Maneuver, _ size: IconSize, _ scale: Double, _ theme: Theme) -> String? {
            layout.plan().first { $0.subject == .maneuver(m, size) && $0.scale == scale && $0.theme == theme }?.path
        }
        #expect(path(.flat, .turnLeft, .square96, 2, .day) == "turn_left_square96_day@2x.png")
        #expect(path(.xcassets, .turnLeft, .square48, 3, .night)
                == "ManeuverIcons.xcassets/turn_left_square48.imageset/turn_left_square48_night@3x.png")
        #expect(path(.android, .turnLeft, .square96, 1.5, .day) == "drawable-hdpi/maneuver_turn_left_square96.png")
        #expect(path(.android, .turnLeft, .square96, 4, .night) == "drawable-night-xxxhdpi/maneuver_turn_left_square96.png")
    }

    /// Android resource names must be lower_snake starting with a letter; folders are the density
    /// qualifiers of scales 1, 1.5, 2, 3, 4, with `night` before the density.
    @Test func androidNamesAreLegal() {
        let folders = Set(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].flatMap { ["drawable-" + $0, "drawable-night-" + $0] })
        for item in IconSetLayout.android.plan() {
            let parts = item.path.split(separator: "/")
            #expect(parts.count == 2 && folders.contains(String(parts[0])), "\(item.path)")
            let name = parts.last.map(String.init) ?? ""
            #expect(name.hasSuffix(".png"))
            let stem = name.dropLast(4)
            #expect(stem.first.map { $0 >= "a" && $0 <= "z" } == true && stem.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "_" },
                    "\(name) is not a legal Android resource name")
        }
    }

    // MARK: Generation

    /// A small deterministic subset: 3 maneuvers and 2 extra glyph pictures × every
    /// size/scale/theme, and 2 lane pictures.
    static func subset(_ layout: IconSetLayout = .flat) -> [IconSetItem] { subset(of: layout.plan()) }

    /// The same maneuvers (with their junction images), extra glyphs and lane pictures among `items`.
    static func subset(of items: [IconSetItem]) -> [IconSetItem] {
        items.filter { item in
            switch item.subject {
            case .maneuver(let m, _), .junction(let m, _): return [.turnLeft, .roundaboutLeftClockwise, .ferryBoat].contains(m)
            case .glyph(let g, let n, _): return g == .ferryBoatLeft || (g == .roundaboutNumberedExit && n == 3)
            case .lanes(let set, _): return ["sdk_example", "three_way"].contains(set.name)
            }
        }
    }

    /// Every file in the folder, relative paths, sorted.
    static func listing(_ root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        let files = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return files.filter { !isDirectory(base + "/" + $0) }.sorted()
    }

    static func bytes(_ url: URL) -> [UInt8] { FileManager.default.contents(atPath: url.path).map { Array($0) } ?? [] }

    static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The manifest lists every file in the folder (plus itself), and each file's SHA-256, byte count
    /// and pixel size (points × scale; IHDR read by the test) match.
    @Test(arguments: IconSetLayout.all)
    func manifestListsEveryFileWithItsHash(layout: IconSetLayout) throws {
        let dir = TemporaryFolder()
        let report = try IconSetGenerator(layout: layout).generate(into: dir.path, items: Self.subset(layout))
        let manifest = report.manifest
        #expect(Self.listing(dir.url) == (manifest.allPaths + [Manifest.fileName]).sorted())
        #expect(manifest.files.count == Self.subset(layout).count)
        for file in manifest.files {
            let data = Self.bytes(dir.url.appendingPathComponent(file.path))
            #expect(ContentHash.sha256Hex(data) == file.sha256, "\(file.path)")
            #expect(data.count == file.byteCount)
            // The vector layouts' files are checked by IconSetFormatTests.
            guard file.item.format == .png else { continue }
            #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(file.path) is not a PNG")
            let width = data.count >= 24 ? Int(data[16]) << 24 | Int(data[17]) << 16 | Int(data[18]) << 8 | Int(data[19]) : -1
            #expect(width == file.pixelWidth)
            switch file.item.subject {
            case .maneuver(_, let size), .glyph(_, _, let size):
                #expect(Double(file.pixelWidth) == (size.points * file.item.scale).rounded())
            case .lanes, .junction: break
            }
        }
        for support in manifest.supportFiles {
            #expect(ContentHash.sha256Hex(Self.bytes(dir.url.appendingPathComponent(support.path))) == support.sha256)
        }
        // The written manifest.json is the manifest's JSON, and lists the same paths.
        let written = Self.bytes(dir.url.appendingPathComponent(Manifest.fileName))
        #expect(written == manifest.json)
        #expect(Manifest.contents(of: written)?.files.map(\.path).sorted() == manifest.allPaths.sorted())
    }

    /// Reproducible: two generations with separate renderers (no shared cache) give byte-identical
    /// files, manifest and gallery included; a third run into the same folder rewrites nothing.
    @Test func twoGenerationsAreIdentical() throws {
        let a = TemporaryFolder(), b = TemporaryFolder()
        try IconSetGenerator(renderer: IconRenderer()).generate(into: a.path, items: Self.subset())
        try IconSetGenerator(renderer: IconRenderer()).generate(into: b.path, items: Self.subset())
        let files = Self.listing(a.url)
        #expect(files == Self.listing(b.url))
        #expect(files.count == Self.subset().count + 2)
        for file in files {
            #expect(Self.bytes(a.url.appendingPathComponent(file)) == Self.bytes(b.url.appendingPathComponent(file)), "\(file) differs")
        }
        let again = try IconSetGenerator().generate(into: a.path, items: Self.subset())
        #expect(again.written == 0)
        #expect(again.unchanged == files.count)
        #expect(again.removed.isEmpty)
    }

    /// Regeneration removes exactly the files the previous manifest listed that are no longer
    /// produced (and folders that became empty), and never touches files it did not write.
    @Test func regenerationRemovesStaleFilesOnly() throws {
        let dir = TemporaryFolder()
        let full = Self.subset(.xcassets)
        try IconSetGenerator(layout: .xcassets).generate(into: dir.path, items: full)
        try Data("mine".utf8).write(to: dir.url.appendingPathComponent("README.txt"))
        try Data("mine".utf8).write(to: dir.url.appendingPathComponent("ManeuverIcons.xcassets/notes.txt"))

        // Drop the ferry: its 2 imagesets (square96, square48) go, with their Contents.json and folders.
        let smaller = full.filter { if case .maneuver(.ferryBoat, _) = $0.subject { return false }; return true }
        let dropped = Set(full.map(\.path)).subtracting(smaller.map(\.path))
        #expect(dropped.count == 2 * 3 * 2)
        let report = try IconSetGenerator(layout: .xcassets).generate(into: dir.path, items: smaller)
        let expectedRemoved = dropped.union([
            "ManeuverIcons.xcassets/ferry_boat_square96.imageset/Contents.json",
            "ManeuverIcons.xcassets/ferry_boat_square48.imageset/Contents.json",
        ])
        #expect(Set(report.removed) == expectedRemoved)
        let listing = Self.listing(dir.url)
        #expect(listing.contains("README.txt") && listing.contains("ManeuverIcons.xcassets/notes.txt"))
        #expect(!Self.isDirectory(dir.url.appendingPathComponent("ManeuverIcons.xcassets/ferry_boat_square96.imageset").path))
        #expect(listing == (report.manifest.allPaths + [Manifest.fileName, "README.txt", "ManeuverIcons.xcassets/notes.txt"]).sorted())
    }

    /// A stale file whose bytes are not the ones the manifest records (the user edited it, or
    /// the manifest names a file the tool never wrote) is kept and reported, not removed.
    @Test func staleFilesChangedSinceWrittenAreKept() throws {
        let dir = TemporaryFolder()
        let full = Self.subset()
        try IconSetGenerator().generate(into: dir.path, items: full)
        let edited = try #require(full.first { if case .maneuver(.ferryBoat, _) = $0.subject { return true }; return false }).path
        try Data("edited".utf8).write(to: dir.url.appendingPathComponent(edited))
        let smaller = full.filter { if case .maneuver(.ferryBoat, _) = $0.subject { return false }; return true }
        let report = try IconSetGenerator().generate(into: dir.path, items: smaller)
        #expect(report.kept == [edited])
        #expect(Set(report.removed) == Set(full.map(\.path)).subtracting(smaller.map(\.path)).subtracting([edited]))
        #expect(Self.bytes(dir.url.appendingPathComponent(edited)) == Array("edited".utf8))
        #expect(Self.listing(dir.url) == (report.manifest.allPaths + [Manifest.fileName, edited]).sorted())
    }

    /// A run that cannot create one of its folders (a file of that name is in the way) leaves no
    /// empty folders of its own behind.
    @Test func failedRunRemovesTheFoldersItMade() throws {
        let dir = TemporaryFolder()
        try Data("mine".utf8).write(to: dir.url.appendingPathComponent("drawable-xxxhdpi"))
        #expect(throws: IconSetError.self) { try IconSetGenerator(layout: .android).generate(into: dir.path, items: Self.subset(.android)) }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }
        #expect(left == ["drawable-xxxhdpi"])
    }

    /// Stale files are never removed through a symbolic link to a folder (a layout folder moved
    /// into an app and linked back): they are reported as not removable and stay.
    @Test func staleFilesBehindLinkedFoldersStay() throws {
        let parent = TemporaryFolder()
        let dir = parent.url.appendingPathComponent("set"), app = parent.url.appendingPathComponent("app")
        let items = Self.subset(.android).filter { $0.path.hasPrefix("drawable-mdpi/") }
        try IconSetGenerator(layout: .android).generate(into: dir.path, items: items)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: dir.appendingPathComponent("drawable-mdpi"), to: app.appendingPathComponent("drawable-mdpi"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("drawable-mdpi").path,
                                                   withDestinationPath: app.appendingPathComponent("drawable-mdpi").path)
        let report = try IconSetGenerator(layout: .flat).generate(into: dir.path, items: Array(Self.subset().prefix(2)))
        #expect(report.removed.isEmpty)
        #expect(Set(report.failed) == Set(items.map(\.path)))
        #expect(Self.listing(app).count == items.count)
    }

    /// A run that fails part-way removes the images it added, so the folder holds what it held
    /// before (plus nothing half-written); here a directory where one image goes makes it fail.
    @Test func failedRunRemovesTheFilesItAdded() throws {
        let dir = TemporaryFolder()
        let first = Array(Self.subset().prefix(3))
        try IconSetGenerator().generate(into: dir.path, items: first)
        let before = Self.listing(dir.url)
        let more = Array(Self.subset().prefix(12))
        let blocked = more[7].path
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(blocked), withIntermediateDirectories: true)
        #expect(throws: IconSetError.self) { try IconSetGenerator().generate(into: dir.path, items: more) }
        #expect(Self.listing(dir.url) == before)
        #expect(Self.bytes(dir.url.appendingPathComponent(Manifest.fileName)).count > 0)
    }

    /// What is in a file's place is checked before the first file changes: a FIFO (which would
    /// block the run until something reads it), a directory or a write-protected file fails the
    /// run with every file as it was (an edited image elsewhere keeps its edit: nothing was
    /// rewritten), and a FIFO is never opened.
    @Test(arguments: ["fifo", "directory", "write-protected"])
    func blockedPlaceFailsBeforeAnyWrite(_ kind: String) throws {
        let dir = TemporaryFolder()
        let items = Array(Self.subset().prefix(12))
        try IconSetGenerator().generate(into: dir.path, items: items)
        let edited = dir.url.appendingPathComponent(items[0].path)
        try Data("edited".utf8).write(to: edited)
        let blocked = dir.url.appendingPathComponent(items[7].path)
        switch kind {
        case "fifo":
            try FileManager.default.removeItem(at: blocked)
            try #require(mkfifo(blocked.path, 0o644) == 0)
        case "directory":
            try FileManager.default.removeItem(at: blocked)
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        default:
            try Data("old".utf8).write(to: blocked)
            try #require(chmod(blocked.path, 0o444) == 0)
        }
        let before = Self.listing(dir.url)
        #expect {
            try IconSetGenerator().generate(into: dir.path, items: items)
        } throws: { error in
            let text = (error as? IconSetError)?.description ?? ""
            return text.contains(items[7].path) && text.contains(["fifo": "is a FIFO", "directory": "is a directory",
                                                                   "write-protected": "write-protected"][kind]!)
        }
        #expect(Self.listing(dir.url) == before)
        #expect(Self.bytes(edited) == Array("edited".utf8))
    }

    /// A failure that only writing shows (here a file-size limit: EFBIG, like a full disk) changes
    /// nothing: files the run would have added are not there, a file it would have replaced
    /// keeps its bytes, the previous manifest stays, and no staging folder is left. Runs in a
    /// child process (an exit test), which sets the limit on itself and exits 0 only when the
    /// folder is as before.
    @Test func failureWhileWritingChangesNothing() async {
        await #expect(processExitsWith: .success) {
            let dir = TemporaryFolder()
            let first = Array(IconSetTests.subset().prefix(3))
            _ = try? IconSetGenerator().generate(into: dir.path, items: first)
            try? Data("edited".utf8).write(to: dir.url.appendingPathComponent(first[1].path))
            let before = IconSetTests.snapshot(dir.url)
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 1500, rlim_max: 1500)
            guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(2) }
            guard (try? IconSetGenerator().generate(into: dir.path, items: Array(IconSetTests.subset().prefix(12)))) == nil else { exit(3) }
            guard before.count == 5, IconSetTests.snapshot(dir.url) == before else { exit(4) }
            exit(0)
        }
    }

    /// Every file under `root`, hidden ones included, with its bytes.
    static func snapshot(_ root: URL) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? [] {
            files[path] = isDirectory(root.path + "/" + path) ? [] : bytes(root.appendingPathComponent(path))
        }
        return files
    }

    /// Whatever is in the staging folder's place when a run starts is an interrupted run's
    /// leftover: removed (a link there, not what it points at), said so, and the run completes.
    @Test(arguments: ["folder", "link", "fifo", "file"])
    func leftoverStagingIsRemoved(kind: String) throws {
        let parent = TemporaryFolder()
        let dir = parent.url.appendingPathComponent("set"), elsewhere = parent.url.appendingPathComponent("elsewhere")
        let items = Array(Self.subset().prefix(3))
        try IconSetGenerator().generate(into: dir.path, items: items)
        let before = Self.snapshot(dir)
        let staging = dir.appendingPathComponent(".maneuver-icons-staging")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("0"))
        switch kind {
        case "folder":
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
            for name in ["0", "1", "plan"] { try Data("partial".utf8).write(to: staging.appendingPathComponent(name)) }
        case "link": try FileManager.default.createSymbolicLink(at: staging, withDestinationURL: elsewhere)
        case "fifo": try #require(mkfifo(staging.path, 0o644) == 0)
        default: try Data("partial".utf8).write(to: staging)
        }
        let notices = LockedNotices()
        var generator = IconSetGenerator()
        generator.notice = { notices.append($0) }
        let report = try generator.generate(into: dir.path, items: items)
        #expect(report.written == 0)
        #expect(notices.all.count == 1 && notices.all.first?.hasPrefix("removed what an interrupted run had staged in '\(dir.path)'") == true, "\(notices.all)")
        #expect(Self.snapshot(dir) == before)
        #expect(Self.bytes(elsewhere.appendingPathComponent("0")) == Array("keep".utf8))
    }

    /// A layout is one type behind `IconSetLayoutRules`: it names the files (here in nested
    /// folders of its own) and adds support files; the generator and the writer do the rest.
    @Test func layoutOfItsOwn() throws {
        struct Nested: IconSetLayoutRules {
            let name = "nested", summary = "test", scales: [Double] = [1, 2]
            func path(for item: IconSetItem) -> String { "\(item.theme.rawValue)/\(item.scale.clean)x/\(item.stem).png" }
            func supportFiles(for items: [IconSetItem], content: IconSetContent) -> [OutputFile] { [OutputFile(path: "day/README", bytes: Array("\(items.count)".utf8))] }
        }
        let dir = TemporaryFolder()
        let layout = IconSetLayout(Nested())
        let items = layout.plan().filter { if case .maneuver(.turnLeft, _) = $0.subject { return true }; return false }
        #expect(items.map(\.path).contains("night/2x/turn_left_square48.png"))
        let report = try IconSetGenerator(layout: layout).generate(into: dir.path, items: items)
        #expect(Self.listing(dir.url) == (report.manifest.allPaths + [Manifest.fileName]).sorted())
        #expect(report.manifest.supportFiles.map(\.path) == ["day/README", "index.html"])
        #expect(Self.bytes(dir.url.appendingPathComponent("day/README")) == Array("\(items.count)".utf8))
        #expect(Manifest.contents(of: Self.bytes(dir.url.appendingPathComponent(Manifest.fileName)))?.files.count == items.count + 2)
    }

    /// Every scale has an Android density folder: the named buckets, else `<dpi>dpi`.
    @Test func androidDensityOfAnyScale() {
        #expect([0.75, 1, 1.5, 2, 3, 4].map(AndroidLayout.density) == ["ldpi", "mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
        #expect(AndroidLayout.density(2.5) == "400dpi" && AndroidLayout.density(1.33) == "213dpi")
    }

    /// An image's place may be a symbolic link: the link stays and its target gets the new bytes
    /// (`-o`'s rule). A link to a file on another file system cannot be replaced in one step
    /// with the rest, so it is refused before anything changes (skipped without /dev/shm).
    @Test func linkedImageIsReplacedThroughTheLink() throws {
        let parent = TemporaryFolder()
        let dir = parent.url.appendingPathComponent("set"), target = parent.url.appendingPathComponent("mine.png")
        let items = Array(Self.subset().prefix(2))
        try IconSetGenerator().generate(into: dir.path, items: items)
        let image = dir.appendingPathComponent(items[0].path)
        let fresh = Self.bytes(image)
        try Data("old".utf8).write(to: target)
        try FileManager.default.removeItem(at: image)
        try FileManager.default.createSymbolicLink(at: image, withDestinationURL: target)
        #expect(try IconSetGenerator().generate(into: dir.path, items: items).written == 1)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: image.path)) == target.path)
        #expect(Self.bytes(target) == fresh)

        var shm = stat(), tmp = stat()
        guard stat("/dev/shm", &shm) == 0, stat(parent.path, &tmp) == 0, shm.st_dev != tmp.st_dev else { return }
        let other = "/dev/shm/maneuver-icons-test-\(getpid()).png"
        defer { unlink(other) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: other))
        try FileManager.default.removeItem(at: image)
        try FileManager.default.createSymbolicLink(at: image, withDestinationURL: URL(fileURLWithPath: other))
        let before = Self.snapshot(dir)
        #expect {
            try IconSetGenerator().generate(into: dir.path, items: items)
        } throws: { error in
            (error as? IconSetError)?.description.contains("on another file system") == true
        }
        #expect(Self.snapshot(dir) == before && Self.bytes(URL(fileURLWithPath: other)) == Array("old".utf8))
    }

    /// A run that fails removes the output folder (and parents) it created, while empty.
    @Test func failedRunRemovesTheFoldersItCreated() throws {
        let parent = TemporaryFolder()
        let target = parent.url.appendingPathComponent("new1/new2/out").path
        let empty = IconSetItem(subject: .lanes(IconSetLanes(name: "none", lanes: []), .standard), scale: 1, theme: .day,
                                path: "empty.png")
        #expect(throws: IconSetError.emptyLanes("none")) {
            try IconSetGenerator().generate(into: target, items: Array(Self.subset().prefix(2)) + [empty])
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) == [])
    }

    /// A stale file replaced by something that is not a regular file (a FIFO) is kept and named
    /// in the report, not silently skipped.
    @Test func nonRegularStaleFileIsReported() throws {
        let dir = TemporaryFolder()
        let items = Array(Self.subset().prefix(4))
        try IconSetGenerator().generate(into: dir.path, items: items)
        let stale = dir.url.appendingPathComponent(items[3].path)
        try FileManager.default.removeItem(at: stale)
        try #require(mkfifo(stale.path, 0o644) == 0)
        let report = try IconSetGenerator().generate(into: dir.path, items: Array(items.prefix(2)))
        #expect(report.kept == [items[3].path])
        #expect(report.removed == [items[2].path])
    }

    /// Switching layout removes the old layout's files (all listed by its manifest).
    @Test func layoutSwitchRemovesPreviousLayout() throws {
        let dir = TemporaryFolder()
        try IconSetGenerator(layout: .android).generate(into: dir.path, items: Self.subset(.android))
        let report = try IconSetGenerator(layout: .flat).generate(into: dir.path, items: Self.subset(.flat))
        #expect(report.removed.count == Self.subset(.android).count)
        #expect(Self.listing(dir.url) == (report.manifest.allPaths + [Manifest.fileName]).sorted())
    }

    /// A damaged or hostile manifest never makes the generator delete outside the folder or
    /// anything but plain relative paths.
    @Test func manifestPathsOutsideTheFolderAreIgnored() throws {
        let parent = TemporaryFolder()
        let dir = parent.url.appendingPathComponent("set")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: parent.url.appendingPathComponent("outside.txt"))
        try Data("keep".utf8).write(to: dir.appendingPathComponent("inner.txt"))
        let hostile = """
        {"generator": "maneuver-icons", "kind": "icon-set", "files": [{"path": "../outside.txt"}, {"path": "\(parent.url.path)/outside.txt"},
         {"path": "./inner.txt"}, {"path": "a//inner.txt"}]}
        """
        try Data(hostile.utf8).write(to: dir.appendingPathComponent(Manifest.fileName))
        #expect(Manifest.contents(of: Array(hostile.utf8))?.files == [])
        let report = try IconSetGenerator().generate(into: dir.path, items: Array(Self.subset().prefix(2)))
        #expect(report.removed.isEmpty)
        #expect(FileManager.default.fileExists(atPath: parent.url.appendingPathComponent("outside.txt").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("inner.txt").path))
        #expect(Manifest.contents(of: Array("not json".utf8)) == nil)
    }

    // MARK: Manifest kinds and foreign files

    /// The manifest says which command wrote it, so `route` and `render --all` can tell their
    /// folders apart.
    @Test func manifestNamesItsKind() throws {
        let dir = TemporaryFolder()
        try IconSetGenerator().generate(into: dir.path, items: Array(Self.subset().prefix(2)))
        let data = Self.bytes(dir.url.appendingPathComponent(Manifest.fileName))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        #expect(object["generator"] as? String == "maneuver-icons")
        #expect(object["kind"] as? String == "icon-set")
        #expect(Manifest.contents(of: data)?.kind == .iconSet)
        // Who drew it: the package's name, version and licence.
        #expect(object["version"] as? String == ManeuverIconsPackage.version && object["license"] as? String == "Apache-2.0")
    }

    /// A folder whose manifest.json is not an icon-set manifest of this tool is refused before
    /// anything is written or removed: another program's JSON, a route manifest listing its
    /// files, a directory named manifest.json.
    @Test(arguments: [
        ("web", #"{"name": "my web app", "files": [{"path": "keep.txt"}]}"#, "was not written by maneuver-icons"),
        ("route", #"{"generator": "maneuver-icons", "kind": "route", "files": [{"path": "keep.txt"}]}"#, "'maneuver-icons route'"),
        ("folder", "", "is not a regular file"),
    ])
    func foreignManifestIsRefusedBeforeWriting(name: String, manifest: String, reason: String) throws {
        let dir = TemporaryFolder()
        let manifestURL = dir.url.appendingPathComponent(Manifest.fileName)
        if manifest.isEmpty {
            try FileManager.default.createDirectory(at: manifestURL, withIntermediateDirectories: false)
        } else {
            try Data(manifest.utf8).write(to: manifestURL)
        }
        try Data("keep".utf8).write(to: dir.url.appendingPathComponent("keep.txt"))
        let before = Self.listing(dir.url)
        #expect {
            try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        } throws: { error in
            guard case .foreignManifest(let path, let why) = error as? IconSetError else { return false }
            return path == dir.path + "/manifest.json" && why.contains(reason)
                && (error as! IconSetError).description.contains("Choose another output folder")
        }
        #expect(Self.listing(dir.url) == before)
        if !manifest.isEmpty { #expect(Self.bytes(manifestURL) == Array(manifest.utf8)) }
    }

    /// Runs into one folder take turns (FolderLock): while another run holds the
    /// folder, generation waits and writes nothing; released, it completes from that state.
    @Test func runsIntoOneFolderTakeTurns() throws {
        let dir = TemporaryFolder()
        var holder: FolderLock? = try FolderLock(dir.path)
        let done = DispatchSemaphore(value: 0)
        let result = LockedResult()
        Thread.detachNewThread {
            result.set(Result { try IconSetGenerator().generate(into: dir.path, items: Self.subset()) })
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 0.4) == .timedOut)
        #expect(Self.listing(dir.url).isEmpty)
        holder = nil
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(holder == nil)
        let report = try #require(result.get()).get()
        #expect(Set(Self.listing(dir.url)) == Set(report.manifest.allPaths + [Manifest.fileName]))
    }

    /// Review 11: a run waiting for a folder whose holder then removes it (a failed run removes
    /// the new folder it created) makes the folder again and succeeds, instead of writing into a
    /// removed directory; the wait is announced once (`notice`).
    @Test func folderRemovedWhileWaitingIsMadeAgain() throws {
        let parent = TemporaryFolder()
        let target = parent.url.appendingPathComponent("new").path
        try #require(mkdir(target, 0o755) == 0)
        var holder: FolderLock? = try FolderLock(target)
        let waited = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let result = LockedResult()
        var generator = IconSetGenerator()
        generator.notice = { notice in if notice.hasPrefix("waiting for another run into '\(target)'") { waited.signal() } }
        let items = Array(Self.subset().prefix(3))
        Thread.detachNewThread { [generator] in
            result.set(Result { try generator.generate(into: target, items: items) })
            done.signal()
        }
        #expect(waited.wait(timeout: .now() + 30) == .success)
        #expect(rmdir(target) == 0)
        holder = nil
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(holder == nil)
        let report = try #require(result.get()).get()
        #expect(Set(Self.listing(URL(fileURLWithPath: target))) == Set(report.manifest.allPaths + [Manifest.fileName]))
        #expect(waited.wait(timeout: .now()) == .timedOut, "announced once")
    }

    /// A user's own index.html in the output folder is not replaced by the gallery: refused
    /// before anything is written. A gallery of this tool whose manifest was lost is replaced.
    @Test func foreignIndexPageIsRefusedBeforeWriting() throws {
        let dir = TemporaryFolder()
        let page = dir.url.appendingPathComponent("index.html")
        let mine = Array("<!DOCTYPE html><title>my site</title>".utf8)
        try Data(mine).write(to: page)
        let before = Self.listing(dir.url)
        #expect {
            try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        } throws: { error in
            guard case .foreignFile(let path) = error as? IconSetError else { return false }
            return path == dir.path + "/index.html" && (error as! IconSetError).description.contains("was not written by maneuver-icons")
        }
        #expect(Self.listing(dir.url) == before)
        #expect(Self.bytes(page) == mine)

        try FileManager.default.removeItem(at: page)
        try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent(Manifest.fileName))
        let report = try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        #expect(report.manifest.supportFiles.map(\.path) == ["index.html"])
    }

    /// Decision: a file at one of the set's paths is the tool's to replace, listed or not. A
    /// folder whose manifest was lost regenerates even where bytes change (a newer version of the
    /// tool): refusing unlisted files that differ (tried, then reverted) blocked exactly that,
    /// one file per run, and a file the tool cannot tell from its own (a PNG) cannot be protected
    /// by its bytes (review). A foreign index.html, which the tool can tell, is still refused.
    @Test(arguments: [IconSetLayout.android, .xcassets, .flat])
    func lostManifestRegeneratesChangedFiles(layout: IconSetLayout) throws {
        let dir = TemporaryFolder()
        let items = Self.subset(layout)
        try IconSetGenerator(layout: layout).generate(into: dir.path, items: items)
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent(Manifest.fileName))
        let target = dir.url.appendingPathComponent(items[0].path)
        let fresh = Self.bytes(target)
        try Data("an older picture".utf8).write(to: target)
        let report = try IconSetGenerator(layout: layout).generate(into: dir.path, items: items)
        #expect(report.written == 2, "the changed image and the manifest")
        #expect(Self.bytes(target) == fresh)
    }

    /// A manifest of ours cut short (or broken by a merge conflict) is reported as damaged, not as
    /// another program's file (review); nothing is written either way.
    @Test func damagedManifestIsNamedAsSuch() throws {
        let dir = TemporaryFolder()
        try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        let manifestURL = dir.url.appendingPathComponent(Manifest.fileName)
        try Data(Self.bytes(manifestURL).prefix(300)).write(to: manifestURL)
        let before = Self.listing(dir.url)
        #expect {
            try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        } throws: { error in
            guard case .foreignManifest(_, let reason) = error as? IconSetError else { return false }
            return reason.contains("not valid JSON any more")
        }
        #expect(Self.listing(dir.url) == before)
        // A route's manifest is pretty-printed by JSONSerialization: "generator" : "…", late.
        try Data("{\n  \"files\" : [\n\n  ],\n  \"generator\" : \"maneuver-icons\",\n  \"kind\" : \"route\",\n  \"steps\" : [".utf8).write(to: manifestURL)
        #expect {
            try Manifest.previousFiles(in: dir.path, kind: .route)
        } throws: { error in
            guard case .foreignManifest(_, let reason) = error as? IconSetError else { return false }
            return reason.contains("not valid JSON any more") && (error as! IconSetError).description.hasSuffix("remove it and rerun; nothing was written or removed.")
        }
        try Data(#"{"generator": "someone else"}"#.utf8).write(to: manifestURL)
        #expect {
            try IconSetGenerator().generate(into: dir.path, items: Self.subset())
        } throws: { error in
            guard case .foreignManifest(_, let reason) = error as? IconSetError else { return false }
            return reason == "was not written by maneuver-icons"
        }
    }

    /// A manifest of this tool from before the `kind` field (it has `layout`) is an icon set's:
    /// regenerating over it still removes its stale files.
    @Test func manifestWithoutKindIsAnEarlierIconSet() throws {
        let dir = TemporaryFolder()
        let full = Self.subset()
        try IconSetGenerator().generate(into: dir.path, items: full)
        let manifestURL = dir.url.appendingPathComponent(Manifest.fileName)
        let text = String(decoding: Self.bytes(manifestURL), as: UTF8.self)
        let old = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("  \"kind\"") }.joined(separator: "\n")
        #expect(old.count < text.count)
        try Data(old.utf8).write(to: manifestURL)
        #expect(Manifest.contents(of: Array(old.utf8))?.kind == .iconSet)
        let report = try IconSetGenerator().generate(into: dir.path, items: Array(full.prefix(3)))
        #expect(report.removed.count == full.count - 3)
    }

    /// A temporary name sits in the final file's folder, fits the 255-byte name limit whatever
    /// the final name's length (255 bytes of ASCII, 2- or 3-byte UTF-8), and differs per call.
    @Test(arguments: [String(repeating: "a", count: 251) + ".png", String(repeating: "é", count: 125) + "a.svg",
                      String(repeating: "€", count: 83) + "aa.json", "short.png", "no-folder.png"])
    func temporaryNameFitsTheNameLimit(name: String) {
        let folder = name == "no-folder.png" ? "" : "/some/dir/"
        let temporary = OutputFiles.temporaryPath(beside: folder + name)
        #expect(temporary.hasPrefix(folder + "."))
        let component = String(temporary.dropFirst(folder.count))
        #expect(!component.contains("/") && component.utf8.count <= 64, "\(component)")
        #expect(component.hasPrefix(".maneuver-icons.tmp-\(getpid())-"))
        #expect(OutputFiles.temporaryPath(beside: folder + name) != temporary, "unique per call")
    }

    /// A temporary name another process holds (the same process id in another container sharing
    /// the folder) is never touched: the write takes the next name and leaves that file as it was.
    @Test func takenTemporaryNameIsLeftAlone() throws {
        let dir = TemporaryFolder()
        let next = OutputFiles.temporaryPath(beside: dir.path + "/icon.png")
        let counter = try #require(Int(next.split(separator: "-").last ?? ""))
        // The next 50 names (tests running alongside may take some of the counter's values).
        let taken = (counter + 1 ... counter + 50).map { dir.path + "/.maneuver-icons.tmp-\(getpid())-\($0)" }
        for path in taken { try Data("theirs".utf8).write(to: URL(fileURLWithPath: path)) }
        try OutputFiles.write([OutputFile(path: dir.path + "/icon.png", bytes: Array("ours".utf8))])
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path + "/icon.png")) == Data("ours".utf8))
        for path in taken { #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("theirs".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == taken.count + 1)
    }

    /// An output folder below a regular file cannot exist: a clear error naming the path, and
    /// nothing is written anywhere.
    @Test func unwritableOutputIsAnErrorBeforeWriting() throws {
        let parent = TemporaryFolder()
        let file = parent.url.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        let target = file.appendingPathComponent("icons").path
        #expect {
            try IconSetGenerator().generate(into: target, items: Self.subset())
        } throws: { error in
            guard case .outputNotWritable(let path, _) = error as? IconSetError else { return false }
            return path == target && (error as! IconSetError).description.contains(target)
        }
        #expect(Self.listing(parent.url) == ["file.txt"])
    }

    /// A dangling symbolic link as the output folder is named as such (trial 10: the message
    /// said "No such file or directory", errno clobbered by a later stat), nothing is created.
    @Test func danglingLinkAsOutputIsNamed() throws {
        let parent = TemporaryFolder()
        let link = parent.url.appendingPathComponent("icons").path
        try #require(symlink(parent.path + "/missing/target", link) == 0)
        #expect {
            try IconSetGenerator().generate(into: link, items: Array(Self.subset().prefix(2)))
        } throws: { error in
            (error as? IconSetError)?.description.contains("\(link) is a symbolic link to \(parent.path)/missing/target, which does not exist") == true
        }
        #expect(!FileManager.default.fileExists(atPath: parent.path + "/missing"))
        // A link to a file, and a link as a parent of the folder: named, with what it points at.
        let file = parent.path + "/file.txt", fileLink = parent.path + "/filelink"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try #require(symlink(file, fileLink) == 0)
        #expect {
            try IconSetGenerator().generate(into: fileLink + "/sub", items: Array(Self.subset().prefix(2)))
        } throws: { error in
            (error as? IconSetError)?.description.contains("\(fileLink) is a symbolic link to \(file), which is not a folder") == true
        }
    }

    /// The gallery shows every image (by relative path) and names every maneuver of the subset.
    @Test func galleryReferencesEveryImage() throws {
        let dir = TemporaryFolder()
        let report = try IconSetGenerator(layout: .android).generate(into: dir.path, items: Self.subset(.android))
        let html = String(decoding: Self.bytes(dir.url.appendingPathComponent("index.html")), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for file in report.manifest.files { #expect(html.contains(file.path), "\(file.path) not in gallery") }
        for name in ["TURN_LEFT", "ROUNDABOUT_LEFT_CLOCKWISE", "FERRY_BOAT", ".turnLeft", "left*,left*,straight,straight+right"] {
            #expect(html.contains(name), "\(name) not in gallery")
        }
        #expect(html.contains("1.5x"))
        #expect(!html.contains("http"), "the gallery must not load anything from the network")
    }
}

/// SHA-256 against published vectors (FIPS 180-4 examples) and `sha256sum` output for lengths
/// around the padding boundaries (55, 56, 64, 119 bytes).
struct ContentHashTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func publishedVectors(input: String, digest: String) {
        #expect(ContentHash.sha256Hex(Array(input.utf8)) == digest)
    }

    @Test func millionAs() {
        #expect(ContentHash.sha256Hex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [
        (55, "943cc61860776ca8e78a365d988036ed2ade2ca4aca3236dd9501adc4fbbaa27"),
        (56, "849e6994b02d460680d1d4d9ed690aa35811c88056987e0b6cad0eb85cb7d98d"),
        (64, "6cfeeb3aa25d3f411dae5eec17d7369ca7153e72dcf54bcf4c3daec0f5b21fc7"),
        (119, "62f7b490eef6978ea4e047afde0cfd06b542157473c8911d06c787a4de76ef8e"),
    ])
    func paddingBoundaries(length: Int, digest: String) {
        #expect(ContentHash.sha256Hex([UInt8](repeating: 7, count: length)) == digest)
        #expect(ContentHash.sha256(Array(repeating: 7, count: length)).count == 32)
    }
}

/// A fresh folder under the temporary directory, removed when the value is released.
final class TemporaryFolder: @unchecked Sendable {
    let url: URL
    var path: String { url.path }
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("iconset-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Notices a generator reports, in order.
final class LockedNotices: @unchecked Sendable {
    private let lock = NSLock()
    private var notices: [String] = []
    func append(_ notice: String) { lock.withLock { notices.append(notice) } }
    var all: [String] { lock.withLock { notices } }
}

/// A result handed from a worker thread to the test.
private final class LockedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<IconSetGenerator.Report, any Error>?
    func set(_ r: Result<IconSetGenerator.Report, any Error>) { lock.withLock { value = r } }
    func get() -> Result<IconSetGenerator.Report, any Error>? { lock.withLock { value } }
}
