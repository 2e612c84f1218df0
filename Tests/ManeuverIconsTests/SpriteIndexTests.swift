import Foundation
import IconRaster
import ManeuverIcons
import Testing

/// The sprite index read back by Foundation: strips and placements as the sheet has them, names
/// escaped.
@Suite struct SpriteIndexTests {
    @Test func indexReadsBack() throws {
        let images = try [(name: "a\"b\\c\n", pixmap: Pixmap(width: 3, height: 5)), (name: "turn_left", pixmap: Pixmap(width: 4, height: 4)),
                          (name: "z", pixmap: Pixmap(width: 2, height: 2))]
        let sheet = try SpriteStrips(images, maximumLength: 9)
        let json = sheet.indexJSON(stripFiles: ["s_0.bin", "s_1.bin"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let strips = try #require(root["strips"] as? [[String: Any]])
        #expect(strips.map { $0["file"] as? String } == ["s_0.bin", "s_1.bin"])
        #expect(strips.map { $0["height"] as? Int } == [9, 2] && strips.map { $0["width"] as? Int } == [4, 2])
        let placed = try #require(root["images"] as? [[String: Any]])
        #expect(placed.map { $0["name"] as? String } == images.map(\.name))
        #expect(placed.map { $0["y"] as? Int } == [0, 5, 0] && placed.map { $0["strip"] as? Int } == [0, 0, 1])
        #expect(placed.map { $0["width"] as? Int } == [3, 4, 2])
    }
}
