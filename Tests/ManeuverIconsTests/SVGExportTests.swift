import Foundation
import Testing
import IconGeometry
import IconRaster
@testable import ManeuverIcons

/// The SVG export must reproduce the PNG's picture in any SVG renderer. Check: parse the
/// `--flatten` SVG the way an SVG renderer reads it (each `<path>` one fill with its own
/// `fill-rule`, all its contours together) and rasterize it; per colour, the coverage must equal the
/// renderer's own coverage of that colour layer (where shapes are separate items of one union).
/// Tolerance 2e-3 of a pixel: the SVG rounds coordinates to 1e-4 px.
@Suite("SVG export")
struct SVGExportTests {
    /// (fill colour, fill rule, polygons) of each `<path>` of a flattened SVG.
    static func paths(_ svg: String) -> [(String, FillRule, FillOutline)] {
        var result: [(String, FillRule, FillOutline)] = []
        for element in svg.components(separatedBy: "<path").dropFirst() {
            func attribute(_ name: String) -> String? {
                guard let r = element.range(of: " \(name)=\"") else { return nil }
                let rest = element[r.upperBound...]
                return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
            }
            let rule: FillRule = attribute("fill-rule") == "evenodd" ? .evenOdd : .nonZero
            var outline = FillOutline()
            var contour: [Point] = []
            var numbers: [Double] = []
            func flushPoint() { if numbers.count == 2 { contour.append(Point(numbers[0], numbers[1])) }; numbers = [] }
            for token in (attribute("d") ?? "").split(whereSeparator: { $0 == " " }) {
                var t = Substring(token)
                if let c = t.first, "MLZ".contains(c) {
                    flushPoint()
                    if c == "M" || c == "Z" { outline.addContour(contour); contour = [] }
                    t = t.dropFirst()
                    if t.isEmpty { continue }
                }
                numbers.append(Double(t)!)
                if numbers.count == 2 { flushPoint() }
            }
            flushPoint()
            outline.addContour(contour)
            result.append((attribute("fill") ?? "", rule, outline))
        }
        return result
    }

    @Test("Flattened SVG paths cover exactly what the rasterizer covers", arguments: [1.0, 2.0])
    func svgMatchesRaster(scale: Double) throws {
        let renderer = IconRenderer(cacheLimits: .disabled)
        let options = ImageOptions(scale: scale)
        let px = try options.pixelSize()
        var rasterizer = Rasterizer()
        for m in Maneuver.allCases {
            let svg = try renderer.maneuverSVG(m, options: options, flatten: true)
            let glyph = try ManeuverGlyphs.glyph(for: m)
            let prepared = try PreparedGlyph(glyph, pixelsPerPoint: Double(px) / glyph.width, pixelWidth: px, pixelHeight: px)
            let svgPaths = Self.paths(svg)
            for layer in prepared.layers where !layer.items.isEmpty {
                let colour = options.colors[layer.role]
                let hex = String(format: "#%02x%02x%02x", colour.r, colour.g, colour.b)
                let items = svgPaths.filter { $0.0 == hex }.map { FillItem($0.2, rule: $0.1) }
                #expect(!items.isEmpty, "\(m.docsName): no SVG path in \(hex)")
                let fromSVG = try rasterizer.coverage(items, width: px, height: px)
                let fromRenderer = try rasterizer.coverage(layer.items, width: px, height: px)
                let worst = zip(fromSVG, fromRenderer).map { abs($0 - $1) }.max() ?? 0
                #expect(worst <= 2e-3, "\(m.docsName) \(layer.role) at \(scale)×: SVG differs by \(worst)")
            }
        }
    }

    /// Decision: a translucent colour layer is composited once, as the PNG fills its union once.
    /// A layer written as several `<path>`s (DEPART and FERRY_* have an even-odd shape beside
    /// nonzero ones) is a `<g opacity>` of opaque paths; one path carries `fill-opacity` itself.
    /// (Separate translucent paths painted overlaps twice: 64/255 darker in a trial.)
    @Test("A translucent layer of several paths is composited once")
    func translucentLayersGroup() throws {
        let colors = IconColors(primary: Color(r: 255, g: 0, b: 0, a: 128), secondary: Color(r: 0, g: 0, b: 255, a: 128))
        let renderer = IconRenderer(cacheLimits: .disabled)
        var grouped = 0
        for m in Maneuver.allCases {
            let svg = try renderer.maneuverSVG(m, options: ImageOptions(colors: colors))
            // Every <path> either sits in a group with the layer's opacity and is opaque, or is
            // alone with its own fill-opacity; never a translucent path inside a group.
            // (Paths inside a <mask> are the layers above, in black: `maskedBeneathTranslucent`.)
            var inGroup = false, inMask = false
            for line in svg.split(separator: "\n") {
                if line.hasPrefix("<g opacity=\"0.502\">") { inGroup = true; grouped += 1; continue }
                if line.hasPrefix("</g>") { inGroup = false; continue }
                if line.hasPrefix("<mask") { inMask = true; continue }
                if line.hasPrefix("</mask>") { inMask = false; continue }
                guard line.hasPrefix("<path"), !inMask else { continue }
                #expect(line.contains("fill-opacity") != inGroup, "\(m.docsName): \(line.prefix(60))")
            }
            let groups = svg.components(separatedBy: "<g opacity").count - 1
            let paths = svg.components(separatedBy: "<path").count - 1
            #expect(groups == 0 || paths > groups, "\(m.docsName)")
        }
        // The catalogue's layers are one path each now (`oneLayerOnePath`): no group needed.
        #expect(grouped == 0)
        // A layer of several paths (an even-odd ring and an overlapping nonzero bar): a group with
        // the layer's opacity around opaque paths; with an opaque colour, no group.
        var ring = Path.circle(center: Point(20, 20), radius: 10)
        ring.append(Path.circle(center: Point(20, 20), radius: 5))
        let glyph = Glyph(width: 40, height: 40, layers: [GlyphLayer(role: .primary, shapes: [
            .fill(ring, rule: .evenOdd), .fill(Path.rect(Rect(minX: 18, minY: 0, maxX: 22, maxY: 40)))])])
        let translucent = try SVGWriter.svg(glyph, pixelsPerPoint: 1, pixelWidth: 40, pixelHeight: 40, colors: colors, flatten: false)
        #expect(translucent.contains("<g opacity=\"0.502\">\n<path fill=\"#ff0000\" fill-rule=\"nonzero\""), "\(translucent)")
        #expect(translucent.components(separatedBy: "<path").count - 1 == 2 && !translucent.contains("fill-opacity"))
        let opaque = try SVGWriter.svg(glyph, pixelsPerPoint: 1, pixelWidth: 40, pixelHeight: 40, colors: IconColors(primary: .black, secondary: Color(r: 128, g: 128, b: 128)), flatten: false)
        #expect(!opaque.contains("<g") && opaque.components(separatedBy: "<path").count - 1 == 2)
    }

    /// Decision: as in the PNG (`Rasterizer.fill(layers:)`), a layer beneath a translucent one
    /// does not show through it: the SVG masks it with the paths of the layers above, in black
    /// on white. Beneath opaque layers nothing is masked (the SVG stays as plain as before).
    @Test("A layer beneath a translucent one is masked by the layers above")
    func maskedBeneathTranslucent() throws {
        let renderer = IconRenderer(cacheLimits: .disabled)
        let m = Maneuver.roundaboutLeftClockwise
        let translucent = try renderer.maneuverSVG(m, options: ImageOptions(colors: IconColors(
            primary: Color(r: 0, g: 0, b: 255, a: 128), secondary: Color(r: 128, g: 128, b: 128))))
        let lines = translucent.split(separator: "\n").map(String.init)
        let primary = try #require(lines.last { $0.hasPrefix("<path fill=\"#0000ff\"") })
        let secondary = try #require(lines.first { $0.hasPrefix("<path fill=\"#808080\"") })
        func d(_ line: String) -> Substring { line[line.range(of: " d=\"")!.upperBound...].dropLast(3) }
        // The mask holds the primary's path data in black, and wraps the secondary.
        let maskStart = try #require(lines.firstIndex { $0.hasPrefix("<mask id=\"above-0-") })
        let id = lines[maskStart].split(separator: "\"")[1]
        let maskEnd = try #require(lines.firstIndex(of: "</mask>"))
        #expect(lines[maskStart + 1] == "<rect x=\"0\" y=\"0\" width=\"96\" height=\"96\" fill=\"#fff\"/>")
        #expect(lines[(maskStart + 2) ..< maskEnd].contains { $0.hasPrefix("<path fill=\"#000\"") && d($0) == d(primary) })
        #expect(lines[maskEnd + 1] == "<g mask=\"url(#\(id))\">" && lines[maskEnd + 2] == secondary && lines[maskEnd + 3] == "</g>")
        // Ids follow the content: another icon's mask has another id, so both can share a page.
        let other = try renderer.maneuverSVG(.roundaboutRightClockwise, options: ImageOptions(colors: IconColors(
            primary: Color(r: 0, g: 0, b: 255, a: 128), secondary: Color(r: 128, g: 128, b: 128))))
        #expect(other.contains("<mask id=\"above-0-") && !other.contains("id=\"\(id)\""))
        // Opaque colours: no mask.
        let opaque = try renderer.maneuverSVG(m, options: ImageOptions(colors: .day))
        #expect(!opaque.contains("<mask") && !opaque.contains("mask="))
    }

    @Test("Reversing a path keeps its region and flips its winding")
    func reversedPath() {
        var p = Path()
        p.move(to: Point(10, 10))
        p.line(to: Point(30, 10))
        p.quad(to: Point(30, 30), control: Point(40, 20))
        p.arc(center: Point(20, 30), radius: 10, startAngle: 0, sweep: .pi)
        p.cubic(to: Point(10, 10), control1: Point(5, 25), control2: Point(5, 15))
        p.close()
        let forward = p.flattened(tolerance: 0.01), backward = p.reversed().flattened(tolerance: 0.01)
        let a = SVGWriter.signedArea(forward), b = SVGWriter.signedArea(backward)
        #expect(a > 100)
        #expect(abs(a + b) < 1e-6 * a)
        var r = Rasterizer()
        let c1 = try? r.coverage([FillItem(forward, rule: .nonZero)], width: 50, height: 50)
        let c2 = try? r.coverage([FillItem(backward, rule: .nonZero)], width: 50, height: 50)
        #expect(c1 != nil && c2 != nil)
        if let c1, let c2 { #expect(zip(c1, c2).allSatisfy { abs($0 - $1) < 1e-4 }) }
    }
    /// SVG audit: an arc that starts at the current point gets no zero-length `L` before its
    /// `A` (311 of 25,242 segments of the set were such lines); one that starts elsewhere keeps
    /// its line, also after a `Z`, where the current point is the subpath's start again.
    @Test("Arc joins: no zero-length line, the right one after a close")
    func arcJoinLines() {
        let quarter = Double.pi / 2
        let joined = SVGWriter.pathData(Path([.move(Point(0, 0)), .line(Point(10, 0)),
                                              .arc(center: Point(10, 10), radius: 10, startAngle: -quarter, sweep: quarter)]))
        #expect(joined == "M0 0 L10 0 A10 10 0 0 1 20 10 ")
        let apart = SVGWriter.pathData(Path([.move(Point(0, 0)), .line(Point(5, 0)),
                                             .arc(center: Point(10, 10), radius: 10, startAngle: -quarter, sweep: quarter)]))
        #expect(apart == "M0 0 L5 0 L10 0 A10 10 0 0 1 20 10 ")
        // After Z the current point is (0, 0): the arc starting at (10, 0) needs its line from
        // there, and one starting at (0, 0) needs none.
        let afterClose = SVGWriter.pathData(Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 5)), .close,
                                                  .arc(center: Point(10, 10), radius: 10, startAngle: -quarter, sweep: quarter),
                                                  .close,
                                                  .arc(center: Point(0, 10), radius: 10, startAngle: -quarter, sweep: quarter)]))
        #expect(afterClose == "M0 0 L10 0 L10 5 Z L10 0 A10 10 0 0 1 20 10 Z A10 10 0 0 1 10 10 ")
        // A path that begins without a move starts where flattening starts it (review 12).
        #expect(SVGWriter.pathData(Path([.line(Point(3, 4)), .line(Point(5, 4)), .close])) == "M3 4 L5 4 Z ")
        #expect(SVGWriter.pathData(Path([.cubic(Point(1, 1), Point(2, 0), Point(3, 1))])) == "M1 1 C1 1 2 0 3 1 ")
    }
    /// SVG audit: a colour layer written as several paths (a nonzero one and an even-odd one)
    /// showed an anti-aliasing seam where they met (up to 9.5/255 at 1×, 25/255 at 4 px), which
    /// the PNG, filling the layer's union once, does not have. The glyphs with holes now wind their
    /// holes the other way and fill nonzero, so every layer of every maneuver is one path.
    @Test("Every colour layer is one path", arguments: [false, true])
    func oneLayerOnePath(flatten: Bool) throws {
        let renderer = IconRenderer()
        for maneuver in Maneuver.allCases {
            let svg = try renderer.maneuverSVG(maneuver, options: ImageOptions(scale: 1), flatten: flatten)
            let fills = svg.components(separatedBy: "<path").dropFirst().map { $0.components(separatedBy: "\"")[1] }
            #expect(Set(fills).count == fills.count, "\(maneuver.docsName): \(fills)")
            #expect(!svg.contains("evenodd"), "\(maneuver.docsName)")
        }
    }
}
