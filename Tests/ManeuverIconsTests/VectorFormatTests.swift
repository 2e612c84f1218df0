import Foundation
import Testing
import IconGeometry
import IconRaster
@testable import ManeuverIcons

/// The VectorDrawable and the stroke SVG read back by a second reader (Foundation's XML parser,
/// the tests' own path-data reader) and drawn by our rasterizer must show the PNG's picture:
/// every premultiplied channel within `tolerance` of the renderer's pixels, at 48 and 288 px.
/// The differences are the writers' rounding (1e-4 of a unit), the VectorDrawable's stroke
/// outlines flattened to 0.0025 pt instead of 0.002 px, and arcs written as cubic Béziers (at most
/// 4.2e-6 of the radius off): a fraction of a pixel's coverage on edge pixels.
@Suite("Vector formats")
struct VectorFormatTests {
    /// Largest difference allowed in any premultiplied channel (of 255).
    static let tolerance = 2

    /// The requests compared: every maneuver at square48 1× and square96 3×, day and night. The
    /// vectors are the glyph's own geometry, scale-free, so the PNGs they are compared with are
    /// drawn without hinting (which moves edges to the pixel grid of one size only).
    static let maneuvers: [(Maneuver, ImageOptions)] = Maneuver.allCases.flatMap { m in
        [(m, unhinted(ImageOptions(size: .square48, scale: 1, colors: .day))), (m, unhinted(ImageOptions(size: .square96, scale: 3, colors: .night)))]
    }

    static func unhinted(_ options: ImageOptions) -> ImageOptions {
        var options = options
        options.hinting = .off
        return options
    }

    static let lanes: [([Lane], LanesImageOptions)] = IconSetLanes.common.flatMap { set in
        [(set.lanes, LanesImageOptions(layout: .standard, scale: 2)), (set.lanes, LanesImageOptions(layout: .carPlay, scale: 3, colors: .night))]
    }

    static func color(_ hex: String, opacity: Double = 1) throws -> Color {
        var s = Substring(hex.dropFirst())
        var alpha: UInt8 = UInt8((opacity * 255).rounded())
        if s.count == 8 { alpha = UInt8(s.prefix(2), radix: 16)!; s = s.dropFirst(2) }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { throw VectorDocument.ReadError(description: "colour \(hex)") }
        return Color(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF), a: alpha)
    }

    /// The VectorDrawable drawn at `width` × `height` device pixels: each `<path>` filled in
    /// order with its colour and fill type, the viewport scaled to the pixels.
    static func draw(vectorDrawable xml: String, width: Int, height: Int) throws -> Pixmap {
        let doc = try VectorDocument(xml)
        let root = try #require(doc.elements.first)
        let sx = Double(width) / (Double(root.attributes["android:viewportWidth"] ?? "") ?? .nan)
        var pixmap = try Pixmap(width: width, height: height)
        var rasterizer = Rasterizer()
        for path in doc.elements.dropFirst() where path.name == "path" {
            let p = try VectorDocument.path(path.attributes["android:pathData"] ?? "").transformed(by: .scale(sx))
            let rule: FillRule = path.attributes["android:fillType"] == "evenOdd" ? .evenOdd : .nonZero
            try rasterizer.fill([FillItem(p.flattened(), rule: rule)], color: try color(path.attributes["android:fillColor"] ?? ""), into: &pixmap)
        }
        return pixmap
    }

    /// The stroke SVG drawn at its own size: each `<g>` one layer (its paths' union, in its
    /// colour at the group's opacity), strokes stroked by our stroker from their attributes.
    static func draw(strokeSVG svg: String) throws -> Pixmap {
        let doc = try VectorDocument(svg)
        let root = try #require(doc.elements.first)
        var pixmap = try Pixmap(width: Int(root.attributes["width"] ?? "") ?? 0, height: Int(root.attributes["height"] ?? "") ?? 0)
        var rasterizer = Rasterizer()
        for (index, group) in doc.elements.enumerated() where group.name == "g" {
            var items: [FillItem] = []
            var color = Color.transparent
            for path in doc.elements where path.parent == index && path.name == "path" {
                let a = path.attributes
                let p = try VectorDocument.path(a["d"] ?? "")
                if let stroke = a["stroke"] {
                    let style = StrokeStyle(width: Double(a["stroke-width"] ?? "") ?? .nan, join: LineJoin(rawValue: a["stroke-linejoin"] ?? "") ?? .miter,
                                            cap: LineCap(rawValue: a["stroke-linecap"] ?? "") ?? .butt, miterLimit: Double(a["stroke-miterlimit"] ?? "4") ?? 4)
                    items.append(FillItem(Shape.stroke(p, style).fillOutline().outline, rule: .nonZero))
                    color = try Self.color(stroke, opacity: Double(group.attributes["opacity"] ?? "1") ?? 1)
                } else {
                    items.append(FillItem(p.flattened(), rule: a["fill-rule"] == "evenodd" ? .evenOdd : .nonZero))
                    color = try Self.color(a["fill"] ?? "", opacity: Double(group.attributes["opacity"] ?? "1") ?? 1)
                }
            }
            try rasterizer.fill(items, color: color, into: &pixmap)
        }
        return pixmap
    }

    /// The largest difference of any premultiplied channel (straight colours of faint pixels
    /// may differ more, by as much as a coverage difference divided by their alpha).
    static func worst(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        return zip(a.premultipliedRGBA(), b.premultipliedRGBA()).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// Every request of `maneuvers` and `lanes` in `format`, drawn back by `draw` (the text, the
    /// PNG's width and height), against the renderer's pixels; the worst difference.
    static func roundTrip(_ format: VectorFormat, draw: (String, Int, Int) throws -> Pixmap) throws -> Int {
        let renderer = IconRenderer()
        var worst = 0
        func compare(_ png: Pixmap, _ text: String, _ label: String) throws {
            let d = Self.worst(try draw(text, png.width, png.height), png)
            worst = max(worst, d)
            #expect(d <= Self.tolerance, "\(format.rawValue): \(label): \(d)")
        }
        for (m, options) in Self.maneuvers {
            try compare(try renderer.maneuverImage(m, options: options), try renderer.maneuverVector(m, options: options, format: format),
                        "\(m.docsName) \(options.size.name) @\(options.scale)x")
        }
        for (lanes, options) in Self.lanes {
            try compare(try #require(try renderer.lanesImage(lanes, options: options)),
                        try #require(try renderer.lanesVector(lanes, options: options, format: format)), "lanes \(LaneSpec.format(lanes))")
        }
        return worst
    }

    @Test("VectorDrawable path data filled by our rasterizer is the PNG's picture")
    func vectorDrawableRoundTrip() throws {
        let worst = try Self.roundTrip(.vectorDrawable) { try Self.draw(vectorDrawable: $0, width: $1, height: $2) }
        print("VectorDrawable: worst channel difference \(worst)")
    }

    @Test("The stroke SVG's centre lines stroked by our stroker are the PNG's picture")
    func strokeSVGRoundTrip() throws {
        let worst = try Self.roundTrip(.svgStroke) { text, _, _ in try Self.draw(strokeSVG: text) }
        print("stroke SVG: worst channel difference \(worst)")
    }

    /// The VectorDrawable attributes Android documents for `<vector>` and `<path>`
    /// (developer.android.com, VectorDrawable), the ones the writer may use.
    static let vectorAttributes: Set<String> = ["xmlns:android", "android:width", "android:height", "android:viewportWidth",
                                                 "android:viewportHeight", "android:tint", "android:tintMode"]
    static let pathAttributes: Set<String> = ["android:fillColor", "android:fillType", "android:pathData"]

    /// Checks `xml` against the VectorDrawable schema the writer keeps to; returns the paths.
    static func checkVectorDrawable(_ xml: String, dp: (Double, Double), viewport: (Double, Double), _ label: String) throws -> [VectorDocument.Element] {
        let doc = try VectorDocument(xml)
        let root = try #require(doc.elements.first)
        #expect(root.name == "vector" && root.parent == nil, "\(label)")
        #expect(Set(root.attributes.keys).isSubset(of: vectorAttributes), "\(label): \(root.attributes.keys.sorted())")
        #expect(root.attributes["xmlns:android"] == "http://schemas.android.com/apk/res/android")
        #expect(root.attributes["android:width"] == SVGWriter.number(dp.0) + "dp" && root.attributes["android:height"] == SVGWriter.number(dp.1) + "dp", "\(label)")
        #expect(Double(root.attributes["android:viewportWidth"] ?? "") == viewport.0 && Double(root.attributes["android:viewportHeight"] ?? "") == viewport.1, "\(label)")
        let paths = Array(doc.elements.dropFirst())
        #expect(!paths.isEmpty && paths.allSatisfy { $0.name == "path" && $0.parent == 0 }, "\(label): only <path> children")
        for path in paths {
            #expect(Set(path.attributes.keys).isSubset(of: pathAttributes), "\(label): \(path.attributes.keys.sorted())")
            #expect(path.attributes["android:fillColor"]?.wholeMatch(of: /#[0-9A-F]{8}/) != nil, "\(label)")
            #expect([nil, "evenOdd"].contains(path.attributes["android:fillType"]), "\(label)")
            #expect(!(try VectorDocument.path(path.attributes["android:pathData"] ?? "")).isEmpty, "\(label)")
        }
        return paths
    }

    @Test("VectorDrawables use only the documented elements and attributes; tinting")
    func vectorDrawableSchema() throws {
        let renderer = IconRenderer()
        let blue = IconColors(primary: try Color(hex: "#1E5AA8"), secondary: try Color(hex: "#9DB4D3"), background: try Color(hex: "#FFFFFF"))
        var paths = try Self.checkVectorDrawable(try renderer.maneuverVector(.turnLeft, options: ImageOptions(size: .square48), format: .vectorDrawable),
                                                 dp: (48, 48), viewport: (96, 96), "TURN_LEFT")
        #expect(paths.count == 1 && paths[0].attributes["android:fillColor"] == "#FF000000")
        paths = try Self.checkVectorDrawable(try renderer.maneuverVector(.roundaboutLeftCounterClockwise, options: ImageOptions(colors: blue),
                                                                         exitNumber: 3, format: .vectorDrawable),
                                             dp: (96, 96), viewport: (96, 96), "roundabout")
        #expect(paths.map { $0.attributes["android:fillColor"] } == ["#FFFFFFFF", "#FF9DB4D3", "#FF1E5AA8"], "background, secondary, primary")
        _ = try Self.checkVectorDrawable(try renderer.maneuverVector(.turnRight, options: ImageOptions(scale: 2), arms: [270], junction: .carPlay,
                                                                     format: .vectorDrawable), dp: (140, 100), viewport: (140, 100), "junction")
        let lanes = IconSetLanes.common[0].lanes
        _ = try Self.checkVectorDrawable(try #require(try renderer.lanesVector(lanes, options: LanesImageOptions(layout: .carPlay), format: .vectorDrawable)),
                                         dp: (72, 18), viewport: (72, 18), "lanes")
        // Tintable: the template colours, android:tint the primary, no background.
        let tinted = try renderer.maneuverVector(.roundaboutLeftCounterClockwise, options: ImageOptions(colors: blue), format: .vectorDrawable, tintable: true)
        paths = try Self.checkVectorDrawable(tinted, dp: (96, 96), viewport: (96, 96), "tinted")
        let root = try #require(try VectorDocument(tinted).elements.first)
        #expect(root.attributes["android:tint"] == "#FF1E5AA8" && root.attributes["android:tintMode"] == "src_in")
        #expect(paths.map { $0.attributes["android:fillColor"] } == ["#80000000", "#FF000000"])
    }

    @Test("The stroke SVG keeps to SVG Tiny's paths, groups and presentation attributes")
    func strokeSVGSubset() throws {
        let renderer = IconRenderer()
        let allowed: [String: Set<String>] = [
            "svg": ["xmlns", "version", "width", "height", "viewBox"], "g": ["opacity"],
            "rect": ["x", "y", "width", "height", "fill", "fill-opacity"],
            "path": ["d", "fill", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit"],
        ]
        let translucent = IconColors(primary: try Color(hex: "#00000080"), secondary: try Color(hex: "#80808080"), background: try Color(hex: "#FFFFFF40"))
        for (m, colors) in [(Maneuver.turnLeft, IconColors.day), (.roundaboutLeftClockwise, translucent), (.mergeUnspecified, .night), (.depart, translucent)] {
            let svg = try renderer.maneuverVector(m, options: ImageOptions(scale: 2, colors: colors), format: .svgStroke)
            for e in try VectorDocument(svg).elements {
                #expect(Set(e.attributes.keys).isSubset(of: allowed[e.name] ?? []), "\(m.docsName): <\(e.name)> \(e.attributes.keys.sorted())")
            }
        }
        // TURN_LEFT: one stroked centre line (the 12-pt stem at 2×) and the filled head.
        let doc = try VectorDocument(try renderer.maneuverVector(.turnLeft, options: ImageOptions(scale: 2), format: .svgStroke))
        let strokes = doc.elements.filter { $0.attributes["stroke"] != nil }, fills = doc.elements.filter { $0.name == "path" && $0.attributes["stroke"] == nil }
        #expect(strokes.count == 1 && fills.count == 1)
        #expect(strokes.first?.attributes["stroke-width"] == "24" && strokes.first?.attributes["stroke-linecap"] == "butt"
                && strokes.first?.attributes["stroke-linejoin"] == "round" && strokes.first?.attributes["fill"] == "none")
        // The style reaches it: round caps, a 16-pt stroke.
        let round = try VectorDocument(try renderer.maneuverVector(.turnLeft, options: ImageOptions(style: try GlyphStyle(strokeWidth: 16, cap: .round)),
                                                                   format: .svgStroke))
        let stem = try #require(round.elements.first { $0.attributes["stroke"] != nil })
        #expect(stem.attributes["stroke-width"] == "16" && stem.attributes["stroke-linecap"] == "round")
    }
}
