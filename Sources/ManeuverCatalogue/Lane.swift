/// Which side of the road traffic drives on: the SDK's `GMSNavigationDrivingSide` (raw values
/// none 0, left 1, right 2).
public enum DrivingSide: Int, CaseIterable, Sendable, Hashable, Codable {
    case none = 0
    case left = 1
    case right = 2

    /// Parses `none`/`left`/`right` (any case, with or without the Objective-C prefix
    /// `GMSNavigationDrivingSide`) or the raw integer.
    public init(parsing text: String) throws(NameParseError) {
        let t = text.trimmingWhitespace()
        if let raw = Int(t), let s = DrivingSide(rawValue: raw) { self = s; return }
        // Longer inputs are no name (and folding a megabyte-long one would take seconds).
        let folded = t.utf8.count <= NameMatching.nearMatchInputLimit ? NameMatching.fold(t) : ""
        switch NameMatching.stripping("gmsnavigationdrivingside", from: folded) {
        case "none": self = .none
        case "left": self = .left
        case "right": self = .right
        default:
            throw NameParseError(kind: "driving side", input: text, nearMatches: [], validNames: ["none", "left", "right"])
        }
    }
}

/// One direction a lane allows: the SDK's `GMSNavigationLaneDirection`.
public struct LaneDirection: Sendable, Hashable, Codable {
    public var laneShape: LaneShape
    /// True when this direction is on the route (drawn in the primary colour, on top).
    public var recommended: Bool
    public init(laneShape: LaneShape, recommended: Bool = false) {
        self.laneShape = laneShape; self.recommended = recommended
    }
}

/// One lane: the SDK's `GMSNavigationLane`, its directions in any order.
public struct Lane: Sendable, Hashable, Codable {
    public var laneDirections: [LaneDirection]
    public init(laneDirections: [LaneDirection]) { self.laneDirections = laneDirections }
    /// True when any direction of the lane is recommended.
    public var isRecommended: Bool { laneDirections.contains { $0.recommended } }
}
