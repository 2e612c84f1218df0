import ManeuverCatalogue

/// One step of an OSRM-format route response, mapped for drawing.
public struct RouteStep: Sendable, Hashable {
    /// Position in the response: `routes[routeIndex].legs[legIndex].steps[stepIndex]`.
    public var routeIndex: Int
    public var legIndex: Int
    public var stepIndex: Int
    /// `maneuver.type` and `maneuver.modifier` as given.
    public var type: String
    public var modifier: String?
    /// From `driving_side`; `.right` when absent (OSRM's default).
    public var drivingSide: DrivingSide
    /// The step's `mode` (`driving`, `ferry`, …) as given.
    public var mode: String?
    /// The mapped maneuver: `RouteManeuverTable`'s, or for a `roundabout`/`rotary`/`roundabout turn`
    /// step with an exit angle the named exit nearest to it (`RouteAdaptor`).
    public var maneuver: Maneuver
    /// `maneuver.exit` of roundabout-family steps, 1…99.
    public var roundaboutTurnNumber: Int?
    /// For `roundabout`/`rotary`/`roundabout turn` steps, degrees travelled along the circulation
    /// from the entry to the exit (1…359), from the intersections' bearings or the previous step's
    /// banner `primary.degrees` (`exitAngleSource`); nil when neither gives it, and for
    /// `exit roundabout`/`exit rotary` steps.
    public var exitAngle: Double?
    /// Where `exitAngle` came from; nil without one.
    public var exitAngleSource: AngleSource?
    /// For other steps: the exit's degrees clockwise from straight ahead at the maneuver's
    /// intersection (0…360), from its bearings; nil where the intersection does not give it (a
    /// depart, an arrive, no intersections), and for a U-turn turning outside 135…225° there.
    public var turnAngle: Double?
    /// The other roads read from the intersections' bearings: for a roundabout the arms passed
    /// between entry and exit, degrees travelled in circulation from the entry; for other steps
    /// the other roads at the maneuver's intersection, degrees clockwise from straight ahead; nil
    /// when the intersections do not give them.
    public var arms: [Double]?

    /// The source of a step's exit angle.
    public enum AngleSource: String, Sendable, Hashable {
        /// The bearings of the intersections (or of the maneuvers) at entry and exit.
        case bearings
        /// The previous step's banner `primary.degrees`.
        case bannerDegrees
    }
    /// Lanes at the maneuver (the step's first intersection), left to right; empty when none.
    public var lanes: [Lane]
    /// `maneuver.instruction`, the step's `name` and `distance` (metres), when given.
    public var instruction: String?
    public var name: String?
    public var distance: Double?
    /// What was read leniently or set aside while mapping this step (see `RouteAdaptor`), in
    /// document order; empty for a step taken as given.
    public var warnings: [RouteWarning]

    public init(routeIndex: Int, legIndex: Int, stepIndex: Int, type: String, modifier: String?,
                drivingSide: DrivingSide, mode: String?, maneuver: Maneuver, roundaboutTurnNumber: Int?,
                exitAngle: Double?, exitAngleSource: AngleSource? = nil, turnAngle: Double? = nil, arms: [Double]? = nil,
                lanes: [Lane], instruction: String?, name: String?, distance: Double?,
                warnings: [RouteWarning] = []) {
        self.routeIndex = routeIndex; self.legIndex = legIndex; self.stepIndex = stepIndex
        self.type = type; self.modifier = modifier; self.drivingSide = drivingSide; self.mode = mode
        self.maneuver = maneuver; self.roundaboutTurnNumber = roundaboutTurnNumber
        self.exitAngle = exitAngle; self.exitAngleSource = exitAngleSource; self.turnAngle = turnAngle; self.arms = arms
        self.lanes = lanes
        self.instruction = instruction; self.name = name; self.distance = distance
        self.warnings = warnings
    }

    /// The lanes in `LaneSpec` syntax, e.g. `straight,straight,straight+right*`; empty for none.
    public var laneSpec: String { LaneSpec.format(lanes) }

    /// The step as SDK-shaped input for the renderer.
    public var stepInfo: StepInfo {
        StepInfo(maneuver: maneuver, lanes: lanes, drivingSide: drivingSide,
                 roundaboutTurnNumber: roundaboutTurnNumber, exitAngle: exitAngle, turnAngle: turnAngle, arms: arms,
                 fullInstructionText: instruction, fullRoadName: name, distanceFromPrevStepMeters: distance)
    }
}
