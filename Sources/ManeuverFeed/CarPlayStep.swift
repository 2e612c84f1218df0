import ManeuverCatalogue
import ManeuverVocabularies

/// A CarPlay `CPManeuver` as JSON (the iOS 17.4 properties by their Swift names), read through
/// the `carplay` table:
///
/// ```json
/// {"maneuverType": 28, "trafficSide": 1, "junctionType": 1, "junctionExitAngle": -90,
///  "junctionElementAngles": [0, 90],
///  "linkedLaneGuidance": {"lanes": [{"status": 2, "angles": [-90, 0], "highlightedAngle": -90}]},
///  "instructionVariants": ["At the roundabout take the 1st exit"]}
/// ```
/// - `maneuverType`: `CPManeuverType`, raw value or name (`roundaboutExit1`); required.
/// - `trafficSide`: `CPTrafficSide`, 0 or `right` (the platform's default), 1 or `left`.
/// - `junctionExitAngle` (degrees, the `carPlay` convention: signed relative to the driver, +90
///   right; unverified, as vocabularies.md says): a roundabout value's exit angle; another
///   value's junction exit (`turnAngle`). `junctionElementAngles`: the other roads, the same way.
///   `junctionType` is not needed (the maneuver type says roundabout or not) and not read.
/// - Lanes: `linkedLaneGuidance.lanes` (or `lanes`), each a `CPLane`: `status` (`notGood` 0,
///   `good` 1, `preferred` 2, or the names), its directions as angles (iOS 18 `angles`, iOS 17.4
///   `primaryAngle` and `secondaryAngles`; the same convention, so −90 is a left arrow), and the
///   direction to take: `highlightedAngle` (17.4: the `primaryAngle`; a lane's only angle),
///   recommended in a lane
///   whose status is `good` or `preferred`. An angle becomes the lane shape of its band
///   (`laneShape(angle:trafficSide:)`).
/// - `instructionVariants[0]`: the instruction text.
enum CarPlayStep {
    static func step(_ node: JSONNode, options: RouteReadingOptions) throws(FeedError) -> MappedStep {
        var context = VocabularyContext(trafficSide: options.trafficSide)
        if let side = try node.member("trafficSide") { context.trafficSide = try trafficSide(side) }
        // A CPManeuver always has a traffic side, right unless set: an object without the field
        // states the default, so nothing is assumed (and nothing noted).
        if context.trafficSide == .none { context.trafficSide = .right }
        let typeNode = try node.required("maneuverType", "a CPManeuverType, 0…53 or its name")
        var paths = StepReading.ContextPaths()
        var warnings: [RouteWarning] = []
        let vocabulary = ManeuverVocabulary.carPlay
        // Whether the value is a roundabout decides where the junction angles go: read it bare first.
        let bare = try StepReading(vocabulary: vocabulary, lenient: false).spec(typeNode, context: VocabularyContext(trafficSide: .right), warnings: &warnings)
        warnings = []
        var turnAngle: Double? = nil, exitDegrees: Double? = nil
        let anyDegrees = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        if let a = try node.member("junctionExitAngle") {
            let degrees = try a.number(in: anyDegrees, vocabulary.angleHelp)
            exitDegrees = degrees
            if bare.isRoundabout {
                context.exitAngle = degrees
                paths.exitAngle = a.path
            } else {
                guard let clockwise = ExitAngleReading.carPlay(degrees).clockwiseFromStraightAhead,
                      ExitAngleReading.carPlay(degrees).allowed.contains(degrees) else {
                    throw FeedError(kind: .outOfRange, path: a.path, message: "\(degrees.clean) is out of range", expected: vocabulary.angleHelp)
                }
                turnAngle = clockwise
            }
        }
        if let e = try node.member("junctionElementAngles") {
            var arms = try e.elements(maximum: StepInfo.maximumArms, noun: "angles").map { (n: JSONNode) throws(FeedError) -> Double in
                try n.number(in: -360...360, "degrees relative to the driver, -360…360")
            }
            // The other roads, by CarPlay's contract; one within 5° of the exit is the exit listed
            // again, which would draw a second road beside it.
            if let exit = exitDegrees {
                let kept = arms.filter { arm in
                    let d = abs((arm - exit).truncatingRemainder(dividingBy: 360))
                    return min(d, 360 - d) >= 5
                }
                if kept.count < arms.count {
                    warnings.append(RouteWarning(path: e.path, message: "lists the junction exit's angle (\(exit.clean)°) among the other roads: drawn once, as the exit"))
                }
                arms = kept
            }
            context.arms = arms
            paths.arms = e.path
        }
        let spec = try StepReading(vocabulary: vocabulary, lenient: false).spec(typeNode, context: context, contextPaths: paths, warnings: &warnings)
        if let turnAngle, RouteShape.junctionExit(turnAngle, for: spec) == nil, !spec.isRoundabout {
            warnings.append(RouteWarning(path: JSONNode.memberPath(node.path, "junctionExitAngle"), message: "the junction exit angle bends against the maneuver's side: its junction image shows the maneuver's own direction"))
        }
        var lanesNode = try node.member("lanes")
        if let guidance = try node.member("linkedLaneGuidance") { lanesNode = try guidance.member("lanes") ?? lanesNode }
        let lanes = try lanesNode.map { (n: JSONNode) throws(FeedError) in try Self.lanes(n, trafficSide: context.trafficSide) } ?? []
        var instruction: String? = nil
        if let variants = try node.member("instructionVariants"), case .string(let first)? = try variants.elements().first?.value {
            instruction = first
        }
        let given = ["maneuverType", "trafficSide", "junctionExitAngle"].compactMap(node.scalar)
        return MappedStep(step: ManeuverStep(spec: spec, lanes: lanes, turnAngle: turnAngle, instruction: instruction), given: given, warnings: warnings)
    }

    /// `CPTrafficSide`: 0 or `right`, 1 or `left` (`CPTrafficSide` prefix optional).
    static func trafficSide(_ node: JSONNode) throws(FeedError) -> DrivingSide {
        let expected = "a CPTrafficSide: 0 or right, 1 or left"
        switch node.value {
        case .number(let d):
            switch JSONNode.exactInt(d) {
            case 0: return .right
            case 1: return .left
            default: throw FeedError(kind: .unknownName, path: node.path, message: "\(JSONNode.numberText(d)) is no CPTrafficSide", expected: expected)
            }
        case .string(let s):
            switch NameFolding.fold(s).replacingOccurrences(of: "cptrafficside", with: "") {
            case "right": return .right
            case "left": return .left
            default: throw FeedError(kind: .unknownName, path: node.path, message: "unknown CPTrafficSide \(s.quotedForMessage)", expected: expected)
            }
        default: throw node.wrongType(expected)
        }
    }

    /// `CPLane` objects, left to right.
    static func lanes(_ node: JSONNode, trafficSide: DrivingSide) throws(FeedError) -> [Lane] {
        try node.elements(maximum: StepInfo.maximumLanes, noun: "lanes").map { (lane: JSONNode) throws(FeedError) -> Lane in
            guard case .object = lane.value else { throw lane.wrongType("a CPLane object") }
            let taken = try status(lane.member("status")) >= 1
            var angles: [(Double, JSONNode)] = []
            let angleExpected = "degrees relative to the driver, -180…180 (+90 right)"
            if let list = try lane.member("angles") {
                for a in try list.elements(maximum: StepInfo.maximumDirectionsPerLane, noun: "angles") { angles.append((try a.number(in: -360...360, angleExpected), a)) }
            } else {
                if let p = try lane.member("primaryAngle") { angles.append((try p.number(in: -360...360, angleExpected), p)) }
                if let list = try lane.member("secondaryAngles") {
                    for a in try list.elements(maximum: StepInfo.maximumDirectionsPerLane - 1, noun: "angles") { angles.append((try a.number(in: -360...360, angleExpected), a)) }
                }
            }
            if angles.isEmpty {
                throw FeedError(kind: .missingField, path: lane.path + ".angles", message: "a lane with no angles", expected: "angles, or primaryAngle")
            }
            let highlighted = try lane.member("highlightedAngle")?.number(in: -360...360, angleExpected)
                ?? (lane.has("primaryAngle") || angles.count == 1 ? angles.first?.0 : nil)
            return Lane(laneDirections: angles.map { a, _ in
                LaneDirection(laneShape: laneShape(angle: a, trafficSide: trafficSide), recommended: taken && a == highlighted)
            })
        }
    }

    /// `CPLaneStatus`: 0 or `notGood`, 1 or `good`, 2 or `preferred`; absent: not good.
    static func status(_ node: JSONNode?) throws(FeedError) -> Int {
        guard let node else { return 0 }
        let expected = "a CPLaneStatus: 0 notGood, 1 good, 2 preferred"
        switch node.value {
        case .number(let d):
            guard let i = JSONNode.exactInt(d), (0...2).contains(i) else {
                throw FeedError(kind: .unknownName, path: node.path, message: "\(JSONNode.numberText(d)) is no CPLaneStatus", expected: expected)
            }
            return i
        case .string(let s):
            guard let i = ["notgood", "good", "preferred"].firstIndex(of: NameFolding.fold(s).replacingOccurrences(of: "cplanestatus", with: "")) else {
                throw FeedError(kind: .unknownName, path: node.path, message: "unknown CPLaneStatus \(s.quotedForMessage)", expected: expected)
            }
            return i
        default: throw node.wrongType(expected)
        }
    }

    /// The lane shape of a direction given as an angle relative to the driver (+ right): the
    /// bands of `ManeuverSpec.Sharpness` halfway between the shapes' own angles (0, 45, 90, 135,
    /// 180): within 22.5° straight, then slight, normal and sharp, from 157.5° a U-turn, whose
    /// side at ±180 is the traffic side's (left in right-hand traffic).
    static func laneShape(angle: Double, trafficSide: DrivingSide) -> LaneShape {
        var a = angle.truncatingRemainder(dividingBy: 360)
        if a > 180 { a -= 360 } else if a < -180 { a += 360 }
        let m = abs(a)
        let right = m == 180 ? trafficSide == .left : a > 0
        switch m {
        case ..<22.5: return .straight
        case ..<67.5: return right ? .slightRight : .slightLeft
        case ..<112.5: return right ? .normalRight : .normalLeft
        case ..<157.5: return right ? .sharpRight : .sharpLeft
        default: return right ? .uTurnRight : .uTurnLeft
        }
    }
}
