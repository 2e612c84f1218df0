import Foundation   // NSLock
#if canImport(Glibc)
import Glibc
#endif

/// A file an earlier run of this tool wrote into an output folder: its path relative to the
/// folder, and the SHA-256 (lowercase hex) of the bytes written, when known.
public struct ListedFile: Hashable, Sendable {
    public var path: String
    public var sha256: String?

    public init(path: String, sha256: String?) { self.path = path; self.sha256 = sha256 }
}

/// The record of what a run into a managed output folder (`render --all`, `route`) has written
/// so far: `.maneuver-icons-journal-<kind>` in the folder (one per `ManifestKind`, so the two
/// commands never take each other's files for their own), one line `<sha256> <path>` per file,
/// appended as each file lands and removed once the run's manifest is in place.
///
/// A run that is interrupted or fails leaves its journal behind with the previous manifest, so
/// the files it wrote are not orphans: the next run reads the journal as well as the manifest
/// and removes those files too when it no longer produces them. Each file is journaled before
/// it is renamed into place (`willWrite`), and the previous manifest's stale files before the
/// new manifest replaces it (`carry`); the journal goes only after the stale files are removed.
/// Appends are best effort: a journal that cannot be written loses only that clean-up, never an
/// image.
public final class OutputJournal: @unchecked Sendable {
    /// The journal's file name in the folder for runs of `kind`.
    public static func fileName(_ kind: ManifestKind) -> String { ".maneuver-icons-journal-" + kind.rawValue }
    /// The largest journal read (a whole set's journal is about 100 kB).
    static let byteLimit = 16 << 20

    private let root: String
    private let kind: ManifestKind
    private let descriptor: Int32
    /// True when no earlier run's entries were in the journal when this run opened it.
    private let startedEmpty: Bool
    private let lock = NSLock()
    /// Paths this run wrote anew or with changed bytes, with their hashes.
    private var written: [ListedFile] = []

    /// Opens (creating when missing) the journal of runs of `kind` in the folder `root` for
    /// appending; entries of an earlier run stay.
    public init(folder root: String, kind: ManifestKind) {
        self.root = root
        self.kind = kind
        // O_NOFOLLOW: a symbolic link in the journal's place is not followed (no lines are
        // appended to whatever it points at); the run then goes without a journal.
        // O_NONBLOCK and the regular-file check: a FIFO or device there never blocks the run.
        var fd = open(root + "/" + Self.fileName(kind), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        var info = stat()
        if fd >= 0 && (fstat(fd, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG) { close(fd); fd = -1 }
        descriptor = fd
        startedEmpty = fd >= 0 && info.st_size == 0
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Records that `path` (relative to the folder) is about to receive bytes with hash
    /// `sha256`: called before the file is renamed into place, so no interruption can leave it
    /// unrecorded.
    public func willWrite(_ path: String, sha256: String) {
        append([ListedFile(path: path, sha256: sha256)])
    }

    /// Records that `path` now holds the bytes announced by `willWrite`; `changed` says whether
    /// this run changed the file (new or different bytes), for `discardNewFiles`.
    public func didWrite(_ path: String, sha256: String, changed: Bool) {
        guard changed else { return }
        lock.withLock { written.append(ListedFile(path: path, sha256: sha256)) }
    }

    /// Records folders (relative to the folder) this run is about to create, before it creates
    /// them: an interrupted run may leave some of them empty, and the next run removes those it
    /// does not need (`folders(in:kind:)`). One line `folder <path>` each.
    public func willCreateFolders(_ paths: [String]) {
        guard descriptor >= 0, !paths.isEmpty else { return }
        appendText(paths.map { Self.folderMarker + $0 + "\n" }.joined())
    }

    /// Carries earlier runs' files that this run will remove as stale into the journal, before
    /// the new manifest (which no longer lists them) replaces the previous one.
    public func carry(_ files: [ListedFile]) {
        append(files.filter { $0.sha256 != nil })
    }

    private func append(_ files: [ListedFile]) {
        guard descriptor >= 0, !files.isEmpty else { return }
        appendText(files.map { "\($0.sha256 ?? "") \($0.path)\n" }.joined())
    }

    private func appendText(_ text: String) {
        lock.withLock {
            // One write per call with O_APPEND: concurrent records never interleave.
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }

    /// The run completed (its manifest is in place, stale files removed): the journal goes.
    public func finish() {
        unlink(root + "/" + Self.fileName(kind))
    }

    /// The run failed: removes the files it wrote that the folder's earlier runs (`previous`)
    /// do not account for, if they still hold what this run wrote, so a failed run (a full disk,
    /// say) leaves the folder as it found it apart from files it replaced. The journal goes too
    /// when that leaves nothing for it to record (no earlier run's entries, no file kept).
    /// - Returns: the removed paths, sorted.
    @discardableResult
    public func discardNewFiles(keeping previous: [ListedFile]) -> [String] {
        let known = Set(previous.map(\.path))
        let fresh = lock.withLock { written.filter { !known.contains($0.path) } }
        let outcome = IconSetFiles.removeStale(fresh, keeping: [], in: root)
        if startedEmpty && outcome.kept.isEmpty { finish() }
        return outcome.removed
    }

    /// How a folder line of the journal starts (file lines start with a 64-digit hash).
    static let folderMarker = "folder "

    /// The folders (relative paths) that runs of `kind` recorded in `root`'s journal as created
    /// (`willCreateFolders`); only safe relative paths count.
    public static func folders(in root: String, kind: ManifestKind) -> [String] {
        guard case .contents(let bytes) = IconSetFiles.readExisting(root + "/" + fileName(kind), limit: byteLimit) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard line.hasPrefix(folderMarker) else { return nil }
            let path = String(line.dropFirst(folderMarker.count))
            return IconSetManifest.isSafeRelativePath(path) ? path : nil
        }
    }

    /// The entries of the journal an interrupted or failed run of `kind` left in `root` (empty when there
    /// is none); only safe relative paths (`IconSetManifest.isSafeRelativePath`) with a 64-digit
    /// hash count, so a damaged journal can never point outside the folder.
    public static func entries(in root: String, kind: ManifestKind) -> [ListedFile] {
        guard case .contents(let bytes) = IconSetFiles.readExisting(root + "/" + fileName(kind), limit: byteLimit) else { return [] }
        let hexDigits = Set("0123456789abcdef")
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let space = line.firstIndex(of: " ") else { return nil }
            let hash = line[..<space], path = String(line[line.index(after: space)...])
            guard hash.count == 64, hash.allSatisfy(hexDigits.contains), IconSetManifest.isSafeRelativePath(path) else { return nil }
            return ListedFile(path: path, sha256: String(hash))
        }
    }
}

/// What removing stale files did.
public struct StaleRemoval: Sendable, Equatable {
    /// Files removed, sorted.
    public var removed: [String] = []
    /// Files no longer produced but kept because their bytes are not what this tool wrote (the
    /// user changed or replaced them, also by a folder, FIFO or other non-regular file), sorted.
    public var kept: [String] = []
    /// Files that should have gone but could not be read or removed (no permission, or reached
    /// through a symbolic link to a folder, which is never followed), sorted.
    public var failed: [String] = []

    public init(removed: [String] = [], kept: [String] = [], failed: [String] = []) {
        self.removed = removed; self.kept = kept; self.failed = failed
    }
}

extension IconSetFiles {
    /// Removes the files of `previous` (relative to `root`) that are not in `current` and still
    /// hold bytes this tool wrote there (their SHA-256 is one recorded for the path), and their
    /// folders when those become empty; never anything else. A file whose bytes changed since, or
    /// that has no recorded hash, is kept and reported.
    public static func removeStale(_ previous: [ListedFile], keeping current: Set<String>, in root: String) -> StaleRemoval {
        var hashes: [String: Set<String>] = [:]
        for file in previous where !current.contains(file.path) {
            hashes[file.path, default: []].formUnion(file.sha256.map { [$0] } ?? [])
        }
        var result = StaleRemoval()
        for (path, recorded) in hashes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let full = root + "/" + path
            guard foldersAreReal(path, in: root) else {
                if case .contents = readExisting(full, limit: staleFileByteLimit) { result.failed.append(path) }
                continue
            }
            let bytes: [UInt8]
            switch readExisting(full, limit: staleFileByteLimit) {
            case .contents(let b): bytes = b
            case .tooLarge, .notRegular: result.kept.append(path); continue   // not the file written: the user's now
            case .unreadable: result.failed.append(path); continue
            case .absent: continue
            }
            if recorded.contains(ContentHash.sha256Hex(bytes)) {
                if removeFile(full, pruningUpTo: root) { result.removed.append(path) } else { result.failed.append(path) }
            } else {
                result.kept.append(path)
            }
        }
        return result
    }

    /// Whether every folder on the way from `root` to the relative `path` is a real directory,
    /// not a symbolic link: stale files are removed only inside the output folder itself, never
    /// through a link to a folder elsewhere.
    static func foldersAreReal(_ path: String, in root: String) -> Bool {
        var folder = root
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            var info = stat()
            guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        }
        return true
    }

    /// Larger stale files are kept unread (a 3072 px RGBA PNG, the largest image, is at most
    /// ≈ 38 MB).
    static let staleFileByteLimit = 64 << 20
}
