import ManeuverCatalogue

extension ManeuverVocabulary {
    /// The AOSP instrument-cluster turn events (`CarNavigationStatusManager.TURN_*`), what head
    /// units and HUDs receive from a phone: a type with a side (`TURN_SIDE_LEFT` 1, `_RIGHT` 2,
    /// `_UNSPECIFIED` 3: the context's turn side), and for roundabouts `turnNumber` and
    /// `turnAngle` (0…359, counted in the direction of travel; −1 unused).
    public static let androidCluster: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        func e(_ raw: Int, _ name: String, _ spec: S, sided: Bool = true) -> VocabularyEntry {
            VocabularyEntry(raw, "TURN_" + name, spec, sideFromContext: sided)
        }
        return ManeuverVocabulary(
            name: "android-cluster",
            title: "AOSP cluster turn events (CarNavigationStatusManager TURN_*)",
            reference: "AOSP packages/services/Car car-lib/src/android/car/navigation/CarNavigationStatusManager.java",
            remarks: [
                "Names: TURN_SLIGHT_TURN, with or without TURN_; the side (--turn-side left, right or unspecified) completes the turns, ramps, forks, merges, ferries, depart and destination.",
                "A turn without a side cannot be drawn with a direction; a U-turn without one turns as the traffic side does.",
                "The exit angle is turnAngle: 0-359 degrees counted in the direction of travel around the roundabout, -1 unused. TURN_DESTINATION is 19 (one re-implementation uses 18).",
            ],
            hasRawValues: true,
            prefixes: ["turn"],
            angleReading: { .androidCluster($0) },
            angleHelp: "turnAngle: degrees counted in the direction of travel around the roundabout, 0–359 (-1: none)",
            entries: [
                e(0, "UNKNOWN", S(.unknown), sided: false),
                e(1, "DEPART", S(.depart)),
                e(2, "NAME_CHANGE", S(.nameChange), sided: false),
                e(3, "SLIGHT_TURN", S(.turn, nil, .slight)),
                e(4, "TURN", S(.turn, nil, .normal)),
                e(5, "SHARP_TURN", S(.turn, nil, .sharp)),
                e(6, "U_TURN", S(.turn, nil, .uTurn)),
                e(7, "ON_RAMP", S(.onRamp)),
                e(8, "OFF_RAMP", S(.offRamp)),
                e(9, "FORK", S(.fork)),
                e(10, "MERGE", S(.merge)),
                e(11, "ROUNDABOUT_ENTER", S(.roundaboutEnter), sided: false),
                e(12, "ROUNDABOUT_EXIT", S(.roundaboutExit), sided: false),
                e(13, "ROUNDABOUT_ENTER_AND_EXIT", S(.roundabout), sided: false),
                e(14, "STRAIGHT", S(.straight), sided: false),
                e(16, "FERRY_BOAT", S(.ferryBoat)),
                e(17, "FERRY_TRAIN", S(.ferryTrain)),
                e(19, "DESTINATION", S(.arrive)),
            ]
        )
    }()
}
