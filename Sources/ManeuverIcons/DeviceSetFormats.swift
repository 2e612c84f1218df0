import Foundation

extension IconSetFormat {
    /// A set in a device format (`DeviceFormat`): one file per image, the lvgl-c descriptors named
    /// after their files.
    public init(device: DeviceFormat) { self.init(DeviceSetEncoding(format: device)) }

    /// The device formats in their standard settings, in `DeviceFormat.all`'s order.
    static let devices: [IconSetFormat] = DeviceFormat.all.map(IconSetFormat.init(device:))
}

/// A device format in a set: the image drawn over transparent in the theme's inks and encoded
/// with the theme's background. Its manifest records the LVGL settings of an LVGL format; the
/// gallery shows a PNG of what the device shows in place of a file a browser cannot show.
struct DeviceSetEncoding: IconSetEncoding {
    let format: DeviceFormat
    var name: String { format.name }
    var summary: String { format.summary }
    var fileExtension: String { format.fileExtension }
    let isVector = false

    var manifestFields: [(String, ManifestValue)] {
        guard let lvgl = format.lvgl else { return [] }
        return [("lvgl", .object([("version", .integer(lvgl.version.rawValue)), ("colorFormat", .string(lvgl.colorFormat.rawValue))]))]
    }

    func bytes(for image: IconSetImage) throws(RenderError) -> [UInt8]? {
        guard let pixmap = try image.transparentPixmap() else { return nil }
        let stem = String(image.item.path.split(separator: "/").last ?? "icon").split(separator: ".").first.map(String.init) ?? "icon"
        return try format.encode(pixmap, colors: image.colors, name: stem, isLanes: image.isLanes)
    }

    func bytes(for image: SingleImage) throws(RenderError) -> [UInt8]? { try image.file(format) }

    func preview(for image: IconSetImage) throws(RenderError) -> String? {
        guard format.fileExtension != "png", let pixmap = try image.transparentPixmap() else { return nil }
        return "data:image/png;base64," + Data(try format.previewPNG(pixmap, colors: image.colors, isLanes: image.isLanes)).base64EncodedString()
    }
}

extension IconSetImage {
    /// Whether the image is a lanes picture.
    var isLanes: Bool {
        if case .lanes = item.subject { return true }
        return false
    }

    /// The image drawn in `DeviceFormat.drawingColors` (its background transparent, on the canvas
    /// when there is one); nil for lanes without lanes.
    func transparentPixmap() throws(RenderError) -> Pixmap? {
        var image = self
        image.colors = DeviceFormat.drawingColors(colors)
        return try image.pixmap()
    }
}
