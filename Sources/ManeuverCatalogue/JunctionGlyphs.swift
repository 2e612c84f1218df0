import IconGeometry

/// Junction images of ordinary intersections: the roads meet at the centre of the form's box;
/// the road the driver comes up (from the bottom margin) and the exit taken are the path, in the
/// primary colour with the arrowhead at the exit's end; every other road runs from the centre to
/// the margin in the secondary colour, round-capped like a branch not taken. One stem width and
/// arrowhead for all, the catalogue's (`GlyphMetrics`); arrow margins (8 pt).
///
/// Angles are degrees clockwise from straight ahead: 0 ahead, 90 a road to the right, 180 back
/// the way the driver came, 270 a road to the left. The path turns at the centre with a round
/// join. An exit sharper than `sharpestExit` (either side) is drawn at it: beyond it the head,
/// 34 pt wide, would lie on the road the driver comes up. From `uTurnFrom` to 360° less it the
/// exit is a U-turn: the path goes up beside the road's centre line and turns back down on the
/// other side (clockwise: up on the left, back down on the right). A road within `separation` of
/// the exit is drawn at that separation on its own side; roads within it of each other or of the
/// road come up merge (`ArmLayout`). A road near the exit runs on under its arrowhead, drawn on
/// top: the head, 34 pt wide at the end of a 40-pt arm, reaches across any road within about 65°
/// of the exit, and a road cut short to clear it reads as a nub, or vanishes, where a fork's
/// other branch must show. Every left-exit image is the exact mirror image of its right twin,
/// arms mirrored (360° − angle).
struct JunctionGlyphs {
    typealias M = GlyphMetrics
    /// The style's stroke weight and arrowhead.
    let m: GlyphMetrics

    /// The sharpest exit drawn as such, and where U-turns begin (degrees from straight ahead).
    static let sharpestExit = 135.0
    static let uTurnFrom = 170.0
    /// Radius of a U-turn's half turn round the centre.
    static let uTurnRadius = 14.0
    /// The least angle between two roads drawn apart: their edges a stem width apart 40 pt from
    /// the centre, where the square form's roads end (35° for the standard 12-pt stem).
    var separation: Double { ArmLayout.separation(stem: m.stem, gap: m.stem, at: 40) }

    /// The exit as drawn: `exit` (degrees clockwise from straight ahead, 0…360) clamped to
    /// `sharpestExit` on either side, or exactly 180 for a U-turn.
    static func drawnExit(_ exit: Double) -> Double {
        let a = ArmLayout.normalized(exit)
        if a >= uTurnFrom && a <= 360 - uTurnFrom { return 180 }
        if a > sharpestExit && a < 180 { return sharpestExit }
        if a >= 180 && a < 360 - sharpestExit { return 360 - sharpestExit }
        return a
    }

    /// The roads drawn besides the path, for an exit as drawn (`drawnExit`): a road closer than
    /// `separation` to the exit is moved out to it, on its own side (a fork's other branch must
    /// stay beside the exit, not vanish into it; one exactly on the exit's line goes outwards,
    /// away from straight ahead, or right of a straight exit), then
    /// `ArmLayout` merges the rest. Worked out in the orientation the image is drawn in (a left
    /// exit's arms mirrored, laid out and mirrored back), so that a left image stays the mirror
    /// of its right twin where merges tie.
    func drawnArms(_ arms: [Double], exit: Double, clockwise: Bool) -> [Double] {
        let mirror = Self.isMirrored(exit: exit, clockwise: clockwise)
        let flip = { (a: Double) in mirror ? ArmLayout.normalized(360 - a) : a }
        let e = flip(exit)
        let moved = arms.map(flip).map { a -> Double in
            guard exit != 180 else { return a }
            var d = (a - e).truncatingRemainder(dividingBy: 360)
            if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
            guard abs(d) < separation else { return a }
            return ArmLayout.normalized(e + (d < 0 ? -separation : separation))
        }
        let anchors = exit == 180 ? [180.0] : [180, e]
        return ArmLayout(arms: moved, anchors: anchors, separation: separation).drawn.map(flip).sorted()
    }

    /// Whether the image of this exit is drawn as the mirror of a right exit (or clockwise U-turn).
    static func isMirrored(exit: Double, clockwise: Bool) -> Bool { exit > 180 || (exit == 180 && !clockwise) }

    /// The junction image in `form`'s box. `exit` and `arms` must be as drawn (`drawnExit`,
    /// `drawnArms`); `clockwise` chooses the U-turn's side (ignored for other exits).
    func junction(exit: Double, clockwise: Bool, arms: [Double], form: JunctionForm) -> Glyph {
        let (w, h) = form.size
        // Drawn with the exit on the right (or a clockwise U-turn); left exits are its mirror.
        let mirror = Self.isMirrored(exit: exit, clockwise: clockwise)
        let e = mirror ? 360 - exit : exit
        let others = (mirror ? arms.map { ArmLayout.normalized(360 - $0) } : arms).sorted()
        let c = Point(w / 2, h / 2)
        let inner = Rect(minX: M.margin, minY: M.margin, maxX: w - M.margin, maxY: h - M.margin)
        var path: Turtle
        if e == 180 {
            let r = Self.uTurnRadius
            path = Turtle(entering: Point(c.x - r, h - M.margin), heading: Turtle.up, m)
            path.forward(toY: c.y)
            path.turn(180, radius: r)
        } else {
            path = Turtle(entering: Point(c.x, h - M.margin), heading: Turtle.up, m)
            path.forward(toY: c.y)
            path.face(Turtle.up + e)
        }
        let d = path.direction
        path.forward(StemClearance.reach(from: path.position, direction: d, cap: .infinity, inside: inner, metrics: m) - m.headLength)
        var roads: [Shape] = []
        for a in others {
            let u = Turtle.unit(Turtle.up + a)
            // To the margin, less the round cap.
            let length = Self.distanceToEdge(from: c, direction: u, inside: inner.insetBy(m.stem / 2))
            roads.append(.stroke(Path([.move(c), .line(c + u * length)]), m.branchStyle))
        }
        let g = Glyph(width: w, height: h, secondary: roads, primary: path.arrow(m))
        return mirror ? g.mirrored() : g
    }

    /// How far from `p` (inside `box`) along unit vector `u` the box's edge lies.
    static func distanceToEdge(from p: Point, direction u: Point, inside box: Rect) -> Double {
        var best = Double.infinity
        if u.x > 1e-12 { best = min(best, (box.maxX - p.x) / u.x) }
        if u.x < -1e-12 { best = min(best, (box.minX - p.x) / u.x) }
        if u.y > 1e-12 { best = min(best, (box.maxY - p.y) / u.y) }
        if u.y < -1e-12 { best = min(best, (box.minY - p.y) / u.y) }
        return best
    }
}
