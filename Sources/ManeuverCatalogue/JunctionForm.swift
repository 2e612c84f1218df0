/// The frame of a junction image: the picture of an intersection (the road the driver comes up,
/// the path taken, the other roads at their angles) rather than the maneuver's arrow.
public enum JunctionForm: String, Sendable, Hashable, CaseIterable {
    /// The square icon box, 96 × 96 pt, scaled to the icon size like every maneuver glyph.
    case square96
    /// CarPlay's junction image slot (`CPManeuver.junctionImage`, at most 140 × 100 pt): 140 pt
    /// wide, 100 pt tall.
    case carPlay

    /// Width and height of the design box (points).
    public var size: (width: Double, height: Double) {
        switch self {
        case .square96: return (GlyphMetrics.box, GlyphMetrics.box)
        case .carPlay: return (140, 100)
        }
    }

    /// Parses `square96` or `carplay` (any letter case).
    public init?(parsing text: String) {
        guard let form = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else { return nil }
        self = form
    }
}

extension Maneuver {
    /// The exit a maneuver names at an intersection, for its junction image: degrees clockwise
    /// from straight ahead (90 a road to the right, 270 one to the left, 180 back the way the
    /// driver came) and, for a U-turn, whether it turns clockwise (to the right). nil for the
    /// maneuvers that name no direction there: depart, destinations, merges, ferries, unknown,
    /// the unspecified ramps and the roundabouts (drawn from their own travel).
    public var junctionExit: (angle: Double, clockwise: Bool)? {
        Self.junctionExits[self]
    }

    /// Nominal exit angles: a turn at 90°, slight at 45°, sharp at 135°, keep and fork at 30°,
    /// an off-ramp leaving at its own glyph's angle; each left twin at 360° minus its right one.
    static let junctionExits: [Maneuver: (angle: Double, clockwise: Bool)] = {
        let right: [(Maneuver, Maneuver, Double)] = [
            (.turnRight, .turnLeft, 90), (.onRampRight, .onRampLeft, 90), (.offRampRight, .offRampLeft, 90),
            (.turnSlightRight, .turnSlightLeft, 45), (.onRampSlightRight, .onRampSlightLeft, 45),
            (.offRampSlightRight, .offRampSlightLeft, 45), (.offRampKeepRight, .offRampKeepLeft, 45),
            (.turnSharpRight, .turnSharpLeft, 135), (.onRampSharpRight, .onRampSharpLeft, 135),
            (.offRampSharpRight, .offRampSharpLeft, 135),
            (.turnKeepRight, .turnKeepLeft, 30), (.forkRight, .forkLeft, 30), (.onRampKeepRight, .onRampKeepLeft, 30),
        ]
        var out: [Maneuver: (angle: Double, clockwise: Bool)] = [.straight: (0, false), .nameChange: (0, false)]
        for (r, l, a) in right {
            out[r] = (a, false)
            out[l] = (360 - a, false)
        }
        for (cw, ccw) in [(Maneuver.turnUTurnClockwise, Maneuver.turnUTurnCounterClockwise),
                          (.onRampUTurnClockwise, .onRampUTurnCounterClockwise), (.offRampUTurnClockwise, .offRampUTurnCounterClockwise)] {
            out[cw] = (180, true)
            out[ccw] = (180, false)
        }
        return out
    }()
}
