import Foundation
import IconPNG
import IconRaster
import Testing
import ManeuverIcons

/// The golden comparison itself: it fails on a change of two levels in one pixel, it measures in
/// premultiplied RGBA, a recording run writes only missing and failing references, and the diff
/// picture marks exactly the pixels that changed.
@Suite("Golden comparison")
struct GoldenComparisonTests {
    /// TURN_LEFT at 48 px, day: black over transparent, with solid and edge pixels.
    static let icon: Pixmap = try! IconRenderer(cacheLimits: .disabled)
        .maneuverImage(.turnLeft, options: ImageOptions(size: .square48, scale: 1))

    /// Byte offset of the first pixel whose alpha is in `alphas`.
    static func pixel(alpha alphas: ClosedRange<UInt8>) throws -> Int {
        let index = try #require(stride(from: 0, to: icon.data.count, by: 4).first { alphas.contains(icon.data[$0 + 3]) })
        return index
    }

    /// `icon` with one premultiplied channel moved by `delta`, through PNG and back.
    static func changed(at offset: Int, channel: Int, by delta: Int) throws -> DecodedImage {
        var premultiplied = icon.premultipliedRGBA()
        premultiplied[offset + channel] = UInt8(Int(premultiplied[offset + channel]) + delta)
        let pixmap = try Pixmap(width: icon.width, height: icon.height, premultipliedData: premultiplied)
        return try PNGDecoder.decode(PNGEncoder.encode(pixmap))
    }

    static func decoded(_ pixmap: Pixmap) throws -> DecodedImage { try PNGDecoder.decode(PNGEncoder.encode(pixmap)) }

    @Test("Two levels in one channel of one pixel fail; one level passes",
          arguments: [(true, 0, 2), (true, 3, -2), (false, 0, 2), (false, 2, 2), (false, 3, -2)])
    func oneChannelOfOnePixel(solid: Bool, channel: Int, delta: Int) throws {
        let offset = try Self.pixel(alpha: solid ? 255...255 : 100...200)
        let expected = try Self.decoded(Self.icon)
        let two = try #require(ImageDifference(expected: expected, actual: try Self.changed(at: offset, channel: channel, by: delta)))
        #expect(!two.passes && two.worst == 2 && two.pixelsBeyondTolerance == 1, "\(two.summary)")
        let one = try #require(ImageDifference(expected: expected, actual: try Self.changed(at: offset, channel: channel, by: delta / 2)))
        #expect(one.passes && one.worst == 1, "\(one.summary)")
        #expect(ImageDifference(expected: expected, actual: try Self.decoded(Self.icon)) == nil, "same pixels: identical")
    }

    /// Grey 128 at alpha 2 and 255 at alpha 1 differ by 127 levels in straight alpha but cover a
    /// screen the same way to within a level (premultiplied 1 and 1): they match. The same
    /// colour change on an opaque pixel does not.
    @Test("Differences are measured in premultiplied RGBA")
    func premultipliedSpace() throws {
        func image(_ rgba: [UInt8]) throws -> DecodedImage { try DecodedImage(width: 1, height: 1, rgba: rgba) }
        let faint = try #require(ImageDifference(expected: image([128, 128, 128, 2]), actual: image([255, 255, 255, 1])))
        #expect(faint.passes && faint.worst == 1)
        let opaque = try #require(ImageDifference(expected: image([128, 128, 128, 255]), actual: image([255, 255, 255, 255])))
        #expect(!opaque.passes && opaque.worst == 127)
    }

    @Test("Pictures of different sizes fail, the extra pixels counted as different")
    func sizeMismatch() throws {
        let small = try DecodedImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16))
        let tall = try DecodedImage(width: 2, height: 3, rgba: [UInt8](repeating: 0, count: 24))
        let difference = try #require(ImageDifference(expected: small, actual: tall))
        #expect(!difference.passes && !difference.sizesMatch && difference.pixelsBeyondTolerance == 2)
        #expect(difference.levels == [0, 0, 0, 0, 255, 255] && difference.summary.contains("sizes differ"))
    }

    /// Middle panel of the diff picture: exactly the changed pixel's zoomed block is red (beyond
    /// the tolerance) or blue (within it); the outer panels show the two pictures.
    @Test("The diff picture marks the changed pixel", arguments: [3, 1])
    func diffPicture(delta: Int) throws {
        let offset = try Self.pixel(alpha: 255...255)
        let expected = try Self.decoded(Self.icon), actual = try Self.changed(at: offset, channel: 0, by: delta)
        let difference = try #require(ImageDifference(expected: expected, actual: actual))
        let picture = GoldenDiffPicture.draw(expected: expected, actual: actual, difference: difference)
        let layout = GoldenDiffPicture(width: 48, height: 48)
        let (zoom, top) = (layout.zoom, GoldenDiffPicture.margin)
        #expect(zoom == 6 && picture.width == layout.width && picture.height == layout.height)
        let (x, y) = ((offset / 4) % 48, (offset / 4) / 48)
        var marked: [(Int, Int)] = []
        for py in 0 ..< layout.panelHeight {
            for px in 0 ..< layout.panelWidth {
                let p = picture.pixel(layout.left(ofPanel: 1) + px, top + py)
                if p.r > 100 && p.g == 0 || p.b > 200 && p.r == 0 { marked.append((px / zoom, py / zoom)) }
            }
        }
        #expect(marked.count == zoom * zoom && marked.allSatisfy { $0 == (x, y) }, "\(marked.count) marked")
        let centre = picture.pixel(layout.left(ofPanel: 1) + x * zoom + zoom / 2, top + y * zoom + zoom / 2)
        #expect(delta > ImageDifference.tolerance ? centre.r > 150 && centre.g == 0 && centre.b == 0
                                                  : centre.b == 255 && centre.r == 0)
        // Expected and actual panels: the black arrow's pixel, as each picture has it.
        for panel in [0, 2] {
            let p = picture.pixel(layout.left(ofPanel: panel) + x * zoom, top + y * zoom)
            #expect(Int(p.r) == (panel == 0 ? 0 : delta) && p.g == 0 && p.a == 255)
        }
    }

    /// With recording on, a matching reference is left alone even when its bytes differ
    /// (another zlib), a failing one is replaced and still fails, a missing one is written;
    /// without it nothing is written; a folder that is not recordable (icons/) is never written.
    @Test("Recording writes only missing and failing references")
    func recording() throws {
        let temporary = TemporaryFolder()
        let folder = GoldenImages.Folder(label: "refs", url: temporary.url.appendingPathComponent("refs"),
                                         diffs: temporary.url.appendingPathComponent("diffs"), recordable: true)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        func reference(_ file: String) -> [UInt8]? { FileManager.default.contents(atPath: folder.url.appendingPathComponent(file).path).map { [UInt8]($0) } }
        func diffExists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: folder.diffs.appendingPathComponent(file).path) }
        let png = try PNGEncoder.encode(Self.icon)

        let otherBytes = try PNGEncoder.encodeWithLibpngDefaults(Self.icon)
        #expect(otherBytes != png)
        try Data(otherBytes).write(to: folder.url.appendingPathComponent("same.png"))
        #expect(GoldenImages.check(png, against: "same.png", in: folder, recording: true) == nil)
        #expect(reference("same.png") == otherBytes && !diffExists("same.png"))

        var pixmap = Self.icon
        pixmap.data[try Self.pixel(alpha: 255...255)] = 3
        let old = try PNGEncoder.encode(pixmap)
        try Data(old).write(to: folder.url.appendingPathComponent("changed.png"))
        let failure = try #require(GoldenImages.check(png, against: "changed.png", in: folder, recording: false))
        #expect(failure.contains(folder.diffs.appendingPathComponent("changed.png").path) && failure.contains("worst 3/255"), "\(failure)")
        #expect(reference("changed.png") == old && diffExists("changed.png"))
        let diff = try PNGDecoder.decode(try #require(FileManager.default.contents(atPath: folder.diffs.appendingPathComponent("changed.png").path)).map { $0 })
        #expect(diff.width == GoldenDiffPicture(width: 48, height: 48).width && diff.height == 6 * 48 + 8)

        let icons = GoldenImages.Folder(label: "icons", url: folder.url, diffs: folder.diffs, recordable: false)
        #expect(GoldenImages.check(png, against: "changed.png", in: icons, recording: true)?.contains("scripts/render-icons") == true)
        #expect(reference("changed.png") == old)

        let rerecorded = try #require(GoldenImages.check(png, against: "changed.png", in: folder, recording: true))
        #expect(rerecorded.hasPrefix("re-recorded refs/changed.png") && reference("changed.png") == png, "\(rerecorded)")
        #expect(GoldenImages.check(png, against: "changed.png", in: folder, recording: false) == nil && !diffExists("changed.png"),
                "a passing case removes its old diff")

        #expect(GoldenImages.check(png, against: "new.png", in: folder, recording: false)?.contains("is missing") == true)
        #expect(reference("new.png") == nil)
        #expect(GoldenImages.check(png, against: "new.png", in: folder, recording: true)?.hasPrefix("recorded the new") == true)
        #expect(reference("new.png") == png)
    }
}
