import IconGeometry

/// Arrow glyphs built with `Turtle`: straight, turns, U-turns, forks, merges and off-ramps, each in
/// its right-hand (or clockwise) form; the catalogue mirrors them for the left twins.
///
/// Layout in the 96-pt box: stems enter at the bottom margin (y = 88) with a butt cap, heads end
/// at the margin (8 pt); curves are arcs of 16–24 pt radius.
struct ArrowGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    static func glyph(secondary: [Shape] = [], primary: [Shape]) -> Glyph {
        Glyph(width: M.box, height: M.box, secondary: secondary, primary: primary)
    }

    /// y of the head base for an arrow pointing up whose tip touches the top margin.
    var topHeadBase: Double { M.margin + m.headLength }

    /// Straight ahead: a vertical stem on the centre line, head at the top.
    func straight() -> Glyph { Self.glyph(primary: straightArrow(x: M.midX)) }

    /// The straight arrow on `x`, entering at the bottom margin, or from `fromY` inside the glyph.
    func straightArrow(x: Double, fromY: Double? = nil) -> [Shape] {
        var t = fromY.map { Turtle(Point(x, $0), heading: Turtle.up) } ?? Turtle(entering: Point(x, M.bottom), heading: Turtle.up, m)
        t.forward(toY: topHeadBase)
        return t.arrow(m)
    }

    /// An arrow entering at the bottom at `x`, straight up to `bendY`, turning `degrees` to the
    /// right on an arc of `radius`, then running on as `finish` says, head at the end.
    func bentArrow(x: Double, bendY: Double, degrees: Double, radius: Double, finish: (inout Turtle) -> Void) -> Glyph {
        var t = Turtle(entering: Point(x, M.bottom), heading: Turtle.up, m)
        t.forward(toY: bendY)
        t.turn(degrees, radius: radius)
        finish(&t)
        return Self.glyph(primary: t.arrow(m))
    }

    /// Turn right: up the left third, a quarter turn (radius 18), head pointing east at the margin.
    func turnRight() -> Glyph {
        let headBase = M.box - M.margin - m.headLength
        return bentArrow(x: 28, bendY: 54, degrees: 90, radius: 18) { $0.forward(toX: headBase) }
    }

    /// Slight right: up, a 45° turn (radius 24), head pointing north-east.
    func slightRight() -> Glyph {
        bentArrow(x: 36, bendY: 56, degrees: 45, radius: 24) { $0.forward(20) }
    }

    /// Sharp right: up the left third, a 135° turn (radius 16) over the top, then back down to
    /// the south-east, 135° from the approach, until the head's tip reaches the right margin. The
    /// long leg back is what reads as sharp at a glance: with a short one (12 pt) the head sat
    /// level with the bend and the glyph passed for a plain right turn.
    func sharpRight() -> Glyph {
        bentArrow(x: 26, bendY: 36, degrees: 135, radius: 14) { t in
            t.forward((M.box - M.margin - t.position.x) / t.direction.x - m.headLength)
        }
    }

    /// U-turn clockwise: up on the left, a half turn to the right (radius 20), back down on the
    /// right with the head pointing down.
    func uTurnClockwise() -> Glyph {
        let headBase = M.bottom - m.headLength
        return bentArrow(x: 24, bendY: 35, degrees: 180, radius: 20) { $0.forward(toY: headBase) }
    }

    /// Fork right (also keep right): one stem splitting in two; the right branch (primary, with the
    /// head) and the left branch (secondary, round end) swing out 45° and straighten up again.
    func forkRight() -> Glyph {
        let splitY = 62.0
        func swing(_ t: inout Turtle, _ side: Double) {
            t.turn(45 * side, radius: 16)
            t.forward(12)
            t.turn(-45 * side, radius: 16)
        }
        var taken = Turtle(entering: Point(M.midX, M.bottom), heading: Turtle.up, m)
        taken.forward(toY: splitY)
        swing(&taken, 1)
        taken.forward(toY: topHeadBase)
        var other = Turtle(Point(M.midX, splitY), heading: Turtle.up)
        swing(&other, -1)
        other.forward(toY: topHeadBase - 4)
        return Self.glyph(secondary: [other.stroke(m.branchStyle)], primary: taken.arrow(m))
    }

    /// Merge left: the path comes up on the right and swings left (S-curve, radius 16) into the
    /// road on the left (secondary), continuing up that road with the head. The shaft after the
    /// S-curve runs on x = 44, an even whole point like every vertical stem, so its edges are
    /// crisp at the shipped sizes (`GlyphMetrics`); it overlaps the road (x 34…46) by 8 pt.
    func mergeLeft() -> Glyph {
        let roadX = 40.0, shaftX = 44.0, bendRadius = 16.0
        var road = Turtle(entering: Point(roadX, M.bottom), heading: Turtle.up, m)
        road.forward(toY: 40)
        var t = Turtle(entering: Point(68, M.bottom), heading: Turtle.up, m)
        t.forward(toY: 81)
        t.turn(-45, radius: bendRadius)
        // The second 45° turn moves the path r·(1 − cos 45°) further left.
        t.forward(toX: shaftX + bendRadius * (1 - 0.5.squareRoot()))
        t.turn(45, radius: bendRadius)
        t.forward(toY: topHeadBase)
        return Self.glyph(secondary: [road.stroke(m.stemStyle)], primary: t.arrow(m))
    }

    /// Merge, side unknown: the road merged into (secondary) comes up the middle; the path
    /// (primary) joins it from either side, a branch from each lower corner swinging in (S-curves,
    /// radius 16) to run on up the centre line with the head. The colour roles follow the spec's:
    /// secondary is the road being merged into. (The path straight up the middle with secondary
    /// roads swinging into it would read as others merging into the driver's road.)
    func mergeUnspecified() -> Glyph {
        let bendRadius = 16.0, startX = 26.0
        var branch = Turtle(entering: Point(startX, M.bottom), heading: Turtle.up, m)
        branch.forward(toY: 82)
        branch.turn(45, radius: bendRadius)
        // The second 45° turn moves the path r·(1 − cos 45°) further right, onto the centre line.
        branch.forward(toX: M.midX - bendRadius * (1 - 0.5.squareRoot()))
        branch.turn(-45, radius: bendRadius)
        let junctionY = branch.position.y
        branch.forward(M.headOverlap)
        let left = branch.stroke(m.stemStyle)
        var road = Turtle(entering: Point(M.midX, M.bottom), heading: Turtle.up, m)
        road.forward(toY: junctionY)
        return Self.glyph(secondary: [road.stroke(m.stemStyle)],
                     primary: [left, left.transformed(by: .horizontalMirror(about: M.midX))]
                        + straightArrow(x: M.midX, fromY: junctionY))
    }

    /// How sharply an off-ramp leaves the main road.
    enum RampTurn { case slight, normal, sharp, uTurn }

    /// Off-ramp to the right: the main road (secondary) runs straight up on the left; the path
    /// shares its bottom and leaves it to the right by `turn`.
    func offRampRight(_ turn: RampTurn) -> Glyph {
        let roadX = 34.0
        var road = Turtle(entering: Point(roadX, M.bottom), heading: Turtle.up, m)
        road.forward(toY: M.margin + m.capReach)
        let steps: [Turtle.Step] = switch turn {
        case .slight: [.toY(66), .turn(45, radius: 24), .forward(28)]
        case .normal: [.toY(66), .turn(45, radius: 20), .forward(8), .turn(45, radius: 20), .toX(M.box - M.margin - m.headLength)]
        case .sharp: [.toY(54), .turn(135, radius: 18), .forward(6)]
        case .uTurn: [.toY(50), .turn(180, radius: 17), .toY(M.bottom - m.headLength)]
        }
        var t = Turtle(entering: Point(roadX, M.bottom), heading: Turtle.up, m)
        t.run(steps)
        return Self.glyph(secondary: [road.stroke(m.stemStyle)], primary: t.arrow(m))
    }
}
