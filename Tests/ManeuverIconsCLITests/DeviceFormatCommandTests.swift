import Foundation
import ManeuverIcons
import Testing
import TestSupport
@testable import maneuver_icons

/// The device formats through the command line: every `--format` value on `render`, `lanes`,
/// `route`, `feed` and `render --all`, each file read back on its own terms (PNGs by the tests'
/// own reader, raw layouts unpacked here), and the errors for bad values.
struct DeviceFormatCommandTests {
    /// A JSON object file read by Foundation.
    static func json(_ path: String) throws -> [String: Any] {
        let bytes = try #require(readBytes(path))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// `render <maneuver> --size 48 --format <format> -o <file>`'s bytes.
    static func render(_ maneuver: String, _ format: String, _ extra: [String] = [], file: String = "icon.out") throws -> [UInt8] {
        let folder = ScratchFolder()
        let run = tool(["render", maneuver, "--size", "48", "--format", format, "-o", folder.file(file)] + extra)
        #expect(run.status == 0, "\(format): \(run.err)")
        return try #require(readBytes(folder.file(file)))
    }

    /// MSB-first 1-bit rows of a `width`-pixel image, unpacked: true = ink.
    static func bits(_ bytes: [UInt8], width: Int, height: Int) -> [[Bool]] {
        let stride = (width + 7) / 8
        return (0 ..< height).map { y in (0 ..< width).map { x in bytes[y * stride + x / 8] & (0x80 >> UInt8(x % 8)) != 0 } }
    }

    /// A roundabout's exit number survives where colour does not: 1-bit formats draw the ring
    /// badge (digits inside a circle), so exits 3 and 8 differ there; a disc and its digits
    /// would be the same solid blot. Colour formats keep the disc.
    @Test("The exit number reads in 1-bit and alpha formats: a ring badge")
    func exitNumberWithoutColor() throws {
        let ring = ["ROUNDABOUT_RIGHT_COUNTERCLOCKWISE", "--exit-number"]
        for format in ["gray1", "mono1"] {
            let three = try Self.render(ring[0], format, [ring[1], "3"]), eight = try Self.render(ring[0], format, [ring[1], "8"])
            #expect(three != eight, "\(format): exits 3 and 8 look the same")
        }
        let a8 = ["--lvgl-format", "a8"]
        #expect(try Self.render(ring[0], "lvgl-bin", a8 + [ring[1], "3"]) != Self.render(ring[0], "lvgl-bin", a8 + [ring[1], "8"]))
        // Inside the badge (centre 19 pt from the box's bottom-left corner, 9.5 px at 48 px;
        // 5 px around it, within the digits' circle) a disc is all ink; the ring leaves paper
        // between and around the digits.
        let mono = Self.bits(try Self.render(ring[0], "mono1", [ring[1], "3"]), width: 48, height: 48)
        var paper = 0
        for y in 34 ..< 44 { for x in 5 ..< 15 where (Double(x) + 0.5 - 9.5) * (Double(x) + 0.5 - 9.5) + (Double(y) + 0.5 - 38.5) * (Double(y) + 0.5 - 38.5) <= 25 && !mono[y][x] { paper += 1 } }
        #expect(paper >= 20, "paper pixels inside the badge: \(paper)")
        #expect(DeviceFormat.gray1.drawnStyle(.standard).exitBadge == .ring)
        #expect(DeviceFormat.gray2.drawnStyle(.standard) == .standard && DeviceFormat.rgb565le.drawnStyle(.standard) == .standard)
    }

    @Test("Each device format writes its own layout")
    func everyFormat() throws {
        for bits in [1, 2, 4, 8] {
            let png = try IndependentPNGReader(try Self.render("TURN_LEFT", "gray\(bits)"))
            #expect(png.colorType == 0 && png.bitDepth == bits && png.width == 48 && png.height == 48, "gray\(bits)")
            // Black ink on white paper by day: both ends of the scale are used.
            #expect(png.samples.contains(0) && png.samples.contains((1 << bits) - 1), "gray\(bits)")
        }
        let indexed = try IndependentPNGReader(try Self.render("FORK_LEFT", "indexed"))
        // Transparent, grey context, black path: three entries, 2 bits.
        #expect(indexed.colorType == 3 && indexed.bitDepth == 2 && indexed.palette.count == 3)
        let le = try Self.render("TURN_LEFT", "rgb565le"), be = try Self.render("TURN_LEFT", "rgb565be")
        #expect(le.count == 48 * 48 * 2 && be.count == le.count)
        let swapped = stride(from: 0, to: le.count, by: 2).allSatisfy { (i: Int) -> Bool in le[i] == be[i + 1] && le[i + 1] == be[i] }
        #expect(swapped)
        let mono = try Self.render("TURN_LEFT", "mono1")
        #expect(mono.count == 288)
        let text = try Self.render("TURN_LEFT", "mono1-base64")
        #expect(Data(base64Encoded: Data(text)).map(Array.init) == mono)
        let bin = try Self.render("TURN_LEFT", "lvgl-bin")
        // LVGL 9 by default: magic, RGB565A8, 48 × 48, stride 96, then 48 · 48 · 3 bytes.
        #expect(Array(bin[0 ..< 10]) == [0x19, 0x14, 0, 0, 48, 0, 48, 0, 96, 0] && bin.count == 12 + 48 * 48 * 3)
        let v8 = try Self.render("TURN_LEFT", "lvgl-bin", ["--lvgl", "8", "--lvgl-format", "i1"])
        let word = v8[0 ..< 4].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(word & 31 == 7 && word >> 10 & 2047 == 48 && word >> 21 & 2047 == 48 && v8.count == 4 + 8 + 6 * 48)
        // The I1 indices are mono1's bits (the same ink), after the two palette entries.
        #expect(Array(v8[12...]) == mono)
        let source = String(decoding: try Self.render("TURN_LEFT", "lvgl-c", ["--lvgl", "8"], file: "turn-left.c"), as: UTF8.self)
        #expect(source.contains("const lv_img_dsc_t turn_left = {") && source.contains(".data = turn_left_map,"))
    }

    /// The worst bug: a left arrow that reads as right. TURN_LEFT in 1 bit is TURN_RIGHT mirrored
    /// pixel for pixel (the catalogue's twins are exact mirror images), and its arrowhead, the
    /// ink of the top half, lies left of the centre.
    @Test("mono1 keeps left on the left")
    func leftStaysLeft() throws {
        let left = Self.bits(try Self.render("TURN_LEFT", "mono1"), width: 48, height: 48)
        let right = Self.bits(try Self.render("TURN_RIGHT", "mono1"), width: 48, height: 48)
        #expect(left == right.map { Array($0.reversed()) })
        let top = left[..<24].flatMap { row in row.enumerated().filter(\.element).map(\.offset) }
        #expect(!top.isEmpty && Double(top.reduce(0, +)) / Double(top.count) < 20)
    }

    /// Lanes in 1 bit keep every lane, the ones not to take as thin arrows in ink: in the
    /// secondary colour they would vanish (or, as a template's half alpha, match the ones to
    /// take). Near the stems' base each of the first two lanes has a stem a third as wide as the
    /// third lane's (2 px against 6 at 48 px). In gray8 the context lanes stay in their grey.
    @Test("1-bit lanes draw the lanes not to take thin")
    func lanesOneBit() throws {
        let folder = ScratchFolder()
        let width = 144
        /// Ink pixels of each 48-px lane in row 40 (the stems, below every branch).
        func stemWidths(_ rows: [[Bool]]) -> [Int] { (0 ..< 3).map { lane in rows[40][(lane * 48) ..< (lane * 48 + 48)].filter { $0 }.count } }
        #expect(tool("lanes", "straight,straight,right*", "--format", "mono1", "-o", folder.file("l.mono")).status == 0)
        let rows = Self.bits(try #require(readBytes(folder.file("l.mono"))), width: width, height: 48)
        #expect(stemWidths(rows) == [2, 2, 6], "thin, thin, recommended")
        #expect(tool("lanes", "straight,straight,right*", "--format", "gray8", "-o", folder.file("l.png")).status == 0)
        let greyBytes = try #require(readBytes(folder.file("l.png")))
        let grey = try IndependentPNGReader(greyBytes)
        #expect((0 ..< 48).contains { y in (0 ..< 96).contains { grey.samples[y * width + $0] < 200 && grey.samples[y * width + $0] > 55 } },
                "the context lanes in grey")
        // A template (--tint: one colour, the secondary at half alpha) draws the same.
        #expect(tool("lanes", "straight,straight,right*", "--tint", "--format", "mono1", "-o", folder.file("t.mono")).status == 0)
        let tinted = Self.bits(try #require(readBytes(folder.file("t.mono"))), width: width, height: 48)
        #expect(stemWidths(tinted) == [2, 2, 6], "tinted: thin, thin, recommended")
    }

    @Test("route and feed write device formats with their extensions; the manifest records the format")
    func routeAndFeed() throws {
        let folder = ScratchFolder()
        let response = #"{"code": "Ok", "routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}}, {"maneuver": {"type": "turn", "modifier": "left"}}, {"maneuver": {"type": "arrive"}}]}]}]}"#
        try Data(response.utf8).write(to: folder.url.appendingPathComponent("route.json"))
        let run = tool("route", folder.file("route.json"), "-o", folder.file("out"), "--format", "gray4", "--size", "48")
        #expect(run.status == 0, "\(run.err)")
        let manifest = try Self.json(folder.file("out/manifest.json"))
        #expect((manifest["options"] as? [String: Any])?["format"] as? String == "gray4")
        let turn = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).first { $0.contains("turn_left") })
        let turnBytes = try #require(readBytes(folder.file("out/" + turn)))
        #expect(try IndependentPNGReader(turnBytes).bitDepth == 4)
        let lvgl = tool("route", folder.file("route.json"), "-o", folder.file("c"), "--format", "lvgl-c")
        #expect(lvgl.status == 0, "\(lvgl.err)")
        let source = try #require(readBytes(folder.file("c/step_001_turn_left.c")))
        #expect(String(decoding: source, as: UTF8.self).contains("const lv_image_dsc_t step_001_turn_left = {"))

        let feedFolder = ScratchFolder()
        let parsed = try parseArguments(["-o", feedFolder.path, "--format", "rgb565be", "--size", "48"], specs: feedCommand.specs)
        var feed = Feed(render: try ImageRequest(parsed, output: nil), reading: RouteReadingOptions(trafficSide: .none), folder: feedFolder.path)
        let line = feed.answer(Array(#"{"maneuver": "TURN_LEFT"}"#.utf8), number: 1).inline
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let icon = try #require((answer["files"] as? [String: Any])?["icon"] as? String)
        #expect(icon.hasSuffix(".rgb565") && readBytes(icon)?.count == 48 * 48 * 2)
    }

    @Test("render --all in a device format: files, manifest and the cluster preset's depth")
    func sets() throws {
        let folder = ScratchFolder()
        let run = tool("render", "--all", "--format", "mono1", "--theme", "night", "-o", folder.path)
        #expect(run.status == 0, "\(run.err)")
        let manifest = try Self.json(folder.file("manifest.json"))
        #expect(manifest["format"] as? String == "mono1")
        let files = try #require(manifest["files"] as? [[String: Any]])
        let icon = try #require(files.first { $0["path"] as? String == "turn_left_square48_night@1x.mono" })
        #expect(icon["pixelWidth"] as? Int == 48 && icon["bytes"] as? Int == 288)

        let cluster = ScratchFolder()
        #expect(tool("render", "--all", "--preset", "cluster:40x32:1", "-o", cluster.path).status == 0)
        let clusterBytes = try #require(readBytes(cluster.file("turn_left_32pt_day@1x.png")))
        let png = try IndependentPNGReader(clusterBytes)
        #expect(png.bitDepth == 1 && png.colorType == 0 && png.width == 40 && png.height == 32)
        let lvgl = ScratchFolder()
        #expect(tool("render", "--all", "--format", "lvgl-bin", "--lvgl", "8", "--lvgl-format", "a4", "--theme", "day", "-o", lvgl.path).status == 0)
        let lvglManifest = try Self.json(lvgl.file("manifest.json"))
        #expect((lvglManifest["lvgl"] as? [String: Any])?["colorFormat"] as? String == "a4")
        #expect(readBytes(lvgl.file("turn_left_square48_day@2x.bin"))?.count == 4 + 96 * 48)
    }

    @Test("Bad device format values are usage errors naming what is allowed", arguments: [
        (["--format", "grey1"], "did you mean gray1"),
        (["--format", "rgb565"], "did you mean rgb565be, rgb565le"),
        (["--format", "lvgl-c", "--lvgl", "7"], "invalid --lvgl '7': expected 8 or 9"),
        (["--format", "lvgl-bin", "--lvgl-format", "rgb888"], "expected one of i1, i2"),
        (["--format", "lvgl-bin", "--lvgl", "8", "--lvgl-format", "l8"], "LVGL 8 has no colour format l8"),
        (["--format", "gray1", "--lvgl", "9"], "--lvgl applies to --format lvgl-c or lvgl-bin only"),
        (["--format", "lvgl-bin", "--lvgl", "8", "--size", "1024", "--scale", "3"], "too large for LVGL 8"),
        (["--format", "svg", "--hinting", "on"], "--hinting applies to pixel formats"),
        (["--format", "vector-drawable", "--hinting", "off"], "a vector format (vector-drawable) is drawn unhinted"),
    ])
    func badValues(_ options: [String], _ message: String) {
        let folder = ScratchFolder()
        let run = tool(["render", "TURN_LEFT", "-o", folder.file("x")] + options)
        #expect(run.status == 64 && run.err.contains(message), "\(options): \(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("x")))
    }

    /// Raw bytes go to a terminal only when asked (`-o -`).
    @Test func binaryNotToATerminal() {
        let run = tool(["render", "TURN_LEFT", "--format", "rgb565le"], outIsTerminal: true)
        #expect(run.status == 64 && run.err.contains("not writing binary data to a terminal"))
        #expect(tool(["render", "TURN_LEFT", "--format", "mono1-base64"], outIsTerminal: true).status == 0)
    }
}

/// `render --all --sprite`: every image of the set found, pixel for pixel, where its index says,
/// rectangles inside their strip and apart, no strip longer than the limit.
struct SpriteCommandTests {
    @Test("Sprite strips hold each image exactly where the index says")
    func spriteIndexCoversEachImage() throws {
        let sprite = ScratchFolder(), plain = ScratchFolder()
        let run = tool("render", "--all", "--preset", "cluster:48x40:8", "--sprite", "--strip-length", "500", "-o", sprite.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(tool("render", "--all", "--preset", "cluster:48x40:8", "-o", plain.path).status == 0)
        let manifest = try DeviceFormatCommandTests.json(sprite.file("manifest.json"))
        let entries = try #require(manifest["files"] as? [[String: Any]])
        #expect((manifest["sprite"] as? [String: Any])?["stripLength"] as? Int == 500 && manifest["format"] as? String == "gray8")
        var found = 0
        for index in entries where index["kind"] as? String == "sprite-index" {
            let path = try #require(index["path"] as? String)
            let group = String(path.dropLast(".json".count))                     // sprite_day@1x, sprite_lanes_night@1x
            let suffix = "_" + group.replacingOccurrences(of: "sprite_", with: "").replacingOccurrences(of: "lanes_", with: "")
            let root = try DeviceFormatCommandTests.json(sprite.file(path))
            let stripEntries = try #require(root["strips"] as? [[String: Any]])
            var strips: [IndependentPNGReader] = []
            for strip in stripEntries {
                let file = try #require(strip["file"] as? String)
                let bytes = try #require(readBytes(sprite.file(file)))
                strips.append(try IndependentPNGReader(bytes))
            }
            #expect(strips.allSatisfy { $0.height <= 500 && $0.bitDepth == 8 })
            var taken: [Int: [Range<Int>]] = [:]
            for image in try #require(root["images"] as? [[String: Any]]) {
                let name = try #require(image["name"] as? String)
                let s = try #require(image["strip"] as? Int), x = try #require(image["x"] as? Int), y = try #require(image["y"] as? Int)
                let w = try #require(image["width"] as? Int), h = try #require(image["height"] as? Int)
                let strip = strips[s]
                #expect(x >= 0 && y >= 0 && x + w <= strip.width && y + h <= strip.height, "\(name)")
                #expect(!(taken[s] ?? []).contains { $0.overlaps(y ..< y + h) }, "\(name) overlaps another image")
                taken[s, default: []].append(y ..< y + h)
                let single = try #require(readBytes(plain.file(name + suffix + ".png")), "\(name + suffix)")
                let own = try IndependentPNGReader(single)
                #expect(own.width == w && own.height == h, "\(name)")
                let same = (0 ..< h).allSatisfy { row in
                    (0 ..< w).allSatisfy { col in strip.samples[(y + row) * strip.width + x + col] == own.samples[row * w + col] }
                }
                #expect(same, "\(name): the strip's pixels are the image's")
                found += 1
            }
        }
        let plainFiles = try #require(try DeviceFormatCommandTests.json(plain.file("manifest.json"))["files"] as? [[String: Any]])
        #expect(found == plainFiles.count && found > 200)
    }

    @Test("Sprite options that cannot work are usage errors", arguments: [
        (["--sprite", "--layout", "xcassets"], "--sprite writes the flat layout"),
        (["--sprite", "--format", "svg"], "--sprite needs a raster format"),
        (["--strip-length", "100"], "--strip-length applies to --sprite only"),
        (["--sprite", "--strip-length", "0"], "invalid --strip-length '0'"),
        (["--sprite", "--strip-length", "40"], "more than a strip's 40 px"),
    ])
    func spriteErrors(_ options: [String], _ message: String) {
        let folder = ScratchFolder()
        let run = tool(["render", "--all", "-o", folder.file("set")] + options)
        #expect(run.status == 64 && run.err.contains(message), "\(options): \(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("set/manifest.json")))
    }
}
