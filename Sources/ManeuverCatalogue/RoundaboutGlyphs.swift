import Foundation
import IconGeometry

/// Roundabout glyphs, all from one parametric drawing (icon spec §4).
///
/// A ring of radius 17 pt (stroke 12, secondary) centred at (48, 47); the entry stem comes up
/// the centre line from the bottom margin to the ring's bottom. Counterclockwise (right-hand
/// traffic) the path bends first to the right (east), over the top, then west; clockwise is the
/// exact mirror image. The travelled arc, the exit arm and its head are primary; the rest of
/// the ring is secondary, running on `ringOverlap` under the primary at both ends (`unusedRing`).
/// A whole secondary ring under the primary arc put the secondary colour into every edge pixel
/// of that arc (and through a translucent primary), found by a visual review.
///
/// The exit arm points in the exit's compass direction relative to the entry heading (north):
/// after travelling `t` degrees counterclockwise the direction is `90° − t` on screen, so 90° is
/// east (right), 180° north (straight), 270° west (left), 45° south-east (sharp right), 315°
/// south-west (sharp left), 360° south (U-turn). Up to `radialLimit` the arm leaves the ring
/// radially at that point, turning onto it with a small fillet; beyond it the arm would cross the
/// entry, so the path leaves the ring early (at 225°) and swings out on a wide arc until it heads
/// in the exit direction, coming back down beside the entry. Below `360 − radialLimit` (40°) a
/// radial arm would cross the entry on the other side, so it is drawn as at 40°: still a sharp
/// exit just after the entry.
struct RoundaboutGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    static let center = Point(M.midX, 47)
    /// Radius of the fillet rounding the turn from the ring onto a radial exit arm. 0: a corner,
    /// rounded by the stem's round join. Any fillet tighter than half the stroke width (6 pt)
    /// has no inner side of its own and made the stroker emit a fan of overlapping spokes that
    /// cost the rasterizer ≈ 10× the time of the rest of the icon (measured: 690 → 75 µs at
    /// 288 px); a fillet wider than that pushes the heads of east/west exits past the margin.
    static let filletRadius = 0.0
    static let radius = 17.0
    /// Travel (degrees) beyond which the arm no longer leaves radially.
    static let radialLimit = 320.0
    /// Where the path leaves the ring beyond `radialLimit`, and the radius of its swing out.
    static let peelTravel = 225.0
    static let peelRadius = 48.0
    /// Greatest distance of an exit arm's tip from the ring's centre along unit direction `d`:
    /// 48 pt, growing to 56 pt as the arm turns south so that its head clears the entry stem.
    static func maximumReach(_ d: Point) -> Double { 48 + 8 * max(0, d.y) }
    /// The box the heads' corner points must stay inside (the 4-pt margin; the rounded corners lie
    /// within their corner points).
    static let inner = Rect(minX: M.tightMargin, minY: M.tightMargin, maxX: M.box - M.tightMargin, maxY: M.box - M.tightMargin)

    /// Travel of each named exit, counterclockwise (clockwise travel is 360° minus it).
    enum Exit: Double {
        case sharpRight = 45, right = 90, slightRight = 135, straight = 180
        case slightLeft = 225, left = 270, sharpLeft = 315, uTurn = 360
    }

    /// How far (pt along the ring's centre line) the unused part of a ring runs on under the
    /// travelled arc at each end. Ending exactly where the primary begins would leave a seam: in a
    /// pixel the two colours share, each covers only its own part, and source-over compositing of
    /// the two parts lets the background through (alpha 1 − a + a², 75 % for halves). Running on
    /// under the primary by at least a device pixel (2 pt at the smallest scale, 0.5) covers such
    /// pixels wholly; in opaque colours only the overlap's edges, 2 pt of them at each end, still
    /// show the secondary under the primary's edge. Under a translucent primary the renderer
    /// composites the layers as one picture (`Rasterizer.fill(layers:)`), so the overlap does not
    /// show through it there either.
    static let ringOverlap = 2.0

    /// The secondary part of a ring of `radius` round `center` whose primary path starts at angle
    /// `start` (radians, on screen: 0 east, π/2 south) and runs `travel` degrees counterclockwise
    /// along it: the rest of the ring, from the travelled arc's end on round to its start, plus
    /// `ringOverlap` under the primary at both ends; butt ends, the ring's stroke.
    func unusedRing(center c: Point, radius r: Double, start: Double, travel: Double) -> Shape {
        let overlap = Self.ringOverlap / r
        let from = start - travel * .pi / 180 + overlap
        let sweep = -(2 * .pi - travel * .pi / 180 + 2 * overlap)
        return .stroke(Path([.move(Path.arcPoint(c, r, from)), .arc(center: c, radius: r, startAngle: from, sweep: sweep)]),
                       m.stemStyle)
    }

    /// The entry stem from the bottom margin up to the ring's bottom, as a turtle heading east
    /// (counterclockwise) along the ring.
    static func entry() -> Turtle {
        var t = Turtle(Point(center.x, M.box - M.tightMargin), heading: Turtle.up)
        t.forward(toY: center.y + radius)
        t.face(0)
        return t
    }

    /// The roundabout travelled `travel` degrees (0 < travel ≤ 360) counterclockwise, or its
    /// mirror image for clockwise.
    func roundabout(travel: Double, clockwise: Bool) -> Glyph {
        let g = counterclockwise(travel: travel)
        return clockwise ? g.mirrored() : g
    }

    /// The travel a roundabout is drawn with: below `360 − radialLimit` (40°) it is 40°, else
    /// unchanged. The glyph depends on the travel only through this value.
    static func drawnTravel(_ t: Double) -> Double { t <= radialLimit ? max(t, 360 - radialLimit) : t }

    func counterclockwise(travel: Double) -> Glyph {
        let t = Self.drawnTravel(travel)
        var turtle = Self.entry()
        let ringTravel = t <= Self.radialLimit ? t : Self.peelTravel
        if t <= Self.radialLimit {
            Self.leaveRadially(&turtle, travel: t)
        } else {
            turtle.follow(circle: Self.center, radius: Self.radius, degrees: -Self.peelTravel)
            turtle.turn(Self.peelTravel + 90 - t, radius: Self.peelRadius)
        }
        let cap = t <= Self.radialLimit ? Self.maximumReach(turtle.direction) - turtle.position.distance(to: Self.center) : .infinity
        let reach = armReach(from: turtle.position, direction: turtle.direction, cap: cap)
        turtle.forward(reach - m.headLength)
        return ArrowGlyphs.glyph(secondary: [unusedRing(center: Self.center, radius: Self.radius, start: .pi / 2, travel: ringTravel)],
                                 primary: turtle.arrow(m))
    }

    /// Roundabout, exit unknown: the circulation. A wider ring (radius 24) filling most of the box;
    /// the path enters and runs 290° round it, the head following the ring's tangent and stopping
    /// short of the entry, like a turning-arrow sign.
    func circulation() -> Glyph {
        let c = Point(M.midX, 40), r = 24.0, travel = 290.0
        var turtle = Turtle(Point(c.x, M.box - M.tightMargin), heading: Turtle.up)
        turtle.forward(toY: c.y + r)
        turtle.face(0)
        turtle.follow(circle: c, radius: r, degrees: -travel)
        return ArrowGlyphs.glyph(secondary: [unusedRing(center: c, radius: r, start: .pi / 2, travel: travel)],
                                 primary: turtle.arrow(m))
    }

    /// Leaving the roundabout: already on the ring (no entry stem), the path runs along its
    /// bottom and takes the exit to the east.
    func leaving() -> Glyph {
        var turtle = Turtle(Path.arcPoint(Self.center, Self.radius, .pi * 0.75), heading: 45)
        Self.leaveRadially(&turtle, travel: 135)
        let reach = armReach(from: turtle.position, direction: turtle.direction,
                             cap: Self.maximumReach(turtle.direction) - turtle.position.distance(to: Self.center))
        turtle.forward(reach - m.headLength)
        return ArrowGlyphs.glyph(secondary: [unusedRing(center: Self.center, radius: Self.radius, start: .pi * 0.75, travel: 135)],
                                 primary: turtle.arrow(m))
    }

    /// From a point on the ring heading counterclockwise, runs `travel` degrees along the ring
    /// (less the fillet) and turns right onto the radial line through the ring point at `travel`:
    /// the fillet circle touches the ring from outside and the radial line, so the turtle ends on
    /// that line heading outwards.
    static func leaveRadially(_ turtle: inout Turtle, travel: Double) {
        let along = (radius * radius + 2 * radius * filletRadius).squareRoot()
        let early = atan2(filletRadius, along) * 180 / .pi
        turtle.follow(circle: center, radius: radius, degrees: -(travel - early))
        turtle.turn(90 - early, radius: filletRadius)
    }

    /// The longest arm (start to head tip, ≤ `cap`) from `start` along the unit vector `d` whose
    /// head stays inside `inner`: each of the head's three corners moves linearly with the length.
    func armReach(from start: Point, direction d: Point, cap: Double) -> Double {
        let n = d.perpendicular * (m.headWidth / 2)
        let offsets = [Point.zero, d * -m.headLength + n, d * -m.headLength - n]
        var best = cap
        for o in offsets {
            let p = start + o
            for (pc, dc, lo, hi) in [(p.x, d.x, Self.inner.minX, Self.inner.maxX), (p.y, d.y, Self.inner.minY, Self.inner.maxY)] {
                if dc > 1e-12 { best = min(best, (hi - pc) / dc) }
                if dc < -1e-12 { best = min(best, (lo - pc) / dc) }
            }
        }
        return max(best, m.headLength)
    }
}
