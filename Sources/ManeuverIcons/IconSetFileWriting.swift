#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing one output file whole, whatever already sits at its path.
///
/// | what is at the path            | what happens                                                       |
/// |--------------------------------|--------------------------------------------------------------------|
/// | nothing                        | temporary file beside it, renamed into place (mode 0644 less umask) |
/// | a regular file                 | left untouched when it already holds the bytes; `IconSetError.io` "is write-protected" when nobody may write it or this user may not; otherwise temporary file beside it, given the old file's permission bits, renamed over it |
/// | a symbolic link (chain)        | the same, applied to the link's final target (temporary file in the target's folder); the link stays |
/// | a device, FIFO or socket       | opened and written directly (never replaced, never read)           |
/// | a directory                    | `IconSetError.io` "is a directory, not a file"                     |
extension IconSetFiles {
    /// Writes `bytes` to `path` so that a reader never sees a half-written regular file, and
    /// without ever replacing something that is not a regular file (see the table above). The
    /// "unchanged" check reads only a regular file whose size equals `bytes.count`.
    /// - Returns: whether anything was written (`false`: the regular file already held `bytes`).
    /// - Throws: `IconSetError.io` naming `path` (and the link's target) and the system's reason;
    ///   a temporary file is removed again on failure.
    @discardableResult
    public static func writeWhole(_ bytes: [UInt8], to path: String) throws(IconSetError) -> Bool {
        if path.isEmpty { throw IconSetError.io(path: path, reason: "empty file name") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw IconSetError.io(path: path, reason: "cannot write file: " + reason()) }
            // Nothing there, or a symbolic link to a file yet to be made: create the final target.
            return try replace(try linkTarget(of: path), with: bytes, mode: nil, naming: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw IconSetError.io(path: path, reason: "is a directory, not a file")
        case S_IFREG:
            let target = try linkTarget(of: path)
            var targetInfo = stat()
            guard lstat(target, &targetInfo) == 0, targetInfo.st_dev == info.st_dev, targetInfo.st_ino == info.st_ino else {
                // A link that names no path to its file (/proc/<pid>/fd/<n> of a deleted file).
                return try writeDirectly(bytes, to: path, truncating: true)
            }
            if regularFile(target, holds: bytes) { return false }
            // Renaming over a file needs only the folder's permission: refuse what `cp` would
            // (a file nobody may write, or one this user may not write).
            if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                throw IconSetError.io(path: path, reason: "is write-protected; not replaced")
            }
            return try replace(target, with: bytes, mode: info.st_mode & 0o777, naming: path)
        default:
            return try writeDirectly(bytes, to: path, truncating: false)
        }
    }

    /// Writes all of `bytes` to an open file descriptor, retrying after signals and partial writes.
    /// - Returns: `false` (with `errno` set) on a write error.
    public static func writeAll(_ bytes: [UInt8], toFileDescriptor fd: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 { if errno == EINTR { continue }; return false }
                done += n
            }
            return true
        }
    }

    /// The final target of the symbolic-link chain at `path` (relative link text resolves against
    /// the link's folder), or `path` itself when it is not a link. The target need not exist.
    /// - Throws: `IconSetError.io` for a loop (more than 40 links) or an unreadable link.
    static func linkTarget(of path: String) throws(IconSetError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw IconSetError.io(path: path, reason: "cannot read symbolic link \(current): " + reason()) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else {
                current = current.lastIndex(of: "/").map { String(current[...$0]) + link } ?? link
            }
        }
        throw IconSetError.io(path: path, reason: "too many levels of symbolic links")
    }

    /// Opens `path` for writing and writes `bytes` into it: devices, FIFOs (waits for a reader, as
    /// a shell redirection does) and sockets (which refuse: the error says so).
    private static func writeDirectly(_ bytes: [UInt8], to path: String, truncating: Bool) throws(IconSetError) -> Bool {
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | (truncating ? O_TRUNC : 0))
        guard fd >= 0 else { throw IconSetError.io(path: path, reason: "cannot open for writing: " + reason()) }
        var failure = writeAll(bytes, toFileDescriptor: fd) ? nil : "cannot write: " + reason()
        if close(fd) != 0 && failure == nil { failure = "cannot write: " + reason() }
        if let failure { throw IconSetError.io(path: path, reason: failure) }
        return true
    }

    /// Writes `bytes` into a new temporary file beside `target`, gives it `mode` (the replaced
    /// file's permission bits) when given, and renames it over `target`.
    private static func replace(_ target: String, with bytes: [UInt8], mode: mode_t?, naming path: String) throws(IconSetError) -> Bool {
        let shown = target == path ? path : "\(path) (→ \(target))"
        let temporary = TemporaryFiles.path(beside: target)
        let fd = TemporaryFiles.create(temporary)
        guard fd >= 0 else { throw IconSetError.io(path: shown, reason: "cannot create file: " + reason()) }
        var failure: String? = nil
        if let mode, fchmod(fd, mode) != 0 { failure = "cannot set permissions: " + reason() }
        if failure == nil && !writeAll(bytes, toFileDescriptor: fd) { failure = "cannot write file: " + reason() }
        if close(fd) != 0 && failure == nil { failure = "cannot write file: " + reason() }
        if failure == nil && !TemporaryFiles.rename(temporary, to: target) { failure = "cannot rename into place: " + reason() }
        if let failure {
            TemporaryFiles.remove(temporary)
            throw IconSetError.io(path: shown, reason: failure)
        }
        return true
    }
}
