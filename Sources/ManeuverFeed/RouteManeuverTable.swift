import ManeuverCatalogue

/// `maneuver.modifier` of an OSRM-format step: the direction change of the maneuver.
public enum OSRMModifier: String, CaseIterable, Sendable, Hashable {
    case uturn
    case sharpRight = "sharp right"
    case right
    case slightRight = "slight right"
    case straight
    case slightLeft = "slight left"
    case left
    case sharpLeft = "sharp left"
}

/// One row of `RouteManeuverTable`: which `Maneuver` an OSRM step becomes.
public struct RouteManeuverRule: Sendable, Hashable {
    public enum Types: Sendable, Hashable {
        /// Exactly these `maneuver.type` values.
        case oneOf([String])
        /// Any type except these.
        case anyExcept([String])
        /// Any type not named by a `.oneOf` row of the table.
        case anyOther
    }

    /// The step's `mode` this row requires (`ferry`, `train`), nil for any mode.
    public var mode: String?
    public var types: Types
    /// The modifiers this row covers; `nil` stands for an absent or unrecognized modifier.
    public var modifiers: [OSRMModifier?]
    /// Result for right-hand traffic (`driving_side` `right`, absent or `none`).
    public var rightHand: Maneuver
    /// Result for left-hand traffic (`driving_side` `left`).
    public var leftHand: Maneuver
}

/// The single table mapping OSRM-format steps (`maneuver.type`, `maneuver.modifier`,
/// `driving_side`, `mode`) to the SDK's maneuvers. The first matching row wins.
///
/// Decisions (see `markdown()` for the table itself):
/// - Roundabouts, rotaries and U-turns go counterclockwise in right-hand traffic and clockwise in
///   left-hand traffic (the SDK resolves the driving side into the maneuver).
/// - `roundabout`/`rotary`/`roundabout turn` use the modifier as the direction of the exit relative
///   to the entry heading (`ROUNDABOUT_<dir>_…`); without a modifier, `ROUNDABOUT_…` (circulation
///   only). `roundabout turn` (a small roundabout) is drawn as a roundabout, as Mapbox's clients do.
/// - `exit roundabout`/`exit rotary` are `ROUNDABOUT_EXIT_…` whatever the modifier.
/// - `new name` without a turn is `NAME_CHANGE`; with a turn modifier it is that turn (the road
///   itself turns). `continue` and `notification` without a turn are `STRAIGHT`; `turn` and
///   `end of road` without a modifier are `UNKNOWN` (the direction is not given).
/// - A step whose `mode` is `ferry` is `FERRY_BOAT` and `train` (car-carrying shuttle train) is
///   `FERRY_TRAIN`, whatever its type, except `arrive`.
/// - Types the table does not name are read as `turn`, as OSRM asks of clients ("Types unknown to
///   the client should be handled like the turn type"): a turn per modifier, `UNKNOWN` without
///   one; not an error. An unrecognized modifier counts as absent. Both with a `RouteWarning`
///   from `RouteAdaptor`.
public enum RouteManeuverTable {
    private typealias M = Maneuver
    private static let all: [OSRMModifier?] = OSRMModifier.allCases + [nil]
    private static let leftward: [OSRMModifier?] = [.slightLeft, .left, .sharpLeft]
    private static let rightward: [OSRMModifier?] = [.slightRight, .right, .sharpRight]

    private static func row(_ types: RouteManeuverRule.Types, _ modifiers: [OSRMModifier?], _ both: Maneuver,
                            mode: String? = nil) -> RouteManeuverRule {
        RouteManeuverRule(mode: mode, types: types, modifiers: modifiers, rightHand: both, leftHand: both)
    }

    private static func row(_ types: RouteManeuverRule.Types, _ modifiers: [OSRMModifier?],
                            right: Maneuver, left: Maneuver) -> RouteManeuverRule {
        RouteManeuverRule(mode: nil, types: types, modifiers: modifiers, rightHand: right, leftHand: left)
    }

    /// Rows for a type family with a distinct maneuver per turn direction.
    private static func directional(_ types: RouteManeuverRule.Types, uTurn: (right: M, left: M),
                                    sharpRight: M, right: M, slightRight: M,
                                    slightLeft: M, left: M, sharpLeft: M) -> [RouteManeuverRule] {
        [
            row(types, [.uturn], right: uTurn.right, left: uTurn.left),
            row(types, [.sharpRight], sharpRight, mode: nil),
            row(types, [.right], right, mode: nil),
            row(types, [.slightRight], slightRight, mode: nil),
            row(types, [.slightLeft], slightLeft, mode: nil),
            row(types, [.left], left, mode: nil),
            row(types, [.sharpLeft], sharpLeft, mode: nil),
        ]
    }

    /// The turn rows for `types`: a maneuver per direction, `STRAIGHT` for `straight`.
    private static func turnRows(_ types: RouteManeuverRule.Types) -> [RouteManeuverRule] {
        directional(types, uTurn: (.turnUTurnCounterClockwise, .turnUTurnClockwise),
                    sharpRight: .turnSharpRight, right: .turnRight, slightRight: .turnSlightRight,
                    slightLeft: .turnSlightLeft, left: .turnLeft, sharpLeft: .turnSharpLeft)
    }

    private static let turnTypes = ["turn", "end of road", "continue", "new name", "notification"]
    /// Types whose modifier names the exit of a roundabout (`ROUNDABOUT_<dir>_…`).
    static let roundaboutTypes = ["roundabout", "rotary", "roundabout turn"]

    /// The rows, in matching order.
    public static let rules: [RouteManeuverRule] = {
        var r: [RouteManeuverRule] = [
            row(.anyExcept(["arrive"]), all, .ferryBoat, mode: "ferry"),
            row(.anyExcept(["arrive"]), all, .ferryTrain, mode: "train"),
            row(.oneOf(["depart"]), all, .depart),
            row(.oneOf(["arrive"]), leftward, .destinationLeft),
            row(.oneOf(["arrive"]), rightward, .destinationRight),
            row(.oneOf(["arrive"]), [.straight, .uturn, nil], .destination),
        ]
        r += turnRows(.oneOf(turnTypes))
        r += [
            row(.oneOf(["turn", "end of road", "continue", "notification"]), [.straight], .straight),
            row(.oneOf(["continue", "notification"]), [nil], .straight),
            row(.oneOf(["new name"]), [.straight, nil], .nameChange),
            row(.oneOf(["turn", "end of road"]), [nil], .unknown),
            row(.oneOf(["merge"]), leftward, .mergeLeft),
            row(.oneOf(["merge"]), rightward, .mergeRight),
            row(.oneOf(["merge"]), [.straight, .uturn, nil], .mergeUnspecified),
        ]
        r += directional(.oneOf(["on ramp"]), uTurn: (.onRampUTurnCounterClockwise, .onRampUTurnClockwise),
                         sharpRight: .onRampSharpRight, right: .onRampRight, slightRight: .onRampSlightRight,
                         slightLeft: .onRampSlightLeft, left: .onRampLeft, sharpLeft: .onRampSharpLeft)
        r.append(row(.oneOf(["on ramp"]), [.straight, nil], .onRampUnspecified))
        r += directional(.oneOf(["off ramp"]), uTurn: (.offRampUTurnCounterClockwise, .offRampUTurnClockwise),
                         sharpRight: .offRampSharpRight, right: .offRampRight, slightRight: .offRampSlightRight,
                         slightLeft: .offRampSlightLeft, left: .offRampLeft, sharpLeft: .offRampSharpLeft)
        r += [
            row(.oneOf(["off ramp"]), [.straight, nil], .offRampUnspecified),
            row(.oneOf(["fork"]), leftward, .forkLeft),
            row(.oneOf(["fork"]), rightward, .forkRight),
            row(.oneOf(["fork"]), [.uturn], right: .turnUTurnCounterClockwise, left: .turnUTurnClockwise),
            row(.oneOf(["fork"]), [.straight, nil], .straight),
            row(.oneOf(roundaboutTypes), [.uturn], right: .roundaboutUTurnCounterClockwise, left: .roundaboutUTurnClockwise),
            row(.oneOf(roundaboutTypes), [.sharpRight], right: .roundaboutSharpRightCounterClockwise, left: .roundaboutSharpRightClockwise),
            row(.oneOf(roundaboutTypes), [.right], right: .roundaboutRightCounterClockwise, left: .roundaboutRightClockwise),
            row(.oneOf(roundaboutTypes), [.slightRight], right: .roundaboutSlightRightCounterClockwise, left: .roundaboutSlightRightClockwise),
            row(.oneOf(roundaboutTypes), [.straight], right: .roundaboutStraightCounterClockwise, left: .roundaboutStraightClockwise),
            row(.oneOf(roundaboutTypes), [.slightLeft], right: .roundaboutSlightLeftCounterClockwise, left: .roundaboutSlightLeftClockwise),
            row(.oneOf(roundaboutTypes), [.left], right: .roundaboutLeftCounterClockwise, left: .roundaboutLeftClockwise),
            row(.oneOf(roundaboutTypes), [.sharpLeft], right: .roundaboutSharpLeftCounterClockwise, left: .roundaboutSharpLeftClockwise),
            row(.oneOf(roundaboutTypes), [nil], right: .roundaboutCounterClockwise, left: .roundaboutClockwise),
            row(.oneOf(["exit roundabout", "exit rotary"]), all, right: .roundaboutExitCounterClockwise, left: .roundaboutExitClockwise),
        ]
        // OSRM: "Types unknown to the client should be handled like the turn type, the existence
        // of correct modifier values is guaranteed" (`use lane`, `ramp`, future types).
        r += turnRows(.anyOther)
        r += [
            row(.anyOther, [.straight], .straight),
            row(.anyOther, [nil], .unknown),
        ]
        return r
    }()

    /// The modifier whose row gives the named-exit roundabout `m` (`ROUNDABOUT_RIGHT_…` → `right`),
    /// nil for other maneuvers: the direction of a roundabout step whose maneuver was taken from
    /// its degrees, for choosing its lanes.
    static func modifier(ofRoundabout m: Maneuver) -> OSRMModifier? {
        for rule in rules {
            guard case .oneOf(let types) = rule.types, types == roundaboutTypes,
                  rule.rightHand == m || rule.leftHand == m else { continue }
            return rule.modifiers.first ?? nil
        }
        return nil
    }

    /// The `mode` values that decide a step's maneuver whatever its type (`ferry`, `train`).
    static let decidingModes: Set<String> = Set(rules.compactMap(\.mode))

    /// Every `maneuver.type` the table names explicitly.
    public static let knownTypes: [String] = {
        var seen: [String] = []
        for rule in rules {
            if case .oneOf(let types) = rule.types {
                for t in types where !seen.contains(t) { seen.append(t) }
            }
        }
        return seen
    }()

    /// Types that draw a roundabout; their `maneuver.exit` is the roundabout turn number and a
    /// banner's `degrees` is their exit angle.
    public static let roundaboutFamily: Set<String> = Set(roundaboutTypes + ["exit roundabout", "exit rotary"])

    /// The first row matching a step.
    static func rule(type: String, modifier: OSRMModifier?, mode: String?) -> RouteManeuverRule? {
        rules.first { rule in
            if let m = rule.mode, m != mode { return false }
            guard rule.modifiers.contains(modifier) else { return false }
            switch rule.types {
            case .oneOf(let types): return types.contains(type)
            case .anyExcept(let types): return !types.contains(type)
            case .anyOther: return !knownTypes.contains(type)
            }
        }
    }

    /// The maneuver for one step. `modifier` is the raw OSRM text (an unrecognized one counts as
    /// absent); `drivingSide` `.left` selects the left-hand column, `.right` and `.none` the
    /// right-hand one (OSRM's default).
    public static func maneuver(type: String, modifier: String?, drivingSide: DrivingSide, mode: String? = nil) -> Maneuver {
        let m = modifier.flatMap(OSRMModifier.init(rawValue:))
        guard let rule = rule(type: type, modifier: m, mode: mode) else { return .unknown }
        return drivingSide == .left ? rule.leftHand : rule.rightHand
    }

    /// The table as GitHub Markdown (header, separator, one line per row, each ending in `\n`).
    /// docs/route-input.md includes this text verbatim; a test checks they agree.
    public static func markdown() -> String {
        func code(_ s: String) -> String { "`\(s)`" }
        var out = "| `mode` | `maneuver.type` | `maneuver.modifier` | right-hand traffic | left-hand traffic |\n"
        out += "|---|---|---|---|---|\n"
        for rule in rules {
            let mode = rule.mode.map(code) ?? "any"
            let types: String
            switch rule.types {
            case .oneOf(let t): types = t.map(code).joined(separator: ", ")
            case .anyExcept(let t): types = "any except " + t.map(code).joined(separator: ", ")
            case .anyOther: types = "any other"
            }
            let modifiers = Set(rule.modifiers) == Set(all) ? "any"
                : rule.modifiers.map { $0.map { code($0.rawValue) } ?? "none" }.joined(separator: ", ")
            out += "| \(mode) | \(types) | \(modifiers) | \(code(rule.rightHand.docsName)) | \(code(rule.leftHand.docsName)) |\n"
        }
        return out
    }
}
