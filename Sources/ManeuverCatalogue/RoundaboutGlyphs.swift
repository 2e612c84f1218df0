#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IconGeometry

/// Roundabout glyphs, all from one parametric drawing (icon spec §4).
///
/// A ring of radius 17 pt (stroke 12, secondary) centred at (48, 47); the entry stem comes up
/// the centre line from the bottom margin into the ring. Counterclockwise (right-hand traffic)
/// the path bends first to the right (east), over the top, then west; clockwise is the exact
/// mirror image. The travelled arc, the exit arm and its head are primary; the rest of the ring
/// is secondary, running on `ringOverlap` under the primary at both ends (`unusedRing`). (A whole
/// secondary ring under the primary arc would put the secondary colour into every edge pixel of
/// that arc, and show it through a translucent primary.)
///
/// The exit arm points in the exit's compass direction relative to the entry heading (north):
/// after travelling `t` degrees counterclockwise the direction is `90° − t` on screen, so 90° is
/// east (right), 180° north (straight), 270° west (left), 45° south-east (sharp right), 315°
/// south-west (sharp left), 360° south (U-turn). Up to `radialLimit` the arm leaves the ring
/// radially at that point; beyond it the arm would cross the entry, so the path leaves the ring
/// at `peelTravel` (200°, past the top) along its tangent and turns into the exit direction,
/// coming back down beside the entry: a U-turn is a hairpin whose way back runs parallel to the
/// entry, from the ring's height down, where a sharp exit's arm slants away from the ring's
/// foot (a way back leaving the ring lower down makes the two nearly the same picture at
/// 48 px). Below `360 − radialLimit` (40°) a radial arm would cross the
/// entry on the other side, so it is drawn as at 40°: still a sharp exit just after the entry.
///
/// Where the entry and a radial exit meet the ring, their edges run straight on across the ring's
/// band to its inner edge (`mouth`), and the travelled arc ends flush with the arm's far edge on
/// the ring's outer edge: a T-joint without the bump a round join leaves on the ring.
///
/// Arms (the roundabout's other roads, degrees travelled in circulation from the entry) are short
/// secondary spokes from the ring (`spokeLength`), merged where closer than `spokeSeparation` to
/// each other, the entry or the exit (`ArmLayout`), shortened to clear the exit's head and the
/// exit-number badge; arms where a U-turn's way back runs (from `peelTravel` on) merge into it.
struct RoundaboutGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    static let center = Point(M.midX, 47)
    static let radius = 17.0
    /// Travel (degrees) beyond which the arm no longer leaves radially.
    static let radialLimit = 320.0
    /// Beyond `radialLimit`: the travel at which the path leaves the ring along its tangent, and
    /// the radius of its turn into the exit direction (after `peelStraight`).
    static let peelTravel = 200.0
    static let peelTurnRadius = 16.0
    /// How far the path runs on the ring's tangent after `peelTravel` before it turns: so far
    /// that a U-turn's way back (heading south after a left turn of `peelTravel` − 270°) runs
    /// with its head's outer corners on the 4-pt margin, the head as far from the entry stem as
    /// the box allows (4 pt for the standard head). The turn moves the path r·(sin h₀ − 1) in x,
    /// h₀ the tangent's heading.
    var peelStraight: Double {
        let p = Self.peelTravel, r = Self.radius, c = Self.center
        let start = c.x + r * cos((90 - p) * .pi / 180)
        let tangentX = cos(-p * .pi / 180), turnX = Self.peelTurnRadius * (sin(-p * .pi / 180) - 1)
        return (M.tightMargin + m.headWidth / 2 - start - turnX) / tangentX
    }
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

    /// Spokes: length of a spoke's centre line beyond the ring's centre line (its ink reaches
    /// that far beyond the ring's outer edge, with its round cap), the shortest spoke drawn, and
    /// the gap kept to the exit's head and the badge (pt).
    static let spokeLength = 12.0
    static let minimumSpoke = 7.0
    static let spokeGap = 2.5
    /// Least angle between two arms drawn apart: their edges 3 pt apart where they leave the
    /// ring's outer edge (38° for the standard 12-pt stem).
    var spokeSeparation: Double { ArmLayout.separation(stem: m.stem, gap: 3, at: Self.radius + m.stem / 2) }

    /// Stroke of the pieces whose ends lie inside the ring's band or under a head: butt caps.
    var flushStyle: StrokeStyle { StrokeStyle(width: m.stem, join: .round, cap: .butt) }

    /// Angle (degrees) by which a travelled arc runs on past an arm's centre line so that its
    /// butt end meets the arm's edge on the ring's outer edge.
    func overrun(radius r: Double) -> Double { asin(m.stem / 2 / (r + m.stem / 2)) * 180 / .pi }

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

    /// Where a road of the stem's width meets a ring of radius `r` round `c` from outside along
    /// unit vector `u` (outward): the part of the road's band between the ring's inner edge and
    /// its centre line, filled, so that the road's edges run straight on to the inner edge. The
    /// road's own stroke starts on the centre line.
    func mouth(center c: Point, radius r: Double, direction u: Point) -> Shape {
        let h = m.stem / 2, ri = r - h
        let along = (ri * ri - h * h).squareRoot()
        let n = u.perpendicular
        let a = c + u * along - n * h, b = c + u * along + n * h
        var p = Path([.move(a), .line(c + u * r - n * h), .line(c + u * r + n * h), .line(b)])
        let ab = atan2(b.y - c.y, b.x - c.x), aa = atan2(a.y - c.y, a.x - c.x)
        var sweep = aa - ab
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        p.arc(center: c, radius: ri, startAngle: ab, sweep: sweep)
        p.close()
        return .fill(p)
    }

    /// The entry: the stem from the bottom margin up to the ring's centre line (and its `mouth`,
    /// direction down). The primary layer lists the mouths first, so that the exit's stem and
    /// head are the layer's first stroke followed by a fill.
    func entryStem(center c: Point, radius r: Double) -> Shape {
        var t = Turtle(entering: Point(c.x, M.box - M.tightMargin), heading: Turtle.up, m)
        t.forward(toY: c.y + r)
        return t.stroke(m.stemStyle)
    }

    /// The travel a roundabout is drawn with: below `360 − radialLimit` (40°) it is 40°, else
    /// unchanged. The glyph depends on the travel only through this value.
    static func drawnTravel(_ t: Double) -> Double { t <= radialLimit ? max(t, 360 - radialLimit) : t }

    /// A spoke: a secondary stem from the ring's centre line outwards.
    struct Spoke {
        var start: Point
        var direction: Point
        var length: Double
    }

    /// The parts of a roundabout drawing, before the badge.
    struct Drawing {
        var secondary: [Shape]
        var primary: [Shape]
        var spokes: [Spoke]
        /// The exit's arrowhead corners (what spokes keep clear of).
        var head: [Point]

        func mirrored() -> Drawing {
            let t = Transform.horizontalMirror(about: M.midX)
            let flip = { (p: Point) in Point(-p.x, p.y) }
            return Drawing(secondary: secondary.map { $0.transformed(by: t) }, primary: primary.map { $0.transformed(by: t) },
                           spokes: spokes.map { Spoke(start: t.apply($0.start), direction: flip($0.direction), length: $0.length) },
                           head: head.map { t.apply($0) })
        }
    }

    /// The roundabout travelled `travel` degrees (0 < travel ≤ 360) counterclockwise, or its
    /// mirror image for clockwise.
    func roundabout(travel: Double, clockwise: Bool) -> Glyph {
        glyph(of: drawing(travel: travel, arms: nil), clockwise: clockwise, exitNumber: nil)
    }

    /// The roundabout with its other arms as spokes (`arms`: degrees travelled in circulation from
    /// the entry, any number, merged as `ArmLayout` says) and the exit-number badge, if any.
    func roundabout(travel: Double, clockwise: Bool, arms: [Double], exitNumber: Int?) -> Glyph {
        glyph(of: drawing(travel: travel, arms: arms), clockwise: clockwise, exitNumber: exitNumber)
    }

    /// The glyph of a counterclockwise drawing, mirrored for `clockwise`, with the badge: placed
    /// in the freest corner, the spokes shortened to keep clear of it.
    func glyph(of ccw: Drawing, clockwise: Bool, exitNumber: Int?) -> Glyph {
        let d = clockwise ? ccw.mirrored() : ccw
        func assemble(_ spokes: [Spoke]) -> Glyph {
            let strokes = spokes.map { s in Shape.stroke(Path([.move(s.start), .line(s.start + s.direction * s.length)]), m.branchStyle) }
            return ArrowGlyphs.glyph(secondary: d.secondary + strokes, primary: d.primary)
        }
        var g = assemble(d.spokes)
        guard let n = exitNumber else { return g }
        let corner = ExitBadge.corner(for: g)
        let disc = (center: corner, radius: ExitBadge.radius)
        let spokes = d.spokes.compactMap { s -> Spoke? in
            guard let l = StemClearance.length(from: s.start, direction: s.direction, length: s.length, halfWidth: m.stem / 2,
                                               gap: ExitBadge.clearance, minimum: Self.minimumSpoke, discs: [disc]) else { return nil }
            return Spoke(start: s.start, direction: s.direction, length: l)
        }
        g = assemble(spokes)
        return ExitBadge.adding(n, to: g, at: corner, form: m.exitBadge)
    }

    /// The counterclockwise drawing travelled `travel` degrees, with spokes for `arms` (none for
    /// nil).
    func drawing(travel: Double, arms: [Double]?) -> Drawing {
        let t = Self.drawnTravel(travel)
        let c = Self.center, r = Self.radius
        let e = overrun(radius: r)
        // The travelled arc starts past the entry's centre line so its butt end meets the entry's
        // far edge on the outer edge; heading east, the tangent there is turned by the same angle.
        let start = Double.pi / 2 + e * .pi / 180
        var ring = Turtle(Path.arcPoint(c, r, start), heading: e)
        let entry = entryStem(center: c, radius: r), entryMouth = mouth(center: c, radius: r, direction: Point(0, 1))
        let primary: [Shape]
        let secondary: Shape
        let head: [Point]
        if t <= Self.radialLimit {
            ring.follow(circle: c, radius: r, degrees: -(t + 2 * e))
            let u = Turtle.unit(90 - t)
            var arm = Turtle(c + u * r, heading: 90 - t)
            arm.forward(armReach(from: arm.position, direction: u, cap: Self.maximumReach(u) - r) - m.headLength)
            primary = [entryMouth, mouth(center: c, radius: r, direction: u), entry, ring.stroke(flushStyle)] + arm.arrow(m, style: flushStyle)
            head = StemClearance.head(base: arm.position, direction: u, metrics: m)
            secondary = unusedRing(center: c, radius: r, start: start, travel: t + 2 * e)
        } else {
            ring.follow(circle: c, radius: r, degrees: -(Self.peelTravel + e))
            ring.forward(peelStraight)
            var turn = (90 - t) - ring.heading
            turn -= 360 * (turn / 360).rounded()
            ring.turn(turn, radius: Self.peelTurnRadius)
            ring.forward(armReach(from: ring.position, direction: ring.direction, cap: .infinity) - m.headLength)
            primary = [entryMouth, entry] + ring.arrow(m, style: flushStyle)
            head = StemClearance.head(base: ring.position, direction: ring.direction, metrics: m)
            secondary = unusedRing(center: c, radius: r, start: start, travel: Self.peelTravel + e)
        }
        var spokes: [Spoke] = []
        if let arms {
            for a in drawnArms(arms, travel: t) {
                let u = Turtle.unit(90 - a)
                let s = c + u * r
                if let l = StemClearance.length(from: s, direction: u, length: Self.spokeLength, halfWidth: m.stem / 2,
                                                gap: Self.spokeGap, minimum: Self.minimumSpoke, polygons: [head]) {
                    spokes.append(Spoke(start: s, direction: u, length: l))
                }
            }
        }
        return Drawing(secondary: [secondary], primary: primary, spokes: spokes, head: head)
    }

    /// The arms drawn as spokes (degrees travelled from the entry, ascending) for a roundabout
    /// drawn with `travel` (`drawnTravel`): anchored on the entry and a radial exit, or blocked
    /// from `peelBlockedFrom` on when the path peels off the ring.
    func drawnArms(_ arms: [Double], travel t: Double) -> [Double] {
        guard t > Self.radialLimit else { return ArmLayout(arms: arms, anchors: [0, t], separation: spokeSeparation).drawn }
        return ArmLayout(arms: arms, anchors: [0], separation: spokeSeparation, blocked: [Self.peelBlockedFrom...360]).drawn
    }

    /// Beyond `radialLimit`, arms from here on lie where the path runs outside the ring (it
    /// leaves the ring at `peelTravel` heading outwards, away from the spokes before it).
    static let peelBlockedFrom = peelTravel - 10

    /// Roundabout, exit unknown: the circulation. A wider ring (radius 24) filling most of the box;
    /// the path enters and runs 290° round it, the head following the ring's tangent and stopping
    /// short of the entry, like a turning-arrow sign.
    func circulation() -> Glyph {
        let c = Point(M.midX, 40), r = 24.0, travel = 290.0
        let e = overrun(radius: r)
        let start = Double.pi / 2 + e * .pi / 180
        var turtle = Turtle(Path.arcPoint(c, r, start), heading: e)
        turtle.follow(circle: c, radius: r, degrees: -(travel + e))
        return ArrowGlyphs.glyph(secondary: [unusedRing(center: c, radius: r, start: start, travel: travel + e)],
                                 primary: [mouth(center: c, radius: r, direction: Point(0, 1)), entryStem(center: c, radius: r)]
                                    + turtle.arrow(m, style: flushStyle))
    }

    /// Leaving the roundabout: already on the ring (no entry stem), the path runs along its
    /// bottom and takes the exit to the east.
    func leaving() -> Glyph {
        let c = Self.center, r = Self.radius
        let e = overrun(radius: r)
        var ring = Turtle(Path.arcPoint(c, r, .pi * 0.75), heading: 45)
        ring.follow(circle: c, radius: r, degrees: -(135 + e))
        let u = Point(1, 0)
        var arm = Turtle(c + u * r, heading: 0)
        arm.forward(armReach(from: arm.position, direction: u, cap: Self.maximumReach(u) - r) - m.headLength)
        return ArrowGlyphs.glyph(secondary: [unusedRing(center: c, radius: r, start: .pi * 0.75, travel: 135 + e)],
                                 primary: [mouth(center: c, radius: r, direction: u), ring.stroke(flushStyle)] + arm.arrow(m, style: flushStyle))
    }

    /// How far (pt) the exit's arrowhead keeps off the entry stem's ink, the least over every
    /// travel drawn (40°…360° in 1° steps; clockwise rings are mirror images): the sharpest exits
    /// run down beside the entry, a U-turn's way back comes down next to it. A larger head or a
    /// heavier stem narrows it; `GlyphStyle` keeps it at least `GlyphStyle.headGap`.
    func headClearance() -> Double {
        let entry = (Point(M.midX, M.box - M.tightMargin), Point(M.midX, Self.center.y + Self.radius))
        var least = Double.infinity
        for travel in stride(from: 360 - Self.radialLimit, through: 360, by: 1) {
            least = min(least, StemClearance.distance(segment: entry, polygon: drawing(travel: travel, arms: nil).head))
        }
        return least - m.stem / 2
    }

    /// The longest arm (start to head tip, ≤ `cap`) from `start` along the unit vector `d` whose
    /// head stays inside `inner` (`StemClearance.reach`).
    func armReach(from start: Point, direction d: Point, cap: Double) -> Double {
        StemClearance.reach(from: start, direction: d, cap: cap, inside: Self.inner, metrics: m)
    }
}
