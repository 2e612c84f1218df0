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
    /// The previous step's banner `primary.degrees` for `roundabout`/`rotary`/`roundabout turn`
    /// steps, as degrees travelled along the circulation (1…359); nil when there is none, or it is
    /// outside 0…360 (a warning says so), and for `exit roundabout`/`exit rotary` steps.
    public var exitAngle: Double?
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
                exitAngle: Double?, lanes: [Lane], instruction: String?, name: String?, distance: Double?,
                warnings: [RouteWarning] = []) {
        self.routeIndex = routeIndex; self.legIndex = legIndex; self.stepIndex = stepIndex
        self.type = type; self.modifier = modifier; self.drivingSide = drivingSide; self.mode = mode
        self.maneuver = maneuver; self.roundaboutTurnNumber = roundaboutTurnNumber
        self.exitAngle = exitAngle; self.lanes = lanes
        self.instruction = instruction; self.name = name; self.distance = distance
        self.warnings = warnings
    }

    /// The lanes in `LaneSpec` syntax, e.g. `straight,straight,straight+right*`; empty for none.
    public var laneSpec: String { LaneSpec.format(lanes) }

    /// The step as SDK-shaped input for the renderer.
    public var stepInfo: StepInfo {
        StepInfo(maneuver: maneuver, lanes: lanes, drivingSide: drivingSide,
                 roundaboutTurnNumber: roundaboutTurnNumber, exitAngle: exitAngle,
                 fullInstructionText: instruction, fullRoadName: name, distanceFromPrevStepMeters: distance)
    }
}
