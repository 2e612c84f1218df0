import ManeuverCatalogue

extension ManeuverVocabulary {
    /// Apple CarPlay `CPManeuverType` (iOS 17.4+, unchanged in the iOS 18.0 SDK), 0–53, from
    /// CarPlay.framework's CPManeuver.h. The circulation of roundabouts and U-turns comes from
    /// `CPManeuver.trafficSide` (`CPTrafficSide`: right 0, the default, or left 1).
    public static let carPlay: ManeuverVocabulary = {
        typealias S = ManeuverSpec
        /// A value by its Objective-C name without the `CPManeuverType` prefix; the Swift name
        /// lowers the first letter (Clang's rule: `UTurn` → `uTurn`, `Enter_Ferry` → `enter_Ferry`).
        func e(_ raw: Int, _ objC: String, _ spec: S) -> VocabularyEntry {
            VocabularyEntry(raw, objC.prefix(1).lowercased() + objC.dropFirst(), spec, aliases: ["CPManeuverType" + objC])
        }
        var entries = [
            e(0, "NoTurn", S(.straight)),
            e(1, "LeftTurn", S(.turn, .left, .normal)),
            e(2, "RightTurn", S(.turn, .right, .normal)),
            e(3, "StraightAhead", S(.straight)),
            e(4, "UTurn", S(.turn, nil, .uTurn)),
            e(5, "FollowRoad", S(.straight)),
            e(6, "EnterRoundabout", S(.roundaboutEnter)),
            e(7, "ExitRoundabout", S(.roundaboutExit)),
            e(8, "OffRamp", S(.offRamp)),
            e(9, "OnRamp", S(.onRamp)),
            e(10, "ArriveEndOfNavigation", S(.arrive)),
            e(11, "StartRoute", S(.depart)),
            e(12, "ArriveAtDestination", S(.arrive)),
            e(13, "KeepLeft", S(.turn, .left, .keep)),
            e(14, "KeepRight", S(.turn, .right, .keep)),
            e(15, "Enter_Ferry", S(.ferryBoat)),
            e(16, "ExitFerry", S(.ferryExit)),
            e(17, "ChangeFerry", S(.ferryChange)),
            e(18, "StartRouteWithUTurn", S(.depart, nil, .uTurn)),
            e(19, "UTurnAtRoundabout", S(.roundabout, nil, .uTurn)),
            e(20, "LeftTurnAtEnd", S(.endOfRoad, .left)),
            e(21, "RightTurnAtEnd", S(.endOfRoad, .right)),
            e(22, "HighwayOffRampLeft", S(.offRamp, .left)),
            e(23, "HighwayOffRampRight", S(.offRamp, .right)),
            e(24, "ArriveAtDestinationLeft", S(.arrive, .left)),
            e(25, "ArriveAtDestinationRight", S(.arrive, .right)),
            e(26, "UTurnWhenPossible", S(.turn, nil, .uTurn)),
            e(27, "ArriveEndOfDirections", S(.arrive)),
        ]
        // RoundaboutExit1 … RoundaboutExit19: the exit number is the raw value − 27.
        entries += (1...19).map { n in e(27 + n, "RoundaboutExit\(n)", S(.roundabout, exitNumber: n)) }
        entries += [
            e(47, "SharpLeftTurn", S(.turn, .left, .sharp)),
            e(48, "SharpRightTurn", S(.turn, .right, .sharp)),
            e(49, "SlightLeftTurn", S(.turn, .left, .slight)),
            e(50, "SlightRightTurn", S(.turn, .right, .slight)),
            e(51, "ChangeHighway", S(.fork)),
            e(52, "ChangeHighwayLeft", S(.fork, .left)),
            e(53, "ChangeHighwayRight", S(.fork, .right)),
        ]
        return ManeuverVocabulary(
            name: "carplay",
            title: "Apple CarPlay CPManeuverType",
            reference: "CarPlay.framework CPManeuver.h (iOS 17.4 and 18.0 SDKs); developer.apple.com/documentation/carplay/cpmaneuvertype",
            remarks: [
                "Names: the Swift spelling (leftTurn, enter_Ferry) or the Objective-C one, with or without the CPManeuverType prefix.",
                "--traffic-side is CPManeuver.trafficSide; CarPlay's default is right (counterclockwise roundabouts, U-turns to the left).",
                "The exit angle is junctionExitAngle. Apple documents no convention; the one read here is reverse-engineered from iAP2 (unverified).",
                "noTurn and followRoad are drawn straight on; changeHighway (no side) cannot be drawn with a direction.",
            ],
            hasRawValues: true,
            prefixes: ["cpmaneuvertype"],
            angleReading: { .carPlay($0) },
            angleHelp: "junctionExitAngle: signed degrees relative to the driver, 0 straight on, +90 right, -90 left, ±180 back (unverified convention)",
            platformTrafficSide: .right,
            entries: entries
        )
    }()
}
