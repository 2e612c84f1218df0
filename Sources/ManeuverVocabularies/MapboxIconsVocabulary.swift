import ManeuverCatalogue

extension ManeuverVocabulary {
    /// The Mapbox directions-icons names that watches receive over Bluetooth (InfiniTime's
    /// navigation service `flag` characteristic, from pure-maps' icons; Gadgetbridge and
    /// Ferrostar use the same names): `<type>-<modifier>` of an OSRM-format step. A roundabout's
    /// modifier is the exit's direction; the circulation comes from the traffic side.
    public static let mapboxIcons: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        func e(_ name: String, _ spec: S, aliases: [String] = []) -> VocabularyEntry {
            VocabularyEntry(nil, name, spec, aliases: aliases)
        }
        /// `<prefix>-left`, `-right`, `-sharp-left`, … as `kind` with that side and sharpness.
        func directions(_ prefix: String, _ kind: S.Kind, _ modifiers: [String]) -> [VocabularyEntry] {
            modifiers.map { m in
                let (side, sharpness) = modifierTable[m]!
                return e("\(prefix)-\(m)", S(kind, side, sharpness))
            }
        }
        let turns = ["left", "right", "sharp-left", "sharp-right", "slight-left", "slight-right"]
        var entries = [
            e("arrive", S(.arrive)),
        ] + directions("arrive", .arrive, ["left", "right", "straight"]) + [
            e("close", S(.unknown)),
            e("continue", S(.straight)),
        ] + directions("continue", .turn, ["left", "right", "slight-left", "slight-right", "straight", "uturn"]) + [
            e("depart", S(.depart)),
        ] + directions("depart", .depart, ["left", "right", "straight"])
        entries += directions("end-of-road", .endOfRoad, ["left", "right"]) + [
            e("ferry", S(.ferryBoat)),
            e("flag", S(.waypoint)),
            e("fork", S(.fork)),
        ] + directions("fork", .fork, ["left", "right", "slight-left", "slight-right", "straight"]) + [
            e("invalid", S(.unknown)),
        ] + directions("invalid", .turn, ["left", "right", "slight-left", "slight-right", "straight", "uturn"])
        entries += directions("merge", .merge, ["left", "right", "slight-left", "slight-right", "straight"])
        entries += directions("new-name", .nameChange, turns + ["straight"])
        entries += directions("notification", .turn, turns + ["straight"])
        entries += directions("off-ramp", .offRamp, turns + ["straight"])
        entries += directions("on-ramp", .onRamp, turns + ["straight"])
        entries += [e("rotary", S(.roundabout))] + directions("rotary", .roundabout, turns + ["straight"])
        entries += [e("roundabout", S(.roundabout))] + directions("roundabout", .roundabout, turns + ["straight"])
        entries += directions("turn", .turn, turns)
        entries += [
            e("turn-straight", S(.straight), aliases: ["turn-stright"]),
            e("updown", S(.unknown)),
            e("uturn", S(.turn, nil, .uTurn)),
        ]
        return ManeuverVocabulary(
            name: "mapbox-icons",
            title: "Mapbox directions-icons names (InfiniTime navigation flag)",
            reference: "InfiniTimeOrg/InfiniTime doc/NavigationService.md (91 names; icons from rinigus/pure-maps qml/icons/navigation, Mapbox directions-icons)",
            remarks: [
                "Names only. The list's turn-stright is the firmware's turn-straight; both are accepted.",
                "continue-, notification- and invalid- with a direction are turns that way (OSRM reads unknown types as turns); new-name- with a turn is the turn the road makes.",
                "roundabout- and rotary- name the exit's direction; the circulation comes from --traffic-side. fork and fork-straight: no side (UNKNOWN) and keep middle.",
                "close and updown are not maneuvers: drawn as UNKNOWN. flag is a waypoint.",
            ],
            hasRawValues: false,
            angleReading: { .mapbox($0) },
            angleHelp: "the banner's degrees: travelled along the circulation from the entry, 0–360",
            entries: entries
        )
    }()

    /// An OSRM modifier as the model's side and sharpness (`uturn` has no side: it turns as the
    /// traffic side does).
    static let modifierTable: [String: (ManeuverSpec.Side?, ManeuverSpec.Sharpness?)] = [
        "left": (.left, .normal), "right": (.right, .normal),
        "sharp-left": (.left, .sharp), "sharp-right": (.right, .sharp),
        "slight-left": (.left, .slight), "slight-right": (.right, .slight),
        "straight": (.middle, nil), "uturn": (nil, .uTurn),
    ]
}
