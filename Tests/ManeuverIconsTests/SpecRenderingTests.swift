import Testing
import ManeuverIcons

/// The model through the renderer: a spec equivalent to a Google maneuver is that maneuver's
/// request, pixel for pixel and cache entry for cache entry, whichever vocabulary it came from.
@Suite("Rendering specs")
struct SpecRenderingTests {
    @Test("every Google maneuver's spec gives its PNG from the same cache entry")
    func googleEquivalence() throws {
        let renderer = IconRenderer()
        let options = ImageOptions(size: .points(24), scale: 2)
        for m in Maneuver.allCases {
            let direct = try renderer.maneuverPNG(m, options: options)
            let before = renderer.cacheStatistics
            #expect(try renderer.maneuverPNG(m.spec, options: options) == direct, "\(m.docsName)")
            #expect(renderer.cacheStatistics.hits == before.hits + 1, "\(m.docsName) missed the cache")
            #expect(try renderer.maneuverImage(m.spec, options: options) == renderer.maneuverImage(m, options: options))
            #expect(try renderer.maneuverSVG(m.spec, options: options) == renderer.maneuverSVG(m, options: options))
        }
    }

    @Test("a vocabulary value with its context renders as the model says")
    func vocabularyValues() throws {
        let renderer = IconRenderer()
        let reading = try ManeuverVocabulary.carPlay.read("roundaboutExit3", context: VocabularyContext(trafficSide: .left, exitAngle: -90))
        #expect(try renderer.maneuverPNG(reading.spec)
                == renderer.maneuverPNG(.roundaboutLeftClockwise, exitAngle: 90, exitNumber: 3))
        let aa = try ManeuverVocabulary.androidAuto.read("TYPE_U_TURN_RIGHT")
        #expect(try renderer.maneuverPNG(aa.spec) == renderer.maneuverPNG(.turnUTurnClockwise))
    }

    @Test("bad exit data throws the catalogue's error, whatever the glyph")
    func errors() {
        #expect(throws: RenderError.catalogue(.exitNumberOutOfRange(0))) {
            try IconRenderer().maneuverPNG(ManeuverSpec(.ferryExit, exitNumber: 0))
        }
        #expect(throws: RenderError.catalogue(.exitAngleOutOfRange(-3))) {
            try IconRenderer().maneuverPNG(ManeuverSpec(.roundabout, circulation: .clockwise, exitAngle: -3))
        }
    }
}
