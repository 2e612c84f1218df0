import Dispatch
import Foundation   // NSLock

/// Why an icon set could not be generated. Each case names the path or value at fault;
/// `description` escapes their control and bidi characters and cuts a path longer than 200
/// characters after 120 (`shortenedForMessage`), so the reason after it always shows.
public enum IconSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A layout name that is not one of `allowed`.
    case invalidLayout(String, allowed: [String])
    /// The output folder cannot be created or written; nothing was written.
    case outputNotWritable(path: String, reason: String)
    /// A file could not be written or renamed into place (`reason` is the system's).
    case io(path: String, reason: String)
    /// The renderer refused an item of the plan.
    case render(path: String, RenderError)
    /// A lane picture of the set has no lanes, so there is no image to write.
    case emptyLanes(String)
    /// The output folder holds a `manifest.json` this command did not write (`reason` says what it
    /// is); nothing was written or removed.
    case foreignManifest(path: String, reason: String)
    /// The output folder holds a file this command would overwrite but did not write (an
    /// `index.html` of the user's own); nothing was written or removed.
    case foreignFile(path: String)

    public var description: String {
        switch self {
        case .invalidLayout(let s, let allowed):
            return "invalid layout \(s.quotedForMessage): expected one of \(allowed.joined(separator: ", "))"
        case .outputNotWritable(let path, let reason):
            return "cannot write to output folder \(path.quotedForMessage): \(reason)"
        case .io(let path, let reason):
            return "\(path.shortenedForMessage): \(reason)"
        case .render(let path, let error):
            return "cannot render \(path.shortenedForMessage): \(error)"
        case .emptyLanes(let name):
            return "lane picture \(name.quotedForMessage) has no lanes"
        case .foreignManifest(let path, let reason):
            return "\(path.shortenedForMessage) \(reason); nothing was written or removed"
                + (reason.hasSuffix("rerun") ? "." : ". Choose another output folder.")
        case .foreignFile(let path):
            return "\(path.shortenedForMessage) was not written by maneuver-icons and would be replaced; nothing was written or removed. Choose another output folder or remove it."
        }
    }
}

/// Generates an icon set into a folder: the images of `IconSetLayout.plan`, `index.html`
/// (gallery), asset-catalog `Contents.json` files for `.xcassets`, and `manifest.json` last.
///
/// - Every file is written whole (temporary file in the same folder, then renamed) and left
///   untouched when its bytes are already right, so regeneration only changes what changed.
/// - Files listed by the folder's previous `manifest.json` and no longer produced are removed,
///   with their folders when those become empty, when they still hold the bytes written (the
///   SHA-256 the manifest records); files changed since are kept and reported (`Report.kept`).
///   Nothing else in the folder is touched. What a run writes is journaled as it lands
///   (`OutputJournal`), so the files of an interrupted run count as the folder's previous files
///   for the next run, and a failed run removes the files it added. A
///   manifest.json that is not an icon-set manifest of this tool (a route's, another program's)
///   makes `generate` refuse the folder before writing anything.
/// - Temporary files an interrupted run left (`.<name>.tmp-<pid>-<n>` of a process that is gone)
///   in the set's folders are removed first.
/// - Every image is drawn, and every file's place checked, before the first file is written.
/// - Rendering runs on all cores (`DispatchQueue.concurrentPerform`, one shared thread-safe
///   `IconRenderer`); output does not depend on thread timing: same input, same bytes.
public struct IconSetGenerator: Sendable {
    public var layout: IconSetLayout
    /// The lane pictures of the set (default `IconSetLanes.common`).
    public var lanes: [IconSetLanes]
    public let renderer: IconRenderer
    /// Called once, with the folder, when `generate` has to wait for another run into the same
    /// folder to finish (runs take turns: `IconSetFiles.FolderLock`); nil: wait silently.
    public var waitingForFolder: (@Sendable (_ folder: String) -> Void)?

    public init(layout: IconSetLayout = .flat, lanes: [IconSetLanes] = IconSetLanes.common,
                renderer: IconRenderer = IconRenderer()) {
        self.layout = layout; self.lanes = lanes; self.renderer = renderer
    }

    /// Every image of the set, sorted by path.
    public var items: [IconSetItem] { layout.plan(lanes: lanes) }

    /// What a generation did.
    public struct Report: Sendable {
        public var manifest: IconSetManifest
        /// Files (images and support files, manifest included) whose bytes changed or that are new.
        public var written: Int
        /// Files already holding the right bytes, left untouched.
        public var unchanged: Int
        /// Stale files (of the previous manifest, or written by an interrupted or failed run)
        /// that were removed, sorted.
        public var removed: [String]
        /// Stale files kept because their bytes changed since this tool wrote them, sorted.
        public var kept: [String] = []
        /// Stale files that could not be removed (`StaleRemoval.failed`), sorted.
        public var failed: [String] = []
    }

    /// The PNG file of one item.
    /// - Throws: `IconSetError.render` naming the item's path.
    public func png(for item: IconSetItem) throws(IconSetError) -> [UInt8] {
        switch item.subject {
        case .maneuver(let maneuver, let size):
            let options = ImageOptions(size: size, scale: item.scale, colors: item.theme.colors)
            do throws(RenderError) { return try renderer.maneuverPNG(maneuver, options: options) } catch {
                throw IconSetError.render(path: item.path, error)
            }
        case .lanes(let set, let laneLayout):
            let options = LanesImageOptions(layout: laneLayout, scale: item.scale, colors: item.theme.colors)
            let png: [UInt8]?
            do throws(RenderError) { png = try renderer.lanesPNG(set.lanes, options: options) } catch {
                throw IconSetError.render(path: item.path, error)
            }
            guard let png else { throw IconSetError.emptyLanes(set.name) }
            return png
        }
    }

    /// Writes the set into `directory` (created with its parents when missing).
    /// - Parameters:
    ///   - items: the images to produce; default every item of the plan. A subset gives a smaller
    ///     set with its own manifest and gallery (the previous manifest's other files are stale).
    ///   - progress: called from worker threads after each image with (done, total).
    /// - Throws: `IconSetError.outputNotWritable` before anything is written when the folder cannot
    ///   be created or written; `.foreignManifest` before anything is written when its
    ///   manifest.json is not an icon-set manifest of this tool; `.foreignFile` before anything is
    ///   written when it holds an `index.html` this tool did not write; `.render` for the first
    ///   item in plan order that cannot be drawn, before anything is written (every image is drawn
    ///   first); `.io` before anything is written when a file's place holds a directory, a FIFO,
    ///   device or socket (never opened: it would block or swallow the image) or a write-protected
    ///   file (`StagedFiles.check`), and `.io` for a failure only writing shows (a full disk): the
    ///   previous manifest then stays in place, the files this run added are removed again, and
    ///   the ones it replaced are complete.
    @discardableResult
    public func generate(into directory: String, items: [IconSetItem]? = nil,
                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(IconSetError) -> Report {
        let notice = waitingForFolder
        let (root, lock, missing) = try IconSetFiles.prepareAndLockOutputFolder(
            directory, waiting: notice.map { notice in { notice(directory) } })
        defer { withExtendedLifetime(lock) {} }
        do throws(IconSetError) {
            return try generate(lockedFolder: root, items: items, progress: progress)
        } catch {
            // The output folder and parents this run created go again (while empty), before the
            // lock is released: a run waiting for the folder must not get one being removed.
            for folder in missing { rmdir(folder) }   // deepest first; only an empty folder goes
            throw error
        }
    }

    /// `generate(into:items:progress:)` in the prepared and locked folder `root`.
    private func generate(lockedFolder root: String, items: [IconSetItem]?,
                          progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) throws(IconSetError) -> Report {
        let previous = try IconSetFiles.previousFiles(in: root, kind: .iconSet)
        try IconSetGallery.checkReplaceable(root + "/" + IconSetGallery.fileName,
                                            listed: previous.contains { $0.path == IconSetGallery.fileName })
        // Folders an interrupted run created (before this run's journal lines join them).
        let journaledFolders = OutputJournal.folders(in: root, kind: .iconSet)
        let journal = OutputJournal(folder: root, kind: .iconSet)
        let items = (items ?? self.items).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var folders = Set(items.map { Self.parentFolder(of: $0.path) })
        if layout == .xcassets { folders.insert(IconSetNaming.assetCatalog) }
        // Folders this run creates (with every new ancestor), removed again if it fails while
        // they are still empty.
        var created: [String] = []
        for folder in folders.sorted() where !folder.isEmpty {
            var prefix = ""
            for component in folder.split(separator: "/") {
                prefix += (prefix.isEmpty ? "" : "/") + component
                if !IconSetFiles.isDirectory(root + "/" + prefix) && !created.contains(prefix) { created.append(prefix) }
            }
        }
        journal.willCreateFolders(created)
        do throws(IconSetError) {
            for folder in folders.sorted() where !folder.isEmpty { try IconSetFiles.makeDirectories(root + "/" + folder) }
            let report = try write(into: root, items: items, folders: folders, previous: previous,
                                   journaledFolders: journaledFolders, journal: journal, progress: progress)
            // An interrupted run's folders this set does not use, left empty: it may have made
            // them before writing any file into them (never through a link to a folder elsewhere).
            for folder in journaledFolders.sorted(by: { $0.count > $1.count })
            where !folders.contains(folder) && IconSetFiles.foldersAreReal(folder + "/x", in: root) {
                rmdir(root + "/" + folder)   // only if empty
            }
            return report
        } catch {
            journal.discardNewFiles(keeping: previous)
            for folder in created.sorted(by: { $0.count > $1.count }) { rmdir(root + "/" + folder) }   // only if empty
            throw error
        }
    }

    /// `generate` once the folder is prepared, locked and checked, and the set's folders made.
    private func write(into root: String, items: [IconSetItem], folders: Set<String>, previous: [ListedFile],
                       journaledFolders: [String],
                       journal: OutputJournal,
                       progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) throws(IconSetError) -> Report {
        // Also the folders of earlier runs' files (another layout's), and the folders an
        // interrupted run made (which may hold only its temporary files): a killed run's
        // temporary files may sit there.
        let earlierFolders = (previous.map { Self.parentFolder(of: $0.path) } + journaledFolders)
            .filter { IconSetFiles.foldersAreReal($0 + "/x", in: root) }
        let swept = Set(folders).union(earlierFolders).sorted()
        IconSetFiles.removeLeftoverTemporaryFiles(in: swept.map { $0.isEmpty ? root : root + "/" + $0 } + [root])

        // Render and hash every image on all cores; results land in their own slot.
        let rendered = ResultSlots<(IconSetManifest.File, [UInt8])>(count: items.count)
        let counter = ProgressCounter()
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let item = items[index]
            rendered.set(index, Result { () throws(IconSetError) -> (IconSetManifest.File, [UInt8]) in
                let png = try png(for: item)
                let (w, h) = Self.pngPixelSize(png)
                return (IconSetManifest.File(item: item, pixelWidth: w, pixelHeight: h, byteCount: png.count,
                                             sha256: ContentHash.sha256Hex(png)), png)
            })
            if let progress { progress(counter.increment(), items.count) }
        }
        var renderedFiles: [IconSetManifest.File] = [], renderedImages: [[UInt8]] = []
        for index in 0..<items.count {
            let (file, png) = try rendered.get(index).get()
            renderedFiles.append(file)
            renderedImages.append(png)
        }
        let files = renderedFiles, images = renderedImages

        // Support files (gallery, asset-catalog Contents.json), then the manifest that lists them all.
        var support: [(path: String, bytes: [UInt8])] = [(IconSetGallery.fileName, Array(IconSetGallery.html(items: items, layout: layout).utf8))]
        if layout == .xcassets { support += IconSetAssetCatalog.contentsFiles(for: items).map { ($0.path, Array($0.text.utf8)) } }
        support.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let supportFiles = support.map { IconSetManifest.SupportFile(path: $0.path, sha256: ContentHash.sha256Hex($0.bytes)) }
        let manifest = IconSetManifest(layout: layout, files: files, supportFiles: supportFiles)
        let manifestBytes = Array(manifest.json.utf8)

        // Every file's place is checked before the first one changes (as `route` does): a folder,
        // a FIFO or a write-protected file where a file goes fails the run with nothing changed.
        try StagedFiles.check(zip(items, images).map { .write($1, to: root + "/" + $0.path) }
                              + support.map { .write($0.bytes, to: root + "/" + $0.path) }
                              + [.write(manifestBytes, to: root + "/" + IconSetManifest.fileName)],
                              specialFiles: .refuse)

        // Write the images on all cores, each journaled before it lands.
        let outcomes = ResultSlots<Bool>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let path = items[index].path, hash = files[index].sha256
            outcomes.set(index, Result { () throws(IconSetError) -> Bool in
                journal.willWrite(path, sha256: hash)
                let changed = try IconSetFiles.writeWhole(images[index], to: root + "/" + path, specialFiles: .refuse)
                journal.didWrite(path, sha256: hash, changed: changed)
                return changed
            })
        }
        var written = 0, unchanged = 0
        for index in 0..<items.count {
            if try outcomes.get(index).get() { written += 1 } else { unchanged += 1 }
        }
        for ((path, bytes), file) in zip(support, supportFiles) {
            journal.willWrite(path, sha256: file.sha256)
            let changed = try IconSetFiles.writeWhole(bytes, to: root + "/" + path, specialFiles: .refuse)
            journal.didWrite(path, sha256: file.sha256, changed: changed)
            if changed { written += 1 } else { unchanged += 1 }
        }
        let current = Set(manifest.allPaths)
        journal.carry(previous.filter { !current.contains($0.path) })
        if try IconSetFiles.writeWhole(manifestBytes, to: root + "/" + IconSetManifest.fileName, specialFiles: .refuse) { written += 1 } else { unchanged += 1 }

        let stale = IconSetFiles.removeStale(previous, keeping: current, in: root)
        journal.finish()
        return Report(manifest: manifest, written: written, unchanged: unchanged, removed: stale.removed,
                      kept: stale.kept, failed: stale.failed)
    }

    static func parentFolder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian).
    static func pngPixelSize(_ png: [UInt8]) -> (Int, Int) {
        guard png.count >= 24 else { return (0, 0) }
        func be32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        return (be32(16), be32(20))
    }
}

/// One result slot per work item, each written by exactly one worker thread.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Result<Value, IconSetError>?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<Value, IconSetError>) {
        lock.withLock { slots[index] = value }
    }
    func get(_ index: Int) -> Result<Value, IconSetError> {
        lock.withLock { slots[index]! }
    }
}

/// Images finished so far, for progress reports.
private final class ProgressCounter: @unchecked Sendable {
    private var done = 0
    private let lock = NSLock()
    func increment() -> Int { lock.withLock { done += 1; return done } }
}
