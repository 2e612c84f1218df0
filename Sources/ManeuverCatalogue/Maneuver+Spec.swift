/// The 66 Google maneuvers as a view of the model: `Maneuver.spec` states each in the model's
/// terms and `ManeuverSpec.googleManeuver` reads a spec back; for every maneuver
/// `m.spec.googleManeuver == m`.
extension Maneuver {
    /// This maneuver in the model's terms, with `source` `google:<docs name>`. Roundabouts and
    /// U-turns carry their circulation; a U-turn also its side (clockwise turns right).
    public var spec: ManeuverSpec {
        var s = Maneuver.specs[rawValue]
        s.source = ManeuverSource(vocabulary: "google", value: docsName)
        return s
    }

    /// `spec` without its source, by raw value.
    private static let specs: [ManeuverSpec] = allCases.map(specWithoutSource)

    private static func specWithoutSource(_ m: Maneuver) -> ManeuverSpec {
        typealias S = ManeuverSpec
        let cw = S.Circulation.clockwise, ccw = S.Circulation.counterclockwise
        switch m {
        case .unknown: return S(.unknown)
        case .depart: return S(.depart)
        case .destination: return S(.arrive)
        case .destinationLeft: return S(.arrive, .left)
        case .destinationRight: return S(.arrive, .right)
        case .straight: return S(.straight)
        case .turnLeft: return S(.turn, .left, .normal)
        case .turnRight: return S(.turn, .right, .normal)
        case .turnKeepLeft: return S(.turn, .left, .keep)
        case .turnKeepRight: return S(.turn, .right, .keep)
        case .turnSlightLeft: return S(.turn, .left, .slight)
        case .turnSlightRight: return S(.turn, .right, .slight)
        case .turnSharpLeft: return S(.turn, .left, .sharp)
        case .turnSharpRight: return S(.turn, .right, .sharp)
        case .turnUTurnClockwise: return S(.turn, .right, .uTurn, circulation: cw)
        case .turnUTurnCounterClockwise: return S(.turn, .left, .uTurn, circulation: ccw)
        case .mergeUnspecified: return S(.merge)
        case .mergeLeft: return S(.merge, .left)
        case .mergeRight: return S(.merge, .right)
        case .forkLeft: return S(.fork, .left)
        case .forkRight: return S(.fork, .right)
        case .onRampUnspecified: return S(.onRamp)
        case .onRampLeft: return S(.onRamp, .left, .normal)
        case .onRampRight: return S(.onRamp, .right, .normal)
        case .onRampKeepLeft: return S(.onRamp, .left, .keep)
        case .onRampKeepRight: return S(.onRamp, .right, .keep)
        case .onRampSlightLeft: return S(.onRamp, .left, .slight)
        case .onRampSlightRight: return S(.onRamp, .right, .slight)
        case .onRampSharpLeft: return S(.onRamp, .left, .sharp)
        case .onRampSharpRight: return S(.onRamp, .right, .sharp)
        case .onRampUTurnClockwise: return S(.onRamp, .right, .uTurn, circulation: cw)
        case .onRampUTurnCounterClockwise: return S(.onRamp, .left, .uTurn, circulation: ccw)
        case .offRampUnspecified: return S(.offRamp)
        case .offRampLeft: return S(.offRamp, .left, .normal)
        case .offRampRight: return S(.offRamp, .right, .normal)
        case .offRampKeepLeft: return S(.offRamp, .left, .keep)
        case .offRampKeepRight: return S(.offRamp, .right, .keep)
        case .offRampSlightLeft: return S(.offRamp, .left, .slight)
        case .offRampSlightRight: return S(.offRamp, .right, .slight)
        case .offRampSharpLeft: return S(.offRamp, .left, .sharp)
        case .offRampSharpRight: return S(.offRamp, .right, .sharp)
        case .offRampUTurnClockwise: return S(.offRamp, .right, .uTurn, circulation: cw)
        case .offRampUTurnCounterClockwise: return S(.offRamp, .left, .uTurn, circulation: ccw)
        case .roundaboutClockwise: return S(.roundaboutEnter, circulation: cw)
        case .roundaboutCounterClockwise: return S(.roundaboutEnter, circulation: ccw)
        case .roundaboutExitClockwise: return S(.roundaboutExit, circulation: cw)
        case .roundaboutExitCounterClockwise: return S(.roundaboutExit, circulation: ccw)
        case .ferryBoat: return S(.ferryBoat)
        case .ferryTrain: return S(.ferryTrain)
        case .nameChange: return S(.nameChange)
        default:
            // The 16 named-exit roundabouts: the exit's direction as side and sharpness.
            let exit = RoundaboutExitDirection.named(by: m)!
            return S(.roundabout, exit.side, exit.sharpness, circulation: m.roundaboutIsClockwise! ? cw : ccw)
        }
    }
}

extension ManeuverSpec {
    /// The Google maneuver that says the same, nil where none does (destination straight, a ferry
    /// with a side, keep middle, end of road, a roundabout known only by its exit number, …).
    ///
    /// Rules: a missing sharpness reads as normal; `keep` at a roundabout as slight. A fork's
    /// sharpness is not drawn (`FORK_LEFT` for any). `nameChange` with a side is the turn the road
    /// makes. A U-turn's side comes from `side`, else from `circulation`. A roundabout with an
    /// exit angle but no named exit is the named roundabout nearest the angle (its glyph is drawn
    /// from the angle, whichever it is: `ManeuverGlyphs.key`).
    public var googleManeuver: Maneuver? {
        typealias M = Maneuver
        func sided(_ left: M, _ right: M) -> M? { side == .left ? left : side == .right ? right : nil }
        func onCirculation(_ clockwise: M, _ counterclockwise: M) -> M? {
            circulation.map { $0 == .clockwise ? clockwise : counterclockwise }
        }
        switch kind {
        case .unknown: return .unknown
        case .depart: return sharpness == .uTurn || side == .left || side == .right ? nil : .depart
        case .arrive: return side == nil ? .destination : sided(.destinationLeft, .destinationRight)
        case .straight: return .straight
        case .waypoint, .endOfRoad, .ferryExit, .ferryChange, .transit, .indoor, .roundaboutPass, .ramp: return nil
        case .nameChange:
            guard side == .left || side == .right else { return .nameChange }
            return ManeuverSpec(.turn, side, sharpness, circulation: circulation).googleManeuver
        case .turn, .onRamp, .offRamp:
            let pairs = ManeuverSpec.gradedPairs[kind]!
            let grade = sharpness ?? .normal
            if grade == .uTurn { return uTurnSide.map { $0 == .right ? pairs[.uTurn]!.right : pairs[.uTurn]!.left } }
            switch side {
            case .left?: return pairs[grade]!.left
            case .right?: return pairs[grade]!.right
            case .middle?: return kind == .turn ? (grade == .keep ? nil : .straight) : pairs.unspecified
            case nil: return kind == .turn ? nil : pairs.unspecified
            }
        case .fork: return sided(.forkLeft, .forkRight)
        case .merge: return side == nil || side == .middle ? .mergeUnspecified : sided(.mergeLeft, .mergeRight)
        case .roundaboutEnter: return onCirculation(.roundaboutClockwise, .roundaboutCounterClockwise)
        case .roundaboutExit: return onCirculation(.roundaboutExitClockwise, .roundaboutExitCounterClockwise)
        case .roundabout:
            guard let circulation else { return nil }
            let clockwise = circulation == .clockwise
            if let exit = RoundaboutExitDirection(side: side, sharpness: sharpness) { return exit.maneuver(clockwise: clockwise) }
            if let angle = exitAngle { return ManeuverGlyphs.namedRoundabout(travel: angle, clockwise: clockwise) }
            // No exit at all: the circulation. An exit number alone is the numbered ring.
            return exitNumber == nil ? (clockwise ? .roundaboutClockwise : .roundaboutCounterClockwise) : nil
        case .ferryBoat: return side == .left || side == .right ? nil : .ferryBoat
        case .ferryTrain: return side == .left || side == .right ? nil : .ferryTrain
        }
    }
}

extension ManeuverSpec {
    /// The Google maneuvers of a turn, on-ramp and off-ramp by sharpness, left and right (a
    /// U-turn's right is the clockwise one), and the ramp's maneuver without a side.
    struct GradedPairs {
        var bySharpness: [Sharpness: (left: Maneuver, right: Maneuver)]
        var unspecified: Maneuver?
        subscript(_ s: Sharpness) -> (left: Maneuver, right: Maneuver)? { bySharpness[s] }
    }

    static let gradedPairs: [Kind: GradedPairs] = [
        .turn: GradedPairs(bySharpness: [
            .keep: (.turnKeepLeft, .turnKeepRight), .slight: (.turnSlightLeft, .turnSlightRight),
            .normal: (.turnLeft, .turnRight), .sharp: (.turnSharpLeft, .turnSharpRight),
            .uTurn: (.turnUTurnCounterClockwise, .turnUTurnClockwise),
        ], unspecified: nil),
        .onRamp: GradedPairs(bySharpness: [
            .keep: (.onRampKeepLeft, .onRampKeepRight), .slight: (.onRampSlightLeft, .onRampSlightRight),
            .normal: (.onRampLeft, .onRampRight), .sharp: (.onRampSharpLeft, .onRampSharpRight),
            .uTurn: (.onRampUTurnCounterClockwise, .onRampUTurnClockwise),
        ], unspecified: .onRampUnspecified),
        .offRamp: GradedPairs(bySharpness: [
            .keep: (.offRampKeepLeft, .offRampKeepRight), .slight: (.offRampSlightLeft, .offRampSlightRight),
            .normal: (.offRampLeft, .offRampRight), .sharp: (.offRampSharpLeft, .offRampSharpRight),
            .uTurn: (.offRampUTurnCounterClockwise, .offRampUTurnClockwise),
        ], unspecified: .offRampUnspecified),
    ]
}

/// The eight named exits of a roundabout, relative to the entry heading, as side and sharpness:
/// straight on is `.middle`; the U-turn has no side (it comes back beside the entry).
struct RoundaboutExitDirection: Hashable {
    var side: ManeuverSpec.Side?
    var sharpness: ManeuverSpec.Sharpness?

    /// The exit a side and sharpness name; nil when they name none (no side, or `.middle` with a
    /// sharpness other than none). A missing sharpness is normal, `keep` is slight.
    init?(side: ManeuverSpec.Side?, sharpness: ManeuverSpec.Sharpness?) {
        if sharpness == .uTurn { self.side = nil; self.sharpness = .uTurn; return }
        switch side {
        case .middle?: self.side = .middle; self.sharpness = nil
        case .left?, .right?:
            self.side = side
            self.sharpness = sharpness == nil || sharpness == .keep ? (sharpness == .keep ? .slight : .normal) : sharpness
        case nil: return nil
        }
    }

    /// The exit a named-exit roundabout maneuver (`ROUNDABOUT_SHARP_LEFT_CLOCKWISE`, …) names.
    static func named(by m: Maneuver) -> RoundaboutExitDirection? {
        all.first { $0.maneuver(clockwise: true) == m || $0.maneuver(clockwise: false) == m }
    }

    static let uTurn = RoundaboutExitDirection(side: nil, sharpness: .uTurn)!

    static let all: [RoundaboutExitDirection] = [.init(side: .middle, sharpness: nil)!, uTurn] + [ManeuverSpec.Side.left, .right].flatMap { side in
        [ManeuverSpec.Sharpness.slight, .normal, .sharp].map { RoundaboutExitDirection(side: side, sharpness: $0)! }
    }

    /// The named-exit roundabout of this exit in the given circulation.
    func maneuver(clockwise: Bool) -> Maneuver {
        typealias M = Maneuver
        let pair: (M, M)
        switch (side, sharpness) {
        case (.middle?, _): pair = (.roundaboutStraightClockwise, .roundaboutStraightCounterClockwise)
        case (_, .uTurn?): pair = (.roundaboutUTurnClockwise, .roundaboutUTurnCounterClockwise)
        case (.left?, .slight?): pair = (.roundaboutSlightLeftClockwise, .roundaboutSlightLeftCounterClockwise)
        case (.left?, .sharp?): pair = (.roundaboutSharpLeftClockwise, .roundaboutSharpLeftCounterClockwise)
        case (.left?, _): pair = (.roundaboutLeftClockwise, .roundaboutLeftCounterClockwise)
        case (.right?, .slight?): pair = (.roundaboutSlightRightClockwise, .roundaboutSlightRightCounterClockwise)
        case (.right?, .sharp?): pair = (.roundaboutSharpRightClockwise, .roundaboutSharpRightCounterClockwise)
        default: pair = (.roundaboutRightClockwise, .roundaboutRightCounterClockwise)
        }
        return clockwise ? pair.0 : pair.1
    }
}
