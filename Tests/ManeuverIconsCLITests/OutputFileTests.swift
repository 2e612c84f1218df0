import Foundation
import ManeuverIcons
import Testing
@testable import maneuver_icons
#if canImport(Glibc)
import Glibc
#endif

/// What `-o PATH` does to whatever already sits at PATH (the same code writes --lanes-output,
/// route and --all files). Decisions: a symbolic link stays and its target is replaced whole; a
/// regular file keeps its permission bits; a FIFO is written into and a socket refused, neither
/// replaced; an existing file is read only when it is regular and exactly the new data's size.
/// Everything happens in scratch folders under the temporary directory (never /dev).
struct OutputFileTests {
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func listing(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    static let turnLeft = tool("render", "turn_left").out

    /// `-o link.png` with link.png → real/target.png (relative link text, mode 0600): the link
    /// stays a link, the target holds the icon and keeps mode 0600, and no temporary file is left
    /// in either folder.
    @Test func symbolicLinkKeepsTheLinkAndWritesTheTarget() throws {
        let folder = ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder.file("real/target.png"), contents: Data("old".utf8)))
        #expect(chmod(folder.file("real/target.png"), 0o600) == 0)
        #expect(symlink("real/target.png", folder.file("link.png")) == 0)
        let run = tool("render", "turn_left", "-o", folder.file("link.png"))
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.fileType(folder.file("link.png")) == S_IFLNK)
        #expect(readBytes(folder.file("real/target.png")) == Self.turnLeft)
        #expect(Self.permissions(folder.file("real/target.png")) == 0o600)
        #expect(Self.listing(folder.path) == ["link.png", "real"])
        #expect(Self.listing(folder.file("real")) == ["target.png"])
    }

    /// Names of up to 255 bytes are legal, so the temporary file's name cannot be built from the
    /// final one. ASCII and 2- and 3-byte UTF-8 names of exactly 255 bytes, through render and
    /// lanes; only the final file is left.
    @Test(arguments: [String(repeating: "a", count: 251), String(repeating: "é", count: 125) + "a",
                      String(repeating: "€", count: 83) + "aa"])
    func longestLegalNameIsWritten(stem: String) throws {
        let folder = ScratchFolder()
        let name = stem + ".png"
        try #require(name.utf8.count == 255)
        let run = tool("render", "turn_left", "-o", folder.file(name))
        #expect(run.status == 0, "\(run.err)")
        #expect(readBytes(folder.file(name)) == Self.turnLeft)
        let lanes = tool("lanes", "left*,straight", "-o", folder.file(name))
        #expect(lanes.status == 0, "\(lanes.err)")
        #expect(Self.listing(folder.path) == [name])
    }

    /// A chain a.png → b.png → sub/c.png where c.png does not exist yet: c.png is created, both
    /// links stay links.
    @Test func danglingLinkChainCreatesTheFinalTarget() throws {
        let folder = ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        #expect(symlink(folder.file("b.png"), folder.file("a.png")) == 0)   // absolute link text
        #expect(symlink("sub/c.png", folder.file("b.png")) == 0)
        let run = tool("render", "turn_left", "-o", folder.file("a.png"))
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.fileType(folder.file("a.png")) == S_IFLNK && Self.fileType(folder.file("b.png")) == S_IFLNK)
        #expect(readBytes(folder.file("sub/c.png")) == Self.turnLeft)
    }

    /// Replacing a regular file keeps its permission bits (0640 here, not the 0644 of a new file).
    @Test func replacedFileKeepsItsPermissions() throws {
        let folder = ScratchFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("icon.png"), contents: Data("old".utf8)))
        #expect(chmod(folder.file("icon.png"), 0o640) == 0)
        let run = tool("render", "turn_left", "-o", folder.file("icon.png"))
        #expect(run.status == 0, "\(run.err)")
        #expect(readBytes(folder.file("icon.png")) == Self.turnLeft)
        #expect(Self.permissions(folder.file("icon.png")) == 0o640)
    }

    /// A write-protected file (mode 0444) is not replaced, as `cp` would not (even as root, which
    /// may rename over it): exit 1 naming it, the old bytes kept. Unchanged bytes are no error.
    @Test func writeProtectedFileIsNotReplaced() throws {
        let folder = ScratchFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("icon.png"), contents: Data("old".utf8)))
        #expect(chmod(folder.file("icon.png"), 0o444) == 0)
        let run = tool("render", "turn_left", "-o", folder.file("icon.png"))
        #expect(run.status == 1)
        #expect(run.err.contains("icon.png") && run.err.contains("write-protected"), "\(run.err)")
        #expect(readBytes(folder.file("icon.png")) == Array("old".utf8))
        #expect(chmod(folder.file("same.png"), 0) != 0)
        #expect(FileManager.default.createFile(atPath: folder.file("same.png"), contents: Data(Self.turnLeft)))
        #expect(chmod(folder.file("same.png"), 0o444) == 0)
        #expect(tool("render", "turn_left", "-o", folder.file("same.png")).status == 0)
    }

    /// A Unix socket cannot be opened for writing: exit 1 naming the path, and the socket is still
    /// a socket (never replaced by a regular file).
    @Test func socketIsRefusedNotReplaced() throws {
        let folder = ScratchFolder()
        let path = folder.file("s.sock")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        let run = tool("render", "turn_left", "-o", path)
        #expect(run.status == 1)
        #expect(run.err.contains("s.sock"))
        #expect(Self.fileType(path) == S_IFSOCK)
        #expect(Self.listing(folder.path) == ["s.sock"])
    }

    /// The "unchanged" check reads only a regular file of exactly the new size: replacing a
    /// 256 MiB sparse file reads (far) less than 64 MiB. Measured with the process's `rchar`
    /// (bytes passed to read calls, all threads), so the margin covers other tests reading
    /// fixtures at the same time.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/io")))
    func largeExistingFileIsNotRead() throws {
        func bytesRead() throws -> Int {
            let text = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("rchar:") })
            return try #require(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
        }
        let folder = ScratchFolder()
        let path = folder.file("big.png")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 256 << 20) == 0)
        let before = try bytesRead()
        let run = tool("render", "turn_left", "-o", path)
        let read = try bytesRead() - before
        #expect(run.status == 0, "\(run.err)")
        #expect(read < 64 << 20, "read \(read) bytes")
        #expect(readBytes(path) == Self.turnLeft)
    }

    /// A directory is an error (exit 1) and is left alone.
    @Test func directoryIsAFailure() throws {
        let folder = ScratchFolder()
        let run = tool("render", "turn_left", "-o", folder.path)
        #expect(run.status == 1 && run.err.contains("is a directory"))
        #expect(Self.listing(folder.path).isEmpty)
    }

    /// Rewriting the same bytes leaves the file alone (same inode, no rename), and a same-size
    /// file with other bytes is replaced.
    @Test func sameBytesAreNotRewritten() throws {
        let folder = ScratchFolder()
        let path = folder.file("icon.png")
        #expect(tool("render", "turn_left", "-o", path).status == 0)
        var first = stat(), second = stat()
        stat(path, &first)
        #expect(tool("render", "turn_left", "-o", path).status == 0)
        stat(path, &second)
        #expect(first.st_ino == second.st_ino)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: Self.turnLeft.count)))
        #expect(tool("render", "turn_left", "-o", path).status == 0)
        #expect(readBytes(path) == Self.turnLeft)
    }
}

/// The built tool writing into a FIFO and being interrupted: run as a subprocess with a time limit,
/// so a regression fails instead of hanging the test run.
struct OutputSubprocessTests {
    /// Runs the tool; kills it after `limit` seconds. `onStart` runs once the process runs.
    static func run(_ arguments: [String], limit: TimeInterval = 20, onStart: (Process) -> Void = { _ in })
        throws -> (status: Int32, reason: Process.TerminationReason, err: String, out: String) {
        let process = Process()
        process.executableURL = SubprocessTests.binary
        process.arguments = arguments
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: deadline)
        onStart(process)
        let outData = LockedBytes()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) { outData.append(Array(out.fileHandleForReading.readDataToEndOfFile())[...]) }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        reader.wait()
        process.waitUntilExit()
        deadline.cancel()
        return (process.terminationStatus, process.terminationReason, String(decoding: errData, as: UTF8.self),
                String(decoding: outData.bytes, as: UTF8.self))
    }

    /// `-o fifo` with a reader on the other end: the reader gets the PNG and the FIFO stays a
    /// FIFO. (Reading the FIFO first, or renaming over it, would fail this.)
    @Test func fifoIsWrittenInto() throws {
        let folder = ScratchFolder()
        let fifo = folder.file("pipe.png")
        try #require(mkfifo(fifo, 0o600) == 0)
        let received = LockedBytes()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            let fd = open(fifo, O_RDONLY)   // blocks until a writer opens
            guard fd >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                received.append(buffer[0..<n])
            }
            close(fd)
        }
        let outcome = try Self.run(["render", "turn_left", "-o", fifo], limit: 15)
        // Release the reader if the tool never opened the FIFO for writing.
        let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
        if unblock >= 0 { close(unblock) }
        reader.wait()
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.err)")
        #expect(received.bytes == tool("render", "turn_left").out)
        #expect(OutputFileTests.fileType(fifo) == S_IFIFO)
    }

    /// A run that has to wait for another run into the same folder says so on standard error
    /// (trial 10: it waited silently, which looks like a hang), then goes ahead once the other
    /// run lets go. The other run is this test, holding the folder's lock until the tool waits.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "watches the run's descriptors in Linux's /proc"))
    func waitingForTheFolderIsAnnounced() throws {
        let folder = ScratchFolder()
        try Data(#"{"code": "Ok", "routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}}]}]}]}"#.utf8)
            .write(to: folder.url.appendingPathComponent("r.json"))
        let output = folder.file("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        var lock: FolderLock? = try FolderLock(output)
        let outcome = try Self.run(["route", folder.file("r.json"), "--output", output]) { process in
            // Let go once the run has opened the folder to lock it (Linux: its open descriptors),
            // whatever the machine's speed; at most 10 s.
            let start = Date()
            let fds = "/proc/\(process.processIdentifier)/fd"
            while Date().timeIntervalSince(start) < 10, !((try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? []).contains(where: {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: fds + "/" + $0)) == output
            }) { usleep(5000) }
            usleep(300_000)
            lock = nil
        }
        #expect(lock == nil)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.err.contains("waiting for another run into"), "\(outcome.err)")
        let quiet = try Self.run(["route", folder.file("r.json"), "--output", output])
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
    }

    /// Review 11: a note on a standard error whose reader has gone (`2>` into a closed pipe) must
    /// not kill the tool with SIGPIPE (status 141, file written but the run reported as failed):
    /// the note is lost and the status is the run's own.
    @Test func noteToAClosedStandardErrorKeepsTheStatus() throws {
        let folder = ScratchFolder()
        let process = Process()
        process.executableURL = SubprocessTests.binary
        process.arguments = ["render", "turn_left", "-o", folder.file("x.webp")]   // a run that prints a note
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try err.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                "\(process.terminationReason == .exit ? "status" : "signal") \(process.terminationStatus)")
        #expect(FileManager.default.fileExists(atPath: folder.file("x.webp")))
    }

    /// `render --all` interrupted by SIGINT, into a new folder and into one holding another
    /// layout's set (so the run both adds files and removes stale ones): each time the run either
    /// says nothing in the folder changed, and it holds what it held (no file, or byte for byte
    /// the old set; what was staged waits hidden for the next run), or says the next run finishes
    /// the update, and the next run into the folder says it finished it, after which every file
    /// of the set is in place and nothing else, or says every new file was in place (the commit
    /// folder was going), and after the next run the set is whole; a run the signal missed is
    /// complete. Never a half set. Five moments per folder: three at random within 0.4 s after
    /// the staging folder appears (rendering is done), two as soon as the commit folder appears.
    /// `scripts/interrupt-check` does a hundred random moments against a release build.
    @Test(arguments: [false, true])
    func interruptedSetIsWholeOrAsItWas(existing: Bool) throws {
        let scratch = ScratchFolder()
        let template = scratch.file("template"), route = scratch.file("route.json")
        try Data(RouteCommandTests.response.utf8).write(to: URL(fileURLWithPath: route))
        if existing {
            let made = try Self.run(["render", "--all", "--output", template, "--layout", "xcassets"], limit: 300)
            try #require(made.status == 0, "\(made.err)")
        }
        for trial in 0..<5 {
            let output = scratch.file("set\(trial)")
            if existing { try FileManager.default.copyItem(atPath: template, toPath: output) }
            let before = OutputFolderTests.snapshot(output)
            let atCommit = trial >= 3, delay = UInt32.random(in: 0...400_000)
            let run = try Self.run(["render", "--all", "--output", output], limit: 300) { process in
                let mark = output + (atCommit ? "/.maneuver-icons-commit" : "/.maneuver-icons-staging")
                while process.isRunning && !FileManager.default.fileExists(atPath: mark) { usleep(200) }
                if !atCommit { usleep(delay) }
                kill(process.processIdentifier, SIGINT)
            }
            let moment = atCommit ? "at the commit" : "\(delay / 1000) ms into staging"
            if run.reason == .exit && run.status == 0 {
                try Self.expectWholeSet(output, moment)
            } else if run.status == 130 && run.err.contains("interrupted by SIGINT before anything in") {
                // What was staged stays hidden until the next run into the folder removes it.
                #expect(OutputFolderTests.snapshot(output).filter { !$0.key.hasPrefix(".maneuver-icons-staging/") } == before,
                        "\(moment): \(run.err)")
            } else if run.status == 130 && run.err.contains("interrupted by SIGINT while moving the new files into") {
                // Any next run into the folder finishes the update before anything else: a quick
                // `route`, which then refuses the icon set's folder, shows the set is whole.
                let next = tool("route", route, "--output", output)
                #expect(next.err.contains("note: finished the update an interrupted run left in"), "\(moment): \(next.err)")
                #expect(next.status == 1 && next.err.contains("was written by 'maneuver-icons render --all'"), "\(moment): \(next.err)")
                try Self.expectWholeSet(output, moment)
            } else if run.status == 130 && run.err.contains("interrupted by SIGINT after every new file was in place in") {
                // Only the emptied commit folder may be left; the next run removes it.
                _ = tool("route", route, "--output", output)
                try Self.expectWholeSet(output, moment)
            } else {
                Issue.record("\(moment): status \(run.status), \(run.err)")
            }
        }
    }

    /// The folder holds the flat set and nothing else: every file its manifest lists, with the
    /// recorded SHA-256, and no staging or commit folder.
    static func expectWholeSet(_ folder: String, _ moment: String) throws {
        let manifest = try RouteCommandTests.manifest(at: folder)
        let listed = ((manifest["files"] as? [[String: Any]] ?? []) + (manifest["supportFiles"] as? [[String: Any]] ?? []))
        #expect(listed.count == 1261, "\(moment)")   // 1,260 images and index.html
        for entry in listed {
            let path = try #require(entry["path"] as? String)
            #expect(readBytes(folder + "/" + path).map(ContentHash.sha256Hex) == entry["sha256"] as? String, "\(moment): \(path)")
        }
        #expect(OutputFileTests.listing(folder).count == 1262, "\(moment): \(OutputFileTests.listing(folder).filter { $0.hasPrefix(".") })")
    }

    #if os(Linux)
    /// Starts `process` with an open pipe for standard input (never written: `step -` waits on
    /// it), standard error on a pipe, and SIGKILL after 20 s (cancel the returned work item). The
    /// tool inherits the signal mask of the thread that starts it, and test threads may block
    /// SIGINT and SIGTERM already (Dispatch's workers do): it starts from an empty mask, so that
    /// the masks the tests read are the tool's own doing.
    static func startWaitingForInput(_ process: Process) throws -> (input: Pipe, err: Pipe, deadline: DispatchWorkItem) {
        let input = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        var empty = sigset_t(), saved = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &saved)
        let started = Result { try process.run() }
        pthread_sigmask(SIG_SETMASK, &saved, nil)
        try started.get()
        let deadline = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: deadline)
        return (input, err, deadline)
    }

    /// Sends `signal` to the tool started by `startWaitingForInput` and expects it to exit with
    /// 128 + the signal, saying it was interrupted.
    static func expectInterrupted(_ process: Process, input: Pipe, err: Pipe, by signal: Int32) throws {
        kill(process.processIdentifier, signal)
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal,
                "\(process.terminationReason == .exit ? "status" : "signal") \(process.terminationStatus)")
        #expect(String(decoding: errData, as: UTF8.self).contains("interrupted by " + (signal == SIGINT ? "SIGINT" : "SIGTERM")))
    }

    /// A signal that comes while the tool waits for input is never lost: ten times, SIGINT sent
    /// once `step -` sleeps in its read of standard input ends it with 130 and the message.
    @Test func signalWhileWaitingIsNeverLost() throws {
        for _ in 0..<10 {
            let process = Process()
            process.executableURL = SubprocessTests.binary
            process.arguments = ["step", "-", "-o", ScratchFolder().file("never.png")]
            let (input, err, deadline) = try Self.startWaitingForInput(process)
            defer { deadline.cancel() }
            let pid = process.processIdentifier
            func state() -> String { (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "" }
            let start = Date()
            while process.isRunning && Date().timeIntervalSince(start) < 15 && !state().contains("State:\tS") { usleep(1000) }
            try Self.expectInterrupted(process, input: input, err: err, by: SIGINT)
        }
    }

    /// Started with SIGINT ignored (a script's background job: the shell sets `SIG_IGN`), the
    /// tool keeps ignoring it, as shells expect; SIGTERM still ends it with 143.
    @Test func signalIgnoredAtStartStaysIgnored() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' INT; exec \"$0\" step - -o \"$1\"", SubprocessTests.binary.path,
                             ScratchFolder().file("never.png")]
        let (input, err, deadline) = try Self.startWaitingForInput(process)
        defer { deadline.cancel() }
        let pid = process.processIdentifier
        // Wait until the shell has become the tool and the tool sleeps in its read.
        let start = Date()
        func status() -> String { (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "" }
        while Date().timeIntervalSince(start) < 15
                && !(status().contains("Name:\tmaneuver-icons") && status().contains("State:\tS")) { usleep(2000) }
        kill(pid, SIGINT)
        usleep(300_000)
        #expect(process.isRunning, "SIGINT ended a tool started with SIGINT ignored")
        try Self.expectInterrupted(process, input: input, err: err, by: SIGTERM)
    }
    #endif
}

/// Bytes appended from one thread and read from another.
final class LockedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []
    func append(_ more: ArraySlice<UInt8>) { lock.withLock { storage += more } }
    var bytes: [UInt8] { lock.withLock { storage } }
}

/// `OutputFiles.write`, which writes `step`'s two images together: nothing at any path changes
/// until every file is prepared, and an error while preparing leaves no temporary file.
struct WriteTogetherTests {
    static let old = Array("old".utf8)

    @Test func preparingChangesNothing() throws {
        let folder = ScratchFolder()
        let icon = folder.file("icon.png")
        #expect(FileManager.default.createFile(atPath: icon, contents: Data(Self.old)))
        for blocked in [folder.file("missing/lanes.png"), folder.path] {   // no folder; a directory in the file's place
            #expect(throws: IconSetError.self) {
                try OutputFiles.write([OutputFile(path: icon, bytes: Array("new".utf8)), OutputFile(path: blocked, bytes: Array("new".utf8))],
                                      removing: folder.file("stale.png"))
            }
        }
        #expect(readBytes(icon) == Self.old)
        #expect(OutputFileTests.listing(folder.path) == ["icon.png"])
    }

    /// Both files land, the file to remove goes, and the result says which files changed.
    @Test func filesLandTogether() throws {
        let folder = ScratchFolder()
        let icon = folder.file("icon.png"), stale = folder.file("stale.png")
        for path in [icon, stale] { #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.old))) }
        let changed = try OutputFiles.write([OutputFile(path: icon, bytes: Array("new".utf8)), OutputFile(path: folder.file("b.png"), bytes: Self.old)],
                                            removing: stale)
        #expect(changed == [true, true])
        #expect(try OutputFiles.write([OutputFile(path: icon, bytes: Array("new".utf8))]) == [false])
        #expect(readBytes(icon) == Array("new".utf8) && readBytes(folder.file("b.png")) == Self.old)
        #expect(OutputFileTests.listing(folder.path) == ["b.png", "icon.png"])
    }
}
