import Foundation
import IconEncoders
import IconRaster
import Testing

/// Sprite strips: images stacked in order, no strip longer than its limit, and each image's
/// pixels where its placement says.
@Suite struct SpriteStripTests {
    /// 30 icons of 80 px (InfiniTime's cell) at the default 2048-px limit: 25 per strip (2000 px),
    /// so two strips of 25 and 5; each image found at its placement, pixel for pixel.
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

    /// An image taller than a strip, a limit below 1 and no images are refused, naming why.
    @Test func refusals() throws {
        let tall = [(name: "tall", pixmap: try Pixmap(width: 4, height: 50))]
        #expect(throws: EncoderError.invalidStrip("tall is 50 px tall, more than a strip's 40 px")) { try SpriteStrips(tall, maximumLength: 40) }
        #expect(throws: EncoderError.self) { try SpriteStrips(tall, maximumLength: 0) }
        #expect(throws: EncoderError.invalidStrip("no images")) { try SpriteStrips([]) }
    }
}
