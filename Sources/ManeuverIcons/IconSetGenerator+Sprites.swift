import Dispatch
import IconEncoders
import IconPNG
import IconRaster
import Synchronization

extension IconSetGenerator {
    /// What a sprite sheet run wrote.
    public struct SpriteReport: Sendable {
        /// The strips' and the indexes' paths relative to the folder, sorted.
        public var files: [String]
        /// How many strips (image files) there are.
        public var strips: Int
        /// Files written (their bytes changed), and files that held their bytes already.
        public var written: Int
        public var unchanged: Int
        /// The previous manifest's files no longer produced: removed (they held the bytes it
        /// recorded), kept (changed since), and not removable (`StaleRemoval`).
        public var removed: [String]
        public var kept: [String]
        public var failed: [String]
    }

    /// Writes the set's images as sprite strips (`SpriteStrips`) into `directory`, through the
    /// same staging writer as `generate` (everything drawn and encoded first, then the folder
    /// changed whole or not at all, stale files of the previous run removed).
    ///
    /// The images of the plan are grouped by theme and scale, the lanes pictures apart from the
    /// maneuver icons (a 1-bit lanes image drops its grey separators,
    /// `DeviceFormat.encode(isLanes:)`); each group, in plan order (sorted by path), is stacked
    /// into strips of at most `stripLength` pixels (default `SpriteStrips.defaultMaximumLength`,
    /// or the format's largest side where that is less: 2047 for LVGL 8), written in the set's format as
    /// `sprite_<theme>@<scale>x_<n>.<ext>` (`sprite_lanes_…` for lanes), with an index
    /// `sprite_<theme>@<scale>x.json` (`SpriteStrips.indexJSON`: each image's name, its item's
    /// stem such as `turn_left_square48`, its strip and rectangle). `manifest.json` lists the
    /// strips and indexes with their sizes and SHA-256, the format and the strip length.
    /// - Throws: `IconSetError.invalidSprite` for a vector format, a layout other than flat, a
    ///   strip length below 1 or an image taller than it; as `generate` for drawing and writing.
    @discardableResult
    public func generateSprites(into directory: String, stripLength: Int? = nil,
                                progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(IconSetError) -> SpriteReport {
        let format = content.format ?? layout.formats[0]
        let stripLength = stripLength ?? min(SpriteStrips.defaultMaximumLength, format.device?.maximumSide ?? .max)
        guard layout == .flat else { throw .invalidSprite(reason: "sprites are written in the flat layout, not \(layout.name)") }
        guard !format.isVector else { throw .invalidSprite(reason: "\(format.name) is a vector format; sprites are pixels") }
        Interruption.beginFolderRun(directory)
        defer { Interruption.endFolderRun() }
        let items = self.items
        let pixmaps = try drawAll(items, format: format, progress: progress)

        // Groups in plan order: lanes apart, then theme and scale.
        var groups: [(name: String, item: IconSetItem, members: [Int])] = []
        for (index, item) in items.enumerated() {
            var isLanes = false
            if case .lanes = item.subject { isLanes = true }
            let name = "sprite_" + (isLanes ? "lanes_" : "") + item.theme.rawValue + "@" + IconSetNaming.scaleSuffix(item.scale)
            if let g = groups.firstIndex(where: { $0.name == name }) { groups[g].members.append(index) } else {
                groups.append((name, item, [index]))
            }
        }
        var files: [OutputFile] = [], entries: [ManifestValue] = [], stripCount = 0
        for group in groups.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            let sheet: SpriteStrips
            do throws(EncoderError) {
                sheet = try SpriteStrips(group.members.map { (name: items[$0].stem, pixmap: pixmaps[$0]) }, maximumLength: stripLength)
            } catch { throw .invalidSprite(reason: error.description) }
            let image = IconSetImage(item: group.item, content: content, renderer: renderer)
            let stripFiles = sheet.strips.indices.map { "\(group.name)_\($0).\(format.fileExtension)" }
            for (strip, path) in zip(sheet.strips, stripFiles) {
                let bytes: [UInt8]
                do throws(RenderError) {
                    if let device = format.device {
                        bytes = try device.encode(strip, colors: image.colors, name: String(path.prefix { $0 != "." }), isLanes: image.isLanes)
                    } else {
                        do { bytes = try PNGEncoder.encode(strip) } catch { throw RenderError.png(error) }
                    }
                } catch { throw IconSetError.render(path: path, error) }
                files.append(OutputFile(path: path, bytes: bytes))
                entries.append(.object([("path", .string(path)), ("kind", .string("sprite-strip")), ("theme", .string(group.item.theme.rawValue)),
                                        ("scale", .number(group.item.scale)), ("pixelWidth", .integer(strip.width)),
                                        ("pixelHeight", .integer(strip.height)), ("bytes", .integer(bytes.count)),
                                        ("sha256", .string(ContentHash.sha256Hex(bytes)))]))
            }
            stripCount += sheet.strips.count
            let index = Array(sheet.indexJSON(stripFiles: stripFiles).utf8), indexPath = group.name + ".json"
            files.append(OutputFile(path: indexPath, bytes: index))
            entries.append(.object([("path", .string(indexPath)), ("kind", .string("sprite-index")), ("images", .integer(group.members.count)),
                                    ("bytes", .integer(index.count)), ("sha256", .string(ContentHash.sha256Hex(index)))]))
        }
        let manifest = Manifest.json(kind: .iconSet, [("layout", .string(layout.name)), ("format", .string(format.name))]
            + format.encoding.manifestFields
            + [("sprite", .object([("stripLength", .integer(stripLength))])), ("files", .array(entries)), ("supportFiles", .array([]))])
        let folder = try OutputFolder(directory, kind: .iconSet, notice: notice)
        let outcome = try folder.write(files, manifest: manifest)
        return SpriteReport(files: files.map(\.path), strips: stripCount, written: outcome.written, unchanged: outcome.unchanged,
                            removed: outcome.stale.removed, kept: outcome.stale.kept, failed: outcome.stale.failed)
    }

    /// Every item's pixels on all cores: over transparent in the inks for a device format (which
    /// puts the background under them), in the theme's colours for PNG.
    /// - Throws: `IconSetError.render` or `.emptyLanes` for the first item, in order, that fails.
    private func drawAll(_ items: [IconSetItem], format: IconSetFormat,
                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) throws(IconSetError) -> [Pixmap] {
        let results = Mutex<[Int: Result<Pixmap, IconSetError>]>([:])
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = Result { () throws(IconSetError) -> Pixmap in
                let item = items[index]
                let image = IconSetImage(item: item, content: content, renderer: renderer)
                let pixmap: Pixmap?
                do throws(RenderError) { pixmap = format.device == nil ? try image.pixmap() : try image.transparentPixmap() } catch {
                    throw IconSetError.render(path: item.path, error)
                }
                guard let pixmap else {
                    if case .lanes(let set, _) = item.subject { throw IconSetError.emptyLanes(set.name) }
                    throw IconSetError.emptyLanes("")
                }
                return pixmap
            }
            results.withLock { $0[index] = result }
            progress?(done.add(1, ordering: .relaxed).newValue, items.count)
        }
        return try results.withLock { results in (0..<items.count).map { results[$0]! } }.map { result throws(IconSetError) in try result.get() }
    }
}
