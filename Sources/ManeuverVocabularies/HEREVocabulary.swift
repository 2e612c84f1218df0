import ManeuverCatalogue

extension ManeuverVocabulary {
    /// HERE SDK 4.x `ManeuverAction`, by name only: HERE publishes no integers, and the
    /// declaration order (which a Java ordinal would follow) is unverified. The `LEFT_`/`RIGHT_`
    /// of a roundabout value is the traffic side (left-hand traffic: clockwise), not the turn.
    public static let here: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        let cw = S.Circulation.clockwise, ccw = S.Circulation.counterclockwise
        func e(_ name: String, _ spec: S) -> VocabularyEntry { VocabularyEntry(nil, name, spec) }
        var entries = [
            e("DEPART", S(.depart)),
            e("ARRIVE", S(.arrive)),
            e("LEFT_U_TURN", S(.turn, .left, .uTurn)),
            e("SHARP_LEFT_TURN", S(.turn, .left, .sharp)),
            e("LEFT_TURN", S(.turn, .left, .normal)),
            e("SLIGHT_LEFT_TURN", S(.turn, .left, .slight)),
            e("CONTINUE_ON", S(.straight)),
            e("SLIGHT_RIGHT_TURN", S(.turn, .right, .slight)),
            e("RIGHT_TURN", S(.turn, .right, .normal)),
            e("SHARP_RIGHT_TURN", S(.turn, .right, .sharp)),
            e("RIGHT_U_TURN", S(.turn, .right, .uTurn)),
            e("LEFT_EXIT", S(.offRamp, .left)),
            e("RIGHT_EXIT", S(.offRamp, .right)),
            e("LEFT_RAMP", S(.onRamp, .left)),
            e("RIGHT_RAMP", S(.onRamp, .right)),
            e("LEFT_FORK", S(.fork, .left)),
            e("MIDDLE_FORK", S(.fork, .middle)),
            e("RIGHT_FORK", S(.fork, .right)),
            // Joining from a ramp on the left moves the path right into the highway's traffic.
            e("ENTER_HIGHWAY_FROM_LEFT", S(.merge, .right)),
            e("ENTER_HIGHWAY_FROM_RIGHT", S(.merge, .left)),
            e("LEFT_ROUNDABOUT_ENTER", S(.roundaboutEnter, circulation: cw)),
            e("RIGHT_ROUNDABOUT_ENTER", S(.roundaboutEnter, circulation: ccw)),
            e("LEFT_ROUNDABOUT_PASS", S(.roundaboutPass, circulation: cw)),
            e("RIGHT_ROUNDABOUT_PASS", S(.roundaboutPass, circulation: ccw)),
        ]
        entries += (1...12).map { (n: Int) in e("LEFT_ROUNDABOUT_EXIT\(n)", S(.roundabout, circulation: cw, exitNumber: n)) }
        entries += (1...12).map { (n: Int) in e("RIGHT_ROUNDABOUT_EXIT\(n)", S(.roundabout, circulation: ccw, exitNumber: n)) }
        return ManeuverVocabulary(
            name: "here",
            title: "HERE SDK ManeuverAction",
            reference: "HERE SDK 4.x API reference, ManeuverAction (Android and iOS)",
            remarks: [
                "Names only: HERE publishes no integers and the declaration order is unverified, so raw values are refused. LEFT_TURN, leftTurn and left-turn all match.",
                "LEFT_/RIGHT_ on roundabout values is the traffic side (LEFT_ROUNDABOUT_EXIT3: third exit, clockwise), not the turn. ROUNDABOUT_PASS is drawn as the circulation; MIDDLE_FORK as keep middle.",
                "ENTER_HIGHWAY_FROM_LEFT (left-hand traffic only) is drawn as merging right into the highway, _FROM_RIGHT as merging left: the side is inferred from the ramp's side.",
                "The exit angle is roundaboutAngleInDegrees: its magnitude is read as degrees travelled along the ring, its sign as the circulation (negative: left-hand traffic).",
            ],
            hasRawValues: false,
            integersRefused: "HERE publishes no integers for ManeuverAction and its declaration order is unverified; give the name",
            angleReading: { .here($0) },
            angleHelp: "roundaboutAngleInDegrees: degrees along the ring, negative in left-hand traffic",
            entries: entries
        )
    }()
}
