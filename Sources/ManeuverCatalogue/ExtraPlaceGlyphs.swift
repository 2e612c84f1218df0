import IconGeometry

/// Place glyphs the 66 maneuvers lack: the destination straight ahead, departing from one side of
/// the road, and a waypoint flag. Right-hand forms; the catalogue mirrors them for the left twins.
/// Same box, margins, stem and arrowhead as `PlaceGlyphs`.
struct ExtraPlaceGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    /// Destination straight ahead: a short straight arrow up the centre line, the pin above its
    /// tip, pointing down at it. The pin (radius 15, tip 27 pt below its centre) is smaller than
    /// `DESTINATION`'s (24) so that both fit the 80-pt column; the arrow's tip stops 5 pt under
    /// the pin's, so the two read as two things at 48 px.
    func destinationStraight() -> Glyph {
        let pinCenter = Point(M.midX, M.margin + 15), pinTip = Point(M.midX, pinCenter.y + 27)
        let headTip = pinTip.y + 5
        var t = Turtle(entering: Point(M.midX, M.bottom), heading: Turtle.up, m)
        t.forward(toY: headTip + m.headLength)
        return ArrowGlyphs.glyph(primary: t.arrow(m) + [PlaceGlyphs.pin(center: pinCenter, radius: 15, tip: pinTip, hole: 6)])
    }

    /// Depart from a place on the right side of the road: `DESTINATION_RIGHT`'s layout with the
    /// start for the pin. A straight arrow up the left of the box (x = 30, bottom margin to top
    /// margin) is the road; `DEPART`'s start ring (radius 15, hole 6.5) stands beside its foot
    /// on the right, where the driver is. Nothing in it moves sideways: a path pulling out of the
    /// ring towards the road would swing to the other side, and at 48 px read as a turn that way.
    func departRight() -> Glyph {
        let c = Point(66, 72)
        var ring = PathShapes.circle(center: c, radius: 15)
        ring.append(PathShapes.circle(center: c, radius: 6.5).reversed())
        return ArrowGlyphs.glyph(primary: ArrowGlyphs(m: m).straightArrow(x: 30) + [.fill(ring)])
    }

    /// Waypoint: a flag. A pole of the stem's weight on x = 32 from the bottom margin to the top
    /// one (round caps, their ends on the margins), and a cloth from the pole to x = 80 with a
    /// notch cut into its free end (a pennant, not the finish's chequers), filled nonzero.
    func waypoint() -> Glyph {
        let poleX = 32.0, r = m.stem / 2
        let pole = Path([.move(Point(poleX, M.bottom - r)), .line(Point(poleX, M.margin + r))])
        let clothTop = M.margin, clothBottom = 46.0, free = 80.0, notch = 66.0
        let cloth = Path.polygon([Point(poleX, clothTop), Point(free, clothTop), Point(notch, (clothTop + clothBottom) / 2),
                                  Point(free, clothBottom), Point(poleX, clothBottom)])
        return ArrowGlyphs.glyph(primary: [.stroke(pole, StrokeStyle(width: m.stem, join: .round, cap: .round)), .fill(cloth)])
    }
}
