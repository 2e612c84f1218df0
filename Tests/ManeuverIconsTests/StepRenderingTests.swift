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

    // One rule for Swift-built and decoded steps: a turn number ≤ 0 (the SDK's 0 and -1) is no badge.
    @Test("A Swift-built step's turn number ≤ 0 draws no badge, as the decoded step", arguments: [0, -1, -7])
    func turnNumberNone(value: Int) throws {
        let built = StepInfo(maneuver: .roundaboutClockwise, roundaboutTurnNumber: value)
        let decoded = try StepInfo.decode(json: #"{"maneuver": "ROUNDABOUT_CLOCKWISE", "roundaboutTurnNumber": \#(value)}"#)
        let plain = try renderer.maneuverPNG(.roundaboutClockwise)
        #expect(try renderer.maneuverPNG(for: built) == plain)
        #expect(try renderer.maneuverPNG(for: decoded) == plain)
        #expect(try renderer.maneuverImage(for: built) == renderer.maneuverImage(.roundaboutClockwise))
    }

    // exitAngle has no "none" value but nil: JSON refuses 0, 360 (and cannot spell NaN); a
    // Swift-built step with them is refused when drawn, as is a turn number above 99.
    @Test("A Swift-built step's out-of-range exit angle or turn number throws, as decoding refuses it",
          arguments: [(0.0, nil), (360, nil), (.nan, nil), (nil, 100)] as [(Double?, Int?)])
    func outOfRangeStep(angle: Double?, number: Int?) {
        let step = StepInfo(maneuver: .roundaboutClockwise, roundaboutTurnNumber: number, exitAngle: angle)
        #expect(throws: RenderError.self) { try renderer.maneuverPNG(for: step) }
        #expect(throws: RenderError.self) { try renderer.maneuverImage(for: step) }
        let json = angle.map { #"{"maneuver": 43, "exitAngle": \#($0.isNaN ? "NaN" : String($0))}"# }
            ?? #"{"maneuver": 43, "roundaboutTurnNumber": \#(number!)}"#
        #expect(throws: FeedError.self) { try StepInfo.decode(json: json) }
    }

    /// Decision: exit angle and number are checked for every maneuver (NaN or out of range is a
    /// `RenderError.catalogue`), and valid values are ignored by non-roundabouts.
    @Test("Non-roundabouts ignore a valid exit angle and number and refuse invalid ones")
    func nonRoundaboutExitOptions() throws {
        let plain = try renderer.maneuverPNG(.turnLeft)
        #expect(try renderer.maneuverPNG(.turnLeft, exitAngle: 90, exitNumber: 3) == plain)
        #expect(try renderer.maneuverImage(.turnLeft, exitAngle: 90, exitNumber: 3) == renderer.maneuverImage(.turnLeft))
        #expect(try renderer.maneuverSVG(.turnLeft, exitAngle: 90, exitNumber: 3) == renderer.maneuverSVG(.turnLeft))
        #expect(try renderer.maneuverPNG(for: StepInfo(maneuver: .turnLeft, roundaboutTurnNumber: 3, exitAngle: 90)) == plain)
        for (angle, number) in [(Double.nan, nil), (0, nil), (360, nil), (nil, 500), (nil, 100)] as [(Double?, Int?)] {
            let isCatalogue = { (e: any Error) in if case RenderError.catalogue = e { return true } else { return false } }
            #expect(performing: { try renderer.maneuverPNG(.turnLeft, exitAngle: angle, exitNumber: number) }, throws: isCatalogue)
            #expect(performing: { try renderer.maneuverImage(.turnLeft, exitAngle: angle, exitNumber: number) }, throws: isCatalogue)
            #expect(performing: { try renderer.maneuverSVG(.turnLeft, exitAngle: angle, exitNumber: number) }, throws: isCatalogue)
        }
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
