import Foundation
import Testing
import IconPNG
import TestSupport
@testable import ManeuverIcons

/// The sets for targets: the vector layouts against their platforms' documented fields, the
/// presets against their targets' limits, branded sets (colours, style), and the gallery showing
/// every image of every set.
@Suite("Icon sets for targets")
struct IconSetTargetTests {
    static func subset(_ items: [IconSetItem]) -> [IconSetItem] { IconSetTests.subset(of: items) }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// Every imageset's Contents.json holds the Asset Catalog Format Reference's fields and no
    /// others: `images` (each `filename` of a file in the imageset, `idiom` universal, a raster
    /// image's `scale`, the night image's `appearances` luminosity/dark), `info` (`author`,
    /// `version` 1), and `properties` (`preserves-vector-representation` for vectors,
    /// `template-rendering-intent` template for a tintable set); every file of the imageset is
    /// listed once.
    static func checkAssetCatalog(_ root: URL, vector: Bool, template: Bool) throws {
        let catalog = root.appendingPathComponent("ManeuverIcons.xcassets")
        #expect(try json(catalog.appendingPathComponent("Contents.json")).keys.sorted() == ["info"])
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }
        #expect(!sets.isEmpty)
        for set in sets {
            let folder = catalog.appendingPathComponent(set)
            let contents = try json(folder.appendingPathComponent("Contents.json"))
            #expect(Set(contents.keys).isSubset(of: ["images", "info", "properties"]), "\(set): \(contents.keys.sorted())")
            let info = try #require(contents["info"] as? [String: Any])
            #expect(info["version"] as? Int == 1 && info["author"] is String)
            let properties = contents["properties"] as? [String: Any] ?? [:]
            #expect((properties["preserves-vector-representation"] as? Bool) == (vector ? true : nil), "\(set)")
            #expect((properties["template-rendering-intent"] as? String) == (template ? "template" : nil), "\(set)")
            #expect(Set(properties.keys).isSubset(of: ["preserves-vector-representation", "template-rendering-intent"]))
            let images = try #require(contents["images"] as? [[String: Any]])
            var listed: [String] = []
            for image in images {
                #expect(Set(image.keys).isSubset(of: ["filename", "idiom", "scale", "appearances"]), "\(set): \(image.keys.sorted())")
                let name = try #require(image["filename"] as? String)
                listed.append(name)
                #expect(image["idiom"] as? String == "universal")
                #expect(name.hasSuffix(vector ? ".svg" : ".png"), "\(name)")
                if vector { #expect(image["scale"] == nil) } else { #expect(["1x", "2x", "3x"].contains(image["scale"] as? String ?? ""), "\(name)") }
                let dark = (image["appearances"] as? [[String: String]]) == [["appearance": "luminosity", "value": "dark"]]
                #expect(dark == name.contains("_night"), "\(name): dark appearance exactly for the night image")
                #expect(image["appearances"] == nil || dark)
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "Contents.json" }
            #expect(listed.sorted() == files.sorted(), "\(set)")
        }
    }

    @Test("xcassets-vector: one SVG per appearance, vectors preserved, template when tintable; the documented fields")
    func vectorAssetCatalog() throws {
        for tintable in [false, true] {
            let dir = TemporaryFolder()
            var content = IconSetContent()
            content.tintable = tintable
            let generator = IconSetGenerator(layout: .xcassetsVector, content: content)
            let items = Self.subset(generator.items)
            #expect(items.allSatisfy { $0.scale == 1 && $0.format == .svg })
            try generator.generate(into: dir.path, items: items)
            try Self.checkAssetCatalog(dir.url, vector: true, template: tintable)
            for item in items {
                let svg = try String(contentsOf: dir.url.appendingPathComponent(item.path), encoding: .utf8)
                let root = try #require(try VectorDocument(svg).elements.first)
                #expect(root.name == "svg" && root.attributes["width"] == SVGWriter.number(item.points.width))
                // A template keeps only black (the secondary at half alpha).
                #expect(!tintable || !svg.contains("#ffffff") && !svg.contains("#707070") && !svg.contains("#808080"), "\(item.path)")
            }
        }
        // The stroke SVG fits the catalog too; a VectorDrawable does not.
        var stroke = IconSetContent()
        stroke.format = .svgStroke
        let dir = TemporaryFolder()
        try IconSetGenerator(layout: .xcassetsVector, content: stroke).generate(into: dir.path, items: Self.subset(IconSetLayout.xcassetsVector.plan(content: stroke)))
        try Self.checkAssetCatalog(dir.url, vector: true, template: false)
        stroke.format = .vectorDrawable
        #expect(throws: IconSetError.formatNotInLayout(format: "vector-drawable", layout: "xcassets-vector", allowed: ["svg", "svg-stroke"])) {
            try IconSetGenerator(layout: .xcassetsVector, content: stroke).generate(into: TemporaryFolder().path)
        }
    }

    @Test("The PNG asset catalog keeps its fields, and marks a tintable set template")
    func pngAssetCatalog() throws {
        for tintable in [false, true] {
            let dir = TemporaryFolder()
            var content = IconSetContent()
            content.tintable = tintable
            let generator = IconSetGenerator(layout: .xcassets, content: content)
            try generator.generate(into: dir.path, items: Self.subset(generator.items))
            try Self.checkAssetCatalog(dir.url, vector: false, template: tintable)
        }
    }

    @Test("android-vector: drawable/ and drawable-night/ VectorDrawables of legal resource names")
    func androidVector() throws {
        let dir = TemporaryFolder()
        let generator = IconSetGenerator(layout: .androidVector)
        let items = Self.subset(generator.items)
        try generator.generate(into: dir.path, items: items)
        let day = try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("drawable").path).sorted()
        let night = try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("drawable-night").path).sorted()
        #expect(day == night && day.count * 2 == items.count)
        for item in items {
            let name = String(item.path.split(separator: "/").last ?? "")
            #expect(name.wholeMatch(of: /[a-z][a-z0-9_]*\.xml/) != nil, "\(name) is not a legal resource file name")
            let xml = try String(contentsOf: dir.url.appendingPathComponent(item.path), encoding: .utf8)
            let (w, h) = item.points
            let viewport: (Double, Double) = if case .lanes = item.subject { (w, h) } else { (96, 96) }
            _ = try VectorFormatTests.checkVectorDrawable(xml, dp: (w, h), viewport: viewport, item.path)
        }
    }

    @Test("carplay: asset catalog at 2x and 3x, light and dark, lanes within 120 x 18 pt, junction images 140 x 100 pt")
    func carPlayPreset() throws {
        let preset = try IconSetPreset(parsing: "CarPlay")
        #expect(preset.layout == .xcassets)
        let generator = IconSetGenerator(preset: preset)
        let items = generator.items
        #expect(Set(items.map(\.scale)) == [2, 3] && Set(items.map(\.theme)) == Set(Theme.allCases))
        #expect(items.filter { if case .junction = $0.subject { return true } else { return false } }.count == Maneuver.allCases.count * 2 * 2)
        let dir = TemporaryFolder()
        let report = try generator.generate(into: dir.path, items: Self.subset(items))
        try Self.checkAssetCatalog(dir.url, vector: false, template: false)
        for file in report.manifest.files {
            let s = file.item.scale
            switch file.item.subject {
            case .lanes: #expect(Double(file.pixelWidth) <= 120 * s && Double(file.pixelHeight) == 18 * s, "\(file.path)")
            case .junction: #expect(Double(file.pixelWidth) == 140 * s && Double(file.pixelHeight) == 100 * s, "\(file.path)")
            case .maneuver(_, let size), .glyph(_, _, let size): #expect(Double(file.pixelWidth) == size.points * s)
            }
        }
    }

    @Test("android-auto: tintable VectorDrawables, icons 64 x 64 dp, lanes within 294 x 44 dp")
    func androidAutoPreset() throws {
        let preset = try IconSetPreset(parsing: "android-auto")
        #expect(preset.layout == .androidVector && preset.content.tintable)
        let dir = TemporaryFolder()
        let generator = IconSetGenerator(preset: preset)
        // Eight lanes narrow their cells to fit 294 dp.
        let wide = IconSetLanes(name: "eight", lanes: Array(repeating: Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)]), count: 8))
        let items = Self.subset(generator.items) + IconSetGenerator(preset: preset, lanes: [wide]).items.filter {
            if case .lanes = $0.subject { return true } else { return false }
        }
        try IconSetGenerator(preset: preset, lanes: IconSetLanes.common + [wide]).generate(into: dir.path, items: items)
        for item in items {
            let xml = try String(contentsOf: dir.url.appendingPathComponent(item.path), encoding: .utf8)
            let root = try #require(try VectorDocument(xml).elements.first)
            #expect(root.attributes["android:tintMode"] == "src_in")
            #expect(root.attributes["android:tint"] == (item.theme == .day ? "#FF000000" : "#FFFFFFFF"))
            let w = Double(root.attributes["android:width"]?.dropLast(2) ?? "") ?? .nan, h = Double(root.attributes["android:height"]?.dropLast(2) ?? "") ?? .nan
            switch item.subject {
            case .maneuver, .glyph: #expect(w == 64 && h == 64)
            case .lanes: #expect(w <= 294 && h == 44, "\(item.path): \(w) × \(h)")
            case .junction: Issue.record("no junction images")
            }
        }
    }

    @Test("cluster:WxH:BITS: icons on exactly W x H pixels, lanes H tall and at most W wide; depths without a format are refused")
    func clusterPreset() throws {
        let preset = try IconSetPreset(parsing: "cluster:128x64:32")
        #expect(preset.layout == .flat && preset.content.format == .png)
        let dir = TemporaryFolder()
        let generator = IconSetGenerator(preset: preset)
        let report = try generator.generate(into: dir.path, items: Self.subset(generator.items))
        for file in report.manifest.files {
            let png = try PNGDecoder.decode(IconSetTests.bytes(dir.url.appendingPathComponent(file.path)))
            switch file.item.subject {
            case .maneuver, .glyph:
                #expect((png.width, png.height) == (128, 64), "\(file.path)")
                // The 64-px icon sits in the middle 64 columns: nothing drawn in the 32 on each side.
                let rgba = png.rgba
                for y in 0..<64 {
                    for x in [0, 31, 96, 127] { #expect(rgba[(y * 128 + x) * 4 + 3] == 0, "\(file.path) (\(x), \(y))") }
                }
            case .lanes: #expect(png.height == 64 && png.width <= 128)
            case .junction: Issue.record("no junction images")
            }
        }
        // The same icon as the 64-px render, moved by whole pixels.
        let turn = try #require(report.manifest.files.first { $0.item.subject == .maneuver(.turnLeft, .points(64)) && $0.item.theme == .day })
        let placed = try PNGDecoder.decode(IconSetTests.bytes(dir.url.appendingPathComponent(turn.path))).rgba
        let alone = try IconRenderer().maneuverImage(.turnLeft, options: ImageOptions(size: .points(64))).straightRGBA()
        for y in 0..<64 { #expect(Array(placed[(y * 128 + 32) * 4 ..< (y * 128 + 96) * 4]) == Array(alone[y * 256 ..< (y + 1) * 256])) }

        #expect(throws: IconSetError.self) { try IconSetPreset(parsing: "cluster:128x64:24") }
        #expect(throws: IconSetError.self) { try IconSetPreset(parsing: "cluster:4x64:32") }
        #expect(throws: IconSetError.self) { try IconSetPreset(parsing: "cluster:0x0x0:32") }
        #expect(throws: IconSetError.self) { try IconSetPreset(parsing: "garmin") }
        for (bits, format) in IconSetPreset.clusterFormats where !IconSetFormat.all.contains(where: { $0.name == format }) {
            do { _ = try IconSetPreset.cluster(width: 48, height: 48, bits: bits); Issue.record("\(bits) accepted") } catch {
                #expect(error.description.contains(format), "\(error)")
            }
        }
    }

    /// A branded set: other colours and a heavier, round-capped stroke render, carry their
    /// colours and stroke, and say so in the manifest; the standard set's manifest says nothing
    /// of a look (the committed icons/ stay as they are: CommittedIconSetTests, GoldenTests).
    @Test("A branded set renders in its colours and stroke")
    func brandedSet() throws {
        var content = IconSetContent()
        content.dayColors = IconColors(primary: try Color(hex: "#1E5AA8"), secondary: try Color(hex: "#9DB4D3"))
        content.nightColors = IconColors(primary: try Color(hex: "#FFD200"), secondary: try Color(hex: "#5A5A5A"))
        content.style = try GlyphStyle(strokeWidth: 16, cap: .round)
        let dir = TemporaryFolder()
        let generator = IconSetGenerator(content: content)
        let report = try generator.generate(into: dir.path, items: Self.subset(generator.items))
        let standard = IconSetGenerator()
        for file in report.manifest.files {
            let png = try PNGDecoder.decode(IconSetTests.bytes(dir.url.appendingPathComponent(file.path)))
            let primary = content.colors(file.item.theme).primary
            let opaque = stride(from: 0, to: png.rgba.count, by: 4).filter { png.rgba[$0 + 3] == 255 }.map { Array(png.rgba[$0..<$0 + 3]) }
            #expect(opaque.contains([primary.r, primary.g, primary.b]), "\(file.path) has no pixel of its primary colour")
            var plain = file.item
            plain.path = ""
            #expect(try standard.bytes(for: plain) != generator.bytes(for: plain), "\(file.path) looks standard")
        }
        // Heavier: more ink than the standard TURN_LEFT.
        func ink(_ png: [UInt8]) throws -> Int { try PNGDecoder.decode(png).rgba.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) } }
        let turn = try #require(generator.items.first { $0.subject == .maneuver(.turnLeft, .square96) && $0.scale == 1 && $0.theme == .day })
        #expect(try ink(generator.bytes(for: turn)) > ink(standard.bytes(for: turn)) * 11 / 10)
        let manifest = try Self.json(dir.url.appendingPathComponent("manifest.json"))
        #expect((manifest["style"] as? [String: Any])?["strokeWidth"] as? Double == 16)
        #expect(((manifest["colors"] as? [String: Any])?["night"] as? [String: String])?["primary"] == "#FFD200")
        let plainDir = TemporaryFolder()
        try standard.generate(into: plainDir.path, items: Self.subset(standard.items))
        #expect(try Self.json(plainDir.url.appendingPathComponent("manifest.json"))["style"] == nil)
    }

    /// The gallery shows every image of every layout and preset: each file by path in an `<img>`,
    /// or, for a file a browser cannot show (a VectorDrawable), an SVG `data:` URI titled with
    /// the path, which decodes to an SVG of the image's size.
    @Test("The gallery shows every image of every set", arguments: IconSetLayout.all.map { ($0.name, $0, IconSetContent()) }
          + IconSetPreset.named.map { ($0.name, $0.layout, $0.content) })
    func galleryShowsEverySet(_ name: String, _ layout: IconSetLayout, _ content: IconSetContent) throws {
        let dir = TemporaryFolder()
        let generator = IconSetGenerator(layout: layout, content: content)
        let items = Self.subset(generator.items)
        try generator.generate(into: dir.path, items: items)
        let html = try String(contentsOf: dir.url.appendingPathComponent("index.html"), encoding: .utf8)
        let images = html.components(separatedBy: "<img ").dropFirst().map { String($0.prefix { $0 != ">" }) }
        #expect(images.count == Set(items.map { "\($0.stem)/\($0.theme)" }).count, "one picture per image and theme")
        for item in items where item.scale == items.map(\.scale).min() {
            let shown = images.first { $0.contains("src=\"\(item.path)\"") || $0.contains("title=\"\(item.path)\"") }
            let img = try #require(shown, "\(name): \(item.path) not in the gallery")
            if item.format == .vectorDrawable {
                let uri = try #require(img.firstMatch(of: /src="data:image\/svg\+xml;base64,([A-Za-z0-9+\/=]+)"/)?.1)
                let svg = String(decoding: try #require(Data(base64Encoded: String(uri))), as: UTF8.self)
                #expect(try VectorDocument(svg).elements.first?.attributes["width"] == SVGWriter.number(item.points.width))
            }
        }
    }
}
