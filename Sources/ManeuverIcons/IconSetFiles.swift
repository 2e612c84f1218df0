#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation   // NSLock

/// The few file operations the icon set (and the command-line tool) needs, over POSIX calls, with
/// errors that name the path and the system's reason. Paths are plain strings; relative paths
/// resolve against the current directory.
public enum IconSetFiles {
    /// `strerror` for the current `errno`.
    static func reason() -> String { String(cString: strerror(errno)) }

    /// Creates `path` and its missing parents (like `mkdir -p`).
    /// - Throws: `IconSetError.io` when a component exists as a non-directory or cannot be made.
    public static func makeDirectories(_ path: String) throws(IconSetError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if isDirectory(prefix) { continue }
            if mkdir(prefix, 0o755) != 0 && !(errno == EEXIST && isDirectory(prefix)) {
                throw IconSetError.io(path: prefix, reason: "cannot create directory: " + reason())
            }
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The whole file, or `nil` (with `errno` set) when it does not exist or cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return readAll(fileDescriptor: fd)
    }

    /// Everything readable from an open file descriptor (a file, standard input), or `nil` (with
    /// `errno` set) on a read error.
    public static func readAll(fileDescriptor fd: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }

    /// Writes `bytes` to `path` whole: into a temporary file in the same directory, then renamed
    /// over `path`, so a reader never sees a half-written file. Leaves the file untouched (same
    /// modification time) when it already holds exactly these bytes.
    /// - Returns: whether the file was (re)written.
    /// - Throws: `IconSetError.io` naming the path and the reason; the temporary file is removed.
    @discardableResult
    public static func writeWhole(_ bytes: [UInt8], to path: String) throws(IconSetError) -> Bool {
        if path.isEmpty { throw IconSetError.io(path: path, reason: "empty file name") }
        if isDirectory(path) { throw IconSetError.io(path: path, reason: "is a directory, not a file") }
        if let existing = read(path), existing == bytes { return false }
        let temp = temporaryPath(beside: path)
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o644)
        guard fd >= 0 else { throw IconSetError.io(path: path, reason: "cannot create file: " + reason()) }
        var written = 0
        var failure: String? = nil
        bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = "cannot write file: " + reason(); return
                }
                written += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = "cannot write file: " + reason() }
        if failure == nil && rename(temp, path) != 0 { failure = "cannot rename into place: " + reason() }
        if let failure {
            unlink(temp)
            throw IconSetError.io(path: path, reason: failure)
        }
        return true
    }

    /// Checks that files can be created in `directory` by creating and removing a probe file.
    /// - Throws: `IconSetError.outputNotWritable` with the system's reason.
    static func checkWritable(_ directory: String) throws(IconSetError) {
        let probe = temporaryPath(beside: directory + "/probe")
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw IconSetError.outputNotWritable(path: directory, reason: reason()) }
        close(fd)
        unlink(probe)
    }

    /// Prepares an output folder: creates it with its parents when missing and checks that files
    /// can be created in it, before anything else is written.
    /// - Returns: the folder path without trailing slashes.
    /// - Throws: `IconSetError.outputNotWritable` naming `directory` and the system's reason.
    public static func prepareOutputFolder(_ directory: String) throws(IconSetError) -> String {
        guard !directory.isEmpty else { throw IconSetError.outputNotWritable(path: directory, reason: "empty folder name") }
        var root = directory
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        do throws(IconSetError) {
            try makeDirectories(root)
        } catch {
            if case .io(_, let reason) = error { throw IconSetError.outputNotWritable(path: directory, reason: reason) }
            throw error
        }
        try checkWritable(root)
        return root
    }

    /// The safe relative paths listed by the `manifest.json` in `root` (see
    /// `IconSetManifest.listedPaths(inManifestData:)`); empty when there is none or it is not ours.
    public static func pathsListedByManifest(in root: String) -> [String] {
        read(root + "/" + IconSetManifest.fileName).flatMap(IconSetManifest.listedPaths(inManifestData:)) ?? []
    }

    /// Removes the files of `previous` (relative to `root`) that are not in `current`, and their
    /// folders when those become empty; never anything else.
    /// - Returns: the removed paths, sorted.
    public static func removeStale(_ previous: [String], keeping current: Set<String>, in root: String) -> [String] {
        Set(previous).subtracting(current).sorted().filter { removeFile(root + "/" + $0, pruningUpTo: root) }
    }

    /// Removes the regular file at `path` (not directories, not symbolic links' targets) and then
    /// its parent directories up to, not including, `root` while they are empty.
    /// - Returns: whether a file was removed.
    @discardableResult
    static func removeFile(_ path: String, pruningUpTo root: String) -> Bool {
        guard isRegularFile(path), unlink(path) == 0 else { return false }
        var parent = path
        while let slash = parent.lastIndex(of: "/") {
            parent = String(parent[..<slash])
            if parent == root || parent.count <= root.count { break }
            if rmdir(parent) != 0 { break }   // not empty (or not ours to remove): stop
        }
        return true
    }

    /// `dir/.name.tmp-<pid>-<n>`: unique per process and call, hidden, same file system as `path`.
    static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(dir).\(name).tmp-\(getpid())-\(TemporaryCounter.next())"
    }
}

/// `read(2)`, named apart from `IconSetFiles.read(_:)`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

/// A process-wide counter for unique temporary names.
private enum TemporaryCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = 0
    static func next() -> Int {
        lock.withLock { value += 1; return value }
    }
}
