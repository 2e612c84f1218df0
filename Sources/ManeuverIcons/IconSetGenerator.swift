import Dispatch
import Synchronization

/// Why an icon set could not be generated. Each case names the path or value at fault;
/// `description` escapes their control and bidi characters and cuts a path longer than 200
/// characters after 120 (`shortenedForMessage`), so the reason after it always shows.
public enum IconSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A layout name that is not one of `allowed`.
    case invalidLayout(String, allowed: [String])
    /// A format name that is not one of `allowed`.
    case invalidFormat(String, allowed: [String])
    /// A format the layout cannot hold (a VectorDrawable in an asset catalog); `allowed` are
    /// the layout's.
    case formatNotInLayout(format: String, layout: String, allowed: [String])
    /// A preset name that is not one of `allowed` (or a `cluster:` preset out of range: `reason`).
    case invalidPreset(String, reason: String)
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
    /// A sprite sheet that cannot be made (`reason`: a vector format, a layout other than flat,
    /// an image longer than a strip); nothing was written.
    case invalidSprite(reason: String)

    public var description: String {
        switch self {
        case .invalidLayout(let s, let allowed):
            return "invalid layout \(s.quotedForMessage): expected one of \(allowed.joined(separator: ", "))"
        case .invalidFormat(let s, let allowed):
            return "invalid format \(s.quotedForMessage): expected one of \(allowed.joined(separator: ", "))"
        case .formatNotInLayout(let format, let layout, let allowed):
            return "the \(layout) layout cannot hold \(format) images: it takes \(allowed.joined(separator: " or "))"
        case .invalidPreset(let s, let reason):
            return "invalid preset \(s.quotedForMessage): \(reason)"
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
        case .invalidSprite(let reason):
            return "cannot make a sprite sheet: \(reason)"
        case .foreignFile(let path):
            return "\(path.shortenedForMessage) was not written by maneuver-icons and would be replaced; nothing was written or removed. Choose another output folder or remove it."
        }
    }
}

/// Generates an icon set into a folder: the images of `IconSetLayout.plan`, `index.html` (a
/// gallery), the layout's support files (an asset catalog's Contents.json) and `manifest.json`,
/// through `OutputFolder`, with its guarantees: every image is drawn and every file's place
/// checked before anything in the folder changes, and the set lands whole; files holding the
/// right bytes are left untouched; files the previous manifest listed and the set no longer has
/// are removed while they hold the bytes it recorded (changed ones are kept and reported);
/// nothing else is touched. A `manifest.json` that is not an icon-set manifest of this tool (a
/// route's, another program's), or an `index.html` it does not list and this tool did not write,
/// makes `generate` refuse the folder. Rendering runs on all cores; the same input always gives
/// the same bytes.
public struct IconSetGenerator: Sendable {
    public var layout: IconSetLayout
    /// The lane pictures of the set (default `IconSetLanes.common`).
    public var lanes: [IconSetLanes]
    /// Sizes, themes and colours, scales, style, format (default the standard set).
    public var content: IconSetContent
    public let renderer: IconRenderer
    /// Gets lines for the user: a wait for another run into the folder, an interrupted run's
    /// leftovers removed or its update finished.
    public var notice: (@Sendable (String) -> Void)?

    public init(layout: IconSetLayout = .flat, lanes: [IconSetLanes] = IconSetLanes.common,
                content: IconSetContent = IconSetContent(), renderer: IconRenderer = IconRenderer()) {
        self.layout = layout; self.lanes = lanes; self.content = content; self.renderer = renderer
    }

    /// A set of `preset` (its layout and content) with `lanes`.
    public init(preset: IconSetPreset, lanes: [IconSetLanes] = IconSetLanes.common, renderer: IconRenderer = IconRenderer()) {
        self.init(layout: preset.layout, lanes: lanes, content: preset.content, renderer: renderer)
    }

    /// Every image of the set, sorted by path.
    public var items: [IconSetItem] { layout.plan(lanes: lanes, content: content) }

    /// What a generation did.
    public struct Report: Sendable {
        public var manifest: IconSetManifest
        /// Files (images, support files, the manifest) that are new or whose bytes changed.
        public var written: Int
        /// Files already holding the right bytes, left untouched.
        public var unchanged: Int
        /// Stale files (the previous manifest's, no longer in the set) removed, sorted.
        public var removed: [String]
        /// Stale files kept because their bytes changed since this tool wrote them, sorted.
        public var kept: [String] = []
        /// Stale files that could not be removed (unreadable, behind a link to a folder), sorted.
        public var failed: [String] = []
    }

    /// Writes the set into `directory` (created with its parents when missing).
    /// - Parameters:
    ///   - items: the images to produce; default every item of the plan. A subset gives a smaller
    ///     set with its own manifest and gallery (the previous manifest's other files are stale).
    ///   - progress: called from worker threads after each image with (done, total).
    /// - Throws: before anything in the folder changes: `.formatNotInLayout` for a content format
    ///   the layout cannot hold; `IconSetError.render` (or `.emptyLanes`)
    ///   for the first item in plan order that cannot be drawn; `.outputNotWritable` when the
    ///   folder cannot be created or written; `.foreignManifest` or `.foreignFile` as above; `.io`
    ///   naming the path for a directory, FIFO, device, socket or write-protected file where a
    ///   file goes, or a failure while staging (a full disk). After the commit, `.io` when a file
    ///   cannot be moved into place (the next run finishes the update).
    @discardableResult
    public func generate(into directory: String, items: [IconSetItem]? = nil,
                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(IconSetError) -> Report {
        if let format = content.format, !layout.formats.contains(format) {
            throw IconSetError.formatNotInLayout(format: format.name, layout: layout.name, allowed: layout.formats.map(\.name))
        }
        Interruption.beginFolderRun(directory)
        defer { Interruption.endFolderRun() }
        let items = (items ?? self.items).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let images = try render(items, progress: progress)
        var previews: [String: String] = [:], pixelSizes: [String: (width: Int, height: Int)] = [:]
        for image in images {
            if let preview = image.preview { previews[image.entry.path] = preview }
            let points = image.entry.item.points, scale = image.entry.item.scale
            if image.entry.pixelWidth != Int((points.width * scale).rounded()) || image.entry.pixelHeight != Int((points.height * scale).rounded()) {
                pixelSizes[image.entry.path] = (image.entry.pixelWidth, image.entry.pixelHeight)
            }
        }
        let gallery = IconSetGallery.html(items: items, layout: layout, previews: previews, pixelSizes: pixelSizes)
        let support = ([OutputFile(path: IconSetGallery.fileName, bytes: Array(gallery.utf8))]
                       + layout.rules.supportFiles(for: items, content: content)).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let manifest = IconSetManifest(layout: layout, files: images.map(\.entry), supportFiles: support.map {
            IconSetManifest.SupportFile(path: $0.path, sha256: ContentHash.sha256Hex($0.bytes))
        }, content: content)
        let folder = try OutputFolder(directory, kind: .iconSet, notice: notice)
        try IconSetGallery.checkReplaceable(folder.root + "/" + IconSetGallery.fileName,
                                            listed: folder.previous.contains { $0.path == IconSetGallery.fileName })
        let outcome = try folder.write(images.map { OutputFile(path: $0.entry.path, bytes: $0.bytes) } + support, manifest: manifest.json)
        return Report(manifest: manifest, written: outcome.written, unchanged: outcome.unchanged, removed: outcome.stale.removed,
                      kept: outcome.stale.kept, failed: outcome.stale.failed)
    }

    /// One rendered file: its manifest entry, bytes and gallery preview (`IconSetEncoding.preview`).
    private typealias Rendered = (entry: IconSetManifest.File, bytes: [UInt8], preview: String?)

    /// Every item's file and manifest entry, drawn and hashed on all cores.
    /// - Throws: `IconSetError.render` (or `.emptyLanes`) for the first item, in order, that fails.
    private func render(_ items: [IconSetItem], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?)
        throws(IconSetError) -> [Rendered] {
        let results = Mutex<[Int: Result<Rendered, IconSetError>]>([:])
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = Result { () throws(IconSetError) -> Rendered in
                let item = items[index]
                let bytes = try self.bytes(for: item)
                var size = (width: Int((item.points.width * item.scale).rounded()), height: Int((item.points.height * item.scale).rounded()))
                if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count >= 24 {
                    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
                    size = (be32(16), be32(20))
                } else if !item.format.isVector, let canvas = content.canvas, canvas.width >= size.width, canvas.height >= size.height {
                    // A raw device format on a cluster's canvas (`IconSetImage.onCanvas`): lanes
                    // images are not put on it.
                    if case .lanes = item.subject {} else { size = (canvas.width, canvas.height) }
                }
                let preview: String?
                do throws(RenderError) { preview = try item.format.encoding.preview(for: image(item)) } catch {
                    throw IconSetError.render(path: item.path, error)
                }
                return (IconSetManifest.File(item: item, pixelWidth: size.width, pixelHeight: size.height, byteCount: bytes.count,
                                             sha256: ContentHash.sha256Hex(bytes)), bytes, preview)
            }
            results.withLock { $0[index] = result }
            progress?(done.add(1, ordering: .relaxed).newValue, items.count)
        }
        return try results.withLock { results in (0..<items.count).map { results[$0]! } }.map { result throws(IconSetError) in try result.get() }
    }

    /// The file of one item in its format, in the content's colours and style (a PNG's width and
    /// height are in its IHDR chunk, bytes 16–23).
    /// - Throws: `IconSetError.render` naming the item's path; `.emptyLanes` for a lanes picture
    ///   without lanes.
    public func bytes(for item: IconSetItem) throws(IconSetError) -> [UInt8] {
        let bytes: [UInt8]?
        do throws(RenderError) { bytes = try item.format.encoding.bytes(for: image(item)) } catch {
            throw IconSetError.render(path: item.path, error)
        }
        guard let bytes else {
            if case .lanes(let set, _) = item.subject { throw IconSetError.emptyLanes(set.name) }
            throw IconSetError.emptyLanes("")
        }
        return bytes
    }

    /// `item` as this set draws it.
    private func image(_ item: IconSetItem) -> IconSetImage { IconSetImage(item: item, content: content, renderer: renderer) }
}
