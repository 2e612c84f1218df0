import IconRaster
@testable import ManeuverCatalogue
@testable import ManeuverIcons
import Testing

/// Under 48 px a roundabout's exit number is drawn as larger digits alone
/// (`GlyphStyle.ExitBadge.digits`): the badge's digits would be under 8 px tall there.
@Suite("Exit numbers on small icons")
struct SmallExitNumberTests {
    static let renderer = IconRenderer(cacheLimits: .disabled)
    static let roundabouts = Maneuver.allCases.filter { $0.docsName.hasPrefix("ROUNDABOUT_") }

    static func key(_ maneuver: Maneuver, number: Int, px: Int, style: GlyphStyle = .standard) throws -> ManeuverGlyphKey {
        let options = ImageOptions(size: .points(Double(px)), scale: 1, style: style)
        return try renderer.maneuverRequest(maneuver, options: options, exitAngle: nil, exitNumber: number, arms: nil, junction: nil).key
    }

    @Test("The renderer picks digits alone under 48 px, the style's badge from 48 px")
    func formBySize() throws {
        var ring = GlyphStyle.standard
        ring.exitBadge = .ring
        for px in [16, 24, 32, 40, 47] {
            #expect(try Self.key(.roundaboutRightCounterClockwise, number: 3, px: px).style.exitBadge == .digits, "\(px) px")
            #expect(try Self.key(.roundaboutRightCounterClockwise, number: 3, px: px, style: ring).style.exitBadge == .digits, "\(px) px, ring")
        }
        #expect(try Self.key(.roundaboutRightCounterClockwise, number: 3, px: 48).style.exitBadge == .disc)
        #expect(try Self.key(.roundaboutRightCounterClockwise, number: 3, px: 48, style: ring).style.exitBadge == .ring)
        // Without a number nothing changes: the key is the one of 48 px and up.
        let options = ImageOptions(size: .points(24), scale: 1)
        #expect(try Self.renderer.maneuverRequest(.turnLeft, options: options, exitAngle: nil, exitNumber: nil, arms: nil, junction: nil)
            .key.style == .standard)
    }

    /// The digits alone keep at least a point of paper between their ink and the glyph's, for
    /// every roundabout and exit numbers 1 to 12 (samples of both every 1 pt, reach = half the
    /// stroke).
    @Test("Digits alone keep clear of the glyph's ink", arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12])
    func digitsKeepClear(number: Int) throws {
        var touching: [String] = []
        for maneuver in Self.roundabouts {
            let plain = try ManeuverGlyphs.glyph(for: ManeuverGlyphs.key(for: maneuver))
            let numbered = try ManeuverGlyphs.glyph(for: ManeuverGlyphs.key(for: maneuver, exitNumber: number).withExitBadge(.digits))
            let plainCount = plain.layers.map(\.shapes.count).reduce(0, +)
            let digits = Glyph(width: 96, height: 96, layers: [GlyphLayer(role: .primary, shapes: Array(
                numbered.layers.flatMap(\.shapes).dropFirst(plainCount)))])
            try #require(numbered.layers.map(\.shapes.count).reduce(0, +) > plainCount)
            let ink = GlyphSampling.samples(plain, step: 1), marks = GlyphSampling.samples(digits, step: 1)
            let gap = marks.map { d in ink.map { d.point.distance(to: $0.point) - d.reach - $0.reach }.min() ?? .infinity }.min() ?? .infinity
            if gap < 1 { touching.append("\(maneuver.docsName): \(gap)") }
            let bounds = digits.inkBounds
            #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 96 && bounds.maxY <= 96, "\(maneuver.docsName) \(number): \(bounds)")
        }
        #expect(touching.isEmpty, "\(touching)")
    }

    /// The numbered roundabout (no exit angle) under 48 px: a larger ring holding larger digits,
    /// which keep at least a point of paper from the ring; the digits at least 30 % taller than
    /// at 48 px.
    @Test("The numbered ring grows its digits under 48 px", arguments: [1, 3, 7, 8, 12, 88])
    func numberedRing(number: Int) throws {
        let key = try ManeuverGlyphs.key(for: ExtraGlyph.roundaboutNumberedExit, exitNumber: number)
        let small = ManeuverGlyphs.glyph(for: key.withExitBadge(.digits)), large = ManeuverGlyphs.glyph(for: key)
        /// The ring (the secondary layer) and the digits (the primary shapes after the entry stem).
        func parts(_ g: Glyph) -> (ring: Glyph, digits: Glyph) {
            (Glyph(width: 96, height: 96, layers: g.layers.filter { $0.role == .secondary }),
             Glyph(width: 96, height: 96, layers: [GlyphLayer(role: .primary, shapes: Array(g.layers.filter { $0.role == .primary }.flatMap(\.shapes).dropFirst()))]))
        }
        let (ring, digits) = parts(small)
        let ink = GlyphSampling.samples(ring, step: 1), marks = GlyphSampling.samples(digits, step: 1)
        let gap = marks.map { d in ink.map { d.point.distance(to: $0.point) - d.reach - $0.reach }.min() ?? .infinity }.min() ?? .infinity
        #expect(gap >= 1, "\(number): \(gap)")
        #expect(digits.inkBounds.height >= 1.3 * parts(large).digits.inkBounds.height, "\(digits.inkBounds) vs \(parts(large).digits.inkBounds)")
        // The renderer draws it so at 24 px.
        let options = ImageOptions(size: .points(24), scale: 1)
        #expect(try Self.renderer.glyphRequest(.roundaboutNumberedExit, options: options, exitNumber: number).key.style.exitBadge == .digits)
    }

    /// At 24 and 32 px each digit's stroke stays one piece at 1 bit, and the ten 1-bit pictures
    /// of ROUNDABOUT_RIGHT_COUNTERCLOCKWISE with exits 1 to 9 all differ.
    @Test("The digits stay whole and distinct at 1 bit", arguments: [24, 32])
    func digitsWholeAtOneBit(px: Int) throws {
        var rasterizer = Rasterizer()
        var pictures: Set<[Bool]> = []
        for number in 1 ... 9 {
            let key = try Self.key(.roundaboutRightCounterClockwise, number: number, px: px)
            let glyph = ManeuverGlyphs.glyph(for: key)
            let prepared = try PreparedGlyph(glyph, pixelsPerPoint: Double(px) / 96, pixelWidth: px, pixelHeight: px)
            let plainCount = try ManeuverGlyphs.glyph(for: ManeuverGlyphs.key(for: Maneuver.roundaboutRightCounterClockwise)).layers.map(\.shapes.count).reduce(0, +)
            for item in prepared.layers.flatMap(\.items).dropFirst(plainCount) {
                let alphas = try rasterizer.coverage([item], width: px, height: px).map { ($0 * 255).rounded() }
                #expect(HintingTests.pieces(alphas.map { $0 >= 128 }, width: px).count == HintingTests.pieces(alphas.map { $0 >= 1 }, width: px).count,
                        "\(number) at \(px) px")
            }
            let all = try rasterizer.coverage(prepared.layers.flatMap(\.items), width: px, height: px)
            pictures.insert(all.map { $0 >= 0.5 })
        }
        #expect(pictures.count == 9)
    }
}
