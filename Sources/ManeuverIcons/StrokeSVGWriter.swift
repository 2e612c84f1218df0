import Foundation
import IconGeometry
import IconRaster
import ManeuverCatalogue

/// Writes a glyph as an SVG a designer can restyle: every stroked shape is its centre line with
/// `stroke`, `stroke-width`, `stroke-linecap`, `stroke-linejoin` (and `stroke-miterlimit` for
/// miter joins), `fill="none"`; filled shapes (arrowheads, pins, the roundabout mouths) are
/// `fill` paths. A viewBox of the image's device pixels, like `SVGWriter`'s, so the two compare
/// point for point. The subset is SVG Tiny 1.2's: `<path>`, `<rect>` and `<g opacity>` with
/// presentation attributes, absolute `M`, `L`, `C`, `Q`, `Z` (arcs as cubic Béziers of at most
/// 45°), no CSS, transforms, masks or filters, so it converts to VectorDrawable, PDC or Flutter
/// paths as it is.
///
/// Each colour layer is one `<g>`: translucent layers are a group with the layer's opacity whose
/// paths are opaque, so a stem and the arrowhead it runs under are painted once where they
/// overlap, as in the PNG. Without masks, a layer under a translucent one shows through it (the
/// PNG shows only the topmost layer at each point); with opaque colours the picture is the PNG's.
/// The exact picture is `SVGWriter`'s (strokes written as their outlines).
enum StrokeSVGWriter {
    /// - Throws: `RenderError.nonFiniteGeometry` for a NaN or infinite coordinate or stroke width.
    static func svg(_ glyph: Glyph, pixelsPerPoint: Double, pixelWidth: Int, pixelHeight: Int, colors: IconColors) throws(RenderError) -> String {
        guard glyph.isFinite else { throw RenderError.nonFiniteGeometry }
        let t = Transform.scale(pixelsPerPoint)
        var out = SVGWriter.opening(pixelWidth: pixelWidth, pixelHeight: pixelHeight, background: colors.background)
        for layer in glyph.layers where !layer.shapes.isEmpty {
            let color = colors[layer.role]
            out += "<g" + opacity("opacity", color) + ">\n"
            for shape in layer.shapes {
                let placed = shape.transformed(by: t)
                let d = SVGWriter.pathData(placed.path, cubicArcs: true).trimmingCharacters(in: .whitespaces)
                switch placed.paint {
                case .fill(let rule):
                    out += "<path fill=\"\(rgb(color))\" fill-rule=\"\(rule == .evenOdd ? "evenodd" : "nonzero")\" d=\"\(d)\"/>\n"
                case .stroke(let style):
                    out += "<path fill=\"none\" stroke=\"\(rgb(color))\" stroke-width=\"\(SVGWriter.number(style.width))\" "
                        + "stroke-linecap=\"\(style.cap.rawValue)\" stroke-linejoin=\"\(style.join.rawValue)\""
                        + (style.join == .miter ? " stroke-miterlimit=\"\(SVGWriter.number(style.miterLimit))\"" : "")
                        + " d=\"\(d)\"/>\n"
                }
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// `#rrggbb`.
    private static func rgb(_ c: Color) -> String { String(format: "#%02x%02x%02x", c.r, c.g, c.b) }

    /// ` name="0.5"` for a translucent colour, nothing for an opaque one.
    private static func opacity(_ name: String, _ c: Color) -> String {
        c.a == 255 ? "" : " \(name)=\"\(SVGWriter.number(Double(c.a) / 255))\""
    }
}
