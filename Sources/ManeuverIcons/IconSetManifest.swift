/// What `manifest.json` of a generated icon set records: one entry per image (what it shows, size
/// in points, scale, pixel size, theme, path relative to the set's folder, byte count and SHA-256)
/// and the support files (gallery, asset catalog Contents.json), each sorted by path; for a set
/// that is not PNG, or not in the standard look, also its format and its look (style, colours
/// per theme, tintable).
public struct IconSetManifest: Sendable, Equatable {
    /// One image.
    public struct File: Sendable, Equatable {
        public var item: IconSetItem
        /// Path relative to the set's folder, `/`-separated.
        public var path: String { item.path }
        /// Image size in device pixels (a vector image's at its scale, 1: its size in points,
        /// rounded).
        public var pixelWidth: Int, pixelHeight: Int
        /// File size in bytes.
        public var byteCount: Int
        /// SHA-256 of the file, lower-case hex.
        public var sha256: String
    }

    /// A file that is not an image: `index.html`, an asset catalog's `Contents.json`.
    public struct SupportFile: Sendable, Equatable {
        public var path: String
        public var sha256: String
    }

    public var layout: IconSetLayout
    /// Images, sorted by path.
    public var files: [File]
    /// Support files, sorted by path.
    public var supportFiles: [SupportFile]
    /// What the set holds besides its layout (format, style, colours).
    public var content: IconSetContent = IconSetContent()

    /// Every path the manifest lists (images and support files, not the manifest itself).
    public var allPaths: [String] { files.map(\.path) + supportFiles.map(\.path) }

    /// The manifest's bytes (`Manifest.json`).
    package var json: [UInt8] {
        Manifest.json(kind: .iconSet, [("layout", .string(layout.name))] + look + [
            ("files", .array(files.map(Self.entry))),
            ("supportFiles", .array(supportFiles.map { .object([("path", .string($0.path)), ("sha256", .string($0.sha256))]) })),
        ])
    }

    /// `format` when not PNG; `style`, `colors` and `tintable` when not the standard look.
    private var look: [(String, ManifestValue)] {
        var fields: [(String, ManifestValue)] = []
        let format = files.first?.item.format ?? .png
        if format != .png { fields.append(("format", .string(format.name))) }
        fields += format.encoding.manifestFields
        guard !content.hasStandardLook else { return fields }
        let s = content.style
        fields.append(("style", .object([("strokeWidth", .number(s.strokeWidth)), ("cap", .string(s.cap.rawValue)),
                                         ("headWidth", .number(s.headWidth)), ("headLength", .number(s.headLength))])))
        fields.append(("colors", .object(content.themes.map { theme in
            let c = content.colors(theme)
            return (theme.rawValue, .object([("primary", .string(c.primary.hexString)), ("secondary", .string(c.secondary.hexString)),
                                             ("background", .string(c.background.hexString))]))
        })))
        fields.append(("tintable", .bool(content.tintable)))
        return fields
    }

    private static func entry(for file: File) -> ManifestValue {
        var fields: [(String, ManifestValue)] = [("path", .string(file.path))]
        switch file.item.subject {
        case .maneuver(let maneuver, let size):
            fields += [("kind", .string("maneuver")), ("maneuver", .string(maneuver.docsName)), ("swiftName", .string(maneuver.swiftName)),
                       ("rawValue", .integer(maneuver.rawValue)), ("size", .string(size.name))]
        case .glyph(let glyph, let n, let size):
            fields += [("kind", .string("glyph")), ("glyph", .string(glyph.rawValue)), ("docsName", .string(glyph.docsName))]
                + (n.map { [("exitNumber", .integer($0))] } ?? []) + [("size", .string(size.name))]
        case .junction(let maneuver, let form):
            fields += [("kind", .string("junction")), ("maneuver", .string(maneuver.docsName)), ("swiftName", .string(maneuver.swiftName)),
                       ("rawValue", .integer(maneuver.rawValue)), ("form", .string(form.rawValue))]
        case .lanes(let set, let layout):
            fields += [("kind", .string("lanes")), ("name", .string(set.name)), ("lanes", .string(LaneSpec.format(set.lanes))),
                       ("laneLayout", .string(IconSetNaming.layoutName(layout)))]
        }
        let points = file.item.points
        return .object(fields + [
            ("pointWidth", .number(points.width)), ("pointHeight", .number(points.height)), ("scale", .number(file.item.scale)),
            ("pixelWidth", .integer(file.pixelWidth)), ("pixelHeight", .integer(file.pixelHeight)),
            ("theme", .string(file.item.theme.rawValue)), ("bytes", .integer(file.byteCount)), ("sha256", .string(file.sha256)),
        ])
    }
}
