#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IconGeometry

/// Glyphs that mark a place or a state rather than a turn: destination pins, depart, name change
/// and the unknown maneuver.
struct PlaceGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    /// A map pin: a disc of `radius` around `center` drawn into a point at `tip`, with a round
    /// hole of `hole` radius wound the other way, so a nonzero fill leaves it empty (one rule for
    /// the whole layer: the SVG export writes it as one path, with no seam between shapes).
    static func pin(center c: Point, radius r: Double, tip: Point, hole: Double) -> Shape {
        let d = tip.distance(to: c)
        let toTip = atan2(tip.y - c.y, tip.x - c.x)
        let beta = acos(r / d) // angle at the centre between the tip direction and a tangent point
        let start = toTip + beta
        var p = Path([.move(tip), .line(Path.arcPoint(c, r, start))])
        p.arc(center: c, radius: r, startAngle: start, sweep: 2 * .pi - 2 * beta)
        p.close()
        p.append(PathShapes.circle(center: c, radius: hole).reversed())
        return .fill(p)
    }

    /// Destination: a large pin in the middle of the box.
    func destination() -> Glyph {
        ArrowGlyphs.glyph(primary: [Self.pin(center: Point(M.midX, 36), radius: 24, tip: Point(M.midX, M.bottom - 2), hole: 9)])
    }

    /// Destination on the right: a short straight arrow up the left, a pin on the right-hand
    /// side of the road.
    func destinationRight() -> Glyph {
        var t = Turtle(entering: Point(30, M.bottom), heading: Turtle.up, m)
        t.forward(toY: 40)
        return ArrowGlyphs.glyph(primary: t.arrow(m) + [Self.pin(center: Point(68, 36), radius: 17, tip: Point(68, 72), hole: 6.5)])
    }

    /// Depart: a ring marking the start, an arrow leaving it upwards. The stem starts inside the
    /// ring's band (10 pt above the centre: below the outer edge, which lies 13.7 pt above the
    /// centre at the stem's sides, and above the hole's top at 6.5): a stem ending on the ring's
    /// top would leave a notch of background at its corners, where the ring curves away.
    func depart() -> Glyph {
        let c = Point(M.midX, 72)
        var ring = PathShapes.circle(center: c, radius: 15)
        ring.append(PathShapes.circle(center: c, radius: 6.5).reversed())   // the hole, wound the other way
        var t = Turtle(Point(M.midX, c.y - 10), heading: Turtle.up)
        t.forward(toY: ArrowGlyphs(m: m).topHeadBase)
        return ArrowGlyphs.glyph(primary: [.fill(ring)] + t.arrow(m))
    }

    /// Name change: the straight arrow crossing a dashed line (secondary), where the road's name
    /// changes. The dashes have the stems' weight, 12 pt (thinner ones read as faint grey
    /// hairlines beside the arrow at square48 1×), on y = 62, so their edges lie on even points
    /// (56 and 68) and on pixel boundaries at every shipped size (odd points would make
    /// half-covered pixel rows at square48 1×).
    func nameChange() -> Glyph {
        let y = 62.0
        let dash = StrokeStyle(width: m.stem, join: .round, cap: .round)
        let left = Path([.move(Point(18, y)), .line(Point(32, y))])
        let right = left.transformed(by: .horizontalMirror(about: M.midX))
        return ArrowGlyphs.glyph(secondary: [.stroke(left, dash), .stroke(right, dash)],
                                 primary: ArrowGlyphs(m: m).straightArrow(x: M.midX))
    }

    /// Unknown: a question mark (a stroked hook and a dot).
    func unknown() -> Glyph {
        let c = Point(M.midX, 32)
        let r = 14.0
        var hook = Path()
        hook.arc(center: c, radius: r, startAngle: 190 * .pi / 180, sweep: 260 * .pi / 180)
        hook.line(to: Point(M.midX, 58))
        let style = StrokeStyle(width: m.stem, join: .round, cap: .round)
        return ArrowGlyphs.glyph(primary: [.stroke(hook, style), .fill(PathShapes.circle(center: Point(M.midX, 76), radius: 7.5))])
    }
}
