import IconGeometry

/// The roundabout known only by the exit to take (no exit angle): a neutral ring with the exit
/// number inside it, the entry stem coming up from the bottom.
///
/// Neutral means no circulation and no exit arm: the ring is whole and in the secondary colour,
/// since which part of it the driver travels is unknown, and nothing on it points anywhere. A
/// circulation mark would add nothing the driver can act on (traffic goes round the way the
/// country's law says; the exits are counted in that direction whatever the icon shows), and at
/// 48 px any arrowhead or one-sided stroke on the ring reads as the way out, which is exactly the
/// invented exit this glyph exists to avoid. So one drawing serves both traffic sides, and a
/// wrong or missing traffic side in the source cannot make it lie.
///
/// The ring (radius 25, the stems' weight) is centred at (48, 39), its ink from y = 8 to 70; the
/// entry stem (primary, butt ends) runs up the centre line from the 4-pt margin to the ring's
/// centre line, as the other roundabouts' entries do. The number, in the exit badge's vector
/// digits (primary), is centred in the ring's 19-pt hole: 22 pt tall for one digit, 19 pt for
/// two, at least 9 px at square48 1×.
///
/// Under 48 px (the style's exit badge `.digits`, chosen by the renderer) those digits would be
/// under 6 px tall: the ring grows to radius 29 with a 9-pt stroke (¾ of the stem), a 24.5-pt
/// hole, and holds 32-pt digits (25 for two) that keep at least a point off it.
struct NumberedRoundaboutGlyph {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    static let center = Point(M.midX, 39)
    static let radius = 25.0
    /// The ring's radius under 48 px (see the type).
    static let smallRadius = 29.0

    /// The glyph with `number` (1…99) in the ring, or the ring and entry alone for nil.
    func glyph(number: Int?) -> Glyph {
        let small = number != nil && m.exitBadge == .digits
        let c = Self.center, r = small ? Self.smallRadius : Self.radius
        var ringStyle = m.stemStyle
        if small { ringStyle.width *= 0.75 }
        let ring = Shape.stroke(PathShapes.circle(center: c, radius: r), ringStyle)
        var entry = Turtle(entering: Point(c.x, M.box - M.tightMargin), heading: Turtle.up, m)
        entry.forward(toY: c.y + r)
        var primary = [entry.stroke(m.stemStyle)]
        if let n = number {
            let twoDigits = n >= 10
            primary += small
                ? VectorDigits.shapes(for: n, center: c, height: twoDigits ? 25 : 32, strokeWidth: twoDigits ? 5.25 : 6.5)
                : VectorDigits.shapes(for: n, center: c, height: twoDigits ? 19 : 22, strokeWidth: twoDigits ? 4.25 : 4.75)
        }
        return ArrowGlyphs.glyph(secondary: [ring], primary: primary)
    }
}
