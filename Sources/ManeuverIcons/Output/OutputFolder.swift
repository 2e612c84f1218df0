#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation   // FileManager, to empty a leftover staging folder

/// A folder that `render --all` and `route` write a whole set of files into, `manifest.json` last.
///
/// Opening it creates it when missing, takes its lock (runs into one folder take turns), and
/// reads the previous manifest of the same kind (another kind's or program's is refused).
/// `write` checks every file's place before anything changes (a directory, FIFO, device or
/// write-protected file where a file goes, a non-folder where a folder goes: refused), then:
///
/// 1. Stages each file whose bytes change as `.maneuver-icons-staging/<n>`, with a plan: each
///    file's target, then the previous manifest's stale files with their SHA-256. Nothing
///    outside the staging folder changes; a failure removes it.
/// 2. Commits: renames the staging folder to `.maneuver-icons-commit`, the point of no return.
/// 3. Applies the plan: each file renamed into place (same file system: atomic), the manifest
///    last; the stale files removed while they hold the recorded bytes; the commit folder goes.
///
/// Opening finds what an interrupted run left: a staging folder changed nothing and is removed;
/// a commit folder is an update under way, and is finished first.
package final class OutputFolder {
    static let stagingName = ".maneuver-icons-staging", commitName = ".maneuver-icons-commit", planName = "plan"

    /// The folder, without trailing slashes.
    package let root: String
    /// The files the previous manifest of this kind lists.
    package private(set) var previous: [ListedFile] = []
    private let lock: FolderLock
    /// The folders opening created, deepest first: removed again (while empty) when this goes.
    private let created: [String]

    /// Opens `directory` (see the type); `notice` gets lines for the user: a wait for another
    /// run, an interrupted run's leftovers removed or finished.
    /// - Throws: `IconSetError.outputNotWritable` when the folder cannot be made, locked or
    ///   written; `.foreignManifest` (`Manifest.previousFiles`); `.io` when an interrupted run's
    ///   update cannot be finished.
    package init(_ directory: String, kind: ManifestKind, notice: ((String) -> Void)? = nil) throws(IconSetError) {
        var root = directory
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        Interruption.beginFolderRun(root)
        var waiting = notice.map { notice in { notice("waiting for another run into \(root.quotedForMessage) to finish…") } }
        var locked: FolderLock? = nil, made: [String] = []
        // The run ahead may remove the folder it created (it failed) while this one waits.
        for _ in 0..<16 where locked == nil {
            do throws(IconSetError) {
                if directory.isEmpty { throw IconSetError.io(path: directory, reason: "empty folder name") }
                made = try OutputFiles.makeDirectories(root) + made
                let lock = try FolderLock(root, waiting: waiting)
                if lock.holdsFolder(at: root) { locked = lock } else { waiting = nil }
            } catch {
                guard case .io(_, let reason) = error else { throw error }
                throw IconSetError.outputNotWritable(path: directory, reason: reason)
            }
        }
        guard let locked else { throw IconSetError.outputNotWritable(path: directory, reason: "it was removed again each time this run got its turn") }
        (self.root, lock, created) = (root, locked, made)
        Interruption.folderOpened(lock.descriptor)
        guard access(root, W_OK | X_OK) == 0 else { throw IconSetError.outputNotWritable(path: directory, reason: OutputFiles.reason()) }
        var info = stat()
        if lstat(root + "/" + Self.stagingName, &info) == 0 {
            guard Self.removeFolder(root + "/" + Self.stagingName) else {
                throw IconSetError.io(path: root + "/" + Self.stagingName, reason: "cannot remove this leftover of an interrupted run: " + OutputFiles.reason())
            }
            notice?("removed what an interrupted run had staged in \(root.quotedForMessage) (it had changed nothing there)")
        }
        if lstat(root + "/" + Self.commitName, &info) == 0 {
            let (moved, stale) = try apply()
            discardCommitFolder()
            notice?("finished the update an interrupted run left in \(root.quotedForMessage): \(moved) files moved into place, \(stale.removed.count) stale removed")
        }
        previous = try Manifest.previousFiles(in: root, kind: kind)
    }

    deinit {
        Interruption.endFolderRun()
        for folder in created { rmdir(folder) }
    }

    /// Writes `files` and then `manifest` as manifest.json, and removes the previous manifest's
    /// files that are not among them (see the type).
    /// - Returns: how many files changed, how many held their bytes already, the stale files.
    /// - Throws: `IconSetError.io` naming the path: "…; nothing changed" before the commit, "…;
    ///   the next run into '<folder>' finishes the update" after it.
    package func write(_ files: [OutputFile], manifest: [UInt8]) throws(IconSetError) -> (written: Int, unchanged: Int, stale: StaleRemoval) {
        let all = files + [OutputFile(path: Manifest.fileName, bytes: manifest)]
        let current = Set(all.map(\.path))
        let stale = previous.filter { !current.contains($0.path) }
        let changes: [(index: Int, target: String, mode: mode_t?)]
        do throws(IconSetError) {
            changes = try plan(all)
            if changes.isEmpty { return (0, all.count, Self.removeStale(stale, in: root)) }
            try stage(all, changes, stale)
            guard rename(root + "/" + Self.stagingName, root + "/" + Self.commitName) == 0 else {
                let why = OutputFiles.reason()
                Self.removeFolder(root + "/" + Self.stagingName)
                throw IconSetError.io(path: root + "/" + Self.commitName, reason: "cannot commit: " + why)
            }
        } catch {
            guard case .io(let path, let reason) = error else { throw error }
            throw IconSetError.io(path: path, reason: reason + "; nothing changed")
        }
        let (_, removal) = try apply()
        Interruption.folderUpdated()
        discardCommitFolder()
        Interruption.endFolderRun()
        return (changes.count, all.count - changes.count, removal)
    }

    /// Which files change and where each goes; every place checked, nothing changed.
    private func plan(_ files: [OutputFile]) throws(IconSetError) -> [(index: Int, target: String, mode: mode_t?)] {
        var info = stat(), checked: Set<String> = []
        guard stat(root, &info) == 0 else { throw IconSetError.io(path: root, reason: OutputFiles.reason()) }
        let device = info.st_dev
        /// `folder` (or, for the set's own folders, its nearest existing parent) is a folder on
        /// the output folder's file system that this user may write.
        func check(_ folder: String, mustExist: Bool, shown: String) throws(IconSetError) {
            guard checked.insert(folder).inserted else { return }
            var existing = folder
            while stat(existing, &info) != 0 {
                guard !mustExist, errno == ENOENT || errno == ENOTDIR else { throw IconSetError.io(path: shown, reason: "cannot create file: " + OutputFiles.reason()) }
                if lstat(existing, &info) == 0 { throw IconSetError.io(path: existing, reason: "is a symbolic link to a folder that does not exist") }
                existing = existing.lastIndex(of: "/").map { String(existing[..<$0]) } ?? "."
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw IconSetError.io(path: existing, reason: "exists and is not a directory") }
            guard info.st_dev == device else { throw IconSetError.io(path: shown, reason: "is on another file system than the output folder; not replaced") }
            guard access(existing, W_OK | X_OK) == 0 else { throw IconSetError.io(path: shown, reason: "cannot create file: " + OutputFiles.reason()) }
        }
        var changes: [(index: Int, target: String, mode: mode_t?)] = []
        for (index, file) in files.enumerated() {
            let path = root + "/" + file.path
            try check(String(path[..<path.lastIndex(of: "/")!]), mustExist: false, shown: path)
            guard case .replace(let target, let mode) = try OutputFiles.placement(of: file.bytes, at: path, specialFiles: .refuse) else { continue }
            if target != path {   // through a link: its target's folder must exist
                try check(target.lastIndex(of: "/").map { String(target[..<$0]) } ?? ".", mustExist: true, shown: "\(path) (→ \(target))")
            }
            if target.contains("\n") { throw IconSetError.io(path: path, reason: "leads to a name with a line break; not replaced") }
            changes.append((index, target, mode))
        }
        return changes
    }

    /// Writes the changed files and the plan into the staging folder (one thread: creating files
    /// is bound by the file system, not the cores); removes it on failure.
    private func stage(_ files: [OutputFile], _ changes: [(index: Int, target: String, mode: mode_t?)], _ stale: [ListedFile]) throws(IconSetError) {
        let staging = root + "/" + Self.stagingName
        guard mkdir(staging, 0o755) == 0 else { throw IconSetError.io(path: staging, reason: "cannot create: " + OutputFiles.reason()) }
        var plan = ""
        for (n, change) in changes.enumerated() {
            let target = change.target.hasPrefix(root + "/") ? String(change.target.dropFirst(root.count + 1)) : change.target
            plan += "write \(n) \(target)\n"
            guard OutputFiles.create(staging + "/\(n)", files[change.index].bytes, mode: change.mode) else {
                let why = OutputFiles.reason()
                Self.removeFolder(staging)
                throw IconSetError.io(path: change.target, reason: "cannot write: " + why)
            }
        }
        plan += stale.map { "stale \($0.sha256 ?? "-") \($0.path)\n" }.joined()
        guard OutputFiles.create(staging + "/" + Self.planName, Array(plan.utf8)) else {
            let why = OutputFiles.reason()
            Self.removeFolder(staging)
            throw IconSetError.io(path: staging, reason: "cannot write the plan: " + why)
        }
    }

    /// Carries out the commit folder's plan (step 3 of the type) but leaves the folder. A file an
    /// earlier, interrupted apply moved already is skipped, so applying again finishes the update;
    /// a commit folder left empty (its plan removed) is removed.
    private func apply() throws(IconSetError) -> (moved: Int, stale: StaleRemoval) {
        let folder = root + "/" + Self.commitName, unfinished = "; the next run into \(root.quotedForMessage) finishes the update"
        guard case .contents(let bytes) = OutputFiles.readExisting(folder + "/" + Self.planName, limit: 64 << 20) else {
            // Empty: its plan was carried out and removed, the folder not yet (`discardCommitFolder`).
            if rmdir(folder) == 0 { return (0, StaleRemoval()) }
            throw IconSetError.io(path: folder, reason: "holds no readable plan of the update it stands for; remove it and rerun")
        }
        var moved = 0, stale: [ListedFile] = [], info = stat()
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3 else { continue }
            if fields[0] == "stale" && Manifest.isSafeRelativePath(fields[2]) { stale.append(ListedFile(path: fields[2], sha256: fields[1])) }
            guard fields[0] == "write", Int(fields[1]) != nil, lstat(folder + "/" + fields[1], &info) == 0 else { continue }
            let target = fields[2].hasPrefix("/") ? fields[2] : root + "/" + fields[2]
            do throws(IconSetError) { try OutputFiles.makeDirectories(String(target[..<target.lastIndex(of: "/")!])) } catch {
                guard case .io(let path, let reason) = error else { throw error }
                throw IconSetError.io(path: path, reason: reason + unfinished)
            }
            guard rename(folder + "/" + fields[1], target) == 0 else {
                throw IconSetError.io(path: target, reason: "cannot move into place: " + OutputFiles.reason() + unfinished)
            }
            moved += 1
        }
        return (moved, Self.removeStale(stale, in: root))
    }

    /// Removes the commit folder of an update `apply` carried out: its plan, then the folder.
    private func discardCommitFolder() {
        let folder = root + "/" + Self.commitName
        unlink(folder + "/" + Self.planName)
        rmdir(folder)
    }

    /// Removes the files of `stale` (relative to `root`) that hold bytes this tool wrote there
    /// (their SHA-256 is one recorded for the path), and the folders that leaves empty; never
    /// anything else, nothing through a symbolic link to a folder. A file whose bytes changed, no
    /// regular file any more, or without a recorded hash is kept.
    static func removeStale(_ stale: [ListedFile], in root: String) -> StaleRemoval {
        var hashes: [String: Set<String>] = [:], result = StaleRemoval(), info = stat()
        for file in stale { hashes[file.path, default: []].formUnion(file.sha256.map { [$0] } ?? []) }
        for (path, recorded) in hashes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let full = root + "/" + path, found = OutputFiles.readExisting(full, limit: 64 << 20)
            var folder = root
            let real = path.split(separator: "/").dropLast().allSatisfy { component in
                folder += "/" + component
                return lstat(folder, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            switch found {
            case .absent: continue
            case _ where !real: if case .contents = found { result.failed.append(path) }
            case .unreadable: result.failed.append(path)
            case .tooLarge, .notRegular: result.kept.append(path)
            case .contents(let bytes):
                guard recorded.contains(ContentHash.sha256Hex(bytes)) else { result.kept.append(path); continue }
                guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, unlink(full) == 0 else { result.failed.append(path); continue }
                result.removed.append(path)
                var parent = path
                while let slash = parent.lastIndex(of: "/") {
                    parent = String(parent[..<slash])
                    if rmdir(root + "/" + parent) != 0 { break }
                }
            }
        }
        return result
    }

    /// Removes the flat folder `path` with its files (a link or file there: itself). - Returns: success.
    @discardableResult
    private static func removeFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return unlink(path) == 0 || errno == ENOENT }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { unlink(path + "/" + name) }
        return rmdir(path) == 0
    }
}

/// What removing stale files did, each list sorted: removed; kept (changed since this tool
/// wrote them, or no regular file any more); not removable (unreadable, no permission, or behind
/// a symbolic link to a folder).
package struct StaleRemoval: Sendable, Equatable {
    package var removed: [String] = [], kept: [String] = [], failed: [String] = []

    package init(removed: [String] = [], kept: [String] = [], failed: [String] = []) { (self.removed, self.kept, self.failed) = (removed, kept, failed) }
}
