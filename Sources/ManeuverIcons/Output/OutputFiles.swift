#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A file to write: its path (relative to the set's folder in `OutputFolder`) and its bytes.
package struct OutputFile: Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) { self.path = path; self.bytes = bytes }
}

/// What a write does with a device, FIFO or socket at its path: write into it, as a shell
/// redirection does (`-o /dev/stdout`), or refuse it before opening it (a set's folder, where a
/// FIFO at one image's name would block the run).
package enum SpecialFiles: Sendable { case writeDirectly, refuse }

/// Files written whole, over POSIX calls; errors name the path and the system's reason.
///
/// | at the path              | a write                                                          |
/// |--------------------------|------------------------------------------------------------------|
/// | nothing                  | creates the file, mode 0644 less umask                           |
/// | a regular file           | leaves it untouched when it holds the bytes; refuses it ("is write-protected") when nobody may write it or this user may not, as `cp` does; else replaces it whole, keeping its permission bits |
/// | a symbolic link (chain)  | does the same to the final target; the link stays                |
/// | a device, FIFO or socket | writes into it, never replaces it (`SpecialFiles`)               |
/// | a directory              | refuses it ("is a directory, not a file")                        |
///
/// Whole: a reader sees the old bytes or the new, never a mix. Single files go through a
/// temporary file beside them (`write`); a set goes through a staging folder (`OutputFolder`).
package enum OutputFiles {
    static func reason() -> String { String(cString: strerror(errno)) }

    /// What writing to a path does: nothing; create or replace the regular file `target` (a
    /// link's final target) with permission bits `mode`; or write into the device, FIFO or socket
    /// (`truncating`: a regular file reached through a link naming no path for it, such as
    /// `/proc/<pid>/fd/<n>` of a deleted file).
    enum Placement { case unchanged, replace(target: String, mode: mode_t?), direct(truncating: Bool) }

    /// The table's rule for writing `bytes` to `path`, found by `stat`, by reading links, and by
    /// reading a regular file only when it has the bytes' size. Changes nothing.
    /// - Throws: `IconSetError.io` naming the path for each refusal of the table.
    static func placement(of bytes: [UInt8], at path: String, specialFiles: SpecialFiles) throws(IconSetError) -> Placement {
        if path.isEmpty { throw IconSetError.io(path: path, reason: "empty file name") }
        var info = stat(), named = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw IconSetError.io(path: path, reason: "cannot write file: " + reason()) }
            return .replace(target: try linkTarget(of: path), mode: nil)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw IconSetError.io(path: path, reason: "is a directory, not a file") }
        if type == S_IFREG {
            let target = try linkTarget(of: path)
            guard lstat(target, &named) == 0, named.st_dev == info.st_dev, named.st_ino == info.st_ino else {
                if specialFiles == .writeDirectly { return .direct(truncating: true) }
                throw IconSetError.io(path: path, reason: "is a link to a file without a name; not replaced")
            }
            if Int(info.st_size) == bytes.count, readExisting(target, limit: bytes.count) == .contents(bytes) { return .unchanged }
            if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 { throw IconSetError.io(path: path, reason: "is write-protected; not replaced") }
            return .replace(target: target, mode: info.st_mode & 0o777)
        }
        guard specialFiles == .writeDirectly else {
            let kind = type == S_IFIFO ? "a FIFO (named pipe)" : type == S_IFSOCK ? "a socket" : "a device"
            throw IconSetError.io(path: path, reason: "is \(kind), not a regular file; not replaced")
        }
        return .direct(truncating: false)
    }

    /// Writes `files` whole and together (`step`'s icon and lanes image): every regular file's
    /// bytes go to a temporary file beside it (`.maneuver-icons.tmp-<pid>-<n>`, removed if interrupted)
    /// and every device is opened first, so an error there (a missing folder, a directory or
    /// write-protected file in a file's place, a full disk) changes nothing; then the devices are
    /// written, the regular file `removing` goes, and the temporary files are renamed into place.
    /// - Returns: per file, whether it changed (`false`: it held the bytes already).
    @discardableResult
    package static func write(_ files: [OutputFile], removing: String? = nil,
                              specialFiles: SpecialFiles = .writeDirectly) throws(IconSetError) -> [Bool] {
        var steps: [(fd: Int32, truncate: Bool, temporary: String, target: String, slot: Int?)?] = []
        defer {
            for case let step? in steps {
                if step.fd >= 0 { close(step.fd) }
                if !step.temporary.isEmpty { unlink(step.temporary) }
                if let slot = step.slot { Interruption.release(slot) }
            }
        }
        for file in files {
            switch try placement(of: file.bytes, at: file.path, specialFiles: specialFiles) {
            case .unchanged:
                steps.append(nil)
            case .direct(let truncate):
                let fd = open(file.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
                guard fd >= 0 else { throw IconSetError.io(path: file.path, reason: "cannot open for writing: " + reason()) }
                steps.append((fd, truncate, "", file.path, nil))
            case .replace(let target, let mode):
                // A name taken (another process of the same id, in another container sharing
                // the folder) is never touched: the next one is tried. Recorded for removal once
                // it is ours.
                var temporary = temporaryPath(beside: target), tries = 1
                while !create(temporary, file.bytes, mode: mode) {
                    guard errno == EEXIST, tries < 100 else {
                        throw IconSetError.io(path: target == file.path ? target : "\(file.path) (→ \(target))", reason: "cannot write file: " + reason())
                    }
                    (temporary, tries) = (temporaryPath(beside: target), tries + 1)
                }
                steps.append((-1, false, temporary, target, Interruption.register(temporary)))
            }
        }
        for (index, step) in steps.enumerated() where step?.fd ?? -1 >= 0 {
            steps[index]?.fd = -1
            let ok = (!step!.truncate || ftruncate(step!.fd, 0) == 0) && writeAll(files[index].bytes, toFileDescriptor: step!.fd)
            if close(step!.fd) != 0 || !ok { throw IconSetError.io(path: files[index].path, reason: "cannot write: " + reason()) }
        }
        if let removing, unlink(removing) != 0, errno != ENOENT { throw IconSetError.io(path: removing, reason: "cannot remove: " + reason()) }
        for (index, step) in steps.enumerated() where !(step?.temporary.isEmpty ?? true) {
            guard rename(step!.temporary, step!.target) == 0 else { throw IconSetError.io(path: files[index].path, reason: "cannot rename into place: " + reason()) }
            steps[index]?.temporary = ""
        }
        return steps.map { $0 != nil }
    }

    /// Creates the file `path` (it must not exist: EEXIST, and nothing there is touched) holding
    /// `bytes`, with permission bits `mode` (0644 less umask when nil); a file it created and
    /// could not fill is removed again. - Returns: false with `errno` set.
    static func create(_ path: String, _ bytes: [UInt8], mode: mode_t? = nil) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let ok = (mode.map { fchmod(fd, $0) == 0 } ?? true) && writeAll(bytes, toFileDescriptor: fd)
        if close(fd) == 0 && ok { return true }
        let failure = errno
        unlink(path)
        errno = failure
        return false
    }

    private static let temporaryCount = Atomic<Int>(0)

    /// `dir/.maneuver-icons.tmp-<pid>-<n>` for `dir/name`: in the file's folder (so the rename
    /// stays on one file system), unique per process and call, and short whatever the name's
    /// length (a 255-byte name is legal; a name built from it would not be).
    static func temporaryPath(beside path: String) -> String {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        return folder + ".maneuver-icons.tmp-\(getpid())-\(temporaryCount.add(1, ordering: .relaxed).newValue)"
    }

    /// The final target of the symbolic-link chain at `path` (relative link text resolves against
    /// the link's folder), or `path` when it is no link; the target need not exist.
    /// - Throws: `IconSetError.io` for a loop (more than 40 links) or an unreadable link.
    static func linkTarget(of path: String) throws(IconSetError) -> String {
        var current = path, info = stat()
        for _ in 0..<40 {
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw IconSetError.io(path: path, reason: "cannot read symbolic link \(current): " + reason()) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : (current.lastIndex(of: "/").map { String(current[...$0]) } ?? "") + link
        }
        throw IconSetError.io(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes all of `bytes` to `fd`, retrying after signals and partial writes.
    /// - Returns: false (with `errno` set) on a write error.
    package static func writeAll(_ bytes: [UInt8], toFileDescriptor fd: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 { if errno == EINTR { continue }; return false }
                done += n
            }
            return true
        }
    }

    /// What `readExisting` found at a path.
    package enum ExistingFile: Equatable { case absent, notRegular, tooLarge(byteCount: Int), unreadable(String), contents([UInt8]) }

    /// The bytes of the regular file at `path` (links followed) if it holds at most `limit`.
    /// Looks before reading: a directory, device or FIFO (`notRegular`) or a larger file is
    /// never read, and nothing blocks (opened non-blocking, checked again when open).
    package static func readExisting(_ path: String, limit: Int) -> ExistingFile {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .absent : .unreadable(reason()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(reason()) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { return .unreadable(reason()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        let size = Int(info.st_size)
        guard size <= limit else { return .tooLarge(byteCount: size) }
        var bytes = [UInt8](repeating: 0, count: size), done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, size - done) }
            if n < 0 { if errno == EINTR { continue }; return .unreadable(reason()) }
            if n == 0 { bytes.removeLast(size - done); break }   // shrank while reading
            done += n
        }
        return .contents(bytes)
    }

    /// Creates `path` and its missing parents (`mkdir -p`).
    /// - Returns: the folders it created, deepest first.
    /// - Throws: `IconSetError.io` when a component is something else (a symbolic link is named
    ///   with what it points at) or cannot be made; the folders it created are removed again.
    @discardableResult
    static func makeDirectories(_ path: String) throws(IconSetError) -> [String] {
        var prefix = path.hasPrefix("/") ? "/" : "", made: [String] = [], info = stat()
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if stat(prefix, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { continue }
            if mkdir(prefix, 0o755) == 0 { made.insert(prefix, at: 0); continue }
            let failure = errno, why = reason()
            if failure == EEXIST && stat(prefix, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { continue }   // made meanwhile
            for folder in made { rmdir(folder) }
            if failure == EEXIST && lstat(prefix, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? linkTarget(of: prefix)) ?? "?"
                let what = lstat(target, &info) == 0 ? "which is not a folder" : "which does not exist"
                throw IconSetError.io(path: prefix, reason: "\(prefix.shortenedForMessage) is a symbolic link to \(target.shortenedForMessage), \(what)")
            }
            throw IconSetError.io(path: prefix, reason: failure == EEXIST ? "\(prefix) exists and is not a directory" : "cannot create directory: " + why)
        }
        return made
    }
}

/// `write(2)`, named apart from `OutputFiles.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
