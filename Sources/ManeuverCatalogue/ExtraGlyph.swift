/// A glyph for what the 66 Google maneuvers cannot say: the identities the vocabularies' values
/// draw when no `Maneuver` fits (see `docs` for which vocabulary uses which).
///
/// `rawValue` is the stable snake_case name used in file names and manifests
/// (`ferry_boat_left`); `docsName` is the ALL_CAPS spelling used by `list`, in the style of the
/// maneuvers' docs names (`FERRY_BOAT_LEFT`). No name equals a `Maneuver`'s, whatever the case
/// or separators. Every glyph with a side has its mirror twin (`mirrorTwin`), drawn as the exact
/// horizontal mirror about the box's centre line.
public enum ExtraGlyph: String, CaseIterable, Sendable, Hashable, Codable {
    /// Arrive, the destination straight ahead: a short straight arrow with the pin above its tip
    /// (Android Auto `DESTINATION_STRAIGHT`).
    case destinationStraight = "destination_straight"
    /// Depart from a place on the left / right side of the road: the start ring on that side,
    /// beside the foot of a straight arrow up the road (Valhalla `kStartLeft` / `kStartRight`).
    case departLeft = "depart_left"
    case departRight = "depart_right"
    /// A waypoint on the way reached: a flag (GraphHopper `REACHED_VIA`, Mapbox icon `flag`).
    case waypoint = "waypoint"
    /// Keep to the middle branch of a three-way fork (Valhalla `kStayStraight`, HERE
    /// `MIDDLE_FORK`): the middle branch taken, the two side branches secondary.
    case keepMiddle = "keep_middle"
    /// The road ends at a crossing road (a T); turn left / right along it (CarPlay
    /// `leftTurnAtEnd` / `rightTurnAtEnd`, OSRM and Mapbox `end of road`).
    case endOfRoadLeft = "end_of_road_left"
    case endOfRoadRight = "end_of_road_right"
    /// Board a ferry boat whose entrance is to the left / right: the boat, and a turn arrow
    /// towards it (Android Auto `FERRY_BOAT_LEFT` / `_RIGHT`).
    case ferryBoatLeft = "ferry_boat_left"
    case ferryBoatRight = "ferry_boat_right"
    /// Board a train ferry (car-carrying train) whose entrance is to the left / right (Android
    /// Auto `FERRY_TRAIN_LEFT` / `_RIGHT`).
    case ferryTrainLeft = "ferry_train_left"
    case ferryTrainRight = "ferry_train_right"
    /// Leave the ferry: the boat (secondary, being left) and the path driving off it, straight
    /// ahead (CarPlay `exitFerry`, Valhalla `kFerryExit`, GraphHopper `FERRY` leaving).
    case ferryExit = "ferry_exit"
    /// A roundabout known only by the exit to take: a neutral ring (no circulation, no exit arm)
    /// with the exit number inside it, the entry from the bottom (CarPlay `roundaboutExitN` and
    /// Android Auto `ROUNDABOUT_ENTER_AND_EXIT_*` without an angle, Valhalla `kRoundaboutEnter`
    /// with `roundabout_exit_count`). Without a number, the ring and entry alone.
    case roundaboutNumberedExit = "roundabout_numbered_exit"

    /// The ALL_CAPS spelling, e.g. `FERRY_BOAT_LEFT`.
    public var docsName: String { rawValue.uppercased() }

    /// The exact mirror image: the `…_LEFT` glyph of a `…_RIGHT` one and back; nil for the
    /// glyphs without a side.
    public var mirrorTwin: ExtraGlyph? {
        switch self {
        case .departLeft: return .departRight
        case .departRight: return .departLeft
        case .endOfRoadLeft: return .endOfRoadRight
        case .endOfRoadRight: return .endOfRoadLeft
        case .ferryBoatLeft: return .ferryBoatRight
        case .ferryBoatRight: return .ferryBoatLeft
        case .ferryTrainLeft: return .ferryTrainRight
        case .ferryTrainRight: return .ferryTrainLeft
        case .destinationStraight, .waypoint, .keepMiddle, .ferryExit, .roundaboutNumberedExit: return nil
        }
    }

    /// Whether the glyph draws an exit number (`roundaboutNumberedExit` only: inside its ring).
    public var drawsExitNumber: Bool { self == .roundaboutNumberedExit }

    /// The Google maneuver closest in meaning: what a consumer limited to the 66 maneuvers shows
    /// instead, and the glyph this one must be told apart from at a glance.
    public var nearestManeuver: Maneuver {
        switch self {
        case .destinationStraight, .waypoint: return .destination
        case .departLeft, .departRight: return .depart
        case .keepMiddle: return .straight
        case .endOfRoadLeft: return .turnLeft
        case .endOfRoadRight: return .turnRight
        case .ferryBoatLeft, .ferryBoatRight, .ferryExit: return .ferryBoat
        case .ferryTrainLeft, .ferryTrainRight: return .ferryTrain
        case .roundaboutNumberedExit: return .roundaboutCounterClockwise
        }
    }
}
