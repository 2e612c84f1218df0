import ManeuverCatalogue

extension ManeuverVocabulary {
    /// Android for Cars `androidx.car.app.navigation.model.Maneuver.TYPE_*`, 0–50 without 30 and
    /// 31 (`Maneuver.isValidType`). Roundabout types name their circulation (`_CW`, `_CCW`);
    /// `roundaboutExitNumber` and `roundaboutExitAngle` (1…360 degrees travelled in circulation)
    /// are the context's exit number and angle.
    public static let androidAuto: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        let cw = S.Circulation.clockwise, ccw = S.Circulation.counterclockwise
        func e(_ raw: Int, _ name: String, _ spec: S, requires: VocabularyInputs = []) -> VocabularyEntry {
            VocabularyEntry(raw, "TYPE_" + name, spec, requires: requires)
        }
        return ManeuverVocabulary(
            name: "android-auto",
            title: "Android for Cars Maneuver.TYPE_*",
            reference: "androidx/androidx car/app/app/src/main/java/androidx/car/app/navigation/model/Maneuver.java",
            remarks: [
                "Names: TYPE_KEEP_LEFT, with or without TYPE_ (and Maneuver.).",
                "The exit angle is roundaboutExitAngle: 1-360 degrees travelled in the type's circulation from the entrance (360: back at it).",
                "TYPE_ROUNDABOUT_ENTER_AND_EXIT_* require an exit number, the _WITH_ANGLE types an angle as well; without the angle the exit is drawn as the numbered ring.",
            ],
            hasRawValues: true,
            prefixes: ["maneuvertype", "type"],
            angleReading: { .androidAuto($0) },
            angleHelp: "roundaboutExitAngle: degrees travelled along the circulation from the entrance, 1–360",
            entries: [
                e(0, "UNKNOWN", S(.unknown)),
                e(1, "DEPART", S(.depart)),
                e(2, "NAME_CHANGE", S(.nameChange)),
                e(3, "KEEP_LEFT", S(.turn, .left, .keep)),
                e(4, "KEEP_RIGHT", S(.turn, .right, .keep)),
                e(5, "TURN_SLIGHT_LEFT", S(.turn, .left, .slight)),
                e(6, "TURN_SLIGHT_RIGHT", S(.turn, .right, .slight)),
                e(7, "TURN_NORMAL_LEFT", S(.turn, .left, .normal)),
                e(8, "TURN_NORMAL_RIGHT", S(.turn, .right, .normal)),
                e(9, "TURN_SHARP_LEFT", S(.turn, .left, .sharp)),
                e(10, "TURN_SHARP_RIGHT", S(.turn, .right, .sharp)),
                e(11, "U_TURN_LEFT", S(.turn, .left, .uTurn)),
                e(12, "U_TURN_RIGHT", S(.turn, .right, .uTurn)),
                e(13, "ON_RAMP_SLIGHT_LEFT", S(.onRamp, .left, .slight)),
                e(14, "ON_RAMP_SLIGHT_RIGHT", S(.onRamp, .right, .slight)),
                e(15, "ON_RAMP_NORMAL_LEFT", S(.onRamp, .left, .normal)),
                e(16, "ON_RAMP_NORMAL_RIGHT", S(.onRamp, .right, .normal)),
                e(17, "ON_RAMP_SHARP_LEFT", S(.onRamp, .left, .sharp)),
                e(18, "ON_RAMP_SHARP_RIGHT", S(.onRamp, .right, .sharp)),
                e(19, "ON_RAMP_U_TURN_LEFT", S(.onRamp, .left, .uTurn)),
                e(20, "ON_RAMP_U_TURN_RIGHT", S(.onRamp, .right, .uTurn)),
                e(21, "OFF_RAMP_SLIGHT_LEFT", S(.offRamp, .left, .slight)),
                e(22, "OFF_RAMP_SLIGHT_RIGHT", S(.offRamp, .right, .slight)),
                e(23, "OFF_RAMP_NORMAL_LEFT", S(.offRamp, .left, .normal)),
                e(24, "OFF_RAMP_NORMAL_RIGHT", S(.offRamp, .right, .normal)),
                e(25, "FORK_LEFT", S(.fork, .left)),
                e(26, "FORK_RIGHT", S(.fork, .right)),
                e(27, "MERGE_LEFT", S(.merge, .left)),
                e(28, "MERGE_RIGHT", S(.merge, .right)),
                e(29, "MERGE_SIDE_UNSPECIFIED", S(.merge)),
                e(32, "ROUNDABOUT_ENTER_AND_EXIT_CW", S(.roundabout, circulation: cw), requires: .exitNumber),
                e(33, "ROUNDABOUT_ENTER_AND_EXIT_CW_WITH_ANGLE", S(.roundabout, circulation: cw), requires: [.exitNumber, .exitAngle]),
                e(34, "ROUNDABOUT_ENTER_AND_EXIT_CCW", S(.roundabout, circulation: ccw), requires: .exitNumber),
                e(35, "ROUNDABOUT_ENTER_AND_EXIT_CCW_WITH_ANGLE", S(.roundabout, circulation: ccw), requires: [.exitNumber, .exitAngle]),
                e(36, "STRAIGHT", S(.straight)),
                e(37, "FERRY_BOAT", S(.ferryBoat)),
                e(38, "FERRY_TRAIN", S(.ferryTrain)),
                e(39, "DESTINATION", S(.arrive)),
                e(40, "DESTINATION_STRAIGHT", S(.arrive, .middle)),
                e(41, "DESTINATION_LEFT", S(.arrive, .left)),
                e(42, "DESTINATION_RIGHT", S(.arrive, .right)),
                e(43, "ROUNDABOUT_ENTER_CW", S(.roundaboutEnter, circulation: cw)),
                e(44, "ROUNDABOUT_EXIT_CW", S(.roundaboutExit, circulation: cw)),
                e(45, "ROUNDABOUT_ENTER_CCW", S(.roundaboutEnter, circulation: ccw)),
                e(46, "ROUNDABOUT_EXIT_CCW", S(.roundaboutExit, circulation: ccw)),
                e(47, "FERRY_BOAT_LEFT", S(.ferryBoat, .left)),
                e(48, "FERRY_BOAT_RIGHT", S(.ferryBoat, .right)),
                e(49, "FERRY_TRAIN_LEFT", S(.ferryTrain, .left)),
                e(50, "FERRY_TRAIN_RIGHT", S(.ferryTrain, .right)),
            ]
        )
    }()
}
