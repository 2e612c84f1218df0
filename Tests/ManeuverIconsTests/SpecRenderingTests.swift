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

    /// Written from the list: what the 66 cannot say draws the extra glyph itself.
    @Test("a value the 66 cannot say draws its extra glyph")
    func extraGlyphs() throws {
        let renderer = IconRenderer()
        let options = ImageOptions(size: .square48, scale: 2)
        let cases: [(String, String, VocabularyContext, ExtraGlyph, Int?)] = [
            ("valhalla", "kStayStraight", .init(), .keepMiddle, nil),
            ("here", "MIDDLE_FORK", .init(), .keepMiddle, nil),
            ("android-auto", "TYPE_DESTINATION_STRAIGHT", .init(), .destinationStraight, nil),
            ("android-auto", "TYPE_FERRY_TRAIN_LEFT", .init(), .ferryTrainLeft, nil),
            ("carplay", "exitFerry", .init(), .ferryExit, nil),
            ("carplay", "rightTurnAtEnd", .init(), .endOfRoadRight, nil),
            ("valhalla", "kStartLeft", .init(), .departLeft, nil),
            ("graphhopper", "REACHED_VIA", .init(), .waypoint, nil),
            ("carplay", "roundaboutExit3", .init(trafficSide: .left), .roundaboutNumberedExit, 3),
            ("valhalla", "kRoundaboutEnter", .init(exitNumber: 2), .roundaboutNumberedExit, 2),
        ]
        for (vocabulary, value, context, glyph, number) in cases {
            let spec = try ManeuverVocabulary.named(vocabulary).read(value, context: context).spec
            #expect(try renderer.maneuverPNG(spec, options: options) == renderer.glyphPNG(glyph, options: options, exitNumber: number),
                    "\(vocabulary):\(value)")
        }
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
