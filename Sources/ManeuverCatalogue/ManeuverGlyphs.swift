import IconGeometry

/// The maneuver glyph catalogue: vector geometry with colour roles for each of the 66 maneuvers.
///
/// Every glyph lives in the same 96 × 96-pt design box (points, x right, y down, origin
/// top-left) with one stroke weight (12 pt stems) and one arrowhead (34 pt wide, 23 pt long).
/// Arrows keep an 8-pt margin, roundabouts and ferries 4 pt; nothing touches the box edge. Each
/// `…LEFT…` glyph is the exact horizontal mirror (about x = 48) of its `…RIGHT…` twin, each
/// `ROUNDABOUT_<d>_CLOCKWISE` the mirror of `ROUNDABOUT_<mirror d>_COUNTERCLOCKWISE`, and
/// `TURN_U_TURN_CLOCKWISE` of `TURN_U_TURN_COUNTERCLOCKWISE`.
///
/// Shared glyphs (as in the SDK's sample app): `TURN_KEEP_*`, `ON_RAMP_KEEP_*` and `FORK_*` share
/// the fork; `ON_RAMP_LEFT/RIGHT/SLIGHT/SHARP/U_TURN` share the matching turn (the ramp is the
/// road turned onto); `OFF_RAMP_KEEP_*` shares `OFF_RAMP_SLIGHT_*`; `ON_RAMP_UNSPECIFIED` and
/// `OFF_RAMP_UNSPECIFIED` share the straight arrow (the side is unknown). Off-ramps have their own
/// glyphs: the main road straight on in the secondary colour, the path leaving it.
public enum ManeuverGlyphs {
    /// Side of the square design box every maneuver glyph is drawn in (points).
    public static let designSize: Double = GlyphMetrics.box
    /// Stroke width of the standard stems and rings (points of the design box).
    public static let stemWidth: Double = GlyphMetrics.standard.stem
    /// Roundabout exit angles accepted: degrees travelled along the circulation.
    public static let exitAngleRange: ClosedRange<Double> = 1...359
    /// Travel (degrees along the circulation) `roundabout(travel:clockwise:)` accepts: 360 is the
    /// U-turn, which as an exit angle is a maneuver of its own (`ROUNDABOUT_U_TURN_*`).
    public static let travelRange: ClosedRange<Double> = 1...360
    /// Roundabout exit numbers accepted (`roundaboutTurnNumber`).
    public static let exitNumberRange: ClosedRange<Int> = 1...99

    /// Geometry for a maneuver in the 96-pt design box (points, y down, origin top-left).
    ///
    /// - Parameters:
    ///   - exitAngle: for the `ROUNDABOUT_*` maneuvers, degrees travelled along the circulation
    ///     from the entry to the exit (counterclockwise for `…COUNTERCLOCKWISE`, clockwise for
    ///     `…CLOCKWISE`); replaces the named exit. Angles below 40° are drawn as 40° (a sharper
    ///     arm would lie on the entry stem). Other maneuvers check it and ignore it.
    ///   - exitNumber: for the `ROUNDABOUT_*` maneuvers, the exit number drawn as a badge in a
    ///     free corner. Other maneuvers check it and ignore it.
    /// - Throws: `CatalogueError.exitAngleOutOfRange` (outside 1…359 or not finite),
    ///   `CatalogueError.exitNumberOutOfRange` (outside 1…99).
    public static func glyph(for maneuver: Maneuver, exitAngle: Double? = nil, exitNumber: Int? = nil) throws(CatalogueError) -> Glyph {
        glyph(for: try key(for: maneuver, exitAngle: exitAngle, exitNumber: exitNumber))
    }

    /// Checks exit angle and number against `exitAngleRange` and `exitNumberRange`, angle first,
    /// whatever the maneuver (as `glyph(for:exitAngle:exitNumber:)` does).
    /// - Throws: `CatalogueError.exitAngleOutOfRange`, `CatalogueError.exitNumberOutOfRange`.
    public static func validate(exitAngle: Double?, exitNumber: Int?) throws(CatalogueError) {
        if let a = exitAngle, !exitAngleRange.contains(a) { throw .exitAngleOutOfRange(a) }
        if let n = exitNumber, !exitNumberRange.contains(n) { throw .exitNumberOutOfRange(n) }
    }

    /// The canonical form of a request (see `ManeuverGlyphKey`), after `validate`: what the glyph
    /// is drawn from and nothing else, drawn in `style`.
    /// - Throws: as `validate(exitAngle:exitNumber:)`.
    public static func key(for maneuver: Maneuver, exitAngle: Double? = nil, exitNumber: Int? = nil,
                           style: GlyphStyle = .standard) throws(CatalogueError) -> ManeuverGlyphKey {
        try validate(exitAngle: exitAngle, exitNumber: exitNumber)
        // Only the 20 ROUNDABOUT_* maneuvers draw exit angle and number.
        guard let clockwise = maneuver.roundaboutIsClockwise else {
            return ManeuverGlyphKey(base: .catalogue(glyphOwner(maneuver)), exitNumber: nil, style: style)
        }
        var base = ManeuverGlyphKey.Base.catalogue(glyphOwner(maneuver))
        if let a = exitAngle {
            // An angle replaces the named exit: only the circulation and the drawn travel count.
            let travel = RoundaboutGlyphs.drawnTravel(a)
            base = namedRoundabouts[NamedTravel(travel: travel, clockwise: clockwise)].map { .catalogue($0) }
                ?? .roundabout(travel: travel, clockwise: clockwise)
        }
        return ManeuverGlyphKey(base: base, exitNumber: exitNumber, style: style)
    }

    /// The glyph a key stands for, in the key's style: the catalogue's or the parametric
    /// roundabout, with the badge.
    public static func glyph(for key: ManeuverGlyphKey) -> Glyph {
        let m = GlyphMetrics(key.style)
        var g: Glyph
        switch key.base {
        case .catalogue(let owner): g = build(owner, m)
        case .roundabout(let travel, let clockwise): g = RoundaboutGlyphs(m: m).roundabout(travel: travel, clockwise: clockwise)
        case .roundaboutArms(let travel, let clockwise, let arms):
            let g = RoundaboutGlyphs(m: m).roundabout(travel: travel, clockwise: clockwise, arms: arms,
                                                      exitNumber: key.exitNumber)
            return framed(g, in: key.form)
        case .junction(let exit, let clockwise, let arms):
            return JunctionGlyphs(m: m).junction(exit: exit, clockwise: clockwise, arms: arms,
                                                 form: key.form ?? .square96)
        case .extra(let e): return build(e, m, exitNumber: key.exitNumber)
        }
        if let n = key.exitNumber { g = ExitBadge.adding(n, to: g, form: key.style.exitBadge) }
        return framed(g, in: key.form)
    }

    /// The parametric roundabout: entry from the bottom, `travel` degrees along the circulation
    /// (clockwise or counterclockwise seen from above), exit arm in the matching compass direction.
    /// `travel` 360 is the U-turn, coming back down beside the entry.
    /// - Throws: `CatalogueError.travelOutOfRange` unless `travel` is in `travelRange`, 1…360 (NaN
    ///   too).
    public static func roundabout(travel: Double, clockwise: Bool) throws(CatalogueError) -> Glyph {
        guard travelRange.contains(travel) else { throw .travelOutOfRange(travel) }
        return RoundaboutGlyphs(m: .standard).roundabout(travel: travel, clockwise: clockwise)
    }

    /// The maneuver whose glyph `m` draws: the first, in raw-value order, of the maneuvers that
    /// share one glyph (the SDK sample app's sharing, see the type's notes), `m` itself for the
    /// others. Declared rather than found by comparing geometry, so that a key costs no glyph;
    /// the tests check that maneuvers share an owner exactly when their glyphs are equal.
    static func glyphOwner(_ m: Maneuver) -> Maneuver {
        switch m {
        case .onRampUnspecified, .offRampUnspecified: return .straight
        case .onRampLeft: return .turnLeft
        case .onRampRight: return .turnRight
        case .forkLeft, .onRampKeepLeft: return .turnKeepLeft
        case .forkRight, .onRampKeepRight: return .turnKeepRight
        case .onRampSlightLeft: return .turnSlightLeft
        case .onRampSlightRight: return .turnSlightRight
        case .onRampSharpLeft: return .turnSharpLeft
        case .onRampSharpRight: return .turnSharpRight
        case .onRampUTurnClockwise: return .turnUTurnClockwise
        case .onRampUTurnCounterClockwise: return .turnUTurnCounterClockwise
        case .offRampSlightLeft: return .offRampKeepLeft
        case .offRampSlightRight: return .offRampKeepRight
        default: return m
        }
    }

    struct NamedTravel: Hashable { var travel: Double; var clockwise: Bool }

    /// The named-exit roundabouts by the travel and circulation they are drawn with.
    static let namedRoundabouts: [NamedTravel: Maneuver] = {
        var out: [NamedTravel: Maneuver] = [:]
        for m in Maneuver.allCases {
            guard let clockwise = m.roundaboutIsClockwise, let travel = namedExitTravel(m) else { continue }
            out[NamedTravel(travel: travel, clockwise: clockwise)] = glyphOwner(m)
        }
        return out
    }()

    /// Degrees travelled along the circulation to the exit a `ROUNDABOUT_<exit>_…` maneuver names
    /// (clockwise travel is 360° minus the counterclockwise one, except the U-turn's 360°); nil
    /// for the other maneuvers, `ROUNDABOUT_CLOCKWISE`/`_EXIT_…` included.
    static func namedExitTravel(_ m: Maneuver) -> Double? {
        guard let exit = namedExit(m), let clockwise = m.roundaboutIsClockwise else { return nil }
        return clockwise && exit != .uTurn ? 360 - exit.rawValue : exit.rawValue
    }

    /// The exit a `ROUNDABOUT_<exit>_…` maneuver names; nil for every other maneuver. Exhaustive:
    /// a new maneuver must say here whether it names an exit.
    static func namedExit(_ m: Maneuver) -> RoundaboutGlyphs.Exit? {
        switch m {
        case .roundaboutStraightClockwise, .roundaboutStraightCounterClockwise: .straight
        case .roundaboutLeftClockwise, .roundaboutLeftCounterClockwise: .left
        case .roundaboutRightClockwise, .roundaboutRightCounterClockwise: .right
        case .roundaboutSlightLeftClockwise, .roundaboutSlightLeftCounterClockwise: .slightLeft
        case .roundaboutSlightRightClockwise, .roundaboutSlightRightCounterClockwise: .slightRight
        case .roundaboutSharpLeftClockwise, .roundaboutSharpLeftCounterClockwise: .sharpLeft
        case .roundaboutSharpRightClockwise, .roundaboutSharpRightCounterClockwise: .sharpRight
        case .roundaboutUTurnClockwise, .roundaboutUTurnCounterClockwise: .uTurn
        case .unknown, .depart, .destination, .destinationLeft, .destinationRight, .straight,
             .turnLeft, .turnRight, .turnKeepLeft, .turnKeepRight, .turnSlightLeft, .turnSlightRight,
             .turnSharpLeft, .turnSharpRight, .turnUTurnClockwise, .turnUTurnCounterClockwise,
             .mergeUnspecified, .mergeLeft, .mergeRight, .forkLeft, .forkRight,
             .onRampUnspecified, .onRampLeft, .onRampRight, .onRampKeepLeft, .onRampKeepRight,
             .onRampSlightLeft, .onRampSlightRight, .onRampSharpLeft, .onRampSharpRight,
             .onRampUTurnClockwise, .onRampUTurnCounterClockwise,
             .offRampUnspecified, .offRampLeft, .offRampRight, .offRampKeepLeft, .offRampKeepRight,
             .offRampSlightLeft, .offRampSlightRight, .offRampSharpLeft, .offRampSharpRight,
             .offRampUTurnClockwise, .offRampUTurnCounterClockwise,
             .roundaboutClockwise, .roundaboutCounterClockwise,
             .roundaboutExitClockwise, .roundaboutExitCounterClockwise,
             .ferryBoat, .ferryTrain, .nameChange: nil
        }
    }

    /// The glyph of `maneuver` (without exit angle or number) in the proportions of `metrics`.
    /// Exhaustive: a new maneuver does not compile until it is given a glyph.
    static func build(_ maneuver: Maneuver, _ metrics: GlyphMetrics) -> Glyph {
        let A = ArrowGlyphs(m: metrics), R = RoundaboutGlyphs(m: metrics), P = PlaceGlyphs(m: metrics)
        switch maneuver {
        case .unknown: return P.unknown()
        case .depart: return P.depart()
        case .destination: return P.destination()
        case .destinationLeft: return P.destinationRight().mirrored()
        case .destinationRight: return P.destinationRight()
        case .onRampUnspecified, .offRampUnspecified, .onRampLeft, .onRampRight, .forkLeft, .onRampKeepLeft,
             .forkRight, .onRampKeepRight, .onRampSlightLeft, .onRampSlightRight, .onRampSharpLeft,
             .onRampSharpRight, .onRampUTurnClockwise, .onRampUTurnCounterClockwise, .offRampSlightLeft,
             .offRampSlightRight:
            return build(glyphOwner(maneuver), metrics)
        case .straight: return A.straight()
        case .turnLeft: return A.turnRight().mirrored()
        case .turnRight: return A.turnRight()
        case .turnKeepLeft: return A.forkRight().mirrored()
        case .turnKeepRight: return A.forkRight()
        case .turnSlightLeft: return A.slightRight().mirrored()
        case .turnSlightRight: return A.slightRight()
        case .turnSharpLeft: return A.sharpRight().mirrored()
        case .turnSharpRight: return A.sharpRight()
        case .turnUTurnClockwise: return A.uTurnClockwise()
        case .turnUTurnCounterClockwise: return A.uTurnClockwise().mirrored()
        case .mergeUnspecified: return A.mergeUnspecified()
        case .mergeLeft: return A.mergeLeft()
        case .mergeRight: return A.mergeLeft().mirrored()
        case .offRampLeft: return A.offRampRight(.normal).mirrored()
        case .offRampRight: return A.offRampRight(.normal)
        case .offRampKeepLeft: return A.offRampRight(.slight).mirrored()
        case .offRampKeepRight: return A.offRampRight(.slight)
        case .offRampSharpLeft: return A.offRampRight(.sharp).mirrored()
        case .offRampSharpRight: return A.offRampRight(.sharp)
        case .offRampUTurnClockwise: return A.offRampRight(.uTurn)
        case .offRampUTurnCounterClockwise: return A.offRampRight(.uTurn).mirrored()
        case .roundaboutClockwise: return R.circulation().mirrored()
        case .roundaboutCounterClockwise: return R.circulation()
        case .roundaboutStraightClockwise, .roundaboutStraightCounterClockwise,
             .roundaboutLeftClockwise, .roundaboutLeftCounterClockwise,
             .roundaboutRightClockwise, .roundaboutRightCounterClockwise,
             .roundaboutSlightLeftClockwise, .roundaboutSlightLeftCounterClockwise,
             .roundaboutSlightRightClockwise, .roundaboutSlightRightCounterClockwise,
             .roundaboutSharpLeftClockwise, .roundaboutSharpLeftCounterClockwise,
             .roundaboutSharpRightClockwise, .roundaboutSharpRightCounterClockwise,
             .roundaboutUTurnClockwise, .roundaboutUTurnCounterClockwise:
            // `namedExit` names the exit of exactly these (RoundaboutTests); the question mark
            // glyph would show a maneuver added here but not there.
            guard let travel = namedExitTravel(maneuver), let clockwise = maneuver.roundaboutIsClockwise else {
                return P.unknown()
            }
            return R.roundabout(travel: travel, clockwise: clockwise)
        case .roundaboutExitClockwise: return R.leaving().mirrored()
        case .roundaboutExitCounterClockwise: return R.leaving()
        case .ferryBoat: return FerryGlyphs.boat()
        case .ferryTrain: return FerryGlyphs.train()
        case .nameChange: return P.nameChange()
        }
    }
}

extension Maneuver {
    /// For the 20 `ROUNDABOUT_*` maneuvers, whether the circulation is clockwise (left-hand
    /// traffic); nil for every other maneuver.
    public var roundaboutIsClockwise: Bool? {
        guard (Maneuver.roundaboutClockwise.rawValue...Maneuver.roundaboutExitCounterClockwise.rawValue).contains(rawValue) else { return nil }
        return !docsName.hasSuffix("COUNTERCLOCKWISE")
    }

    /// The side a roundabout's name puts its exit on: `.left` for `ROUNDABOUT_…LEFT_…`, `.right`
    /// for `ROUNDABOUT_…RIGHT_…`; nil for the straight, U-turn, circulation and exit roundabouts
    /// and every other maneuver.
    public var roundaboutExitSide: RoundaboutExitSide? {
        guard roundaboutIsClockwise != nil else { return nil }
        return docsName.contains("_LEFT") ? .left : docsName.contains("_RIGHT") ? .right : nil
    }
}

/// Which side of straight through (relative to the entry heading) a roundabout exit lies on.
public enum RoundaboutExitSide: String, Sendable, Hashable {
    case left, right
}

extension ManeuverGlyphs {
    /// The side of the exit arm drawn for an exit angle (`travel` degrees along the circulation):
    /// on a clockwise ring below 180° is left and above it right, on a counterclockwise ring the
    /// reverse; nil at 180° (straight through) and from 337.5° on, where the nearest named exit
    /// is the U-turn, which turns back beside the entry on neither side (so a `right` modifier
    /// with 359° is no conflict, on either circulation).
    public static func exitSide(travel: Double, clockwise: Bool) -> RoundaboutExitSide? {
        guard travel != 180, travel < uTurnFrom else { return nil }
        return (travel < 180) == clockwise ? .left : .right
    }

    /// Exit angles from here on are nearest the U-turn (`namedRoundabout`).
    static let uTurnFrom = 337.5

    /// The named-exit roundabout (`ROUNDABOUT_<exit>_CLOCKWISE` or `…_COUNTERCLOCKWISE`) whose exit
    /// is nearest to an exit angle of `travel` degrees along the circulation: the named exits lie
    /// 45° apart (counterclockwise sharp right 45°, right 90°, … U-turn 360°; clockwise their
    /// mirror images), so each takes the angles within 22.5° of its own, a tie going to the smaller
    /// travel. nil for a `travel` that is NaN.
    public static func namedRoundabout(travel: Double, clockwise: Bool) -> Maneuver? {
        guard !travel.isNaN else { return nil }
        var best: (maneuver: Maneuver, distance: Double, travel: Double)? = nil
        for m in Maneuver.allCases where m.roundaboutIsClockwise == clockwise {
            guard let t = namedExitTravel(m) else { continue }
            let d = abs(travel - t)
            if let b = best, d > b.distance || (d == b.distance && t >= b.travel) { continue }
            best = (m, d, t)
        }
        return best?.maneuver
    }
}

/// The canonical form of a maneuver glyph request: what `ManeuverGlyphs.glyph(for:)` draws from,
/// so equal keys give equal glyphs by construction, and requests that differ only in what the
/// drawing ignores get equal keys:
/// - a non-roundabout is its glyph (maneuvers sharing a glyph share the key); exit angle and
///   number are dropped (after validation), since only the 20 `ROUNDABOUT_*` maneuvers draw them;
/// - a roundabout without an exit angle is its named glyph; with one, the circulation and the
///   travel as drawn (below 40° drawn as 40°), whichever roundabout name carried it, or the
///   named glyph drawn with that very travel; plus the exit number, if any.
/// - with arms (`key(for:exitAngle:exitNumber:arms:junction:)`), a roundabout whose exit is
///   known keeps the arms as drawn (merged; none drawn: the key without arms); a junction image
///   is its exit and arms as drawn and its box, and drops the exit number.
/// - an extra glyph (`ExtraGlyph`, `key(for:exitNumber:)`) is its identity, with the exit number
///   only where it draws one; always the 96-pt square.
/// Make one with `ManeuverGlyphs.key(for:exitAngle:exitNumber:)` or
/// `key(for:exitAngle:exitNumber:arms:junction:)`.
public struct ManeuverGlyphKey: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        /// The catalogue's glyph of this maneuver (its `glyphOwner`).
        case catalogue(Maneuver)
        /// The parametric roundabout.
        case roundabout(travel: Double, clockwise: Bool)
        /// The roundabout with its other arms as spokes (`ManeuverGlyphs+Arms.swift`): travel
        /// as drawn, the arms as drawn (merged), never empty.
        case roundaboutArms(travel: Double, clockwise: Bool, arms: [Double])
        /// A junction image: exit and arms as drawn (`JunctionGlyphs`); `clockwise` only for a
        /// U-turn (exit 180), else false.
        case junction(exit: Double, clockwise: Bool, arms: [Double])
        /// A glyph for what the maneuvers cannot say (`ExtraGlyph`); it draws its own exit
        /// number, if any (no badge).
        case extra(ExtraGlyph)
    }
    let base: Base
    let exitNumber: Int?
    /// The junction image's box when it is not the 96-pt square: `.carPlay`, else nil.
    var form: JunctionForm? = nil
    /// The look the glyph is drawn in.
    public internal(set) var style: GlyphStyle = .standard

    /// Whether the glyph draws an exit-number badge (`style.exitBadge` applies).
    public var hasExitBadge: Bool { exitNumber != nil }

    /// This key with its exit number drawn as `form` (the renderer's choice for small icons).
    public func withExitBadge(_ form: GlyphStyle.ExitBadge) -> ManeuverGlyphKey {
        var key = self
        key.style.exitBadge = form
        return key
    }
}
