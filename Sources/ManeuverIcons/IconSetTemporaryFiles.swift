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

    /// `dir/.name.tmp-<pid>-<n>` for `path` = `dir/name`.
    static func path(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let n = lock.withLock { counter += 1; return counter }
        return "\(dir).\(name).tmp-\(getpid())-\(n)"
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
}

extension IconSetFiles {
    /// Removes the temporary files this process is writing right now, for a SIGINT/SIGTERM
    /// handler that then exits; from then on no temporary file is created or renamed (writes fail).
    /// Takes a lock: call it from a normal thread (a Dispatch signal source), not from a C signal
    /// handler.
    /// - Returns: how many files were removed.
    @discardableResult
    public static func removeTemporaryFilesInFlight() -> Int { TemporaryFiles.removeInFlight() }

    /// Removes, from each of `folders` (not their subfolders), the temporary files an interrupted
    /// run of this tool left: regular files named exactly `.<name>.tmp-<pid>-<n>` where `<name>`
    /// ends in `.png`, `.svg`, `.json` or `.html` (or is the folder probe) and no process `<pid>`
    /// exists any more. Everything else, including a running process's temporary files, is kept.
    /// - Returns: the removed paths, sorted.
    @discardableResult
    public static func removeLeftoverTemporaryFiles(in folders: [String]) -> [String] {
        var removed: [String] = []
        for folder in Set(folders) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                guard let pid = TemporaryFiles.writerProcess(ofTemporaryName: name), !TemporaryFiles.processExists(pid) else { continue }
                let path = folder + "/" + name
                if isRegularFile(path) && unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed.sorted()
    }
}
