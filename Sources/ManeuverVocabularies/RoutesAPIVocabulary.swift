import ManeuverCatalogue

extension ManeuverVocabulary {
    /// Google Routes API v2 `google.maps.routing.v2.Maneuver`, 0–20 (DEPART and NAME_CHANGE added
    /// in 0.6.0). ROUNDABOUT_LEFT and _RIGHT name the circulation, as real responses show (UK
    /// and Indian routes say ROUNDABOUT_LEFT for every exit): left is clockwise.
    public static let routesAPI: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        func e(_ raw: Int, _ name: String, _ spec: S) -> VocabularyEntry { VocabularyEntry(raw, name, spec) }
        return ManeuverVocabulary(
            name: "routes-api",
            title: "Google Routes API v2 Maneuver",
            reference: "googleapis/googleapis google/maps/routing/v2/maneuver.proto",
            remarks: [
                "RAMP_LEFT and RAMP_RIGHT do not say on or off: drawn as leaving the road by the ramp (the OFF_RAMP glyphs). MERGE has no side.",
                "ROUNDABOUT_LEFT is clockwise and ROUNDABOUT_RIGHT counterclockwise (the direction of travel round the ring, not the exit); the exit is drawn from an exit angle, else as the numbered ring with an exit number, else as the circulation.",
            ],
            hasRawValues: true,
            angleReading: { .swept($0) },
            angleHelp: "degrees travelled along the circulation from the entry, 1–360 (the API itself gives none)",
            entries: [
                e(0, "MANEUVER_UNSPECIFIED", S(.unknown)),
                e(1, "TURN_SLIGHT_LEFT", S(.turn, .left, .slight)),
                e(2, "TURN_SHARP_LEFT", S(.turn, .left, .sharp)),
                e(3, "UTURN_LEFT", S(.turn, .left, .uTurn)),
                e(4, "TURN_LEFT", S(.turn, .left, .normal)),
                e(5, "TURN_SLIGHT_RIGHT", S(.turn, .right, .slight)),
                e(6, "TURN_SHARP_RIGHT", S(.turn, .right, .sharp)),
                e(7, "UTURN_RIGHT", S(.turn, .right, .uTurn)),
                e(8, "TURN_RIGHT", S(.turn, .right, .normal)),
                e(9, "STRAIGHT", S(.straight)),
                e(10, "RAMP_LEFT", S(.ramp, .left)),
                e(11, "RAMP_RIGHT", S(.ramp, .right)),
                e(12, "MERGE", S(.merge)),
                e(13, "FORK_LEFT", S(.fork, .left)),
                e(14, "FORK_RIGHT", S(.fork, .right)),
                e(15, "FERRY", S(.ferryBoat)),
                e(16, "FERRY_TRAIN", S(.ferryTrain)),
                e(17, "ROUNDABOUT_LEFT", S(.roundabout, circulation: .clockwise)),
                e(18, "ROUNDABOUT_RIGHT", S(.roundabout, circulation: .counterclockwise)),
                e(19, "DEPART", S(.depart)),
                e(20, "NAME_CHANGE", S(.nameChange)),
            ]
        )
    }()
}
