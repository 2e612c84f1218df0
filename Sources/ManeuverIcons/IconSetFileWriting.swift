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
/// | a device, FIFO or socket       | opened and written directly (never replaced, never read); with `SpecialFiles.refuse` (the folder outputs: `render --all`, `route`), `IconSetError.io` "is a FIFO (named pipe), not a regular file; not replaced" (a device, a socket) and never opened |
/// | a directory                    | `IconSetError.io` "is a directory, not a file"                     |

/// What a whole write does with a device, FIFO or socket at its path.
public enum SpecialFiles: Sendable {
    /// Write into it directly, as a shell redirection does: `-o /dev/stdout`, a named pipe the
    /// user made for one image (a FIFO waits for its reader).
    case writeDirectly
    /// Refuse it with an error, before anything is opened: a folder of generated files where a
    /// FIFO at one image's name would otherwise block the whole run until something reads it.
    case refuse
}

extension IconSetFiles {
    /// Writes `bytes` to `path` so that a reader never sees a half-written regular file, and
    /// without ever replacing something that is not a regular file (see the table above). The
    /// "unchanged" check reads only a regular file whose size equals `bytes.count`.
    /// - Returns: whether anything was written (`false`: the regular file already held `bytes`).
    /// - Throws: `IconSetError.io` naming `path` (and the link's target) and the system's reason;
    ///   a temporary file is removed again on failure.
    @discardableResult
    public static func writeWhole(_ bytes: [UInt8], to path: String,
                                  specialFiles: SpecialFiles = .writeDirectly) throws(IconSetError) -> Bool {
        try StagedFiles([.write(bytes, to: path)], specialFiles: specialFiles).commit()[0]
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
}

/// Files written (and stale files removed) together, all or nothing as far as the file system
/// allows: `maneuver-icons step`'s icon and lanes image, which a display shows side by side.
/// Each file follows the rules of `IconSetFiles.writeWhole` (the table above).
///
/// - `init` prepares every change before any path is touched: it checks what is at each path,
///   writes each regular file's bytes whole into its temporary file (in the target's folder) and
///   opens each device or FIFO. Any error there (a missing folder, a directory or a
///   write-protected file in a file's place, a full disk) throws with every path as it was and
///   the temporary files removed.
/// - `check(_:)` runs the same per-path rules without writing anything, for a caller that
///   changes files one at a time (`maneuver-icons route`) and wants the foreseeable failures
///   before the first change.
/// - `commit()` then writes the devices and FIFOs (they cannot be undone, so they go first) and
///   renames the temporary files into place and stale files away, in the order given. A file
///   that is replaced while a later change may still fail keeps its old contents under a second,
///   temporary name (a hard link); if a later rename fails, the changes already made are undone
///   (the old files put back, new ones removed) and the error says so, naming any file that
///   could not be restored (a file system without hard links).
/// - Never committed (the value goes away, or `discard()`): the temporary files are removed and
///   nothing at the paths changes.
///
/// The paths must name different files.
public final class StagedFiles {
    /// One change to the file system.
    public enum Change: Sendable {
        /// Write `bytes` whole to the path (see `IconSetFiles.writeWhole`).
        case write([UInt8], to: String)
        /// Remove the regular file at the path, if there is one (nothing there is no error).
        case remove(String)
    }

    /// What `commit()` does for one change.
    private enum Step {
        /// Nothing: the file already holds the bytes, nothing is there to remove, or done.
        case none
        /// Write `bytes` into the open device, FIFO or socket `fd` (`truncate`: a regular file
        /// reached through a link that names no path for it, emptied first).
        case direct(fd: Int32, bytes: [UInt8], path: String, truncate: Bool)
        /// Rename `temporary` over `target`; `existed`: a regular file is there now.
        case replace(temporary: String, target: String, shown: String, existed: Bool)
        /// Move the regular file at `path` away.
        case remove(path: String)
    }

    /// A change `commit()` made, and how to undo it.
    private enum Made {
        /// `target` was replaced; its old file is at `backup` (nil: it did not exist, or no
        /// second name could be made, see `existed`).
        case replaced(target: String, shown: String, backup: String?, existed: Bool)
        /// The file at `path` was moved to `backup`.
        case removed(path: String, backup: String)
    }

    private var steps: [Step] = []
    /// Per change, what `commit()` returns: whether it changes anything.
    private var changes: [Bool] = []

    /// Prepares `changes` (see the type's description); nothing at their paths changes yet.
    /// `specialFiles`: what a device, FIFO or socket at a path gets (the table above).
    /// - Throws: `IconSetError.io` naming the path and the system's reason, every temporary
    ///   file of this value removed again.
    public init(_ changes: [Change], specialFiles: SpecialFiles = .writeDirectly) throws(IconSetError) {
        do throws(IconSetError) {
            for change in changes { try stage(change, specialFiles: specialFiles) }
        } catch {
            discard()
            throw error
        }
    }

    deinit { discard() }

    /// Removes the temporary files not yet renamed into place and closes the devices not yet
    /// written; the paths stay as they are. Called when the value goes away.
    public func discard() {
        for step in steps {
            switch step {
            case .direct(let fd, _, _, _): close(fd)
            case .replace(let temporary, _, _, _): TemporaryFiles.remove(temporary)
            case .none, .remove: break
            }
        }
        steps = []
    }

    /// Makes the prepared changes (see the type's description). Call at most once.
    /// - Returns: per change, whether it changed anything (`false`: a file already held its
    ///   bytes, or there was nothing to remove).
    /// - Throws: `IconSetError.io` naming the path that failed and the system's reason; the
    ///   changes already made are undone where they can be.
    @discardableResult
    public func commit() throws(IconSetError) -> [Bool] {
        defer { discard() }
        // Devices and FIFOs first: their bytes cannot be taken back, while nothing else has changed yet.
        for index in steps.indices {
            guard case .direct(let fd, let bytes, let path, let truncate) = steps[index] else { continue }
            steps[index] = .none
            var failure = truncate && ftruncate(fd, 0) != 0 ? "cannot write: " + IconSetFiles.reason() : nil
            if failure == nil && !IconSetFiles.writeAll(bytes, toFileDescriptor: fd) { failure = "cannot write: " + IconSetFiles.reason() }
            if close(fd) != 0 && failure == nil { failure = "cannot write: " + IconSetFiles.reason() }
            if let failure { throw IconSetError.io(path: path, reason: failure) }
        }
        let lastRename = steps.lastIndex { step in
            switch step { case .replace, .remove: return true; case .none, .direct: return false }
        }
        var made: [Made] = []
        for index in steps.indices {
            switch steps[index] {
            case .none, .direct:
                continue
            case .replace(let temporary, let target, let shown, let existed):
                // Keep the old file under a second name while a later change may still fail.
                var backup: String? = nil
                if existed && index != lastRename {
                    let name = TemporaryFiles.path(beside: target)
                    if TemporaryFiles.link(target, as: name) { backup = name }
                }
                guard TemporaryFiles.rename(temporary, to: target) else {
                    let why = IconSetFiles.reason()
                    if let backup { TemporaryFiles.remove(backup) }
                    throw IconSetError.io(path: shown, reason: "cannot rename into place: " + why + Self.undo(made))
                }
                steps[index] = .none
                made.append(.replaced(target: target, shown: shown, backup: backup, existed: existed))
            case .remove(let path):
                let backup = TemporaryFiles.path(beside: path)
                guard TemporaryFiles.moveAside(path, to: backup) else {
                    let why = IconSetFiles.reason()
                    throw IconSetError.io(path: path, reason: "cannot remove: " + why + Self.undo(made))
                }
                steps[index] = .none
                made.append(.removed(path: path, backup: backup))
            }
        }
        for change in made {
            switch change {
            case .replaced(_, _, let backup, _): if let backup { TemporaryFiles.remove(backup) }
            case .removed(_, let backup): TemporaryFiles.remove(backup)
            }
        }
        return changes
    }

    /// Undoes `made`, latest first: old files renamed back, files that did not exist removed.
    /// - Returns: what the error message adds ("" when nothing had been changed).
    private static func undo(_ made: [Made]) -> String {
        guard !made.isEmpty else { return "" }
        var lost: [String] = []
        for change in made.reversed() {
            switch change {
            // A backup that cannot be put back is kept (and named): it is the previous file.
            case .replaced(let target, let shown, let backup, let existed):
                if let backup {
                    if !TemporaryFiles.rename(backup, to: target) {
                        TemporaryFiles.keep(backup)
                        lost.append(shown + " (the previous file is kept as " + backup + ")")
                    }
                } else if existed || unlink(target) != 0 {
                    lost.append(shown)
                }
            case .removed(let path, let backup):
                if !TemporaryFiles.rename(backup, to: path) {
                    TemporaryFiles.keep(backup)
                    lost.append(path + " (the previous file is kept as " + backup + ")")
                }
            }
        }
        if lost.isEmpty { return "; the files already changed were restored" }
        return "; already changed and not restored: " + lost.reversed().map(\.shortenedForMessage).joined(separator: ", ")
    }

    /// What preparing one change does, as the per-path rules decide it (`examine`).
    private enum Preparation {
        /// Nothing to do: the file already holds the bytes, or nothing is there to remove.
        case unchanged
        /// Open the device, FIFO or socket at `path` and write into it (`truncating`: see `Step.direct`).
        case direct(path: String, truncating: Bool)
        /// Write a temporary file beside `target` (given `mode`, the replaced file's permission
        /// bits, when one is there) to be renamed over it; `shown` names it in messages.
        case replace(target: String, mode: mode_t?, shown: String)
        /// Move the regular file at `path` away.
        case remove(path: String)
    }

    /// Checks `changes` by the rules `init` prepares them with (what is at each path: a
    /// directory or other non-regular file where a file is to be removed, a write-protected
    /// file, a broken link chain; and whether the folder that would hold each temporary file
    /// exists and may be written), without creating, opening for writing or changing anything.
    /// A caller that writes several files one after another (`maneuver-icons route`) calls it
    /// first, so that the foreseeable failures happen before the first file changes. What only
    /// writing shows (a full disk, a folder made read-only in between) can still fail later.
    /// - Throws: `IconSetError.io` as `init` would for the first change that would fail.
    public static func check(_ changes: [Change], specialFiles: SpecialFiles = .writeDirectly) throws(IconSetError) {
        for change in changes {
            switch try examine(change, specialFiles: specialFiles) {
            case .unchanged, .remove:
                break
            case .direct(let path, _):
                // Not opened: a FIFO would wait for a reader.
                guard access(path, W_OK) == 0 else {
                    throw IconSetError.io(path: path, reason: "cannot open for writing: " + IconSetFiles.reason())
                }
            case .replace(let target, _, let shown):
                let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? "./"
                var info = stat()
                guard stat(folder, &info) == 0 else { throw IconSetError.io(path: shown, reason: "cannot create file: " + IconSetFiles.reason()) }
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw IconSetError.io(path: shown, reason: "cannot create file: " + String(cString: strerror(ENOTDIR)))
                }
                guard access(folder, W_OK | X_OK) == 0 else {
                    throw IconSetError.io(path: shown, reason: "cannot create file: " + IconSetFiles.reason())
                }
            }
        }
    }

    /// What preparing `change` does (the rules of `IconSetFiles.writeWhole`, the table above),
    /// found by looking only: `stat`, reading links, and reading a regular file of the same size
    /// to see whether it already holds the bytes.
    private static func examine(_ change: Change, specialFiles: SpecialFiles) throws(IconSetError) -> Preparation {
        switch change {
        case .write(let bytes, let path): return try examineWrite(bytes, to: path, specialFiles: specialFiles)
        case .remove(let path): return try examineRemoval(path)
        }
    }

    /// The rules of `IconSetFiles.writeWhole` for writing `bytes` to `path`.
    private static func examineWrite(_ bytes: [UInt8], to path: String, specialFiles: SpecialFiles) throws(IconSetError) -> Preparation {
        if path.isEmpty { throw IconSetError.io(path: path, reason: "empty file name") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw IconSetError.io(path: path, reason: "cannot write file: " + IconSetFiles.reason()) }
            // Nothing there, or a symbolic link to a file yet to be made: create the final target.
            let target = try IconSetFiles.linkTarget(of: path)
            return .replace(target: target, mode: nil, shown: shownName(target, path))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw IconSetError.io(path: path, reason: "is a directory, not a file")
        case S_IFREG:
            let target = try IconSetFiles.linkTarget(of: path)
            var targetInfo = stat()
            guard lstat(target, &targetInfo) == 0, targetInfo.st_dev == info.st_dev, targetInfo.st_ino == info.st_ino else {
                // A link that names no path to its file (/proc/<pid>/fd/<n> of a deleted file).
                return .direct(path: path, truncating: true)
            }
            if IconSetFiles.regularFile(target, holds: bytes) { return .unchanged }
            // Renaming over a file needs only the folder's permission: refuse what `cp` would
            // (a file nobody may write, or one this user may not write).
            if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                throw IconSetError.io(path: path, reason: "is write-protected; not replaced")
            }
            return .replace(target: target, mode: info.st_mode & 0o777, shown: shownName(target, path))
        default:
            guard specialFiles == .writeDirectly else {
                let kind: String
                switch info.st_mode & S_IFMT {
                case S_IFIFO: kind = "a FIFO (named pipe)"
                case S_IFSOCK: kind = "a socket"
                default: kind = "a device"
                }
                throw IconSetError.io(path: path, reason: "is \(kind), not a regular file; not replaced")
            }
            return .direct(path: path, truncating: false)
        }
    }

    /// Removing the regular file at `path`; nothing there is no change.
    /// - Throws: `IconSetError.io` when something other than a regular file is there (a symbolic
    ///   link, a folder, a device: never removed) or it cannot be examined.
    private static func examineRemoval(_ path: String) throws(IconSetError) -> Preparation {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw IconSetError.io(path: path, reason: "cannot remove: " + IconSetFiles.reason()) }
            return .unchanged
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw IconSetError.io(path: path, reason: "is not a regular file; not removed") }
        return .remove(path: path)
    }

    /// How messages name a file written through a link: the path given, and the link's target.
    private static func shownName(_ target: String, _ path: String) -> String {
        target == path ? path : "\(path) (→ \(target))"
    }

    /// Prepares `change` (see `examine`): a temporary file written, a device opened.
    private func stage(_ change: Change, specialFiles: SpecialFiles) throws(IconSetError) {
        let bytes: [UInt8]
        if case .write(let written, _) = change { bytes = written } else { bytes = [] }
        switch try Self.examine(change, specialFiles: specialFiles) {
        case .unchanged: steps.append(.none); changes.append(false)
        case .direct(let path, let truncating): try stageDirect(bytes, to: path, truncating: truncating)
        case .replace(let target, let mode, let shown): try stageReplacement(of: target, with: bytes, mode: mode, shown: shown)
        case .remove(let path): steps.append(.remove(path: path)); changes.append(true)
        }
    }

    /// Opens `path` for writing: devices, FIFOs (waits for a reader, as a shell redirection
    /// does) and sockets (which refuse: the error says so). The bytes go in at `commit()`.
    private func stageDirect(_ bytes: [UInt8], to path: String, truncating: Bool) throws(IconSetError) {
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw IconSetError.io(path: path, reason: "cannot open for writing: " + IconSetFiles.reason()) }
        steps.append(.direct(fd: fd, bytes: bytes, path: path, truncate: truncating))
        changes.append(true)
    }

    /// Writes `bytes` into a new temporary file beside `target` and gives it `mode` (the replaced
    /// file's permission bits) when given; `commit()` renames it over `target`.
    private func stageReplacement(of target: String, with bytes: [UInt8], mode: mode_t?, shown: String) throws(IconSetError) {
        let temporary = TemporaryFiles.path(beside: target)
        let fd = TemporaryFiles.create(temporary)
        guard fd >= 0 else { throw IconSetError.io(path: shown, reason: "cannot create file: " + IconSetFiles.reason()) }
        var failure: String? = nil
        if let mode, fchmod(fd, mode) != 0 { failure = "cannot set permissions: " + IconSetFiles.reason() }
        if failure == nil && !IconSetFiles.writeAll(bytes, toFileDescriptor: fd) { failure = "cannot write file: " + IconSetFiles.reason() }
        if close(fd) != 0 && failure == nil { failure = "cannot write file: " + IconSetFiles.reason() }
        if let failure {
            TemporaryFiles.remove(temporary)
            throw IconSetError.io(path: shown, reason: failure)
        }
        steps.append(.replace(temporary: temporary, target: target, shown: shown, existed: mode != nil))
        changes.append(true)
    }
}
