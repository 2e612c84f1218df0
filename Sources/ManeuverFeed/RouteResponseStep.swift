import ManeuverCatalogue

/// One step of a route response of any format (`RouteResponse`), mapped for drawing: where it
/// is, what the response said, the step as the model reads it, and what was read leniently.
public struct RouteResponseStep: Sendable, Hashable {
    /// The format the response came in.
    public var format: RouteFormat
    /// Position: the route (OSRM, Google: `routes[i]`; Valhalla: 0 the trip, then `alternates`;
    /// GraphHopper: `paths[i]`), the leg (HERE: the section; GraphHopper: counted by via points)
    /// and the step within it (HERE: the action), each from 0.
    public var routeIndex: Int
    public var legIndex: Int
    public var stepIndex: Int
    /// JSONPath of the step object, e.g. `$.trip.legs[0].maneuvers[4]`.
    public var path: String
    /// The step: the spec (its `source` the vocabulary and the value read), lanes, junction exit
    /// and text.
    public var step: ManeuverStep
    /// The fields of the step object that decided its maneuver, as given (`type` and
    /// `roundabout_exit_count`, `sign` and `turn_angle`, `action` and `direction`, …).
    public var given: [RouteSourceField]
    /// The traffic side the step was read in: the response's own (OSRM's `driving_side`), else
    /// the caller's (`RouteReadingOptions.trafficSide`), else `.none`.
    public var trafficSide: DrivingSide
    /// Where the spec's exit angle came from; nil without one.
    public var exitAngleSource: RouteAngleSource?
    /// Where the spec's arms came from (`intersections`); nil without arms.
    public var armsSource: String?
    /// What was read leniently, assumed or could not be drawn as stated, in document order.
    public var warnings: [RouteWarning]
    /// The OSRM-format step as `RouteAdaptor` maps it (type, modifier, mode, the table's
    /// maneuver); nil for the other formats.
    public var osrm: RouteStep?

    public init(format: RouteFormat, routeIndex: Int, legIndex: Int, stepIndex: Int, path: String, step: ManeuverStep,
                given: [RouteSourceField] = [], trafficSide: DrivingSide = .none, exitAngleSource: RouteAngleSource? = nil,
                armsSource: String? = nil, warnings: [RouteWarning] = [], osrm: RouteStep? = nil) {
        self.format = format; self.routeIndex = routeIndex; self.legIndex = legIndex; self.stepIndex = stepIndex
        self.path = path; self.step = step; self.given = given; self.trafficSide = trafficSide
        self.exitAngleSource = exitAngleSource; self.armsSource = armsSource; self.warnings = warnings; self.osrm = osrm
    }
}

/// One field of a step object as given: its key and its value.
public struct RouteSourceField: Sendable, Hashable {
    public var key: String
    public var value: JSONScalar

    public init(_ key: String, _ value: JSONScalar) { self.key = key; self.value = value }
}

/// A JSON string, number or boolean.
public enum JSONScalar: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)

    public var description: String {
        switch self {
        case .string(let s): return s
        case .number(let d): return d.clean
        case .bool(let b): return b ? "true" : "false"
        }
    }
}

/// Where a route step's exit angle came from.
public enum RouteAngleSource: String, Sendable, Hashable {
    /// OSRM-format intersections' (or maneuvers') bearings at entry and exit.
    case bearings
    /// The previous step's banner `primary.degrees` (Mapbox).
    case bannerDegrees
    /// The route's shape (Valhalla's, GraphHopper's, Google's encoded polyline): the heading into
    /// the roundabout and out of it.
    case shape
    /// GraphHopper's `turn_angle` (its magnitude).
    case turnAngle
}

/// What a caller tells the route readers that a response may not say.
public struct RouteReadingOptions: Sendable, Hashable {
    /// The side traffic drives on, for responses that do not state it (every format but OSRM's
    /// `driving_side`): it sets the circulation of roundabouts and U-turns. `.none`: right-hand
    /// traffic is assumed where a step needs it, with a warning.
    public var trafficSide: DrivingSide

    public init(trafficSide: DrivingSide = .none) { self.trafficSide = trafficSide }
}
