import Testing
import ManeuverIcons

/// The daemon's step-level calls agree with the direct calls and honour the step's fields.
@Suite("Step rendering")
struct StepRenderingTests {
    let renderer = IconRenderer(cacheLimits: .disabled)

    @Test("A roundabout step draws its turn number badge and exit angle")
    func roundaboutStep() throws {
        let json = """
        {"maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "drivingSide": "left", "roundaboutTurnNumber": 3, "exitAngle": 90}
        """
        let step = try StepInfo.decode(json: json)
        let options = ImageOptions(scale: 2)
        let viaStep = try renderer.maneuverPNG(for: step, options: options)
        let direct = try renderer.maneuverPNG(.roundaboutLeftClockwise, options: options, exitAngle: 90, exitNumber: 3)
        let plain = try renderer.maneuverPNG(.roundaboutLeftClockwise, options: options)
        #expect(viaStep == direct)
        #expect(viaStep != plain)   // the badge changes the picture
    }

    @Test("A step without lanes has no lanes image; with lanes it matches the direct call")
    func lanes() throws {
        let none = try StepInfo.decode(json: #"{"maneuver": 6}"#)
        #expect(try renderer.lanesPNG(for: none) == nil)
        let withLanes = try StepInfo.decode(json: """
        {"maneuver": "TURN_LEFT", "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]},
                                            {"laneDirections": [{"laneShape": 1, "recommended": false}]}]}
        """)
        let png = try #require(try renderer.lanesPNG(for: withLanes))
        #expect(png == (try renderer.lanesPNG(try LaneSpec.parse("left*,straight"))))
    }
}
