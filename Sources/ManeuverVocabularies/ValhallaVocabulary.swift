import ManeuverCatalogue

extension ManeuverVocabulary {
    /// Valhalla's native maneuver `type`, 0–43 (`DirectionsLeg_Maneuver_Type`). Valhalla states
    /// no circulation and no exit angle; a roundabout's `roundabout_exit_count` is the context's
    /// exit number.
    public static let valhalla: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        func e(_ raw: Int, _ name: String, _ spec: S) -> VocabularyEntry { VocabularyEntry(raw, name, spec) }
        return ManeuverVocabulary(
            name: "valhalla",
            title: "Valhalla maneuver type",
            reference: "valhalla/valhalla docs/docs/api/turn-by-turn/api-reference.md",
            remarks: [
                "Names: kRoundaboutEnter, with or without the k.",
                "Valhalla gives no exit angle; one given is read as degrees travelled along the circulation (the model's own convention).",
                "Transit (30-36) and indoor (39-43) types have no glyph: drawn as UNKNOWN.",
            ],
            hasRawValues: true,
            prefixes: ["k"],
            angleReading: { .swept($0) },
            angleHelp: "degrees travelled along the circulation from the entry, 1–360 (Valhalla itself gives none)",
            entries: [
                e(0, "kNone", S(.unknown)),
                e(1, "kStart", S(.depart)),
                e(2, "kStartRight", S(.depart, .right)),
                e(3, "kStartLeft", S(.depart, .left)),
                e(4, "kDestination", S(.arrive)),
                e(5, "kDestinationRight", S(.arrive, .right)),
                e(6, "kDestinationLeft", S(.arrive, .left)),
                e(7, "kBecomes", S(.nameChange)),
                e(8, "kContinue", S(.straight)),
                e(9, "kSlightRight", S(.turn, .right, .slight)),
                e(10, "kRight", S(.turn, .right, .normal)),
                e(11, "kSharpRight", S(.turn, .right, .sharp)),
                e(12, "kUturnRight", S(.turn, .right, .uTurn)),
                e(13, "kUturnLeft", S(.turn, .left, .uTurn)),
                e(14, "kSharpLeft", S(.turn, .left, .sharp)),
                e(15, "kLeft", S(.turn, .left, .normal)),
                e(16, "kSlightLeft", S(.turn, .left, .slight)),
                e(17, "kRampStraight", S(.onRamp, .middle)),
                e(18, "kRampRight", S(.onRamp, .right)),
                e(19, "kRampLeft", S(.onRamp, .left)),
                e(20, "kExitRight", S(.offRamp, .right)),
                e(21, "kExitLeft", S(.offRamp, .left)),
                e(22, "kStayStraight", S(.turn, .middle, .keep)),
                e(23, "kStayRight", S(.turn, .right, .keep)),
                e(24, "kStayLeft", S(.turn, .left, .keep)),
                e(25, "kMerge", S(.merge)),
                e(26, "kRoundaboutEnter", S(.roundabout)),
                e(27, "kRoundaboutExit", S(.roundaboutExit)),
                e(28, "kFerryEnter", S(.ferryBoat)),
                e(29, "kFerryExit", S(.ferryExit)),
                e(30, "kTransit", S(.transit)),
                e(31, "kTransitTransfer", S(.transit)),
                e(32, "kTransitRemainOn", S(.transit)),
                e(33, "kTransitConnectionStart", S(.transit)),
                e(34, "kTransitConnectionTransfer", S(.transit)),
                e(35, "kTransitConnectionDestination", S(.transit)),
                e(36, "kPostTransitConnectionDestination", S(.transit)),
                e(37, "kMergeRight", S(.merge, .right)),
                e(38, "kMergeLeft", S(.merge, .left)),
                e(39, "kElevatorEnter", S(.indoor)),
                e(40, "kStepsEnter", S(.indoor)),
                e(41, "kEscalatorEnter", S(.indoor)),
                e(42, "kBuildingEnter", S(.indoor)),
                e(43, "kBuildingExit", S(.indoor)),
            ]
        )
    }()
}
