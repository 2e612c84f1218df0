import Foundation
import Testing
@testable import maneuver_icons
import ManeuverIcons

/// `--arms` and `--junction` on `render`, `step` and `route` (issue 23).
struct JunctionCommandTests {
    static let renderer = IconRenderer(cacheLimits: .disabled)

    /// The issue's two commands draw exactly what the library draws for them.
    @Test func sameBytesAsTheLibrary() throws {
        let ring = tool("render", "ROUNDABOUT_COUNTERCLOCKWISE", "--exit-angle", "180", "--arms", "90,270")
        #expect(ring.status == 0 && ring.err.isEmpty, "\(ring.err)")
        #expect(ring.out == (try Self.renderer.maneuverPNG(.roundaboutCounterClockwise, exitAngle: 180, arms: [90, 270])))
        let junction = tool("render", "TURN_RIGHT", "--arms", "0, 270", "--junction")
        #expect(junction.status == 0 && junction.err.isEmpty, "\(junction.err)")
        #expect(junction.out == (try Self.renderer.maneuverPNG(.turnRight, arms: [0, 270], junction: .square96)))
        // An exit angle with --junction: degrees clockwise from straight ahead.
        let angled = tool("render", "TURN_RIGHT", "--junction", "--exit-angle", "60", "--arms", "0")
        #expect(angled.out == (try Self.renderer.maneuverPNG(.turnRight, exitAngle: 60, arms: [0], junction: .square96)))
        // A named roundabout exit takes arms without an angle.
        let named = tool("render", "ROUNDABOUT_LEFT_CLOCKWISE", "--arms", "180,270", "--exit-number", "2")
        #expect(named.out == (try Self.renderer.maneuverPNG(.roundaboutLeftClockwise, exitNumber: 2, arms: [180, 270])))
    }

    /// `--size carplay` with `--junction` is CarPlay's 140 × 100 pt slot at the scale; the
    /// square form follows `--size`.
    @Test func sizes() throws {
        let carPlay = tool("render", "TURN_LEFT", "--junction", "--size", "carplay", "--scale", "2", "--arms", "0,90")
        #expect(carPlay.status == 0)
        let size = try #require(pngSize(carPlay.out))
        #expect(size.width == 280 && size.height == 200)
        let square = tool("render", "TURN_LEFT", "--junction", "--size", "square48", "--scale", "3")
        #expect(try #require(pngSize(square.out)).width == 144)
        let svg = tool("render", "TURN_LEFT", "--junction", "--size", "CarPlay", "--format", "svg")
        #expect(svg.outText.contains("width=\"140\"") && svg.outText.contains("height=\"100\""))
    }

    /// A maneuver without a direction at an intersection keeps its icon, with a note.
    @Test func noDirection() {
        let run = tool("render", "DEPART", "--junction")
        #expect(run.status == 0 && run.err.contains("DEPART names no direction at an intersection"))
        #expect(run.out == tool("render", "DEPART").out)
    }

    static let seventeen = Array(repeating: "10", count: 17).joined(separator: ",")

    /// Bad values name the value and what is allowed; options that draw nothing are refused.
    @Test(arguments: [
        (["render", "turn_right", "--junction", "--arms", "90,abc"], "invalid arm angle 'abc' in --arms '90,abc': expected degrees from 0 to 360"),
        (["render", "turn_right", "--junction", "--arms", "400"], "invalid arm angle '400'"),
        (["render", "turn_right", "--junction", "--arms", "-10"], "invalid arm angle '-10'"),
        (["render", "turn_right", "--junction", "--arms", "nan"], "invalid arm angle 'nan'"),
        (["render", "turn_right", "--junction", "--arms", "90,,180"], "invalid arm angle '' in --arms"),
        (["render", "turn_right", "--junction", "--arms", seventeen], "--arms gives 17 roads: at most 16"),
        (["render", "turn_right", "--arms", "0,270"], "--arms on TURN_RIGHT gives the roads of its junction image: add --junction"),
        (["render", "roundabout_counterclockwise", "--arms", "90"], "--arms on ROUNDABOUT_COUNTERCLOCKWISE needs --exit-angle"),
        (["render", "roundabout_exit_clockwise", "--arms", "90"], "--arms on ROUNDABOUT_EXIT_CLOCKWISE needs --exit-angle"),
        (["render", "turn_right", "--size", "carplay"], "--size carplay is CarPlay's junction image slot (140 × 100 pt): add --junction"),
        (["render", "turn_right", "--junction", "--exit-angle", "400"], "invalid exit angle '400': expected a number of degrees from 0 to 360 clockwise from straight ahead"),
        (["render", "turn_right", "--junction", "--exit-number", "2"], "--exit-number applies to ROUNDABOUT_* maneuvers only"),
        (["render", "roundabout_counterclockwise", "--junction", "--exit-angle", "0"], "expected a number of degrees from 1 to 359"),
        (["render", "--all", "-o", "x", "--junction"], "--junction cannot be used with --all"),
        (["render", "--all", "-o", "x", "--arms", "90"], "--arms cannot be used with --all"),
    ] as [([String], String)])
    func badValuesAreUsageErrors(arguments: [String], message: String) {
        let run = tool(arguments)
        #expect(run.status == 64, "\(arguments): \(run.err)")
        #expect(run.out.isEmpty)
        #expect(run.err.contains(message), "\(arguments): \(run.err)")
    }

    /// A step file's arms and turn angle draw its junction image; a roundabout's arms its spokes.
    @Test func stepWithArms() throws {
        let folder = ScratchFolder()
        let turn = folder.file("turn.json"), ring = folder.file("ring.json")
        try Data(#"{"maneuver": "TURN_RIGHT", "turnAngle": 70, "arms": [0, 250]}"#.utf8).write(to: URL(fileURLWithPath: turn))
        try Data(#"{"maneuver": "ROUNDABOUT_RIGHT_CLOCKWISE", "exitAngle": 260, "arms": [74, 132]}"#.utf8).write(to: URL(fileURLWithPath: ring))
        let junction = tool("step", turn, "--junction", "-o", "-")
        #expect(junction.status == 0, "\(junction.err)")
        #expect(junction.out == (try Self.renderer.maneuverPNG(.turnRight, exitAngle: 70, arms: [0, 250], junction: .square96)))
        // Without --junction the turn is its arrow; the roundabout draws its spokes either way.
        #expect(tool("step", turn, "-o", "-").out == tool("render", "TURN_RIGHT").out)
        #expect(tool("step", ring, "-o", "-").out == (try Self.renderer.maneuverPNG(.roundaboutRightClockwise, exitAngle: 260, arms: [74, 132])))
        try Data(#"{"maneuver": "TURN_RIGHT", "arms": [0, 400]}"#.utf8).write(to: URL(fileURLWithPath: turn))
        let bad = tool("step", turn, "-o", "-")
        #expect(bad.status == 1 && bad.err.contains("$.arms[1]"), "\(bad.err)")
    }

    static let fixturesPresent = FileManager.default.fileExists(atPath: manchester)
    static let manchester = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("../../../shared/fixtures/routes/ferrostar_valhalla_osrm_with_roundabouts.json").standardized.path

    /// Issue 23's trial: the Manchester fourth exit (clockwise, 41° in, 121° out: 260° travelled)
    /// is drawn as a right exit from the bearings, the warning says what was drawn from what, and
    /// the manifest records the angle, the arms and their sources.
    @Test(.enabled(if: fixturesPresent)) func routeDrawsTheBearings() throws {
        let folder = ScratchFolder()
        let run = tool("route", Self.manchester, "-o", folder.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("the bearings (41° in, 121° out of the ring, about 260° travelled) put the exit right of straight through on a clockwise roundabout (drawn at 260° as ROUNDABOUT_RIGHT_CLOCKWISE)"), "\(run.err)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.file("manifest.json")))) as? [String: Any])
        let steps = try #require(manifest["steps"] as? [[String: Any]])
        let fourth = try #require(steps.first { ($0["legIndex"] as? Int) == 1 && ($0["stepIndex"] as? Int) == 1 })
        #expect(fourth["maneuver"] as? String == "ROUNDABOUT_RIGHT_CLOCKWISE")
        #expect(fourth["exitAngle"] as? Double == 260 && fourth["exitAngleSource"] as? String == "bearings")
        #expect((fourth["arms"] as? [Double])?.isEmpty == false && fourth["armsSource"] as? String == "intersections")
        let files = try #require(fourth["files"] as? [String: Any])
        let iconName = try #require(files["icon"] as? String)
        let icon = try #require(readBytes(folder.file(iconName)))
        let arms = try #require(fourth["arms"] as? [Double])
        #expect(icon == (try Self.renderer.maneuverPNG(.roundaboutRightClockwise, exitAngle: 260, exitNumber: 4, arms: arms)))
        // An ordinary turn records its turn angle and roads; a depart has none.
        let turn = try #require(steps.first { ($0["type"] as? String) == "turn" })
        #expect(turn["turnAngle"] is Double && turn["arms"] is [Double] && turn["exitAngle"] is NSNull)
        #expect(steps.first?["turnAngle"] is NSNull && steps.first?["arms"] is NSNull)
        // With --junction the turn is drawn as its junction image, at its turn angle.
        let junctionFolder = ScratchFolder()
        #expect(tool("route", Self.manchester, "-o", junctionFolder.path, "--junction").status == 0)
        let turnFiles = try #require(turn["files"] as? [String: Any])
        let turnName = try #require(turnFiles["icon"] as? String)
        let turnImage = try #require(readBytes(junctionFolder.file(turnName)))
        let turnAngle = try #require(turn["turnAngle"] as? Double)
        #expect(turnImage == (try Self.renderer.maneuverPNG(.turnSlightRight, exitAngle: turnAngle, arms: turn["arms"] as? [Double],
                                                           junction: .square96)))
    }
}
