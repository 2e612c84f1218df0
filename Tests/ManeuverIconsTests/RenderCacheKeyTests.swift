import Foundation
import Testing
import ManeuverIcons

/// The PNG cache key is the canonical form of what determines the pixels: requests that draw the
/// same image share one entry, requests that draw different images never do, and a request that
/// must throw still throws when an equivalent valid request is cached.
@Suite("Render cache key")
struct RenderCacheKeyTests {
    /// Renders without a cache: the bytes every cached answer must equal.
    let reference = IconRenderer(cacheLimits: .disabled)

    /// Calls `requests` on a fresh renderer and checks each answer against `reference`'s bytes.
    func run(_ requests: [(IconRenderer) throws -> [UInt8]?]) throws -> IconRenderer {
        let r = IconRenderer()
        for request in requests {
            let cached = try request(r), fresh = try request(reference)
            #expect(cached == fresh)
        }
        return r
    }

    func expect(_ r: IconRenderer, hits: Int, misses: Int, entries: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.cacheStatistics.hits == hits && r.cacheStatistics.misses == misses, "\(r.cacheStatistics)", sourceLocation: sourceLocation)
        #expect(r.cacheUsage.entries == entries, "\(r.cacheUsage)", sourceLocation: sourceLocation)
    }

    @Test("Sizes of the same pixel side share one entry")
    func equivalentSizes() throws {
        let options = [ImageOptions(size: .square96), ImageOptions(size: .points(96)), ImageOptions(size: .square48, scale: 2),
                       ImageOptions(size: .points(48), scale: 2), ImageOptions(size: .points(192), scale: 0.5),
                       ImageOptions(size: .points(96.2))]   // 96.2 pt rounds to the same 96 px
        let r = try run(options.map { o in { try $0.maneuverPNG(.turnLeft, options: o) } })
        expect(r, hits: 5, misses: 1, entries: 1)
        // A different pixel side or colours is another image.
        let other = try run([{ try $0.maneuverPNG(.turnLeft) }, { try $0.maneuverPNG(.turnLeft, options: ImageOptions(size: .points(97))) },
                             { try $0.maneuverPNG(.turnLeft, options: ImageOptions(colors: .night)) }])
        expect(other, hits: 0, misses: 3, entries: 3)
    }

    @Test("A non-roundabout's exit angle and number are not part of the key (300 angles: one entry)")
    func ignoredExitOptions() throws {
        var requests: [(IconRenderer) throws -> [UInt8]?] = [{ try $0.maneuverPNG(.turnLeft) }]
        for a in 1...300 { requests.append { try $0.maneuverPNG(.turnLeft, exitAngle: Double(a)) } }
        for n in 1...99 { requests.append { try $0.maneuverPNG(.turnLeft, exitNumber: n) } }
        requests.append { try $0.maneuverPNG(for: StepInfo(maneuver: .turnLeft, roundaboutTurnNumber: 4, exitAngle: 77)) }
        let r = try run(requests)
        expect(r, hits: 400, misses: 1, entries: 1)
    }

    /// Exactly the 20 `ROUNDABOUT_*` maneuvers draw exit angle and number (`ManeuverGlyphs.glyph`
    /// reads them only when `roundaboutIsClockwise` is non-nil); every other maneuver ignores both.
    @Test("Every non-roundabout ignores them; every roundabout keeps them apart")
    func whichManeuversUseThem() throws {
        for m in Maneuver.allCases {
            let r = IconRenderer()
            let plain = try r.maneuverPNG(m)
            let hits = r.cacheStatistics.hits
            let withAngle = try r.maneuverPNG(m, exitAngle: 123), withNumber = try r.maneuverPNG(m, exitNumber: 7)
            let gotHits = r.cacheStatistics.hits - hits
            if m.roundaboutIsClockwise == nil {
                #expect(gotHits == 2 && withAngle == plain && withNumber == plain, "\(m)")
            } else {
                #expect(gotHits == 0 && withAngle != plain && withNumber != plain && withAngle != withNumber, "\(m)")
            }
        }
        #expect(Maneuver.allCases.filter { $0.roundaboutIsClockwise != nil }.count == 20)
    }

    @Test("Roundabout requests that draw the same glyph share one entry; different angles do not")
    func roundaboutEquivalents() throws {
        // Angles below 40° are drawn as 40° (the arm would lie on the entry stem).
        let clamped = try run([10.0, 25, 40].map { a in { try $0.maneuverPNG(.roundaboutCounterClockwise, exitAngle: a) } })
        expect(clamped, hits: 2, misses: 1, entries: 1)
        // With an angle, the name's exit no longer matters, only the circulation; an angle equal to
        // a named exit's travel is that named roundabout.
        let named = try run([
            { try $0.maneuverPNG(.roundaboutStraightCounterClockwise) },
            { try $0.maneuverPNG(.roundaboutLeftCounterClockwise, exitAngle: 180) },
            { try $0.maneuverPNG(.roundaboutCounterClockwise, exitAngle: 180) },
            { try $0.maneuverPNG(.roundaboutExitCounterClockwise, exitAngle: 180) },
            { try $0.maneuverPNG(.roundaboutRightClockwise) },                 // clockwise right: 270° travelled
            { try $0.maneuverPNG(.roundaboutSharpLeftClockwise, exitAngle: 270) },
            { try $0.maneuverPNG(.roundaboutRightClockwise, exitNumber: 3) },
            { try $0.maneuverPNG(.roundaboutClockwise, exitAngle: 270, exitNumber: 3) },
        ])
        expect(named, hits: 5, misses: 3, entries: 3)
        let apart = try run([100.0, 100.5, 110, 300].map { a in { try $0.maneuverPNG(.roundaboutRightCounterClockwise, exitAngle: a) } }
                            + [{ try $0.maneuverPNG(.roundaboutRightClockwise, exitAngle: 100) }])
        expect(apart, hits: 0, misses: 5, entries: 5)
    }

    @Test("Maneuvers sharing a glyph share an entry")
    func sharedGlyphs() throws {
        let r = try run([{ try $0.maneuverPNG(.turnLeft) }, { try $0.maneuverPNG(.onRampLeft) },
                         { try $0.maneuverPNG(.straight) }, { try $0.maneuverPNG(.onRampUnspecified) }, { try $0.maneuverPNG(.offRampUnspecified) },
                         { try $0.maneuverPNG(.forkRight) }, { try $0.maneuverPNG(.turnKeepRight) }, { try $0.maneuverPNG(.onRampKeepRight) }])
        expect(r, hits: 5, misses: 3, entries: 3)
    }

    /// Validation comes before the lookup: a value the drawing ignores is still checked, and a
    /// request that throws neither hits nor misses nor stores anything.
    @Test("Invalid requests throw the documented errors even when an equivalent valid one is cached")
    func validationBeforeLookup() throws {
        let r = IconRenderer()
        _ = try r.maneuverPNG(.turnLeft)
        _ = try r.maneuverPNG(.roundaboutCounterClockwise, exitAngle: 40)
        let before = (r.cacheStatistics.hits, r.cacheStatistics.misses, r.cacheUsage.entries)
        let cases: [(Maneuver, ImageOptions, Double?, Int?, RenderError)] = [
            (.turnLeft, ImageOptions(), 500, nil, .catalogue(.exitAngleOutOfRange(500))),
            (.turnLeft, ImageOptions(), 0, nil, .catalogue(.exitAngleOutOfRange(0))),
            (.turnLeft, ImageOptions(), 360, 3, .catalogue(.exitAngleOutOfRange(360))),
            (.turnLeft, ImageOptions(), nil, 0, .catalogue(.exitNumberOutOfRange(0))),
            (.turnLeft, ImageOptions(), 90, 100, .catalogue(.exitNumberOutOfRange(100))),
            (.roundaboutCounterClockwise, ImageOptions(), 0.5, nil, .catalogue(.exitAngleOutOfRange(0.5))),
            (.turnLeft, ImageOptions(scale: 0), 500, nil, .invalidScale(0, allowed: ImageOptions.scaleRange)),
            (.turnLeft, ImageOptions(size: .points(2000)), nil, nil, .invalidSize(2000, allowed: IconSize.pointsRange)),
            (.turnLeft, ImageOptions(size: .points(1024), scale: 8), nil, nil, .imageTooLarge(pixels: 8192, maximum: maximumPixelSide)),
        ]
        for (m, o, a, n, expected) in cases {
            #expect(throws: expected) { try r.maneuverPNG(m, options: o, exitAngle: a, exitNumber: n) }
            #expect(throws: expected) { try reference.maneuverImage(m, options: o, exitAngle: a, exitNumber: n) }
        }
        #expect(performing: { try r.maneuverPNG(.turnLeft, exitAngle: .nan) }, throws: { e in
            if case RenderError.catalogue(.exitAngleOutOfRange(let v)) = e { return v.isNaN } else { return false }
        })
        #expect((r.cacheStatistics.hits, r.cacheStatistics.misses, r.cacheUsage.entries) == before)
    }

    static let lane = Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true), LaneDirection(laneShape: .normalRight)])

    @Test("Lanes: a width budget that does not bind, separators of one lane, and an empty lane are not part of the key")
    func lanesEquivalents() throws {
        let three = [Self.lane, Self.lane, Self.lane]
        let budget = try run([
            { try $0.lanesPNG(three) },
            { try $0.lanesPNG(three, options: LanesImageOptions(layout: LaneLayout(maximumWidth: 144))) },   // 3 × 48 fits
            { try $0.lanesPNG(three, options: LanesImageOptions(layout: LaneLayout(maximumWidth: 5000))) },
        ])
        expect(budget, hits: 2, misses: 1, entries: 1)
        // A budget that binds makes the cells it makes: 80 pt for two lanes is two 40-pt cells.
        let binding = try run([{ try $0.lanesPNG([Self.lane, Self.lane], options: LanesImageOptions(layout: LaneLayout(maximumWidth: 80))) },
                               { try $0.lanesPNG([Self.lane, Self.lane], options: LanesImageOptions(layout: LaneLayout(laneWidth: 40))) },
                               { try $0.lanesPNG([Self.lane, Self.lane], options: LanesImageOptions(layout: LaneLayout(maximumWidth: 90))) }])
        expect(binding, hits: 1, misses: 2, entries: 2)
        // One lane has no separator to draw.
        let single = try run([{ try $0.lanesPNG([Self.lane]) },
                              { try $0.lanesPNG([Self.lane], options: LanesImageOptions(layout: LaneLayout(separators: false))) },
                              { try $0.lanesPNG([Self.lane, Self.lane], options: LanesImageOptions(layout: LaneLayout(separators: false))) },
                              { try $0.lanesPNG([Self.lane, Self.lane]) }])
        expect(single, hits: 1, misses: 3, entries: 3)
        // A lane without directions is drawn as one unknown, not recommended direction.
        let unknown = Lane(laneDirections: [LaneDirection(laneShape: .unknown)])
        let empty = try run([{ try $0.lanesPNG([Self.lane, Lane(laneDirections: [])]) }, { try $0.lanesPNG([Self.lane, unknown]) }])
        expect(empty, hits: 1, misses: 1, entries: 1)
    }

    @Test("Lanes: invalid layouts and scales throw even when an equivalent valid request is cached")
    func lanesValidation() throws {
        let r = IconRenderer()
        _ = try r.lanesPNG([Self.lane])
        let before = (r.cacheStatistics.hits, r.cacheStatistics.misses, r.cacheUsage.entries)
        let nanBudget = LaneLayout(maximumWidth: .nan), hugeBudget = LaneLayout(maximumWidth: 1e9)
        let cases: [([Lane], LanesImageOptions, RenderError)] = [
            ([Self.lane], LanesImageOptions(layout: nanBudget), .catalogue(.invalidLaneLayout(nanBudget))),
            ([Self.lane], LanesImageOptions(layout: hugeBudget), .catalogue(.invalidLaneLayout(hugeBudget))),
            ([Self.lane], LanesImageOptions(scale: 9), .invalidScale(9, allowed: ImageOptions.scaleRange)),
            (Array(repeating: Self.lane, count: 25), LanesImageOptions(layout: nanBudget), .catalogue(.tooManyLanes(25))),
            (Array(repeating: Self.lane, count: 24), LanesImageOptions(scale: 4), .imageTooLarge(pixels: 4608, maximum: maximumPixelSide)),
        ]
        for (lanes, o, expected) in cases {
            if case .catalogue(.invalidLaneLayout) = expected {
                // NaN is not equal to itself: match the case only.
                #expect(performing: { try r.lanesPNG(lanes, options: o) }, throws: { e in
                    if case RenderError.catalogue(.invalidLaneLayout) = e { return true } else { return false } })
                #expect(performing: { try reference.lanesImage(lanes, options: o) }, throws: { e in
                    if case RenderError.catalogue(.invalidLaneLayout) = e { return true } else { return false } })
            } else {
                #expect(throws: expected) { try r.lanesPNG(lanes, options: o) }
                #expect(throws: expected) { try reference.lanesImage(lanes, options: o) }
            }
        }
        // No lanes: no image, but bad options still throw (IconInvariantTests.emptyLanes).
        #expect(throws: RenderError.invalidScale(9, allowed: ImageOptions.scaleRange)) { try r.lanesPNG([], options: LanesImageOptions(scale: 9)) }
        #expect((r.cacheStatistics.hits, r.cacheStatistics.misses, r.cacheUsage.entries) == before)
    }
}
