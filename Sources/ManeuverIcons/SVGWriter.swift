import Foundation
import IconGeometry
import IconRaster
import ManeuverCatalogue

/// Writes a glyph as plain SVG 1.1: a viewBox of the image's device pixels, one `<path>` per colour
/// layer (plus one per even-odd shape) with presentation attributes (`fill`, `fill-opacity`, `fill-rule`), no CSS
/// and no transforms, so any SVG renderer reproduces the (unhinted) PNG's picture. A translucent layer of
/// several paths is a `<g opacity>` of opaque paths, so overlaps are not painted twice, and a
/// layer beneath a translucent one is masked (`<mask>`) by the layers above it, as the PNG shows
/// only the topmost layer at each point (`Rasterizer.fill(layers:)`; the mask's edges are a
/// close, not exact, match: see `svg`). (Where two
/// paths of one layer merely touch, SVG renderers may still show a faint anti-aliasing seam that
/// the PNG, filling the layer's union, does not have; the catalogue's glyphs avoid it: their holes
/// are wound the other way and filled nonzero, so each of their layers is one path.)
///
/// Strokes are written as their stroke outlines (the stroker's polygons, nonzero); fills keep their
/// lines, Béziers and arcs. With `flatten`, every shape is written as exactly the polygons the
/// rasterizer fills (lines only, 4 decimals), for cross-checking the rasterizer.
enum SVGWriter {
    static func svg(_ glyph: Glyph, pixelsPerPoint: Double, pixelWidth: Int, pixelHeight: Int,
                    colors: IconColors, flatten: Bool) throws(RenderError) -> String {
        let t = Transform.scale(pixelsPerPoint)
        var out = opening(pixelWidth: pixelWidth, pixelHeight: pixelHeight, background: colors.background)
        // Each layer's paths first: a layer beneath a translucent one is masked by the paths above it.
        let layerPaths = try outlineLayers(glyph, transform: t, tolerance: defaultFlatteningTolerance, flatten: flatten)
            .map { (paths: $0.paths.map { (rule: $0.rule == .evenOdd ? "evenodd" : "nonzero", d: $0.d) }, color: colors[$0.role]) }
        for (k, layer) in layerPaths.enumerated() where !layer.paths.isEmpty {
            // Under a translucent layer, the PNG shows only the topmost layer at each point
            // (`Rasterizer.fill(layers:)`): a mask of the layers above hides this one there. In
            // the edge pixels of the layers above, an SVG renderer multiplies this layer by the
            // mask's anti-aliased value where the PNG splits the pixel by area, so where this
            // layer ends under their edge it shows faintly there. Renderers without `<mask>`
            // (Android's VectorDrawable conversion) show this layer through the translucent one.
            let above = layerPaths[(k + 1)...]
            let masked = above.contains { !$0.paths.isEmpty && $0.color.a < 255 }
            if masked {
                var mask = "<rect x=\"0\" y=\"0\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" fill=\"#fff\"/>\n"
                for (rule, d) in above.flatMap(\.paths) {
                    mask += "<path fill=\"#000\" fill-rule=\"\(rule)\" d=\"\(d)\"/>\n"
                }
                // Named after its content, so that icons inlined in one HTML page keep apart
                // (the same icon twice defines the same mask twice, which renders the same).
                let id = "above-\(k)-" + String(fnv1a(mask), radix: 16)
                out += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\">\n"
                out += mask + "</mask>\n<g mask=\"url(#\(id))\">\n"
            }
            // A translucent layer of several paths is one group painted opaque and composited
            // once with the layer's alpha, as the PNG fills the layer's union once: separate
            // translucent paths would darken where they overlap (DEPART's and the ferries' do).
            let color = layer.color
            let grouped = layer.paths.count > 1 && color.a < 255
            var paint = paintAttributes(color)
            if grouped {
                out += "<g opacity=\"\(number(Double(color.a) / 255))\">\n"
                paint = paintAttributes(Color(r: color.r, g: color.g, b: color.b, a: 255))
            }
            for (rule, d) in layer.paths {
                out += "<path\(paint) fill-rule=\"\(rule)\" d=\"\(d)\"/>\n"
            }
            if grouped { out += "</g>\n" }
            if masked { out += "</g>\n" }
        }
        out += "</svg>\n"
        return out
    }

    /// The XML declaration, the `<svg>` element of a viewBox of the image's device pixels, and
    /// the background as a `<rect>` unless it is transparent.
    static func opening(pixelWidth: Int, pixelHeight: Int, background: Color) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(pixelWidth)" height="\(pixelHeight)" viewBox="0 0 \(pixelWidth) \(pixelHeight)">

        """
        if background.a != 0 {
            out += "<rect x=\"0\" y=\"0\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\"\(paintAttributes(background))/>\n"
        }
        return out
    }

    /// A glyph's layers as filled outlines in SVG path-data syntax, each layer's paths in the order
    /// to paint: strokes become their stroke outlines (flattened to `tolerance` after `t`), fills
    /// keep their curves unless `flatten` (arcs as `A` commands, or as cubic Béziers with
    /// `cubicArcs`, for readers without arcs). Nonzero shapes of a layer share one path: each is
    /// first turned so that its winding is non-negative (a mirrored arrowhead comes out
    /// clockwise-negative), otherwise a renderer filling the path nonzero would cancel the overlap
    /// of a counter-wound head and a stem. Even-odd shapes keep a path each, since two of them in
    /// one path would cancel where they overlap. Layers without shapes have no paths.
    /// - Throws: `RenderError.nonFiniteGeometry` for a NaN or infinite coordinate.
    static func outlineLayers(_ glyph: Glyph, transform t: Transform, tolerance: Double, flatten: Bool,
                              cubicArcs: Bool = false) throws(RenderError) -> [(role: ColorRole, paths: [(rule: FillRule, d: String)])] {
        var layers: [(role: ColorRole, paths: [(rule: FillRule, d: String)])] = []
        for layer in glyph.layers {
            var nonZero = ""
            var evenOdd: [String] = []
            for shape in layer.shapes {
                guard shape.path.isFinite else { throw RenderError.nonFiniteGeometry }
                let placed = shape.transformed(by: t)
                let (outline, rule) = placed.fillOutline(tolerance: tolerance)
                let negative = rule == .nonZero && signedArea(outline) < 0
                let d: String
                if case .fill = placed.paint, !flatten {
                    d = pathData(negative ? placed.path.reversed() : placed.path, cubicArcs: cubicArcs)
                } else {
                    d = pathData(outline, reversed: negative)
                }
                if rule == .evenOdd { evenOdd.append(d) } else { nonZero += d }
            }
            var paths: [(rule: FillRule, d: String)] = []
            if !nonZero.isEmpty { paths.append((.nonZero, nonZero.trimmingCharacters(in: .whitespaces))) }
            paths += evenOdd.filter { !$0.isEmpty }.map { (.evenOdd, $0.trimmingCharacters(in: .whitespaces)) }
            layers.append((layer.role, paths))
        }
        return layers
    }

    /// 64-bit FNV-1a of the text's UTF-8 bytes.
    private static func fnv1a(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    private static func paintAttributes(_ c: Color) -> String {
        let rgb = "#" + [c.r, c.g, c.b].map { v -> String in
            let s = String(v, radix: 16, uppercase: false); return s.count == 1 ? "0" + s : s
        }.joined()
        return c.a == 255 ? " fill=\"\(rgb)\"" : " fill=\"\(rgb)\" fill-opacity=\"\(number(Double(c.a) / 255))\""
    }

    /// Polygons as `M x y L … Z` path data, each contour optionally traversed backwards.
    static func pathData(_ outline: FillOutline, reversed: Bool = false) -> String {
        var s = ""
        for contour in outline.contours {
            let points = reversed ? Array(contour.reversed()) : Array(contour)
            for (i, p) in points.enumerated() {
                s += (i == 0 ? "M" : "L") + number(p.x) + " " + number(p.y) + " "
            }
            s += "Z "
        }
        return s
    }

    /// Sum of the contours' shoelace areas: positive when the outline winds clockwise on screen
    /// (y down) on balance.
    static func signedArea(_ outline: FillOutline) -> Double {
        var area = 0.0
        for contour in outline.contours {
            guard var prev = contour.last else { continue }
            for p in contour {
                area += prev.x * p.y - p.x * prev.y
                prev = p
            }
        }
        return area / 2
    }

    /// Path elements as SVG path data; arcs become `A` commands (split in halves so none spans
    /// 360°), or with `cubicArcs` cubic Béziers of at most 45° each (`Path.arcAsCubics`), joined
    /// to the current point with a line as in `PathElement.arc` (left out when the arc starts
    /// where the current point is, as written).
    static func pathData(_ path: Path, cubicArcs: Bool = false) -> String {
        var s = ""
        var current: Point? = nil, subpathStart: Point? = nil
        func pt(_ p: Point) -> String { number(p.x) + " " + number(p.y) + " " }
        for e in path.elements {
            switch e {
            case .move(let p): s += "M" + pt(p); current = p; subpathStart = p
            // With no current point, as flattening does: a line starts a subpath at its point, a
            // curve at its first control point (SVG path data must begin with M).
            case .line(let p):
                if current == nil { s += "M" + pt(p); subpathStart = p } else { s += "L" + pt(p) }
                current = p
            case .quad(let c, let p):
                if current == nil { s += "M" + pt(c); subpathStart = c }
                s += "Q" + pt(c) + pt(p); current = p
            case .cubic(let c1, let c2, let p):
                if current == nil { s += "M" + pt(c1); subpathStart = c1 }
                s += "C" + pt(c1) + pt(c2) + pt(p); current = p
            case .arc(let c, let r, let givenStart, let sweep):
                let start = Path.effectiveStartAngle(givenStart)
                let p0 = Path.arcPoint(c, r, start)
                if let current {
                    if pt(current) != pt(p0) { s += "L" + pt(p0) }
                } else {
                    s += "M" + pt(p0)
                    subpathStart = p0
                }
                if cubicArcs {
                    // Pieces of at most 45°: a cubic is then within 4.2e-6 of the radius of the
                    // arc (2.7e-4 at 90°, 0.016 px on a 60-px radius: visible in edge pixels).
                    let pieces = max(1, Int((abs(sweep) / (Double.pi / 4)).rounded(.up)))
                    for k in 0..<pieces {
                        let piece = sweep / Double(pieces)
                        for (c1, c2, p) in Path.arcAsCubics(center: c, radius: r, startAngle: start + piece * Double(k), sweep: piece) {
                            s += "C" + pt(c1) + pt(c2) + pt(p)
                            current = p
                        }
                    }
                    continue
                }
                let pieces = max(1, Int((abs(sweep) / Double.pi).rounded(.up)))
                let step = sweep / Double(pieces)
                for k in 1...pieces {
                    let a = start + step * Double(k)
                    let p = Path.arcPoint(c, r, a)
                    s += "A" + number(r) + " " + number(r) + " 0 0 " + (step > 0 ? "1 " : "0 ") + pt(p)
                    current = p
                }
            case .close: s += "Z "; current = subpathStart
            }
        }
        return s
    }

    /// Up to 4 decimals, no trailing zeros, no "-0".
    static func number(_ v: Double) -> String {
        let r = (v * 10_000).rounded() / 10_000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        var s = String(format: "%.4f", r)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
