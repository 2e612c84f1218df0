import Testing
import IconGeometry
@testable import ManeuverCatalogue

/// `GlyphStyle`: its ranges and the rule that ties them, and what every glyph keeps in any style
/// within them (mirror twins, ink inside the box, the margin a round cap must not eat, the head
/// clear of a roundabout's entry). The standard style's pixels are the golden tests' concern.
@Suite("Glyph style")
struct GlyphStyleTests {
    /// The corners of the valid space: thinnest and heaviest stroke with the narrowest and widest
    /// head each allows, each with the longest head that fits and the shortest, in both caps.
    static let extremes: [GlyphStyle] = {
        var out: [GlyphStyle] = []
        for stroke in [8.0, 16] {
            let narrowest = max(24, 2 * stroke)
            let widest = widestHead(stroke: stroke)
            for width in [narrowest, widest] {
                for cap in GlyphStyle.Cap.allCases {
                    out.append(try! GlyphStyle(strokeWidth: stroke, cap: cap, headWidth: width, headLength: 16))
                    out.append(try! GlyphStyle(strokeWidth: stroke, cap: cap, headWidth: width, headLength: longestHead(stroke: stroke, width: width)))
                }
            }
        }
        return out
    }()

    /// The widest head the range error names for `stroke` (asked with a head too wide).
    static func widestHead(stroke: Double) -> Double {
        do { _ = try GlyphStyle(strokeWidth: stroke, headWidth: 44, headLength: 16); return 44 } catch {
            guard case .styleOutOfRange(.headWidth, _, let allowed) = error else { return .nan }
            return allowed.upperBound
        }
    }

    /// The longest head the range error names for `stroke` and `width` (asked with 30 pt).
    static func longestHead(stroke: Double, width: Double) -> Double {
        do { _ = try GlyphStyle(strokeWidth: stroke, headWidth: width, headLength: 30); return 30 } catch {
            guard case .styleOutOfRange(.headLength, _, let allowed) = error else { return .nan }
            return allowed.upperBound
        }
    }

    @Test("The default initializer is the standard style, the one the catalogue draws")
    func standard() throws {
        #expect(try GlyphStyle() == .standard)
        let s = GlyphStyle.standard
        #expect((s.strokeWidth, s.cap, s.headWidth, s.headLength) == (12, .butt, 34, 23))
        #expect(GlyphMetrics(.standard) == GlyphMetrics(stem: 12, headWidth: 34, headLength: 23, stemCap: .butt))
        for m in Maneuver.allCases {
            #expect(try ManeuverGlyphs.key(for: m, style: .standard) == ManeuverGlyphs.key(for: m))
            #expect(ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: m, arms: nil, style: GlyphStyle())) == (try ManeuverGlyphs.glyph(for: m)))
        }
    }

    @Test("Values outside a range name the value and the range")
    func ranges() throws {
        #expect(throws: CatalogueError.styleOutOfRange(.strokeWidth, 7, allowed: 8...16)) { try GlyphStyle(strokeWidth: 7) }
        #expect(throws: CatalogueError.styleOutOfRange(.strokeWidth, 17, allowed: 8...16)) { try GlyphStyle(strokeWidth: 17) }
        #expect(throws: CatalogueError.self) { try GlyphStyle(strokeWidth: .nan) }
        #expect(throws: CatalogueError.self) { try GlyphStyle(headWidth: .infinity) }
        #expect(throws: CatalogueError.self) { try GlyphStyle(headLength: -.infinity) }
        // The head width starts at twice the stroke.
        do { _ = try GlyphStyle(strokeWidth: 16, headWidth: 30); Issue.record("accepted") } catch {
            guard case .styleOutOfRange(.headWidth, 30, let allowed) = error else { Issue.record("\(error)"); return }
            #expect(allowed.lowerBound == 32)
            #expect(error.description.contains("at least 2 × the stroke width"), "\(error)")
        }
        // The standard head is the longest its width allows at 12 pt (to 0.25 pt).
        #expect(Self.longestHead(stroke: 12, width: 34) == 23.25)
        #expect(throws: CatalogueError.styleOutOfRange(.headLength, 26, allowed: 16...23.25)) { try GlyphStyle(headLength: 26) }
        #expect(throws: CatalogueError.styleOutOfRange(.headLength, 15, allowed: 16...23.25)) { try GlyphStyle(headLength: 15) }
        // A heavier stroke narrows both.
        #expect(Self.widestHead(stroke: 8) > Self.widestHead(stroke: 12) && Self.widestHead(stroke: 12) > Self.widestHead(stroke: 16))
        #expect(Self.longestHead(stroke: 16, width: 32) < Self.longestHead(stroke: 12, width: 32))
    }

    /// Every stroke width in range is a valid style on its own: the head is fitted, never made
    /// larger than the standard one.
    @Test("A stroke width alone always gives a style")
    func strokeAlone() throws {
        for stroke in stride(from: 8.0, through: 16, by: 0.5) {
            let style = try GlyphStyle(strokeWidth: stroke)
            #expect(style.headWidth <= 34 && style.headLength <= 23 && style.headWidth >= 2 * stroke, "\(style)")
            #expect(RoundaboutGlyphs(m: GlyphMetrics(style)).headClearance() >= GlyphStyle.headGap, "\(style)")
            #expect(try GlyphStyle(strokeWidth: stroke, headWidth: style.headWidth, headLength: style.headLength) == style)
        }
        // At 16 pt the head keeps its width and is shortened.
        let heavy = try GlyphStyle(strokeWidth: 16)
        #expect(heavy.headWidth == 34 && heavy.headLength < 23)
    }

    /// The standard head keeps about 1 pt off the entry at a 40° exit; an accepted style keeps
    /// at least `headGap`, one just past the limit would not.
    @Test("The head keeps off a roundabout's entry")
    func headClearance() throws {
        let standard = RoundaboutGlyphs(m: .standard).headClearance()
        #expect(standard > 0.9 && standard < 1.1, "\(standard)")
        for style in Self.extremes {
            #expect(RoundaboutGlyphs(m: GlyphMetrics(style)).headClearance() >= GlyphStyle.headGap, "\(style)")
        }
        var tooLong = GlyphMetrics(.standard)
        tooLong.headLength = 24
        #expect(RoundaboutGlyphs(m: tooLong).headClearance() < GlyphStyle.headGap)
    }

    /// Every maneuver and lane glyph in the extreme styles: left twins mirror right twins, ink
    /// stays in the box, a round cap keeps the butt end's bottom margin.
    @Test("Mirror twins, ink in the box and margins hold in every extreme style", arguments: extremes)
    func glyphsInStyle(_ style: GlyphStyle) throws {
        func glyph(_ m: Maneuver, _ s: GlyphStyle) throws -> Glyph { ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: m, arms: nil, style: s)) }
        for (l, r) in Maneuver.mirrorPairs {
            MirrorTests.expectMirrored(try glyph(l, style), try glyph(r, style), axis: 48, "\(style): \(l.docsName) vs \(r.docsName)")
        }
        let butt = try GlyphStyle(strokeWidth: style.strokeWidth, cap: .butt, headWidth: style.headWidth, headLength: style.headLength)
        for m in Maneuver.allCases {
            let g = try glyph(m, style)
            #expect(g != (try ManeuverGlyphs.glyph(for: m)) || style == .standard || [.destination, .ferryBoat, .ferryTrain].contains(m), "\(style): \(m.docsName) unchanged")
            let ink = g.inkBounds
            #expect(ink.minX >= 0 && ink.minY >= 0 && ink.maxX <= 96 && ink.maxY <= 96, "\(style): \(m.docsName) ink \(ink)")
            #expect(ink.maxY <= (try glyph(m, butt)).inkBounds.maxY + 1e-9, "\(style): \(m.docsName) round end below the butt end")
        }
        // The extra glyphs: twins mirrored, ink inside the box, the bottom margin kept.
        for g in ExtraGlyph.allCases {
            for n in g.drawsExitNumber ? [nil, 7] : [nil] {
                let glyph = ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: g, exitNumber: n, style: style))
                let ink = glyph.inkBounds
                #expect(ink.minX >= 0 && ink.minY >= 0 && ink.maxX <= 96 && ink.maxY <= 96, "\(style): \(g) ink \(ink)")
                let buttInk = ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: g, exitNumber: n, style: butt)).inkBounds
                #expect(ink.maxY <= buttInk.maxY + 1e-9, "\(style): \(g) round end below the butt end")
                if let twin = g.mirrorTwin, n == nil {
                    MirrorTests.expectMirrored(glyph, ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: twin, style: style)), axis: 48, "\(style): \(g)")
                }
            }
        }
        // Roundabouts with an arbitrary exit angle, the sharpest first.
        for angle in [40.0, 45, 200, 320, 330, 359] {
            for m in [Maneuver.roundaboutCounterClockwise, .roundaboutClockwise] {
                let g = ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: m, exitAngle: angle, arms: [90, 270], style: style))
                let ink = g.inkBounds
                #expect(ink.minX >= 0 && ink.minY >= 0 && ink.maxX <= 96 && ink.maxY <= 96, "\(style): \(m.docsName) at \(angle)°")
            }
        }
        // Lanes: the left shapes mirror the right ones inside their cell.
        for (left, right) in [(LaneShape.slightLeft, LaneShape.slightRight), (.normalLeft, .normalRight), (.sharpLeft, .sharpRight), (.uTurnLeft, .uTurnRight)] {
            let l = try #require(try LaneGlyphs.glyph(for: [Lane(laneDirections: [LaneDirection(laneShape: left, recommended: true)])], style: style))
            let r = try #require(try LaneGlyphs.glyph(for: [Lane(laneDirections: [LaneDirection(laneShape: right, recommended: true)])], style: style))
            MirrorTests.expectMirrored(l, r, axis: 24, "\(style): lane \(left)")
            #expect(l.inkBounds.maxY <= 48 && l.inkBounds.minY >= 0, "\(style): lane \(left) ink \(l.inkBounds)")
        }
    }

    @Test("The style is part of the glyph keys")
    func keys() throws {
        let heavy = try GlyphStyle(strokeWidth: 16, cap: .round)
        #expect(try ManeuverGlyphs.key(for: .turnLeft, style: heavy) != ManeuverGlyphs.key(for: .turnLeft))
        #expect(try ManeuverGlyphs.key(for: .turnLeft, style: heavy).style == heavy)
        #expect(try ManeuverGlyphs.key(for: .onRampLeft, style: heavy) == ManeuverGlyphs.key(for: .turnLeft, style: heavy))
        let lanes = [Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)])]
        #expect(try LaneGlyphs.key(for: lanes, style: heavy) != LaneGlyphs.key(for: lanes))
        #expect(try LaneGlyphs.key(for: lanes, style: heavy)?.style == heavy)
        // The stroke reaches the drawing: the straight arrow's stem is 16 pt wide.
        let stem = ManeuverGlyphs.glyph(for: try ManeuverGlyphs.key(for: .straight, style: heavy)).shapes(.primary).compactMap { shape -> Double? in
            if case .stroke(let s) = shape.paint { return s.width } else { return nil }
        }
        #expect(stem == [16])
    }
}
