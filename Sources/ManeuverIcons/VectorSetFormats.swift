import Foundation

extension IconSetFormat {
    /// The exact SVG (`VectorFormat.svg`): strokes as their outlines, one file per image.
    public static let svg = IconSetFormat(VectorSetEncoding(format: .svg, summary: "SVG, strokes as outlines: the PNG's picture"))
    /// The stroke SVG (`VectorFormat.svgStroke`): centre lines with stroke attributes.
    public static let svgStroke = IconSetFormat(VectorSetEncoding(format: .svgStroke, summary: "SVG of centre lines with stroke attributes, to restyle"))
    /// Android VectorDrawable XML (`VectorFormat.vectorDrawable`).
    public static let vectorDrawable = IconSetFormat(VectorSetEncoding(format: .vectorDrawable, summary: "Android VectorDrawable XML"))
}

/// The vector formats of a set: the image's text in UTF-8, one file per image (scale 1: a
/// viewBox in points). A browser cannot show a VectorDrawable: the gallery shows the exact SVG of
/// the same image in its place, in the colours the drawable shows (tinted by its own
/// `android:tint` when tintable).
struct VectorSetEncoding: IconSetEncoding {
    let format: VectorFormat
    let summary: String
    var name: String { format.rawValue }
    var fileExtension: String { format.fileExtension }
    let isVector = true
    let pickedByExtension = true

    func bytes(for image: IconSetImage) throws(RenderError) -> [UInt8]? { try image.vector(format).map { Array($0.utf8) } }
    func bytes(for image: SingleImage) throws(RenderError) -> [UInt8]? { try image.vector(format).map { Array($0.utf8) } }

    func preview(for image: IconSetImage) throws(RenderError) -> String? {
        guard format == .vectorDrawable else { return nil }
        var colors = image.colors
        if let tint = image.tint {
            // What src_in does with the template: the tint's colour at the template's alpha.
            func tinted(_ template: Color) -> Color { Color(r: tint.r, g: tint.g, b: tint.b, a: UInt8((Int(tint.a) * Int(template.a) + 127) / 255)) }
            colors = IconColors(primary: tinted(colors.primary), secondary: tinted(colors.secondary))
        }
        let shown = IconSetImage(item: image.item, style: image.style, renderer: image.renderer, colors: colors, tint: nil)
        return try shown.vector(.svg).map { "data:image/svg+xml;base64," + Data($0.utf8).base64EncodedString() }
    }
}
