import ManeuverCatalogue

/// OSRM-format lane objects (`intersections[].lanes[]`: `indications`, `valid`, and the Mapbox /
/// Valhalla extensions `active`, `valid_indication`) turned into SDK lanes.
///
/// Shapes, from the indication vocabulary OSRM documents and Valhalla's OSRM output and Mapbox
/// use (`indicationNames`): `straight` and `none` (no marking: a lane without arrows, drawn as
/// the through lane it usually is) → `STRAIGHT`, except that a *taken* lane marked only `none`
/// takes the step's direction (the modifier's shape: the lane serves this maneuver, so a turn
/// right through an unmarked lane shows a right arrow there, not a recommended straight one),
/// unless the step is one whose modifier is no turn of the lane
/// (`keepsUnmarkedStraight`: `arrive`'s says where the destination lies, `merge`'s which way the
/// road merges, `depart`'s nothing a lane shows); `slight left`/`left`/`sharp left` →
/// `SLIGHT_LEFT`/`NORMAL_LEFT`/`SHARP_LEFT` (same on the right); `uturn` → `U_TURN_LEFT` in
/// right-hand traffic, `U_TURN_RIGHT` in left-hand traffic. Lenient, so that a feed still draws
/// the lanes, but never silently (each with a `RouteWarning`):
/// - any other text (`leftish`, `merge to left`) → `UNKNOWN`;
/// - an empty or absent `indications` → one `UNKNOWN` direction: the engines write `["none"]`
///   for a lane without markings, so nothing at all says nothing about the lane's direction, and
///   guessing `STRAIGHT` would draw an arrow nobody gave;
/// - a `valid_indication` that is none of the lane's indications is not used (rule 2 goes on
///   without it).
///
/// Recommended (one direction at most per lane):
/// 1. The lane is *taken* when `active` is true; when the lane has no `active` member (plain
///    OSRM), when `valid` is true. (`active` is Mapbox's "preferred lane"; its banners highlight
///    exactly the `active` lanes, as the fixtures' `sub` lane components show.)
/// 2. In a taken lane the recommended direction is the one equal to `valid_indication`; without a
///    usable `valid_indication`, the only direction, or else the direction whose angle is closest to
///    the step's modifier (straight when there is none; `UNKNOWN` directions have no angle); of two
///    equally close, the one turning further (`slight right` in a `straight`/`right` lane takes
///    `right`, as `slight left` in a `left`/`straight` lane takes `left`, so that mirror cases
///    answer alike whatever the order listed); two that still tie, one on
///    each side of the modifier's direction (`slight left` and `slight right` going straight),
///    go to the first listed.
enum RouteLanes {
    /// The lane indications OSRM documents (Valhalla's OSRM output and Mapbox use the same).
    static let indicationNames = ["none", "uturn", "sharp right", "right", "slight right", "straight", "slight left", "left", "sharp left"]

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

    /// Lanes of one intersection's `lanes` array, left to right; what was read leniently is
    /// appended to `warnings`.
    /// Step types whose taken unmarked lanes stay `STRAIGHT` (see the type's documentation).
    static let keepsUnmarkedStraight: Set<String> = ["arrive", "depart", "merge"]

    /// `unmarkedTakesDirection`: whether a taken lane marked only `none` takes `modifier`'s shape.
    static func lanes(_ node: JSONNode, drivingSide: DrivingSide, modifier: OSRMModifier?,
                      unmarkedTakesDirection: Bool = true,
                      warnings: inout [RouteWarning]) throws(FeedError) -> [Lane] {
        var lanes: [Lane] = []
        for laneNode in try node.elements(maximum: StepInfo.maximumLanes, noun: "lanes") {
            guard case .object = laneNode.value else { throw laneNode.wrongType("a lane object") }
            var indications: [String] = []
            let indicationsNode = try laneNode.member("indications")
            if let indicationsNode {
                for i in try indicationsNode.elements(maximum: StepInfo.maximumDirectionsPerLane, noun: "indications") {
                    let text = try i.string()
                    if !indicationNames.contains(text) {
                        warnings.append(RouteWarning(path: i.path, message: "unknown lane indication \(text.quotedForMessage), drawn as UNKNOWN; the indications are \(indicationNames.joined(separator: ", "))"))
                    }
                    indications.append(text)
                }
            }
            if indications.isEmpty {
                let what = indicationsNode == nil ? "the lane has no indications" : "the lane's indications are empty"
                warnings.append(RouteWarning(path: indicationsNode?.path ?? laneNode.path,
                                             message: "\(what), drawn as one UNKNOWN direction: nothing says where it leads (OSRM writes [\"none\"] for a lane without markings)"))
            }
            let valid = try laneNode.member("valid")?.bool() ?? false
            let active = try laneNode.member("active")?.bool()
            let validIndicationNode = try laneNode.member("valid_indication")
            let validIndication = try validIndicationNode?.string()
            var recommended: Int? = nil
            var validIndex: Int? = nil
            if let vi = validIndication, let validIndicationNode {
                validIndex = indications.firstIndex(of: vi)
                if validIndex == nil {
                    let listed = indications.map(\.quotedForMessage).joined(separator: ", ")
                    warnings.append(RouteWarning(path: validIndicationNode.path, message: "valid_indication \(vi.quotedForMessage) is none of the lane's indications (\(listed.isEmpty ? "none given" : listed)); the recommended direction is chosen without it"))
                }
            }
            if active ?? valid {
                if let validIndex {
                    recommended = validIndex
                } else if indications.count <= 1 {
                    recommended = 0
                } else {
                    let target = angle(modifier?.rawValue, drivingSide: drivingSide) ?? 0
                    var best = Double.infinity, bestTurn = 0.0
                    for (i, ind) in indications.enumerated() {
                        guard let a = angle(ind, drivingSide: drivingSide) else { continue }
                        let d = abs(a - target)
                        if d < best || (d == best && abs(a) > bestTurn) {
                            best = d; bestTurn = abs(a); recommended = i
                        }
                    }
                    // No direction with an angle (all unknown): the lane is still taken, as a
                    // lane of one unknown direction is.
                    if recommended == nil { recommended = 0 }
                }
            }
            var shapes = indications.isEmpty ? [LaneShape.unknown] : indications.map { shape($0, drivingSide: drivingSide) }
            if unmarkedTakesDirection, indications == ["none"], recommended == 0, let m = modifier, m != .straight {
                shapes = [shape(m.rawValue, drivingSide: drivingSide)]
            }
            lanes.append(Lane(laneDirections: shapes.enumerated().map { i, shape in
                LaneDirection(laneShape: shape, recommended: i == recommended)
            }))
        }
        return lanes
    }
}
