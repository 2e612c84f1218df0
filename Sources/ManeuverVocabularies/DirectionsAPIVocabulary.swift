import ManeuverCatalogue

extension ManeuverVocabulary {
    /// The legacy Google Directions API's step `maneuver` strings (the Routes API's values in
    /// kebab-case, plus `keep-left`/`keep-right`). Many steps have no `maneuver` at all; that is
    /// the caller's to handle. As in the Routes API, `roundabout-left`/`-right` name the
    /// circulation: UK and Indian routes say `roundabout-left` for every exit.
    public static let directionsAPI: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        func e(_ name: String, _ spec: S) -> VocabularyEntry { VocabularyEntry(nil, name, spec) }
        return ManeuverVocabulary(
            name: "directions-api",
            title: "Google Directions API step maneuver",
            reference: "Directions API / Maps JavaScript DirectionsStep.maneuver; google-maps-services-js Maneuver",
            remarks: [
                "Names only (no integers); any case, - or _ between words.",
                "keep-left and keep-right occur in responses and client code but not in the client library's enumeration.",
                "ramp-left/-right do not say on or off: drawn as leaving the road by the ramp. roundabout-left is clockwise, roundabout-right counterclockwise (the direction of travel round the ring, not the exit).",
            ],
            hasRawValues: false,
            angleReading: { .swept($0) },
            angleHelp: "degrees travelled along the circulation from the entry, 1–360 (the API itself gives none)",
            entries: [
                e("turn-slight-left", S(.turn, .left, .slight)),
                e("turn-sharp-left", S(.turn, .left, .sharp)),
                e("uturn-left", S(.turn, .left, .uTurn)),
                e("turn-left", S(.turn, .left, .normal)),
                e("turn-slight-right", S(.turn, .right, .slight)),
                e("turn-sharp-right", S(.turn, .right, .sharp)),
                e("uturn-right", S(.turn, .right, .uTurn)),
                e("turn-right", S(.turn, .right, .normal)),
                e("straight", S(.straight)),
                e("ramp-left", S(.ramp, .left)),
                e("ramp-right", S(.ramp, .right)),
                e("merge", S(.merge)),
                e("fork-left", S(.fork, .left)),
                e("fork-right", S(.fork, .right)),
                e("ferry", S(.ferryBoat)),
                e("ferry-train", S(.ferryTrain)),
                e("roundabout-left", S(.roundabout, circulation: .clockwise)),
                e("roundabout-right", S(.roundabout, circulation: .counterclockwise)),
                e("keep-left", S(.turn, .left, .keep)),
                e("keep-right", S(.turn, .right, .keep)),
            ]
        )
    }()
}
