/// A turn-by-turn maneuver: the 66 cases of the Google Navigation SDK's `GMSNavigationManeuver`
/// (Android `Maneuver`), with the SDK's raw values. Source: the SDK reference, as tabulated in the
/// project's icon specification.
///
/// Clockwise / counterclockwise: the SDK resolves the driving side into the maneuver; left-hand
/// traffic goes round clockwise, right-hand traffic counterclockwise (seen from above, y down).
public enum Maneuver: Int, CaseIterable, Sendable, Hashable, Codable {
    case unknown = 0
    case depart = 1
    case destination = 2
    case destinationLeft = 3
    case destinationRight = 4
    case straight = 5
    case turnLeft = 6
    case turnRight = 7
    case turnKeepLeft = 8
    case turnKeepRight = 9
    case turnSlightLeft = 10
    case turnSlightRight = 11
    case turnSharpLeft = 12
    case turnSharpRight = 13
    case turnUTurnClockwise = 14
    case turnUTurnCounterClockwise = 15
    case mergeUnspecified = 16
    case mergeLeft = 17
    case mergeRight = 18
    case forkLeft = 19
    case forkRight = 20
    case onRampUnspecified = 21
    case onRampLeft = 22
    case onRampRight = 23
    case onRampKeepLeft = 24
    case onRampKeepRight = 25
    case onRampSlightLeft = 26
    case onRampSlightRight = 27
    case onRampSharpLeft = 28
    case onRampSharpRight = 29
    case onRampUTurnClockwise = 30
    case onRampUTurnCounterClockwise = 31
    case offRampUnspecified = 32
    case offRampLeft = 33
    case offRampRight = 34
    case offRampKeepLeft = 35
    case offRampKeepRight = 36
    case offRampSlightLeft = 37
    case offRampSlightRight = 38
    case offRampSharpLeft = 39
    case offRampSharpRight = 40
    case offRampUTurnClockwise = 41
    case offRampUTurnCounterClockwise = 42
    case roundaboutClockwise = 43
    case roundaboutCounterClockwise = 44
    case roundaboutStraightClockwise = 45
    case roundaboutStraightCounterClockwise = 46
    case roundaboutLeftClockwise = 47
    case roundaboutLeftCounterClockwise = 48
    case roundaboutRightClockwise = 49
    case roundaboutRightCounterClockwise = 50
    case roundaboutSlightLeftClockwise = 51
    case roundaboutSlightLeftCounterClockwise = 52
    case roundaboutSlightRightClockwise = 53
    case roundaboutSlightRightCounterClockwise = 54
    case roundaboutSharpLeftClockwise = 55
    case roundaboutSharpLeftCounterClockwise = 56
    case roundaboutSharpRightClockwise = 57
    case roundaboutSharpRightCounterClockwise = 58
    case roundaboutUTurnClockwise = 59
    case roundaboutUTurnCounterClockwise = 60
    case roundaboutExitClockwise = 61
    case roundaboutExitCounterClockwise = 62
    case ferryBoat = 63
    case ferryTrain = 64
    case nameChange = 65

    /// The docs' ALL_CAPS name, e.g. `ROUNDABOUT_LEFT_COUNTERCLOCKWISE`.
    public var docsName: String { Maneuver.docsNames[rawValue] }
    /// The Swift case name, e.g. `roundaboutLeftCounterClockwise`.
    public var swiftName: String { Maneuver.swiftNames[rawValue] }

    static let docsNames: [String] = [
        "UNKNOWN",
        "DEPART",
        "DESTINATION",
        "DESTINATION_LEFT",
        "DESTINATION_RIGHT",
        "STRAIGHT",
        "TURN_LEFT",
        "TURN_RIGHT",
        "TURN_KEEP_LEFT",
        "TURN_KEEP_RIGHT",
        "TURN_SLIGHT_LEFT",
        "TURN_SLIGHT_RIGHT",
        "TURN_SHARP_LEFT",
        "TURN_SHARP_RIGHT",
        "TURN_U_TURN_CLOCKWISE",
        "TURN_U_TURN_COUNTERCLOCKWISE",
        "MERGE_UNSPECIFIED",
        "MERGE_LEFT",
        "MERGE_RIGHT",
        "FORK_LEFT",
        "FORK_RIGHT",
        "ON_RAMP_UNSPECIFIED",
        "ON_RAMP_LEFT",
        "ON_RAMP_RIGHT",
        "ON_RAMP_KEEP_LEFT",
        "ON_RAMP_KEEP_RIGHT",
        "ON_RAMP_SLIGHT_LEFT",
        "ON_RAMP_SLIGHT_RIGHT",
        "ON_RAMP_SHARP_LEFT",
        "ON_RAMP_SHARP_RIGHT",
        "ON_RAMP_U_TURN_CLOCKWISE",
        "ON_RAMP_U_TURN_COUNTERCLOCKWISE",
        "OFF_RAMP_UNSPECIFIED",
        "OFF_RAMP_LEFT",
        "OFF_RAMP_RIGHT",
        "OFF_RAMP_KEEP_LEFT",
        "OFF_RAMP_KEEP_RIGHT",
        "OFF_RAMP_SLIGHT_LEFT",
        "OFF_RAMP_SLIGHT_RIGHT",
        "OFF_RAMP_SHARP_LEFT",
        "OFF_RAMP_SHARP_RIGHT",
        "OFF_RAMP_U_TURN_CLOCKWISE",
        "OFF_RAMP_U_TURN_COUNTERCLOCKWISE",
        "ROUNDABOUT_CLOCKWISE",
        "ROUNDABOUT_COUNTERCLOCKWISE",
        "ROUNDABOUT_STRAIGHT_CLOCKWISE",
        "ROUNDABOUT_STRAIGHT_COUNTERCLOCKWISE",
        "ROUNDABOUT_LEFT_CLOCKWISE",
        "ROUNDABOUT_LEFT_COUNTERCLOCKWISE",
        "ROUNDABOUT_RIGHT_CLOCKWISE",
        "ROUNDABOUT_RIGHT_COUNTERCLOCKWISE",
        "ROUNDABOUT_SLIGHT_LEFT_CLOCKWISE",
        "ROUNDABOUT_SLIGHT_LEFT_COUNTERCLOCKWISE",
        "ROUNDABOUT_SLIGHT_RIGHT_CLOCKWISE",
        "ROUNDABOUT_SLIGHT_RIGHT_COUNTERCLOCKWISE",
        "ROUNDABOUT_SHARP_LEFT_CLOCKWISE",
        "ROUNDABOUT_SHARP_LEFT_COUNTERCLOCKWISE",
        "ROUNDABOUT_SHARP_RIGHT_CLOCKWISE",
        "ROUNDABOUT_SHARP_RIGHT_COUNTERCLOCKWISE",
        "ROUNDABOUT_U_TURN_CLOCKWISE",
        "ROUNDABOUT_U_TURN_COUNTERCLOCKWISE",
        "ROUNDABOUT_EXIT_CLOCKWISE",
        "ROUNDABOUT_EXIT_COUNTERCLOCKWISE",
        "FERRY_BOAT",
        "FERRY_TRAIN",
        "NAME_CHANGE",
    ]
    static let swiftNames: [String] = [
        "unknown",
        "depart",
        "destination",
        "destinationLeft",
        "destinationRight",
        "straight",
        "turnLeft",
        "turnRight",
        "turnKeepLeft",
        "turnKeepRight",
        "turnSlightLeft",
        "turnSlightRight",
        "turnSharpLeft",
        "turnSharpRight",
        "turnUTurnClockwise",
        "turnUTurnCounterClockwise",
        "mergeUnspecified",
        "mergeLeft",
        "mergeRight",
        "forkLeft",
        "forkRight",
        "onRampUnspecified",
        "onRampLeft",
        "onRampRight",
        "onRampKeepLeft",
        "onRampKeepRight",
        "onRampSlightLeft",
        "onRampSlightRight",
        "onRampSharpLeft",
        "onRampSharpRight",
        "onRampUTurnClockwise",
        "onRampUTurnCounterClockwise",
        "offRampUnspecified",
        "offRampLeft",
        "offRampRight",
        "offRampKeepLeft",
        "offRampKeepRight",
        "offRampSlightLeft",
        "offRampSlightRight",
        "offRampSharpLeft",
        "offRampSharpRight",
        "offRampUTurnClockwise",
        "offRampUTurnCounterClockwise",
        "roundaboutClockwise",
        "roundaboutCounterClockwise",
        "roundaboutStraightClockwise",
        "roundaboutStraightCounterClockwise",
        "roundaboutLeftClockwise",
        "roundaboutLeftCounterClockwise",
        "roundaboutRightClockwise",
        "roundaboutRightCounterClockwise",
        "roundaboutSlightLeftClockwise",
        "roundaboutSlightLeftCounterClockwise",
        "roundaboutSlightRightClockwise",
        "roundaboutSlightRightCounterClockwise",
        "roundaboutSharpLeftClockwise",
        "roundaboutSharpLeftCounterClockwise",
        "roundaboutSharpRightClockwise",
        "roundaboutSharpRightCounterClockwise",
        "roundaboutUTurnClockwise",
        "roundaboutUTurnCounterClockwise",
        "roundaboutExitClockwise",
        "roundaboutExitCounterClockwise",
        "ferryBoat",
        "ferryTrain",
        "nameChange",
    ]
}
