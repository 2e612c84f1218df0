import IconGeometry

/// The maneuver glyph catalogue: vector geometry with colour roles for each of the 66 maneuvers.
///
/// Every glyph lives in the same 96 × 96-pt design box (points, x right, y down, origin
/// top-left) with one stroke weight (13 pt stems) and one arrowhead (34 pt wide, 23 pt long).
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
    /// Roundabout exit angles accepted: degrees travelled along the circulation.
    public static let exitAngleRange: ClosedRange<Double> = 1...359
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
        if let a = exitAngle, !exitAngleRange.contains(a) { throw .exitAngleOutOfRange(a) }
        if let n = exitNumber, !exitNumberRange.contains(n) { throw .exitNumberOutOfRange(n) }
        guard let clockwise = maneuver.roundaboutIsClockwise else { return table[maneuver.rawValue] }
        var g = table[maneuver.rawValue]
        if let a = exitAngle { g = RoundaboutGlyphs.roundabout(travel: a, clockwise: clockwise) }
        if let n = exitNumber { g = ExitBadge.adding(n, to: g) }
        return g
    }

    /// The parametric roundabout: entry from the bottom, `travel` degrees along the circulation
    /// (clockwise or counterclockwise seen from above), exit arm in the matching compass direction.
    /// `travel` 360 is the U-turn, coming back down beside the entry.
    /// - Throws: `CatalogueError.exitAngleOutOfRange` unless 1 ≤ travel ≤ 360.
    public static func roundabout(travel: Double, clockwise: Bool) throws(CatalogueError) -> Glyph {
        guard travel >= 1 && travel <= 360 else { throw .exitAngleOutOfRange(travel) }
        return RoundaboutGlyphs.roundabout(travel: travel, clockwise: clockwise)
    }

    /// All 66 glyphs without exit angle or number, built once (immutable, so safe to share
    /// between threads), indexed by raw value.
    static let table: [Glyph] = Maneuver.allCases.map(build)

    static func build(_ m: Maneuver) -> Glyph {
        typealias A = ArrowGlyphs
        typealias R = RoundaboutGlyphs
        func round(_ e: R.Exit, clockwise: Bool) -> Glyph {
            R.roundabout(travel: clockwise && e != .uTurn ? 360 - e.rawValue : e.rawValue, clockwise: clockwise)
        }
        switch m {
        case .unknown: return PlaceGlyphs.unknown()
        case .depart: return PlaceGlyphs.depart()
        case .destination: return PlaceGlyphs.destination()
        case .destinationLeft: return PlaceGlyphs.destinationRight().mirrored()
        case .destinationRight: return PlaceGlyphs.destinationRight()
        case .straight, .onRampUnspecified, .offRampUnspecified: return A.straight()
        case .turnLeft, .onRampLeft: return A.turnRight().mirrored()
        case .turnRight, .onRampRight: return A.turnRight()
        case .turnKeepLeft, .forkLeft, .onRampKeepLeft: return A.forkRight().mirrored()
        case .turnKeepRight, .forkRight, .onRampKeepRight: return A.forkRight()
        case .turnSlightLeft, .onRampSlightLeft: return A.slightRight().mirrored()
        case .turnSlightRight, .onRampSlightRight: return A.slightRight()
        case .turnSharpLeft, .onRampSharpLeft: return A.sharpRight().mirrored()
        case .turnSharpRight, .onRampSharpRight: return A.sharpRight()
        case .turnUTurnClockwise, .onRampUTurnClockwise: return A.uTurnClockwise()
        case .turnUTurnCounterClockwise, .onRampUTurnCounterClockwise: return A.uTurnClockwise().mirrored()
        case .mergeUnspecified: return A.mergeUnspecified()
        case .mergeLeft: return A.mergeLeft()
        case .mergeRight: return A.mergeLeft().mirrored()
        case .offRampLeft: return A.offRampRight(.normal).mirrored()
        case .offRampRight: return A.offRampRight(.normal)
        case .offRampKeepLeft, .offRampSlightLeft: return A.offRampRight(.slight).mirrored()
        case .offRampKeepRight, .offRampSlightRight: return A.offRampRight(.slight)
        case .offRampSharpLeft: return A.offRampRight(.sharp).mirrored()
        case .offRampSharpRight: return A.offRampRight(.sharp)
        case .offRampUTurnClockwise: return A.offRampRight(.uTurn)
        case .offRampUTurnCounterClockwise: return A.offRampRight(.uTurn).mirrored()
        case .roundaboutClockwise: return R.circulation().mirrored()
        case .roundaboutCounterClockwise: return R.circulation()
        case .roundaboutExitClockwise: return R.leaving().mirrored()
        case .roundaboutExitCounterClockwise: return R.leaving()
        case .roundaboutStraightClockwise: return round(.straight, clockwise: true)
        case .roundaboutStraightCounterClockwise: return round(.straight, clockwise: false)
        case .roundaboutLeftClockwise: return round(.left, clockwise: true)
        case .roundaboutLeftCounterClockwise: return round(.left, clockwise: false)
        case .roundaboutRightClockwise: return round(.right, clockwise: true)
        case .roundaboutRightCounterClockwise: return round(.right, clockwise: false)
        case .roundaboutSlightLeftClockwise: return round(.slightLeft, clockwise: true)
        case .roundaboutSlightLeftCounterClockwise: return round(.slightLeft, clockwise: false)
        case .roundaboutSlightRightClockwise: return round(.slightRight, clockwise: true)
        case .roundaboutSlightRightCounterClockwise: return round(.slightRight, clockwise: false)
        case .roundaboutSharpLeftClockwise: return round(.sharpLeft, clockwise: true)
        case .roundaboutSharpLeftCounterClockwise: return round(.sharpLeft, clockwise: false)
        case .roundaboutSharpRightClockwise: return round(.sharpRight, clockwise: true)
        case .roundaboutSharpRightCounterClockwise: return round(.sharpRight, clockwise: false)
        case .roundaboutUTurnClockwise: return round(.uTurn, clockwise: true)
        case .roundaboutUTurnCounterClockwise: return round(.uTurn, clockwise: false)
        case .ferryBoat: return FerryGlyphs.boat()
        case .ferryTrain: return FerryGlyphs.train()
        case .nameChange: return PlaceGlyphs.nameChange()
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
}
