import Foundation
import ManeuverCatalogue

/// One step of a route, shaped after the Google Navigation SDK's `GMSNavigationStepInfo` (Android
/// `StepInfo`), plus our optional `exitAngle`, `turnAngle` and `arms`.
///
/// JSON form (field names as in the SDK; unknown members are ignored):
/// ```json
/// { "maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "drivingSide": "left",
///   "roundaboutTurnNumber": 3, "exitAngle": 270,
///   "lanes": [ { "laneDirections": [ { "laneShape": "NORMAL_LEFT", "recommended": true } ] } ],
///   "fullInstructionText": "At the roundabout, take the 3rd exit", "fullRoadName": "A6" }
/// ```
/// - `maneuver` (required), `laneShape` (required in each direction) and `drivingSide` accept any
///   name spelling the catalogue parses (`TURN_LEFT`, `turnLeft`, `turn-left`, …) or the SDK's raw
///   integer. `drivingSide` defaults to `none`; `recommended` (Android: `isRecommended`) to false.
/// - `roundaboutTurnNumber`: 1…99; absent, `null` or any integer ≤ 0 (the SDK's `0` and `-1`, "not
///   a roundabout") mean none. Anything else (above 99, fractional, not a number) is an error.
/// - `exitAngle`: degrees travelled along the circulation from the entry to the exit, 1…359
///   (180 = straight across), in the circulation's own direction (clockwise for left-hand traffic).
///   Only absent or `null` mean none; any other value outside 1…359 is an error.
/// - `turnAngle`: for the junction image of a maneuver other than a roundabout, the exit's degrees
///   clockwise from straight ahead, 0…360 (90 a road to the right). Absent or `null`: none.
/// - `arms`: the intersection's other roads, in the convention of the angle (roundabouts: degrees
///   travelled in circulation from the entry; other maneuvers: clockwise from straight ahead),
///   at most `maximumArms`, each 0…360. Absent or `null`: not known.
/// - Informational fields (`stepNumber`, `distanceFromPrevStepMeters`, `timeFromPrevStepSeconds`)
///   are ≥ 0; the SDK's `-1` ("not available") reads as nil.
/// - `lanes`: ordered left to right whatever the driving side; 0…`maximumLanes` lanes (0 = no lane
///   guidance), each with 1…`maximumDirectionsPerLane` directions.
///
/// Decoding (`decode(_:)` or `JSONDecoder`) validates all of this and throws `FeedError` naming the
/// JSON path of the bad field. Values built in Swift are not validated; the renderer refuses an
/// exit angle or turn number out of range when it draws them. Both ways follow the same rules for
/// "none": `roundaboutTurnNumber` ≤ 0 is stored as nil (`turnNumber(_:)`, also when set later), and
/// `exitAngle` has only nil. Encoding writes the docs' names (`TURN_LEFT`, `NORMAL_LEFT`, `left`).
public struct StepInfo: Sendable, Hashable, Codable {
    /// Most lanes a step may have: the most the lanes image can draw (`LaneLayout.maximumLanes`,
    /// 24; real roads have well under 16).
    public static let maximumLanes = LaneLayout.maximumLanes
    /// At most this many directions per lane (there are only 10 lane shapes).
    public static let maximumDirectionsPerLane = 10
    public static let roundaboutTurnNumberRange: ClosedRange<Int> = 1...99
    public static let exitAngleRange: ClosedRange<Double> = 1...359
    public static let turnAngleRange: ClosedRange<Double> = ManeuverGlyphs.junctionExitRange
    public static let armAngleRange: ClosedRange<Double> = ManeuverGlyphs.armAngleRange
    public static let maximumArms = ManeuverGlyphs.maximumArms

    public var maneuver: Maneuver
    /// Lanes left to right; empty when the step has no lane guidance.
    public var lanes: [Lane]
    public var drivingSide: DrivingSide
    /// The counted exit to take at a roundabout (1…99), nil when not a roundabout. A value ≤ 0 (the
    /// SDK's 0 and -1) is stored as nil, whether set here, by the initializer or by decoding.
    public var roundaboutTurnNumber: Int? {
        get { turnNumber }
        set { turnNumber = StepInfo.turnNumber(newValue) }
    }
    /// Storage of `roundaboutTurnNumber`, always nil or ≥ 1.
    private var turnNumber: Int?
    /// Degrees travelled along the circulation, 1…359, nil when unknown.
    public var exitAngle: Double?
    /// Degrees clockwise from straight ahead to the exit, 0…360, nil when unknown (non-roundabouts).
    public var turnAngle: Double?
    /// The intersection's other roads (see the type's documentation), nil when unknown.
    public var arms: [Double]?
    public var fullInstructionText: String?
    public var fullRoadName: String?
    public var simpleRoadName: String?
    public var exitNumber: String?
    public var stepNumber: Int?
    /// Length of this step in metres.
    public var distanceFromPrevStepMeters: Double?
    /// Estimated time to complete this step, in seconds.
    public var timeFromPrevStepSeconds: Double?

    public init(maneuver: Maneuver, lanes: [Lane] = [], drivingSide: DrivingSide = .none,
                roundaboutTurnNumber: Int? = nil, exitAngle: Double? = nil, turnAngle: Double? = nil, arms: [Double]? = nil,
                fullInstructionText: String? = nil, fullRoadName: String? = nil,
                simpleRoadName: String? = nil, exitNumber: String? = nil, stepNumber: Int? = nil,
                distanceFromPrevStepMeters: Double? = nil, timeFromPrevStepSeconds: Double? = nil) {
        self.maneuver = maneuver; self.lanes = lanes; self.drivingSide = drivingSide
        self.turnNumber = StepInfo.turnNumber(roundaboutTurnNumber); self.exitAngle = exitAngle
        self.turnAngle = turnAngle; self.arms = arms
        self.fullInstructionText = fullInstructionText; self.fullRoadName = fullRoadName
        self.simpleRoadName = simpleRoadName; self.exitNumber = exitNumber; self.stepNumber = stepNumber
        self.distanceFromPrevStepMeters = distanceFromPrevStepMeters
        self.timeFromPrevStepSeconds = timeFromPrevStepSeconds
    }

    /// The exit angle to draw the step with: `exitAngle` for a roundabout and for an icon; for the
    /// junction image (`junction`) of another maneuver, `turnAngle` (degrees clockwise from
    /// straight ahead), the renderer's convention for each, unless it lies on the other side from
    /// the side the maneuver names (`RouteShape.junctionExit`): then none, and the image shows the
    /// maneuver's own direction.
    public func exitAngle(junction: Bool) -> Double? {
        maneuver.roundaboutIsClockwise == nil && junction ? RouteShape.junctionExit(turnAngle, for: maneuver.spec) : exitAngle
    }

    /// Decodes and validates one step from JSON text (UTF-8; UTF-16 and UTF-32 are detected too).
    /// Parsing takes about 3 KB of memory per JSON object; a document of more than 250,000
    /// objects or 4,000,000 values is refused before parsing (about 1.5 GB at most).
    /// - Throws: `FeedError` naming the JSON path of the first bad field; `.tooMany` at `$` for
    ///   a document beyond those counts.
    public static func decode(_ data: Data) throws(FeedError) -> StepInfo {
        try StepInfo(node: JSONNode(JSONValue.parse(data)))
    }

    /// Decodes and validates one step from JSON text.
    public static func decode(json text: String) throws(FeedError) -> StepInfo {
        try decode(Data(text.utf8))
    }

    /// The SDK's convention for a roundabout turn number, the one rule for JSON and Swift values: a
    /// value ≤ 0 means "not a roundabout" and gives nil; any other is kept (the renderer draws
    /// 1…99 and refuses larger ones; decoding refuses them first).
    static func turnNumber(_ value: Int?) -> Int? {
        guard let value, value >= 1 else { return nil }
        return value
    }

    // MARK: Codable

    enum Key: String, CodingKey {
        case maneuver, lanes, laneDirections, laneShape, recommended, drivingSide, roundaboutTurnNumber
        case exitAngle, turnAngle, arms, fullInstructionText, fullRoadName, simpleRoadName, exitNumber, stepNumber
        case distanceFromPrevStepMeters, timeFromPrevStepSeconds
    }

    /// Decodes with the same validation as `decode(_:)`; the thrown error is a `FeedError` whose
    /// path includes the decoder's coding path.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue.decodeTree(from: decoder)
        try self.init(node: JSONNode(value, path: JSONNode.path(decoder.codingPath)))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(maneuver.docsName, forKey: .maneuver)
        var lanesC = c.nestedUnkeyedContainer(forKey: .lanes)
        for lane in lanes {
            var laneC = lanesC.nestedContainer(keyedBy: Key.self)
            var dirsC = laneC.nestedUnkeyedContainer(forKey: .laneDirections)
            for d in lane.laneDirections {
                var dC = dirsC.nestedContainer(keyedBy: Key.self)
                try dC.encode(d.laneShape.docsName, forKey: .laneShape)
                try dC.encode(d.recommended, forKey: .recommended)
            }
        }
        try c.encode(["none", "left", "right"][drivingSide.rawValue], forKey: .drivingSide)
        try c.encodeIfPresent(roundaboutTurnNumber, forKey: .roundaboutTurnNumber)
        try c.encodeIfPresent(exitAngle, forKey: .exitAngle)
        try c.encodeIfPresent(turnAngle, forKey: .turnAngle)
        try c.encodeIfPresent(arms, forKey: .arms)
        try c.encodeIfPresent(fullInstructionText, forKey: .fullInstructionText)
        try c.encodeIfPresent(fullRoadName, forKey: .fullRoadName)
        try c.encodeIfPresent(simpleRoadName, forKey: .simpleRoadName)
        try c.encodeIfPresent(exitNumber, forKey: .exitNumber)
        try c.encodeIfPresent(stepNumber, forKey: .stepNumber)
        try c.encodeIfPresent(distanceFromPrevStepMeters, forKey: .distanceFromPrevStepMeters)
        try c.encodeIfPresent(timeFromPrevStepSeconds, forKey: .timeFromPrevStepSeconds)
    }

    // MARK: Validation

    init(node: JSONNode) throws(FeedError) {
        guard case .object = node.value else { throw node.wrongType("a step object") }
        maneuver = try node.required("maneuver", "a maneuver name or integer 0…65").maneuver()
        lanes = []
        if let lanesNode = try node.member("lanes") {
            for laneNode in try lanesNode.elements(maximum: StepInfo.maximumLanes, noun: "lanes") {
                lanes.append(try StepInfo.lane(laneNode))
            }
        }
        drivingSide = try node.member("drivingSide")?.drivingSide() ?? .none
        if let n = try node.member("roundaboutTurnNumber") {
            if case .number(let d) = n.value, d <= 0, d == d.rounded(.towardZero) {
                turnNumber = nil   // any whole number ≤ 0 is "none", also one beyond Int's range (-1e300)
            } else {
                let turn = try n.integer(in: Int.min...StepInfo.roundaboutTurnNumberRange.upperBound,
                                         "an integer 1…99 (≤ 0, null or absent: none)")
                turnNumber = StepInfo.turnNumber(turn)
            }
        }
        exitAngle = try node.member("exitAngle")?.number(
            in: StepInfo.exitAngleRange, "a number of degrees 1…359 travelled along the circulation")
        turnAngle = try node.member("turnAngle")?.number(in: StepInfo.turnAngleRange, "a number of degrees 0…360 clockwise from straight ahead")
        if let a = try node.member("arms") {
            arms = try a.elements(maximum: StepInfo.maximumArms, noun: "arms").map { (n: JSONNode) throws(FeedError) -> Double in
                try n.number(in: StepInfo.armAngleRange, "a number of degrees 0…360")
            }
        }
        fullInstructionText = try node.member("fullInstructionText")?.string()
        fullRoadName = try node.member("fullRoadName")?.string()
        simpleRoadName = try node.member("simpleRoadName")?.string()
        exitNumber = try node.member("exitNumber")?.string()
        stepNumber = try node.member("stepNumber")?.measure(integer: true, "an integer 0…2147483647 (-1: none)").map(Int.init)
        distanceFromPrevStepMeters = try node.member("distanceFromPrevStepMeters")?.measure("a distance in metres ≥ 0 (-1: none)")
        timeFromPrevStepSeconds = try node.member("timeFromPrevStepSeconds")?.measure("a time in seconds ≥ 0 (-1: none)")
    }

    static func lane(_ node: JSONNode) throws(FeedError) -> Lane {
        guard case .object = node.value else { throw node.wrongType("a lane object with laneDirections") }
        let dirsNode = try node.required("laneDirections", "an array of 1…\(maximumDirectionsPerLane) lane directions")
        let dirNodes = try dirsNode.elements(maximum: maximumDirectionsPerLane, noun: "directions")
        if dirNodes.isEmpty {
            throw FeedError(kind: .outOfRange, path: dirsNode.path, message: "a lane with no directions",
                            expected: "1…\(maximumDirectionsPerLane) lane directions")
        }
        var directions: [LaneDirection] = []
        for d in dirNodes {
            guard case .object = d.value else { throw d.wrongType("a lane direction object with laneShape") }
            let shape = try d.required("laneShape", "a lane shape name or integer 0…9").laneShape()
            var recommended = false
            if let r = try d.member("recommended") { recommended = try r.bool() }
            else if let r = try d.member("isRecommended") { recommended = try r.bool() }
            directions.append(LaneDirection(laneShape: shape, recommended: recommended))
        }
        return Lane(laneDirections: directions)
    }
}
