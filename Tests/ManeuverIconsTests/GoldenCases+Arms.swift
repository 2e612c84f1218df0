import ManeuverIcons

extension GoldenCase {
    /// Roundabouts drawn from their arms and junction images (issue 23): the two cases,
    /// eight arms with a badge, a U-turn past three arms at 48 px, and junctions in the square and
    /// CarPlay forms, day and night.
    static let armsCases: [GoldenCase] = {
        func render(_ name: String, _ m: Maneuver, _ options: ImageOptions, exitAngle: Double? = nil, exitNumber: Int? = nil,
                    arms: [Double], junction: JunctionForm? = nil) -> GoldenCase {
            GoldenCase(name: name) {
                try $0.maneuverPNG(m, options: options, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction)
            }
        }
        let eight: [Double] = [45, 90, 180, 225, 270, 315]
        return [
            render("arms_roundabout_counterclockwise_180deg_arms_90_270_square96_2x", .roundaboutCounterClockwise,
                   ImageOptions(scale: 2), exitAngle: 180, arms: [90, 270]),
            render("arms_roundabout_clockwise_135deg_eight_arms_exit5_square96_2x", .roundaboutClockwise,
                   ImageOptions(scale: 2), exitAngle: 135, exitNumber: 5, arms: eight),
            render("arms_roundabout_u_turn_counterclockwise_arms_90_180_270_square48_1x", .roundaboutUTurnCounterClockwise,
                   ImageOptions(size: .square48), arms: [90, 180, 270]),
            render("junction_turn_right_arms_0_270_square96_2x", .turnRight, ImageOptions(scale: 2), arms: [0, 270], junction: .square96),
            render("junction_turn_right_arms_0_270_carplay_2x", .turnRight, ImageOptions(scale: 2), arms: [0, 270], junction: .carPlay),
            render("junction_turn_sharp_left_arms_0_90_300_square48_1x_night", .turnSharpLeft,
                   ImageOptions(size: .square48, colors: .night), arms: [0, 90, 300], junction: .square96),
            render("junction_turn_u_turn_counterclockwise_arms_0_90_270_carplay_1x", .turnUTurnCounterClockwise,
                   ImageOptions(), arms: [0, 90, 270], junction: .carPlay),
        ]
    }()
}
