#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation   // NSLock, FileManager (folder listing)

/// The temporary files whole writes go through: `.<name>.tmp-<pid>-<n>` beside the final file
/// (hidden, same file system, unique per process and call).
///
/// - Files in flight are registered from creation to rename, so a signal handler can remove them
///   (`IconSetFiles.removeTemporaryFilesInFlight()`).
/// - Files of this pattern left by an interrupted run (a process that no longer exists) are swept
///   by the next run (`IconSetFiles.removeLeftoverTemporaryFiles(in:)`).
enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    nonisolated(unsafe) private static var inFlight: Set<String> = []
    /// Set once the in-flight files were removed for a signal: no new temporary file may appear.
    nonisolated(unsafe) private static var closed = false

    /// The names the tool writes (and so the only names whose temporary twins it sweeps): images,
    /// JSON, the gallery, and the writability probe of an output folder.
    static let finalNameSuffixes = [".png", ".svg", ".json", ".html"]
    static let probeName = "probe"

    /// `dir/.name.tmp-<pid>-<n>` for `path` = `dir/name`. A name too long for that to fit in
    /// `maximumNameBytes` (a legal name of 241 to 255 bytes) is cut short before its extension:
    /// `.<start of name><extension>.tmp-<pid>-<n>`, still a unique name the leftover sweep knows.
    static func path(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let n = lock.withLock { counter += 1; return counter }
        let tail = ".tmp-\(getpid())-\(n)"
        return "\(dir).\(fitted(name, room: maximumNameBytes - 1 - tail.utf8.count))\(tail)"
    }

    /// The longest file name (one path component) the file systems the tool writes to accept, in
    /// bytes: `NAME_MAX` on Linux and the BSDs.
    static let maximumNameBytes = 255

    /// `name` when its UTF-8 fits in `room` bytes, else its longest prefix of whole Unicode
    /// scalars that fits together with its extension (when that is one of `finalNameSuffixes`),
    /// followed by that extension. Scalars, not characters: a first character of many combining
    /// marks can be longer than the room, and an empty prefix would leave a name the leftover
    /// sweep does not know (found by review); `room` is always far above a scalar's 4 bytes.
    static func fitted(_ name: String, room: Int) -> String {
        guard name.utf8.count > room else { return name }
        let suffix = finalNameSuffixes.first { name.hasSuffix($0) && name.count > $0.count } ?? ""
        let stem = name.unicodeScalars.dropLast(suffix.unicodeScalars.count)
        var kept = String.UnicodeScalarView(), bytes = suffix.utf8.count
        for scalar in stem {
            bytes += UTF8.width(scalar)
            if bytes > room { break }
            kept.append(scalar)
        }
        return String(kept) + suffix
    }

    /// Creates `temporary` exclusively (mode 0644 less umask) and registers it as in flight.
    /// - Returns: the open descriptor, or -1 with `errno` set.
    static func create(_ temporary: String) -> Int32 {
        lock.withLock {
            if closed { errno = ECANCELED; return -1 }
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 { inFlight.insert(temporary) }
            return fd
        }
    }

    /// Renames `temporary` over `target` and forgets it. - Returns: `false` with `errno` set.
    static func rename(_ temporary: String, to target: String) -> Bool {
        registering({ systemRename(temporary, target) }) { _ = inFlight.remove(temporary) }
    }

    /// Gives the file at `path` the second name `backup` (a hard link: `path` is not touched) and
    /// registers `backup` as in flight, so that a replaced file can be put back.
    /// - Returns: `false` with `errno` set (a file system without hard links, say).
    static func link(_ path: String, as backup: String) -> Bool {
        registering({ systemLink(path, backup) }) { _ = inFlight.insert(backup) }
    }

    /// Renames the file at `path` to `backup` (moving it out of the way, which removes it from
    /// `path` at once) and registers `backup` as in flight. - Returns: `false` with `errno` set.
    static func moveAside(_ path: String, to backup: String) -> Bool {
        registering({ systemRename(path, backup) }) { _ = inFlight.insert(backup) }
    }

    /// Runs the file-system `call` (0 on success) under the lock unless closed, and on success
    /// updates the in-flight set with `register` (still under the lock). - Returns: `false` with `errno` set.
    private static func registering(_ call: () -> Int32, _ register: () -> Void) -> Bool {
        lock.withLock {
            if closed { errno = ECANCELED; return false }
            let ok = call() == 0
            if ok { register() }
            return ok
        }
    }

    private static func systemRename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to)
        #else
        Darwin.rename(from, to)
        #endif
    }

    private static func systemLink(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.link(from, to)
        #else
        Darwin.link(from, to)
        #endif
    }

    /// Forgets `path` without removing it, so an interruption's clean-up leaves it alone: a
    /// backup that could not be put back holds the only copy of a previous file, and the error
    /// names it. (A later run's sweep of leftover temporary files in that folder would remove
    /// it, so the message is the user's chance to rescue it.)
    static func keep(_ path: String) {
        lock.withLock { _ = inFlight.remove(path) }
    }

    /// Removes `temporary` and forgets it.
    static func remove(_ temporary: String) {
        lock.withLock {
            unlink(temporary)
            inFlight.remove(temporary)
        }
    }

    /// Removes every registered temporary file and refuses new ones from then on.
    static func removeInFlight() -> Int {
        lock.withLock {
            closed = true
            let count = inFlight.filter { unlink($0) == 0 }.count
            inFlight.removeAll()
            return count
        }
    }

    /// The process id in a leftover name `.<name>.tmp-<pid>-<n>` whose `<name>` is one the tool
    /// writes; `nil` for any other name.
    static func writerProcess(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let final = name[name.index(after: name.startIndex)..<marker.lowerBound]
        guard final == probeName || finalNameSuffixes.contains(where: { final.hasSuffix($0) && final.count > $0.count }) else {
            return nil
        }
        let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(numbers[0]), pid > 0 else { return nil }
        return pid
    }

    /// Whether a process `pid` exists (it may still be writing its temporary files).
    static func processExists(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Whether the process `pid` may have written a file last modified at `modified` (seconds
    /// since 1970): it exists and, where Linux's /proc tells its start time, it started no later
    /// than `startTimeSlack` after that. A process that started later only got the number again
    /// (ids are reused, within minutes on a busy machine), so the file is a dead run's leftover.
    /// Start times are trusted only when this process's own is not in the future (a clock
    /// stepped forward since boot, a virtualised boot time).
    static func mayHaveWritten(_ pid: pid_t, modified: Double) -> Bool {
        guard processExists(pid) else { return false }
        guard pid != getpid(), let started = startTime(of: pid), let own = startTime(of: getpid()),
              own <= Double(time(nil)) + 1 else { return true }
        return started <= modified + startTimeSlack
    }

    /// How much later than a file's modification time a process may seem to have started and
    /// still count as its writer: room for clocks that disagree (a file server's, a clock
    /// stepped by NTP), far below the minutes or hours after which a leftover's id comes back.
    static let startTimeSlack = 120.0

    /// The start time of process `pid` in seconds since 1970, from /proc (Linux): boot time
    /// (`btime` of /proc/stat) plus field 22 of /proc/<pid>/stat in clock ticks; `nil` elsewhere
    /// or when unreadable.
    static func startTime(of pid: pid_t) -> Double? {
        // /proc files report size 0: read them to the end (they never block).
        guard let statBytes = IconSetFiles.read("/proc/\(pid)/stat"), let bootBytes = IconSetFiles.read("/proc/stat") else { return nil }
        // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
        let text = String(decoding: statBytes, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let boot = String(decoding: bootBytes, as: UTF8.self).split(separator: "\n")
            .first { $0.hasPrefix("btime ") }.flatMap { Double($0.dropFirst(6)) }
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard let boot, perSecond > 0 else { return nil }
        return boot + ticks / perSecond
    }
}

extension IconSetFiles {
    /// Removes the temporary files this process is writing right now, for a SIGINT/SIGTERM
    /// handler that then exits; from then on no temporary file is created or renamed (writes fail).
    /// Takes a lock: call it from a normal thread (one that took the signal with `sigwait`, or a
    /// Dispatch signal source), not from a C signal handler.
    /// - Returns: how many files were removed.
    @discardableResult
    public static func removeTemporaryFilesInFlight() -> Int { TemporaryFiles.removeInFlight() }

    /// Removes, from each of `folders` (not their subfolders), the temporary files an interrupted
    /// run of this tool left: regular files named exactly `.<name>.tmp-<pid>-<n>` where `<name>`
    /// ends in `.png`, `.svg`, `.json` or `.html` (or is the folder probe) and no process `<pid>`
    /// exists any more, or (Linux) the process `<pid>` started after the file was last changed (a
    /// reused id). Everything else, including a running process's temporary files, is kept.
    /// - Returns: the removed paths, sorted.
    @discardableResult
    public static func removeLeftoverTemporaryFiles(in folders: [String]) -> [String] {
        var removed: [String] = []
        for folder in Set(folders) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                guard let pid = TemporaryFiles.writerProcess(ofTemporaryName: name) else { continue }
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                #if canImport(Darwin)
                let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
                #else
                let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
                #endif
                if !TemporaryFiles.mayHaveWritten(pid, modified: modified) && unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed.sorted()
    }
}
