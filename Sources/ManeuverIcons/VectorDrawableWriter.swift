import Foundation
import IconGeometry
import IconRaster
import ManeuverCatalogue

/// Writes a glyph as an Android VectorDrawable (`<vector>` XML, API 21+; `fillType` is read from
/// API 24 and the catalogue's glyphs need it nowhere): the viewport is the glyph's design box in
/// points (96 × 96 for a maneuver, the lane cells' width × height for lanes, 140 × 100 for
/// CarPlay's junction form), `android:width`/`height` the image size in dp (= points), one
/// `<path>` per colour layer with `android:fillColor` (`#AARRGGBB`) and `android:pathData` in SVG
/// path syntax: absolute `M`, `L`, `C`, `Q` and `Z` only (arcs as cubic Béziers of at most 45°).
///
/// The geometry is the PNG's: fills keep their curves, strokes are written as their stroke
/// outlines (the stroker's polygons), flattened to `strokeTolerance` points, and each layer's
/// shapes are one path wound so that a nonzero fill is their union (`SVGWriter.outlineLayers`),
/// so a translucent colour is painted once where shapes overlap. VectorDrawable has no masks: where
/// a translucent layer lies over another, the lower one shows through it (the PNG shows only the
/// top one there).
///
/// Tintable (`tintable`): every path is painted in the template colours (`IconColors.template`:
/// primary opaque, secondary at half alpha, no background) and the `<vector>` gets
/// `android:tint` (the given colours' primary) with `android:tintMode="src_in"`, so a tint set by
/// the app or the car host (`ImageView.setImageTintList`, `CarIcon.Builder.setTint`) recolours the
/// icon and the secondary role stays a lighter shade of it. Chosen over theme attributes
/// (`?attr/…` fill colours), which need the app's theme to resolve and a host process may not
/// have it.
enum VectorDrawableWriter {
    /// Flattening tolerance of the stroke outlines, in points of the viewport: 0.01 device
    /// pixels at 4 pixels per point (a 96-dp icon at xxxhdpi), so an edge pixel's coverage is at
    /// most about 2/255 off there. (Half of it doubles the path data of curved strokes; twice it
    /// puts the ferries' waves 4/255 off at 3×.)
    static let strokeTolerance = 0.0025

    /// - Parameters:
    ///   - glyph: the geometry in points; its box is the viewport.
    ///   - width, height: the drawable's size in dp.
    /// - Throws: `RenderError.nonFiniteGeometry` for a NaN or infinite coordinate.
    static func xml(_ glyph: Glyph, width: Double, height: Double, colors: IconColors, tintable: Bool) throws(RenderError) -> String {
        let paint = tintable ? IconColors.template : colors
        var out = """
        <?xml version="1.0" encoding="utf-8"?>
        <vector xmlns:android="http://schemas.android.com/apk/res/android"
            android:width="\(number(width))dp"
            android:height="\(number(height))dp"
            android:viewportWidth="\(number(glyph.width))"
            android:viewportHeight="\(number(glyph.height))"
        """
        if tintable {
            out += "\n    android:tint=\"\(argb(colors.primary))\"\n    android:tintMode=\"src_in\""
        }
        out += ">\n"
        if paint.background.a != 0 {
            let w = number(glyph.width), h = number(glyph.height)
            out += path(fill: paint.background, rule: .nonZero, d: "M0 0 L\(w) 0 L\(w) \(h) L0 \(h) Z")
        }
        let layers = try SVGWriter.outlineLayers(glyph, transform: .identity, tolerance: strokeTolerance, flatten: false, cubicArcs: true)
        for layer in layers {
            for (rule, d) in layer.paths { out += path(fill: paint[layer.role], rule: rule, d: d) }
        }
        return out + "</vector>\n"
    }

    private static func path(fill: Color, rule: FillRule, d: String) -> String {
        var s = "    <path\n        android:fillColor=\"\(argb(fill))\"\n"
        if rule == .evenOdd { s += "        android:fillType=\"evenOdd\"\n" }
        return s + "        android:pathData=\"\(d)\"/>\n"
    }

    /// `#AARRGGBB`, upper-case hex, as Android colour resources write it.
    static func argb(_ c: Color) -> String { String(format: "#%02X%02X%02X%02X", c.a, c.r, c.g, c.b) }

    private static func number(_ v: Double) -> String { SVGWriter.number(v) }
}

extension IconColors {
    /// The colours of a template (tintable) image: the primary role opaque black, the secondary
    /// black at half alpha (128), no background. A tint replaces the colour and keeps the alpha,
    /// so the secondary role stays a lighter shade of the tint (over a light screen, about the
    /// day theme's 50 % grey under a black tint).
    public static let template = IconColors(primary: Color(r: 0, g: 0, b: 0), secondary: Color(r: 0, g: 0, b: 0, a: 128))
}
