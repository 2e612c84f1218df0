/// The shape of one lane direction: the 10 cases of the SDK's `GMSNavigationLaneShape`, with its
/// raw values and the turn angle each stands for (SDK reference, via the icon specification).
public enum LaneShape: Int, CaseIterable, Sendable, Hashable, Codable {
    case unknown = 0
    case straight = 1
    case slightLeft = 2
    case slightRight = 3
    case normalLeft = 4
    case normalRight = 5
    case sharpLeft = 6
    case sharpRight = 7
    case uTurnLeft = 8
    case uTurnRight = 9

    /// The same direction to the other side (left ↔ right; straight and unknown stay).
    public var mirrored: LaneShape {
        switch self {
        case .unknown, .straight: self
        case .slightLeft: .slightRight
        case .slightRight: .slightLeft
        case .normalLeft: .normalRight
        case .normalRight: .normalLeft
        case .sharpLeft: .sharpRight
        case .sharpRight: .sharpLeft
        case .uTurnLeft: .uTurnRight
        case .uTurnRight: .uTurnLeft
        }
    }

    /// The docs' ALL_CAPS name, e.g. `NORMAL_LEFT`.
    public var docsName: String { LaneShape.docsNames[rawValue] }
    /// The Swift case name, e.g. `normalLeft`.
    public var swiftName: String { LaneShape.swiftNames[rawValue] }

    static let docsNames: [String] = [
        "UNKNOWN",
        "STRAIGHT",
        "SLIGHT_LEFT",
        "SLIGHT_RIGHT",
        "NORMAL_LEFT",
        "NORMAL_RIGHT",
        "SHARP_LEFT",
        "SHARP_RIGHT",
        "U_TURN_LEFT",
        "U_TURN_RIGHT",
    ]
    static let swiftNames: [String] = [
        "unknown",
        "straight",
        "slightLeft",
        "slightRight",
        "normalLeft",
        "normalRight",
        "sharpLeft",
        "sharpRight",
        "uTurnLeft",
        "uTurnRight",
    ]
}
