import Foundation
import ManeuverIcons
import Testing
@testable import maneuver_icons

/// `route` and `step`: feed JSON in, icons and a manifest out.
struct RouteCommandTests {
    /// A small OSRM response of our own: depart, a left turn with two lanes (left valid), a
    /// roundabout taking the right exit (2nd), arrive. Right-hand traffic (OSRM's default), so the
    /// roundabout goes counterclockwise (icon spec §4).
    static let response = #"""
    {"code": "Ok", "routes": [{"legs": [{"steps": [
      {"maneuver": {"type": "depart", "location": [0, 0]}, "mode": "driving", "name": "A"},
      {"maneuver": {"type": "turn", "modifier": "left", "location": [0, 1]}, "mode": "driving", "name": "B",
       "intersections": [{"location": [0, 1], "lanes": [{"valid": true, "indications": ["left"]},
                                                       {"valid": false, "indications": ["straight"]}]}]},
      {"maneuver": {"type": "roundabout", "modifier": "right", "exit": 2, "location": [1, 1]}, "mode": "driving"},
      {"maneuver": {"type": "arrive", "location": [2, 1]}, "mode": "driving"}
    ]}]}]}
    """#

    static func manifest(_ folder: ScratchFolder) throws -> [String: Any] { try manifest(at: folder.path) }

    static func manifest(at path: String) throws -> [String: Any] {
        let data = try #require(readBytes(path + "/manifest.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
    }

    /// `--clear-stale` leaves the file standard output is redirected to alone, as `step --help`
    /// says (a review: `--lanes-output lanes.png --clear-stale > lanes.png` removed it), both for a
    /// step without lanes and off route.
    @Test func clearStaleSparesStandardOutput() throws {
        let folder = ScratchFolder()
        let lanes = folder.file("lanes.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: lanes))
        try Data(#"{"maneuver": "TURN_LEFT"}"#.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        try Data(#"{"navState": "stopped"}"#.utf8).write(to: folder.url.appendingPathComponent("off.json"))
        for input in ["s.json", "off.json"] {
            let run = tool(["step", folder.file(input), "-o", folder.file("icon.png"), "--lanes-output", lanes, "--clear-stale"],
                           standardOutputPath: lanes)
            #expect(run.status == 0, "\(input): \(run.err)")
            #expect(readBytes(lanes) == Array("old".utf8), "\(input): \(run.err)")
        }
    }

    /// An enroute nav info without a current step (absent or `null`) is an error naming
    /// `$.currentStep`, as every other feed error names its JSON path (review 66: the message
    /// named no path); nothing is written.
    @Test func enrouteWithoutCurrentStepNamesThePath() throws {
        let folder = ScratchFolder()
        for text in [#"{"navState": "enroute"}"#, #"{"navState": "enroute", "currentStep": null}"#] {
            try Data(text.utf8).write(to: folder.url.appendingPathComponent("nav.json"))
            let run = tool("step", folder.file("nav.json"), "-o", folder.file("icon.png"))
            #expect(run.status == 1, "\(text): \(run.err)")
            #expect(run.err.contains("nav.json: $.currentStep: missing field; expected the step to draw"), "\(text): \(run.err)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("icon.png")))
        }
    }

    /// A step (or nav-info) file given to `route` names the command that reads it, as `step`
    /// does for a route response, instead of "$.routes: missing field" (trial 6); nothing written.
    @Test func routeOnAStepNamesStep() throws {
        let folder = ScratchFolder()
        for (name, text) in [("step.json", #"{"maneuver": "TURN_LEFT"}"#),
                             ("nav.json", #"{"navState": "enroute", "currentStep": {"maneuver": "TURN_LEFT"}}"#)] {
            try Data(text.utf8).write(to: folder.url.appendingPathComponent(name))
            let run = tool("route", folder.file(name), "--output", folder.file("out"))
            #expect(run.status == 1, "\(name): \(run.err)")
            #expect(run.err.contains("is a step, not a route response; use 'maneuver-icons step"), "\(name): \(run.err)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
        }
        // A broken route response still gets the JSON path.
        try Data(#"{"code": "Ok", "routes": 5}"#.utf8).write(to: folder.url.appendingPathComponent("bad.json"))
        #expect(tool("route", folder.file("bad.json"), "--output", folder.file("out")).err.contains("$.routes"))
    }

    @Test func routeWritesEveryStepAndManifest() throws {
        let folder = ScratchFolder()
        try Data(Self.response.utf8).write(to: folder.url.appendingPathComponent("route.json"))
        let out = folder.file("out")
        let run = tool("route", folder.file("route.json"), "--output", out, "--scale", "2")
        #expect(run.status == 0, "\(run.err)")
        let data = try #require(readBytes(out + "/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let steps = try #require(manifest["steps"] as? [[String: Any]])
        #expect(steps.map { $0["maneuver"] as? String } == ["DEPART", "TURN_LEFT", "ROUNDABOUT_RIGHT_COUNTERCLOCKWISE", "DESTINATION"])
        #expect(steps.map { $0["rawValue"] as? Int } == [1, 6, 50, 2])
        #expect(steps.map { $0["type"] as? String } == ["depart", "turn", "roundabout", "arrive"])
        #expect(steps[2]["roundaboutTurnNumber"] as? Int == 2)
        #expect(steps[1]["lanes"] as? String == "left*,straight")
        #expect(steps.map { $0["drivingSide"] as? String } == ["right", "right", "right", "right"])
        let files = try #require(manifest["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == [
            "step_000_depart.png", "step_001_turn_left.png", "step_001_lanes.png",
            "step_002_roundabout_right_counterclockwise.png", "step_003_destination.png",
        ])
        for entry in files {
            let bytes = try #require(readBytes(out + "/" + (entry["path"] as? String ?? "")))
            #expect(ContentHash.sha256Hex(bytes) == entry["sha256"] as? String)
        }
        // The icon is the library's icon for the mapped step (with its exit number), at scale 2.
        let roundabout = try #require(readBytes(out + "/step_002_roundabout_right_counterclockwise.png"))
        #expect(roundabout == (try IconRenderer().maneuverPNG(.roundaboutRightCounterClockwise, options: ImageOptions(scale: 2), exitNumber: 2)))
        #expect(pngSize(try #require(readBytes(out + "/step_001_lanes.png")))?.width == 2 * 2 * 48)
    }

    /// A response whose legs hold no steps (requested without steps=true) still writes its
    /// manifest, with no steps, exit 0, and warns why nothing is drawn (a new-user trial found
    /// it silent).
    @Test func routeWithoutStepsWarns() throws {
        let folder = ScratchFolder()
        try Data(#"{"code": "Ok", "routes": [{"legs": [{"steps": []}]}]}"#.utf8).write(to: folder.url.appendingPathComponent("r.json"))
        let run = tool("route", folder.file("r.json"), "--output", folder.file("out"))
        #expect(run.status == 0 && run.err.contains("warning: ") && run.err.contains("the response has no steps (its legs are empty, or the route was requested without steps=true); no images drawn"), "\(run.err)")
        let bytes = try #require(readBytes(folder.file("out/manifest.json")))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect((manifest["steps"] as? [Any])?.isEmpty == true)
        #expect(OutputFileTests.listing(folder.file("out")) == ["manifest.json"])
    }

    /// Banner degrees that put the exit on the other side than the modifier: the file name, the
    /// manifest's maneuver and the icon all follow the degrees (the nearest named exit, drawn
    /// with the angle), and a warning names the modifier's side.
    @Test func routeWarnsAndDrawsTheDegreesExit() throws {
        let folder = ScratchFolder()
        let response = #"""
        {"code": "Ok", "routes": [{"legs": [{"steps": [
          {"maneuver": {"type": "depart"}, "bannerInstructions": [{"primary": {"type": "roundabout", "modifier": "right", "degrees": 300}}]},
          {"maneuver": {"type": "roundabout", "modifier": "right", "exit": 2}},
          {"maneuver": {"type": "arrive"}}
        ]}]}]}
        """#
        try Data(response.utf8).write(to: folder.url.appendingPathComponent("route.json"))
        let out = folder.file("out")
        let run = tool("route", folder.file("route.json"), "--output", out)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("maneuver-icons: warning: ") && run.err.contains("steps[0].bannerInstructions[0].primary.degrees: the previous step's banner degrees 300 put the exit left of straight through"), "\(run.err)")
        let steps = try #require(try Self.manifest(at: out)["steps"] as? [[String: Any]])
        #expect(steps.map { ($0["warnings"] as? [String])?.count } == [0, 1, 0])
        #expect(steps[1]["exitAngle"] as? Double == 300 && steps[1]["maneuver"] as? String == "ROUNDABOUT_SHARP_LEFT_COUNTERCLOCKWISE")
        let icon = try #require(readBytes(out + "/step_001_roundabout_sharp_left_counterclockwise.png"))
        #expect(icon == (try IconRenderer().maneuverPNG(.roundaboutSharpLeftCounterClockwise, exitAngle: 300, exitNumber: 2)))
        withExtendedLifetime(folder) {}
    }

    /// Rerunning with another route removes the previous manifest's files that are no longer
    /// produced and keeps files the tool did not write.
    /// A folder with `route.json` (the response) routed into `out`, and `route2.json`: the same
    /// route without the roundabout (the destination becomes step 2).
    static func routedFolder() throws -> (folder: ScratchFolder, out: String) {
        let folder = ScratchFolder()
        try Data(Self.response.utf8).write(to: folder.url.appendingPathComponent("route.json"))
        let out = folder.file("out")
        #expect(tool("route", folder.file("route.json"), "-o", out).status == 0)
        let short = Self.response.split(separator: "\n").filter { !$0.contains("roundabout") }.joined(separator: "\n")
        try Data(short.utf8).write(to: folder.url.appendingPathComponent("route2.json"))
        return (folder, out)
    }

    @Test func rerunRemovesStaleStepsOnly() throws {
        let (folder, out) = try Self.routedFolder()
        #expect(FileManager.default.createFile(atPath: out + "/notes.txt", contents: Data("mine".utf8)))
        let run = tool("route", folder.file("route2.json"), "-o", out)
        #expect(run.status == 0 && run.outText.contains("2 stale removed"), "\(run.outText) \(run.err)")
        let listing = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(listing == ["manifest.json", "notes.txt", "step_000_depart.png", "step_001_lanes.png", "step_001_turn_left.png",
                            "step_002_destination.png"])
    }

    /// A stale step image the user changed is kept and named, the others removed.
    @Test func rerunKeepsChangedStaleFiles() throws {
        let (folder, out) = try Self.routedFolder()
        #expect(FileManager.default.createFile(atPath: out + "/step_003_destination.png", contents: Data("edited".utf8)))
        let run = tool("route", folder.file("route2.json"), "-o", out)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.outText.contains("1 stale removed, 1 stale kept (changed since written: step_003_destination.png)"), "\(run.outText)")
        let listing = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(listing == ["manifest.json", "step_000_depart.png", "step_001_lanes.png", "step_001_turn_left.png",
                            "step_002_destination.png", "step_003_destination.png"])
        #expect(readBytes(out + "/step_003_destination.png") == Array("edited".utf8))
    }

    /// `readAll` stops past `limit` with `EFBIG`: exactly `limit` bytes are read, one more is
    /// refused (counted while reading, as on a pipe).
    @Test func readingStopsPastTheLimit() throws {
        let folder = ScratchFolder()
        let file = folder.file("f")
        try Data(repeating: 7, count: 100_000).write(to: URL(fileURLWithPath: file))
        for (limit, whole) in [(100_000, true), (99_999, false), (65_536, false), (0, false)] {
            let fd = open(file, O_RDONLY)
            try #require(fd >= 0)
            defer { close(fd) }
            errno = 0
            let bytes = readAll(fileDescriptor: fd, limit: limit)
            #expect(whole ? bytes?.count == 100_000 : bytes == nil && errno == EFBIG, "limit \(limit)")
        }
    }

    /// The tester's repro: a rerun whose every image changes (night colours) while the place of
    /// its last image is taken (a folder; a link into a missing folder; a write-protected file,
    /// when not running as root; a FIFO, never opened: it would block the run until something
    /// reads it) fails with exit 1 before the first file changes: every image
    /// and manifest.json keep their bytes, so the manifest's SHA-256 values stay true and a
    /// later run does not keep the images as "changed since written".
    @Test(arguments: ["folder", "dangling link", "write-protected image", "write-protected manifest", "fifo"])
    func unwritablePlaceFailsTheRerunWithNothingChanged(blocker: String) throws {
        let folder = ScratchFolder()
        try Data(Self.response.utf8).write(to: folder.url.appendingPathComponent("r.json"))
        let out = folder.file("out")
        #expect(tool("route", folder.file("r.json"), "-o", out).status == 0)
        let last = try #require(OutputFileTests.listing(out).last { $0.hasPrefix("step_003_") })
        var blocked = Manifest.fileName
        switch blocker {
        case "folder":
            blocked = last
            try FileManager.default.removeItem(atPath: out + "/" + last)
            try FileManager.default.createDirectory(atPath: out + "/" + last, withIntermediateDirectories: false)
        case "dangling link":
            blocked = last
            try FileManager.default.removeItem(atPath: out + "/" + last)
            #expect(symlink("../missing/" + last, out + "/" + last) == 0)
        case "fifo":
            blocked = last
            try FileManager.default.removeItem(atPath: out + "/" + last)
            try #require(mkfifo(out + "/" + last, 0o644) == 0)
        case "write-protected image":
            guard getuid() != 0 else { return }   // root may write any file
            blocked = last
            #expect(chmod(out + "/" + last, 0o444) == 0)
        default:
            guard getuid() != 0 else { return }
            #expect(chmod(out + "/" + Manifest.fileName, 0o444) == 0)
        }
        let listing = OutputFileTests.listing(out)
        let files = listing.filter { $0 != last || blocker != "fifo" }   // a FIFO is not read
        let before = files.map { readBytes(out + "/" + $0) }
        let run = tool("route", folder.file("r.json"), "-o", out, "--theme", "night")
        #expect(run.status == 1 && run.err.contains(blocked) && run.err.contains("nothing changed"), "\(run.err)")
        if blocker == "fifo" { #expect(run.err.contains("is a FIFO"), "\(run.err)") }
        #expect(OutputFileTests.listing(out) == listing)
        #expect(files.map { readBytes(out + "/" + $0) } == before, "a file changed before the run failed")
    }

    @Test func routeErrors() throws {
        let folder = ScratchFolder()
        try Data(#"{"code": "NoRoute", "message": "Impossible route"}"#.utf8).write(to: folder.url.appendingPathComponent("bad.json"))
        let engine = tool("route", folder.file("bad.json"), "-o", folder.file("out"))
        #expect(engine.status == 1 && engine.err.contains("Impossible route"))
        let missing = tool("route", folder.file("nope.json"), "-o", folder.file("out"))
        #expect(missing.status == 1 && missing.err.contains("nope.json"))
        #expect(tool("route", folder.file("bad.json")).status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")), "nothing written for a failed route")
    }

    /// A route with a 12-lane step at scale 8: its lanes image cannot be drawn, which the input
    /// decides, so exit 1 without the usage text; every image is drawn first, so the folder is
    /// not even created, and an existing one is left exactly as it was.
    @Test func undrawableStepFailsBeforeTheFolderIsTouched() throws {
        let folder = ScratchFolder()
        let lanes = Array(repeating: #"{"valid": true, "indications": ["left"]}"#, count: 12).joined(separator: ", ")
        let wide = #"{"code": "Ok", "routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}}, "#
            + #"{"maneuver": {"type": "turn", "modifier": "left"}, "intersections": [{"lanes": [\#(lanes)]}]}]}]}]}"#
        try Data(wide.utf8).write(to: folder.url.appendingPathComponent("wide.json"))
        let run = tool("route", folder.file("wide.json"), "-o", folder.file("wo/deeper"), "--scale", "8")
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("wide.json: step 1: lanes image too large: 12 lanes at scale 8") && !run.err.contains("USAGE"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("wo")))
        #expect(tool("route", folder.file("wide.json"), "-o", folder.file("wo")).status == 0)
        let before = OutputFileTests.listing(folder.file("wo")), manifest = readBytes(folder.file("wo/manifest.json"))
        #expect(tool("route", folder.file("wide.json"), "-o", folder.file("wo"), "--scale", "8").status == 1)
        #expect(OutputFileTests.listing(folder.file("wo")) == before && readBytes(folder.file("wo/manifest.json")) == manifest)
    }

    /// The response is never written over: inside --output under a name the run writes it is a
    /// usage error with nothing written; under another name (the usual `route r.json -o .`) the
    /// run goes ahead and leaves it alone.
    @Test func routeNeverReplacesItsInput() throws {
        let folder = ScratchFolder()
        let response = Array(Self.response.utf8)
        for name in ["step_000_depart.png", "manifest.json"] {
            #expect(FileManager.default.createFile(atPath: folder.file(name), contents: Data(response)))
            let run = tool("route", folder.file(name), "-o", folder.path)
            #expect(run.status == 64 && run.err.contains("is \(name) in --output"), "\(run.err)")
            #expect(OutputFileTests.listing(folder.path) == [name] && readBytes(folder.file(name)) == response)
            try FileManager.default.removeItem(atPath: folder.file(name))
        }
        #expect(FileManager.default.createFile(atPath: folder.file("r.json"), contents: Data(response)))
        #expect(symlink("r.json", folder.file("step_003_destination.png")) == 0)
        let linked = tool("route", folder.file("r.json"), "-o", folder.path)
        #expect(linked.status == 64 && linked.err.contains("step_003_destination.png"), "a link there would be written through: \(linked.err)")
        try FileManager.default.removeItem(atPath: folder.file("step_003_destination.png"))
        let run = tool("route", folder.file("r.json"), "-o", folder.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(readBytes(folder.file("r.json")) == response)
    }

    /// A response given as `-` with standard input redirected from a file the run would write
    /// (an image of the previous run, manifest.json) is refused like the named file.
    @Test func routeNeverReplacesItsInputOnStandardInput() throws {
        let folder = ScratchFolder()
        let response = Array(Self.response.utf8)
        let names = ["step_000_depart.png"]
        for name in names + ["manifest.json"] {
            #expect(FileManager.default.createFile(atPath: folder.file(name), contents: Data(response)))
            let stdin = try #require(FileIdentity(path: folder.file(name)))
            #expect(throws: ToolError.self) { try checkRouteInput("-", output: folder.path, names: names, standardInput: stdin) }
            do throws(ToolError) {
                try checkRouteInput("-", output: folder.path, names: names, standardInput: stdin)
            } catch {
                guard case .usage(let message) = error else { Issue.record("not a usage error: \(error)"); continue }
                #expect(message.contains("read from standard input is \(name) in --output"), "\(message)")
            }
            try checkRouteInput("-", output: folder.path, names: names, standardInput: nil)   // a pipe: nothing to protect
            try FileManager.default.removeItem(atPath: folder.file(name))
        }
        #expect(FileManager.default.createFile(atPath: folder.file("r.json"), contents: Data(response)))
        let input = FileIdentity(path: folder.file("r.json"))
        #expect(input != nil)
        try checkRouteInput("-", output: folder.path, names: names, standardInput: input)
    }

    /// Every shared real response (when present beside the repository: OSRM format, Valhalla's
    /// own, GraphHopper) and the repository's own Google and HERE documents renders, one
    /// manifest entry per step counted on the JSON itself, each step's deciding field recorded
    /// as given and its glyph the one its table gives that value (for a roundabout drawn from
    /// an angle, a roundabout of that circulation). `route` runs without --traffic-side, so the
    /// tables' right-hand column applies where a response does not say.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedRoutes.path)))
    func sharedFixtures() throws {
        var paths = try FileManager.default.contentsOfDirectory(atPath: Self.sharedRoutes.path).filter { $0.hasSuffix(".json") }
            .map { Self.sharedRoutes.appendingPathComponent($0).path }
        let own = RepositoryPaths.testFixtures.appendingPathComponent("routes")
        paths += try FileManager.default.contentsOfDirectory(atPath: own.path).filter { $0.hasSuffix(".json") }.map { own.appendingPathComponent($0).path }
        #expect(paths.count >= 12)
        var formats: Set<String> = []
        for path in paths.sorted() {
            let name = (path as NSString).lastPathComponent
            let response = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            let folder = ScratchFolder()
            let run = tool("route", path, "-o", folder.path)
            #expect(run.status == 0, "\(name): \(run.err)")
            let steps = try #require(try Self.manifest(folder)["steps"] as? [[String: Any]])
            let objects = Self.stepObjects(response)
            #expect(steps.count == objects.count && !objects.isEmpty, "\(name)")
            for (entry, object) in zip(steps, objects) {
                let format = try #require(entry["format"] as? String)
                formats.insert(format)
                try Self.checkMapping(entry, object, format: format, file: name)
                #expect(FileManager.default.fileExists(atPath: folder.file(try #require((entry["files"] as? [String: Any])?["icon"] as? String))))
            }
        }
        #expect(formats == ["osrm", "valhalla", "graphhopper", "routes-api", "directions-api", "here"])
    }

    /// The step objects of a response, read on its JSON here: `routes[].legs[].steps[]`
    /// (a bare route's `legs`), `trip` and `alternates[].trip` `legs[].maneuvers[]`,
    /// `paths[].instructions[]`, `routes[].sections[]` turn-by-turn actions or actions.
    static func stepObjects(_ r: [String: Any]) -> [[String: Any]] {
        func list(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }
        if let trip = r["trip"] as? [String: Any] {
            let trips = [trip] + list(r["alternates"]).compactMap { $0["trip"] as? [String: Any] }
            return trips.flatMap { list($0["legs"]).flatMap { list($0["maneuvers"]) } }
        }
        if let paths = r["paths"] { return list(paths).flatMap { list($0["instructions"]) } }
        let routes = r["routes"] == nil ? [r] : list(r["routes"])
        if routes.first?["sections"] != nil {
            return routes.flatMap { list($0["sections"]).flatMap { list($0["turnByTurnActions"] ?? $0["actions"]) } }
        }
        return routes.flatMap { list($0["legs"]).flatMap { list($0["steps"]) } }
    }

    /// One manifest entry against its step object and its format's table (see `sharedFixtures`).
    static func checkMapping(_ entry: [String: Any], _ object: [String: Any], format: String, file: String) throws {
        let at = "\(file) \(entry["path"] ?? "?")"
        let glyph = try #require(entry["glyph"] as? String)
        let source = try #require(entry["source"] as? [String: Any])
        let given = try #require(source["given"] as? [String: Any])
        let roundaboutAngle = entry["exitAngle"] is Double
        if roundaboutAngle {
            // Drawn from an angle: a roundabout whose name is the exit that angle names.
            #expect(glyph.hasPrefix("ROUNDABOUT_") && entry["exitAngleSource"] is String, "\(at): \(glyph)")
            return
        }
        switch format {
        case "osrm":
            let maneuver = try #require(object["maneuver"] as? [String: Any])
            let type = try #require(maneuver["type"] as? String), modifier = maneuver["modifier"] as? String
            #expect(given["type"] as? String == type && given["modifier"] as? String == modifier, "\(at)")
            let side = (object["driving_side"] as? String) == "left" ? DrivingSide.left : .right
            #expect(glyph == RouteManeuverTable.maneuver(type: type, modifier: modifier, drivingSide: side, mode: object["mode"] as? String).docsName, "\(at)")
        case "valhalla", "graphhopper":
            let key = format == "valhalla" ? "type" : "sign"
            let raw = try #require(object[key] as? Int)
            #expect((given[key] as? Double).map { Int($0) } == raw, "\(at)")
            let vocabulary = format == "valhalla" ? ManeuverVocabulary.valhalla : .graphHopper
            let ferryStart = format == "valhalla" && (object["ferry"] as? Bool) == true && (1...3).contains(raw)
            let expected = ferryStart ? "FERRY_BOAT" : vocabulary.summary(try vocabulary.entry(rawValue: raw)).rightHandTraffic
            #expect(glyph == expected, "\(at): \(glyph), the table: \(expected)")
        case "routes-api", "directions-api":
            let value = format == "routes-api" ? (object["navigationInstruction"] as? [String: Any])?["maneuver"] as? String : object["maneuver"] as? String
            let transit = (object["travelMode"] as? String ?? object["travel_mode"] as? String) == "TRANSIT"
            #expect(given["maneuver"] as? String == value, "\(at)")
            let vocabulary = format == "routes-api" ? ManeuverVocabulary.routesAPI : .directionsAPI
            let expected = transit ? "UNKNOWN" : try value.map { vocabulary.summary(try vocabulary.entry($0)).rightHandTraffic }
                ?? (entry["stepIndex"] as? Int == 0 ? "DEPART" : "STRAIGHT")
            #expect(glyph == expected, "\(at): \(glyph), the table: \(expected)")
        case "here":
            #expect(given["action"] as? String == object["action"] as? String, "\(at)")
            // The value composed from action, direction and severity, as the table draws it.
            if let value = source["value"] as? String, let e = try? ManeuverVocabulary.here.entry(value), !e.spec.isRoundabout {
                #expect(glyph == ManeuverVocabulary.here.summary(e).rightHandTraffic, "\(at): \(value) \(glyph)")
            }
        default:
            Issue.record("\(at): unknown format \(format)")
        }
    }

    static let sharedRoutes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/routes")
}

struct StepCommandTests {
    /// A left turn with 12 lanes: 576 pt wide in the standard layout, too wide at scale 8.
    static let wideStep = #"{"maneuver": "TURN_LEFT", "lanes": ["#
        + Array(repeating: #"{"laneDirections": [{"laneShape": "left", "recommended": true}]}"#, count: 12).joined(separator: ", ") + "]}"

    static let step = #"""
    {"maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "drivingSide": "left", "roundaboutTurnNumber": 3,
     "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]},
               {"laneDirections": [{"laneShape": "STRAIGHT"}]}]}
    """#

    @Test func stepIconAndLanes() throws {
        let folder = ScratchFolder()
        try Data(Self.step.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        let run = tool("step", folder.file("step.json"), "-o", folder.file("icon.png"), "--lanes-output", folder.file("lanes.png"))
        #expect(run.status == 0, "\(run.err)")
        let renderer = IconRenderer()
        #expect(readBytes(folder.file("icon.png")) == (try renderer.maneuverPNG(.roundaboutLeftClockwise, exitNumber: 3)))
        let lanes = try LaneSpec.parse("left*,straight")
        #expect(readBytes(folder.file("lanes.png")) == (try renderer.lanesPNG(lanes)))
    }

    /// `step` reads any platform's step object, draws it from the model, and says on standard
    /// error what it could not draw as stated; a route response in any format is sent to `route`.
    @Test func platformStepObjects() throws {
        let folder = ScratchFolder()
        let cases: [(String, [UInt8])] = [
            (#"{"maneuverType": 21, "instructionVariants": ["Turn right at the end of the road"]}"#,
             try IconRenderer().maneuverPNG(ManeuverSpec(.endOfRoad, .right))),
            (#"{"maneuver": {"type": 12}, "lanes": [{"directions": [{"shape": 10, "isRecommended": true}]}]}"#,
             try IconRenderer().maneuverPNG(.turnUTurnClockwise)),
            (#"{"sign": 6, "exit_number": 2, "turn_angle": -3.1416}"#,
             try IconRenderer().maneuverPNG(.roundaboutStraightClockwise, exitAngle: 180.00042, exitNumber: 2)),
        ]
        for (json, expected) in cases {
            try Data(json.utf8).write(to: folder.url.appendingPathComponent("s.json"))
            let run = tool("step", folder.file("s.json"), "-o", folder.file("icon.png"), "--traffic-side", "left")
            #expect(run.status == 0, "\(json): \(run.err)")
            #expect(readBytes(folder.file("icon.png")) == expected, "\(json)")
        }
        // What could not be drawn as stated is a note; a route response goes to route.
        try Data(#"{"vocabulary": "carplay", "maneuver": "roundaboutExit3"}"#.utf8).write(to: folder.url.appendingPathComponent("n.json"))
        let note = tool("step", folder.file("n.json"), "-o", folder.file("n.png"))
        #expect(note.status == 0 && note.err.contains("note:") && note.err.contains("no exit angle"), "\(note.err)")
        try Data(#"{"trip": {"legs": []}}"#.utf8).write(to: folder.url.appendingPathComponent("v.json"))
        let route = tool("step", folder.file("v.json"), "-o", folder.file("v.png"))
        #expect(route.status == 1 && route.err.contains("is a route response; use 'maneuver-icons route"), "\(route.err)")
    }

    @Test func navInfoUsesCurrentStep() throws {
        let folder = ScratchFolder()
        let nav = #"{"navState": "enroute", "currentStep": {"maneuver": "TURN_SHARP_RIGHT"}, "remainingSteps": []}"#
        try Data(nav.utf8).write(to: folder.url.appendingPathComponent("nav.json"))
        let run = tool("step", folder.file("nav.json"), "--lanes-output", folder.file("lanes.png"))
        #expect(run.status == 0)
        #expect(run.out == (try IconRenderer().maneuverPNG(.turnSharpRight)))
        #expect(run.err.contains("no lanes") && !FileManager.default.fileExists(atPath: folder.file("lanes.png")))
    }

    /// While rerouting or stopped the SDK's steps are stale: nothing is drawn or written.
    @Test(arguments: ["rerouting", "stopped", "unknown"])
    func navInfoOffRouteDrawsNothing(state: String) throws {
        let folder = ScratchFolder()
        let nav = #"{"navState": "\#(state)", "currentStep": {"maneuver": "TURN_SHARP_RIGHT"}}"#
        try Data(nav.utf8).write(to: folder.url.appendingPathComponent("nav.json"))
        let run = tool("step", folder.file("nav.json"), "-o", folder.file("icon.png"))
        #expect(run.status == 0)
        #expect(run.out.isEmpty && run.err.contains("navState is \(state), not enroute"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("icon.png")))
    }

    /// With --clear-stale a display loop never keeps the previous step's pictures: off route both
    /// files go, a step without lanes removes the lanes file; without the flag both stay.
    @Test func clearStaleRemovesPicturesTheStepDoesNotDraw() throws {
        let folder = ScratchFolder()
        let icon = folder.file("icon.png"), lanes = folder.file("lanes.png")
        func put() { for p in [icon, lanes] { _ = FileManager.default.createFile(atPath: p, contents: Data("old".utf8)) } }
        try Data(#"{"navState": "rerouting"}"#.utf8).write(to: folder.url.appendingPathComponent("off.json"))
        try Data(#"{"maneuver": "TURN_LEFT"}"#.utf8).write(to: folder.url.appendingPathComponent("plain.json"))
        put()
        #expect(tool("step", folder.file("off.json"), "-o", icon, "--lanes-output", lanes).status == 0)
        #expect(readBytes(icon) == Array("old".utf8) && readBytes(lanes) == Array("old".utf8))
        let off = tool("step", folder.file("off.json"), "-o", icon, "--lanes-output", lanes, "--clear-stale")
        #expect(off.status == 0 && off.err.contains("removed the previous"), "\(off.err)")
        #expect(!FileManager.default.fileExists(atPath: icon) && !FileManager.default.fileExists(atPath: lanes))
        put()
        #expect(tool("step", folder.file("plain.json"), "-o", icon, "--lanes-output", lanes, "--clear-stale").status == 0)
        #expect(pngSize(try #require(readBytes(icon))) != nil)
        #expect(!FileManager.default.fileExists(atPath: lanes))
        // Never the step file itself (an output naming it is refused before anything happens).
        #expect(tool("step", folder.file("off.json"), "-o", folder.file("off.json"), "--clear-stale").status == 64)
        #expect(FileManager.default.fileExists(atPath: folder.file("off.json")))
    }

    /// With --clear-stale and a step without lanes, the stale lanes file is the one the write
    /// removes, which it does before the icon is renamed into place (`OutputFiles.write`): the new
    /// icon never sits beside the previous step's lanes image.
    @Test func staleLanesAreRemovedWithTheIconWrite() throws {
        let folder = ScratchFolder()
        let icon = folder.file("icon.png"), lanes = folder.file("lanes.png")
        #expect(FileManager.default.createFile(atPath: lanes, contents: Data("old".utf8)))
        let plan = StepWritePlan(icon: [1, 2, 3], to: icon, lanes: nil, to: lanes, clearStale: true,
                                 sparing: folder.file("step.json"), io: CapturedIO())
        #expect(plan.removing == lanes && plan.files.map(\.path) == [icon] && plan.files.first?.bytes == [1, 2, 3])
        #expect(plan.standardOutput == nil)
        // The command itself: the lanes file goes, the icon lands, and the note says so.
        try Data(#"{"maneuver": "TURN_LEFT"}"#.utf8).write(to: folder.url.appendingPathComponent("plain.json"))
        let run = tool("step", folder.file("plain.json"), "-o", icon, "--lanes-output", lanes, "--clear-stale")
        #expect(run.status == 0 && run.err.contains("removed the previous"), "\(run.err)")
        #expect(pngSize(try #require(readBytes(icon))) != nil && !FileManager.default.fileExists(atPath: lanes))
    }

    /// Steps into the same files take turns (an advisory lock on each folder holding one of
    /// them, FolderLock): while another run holds either folder, the step waits and
    /// writes nothing; released, it completes. Icon and lanes image in two folders: each lock
    /// alone holds it back.
    @Test func stepWaitsForTheLockOfEachOutputFolder() throws {
        let folder = ScratchFolder()
        let icons = folder.file("icons"), lanesFolder = folder.file("lanes")
        for path in [icons, lanesFolder] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        try Data(Self.step.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        let icon = icons + "/icon.png", lanes = lanesFolder + "/lanes.png"
        for held in [icons, lanesFolder] {
            var holder: FolderLock? = try FolderLock(held)
            let done = DispatchSemaphore(value: 0)
            let status = LockedStatus()
            Thread.detachNewThread {
                status.set(tool("step", folder.file("step.json"), "-o", icon, "--lanes-output", lanes).status)
                done.signal()
            }
            let waited = done.wait(timeout: .now() + 0.4) == .timedOut
            #expect(waited, "the step did not wait for \(held)'s lock")
            #expect(OutputFileTests.listing(icons).isEmpty && OutputFileTests.listing(lanesFolder).isEmpty)
            holder = nil
            if waited { #expect(done.wait(timeout: .now() + 30) == .success) }
            #expect(holder == nil && status.get() == 0)
            #expect(readBytes(icon) != nil && readBytes(lanes) != nil)
            for path in [icon, lanes] { try FileManager.default.removeItem(atPath: path) }
        }
    }

    /// A step whose 12 lanes make the lanes image too large at scale 8 (4608 px): the input's
    /// fault, so exit 1 without the usage text, and neither file of the previous step changes:
    /// the new icon is not put beside the old lanes (the tester's repro), --clear-stale or not.
    @Test func failedStepChangesNeitherFile() throws {
        let folder = ScratchFolder()
        let icon = folder.file("wi.png"), lanes = folder.file("wl.png")
        let previous = #"{"maneuver": "TURN_RIGHT", "lanes": [{"laneDirections": [{"laneShape": "right", "recommended": true}]}]}"#
        try Data(previous.utf8).write(to: folder.url.appendingPathComponent("prev.json"))
        try Data(StepCommandTests.wideStep.utf8).write(to: folder.url.appendingPathComponent("wide.json"))
        #expect(tool("step", folder.file("prev.json"), "-o", icon, "--lanes-output", lanes, "--scale", "8", "--clear-stale").status == 0)
        let before = (readBytes(icon), readBytes(lanes))
        for stale in [["--clear-stale"], []] {
            let run = tool(["step", folder.file("wide.json"), "-o", icon, "--lanes-output", lanes, "--scale", "8"] + stale)
            #expect(run.status == 1, "\(run.err)")
            #expect(run.err.contains("wide.json: lanes image too large: 12 lanes at scale 8") && !run.err.contains("USAGE"), "\(run.err)")
            #expect(readBytes(icon) == before.0 && readBytes(lanes) == before.1)
        }
        #expect(OutputFileTests.listing(folder.path) == ["prev.json", "wi.png", "wide.json", "wl.png"])
    }

    /// A lanes file that cannot be written (its folder is missing, a folder is in its place)
    /// fails the run before the icon is replaced: exit 1, the old icon kept, no temporary file.
    @Test(arguments: ["nodir/l.png", "adir"])
    func unwritableLanesFileKeepsTheIcon(lanes: String) throws {
        let folder = ScratchFolder()
        try Data(StepCommandTests.step.utf8).write(to: folder.url.appendingPathComponent("step.json"))
        try FileManager.default.createDirectory(atPath: folder.file("adir"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder.file("icon.png"), contents: Data("old".utf8)))
        let run = tool("step", folder.file("step.json"), "-o", folder.file("icon.png"), "--lanes-output", folder.file(lanes))
        #expect(run.status == 1 && run.err.contains(lanes), "\(run.err)")
        #expect(readBytes(folder.file("icon.png")) == Array("old".utf8))
        #expect(OutputFileTests.listing(folder.path) == ["adir", "icon.png", "step.json"])
        #expect(OutputFileTests.listing(folder.file("adir")).isEmpty)
    }

    /// Neither output may be the step file, however it is named (`./`, a symbolic link, a hard
    /// link): a usage error naming the option, and nothing written.
    @Test func outputsNeverReplaceTheStepFile() throws {
        let folder = ScratchFolder()
        let input = folder.file("step.json")
        try Data(StepCommandTests.step.utf8).write(to: URL(fileURLWithPath: input))
        #expect(symlink("step.json", folder.file("link.json")) == 0)
        #expect(link(input, folder.file("hard.json")) == 0)
        let same = [input, folder.path + "/./step.json", folder.file("link.json"), folder.file("hard.json")]
        for path in same {
            for (option, other) in [("-o", "--lanes-output"), ("--lanes-output", "-o")] {
                let run = tool("step", input, option, path, other, folder.file("other.png"))
                #expect(run.status == 64, "\(option) \(path): \(run.err)")
                #expect(run.err.contains("names the step file") && run.err.contains("would replace its input"), "\(run.err)")
            }
        }
        #expect(tool("step", input, "-o", input).status == 64)
        #expect(readBytes(input) == Array(StepCommandTests.step.utf8))
        #expect(OutputFileTests.listing(folder.path) == ["hard.json", "link.json", "step.json"])
    }

    /// An input given as `-` with standard input redirected from a file is that file: an output
    /// naming it (directly, through a link or a hard link) is refused like the named file, before
    /// standard input is read (so this runs in-process: descriptor 0 is never touched). A pipe
    /// or terminal on standard input (no file) restricts nothing.
    @Test func outputsNeverReplaceTheStepFileOnStandardInput() throws {
        let folder = ScratchFolder()
        let input = folder.file("s3.json")
        try Data(StepCommandTests.step.utf8).write(to: URL(fileURLWithPath: input))
        #expect(symlink("s3.json", folder.file("link.json")) == 0)
        #expect(link(input, folder.file("hard.json")) == 0)
        let stdin = try #require(FileIdentity(path: input))
        for path in [input, folder.file("link.json"), folder.file("hard.json")] {
            for (option, other) in [("-o", "--lanes-output"), ("--lanes-output", "-o")] {
                let run = tool(["step", "-", option, path, other, folder.file("other.png")], standardInputFile: stdin)
                #expect(run.status == 64, "\(option) \(path): \(run.err)")
                #expect(run.err.contains("names the step file read from standard input itself"), "\(run.err)")
            }
        }
        #expect(readBytes(input) == Array(StepCommandTests.step.utf8))
        #expect(OutputFileTests.listing(folder.path) == ["hard.json", "link.json", "s3.json"])
        // The comparison itself: another file, standard output, or no file on standard input.
        #expect(inputIsFile("-", input, standardInput: stdin))
        #expect(!inputIsFile("-", folder.file("other.png"), standardInput: stdin))
        #expect(!inputIsFile("-", "-", standardInput: stdin))
        #expect(!inputIsFile("-", input, standardInput: nil))
    }

    /// --size × --scale beyond the pixel cap is the command line's mistake: exit 64 before the
    /// input is read (it does not even exist here).
    @Test func iconTooLargeForTheOptionsIsAUsageError() {
        let run = tool("step", "/nonexistent/step.json", "--size", "1024", "--scale", "8")
        #expect(run.status == 64 && run.err.contains("image too large: 8192 device pixels"), "\(run.err)")
    }

    /// `lanes` with too many lanes for --scale gives the same advice as `route` (a new-user trial
    /// found it stopping at the pixel count), still a usage error; and `render` says when an exit
    /// angle turns ROUNDABOUT_EXIT_* into the whole roundabout.
    @Test func lanesTooLargeAdvisesAndExitAngleNotes() throws {
        let lanes = Array(repeating: "straight", count: 24).joined(separator: ",")
        let run = tool("lanes", lanes, "--scale", "8", "-o", "/dev/null")
        #expect(run.status == 64 && run.err.contains("lanes image too large: 24 lanes at scale 8 are 9216 device pixels wide, at most 4096 allowed (a smaller --scale or --layout carplay fits)"), "\(run.err)")
        let noted = tool("render", "roundabout_exit_counterclockwise", "--exit-angle", "90", "-o", "/dev/null")
        #expect(noted.status == 0 && noted.err.contains("note: with --exit-angle, ROUNDABOUT_EXIT_COUNTERCLOCKWISE is drawn as the whole roundabout from its entry"), "\(noted.err)")
        let quiet = tool("render", "roundabout_right_counterclockwise", "--exit-angle", "90", "-o", "/dev/null")
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
    }

    @Test func stepErrors() throws {
        let folder = ScratchFolder()
        try Data(#"{"maneuver": "TURN_LEFTISH"}"#.utf8).write(to: folder.url.appendingPathComponent("bad.json"))
        let bad = tool("step", folder.file("bad.json"))
        #expect(bad.status == 1 && bad.err.contains("bad.json") && bad.err.contains("TURN_LEFTISH") && bad.out.isEmpty)
        try Data(RouteCommandTests.response.utf8).write(to: folder.url.appendingPathComponent("route.json"))
        let route = tool("step", folder.file("route.json"))
        #expect(route.status == 1 && route.err.contains("maneuver-icons route"))
        try Data("{\"maneuver\": ".utf8).write(to: folder.url.appendingPathComponent("cut.json"))
        #expect(tool("step", folder.file("cut.json")).status == 1)
        #expect(tool("step").status == 64)
    }
}

/// An exit status set on one thread and read on another.
final class LockedStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int32? = nil
    func set(_ status: Int32) { lock.withLock { value = status } }
    func get() -> Int32? { lock.withLock { value } }
}
