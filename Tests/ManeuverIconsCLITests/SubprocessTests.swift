import Foundation
import Testing

/// The built `maneuver-icons` binary run as a process: exit statuses, which stream gets what, and
/// binary-safe standard output (what the peer benchmark and shell pipelines rely on).
struct SubprocessTests {
    /// The executable next to the test bundle in the build folder.
    static let binary: URL = {
        let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = testExecutable.deletingLastPathComponent()
        if dir.pathExtension == "xctest" || dir.lastPathComponent == "MacOS" {   // macOS bundle layout
            dir = URL(fileURLWithPath: Bundle.main.bundlePath).deletingLastPathComponent()
        }
        return dir.appendingPathComponent("maneuver-icons")
    }()

    struct Outcome { var status: Int32; var out: Data; var err: String }

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, out: outData, err: String(decoding: errData, as: UTF8.self))
    }

    /// Started with standard output closed (`>&-`), the tool says so instead of writing the PNG
    /// into whatever file took descriptor 1; a run writing to a file still works.
    @Test func closedStandardOutputIsReported() throws {
        let folder = ScratchFolder()
        func shell(_ command: String) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command + " >&-", Self.binary.path]   // $0 = the binary
            let err = Pipe()
            process.standardError = err
            try process.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let (status, err) = try shell(#""$0" render turn_left -o -"#)
        #expect(status == 1 && err.contains("cannot write to standard output: it is closed"), "\(err)")
        let file = folder.file("icon.png")
        let (fileStatus, fileErr) = try shell(#""$0" render turn_left -o "# + file)
        #expect(fileStatus == 0 && fileErr.isEmpty, "\(fileErr)")
        #expect(pngSize(try #require(readBytes(file)))?.width == 96)
    }

    /// `step` locks each output folder once, however it is reached: with the icon in a folder and
    /// the lanes image in the same folder bind-mounted elsewhere, it locked the folder twice and
    /// waited for itself for ever (a review; run as root where `mount --bind` is allowed, skipped
    /// otherwise). `timeout` bounds the run so a regression fails rather than hangs.
    @Test func stepLocksOneFolderReachedTwice() throws {
        let folder = ScratchFolder()
        let a = folder.file("a"), b = folder.file("b")
        try FileManager.default.createDirectory(atPath: a, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: b, withIntermediateDirectories: true)
        func shell(_ command: String) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command, Self.binary.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        guard try shell("mount --bind '\(a)' '\(b)'") == 0 else { return }   // not permitted here
        defer { _ = try? shell("umount '\(b)'") }
        let step = folder.file("step.json")
        try Data(#"{"maneuver": "TURN_LEFT", "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: step))
        let status = try shell("timeout 30 \"$0\" step '\(step)' -o '\(a)/icon.png' --lanes-output '\(b)/lanes.png'")
        #expect(status == 0, "step exited \(status) (124: it waited for its own lock)")
        #expect(FileManager.default.fileExists(atPath: a + "/lanes.png"))
    }

    /// Runs `command` with /bin/sh in `folder` (`$0` = the binary, standard output discarded):
    /// its exit status and standard error.
    static func shell(_ command: String, in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command, binary.path]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func binaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the package first: \(Self.binary.path)")
    }

    @Test func helpGoesToStandardOutputWithStatus0() throws {
        let outcome = try Self.run(["render", "--help"])
        #expect(outcome.status == 0)
        #expect(String(decoding: outcome.out, as: UTF8.self).hasPrefix("USAGE: maneuver-icons render"))
        #expect(outcome.err.isEmpty)
    }

    @Test func badOptionGoesToStandardErrorWithStatus64() throws {
        let outcome = try Self.run(["render", "turn_left", "--colour", "red"])
        #expect(outcome.status == 64)
        #expect(outcome.out.isEmpty)
        #expect(outcome.err.contains("unknown option '--colour'"))
    }

    /// The peer benchmark's call: `render <name> --size 96 --scale 3 --format png -o -` → PNG bytes
    /// on stdout, unaltered (binary-safe: the 0x0D 0x0A 0x1A 0x0A of the signature survive).
    @Test func pngOnStandardOutputIsBinarySafe() throws {
        let outcome = try Self.run(["render", "turn_right", "--size", "96", "--scale", "3", "--format", "png", "-o", "-"])
        #expect(outcome.status == 0 && outcome.err.isEmpty)
        let bytes = [UInt8](outcome.out)
        #expect(pngSize(bytes)?.width == 288)
        #expect(Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "ends with the IEND chunk")
    }

    @Test func unknownBenchNameIsAnError() throws {
        let outcome = try Self.run(["render", "stress_slivers", "--size", "96", "--scale", "1", "--format", "svg"])
        #expect(outcome.status == 64)
        #expect(outcome.out.isEmpty)
        #expect(outcome.err.contains("unknown maneuver 'stress_slivers'"))
    }

    /// The tester's repros with a real redirection (`< file`, through /bin/sh): standard input
    /// open on the file an output names is refused with 64 and the file kept, for `step` (the
    /// step file as --output) and `route` (a previous run's image or manifest as the response).
    @Test func inputOnStandardInputIsNeverWrittenOver() throws {
        let folder = ScratchFolder()
        func shell(_ command: String) throws -> (Int32, String) { try Self.shell(command, in: folder.url) }
        let step = Data(#"{"maneuver": "TURN_LEFT"}"#.utf8)
        try step.write(to: folder.url.appendingPathComponent("s3.json"))
        let (status, err) = try shell(#""$0" step - -o s3.json < s3.json"#)
        #expect(status == 64 && err.contains("names the step file read from standard input itself"), "\(err)")
        #expect(readBytes(folder.file("s3.json")) == Array(step))
        // From a pipe the same step is fine (nothing to protect), written to another file.
        let (piped, pipedErr) = try shell(#"cat s3.json | "$0" step - -o s3.png"#)
        #expect(piped == 0 && pipedErr.isEmpty, "\(pipedErr)")

        let response = Data(#"{"code": "Ok", "routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}}, {"maneuver": {"type": "arrive"}}]}]}]}"#.utf8)
        try response.write(to: folder.url.appendingPathComponent("r.json"))
        let (first, firstErr) = try shell(#""$0" route r.json --output o3"#)
        #expect(first == 0, "\(firstErr)")
        for name in ["step_000_depart.png", "manifest.json"] {
            let before = readBytes(folder.file("o3/" + name))
            try response.write(to: folder.url.appendingPathComponent("o3/" + name))
            let (routeStatus, routeErr) = try shell(#""$0" route - --output o3 < o3/"# + name)
            #expect(routeStatus == 64 && routeErr.contains("is \(name) in --output"), "\(name): \(routeErr)")
            #expect(readBytes(folder.file("o3/" + name)) == Array(response))
            try Data(try #require(before)).write(to: folder.url.appendingPathComponent("o3/" + name))
        }
    }

    /// An endless input (`/dev/zero` as the step file, or on standard input of `route`) stops at
    /// 64 MiB with exit 1 and a message saying so, nothing written (it grew to 4 GB and on
    /// before: found by a new-user trial). A regular file over the limit is refused by its size
    /// (a sparse file, so nothing is read).
    @Test func endlessInputStopsAtTheLimit() throws {
        let folder = ScratchFolder()
        func shell(_ command: String) throws -> (Int32, String) { try Self.shell(command, in: folder.url) }
        let sparse = folder.file("big.json")
        #expect(FileManager.default.createFile(atPath: sparse, contents: Data("{".utf8)))
        #expect(truncate(sparse, 64 << 20 + 1) == 0)
        for command in [#""$0" step /dev/zero -o i.png"#, #""$0" route - -o r < /dev/zero"#, #""$0" step big.json -o i.png"#] {
            let (status, err) = try shell(command)
            #expect(status == 1 && err.contains("more than 64 MiB, the most a step or route document may hold"), "\(command): \(err)")
        }
        #expect(OutputFileTests.listing(folder.path) == ["big.json"])
    }

    /// An argument that is not valid UTF-8 (`-o $'\xff\xfe.png'`, a step file so named) is a
    /// usage error naming it with its bytes escaped, nothing written or read: Swift's arguments
    /// would have turned it into another name (found by a new-user trial: the icon landed in
    /// "��.png").
    @Test func nonUTF8ArgumentIsAUsageError() throws {
        let folder = ScratchFolder()
        let (status, err) = try Self.shell(#""$0" render turn_left -o "$(printf '\377\376.png')""#, in: folder.url)
        #expect(status == 64 && err.contains(#"argument 4 ('\xFF\xFE.png') is not valid UTF-8"#), "\(err)")
        #expect(OutputFileTests.listing(folder.path).isEmpty)
        let (stepStatus, stepErr) = try Self.shell(#"printf '{"maneuver": "TURN_LEFT"}' > "$(printf 'a\377.json')"; "$0" step "$(printf 'a\377.json')" -o i.png"#, in: folder.url)
        #expect(stepStatus == 64 && stepErr.contains(#"argument 2 ('a\xFF.json') is not valid UTF-8"#), "\(stepErr)")
        #expect(OutputFileTests.listing(folder.path).count == 1)   // the step file only
    }

    @Test func stepFromStandardInput() throws {
        let step = #"{"maneuver": "TURN_RIGHT", "lanes": [{"laneDirections": [{"laneShape": "NORMAL_RIGHT", "recommended": true}]}]}"#
        let outcome = try Self.run(["step", "-", "--scale", "2"], stdin: Data(step.utf8))
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(pngSize([UInt8](outcome.out))?.width == 192)
    }
}
