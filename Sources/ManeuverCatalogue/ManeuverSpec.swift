/// One maneuver as any vocabulary states it: the model every vocabulary maps into and the
/// catalogue draws from (`ManeuverSpec.drawing`). The 66 Google maneuvers are a view of it
/// (`Maneuver.spec`, `googleManeuver`), not its limit: it also says destination straight ahead,
/// keep middle, end of road, ferries with a side, leaving a ferry, a roundabout known only by its
/// exit number, transit and indoor steps.
///
/// Fields a vocabulary does not state stay nil; a field that does not apply to the kind (an exit
/// number of a turn) is kept but not drawn. The picture depends on `kind`, `side`, `sharpness`,
/// `circulation`, `exitNumber`, `exitAngle` and `arms` only; `source` is what the input said, for
/// messages and manifests.
public struct ManeuverSpec: Hashable, Sendable, Codable {
    /// What the driver does.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// Not stated, or a value the source marks unknown.
        case unknown
        /// Start of the route (`side`: the side of the road the start lies on; `sharpness`
        /// `.uTurn`: start with a U-turn).
        case depart
        /// The destination (`side`: where it lies; `.middle` straight ahead).
        case arrive
        /// A waypoint on the way reached.
        case waypoint
        /// Straight on (continue, no turn).
        case straight
        /// The road changes its name (with a `side`: the road itself turns that way).
        case nameChange
        /// A turn at an intersection, `side` and `sharpness` (keep … U-turn) say which.
        case turn
        /// A fork: take the `side` branch (`.middle`: the middle of three).
        case fork
        /// Merge (`side`: towards which side the path moves to join the road).
        case merge
        /// Take a ramp onto a highway.
        case onRamp
        /// Take a ramp off a highway (an exit).
        case offRamp
        /// Take a ramp that the source does not say is on or off (Google Routes `RAMP_LEFT`).
        case ramp
        /// The road ends at a crossing road (a T): turn `side` along it.
        case endOfRoad
        /// Enter a roundabout and leave it by an exit: named by `side`/`sharpness` (relative to
        /// the entry heading), by `exitAngle`, or only by `exitNumber`; none of them: the exit is
        /// not known.
        case roundabout
        /// Enter a roundabout; leaving it is a later step.
        case roundaboutEnter
        /// Leave a roundabout (the step starts on the ring).
        case roundaboutExit
        /// Drive past an exit of the roundabout, staying on the ring (HERE `…ROUNDABOUT_PASS`).
        case roundaboutPass
        /// Board a ferry boat (`side`: where its entrance lies).
        case ferryBoat
        /// Board a car-carrying train (`side`: where its entrance lies).
        case ferryTrain
        /// Leave the ferry.
        case ferryExit
        /// Change from one ferry to another.
        case ferryChange
        /// A public-transport step (board, transfer, remain on, alight).
        case transit
        /// An indoor step: elevator, stairs, escalator, entering or leaving a building.
        case indoor
    }

    /// Which way, relative to the heading before the maneuver.
    public enum Side: String, CaseIterable, Hashable, Sendable, Codable {
        case left, right
        /// Neither: straight ahead (destination straight, keep middle, roundabout exit straight on).
        case middle
    }

    /// How far the path turns, in the bands Android for Cars documents for `Maneuver.TYPE_*`:
    /// keep 0–10°, slight 10–45°, normal 45–135°, sharp 135–175°, U-turn 175–180°.
    public enum Sharpness: String, CaseIterable, Hashable, Sendable, Codable {
        case keep, slight, normal, sharp, uTurn
    }

    /// The direction traffic goes round a roundabout (and a U-turn turns), seen from above:
    /// clockwise in left-hand traffic, counterclockwise in right-hand traffic. A clockwise U-turn
    /// turns right.
    public enum Circulation: String, CaseIterable, Hashable, Sendable, Codable {
        case clockwise, counterclockwise

        /// The circulation of roundabouts and U-turns in `side` traffic; nil for `.none`.
        public init?(trafficSide side: DrivingSide) {
            switch side {
            case .left: self = .clockwise
            case .right: self = .counterclockwise
            case .none: return nil
            }
        }

        /// The side a U-turn in this circulation turns to: right for clockwise.
        public var uTurnSide: Side { self == .clockwise ? .right : .left }
    }

    public var kind: Kind
    public var side: Side?
    public var sharpness: Sharpness?
    public var circulation: Circulation?
    /// The roundabout exit to take, counted in circulation order from the entry (1…99 drawn).
    public var exitNumber: Int?
    /// Degrees travelled along the circulation from the entry to the exit, 0 < angle ≤ 360
    /// (360: back at the entry, the U-turn). `ExitAngleReading` converts the sources' conventions.
    public var exitAngle: Double?
    /// The intersection's other roads (not the entry, not the exit), each 0…360: for the
    /// roundabout kinds degrees travelled along the circulation from the entry, like
    /// `exitAngle`; for the others degrees clockwise from straight ahead (90 a road to the
    /// right), drawn in junction images (`ManeuverGlyphs.key(for:exitAngle:exitNumber:arms:junction:)`).
    public var arms: [Double]?
    /// What the input said; not part of the picture.
    public var source: ManeuverSource?

    public init(_ kind: Kind, _ side: Side? = nil, _ sharpness: Sharpness? = nil, circulation: Circulation? = nil,
                exitNumber: Int? = nil, exitAngle: Double? = nil, arms: [Double]? = nil, source: ManeuverSource? = nil) {
        self.kind = kind; self.side = side; self.sharpness = sharpness; self.circulation = circulation
        self.exitNumber = exitNumber; self.exitAngle = exitAngle; self.arms = arms; self.source = source
    }

    /// The side a U-turn turns to: `side` when stated, else the circulation's (`uTurnSide`).
    var uTurnSide: Side? {
        if let side, side != .middle { return side }
        return circulation?.uTurnSide
    }

    /// Whether drawing this maneuver needs the circulation: every roundabout kind, and a U-turn
    /// (of a turn, ramp or start) whose side is not stated.
    public var needsCirculation: Bool {
        switch kind {
        case .roundabout, .roundaboutEnter, .roundaboutExit, .roundaboutPass: return true
        case .turn, .onRamp, .offRamp, .ramp, .depart: return sharpness == .uTurn && (side == nil || side == .middle)
        default: return false
        }
    }

    /// Whether the kind is one of the roundabout kinds, which draw exit numbers and angles.
    public var isRoundabout: Bool {
        [.roundabout, .roundaboutEnter, .roundaboutExit, .roundaboutPass].contains(kind)
    }
}

/// Where a `ManeuverSpec` came from: the vocabulary and the value exactly as given.
public struct ManeuverSource: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The vocabulary's name (`carplay`, `valhalla`, …; `google` for the 66 maneuvers).
    public var vocabulary: String
    /// The value as the input spelled it (`leftTurn`, `22`, `TYPE_ROUNDABOUT_ENTER_CW`).
    public var value: String

    public init(vocabulary: String, value: String) { self.vocabulary = vocabulary; self.value = value }

    /// `carplay:leftTurn`.
    public var description: String { "\(vocabulary):\(value)" }
}
