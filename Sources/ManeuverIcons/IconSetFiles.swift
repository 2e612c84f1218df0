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
            guard mkdir(prefix, 0o755) != 0 else { continue }
            let failure = errno, why = reason()   // before `isDirectory` and `lstat` change errno
            if failure == EEXIST && isDirectory(prefix) { continue }   // made meanwhile by another run
            var info = stat()
            if failure == EEXIST && lstat(prefix, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? linkTarget(of: prefix)) ?? "?"
                let what = lstat(target, &info) == 0 ? "which is not a folder" : "which does not exist"
                throw IconSetError.io(path: prefix, reason: "\(prefix.shortenedForMessage) is a symbolic link to \(target.shortenedForMessage), \(what)")
            }
            throw IconSetError.io(path: prefix, reason: failure == EEXIST ? "\(prefix) exists and is not a directory" : "cannot create directory: " + why)
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

    /// The whole file, or `nil` (with `errno` set) when it does not exist or cannot be read, or
    /// (`errno` = `EFBIG`) holds more than `limit` bytes: a regular file's size is checked
    /// before reading, anything else (`/dev/zero`, a pipe) stops once past the limit.
    public static func read(_ path: String, limit: Int = .max) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > limit {
            errno = EFBIG
            return nil
        }
        return readAll(fileDescriptor: fd, limit: limit)
    }

    /// Everything readable from an open file descriptor (a file, standard input), or `nil` (with
    /// `errno` set) on a read error or (`EFBIG`) once more than `limit` bytes were read, so an
    /// endless input costs at most `limit` bytes of memory.
    public static func readAll(fileDescriptor fd: Int32, limit: Int = .max) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return bytes }
            if n > limit - bytes.count { errno = EFBIG; return nil }
            bytes += chunk[0..<n]
        }
    }

    /// What `readExisting(_:limit:)` found at a path.
    enum ExistingFile: Equatable {
        /// Nothing there.
        case absent
        /// A directory, device, FIFO or socket (after following symbolic links); never opened.
        case notRegular
        /// A regular file larger than the limit; not read.
        case tooLarge(byteCount: Int)
        /// It exists but could not be examined or read (the system's reason).
        case unreadable(String)
        /// A regular file's bytes.
        case contents([UInt8])
    }

    /// The bytes of the regular file at `path` when it holds at most `limit` bytes. Looks before
    /// reading (`stat`), so a device (`/dev/zero`), a FIFO or a huge file is never read and never
    /// blocks; the file is opened non-blocking and checked again on the open descriptor.
    static func readExisting(_ path: String, limit: Int) -> ExistingFile {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .absent : .unreadable(reason()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= limit else { return .tooLarge(byteCount: Int(info.st_size)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(reason()) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { return .unreadable(reason()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        let size = Int(info.st_size)
        guard size <= limit else { return .tooLarge(byteCount: size) }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress! + done, size - done) }
            if n < 0 { if errno == EINTR { continue }; return .unreadable(reason()) }
            if n == 0 { bytes.removeLast(size - done); break }   // shrank while reading
            done += n
        }
        return .contents(bytes)
    }

    /// Whether `path` is a regular file holding exactly `bytes`: compares sizes first (`stat`) and
    /// reads only a regular file of the same size.
    static func regularFile(_ path: String, holds bytes: [UInt8]) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        return readExisting(path, limit: bytes.count) == .contents(bytes)
    }

    /// Checks that files can be created in `directory` by creating and removing a probe file.
    /// - Throws: `IconSetError.outputNotWritable` with the system's reason.
    static func checkWritable(_ directory: String) throws(IconSetError) {
        let probe = TemporaryFiles.path(beside: directory + "/" + TemporaryFiles.probeName)
        let fd = TemporaryFiles.create(probe)
        guard fd >= 0 else { throw IconSetError.outputNotWritable(path: directory, reason: reason()) }
        close(fd)
        TemporaryFiles.remove(probe)
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

    /// The folders `IconSetFiles.prepareOutputFolder(path)` would create: `path` and each missing
    /// parent, deepest first (none when `path` is a folder already).
    public static func missingFolders(_ path: String) -> [String] {
        var current = path, missing: [String] = []
        while current.count > 1 && current.hasSuffix("/") { current.removeLast() }
        var info = stat()
        while !current.isEmpty && current != "/" && !(stat(current, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR) {
            missing.append(current)
            guard let slash = current.lastIndex(of: "/") else { break }
            current = String(current[..<slash])
        }
        return missing
    }

    /// Prepares the output folder `directory` (`prepareOutputFolder`: created with its missing
    /// parents, checked writable) and takes its lock (`FolderLock`; `waiting` as there). When the
    /// folder was removed or replaced while this run waited for the lock (the run ahead of it
    /// failed and removed the folder it had created), it is prepared and locked again.
    /// - Returns: the folder path without trailing slashes; the lock; the folders this call
    ///   created, deepest first, for the caller to remove again (`rmdir`: only while empty) if
    ///   its run fails, before it releases the lock.
    /// - Throws: `IconSetError.outputNotWritable` as `prepareOutputFolder` and `FolderLock` do,
    ///   having removed the folders it created.
    public static func prepareAndLockOutputFolder(_ directory: String, waiting: (() -> Void)? = nil)
        throws(IconSetError) -> (root: String, lock: FolderLock, created: [String]) {
        var waiting = waiting
        for _ in 0..<16 {
            let missing = missingFolders(directory)
            let root: String, lock: FolderLock
            do throws(IconSetError) {
                root = try prepareOutputFolder(directory)
                lock = try FolderLock(root, waiting: waiting)
            } catch {
                for folder in missing { rmdir(folder) }
                throw error
            }
            if lock.holdsFolder(at: root) { return (root, lock, missing) }
            waiting = nil   // said once
        }
        throw IconSetError.outputNotWritable(path: directory, reason: "it was removed again each time this run got its turn")
    }

    /// Holds an exclusive `flock` on an output folder while a set or route is written into it, so
    /// two runs into one folder take turns: the second starts from the first's manifest (and
    /// removes its files as stale when it writes another layout) instead of interleaving with it.
    /// Released when the value goes away; the lock is advisory and creates no file.
    public final class FolderLock {
        private let descriptor: Int32

        /// Waits until no other run holds `folder`'s lock, then holds it; `waiting` is called once,
        /// before the wait, when another run holds it (so a tool can say why it pauses). Where the
        /// file system cannot lock (some network file systems), the run goes ahead unlocked.
        /// - Throws: `IconSetError.outputNotWritable` when the folder cannot be opened.
        public init(_ folder: String, waiting: (() -> Void)? = nil) throws(IconSetError) {
            let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { throw IconSetError.outputNotWritable(path: folder, reason: "cannot open: " + IconSetFiles.reason()) }
            var result = flock(fd, LOCK_EX | LOCK_NB)
            while result != 0 && errno == EINTR { result = flock(fd, LOCK_EX | LOCK_NB) }
            if result != 0 && errno == EWOULDBLOCK {
                waiting?()
                while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
            }
            descriptor = fd
        }

        deinit { close(descriptor) }

        /// Whether `path` still names the locked folder (not removed or replaced meanwhile).
        public func holdsFolder(at path: String) -> Bool {
            var held = stat(), named = stat()
            return fstat(descriptor, &held) == 0 && stat(path, &named) == 0
                && held.st_dev == named.st_dev && held.st_ino == named.st_ino
        }
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
}

/// `read(2)`, named apart from `IconSetFiles.read(_:)`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
