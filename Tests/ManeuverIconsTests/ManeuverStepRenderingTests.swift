import Testing
import ManeuverIcons

/// Steps in any vocabulary draw through the maneuver's own request when a Google maneuver says
/// what they say (the same pixels and cache entry), through the spec otherwise.
@Suite("Steps in any vocabulary")
struct ManeuverStepRenderingTests {
    let renderer = IconRenderer(cacheLimits: .disabled)

    /// Every Google maneuver as an SDK step, with a badge and an angle where it draws them: the
    /// model's step renders the StepInfo's bytes, as an icon and as a junction image.
    @Test("An SDK step through the model gives the StepInfo's bytes, icon and junction image")
    func sameBytesAsStepInfo() throws {
        for m in Maneuver.allCases {
            let roundabout = m.roundaboutIsClockwise != nil
            let info = StepInfo(maneuver: m, roundaboutTurnNumber: roundabout ? 2 : nil, exitAngle: roundabout ? 100 : nil,
                                turnAngle: roundabout ? nil : 60, arms: roundabout ? [200] : [270])
            let step = ManeuverStep(info)
            #expect(step.googleManeuver == m, "\(m)")
            #expect(try renderer.maneuverPNG(for: step) == renderer.maneuverPNG(for: info), "\(m)")
            #expect(try renderer.maneuverPNG(for: step, junction: .square96) == renderer.maneuverPNG(for: info, junction: .square96), "\(m)")
        }
    }

    /// A value no Google maneuver says draws its own glyph, and no Google maneuver is claimed.
    @Test("A glyph of the model's own is drawn from the spec; nothing claims a Google maneuver")
    func extraGlyph() throws {
        let reading = try ManeuverVocabulary.valhalla.read(rawValue: 22)
        let step = ManeuverStep(spec: reading.spec, turnAngle: 0)
        #expect(step.googleManeuver == nil && step.drawing.glyph == .extra(.keepMiddle))
        #expect(try renderer.maneuverPNG(for: step) == renderer.maneuverPNG(reading.spec))
        #expect(try renderer.maneuverSVG(for: step) == renderer.maneuverSVG(reading.spec))
        // A fallback draws UNKNOWN but claims no Google maneuver either.
        let transit = ManeuverStep(spec: try ManeuverVocabulary.valhalla.read(rawValue: 30).spec)
        #expect(transit.googleManeuver == nil && transit.drawing.glyph == .maneuver(.unknown))
    }

    /// A step's junction image exits at its turn angle, not at its maneuver's own direction.
    @Test("A junction image exits at the step's turn angle")
    func junctionTurnAngle() throws {
        let step = ManeuverStep(spec: Maneuver.turnRight.spec, turnAngle: 60)
        #expect(try renderer.maneuverPNG(for: step, junction: .square96)
                == renderer.maneuverPNG(.turnRight, exitAngle: 60, junction: .square96))
        #expect(try renderer.maneuverPNG(for: step, junction: .square96) != renderer.maneuverPNG(.turnRight, junction: .square96))
        #expect(try renderer.maneuverImage(for: step) == renderer.maneuverImage(.turnRight))
    }
}
