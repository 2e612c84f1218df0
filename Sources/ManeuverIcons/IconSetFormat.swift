import Foundation
import IconPNG
import IconRaster

/// How the images of an icon set are encoded: one of `all`, each a small writer behind
/// `IconSetEncoding` in a file of its own. Equal when named alike.
public struct IconSetFormat: Hashable, Sendable, CustomStringConvertible {
    let encoding: any IconSetEncoding

    init(_ encoding: any IconSetEncoding) { self.encoding = encoding }

    /// Every format, in the order help texts list them (a new format adds itself here).
    public static let all: [IconSetFormat] = [.png, .svg, .svgStroke, .vectorDrawable] + devices

    /// The name `--format` takes and the manifest records, such as `png`.
    public var name: String { encoding.name }
    /// What the files hold, in one line for help texts.
    public var summary: String { encoding.summary }
    /// The extension of the files, without the dot: `png`, `svg`, `xml`.
    public var fileExtension: String { encoding.fileExtension }
    /// A vector format: the set holds one scale (1) of each image and its file names no scale.
    public var isVector: Bool { encoding.isVector }
    public var description: String { name }
    /// The device format (`DeviceFormat`), nil for PNG and the vector formats.
    public var device: DeviceFormat? { (encoding as? DeviceSetEncoding)?.format }
    /// Whether an output file's extension picks this format when none is named: PNG and the
    /// vector formats (of two with one extension, the first in `all`); a device format is picked
    /// by name only (its `.png` is PNG's).
    public var pickedByExtension: Bool { encoding.pickedByExtension }

    /// The format named `text` (any letter case).
    /// - Throws: `IconSetError.invalidFormat` naming the value and the valid names.
    public init(parsing text: String) throws(IconSetError) {
        guard let format = Self.all.first(where: { $0.name == text.lowercased() }) else {
            throw IconSetError.invalidFormat(text, allowed: Self.all.map(\.name))
        }
        self = format
    }

    /// The format a file name's extension picks (`pickedByExtension`, any letter case): `.png`,
    /// `.svg`, `.xml` (a VectorDrawable); nil for any other extension or none (`-`,
    /// `/dev/stdout`, `icon`; `.svg` alone is a name, not an extension).
    public init?(extensionOf path: String) {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = Self.all.first(where: { $0.pickedByExtension && $0.fileExtension == ext }) else { return nil }
        self = format
    }

    /// The file of one image drawn on its own in this format; nil for a lanes image without lanes.
    /// Throws as the renderer's calls for the image, and `RenderError.encoding` when a device
    /// format cannot hold it.
    package func bytes(for image: SingleImage) throws(RenderError) -> [UInt8]? { try encoding.bytes(for: image) }

    /// Equal when named alike (an LVGL format in any settings is the same format of a layout).
    public static func == (a: IconSetFormat, b: IconSetFormat) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// PNG (straight alpha, the smallest lossless colour type), one file per scale.
    public static let png = IconSetFormat(PNGSetEncoding())
}

/// What a format decides, each in one file: its name, extension, whether it is scale-free,
/// whether an extension picks it, and the bytes of one image of a set and of one on its own.
/// Nothing outside a format's file asks which format it is.
protocol IconSetEncoding: Sendable {
    var name: String { get }
    var summary: String { get }
    var fileExtension: String { get }
    var isVector: Bool { get }
    /// Whether an output file's extension picks the format (`IconSetFormat.pickedByExtension`);
    /// default false: named by `--format` only.
    var pickedByExtension: Bool { get }
    /// The file's bytes; nil for a lanes picture without lanes (no image).
    func bytes(for image: IconSetImage) throws(RenderError) -> [UInt8]?
    /// The file of one image on its own (`IconSetFormat.bytes(for:)`); nil for lanes without lanes.
    func bytes(for image: SingleImage) throws(RenderError) -> [UInt8]?
    /// A picture a browser shows in the gallery in place of a file it cannot show (a
    /// VectorDrawable): a `data:` URI; nil when an `<img>` shows the file itself (default).
    func preview(for image: IconSetImage) throws(RenderError) -> String?
    /// What the set's manifest records about the format besides its name (an LVGL image's
    /// version and colour format); default nothing.
    var manifestFields: [(String, ManifestValue)] { get }
}

extension IconSetEncoding {
    var pickedByExtension: Bool { false }
    func preview(for image: IconSetImage) throws(RenderError) -> String? { nil }
    var manifestFields: [(String, ManifestValue)] { [] }
}

/// One image of a set as the formats draw it: the item's subject at its scale, in the set's
/// style, in `colors`.
struct IconSetImage {
    let item: IconSetItem
    let style: GlyphStyle
    let renderer: IconRenderer
    /// The colours drawn: the theme's, or for a tintable set the template colours.
    var colors: IconColors
    /// For a tintable set, the theme's primary colour: a VectorDrawable's `android:tint`.
    let tint: Color?
    /// The canvas maneuver icons and junction images are centred on (`IconSetContent.canvas`).
    var canvas: PixelSize? = nil

    init(item: IconSetItem, style: GlyphStyle, renderer: IconRenderer, colors: IconColors, tint: Color?) {
        self.item = item; self.style = style; self.renderer = renderer; self.colors = colors; self.tint = tint
    }

    /// `item` as `content` draws it.
    init(item: IconSetItem, content: IconSetContent, renderer: IconRenderer) {
        let theme = content.colors(item.theme)
        self.init(item: item, style: content.format?.device?.drawnStyle(content.style) ?? content.style, renderer: renderer, colors: content.tintable ? .template : theme,
                  tint: content.tintable ? theme.primary : nil)
        canvas = content.canvas
    }

    private func options(_ size: IconSize, _ colors: IconColors) -> ImageOptions {
        ImageOptions(size: size, scale: item.scale, colors: colors, style: style)
    }

    private func lanesOptions(_ layout: LaneLayout, _ colors: IconColors) -> LanesImageOptions {
        LanesImageOptions(layout: layout, scale: item.scale, colors: colors, style: style)
    }

    /// The image's pixels (straight alpha), on the canvas when there is one; nil for lanes without
    /// lanes. For the device formats, which see only pixels.
    func pixmap() throws(RenderError) -> Pixmap? {
        switch item.subject {
        case .maneuver(let m, let size): return try onCanvas(renderer.maneuverImage(m, options: options(size, colors)))
        case .glyph(let g, let n, let size): return try onCanvas(renderer.glyphImage(g, options: options(size, colors), exitNumber: n))
        case .junction(let m, let form): return try onCanvas(renderer.maneuverImage(m, options: options(.square96, colors), junction: form))
        case .lanes(let set, let layout): return try renderer.lanesImage(set.lanes, options: lanesOptions(layout, colors))
        }
    }

    /// `image` centred on `canvas` at whole-pixel offsets (an odd extra pixel right and below),
    /// the rest in the background colour; unchanged without a canvas or when it does not fit.
    private func onCanvas(_ image: Pixmap) throws(RenderError) -> Pixmap {
        guard let canvas, canvas.width >= image.width, canvas.height >= image.height,
              canvas.width != image.width || canvas.height != image.height else { return image }
        let dx = (canvas.width - image.width) / 2, dy = (canvas.height - image.height) / 2
        do throws(RasterError) {
            var background = try Pixmap(width: canvas.width, height: canvas.height)
            if colors.background.a != 0 { background.clear(to: colors.background) }
            var data = background.data
            let source = image.data, row = image.width * 4
            for y in 0..<image.height {
                let to = ((y + dy) * canvas.width + dx) * 4
                data.replaceSubrange(to..<to + row, with: source[(y * row)..<(y * row + row)])
            }
            return try Pixmap(width: canvas.width, height: canvas.height, straightData: data)
        } catch { throw RenderError.raster(error) }
    }

    /// The PNG (cached by the renderer, except on a canvas); nil for lanes without lanes.
    func png() throws(RenderError) -> [UInt8]? {
        if canvas != nil, let pixels = try pixmap() {
            do { return try PNGEncoder.encode(pixels) } catch { throw RenderError.png(error) }
        }
        switch item.subject {
        case .maneuver(let m, let size): return try renderer.maneuverPNG(m, options: options(size, colors))
        case .glyph(let g, let n, let size): return try renderer.glyphPNG(g, options: options(size, colors), exitNumber: n)
        case .junction(let m, let form): return try renderer.maneuverPNG(m, options: options(.square96, colors), junction: form)
        case .lanes(let set, let layout): return try renderer.lanesPNG(set.lanes, options: lanesOptions(layout, colors))
        }
    }

    /// The image as vector text, a VectorDrawable tinted by `tint` when there is one; nil for
    /// lanes without lanes.
    func vector(_ format: VectorFormat) throws(RenderError) -> String? {
        let tinted = format == .vectorDrawable ? tint : nil
        var colors = self.colors
        if let tinted { colors.primary = tinted }
        switch item.subject {
        case .maneuver(let m, let size):
            return try renderer.maneuverVector(m, options: options(size, colors), format: format, tintable: tinted != nil)
        case .glyph(let g, let n, let size):
            return try renderer.glyphVector(g, options: options(size, colors), exitNumber: n, format: format, tintable: tinted != nil)
        case .junction(let m, let form):
            return try renderer.maneuverVector(m, options: options(.square96, colors), junction: form, format: format, tintable: tinted != nil)
        case .lanes(let set, let layout):
            return try renderer.lanesVector(set.lanes, options: lanesOptions(layout, colors), format: format, tintable: tinted != nil)
        }
    }
}

struct PNGSetEncoding: IconSetEncoding {
    let name = "png"
    let summary = "PNG, straight alpha, the smallest lossless colour type"
    let fileExtension = "png"
    let isVector = false
    let pickedByExtension = true
    func bytes(for image: IconSetImage) throws(RenderError) -> [UInt8]? { try image.png() }
    func bytes(for image: SingleImage) throws(RenderError) -> [UInt8]? { try image.png() }
}
