import IconGeometry

/// Arrow glyphs the 66 maneuvers lack: keep middle (a three-way fork) and the end of the road (a
/// T). Right-hand forms where there is a side; the catalogue mirrors them for the left twins.
/// Same box, margins, stem and arrowhead as `ArrowGlyphs`.
struct ExtraArrowGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    /// Keep middle: one stem splitting in three. The middle branch (primary) runs straight up the
    /// centre line to the head; the side branches (secondary, round ends) swing out 45° and back
    /// (radius 12) to x = 48 ± 24 and stop there, 6 pt under the head's base, so that the head's
    /// corners (x 31 and 65) stay clear of them.
    func keepMiddle() -> Glyph {
        let splitY = 74.0, radius = 12.0, offset = 24.0
        // Each 45° turn moves the branch r·(1 − cos 45°) sideways; the straight run between them the rest.
        let run = (offset - 2 * radius * (1 - 0.5.squareRoot())) / 0.5.squareRoot()
        let branches: [Shape] = [1.0, -1.0].map { side in
            var t = Turtle(Point(M.midX, splitY), heading: Turtle.up)
            t.turn(45 * side, radius: radius)
            t.forward(run)
            t.turn(-45 * side, radius: radius)
            return t.stroke(m.branchStyle)
        }
        return ArrowGlyphs.glyph(secondary: branches, primary: ArrowGlyphs(m: m).straightArrow(x: M.midX))
    }

    /// End of the road, turn right: a T. The crossing road (secondary) runs across the box on
    /// y = 36 from the left margin (round end) to the turn; the path (primary) comes up the centre
    /// line, turns right onto the crossing road (radius 12) and runs along it to the head at the
    /// right margin, on the height of `TURN_RIGHT`'s run. The road runs on `overlap` under the
    /// path's horizontal run, so no background shows between the two colours.
    func endOfRoadRight() -> Glyph {
        let roadY = 36.0, radius = 12.0, overlap = 2.0
        var road = Path([.move(Point(M.margin + m.stem / 2, roadY))])
        road.line(to: Point(M.midX + radius + overlap, roadY))
        var t = Turtle(entering: Point(M.midX, M.bottom), heading: Turtle.up, m)
        t.forward(toY: roadY + radius)
        t.turn(90, radius: radius)
        t.forward(toX: M.box - M.margin - m.headLength)
        return ArrowGlyphs.glyph(secondary: [.stroke(road, m.branchStyle)], primary: t.arrow(m))
    }
}
