import Foundation
import IconEncoders
import IconRaster
import Testing

/// Sprite strips: images stacked in order, no strip longer than its limit, the index saying where
/// each image is, and each image's pixels where the index says.
@Suite struct SpriteStripTests {
    /// 30 icons of 80 px (InfiniTime's cell) at the default 2048-px limit: 25 per strip (2000 px),
    /// so two strips of 25 and 5; each image found at its placement, pixel for pixel, and the
    /// index JSON read back by Foundation.
    @Test func iconsStackIntoStrips() throws {
        let icons = (0 ..< 30).map { i in (name: "icon_\(i)", pixmap: testIcon(size: 80, primary: Color(r: UInt8(i * 8), g: 0, b: 0)).pixmap) }
        let sheet = try SpriteStrips(icons)
        #expect(sheet.strips.map(\.height) == [2000, 400] && sheet.strips.allSatisfy { $0.width == 80 })
        for (i, p) in sheet.placements.enumerated() {
            #expect(p.name == "icon_\(i)" && p.strip == i / 25 && p.y == (i % 25) * 80 && p.x == 0)
            let strip = sheet.strips[p.strip], icon = icons[i].pixmap
            for y in stride(from: 0, to: 80, by: 7) {
                for x in stride(from: 0, to: 80, by: 5) { #expect(strip.pixel(x, p.y + y) == icon.pixel(x, y)) }
            }
        }
        let json = sheet.indexJSON(stripFiles: ["nav_0.bin", "nav_1.bin"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let strips = try #require(root["strips"] as? [[String: Any]])
        #expect(strips.map { $0["file"] as? String } == ["nav_0.bin", "nav_1.bin"])
        let images = try #require(root["images"] as? [[String: Any]])
        #expect(images.count == 30 && images[26]["name"] as? String == "icon_26" && images[26]["y"] as? Int == 80
                && images[26]["strip"] as? Int == 1)
    }

    /// Images of different widths share a strip as wide as the widest, transparent beside the
    /// narrower; a limit is respected exactly (an image that would pass it starts a strip).
    @Test func mixedWidthsAndExactLimit() throws {
        let images = [(name: "a", pixmap: testIcon(size: 10).pixmap), (name: "b", pixmap: testIcon(size: 20).pixmap),
                      (name: "c", pixmap: testIcon(size: 10).pixmap)]
        let sheet = try SpriteStrips(images, maximumLength: 30)
        #expect(sheet.strips.map(\.height) == [30, 10] && sheet.strips.map(\.width) == [20, 10])
        #expect(sheet.strips[0].alpha(15, 5) == 0)
    }

    /// An image taller than a strip, a limit below 1 and no images are refused, naming why; names
    /// are escaped in the index.
    @Test func refusals() throws {
        let tall = [(name: "tall", pixmap: try Pixmap(width: 4, height: 50))]
        #expect(throws: EncoderError.invalidStrip("tall is 50 px tall, more than a strip's 40 px")) { try SpriteStrips(tall, maximumLength: 40) }
        #expect(throws: EncoderError.self) { try SpriteStrips(tall, maximumLength: 0) }
        #expect(throws: EncoderError.invalidStrip("no images")) { try SpriteStrips([]) }
        let quoted = try SpriteStrips([(name: "a\"b\\c\n", pixmap: try Pixmap(width: 1, height: 1))]).indexJSON(stripFiles: ["s.png"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(quoted.utf8)) as? [String: Any])
        #expect((root["images"] as? [[String: Any]])?.first?["name"] as? String == "a\"b\\c\n")
    }
}
