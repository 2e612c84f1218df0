import ManeuverCatalogue

extension ManeuverVocabulary {
    /// GraphHopper's instruction `sign` (`Instruction` and `RoundaboutInstruction` constants).
    /// A roundabout's `exit_number` is the context's exit number and `turn_angle` (radians) its
    /// exit angle; the traffic side sets the circulation, since the angle's sign is unreliable.
    public static let graphHopper: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        func e(_ raw: Int, _ name: String, _ spec: S, aliases: [String] = []) -> VocabularyEntry {
            VocabularyEntry(raw, name, spec, aliases: aliases)
        }
        return ManeuverVocabulary(
            name: "graphhopper",
            title: "GraphHopper instruction sign",
            reference: "graphhopper/graphhopper web-api/src/main/java/com/graphhopper/util/Instruction.java, RoundaboutInstruction.java",
            remarks: [
                "Names: the Java constants (TURN_SHARP_LEFT); the sign is the raw value, negative for left.",
                "The exit angle is turn_angle in radians, -2π…2π; only its magnitude (the arc driven) is read: real responses give negative angles in left- and right-hand traffic alike, so --traffic-side sets the circulation.",
                "FERRY is drawn as boarding; a route adaptor that reads the instruction's leaving flag states ferryExit itself. Public-transport signs have no glyph: drawn as UNKNOWN.",
            ],
            hasRawValues: true,
            angleReading: { .graphHopper(radians: $0) },
            angleHelp: "turn_angle: radians, -2π…2π (the magnitude is the arc driven; the sign is not read)",
            entries: [
                e(-99, "UNKNOWN", S(.unknown)),
                e(-98, "U_TURN_UNKNOWN", S(.turn, nil, .uTurn)),
                e(-8, "U_TURN_LEFT", S(.turn, .left, .uTurn)),
                e(-7, "KEEP_LEFT", S(.turn, .left, .keep)),
                e(-6, "EXIT_ROUNDABOUT", S(.roundaboutExit), aliases: ["LEAVE_ROUNDABOUT"]),
                e(-3, "TURN_SHARP_LEFT", S(.turn, .left, .sharp)),
                e(-2, "TURN_LEFT", S(.turn, .left, .normal)),
                e(-1, "TURN_SLIGHT_LEFT", S(.turn, .left, .slight)),
                e(0, "CONTINUE_ON_STREET", S(.straight)),
                e(1, "TURN_SLIGHT_RIGHT", S(.turn, .right, .slight)),
                e(2, "TURN_RIGHT", S(.turn, .right, .normal)),
                e(3, "TURN_SHARP_RIGHT", S(.turn, .right, .sharp)),
                e(4, "FINISH", S(.arrive)),
                e(5, "REACHED_VIA", S(.waypoint)),
                e(6, "USE_ROUNDABOUT", S(.roundabout)),
                e(7, "KEEP_RIGHT", S(.turn, .right, .keep)),
                e(8, "U_TURN_RIGHT", S(.turn, .right, .uTurn)),
                e(9, "FERRY", S(.ferryBoat)),
                e(101, "PT_START_TRIP", S(.transit)),
                e(102, "PT_TRANSFER", S(.transit)),
                e(103, "PT_END_TRIP", S(.transit)),
                e(Int(Int32.min), "IGNORE", S(.unknown)),
            ]
        )
    }()
}
