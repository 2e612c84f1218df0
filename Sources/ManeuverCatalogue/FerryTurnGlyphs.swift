import IconGeometry

/// Ferry glyphs the 66 maneuvers lack: boarding a ferry whose entrance is to one side, and
/// leaving a ferry. Each is the catalogue's vessel (`FerryGlyphs`, boat or train above its waves)
/// drawn smaller, with a path of the set's stem and arrowhead. Right-hand forms; the catalogue
/// mirrors them for the left twins.
struct FerryTurnGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    /// Free space between the vessel's ink and the arrow's.
    static let gap = 4.0

    /// `vessel` scaled about its ink box so that the ink is at most `width` wide and `height`
    /// tall, and moved so that the ink box's bottom-right corner (or bottom centre, with
    /// `centered`) is `anchor`.
    static func placed(_ vessel: Glyph, width: Double, height: Double, at anchor: Point, centered: Bool = false) -> Glyph {
        let ink = vessel.inkBounds
        let s = min(width / (ink.maxX - ink.minX), height / (ink.maxY - ink.minY))
        let x = centered ? (ink.minX + ink.maxX) / 2 : ink.maxX
        let t = Transform.translation(-x, -ink.maxY).concatenating(.scale(s)).concatenating(.translation(anchor.x, anchor.y))
        return vessel.transformed(by: t)
    }

    /// Board a ferry whose entrance is to the right: a turn-right arrow low in the box (stem up
    /// from the bottom margin on x = 28, a quarter turn of radius 16, head at the right margin on
    /// y = 70), and the vessel above the arrow's head, against the right margin (at most 54 pt
    /// wide, as tall as fits 4 pt above the head; its waves thin with it): the path turns towards
    /// it. The vessel stays in the primary colour, as in `FERRY_BOAT`: it is where the driver goes.
    func boardingRight(_ vessel: Glyph) -> Glyph {
        let runY = 70.0, radius = 16.0
        var t = Turtle(entering: Point(28, M.bottom), heading: Turtle.up, m)
        t.forward(toY: runY + radius)
        t.turn(90, radius: radius)
        t.forward(toX: M.box - M.margin - m.headLength)
        let top = runY - m.headWidth / 2 - Self.gap
        let v = Self.placed(vessel, width: 54, height: top - M.tightMargin, at: Point(M.box - M.tightMargin, top))
        return ArrowGlyphs.glyph(primary: v.shapes(.primary) + t.arrow(m))
    }

    /// Leave the ferry: the boat (secondary: what the driver leaves; at most 60 × 50 pt) low in
    /// the box, centred, and the path (primary) driving off it straight ahead, from the boat's
    /// cabin (45 % down its ink) up the centre line to the head at the top margin.
    func exit() -> Glyph {
        let boat = Self.placed(FerryGlyphs.boat(), width: 60, height: 50, at: Point(M.midX, M.box - M.tightMargin), centered: true)
        let deck = boat.inkBounds.minY + (boat.inkBounds.maxY - boat.inkBounds.minY) * 0.45
        return ArrowGlyphs.glyph(secondary: boat.shapes(.primary),
                                 primary: ArrowGlyphs(m: m).straightArrow(x: M.midX, fromY: deck))
    }
}
