import IconGeometry

/// Arms and junction images: the requests that draw a maneuver from its intersection's geometry.
extension ManeuverGlyphs {
    /// Most arms a request may give (a junction or roundabout's other roads).
    public static let maximumArms = 16
    /// Arm angles accepted, degrees. Roundabouts: travelled in circulation from the entry (0 and
    /// 360 are the entry itself); other maneuvers: clockwise from straight ahead (180 is the road
    /// the driver comes up).
    public static let armAngleRange: ClosedRange<Double> = 0...360
    /// Exit angles accepted for the junction image of a maneuver other than a roundabout: degrees
    /// clockwise from straight ahead (0 and 360 straight on, 180 a U-turn).
    public static let junctionExitRange: ClosedRange<Double> = 0...360

    /// The canonical form of a request with the intersection's other arms and, optionally, as a
    /// junction image (see `ManeuverGlyphKey`).
    ///
    /// - Parameters:
    ///   - exitAngle: roundabouts: degrees travelled in circulation from the entry to the exit,
    ///     1…359, as in `key(for:exitAngle:exitNumber:)`. Junction images of other maneuvers:
    ///     the exit's degrees clockwise from straight ahead (0…360); without it the maneuver's
    ///     nominal exit (`Maneuver.junctionExit`). Other requests check and ignore it.
    ///   - arms: the other roads, each once, in the angle convention of `exitAngle` (roundabouts:
    ///     travelled in circulation from the entry; other maneuvers: clockwise from straight
    ///     ahead); nil or empty for none. A roundabout draws them as spokes when its exit is known
    ///     (a named exit or an angle; the circulation and leaving glyphs ignore them); other
    ///     maneuvers draw them in the junction image only. Arms the glyph cannot draw apart merge
    ///     (`RoundaboutGlyphs`, `JunctionGlyphs`).
    ///   - junction: draw the junction image in this form. Roundabouts are drawn as without it,
    ///     centred in the form's box; a maneuver without a direction at an intersection (and no
    ///     `exitAngle`) keeps its glyph, centred.
    ///   - style: the look; arms merge where this style's stems would touch.
    /// - Throws: as `key(for:exitAngle:exitNumber:)`, except that a junction image of a maneuver
    ///   other than a roundabout checks its exit angle against `junctionExitRange`
    ///   (`.junctionExitOutOfRange`); `.tooManyArms` beyond `maximumArms`, `.armAngleOutOfRange`
    ///   for an arm outside `armAngleRange` or not finite.
    public static func key(for maneuver: Maneuver, exitAngle: Double? = nil, exitNumber: Int? = nil,
                           arms: [Double]?, junction: JunctionForm? = nil, style: GlyphStyle = .standard) throws(CatalogueError) -> ManeuverGlyphKey {
        let frame: JunctionForm? = junction == .carPlay ? .carPlay : nil
        let m = GlyphMetrics(style)
        guard junction != nil, maneuver.roundaboutIsClockwise == nil else {
            var key = try key(for: maneuver, exitAngle: exitAngle, exitNumber: exitNumber, style: style)
            try validate(arms: arms)
            if let arms, let clockwise = maneuver.roundaboutIsClockwise,
               let travel = exitAngle.map(RoundaboutGlyphs.drawnTravel) ?? namedExitTravel(maneuver) {
                let drawn = RoundaboutGlyphs(m: m).drawnArms(arms, travel: travel)
                if !drawn.isEmpty {
                    key = ManeuverGlyphKey(base: .roundaboutArms(travel: travel, clockwise: clockwise, arms: drawn), exitNumber: exitNumber, style: style)
                }
            }
            key.form = frame
            return key
        }
        if let a = exitAngle, !junctionExitRange.contains(a) { throw .junctionExitOutOfRange(a) }
        if let n = exitNumber, !exitNumberRange.contains(n) { throw .exitNumberOutOfRange(n) }
        try validate(arms: arms)
        let named = maneuver.junctionExit
        guard let angle = exitAngle ?? named?.angle else {
            return ManeuverGlyphKey(base: .catalogue(glyphOwner(maneuver)), exitNumber: nil, form: frame, style: style)
        }
        let exit = JunctionGlyphs.drawnExit(angle)
        // A U-turn keeps the maneuver's side; an angle alone turns right when the maneuver does.
        let clockwise = exit == 180 && (named?.clockwise == true || (named.map { $0.angle > 0 && $0.angle < 180 } ?? false))
        let drawn = JunctionGlyphs(m: m).drawnArms(arms ?? [], exit: exit, clockwise: clockwise)
        return ManeuverGlyphKey(base: .junction(exit: exit, clockwise: clockwise, arms: drawn), exitNumber: nil, form: frame, style: style)
    }

    /// The glyph of `maneuver` drawn with its intersection's arms, or as a junction image; see
    /// `key(for:exitAngle:exitNumber:arms:junction:)`, which it throws as.
    public static func glyph(for maneuver: Maneuver, exitAngle: Double? = nil, exitNumber: Int? = nil,
                             arms: [Double]?, junction: JunctionForm? = nil, style: GlyphStyle = .standard) throws(CatalogueError) -> Glyph {
        glyph(for: try key(for: maneuver, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction, style: style))
    }

    /// - Throws: `.tooManyArms`, `.armAngleOutOfRange` (the first bad arm).
    public static func validate(arms: [Double]?) throws(CatalogueError) {
        guard let arms else { return }
        if arms.count > maximumArms { throw .tooManyArms(arms.count) }
        if let bad = arms.first(where: { !armAngleRange.contains($0) }) { throw .armAngleOutOfRange(bad) }
    }

    /// `glyph` (a 96-pt square) centred in `form`'s box; unchanged for nil or `.square96`.
    static func framed(_ glyph: Glyph, in form: JunctionForm?) -> Glyph {
        guard let form, form != .square96 else { return glyph }
        let (w, h) = form.size
        var g = glyph.transformed(by: .translation((w - glyph.width) / 2, (h - glyph.height) / 2))
        g.width = w
        g.height = h
        return g
    }
}

extension ManeuverGlyphKey {
    /// The box the key's glyph is drawn in: `.carPlay` for the CarPlay junction form, else
    /// `.square96` (the 96-pt square of every other glyph).
    public var frame: JunctionForm { form ?? .square96 }
}

extension Maneuver {
    /// Whether a `ROUNDABOUT_*` maneuver's name gives its exit (`…_LEFT_…`, `…_U_TURN_…`), so that
    /// arms can be drawn around the path to it without an exit angle; false for the circulation
    /// and leaving glyphs and every other maneuver.
    public var hasNamedExit: Bool { ManeuverGlyphs.namedExitTravel(self) != nil }
}
