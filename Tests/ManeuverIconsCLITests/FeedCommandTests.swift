import Foundation
import ManeuverIcons
import Testing
@testable import maneuver_icons

/// `feed`: JSON lines in, one answer per line out, images written whole into the folder.
struct FeedCommandTests {
    /// A feed run's state with the command's own option parsing (`args` besides `-o`).
    static func feed(_ folder: ScratchFolder, _ args: [String] = []) throws -> Feed {
        let parsed = try parseArguments(["-o", folder.path] + args, specs: feedCommand.specs)
        return Feed(render: try ImageRequest(parsed, output: nil), reading: RouteReadingOptions(trafficSide: try parsed.trafficSide()),
                    folder: folder.path)
    }

    /// An answer as JSON, read back by Foundation.
    static func json(_ value: ManifestValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.inline.utf8)) as? [String: Any])
    }

    @Test("Each line is answered: its files, glyph and source, or the error naming the problem")
    func answers() throws {
        let folder = ScratchFolder()
        var feed = try Self.feed(folder)
        let ok = try Self.json(feed.answer(Array(#"{"id": "s1", "vocabulary": "carplay", "maneuver": "leftTurn", "lanes": "left*,straight"}"#.utf8), number: 1))
        #expect(ok["line"] as? Int == 1 && ok["id"] as? String == "s1" && ok["maneuver"] as? String == "TURN_LEFT" && ok["glyph"] as? String == "TURN_LEFT")
        let files = try #require(ok["files"] as? [String: Any])
        let icon = try #require(files["icon"] as? String), lanes = try #require(files["lanes"] as? String)
        #expect(icon.hasPrefix(folder.path + "/turn_left-") && icon.hasSuffix(".png"))
        #expect(readBytes(icon) == (try IconRenderer().maneuverPNG(.turnLeft)))
        #expect(readBytes(lanes) == (try IconRenderer().lanesPNG(try LaneSpec.parse("left*,straight"))))
        // The same picture asked otherwise (the SDK's own name) is the same file.
        let same = try Self.json(feed.answer(Array(#"{"maneuver": "TURN_LEFT", "id": 2}"#.utf8), number: 2))
        #expect((same["files"] as? [String: Any])?["icon"] as? String == icon && same["id"] as? Int == 2)
        // A glyph no Google maneuver says: maneuver null, the glyph named.
        let keep = try Self.json(feed.answer(Array(#"{"vocabulary": "valhalla", "maneuver": 22}"#.utf8), number: 3))
        #expect(keep["maneuver"] is NSNull && keep["glyph"] as? String == "KEEP_MIDDLE")
        // Bad lines: errors naming the line's problem, the id kept when the line is JSON.
        let bad: [(String, String)] = [
            (#"{"id": 9, "vocabulary": "carplay", "maneuver": "nope"}"#, "$.maneuver: unknown carplay value 'nope'"),
            ("{not json", "$: not valid JSON"),
            ("", "$: the document is empty"),
            (#"{"maneuver": "ROUNDABOUT_CLOCKWISE", "roundaboutTurnNumber": 300}"#, "$.roundaboutTurnNumber"),
            (#"{"routes": [], "code": "Ok"}"#, "a route response"),
        ]
        for (i, (line, words)) in bad.enumerated() {
            let answer = try Self.json(feed.answer(Array(line.utf8), number: 10 + i))
            #expect((answer["error"] as? String)?.contains(words) == true && answer["line"] as? Int == 10 + i, "\(line): \(answer)")
        }
        #expect(try Self.json(feed.answer(Array(#"{"id": 9, "vocabulary": "carplay", "maneuver": "nope"}"#.utf8), number: 1))["id"] as? Int == 9)
        #expect(try Self.json(feed.answer(nil, number: 20))["error"] as? String == "the line is longer than 1 MiB; a step is one JSON object on one line")
        // Nav info off route: nothing drawn, said.
        let off = try Self.json(feed.answer(Array(#"{"navState": "rerouting", "currentStep": {"maneuver": 1}}"#.utf8), number: 21))
        #expect(off["files"] is NSNull && (off["note"] as? String)?.contains("rerouting") == true)
    }

    @Test("Options as render: SVG, scale and the traffic side")
    func options() throws {
        let folder = ScratchFolder()
        var feed = try Self.feed(folder, ["--format", "svg", "--scale", "2", "--traffic-side", "left"])
        let answer = try Self.json(feed.answer(Array(#"{"vocabulary": "valhalla", "maneuver": 26}"#.utf8), number: 1))
        #expect(answer["glyph"] as? String == "ROUNDABOUT_CLOCKWISE", "\(answer)")
        let icon = try #require((answer["files"] as? [String: Any])?["icon"] as? String)
        let svg = Array(try IconRenderer().maneuverSVG(.roundaboutClockwise, options: ImageOptions(scale: 2)).utf8)
        #expect(icon.hasSuffix(".svg") && readBytes(icon) == svg)
    }

    /// The file extension is the format's, as `route` and `render` name files: the stroke SVG is
    /// `.svg`, a VectorDrawable `.xml` (not the format's name).
    @Test("Files carry the format's extension", arguments: [("svg-stroke", ".svg"), ("vector-drawable", ".xml"), ("png", ".png")])
    func extensions(format: String, ext: String) throws {
        let folder = ScratchFolder()
        var feed = try Self.feed(folder, ["--format", format])
        let answer = try Self.json(feed.answer(Array(#"{"vocabulary": "google", "maneuver": "TURN_LEFT", "lanes": "left*,straight"}"#.utf8), number: 1))
        let files = try #require(answer["files"] as? [String: Any], "\(answer)")
        for key in ["icon", "lanes"] {
            let path = try #require(files[key] as? String)
            #expect(path.hasSuffix(ext) && FileManager.default.fileExists(atPath: path), "\(format): \(path)")
        }
    }

    /// Lines split as they arrive, `\r\n` and a last line without a break included; a line over
    /// the limit is passed as nil and skipped to its end.
    @Test("The line reader: breaks, a last line without one, lines over the limit")
    func lineReader() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text = "a\r\nbb\n\n" + String(repeating: "x", count: 40) + "\nlast"
        _ = text.utf8CString.withUnsafeBufferPointer { write(fds[1], $0.baseAddress, text.utf8.count) }
        close(fds[1])
        var lines: [(Int, String?)] = []
        try LineReader(fileDescriptor: fds[0], limit: 10).forEachLine { (n, line) throws(ToolError) in
            lines.append((n, line.map { String(decoding: $0, as: UTF8.self) }))
        }
        close(fds[0])
        #expect(lines.map(\.0) == [1, 2, 3, 4, 5])
        #expect(lines.map(\.1) == ["a", "bb", "", nil, "last"])
    }

    /// The built tool as a daemon's child: each answer comes as soon as its line is written
    /// (the next line is sent only after the answer was read), and a stream of 2,000 lines with
    /// bad ones mixed in gets one answer per line, in order, ending with status 0.
    @Test func streams() throws {
        let folder = ScratchFolder()
        let process = Process()
        process.executableURL = SubprocessTests.binary
        process.arguments = ["feed", "-o", folder.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let reader = output.fileHandleForReading
        var buffered = Data()
        func nextLine() -> String? {
            while true {
                if let i = buffered.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffered[buffered.startIndex..<i], as: UTF8.self)
                    buffered.removeSubrange(buffered.startIndex...i)
                    return line
                }
                let chunk = reader.availableData
                if chunk.isEmpty { return nil }
                buffered += chunk
            }
        }
        for (i, line) in [#"{"id": 1, "maneuver": "TURN_RIGHT"}"#, "oops", #"{"id": 3, "vocabulary": "here", "maneuver": "MIDDLE_FORK"}"#].enumerated() {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            let answer = try #require(nextLine())
            #expect(answer.hasPrefix("{\"line\": \(i + 1),"), "\(answer)")
        }
        var lines: [String] = []
        for i in 0 ..< 2_000 {
            lines.append(i % 7 == 3 ? #"{"id": \#(i), "vocabulary": "carplay", "maneuver": \#(100 + i)}"#
                                    : #"{"id": \#(i), "vocabulary": "android-auto", "maneuver": \#(i % 29 + 1)}"#)
        }
        input.fileHandleForWriting.write(Data(lines.joined(separator: "\n").utf8))
        try input.fileHandleForWriting.close()
        var answers: [String] = []
        while let line = nextLine() { answers.append(line) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(answers.count == 2_000)
        for (i, answer) in answers.enumerated() {
            #expect(answer.hasPrefix("{\"line\": \(i + 4), \"id\": \(i),"), "\(answer)")
            #expect(answer.contains("\"error\"") == (i % 7 == 3), "\(answer)")
        }
    }

    @Test("Usage: a folder is needed, standard input is read")
    func usage() {
        #expect(tool("feed").status == 64)
        #expect(tool("feed", "x.json", "-o", ScratchFolder().path).err.contains("feed reads standard input"))
    }
}
