import ManeuverCatalogue

/// OSRM-format lane objects (`intersections[].lanes[]`: `indications`, `valid`, and the Mapbox /
/// Valhalla extensions `active`, `valid_indication`) turned into SDK lanes.
///
/// Shapes: `straight` and `none` (no marking) → `STRAIGHT`; `slight left`/`left`/`sharp left` →
/// `SLIGHT_LEFT`/`NORMAL_LEFT`/`SHARP_LEFT` (same on the right); `uturn` → `U_TURN_LEFT` in
/// right-hand traffic, `U_TURN_RIGHT` in left-hand traffic; an empty `indications` array is one
/// `STRAIGHT` direction (like `none`); any other text → `UNKNOWN` (not an error).
///
/// Recommended (one direction at most per lane):
/// 1. The lane is *taken* when `active` is true; when the lane has no `active` member (plain
///    OSRM), when `valid` is true. (`active` is Mapbox's "preferred lane"; its banners highlight
///    exactly the `active` lanes, as the fixtures' `sub` lane components show.)
/// 2. In a taken lane the recommended direction is the one equal to `valid_indication`; without a
///    usable `valid_indication`, the only direction, or else the direction whose angle is closest to
///    the step's modifier (straight when there is none).
enum RouteLanes {
    /// Signed turn angle of an indication or modifier in degrees (left negative).
    static func angle(_ text: String?, drivingSide: DrivingSide) -> Double? {
        switch text {
        case nil, "none", "straight": 0
        case "slight left": -45
        case "left": -90
        case "sharp left": -135
        case "slight right": 45
        case "right": 90
        case "sharp right": 135
        case "uturn": drivingSide == .left ? 180 : -180
        default: nil
        }
    }

    static func shape(_ indication: String, drivingSide: DrivingSide) -> LaneShape {
        switch indication {
        case "none", "straight": .straight
        case "slight left": .slightLeft
        case "left": .normalLeft
        case "sharp left": .sharpLeft
        case "slight right": .slightRight
        case "right": .normalRight
        case "sharp right": .sharpRight
        case "uturn": drivingSide == .left ? .uTurnRight : .uTurnLeft
        default: .unknown
        }
    }

    /// Lanes of one intersection's `lanes` array, left to right.
    static func lanes(_ node: JSONNode, drivingSide: DrivingSide, modifier: OSRMModifier?) throws(FeedError) -> [Lane] {
        var lanes: [Lane] = []
        for laneNode in try node.elements(maximum: StepInfo.maximumLanes, noun: "lanes") {
            guard case .object = laneNode.value else { throw laneNode.wrongType("a lane object") }
            var indications: [String] = []
            if let ind = try laneNode.member("indications") {
                for i in try ind.elements(maximum: StepInfo.maximumDirectionsPerLane, noun: "indications") {
                    indications.append(try i.string())
                }
            }
            if indications.isEmpty { indications = ["none"] }
            let valid = try laneNode.member("valid")?.bool() ?? false
            let active = try laneNode.member("active")?.bool()
            let validIndication = try laneNode.member("valid_indication")?.string()
            var recommended: Int? = nil
            if active ?? valid {
                if let vi = validIndication, let i = indications.firstIndex(of: vi) {
                    recommended = i
                } else if indications.count == 1 {
                    recommended = 0
                } else {
                    let target = angle(modifier?.rawValue, drivingSide: drivingSide) ?? 0
                    var best = Double.infinity
                    for (i, ind) in indications.enumerated() {
                        if let a = angle(ind, drivingSide: drivingSide), abs(a - target) < best {
                            best = abs(a - target); recommended = i
                        }
                    }
                }
            }
            lanes.append(Lane(laneDirections: indications.enumerated().map { i, ind in
                LaneDirection(laneShape: shape(ind, drivingSide: drivingSide), recommended: i == recommended)
            }))
        }
        return lanes
    }
}
