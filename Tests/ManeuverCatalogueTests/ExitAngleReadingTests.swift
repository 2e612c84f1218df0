import Testing
@testable import ManeuverCatalogue

/// The one normalisation of exit angles, against each convention of the vocabularies' notes:
/// expected values are worked out by hand from each source's definition.
@Suite("Exit angle conventions")
struct ExitAngleReadingTests {
    typealias C = ManeuverSpec.Circulation

    func swept(_ r: ExitAngleReading, _ c: C?) throws -> Double? { try r.swept(circulation: c)?.degrees }

    @Test("androidx: 1…360 travelled, 360 the entrance")
    func androidAuto() throws {
        #expect(try swept(.androidAuto(135), .clockwise) == 135)
        #expect(try swept(.androidAuto(360), .counterclockwise) == 360)
        #expect(try swept(.androidAuto(1), nil) == 1)
        for bad in [0.0, 0.5, 361, .nan, .infinity] {
            #expect(throws: ExitAngleError.self) { try swept(.androidAuto(bad), .clockwise) }
        }
    }

    /// AOSP's example: four equal exits are (1, 90), (2, 180), (3, 270); the entry is 0.
    @Test("AOSP turnAngle: 0…359 in the direction of travel, −1 unused")
    func androidCluster() throws {
        #expect(try swept(.androidCluster(90), .counterclockwise) == 90)
        #expect(try swept(.androidCluster(180), .clockwise) == 180)
        #expect(try swept(.androidCluster(270), nil) == 270)
        #expect(try swept(.androidCluster(0), nil) == 360)
        #expect(try ExitAngleReading.androidCluster(-1).swept(circulation: .clockwise) == nil)
        #expect(throws: ExitAngleError.self) { try swept(.androidCluster(-0.5), nil) }
        #expect(throws: ExitAngleError.self) { try swept(.androidCluster(-2), nil) }
    }

    /// Driver-relative: +90 is right. Counterclockwise the right exit is a quarter of the ring
    /// (90), clockwise three quarters (270); straight is 180 either way, back is 360.
    @Test("CarPlay junctionExitAngle: signed, +90 right, needs the circulation")
    func carPlay() throws {
        let expected: [(Double, C, Double)] = [
            (90, .counterclockwise, 90), (0, .counterclockwise, 180), (-90, .counterclockwise, 270),
            (180, .counterclockwise, 360), (-180, .counterclockwise, 360), (45, .counterclockwise, 135),
            (90, .clockwise, 270), (0, .clockwise, 180), (-90, .clockwise, 90), (-135, .clockwise, 45),
            (180, .clockwise, 360),
        ]
        for (a, c, d) in expected { #expect(try swept(.carPlay(a), c) == d, "\(a) \(c)") }
        #expect(throws: ExitAngleError.circulationRequired(convention: "CarPlay junctionExitAngle")) { try swept(.carPlay(90), nil) }
        #expect(throws: ExitAngleError.self) { try swept(.carPlay(400), .clockwise) }
    }

    /// A right exit stays a right exit in both circulations, through the drawn glyph's side.
    @Test("a driver-relative right exit is drawn on the right")
    func relativeSideSurvives() throws {
        for c in C.allCases {
            for (a, side) in [(90.0, RoundaboutExitSide.right), (-90, .left), (30, .right), (-150, .left)] {
                let d = try #require(try swept(.carPlay(a), c))
                #expect(ManeuverGlyphs.exitSide(travel: d, clockwise: c == .clockwise) == side, "\(a) \(c)")
            }
        }
    }

    @Test("a junction's roads, relative to the driver, turned clockwise from straight ahead")
    func junctionRoads() {
        #expect(ExitAngleReading.carPlay(90).clockwiseFromStraightAhead == 90)
        #expect(ExitAngleReading.carPlay(-90).clockwiseFromStraightAhead == 270)
        #expect(ExitAngleReading.carPlay(-180).clockwiseFromStraightAhead == 180)
        #expect(ExitAngleReading.osrmBearings(before: 350, after: 80).clockwiseFromStraightAhead == 90)
        #expect(ExitAngleReading.carPlay(.nan).clockwiseFromStraightAhead == nil)
        #expect(ExitAngleReading.androidAuto(90).clockwiseFromStraightAhead == nil)
    }

    @Test("HERE: magnitude along the ring, negative in left-hand traffic")
    func here() throws {
        let right = try #require(try ExitAngleReading.here(90).swept(circulation: nil))
        #expect(right == SweptExitAngle(degrees: 90, circulation: .counterclockwise))
        let left = try #require(try ExitAngleReading.here(-90).swept(circulation: .counterclockwise))
        #expect(left == SweptExitAngle(degrees: 90, circulation: .clockwise))
        #expect(try ExitAngleReading.here(0).swept(circulation: .clockwise) == SweptExitAngle(degrees: 360, circulation: .clockwise))
        #expect(throws: ExitAngleError.self) { try swept(.here(-361), nil) }
    }

    /// The fixture's France route: exit 1 at −1.87 rad (107°), exit 2 at −5.02 rad (288°).
    @Test("GraphHopper turn_angle: radians, magnitude only, NaN none")
    func graphHopper() throws {
        #expect(abs(try #require(try swept(.graphHopper(radians: -1.87), .counterclockwise)) - 107.143) < 0.001)
        #expect(abs(try #require(try swept(.graphHopper(radians: -5.02), .counterclockwise)) - 287.625) < 0.001)
        let plus = try #require(try ExitAngleReading.graphHopper(radians: .pi / 2).swept(circulation: .clockwise))
        let minus = try #require(try ExitAngleReading.graphHopper(radians: -.pi / 2).swept(circulation: .clockwise))
        #expect(plus == minus && abs(plus.degrees - 90) < 1e-9 && plus.circulation == .clockwise)
        #expect(try ExitAngleReading.graphHopper(radians: .nan).swept(circulation: nil) == nil)
        #expect(throws: ExitAngleError.self) { try swept(.graphHopper(radians: 7), nil) }
        #expect(throws: ExitAngleError.self) { try swept(.graphHopper(radians: -.infinity), nil) }
    }

    @Test("Mapbox degrees and the model's own: 0…360, 0 the entry")
    func mapboxAndSwept() throws {
        #expect(try swept(.mapbox(180), .clockwise) == 180)
        #expect(try swept(.mapbox(0), nil) == 360)
        #expect(try swept(.mapbox(360), nil) == 360)
        #expect(try swept(.swept(0), nil) == 360)
        #expect(try swept(.swept(271.5), nil) == 271.5)
        #expect(throws: ExitAngleError.self) { try swept(.mapbox(-1), nil) }
    }

    /// Headings from north: 0 → 90 is a right turn, 350 → 80 too (across north); 90 → 90 is
    /// straight across, 0 → 180 back.
    @Test("OSRM bearings: the heading change, read as relative")
    func osrm() throws {
        #expect(try swept(.osrmBearings(before: 0, after: 90), .counterclockwise) == 90)
        #expect(try swept(.osrmBearings(before: 350, after: 80), .counterclockwise) == 90)
        #expect(try swept(.osrmBearings(before: 0, after: 90), .clockwise) == 270)
        #expect(try swept(.osrmBearings(before: 90, after: 90), .clockwise) == 180)
        #expect(try swept(.osrmBearings(before: 0, after: 180), .counterclockwise) == 360)
        #expect(try swept(.osrmBearings(before: 10, after: 280), .counterclockwise) == 270)
        #expect(throws: ExitAngleError.self) { try swept(.osrmBearings(before: 0, after: 90), nil) }
    }
}
