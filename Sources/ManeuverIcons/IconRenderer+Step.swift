import ManeuverCatalogue
import ManeuverFeed

/// The feed daemon's calls: images for one turn-by-turn step (`StepInfo`, shaped after the SDK's
/// `GMSNavigationStepInfo`). The step's `exitAngle`, `roundaboutTurnNumber` (drawn as a badge) and
/// `arms` (spokes) are drawn for roundabout maneuvers; for the others a valid value is ignored,
/// except in a junction image (`junction`), which draws their `arms` and exits at `turnAngle`.
/// Either way a value out of range (exit angle outside 1…359 or NaN, turn number above 99, an
/// arm outside 0…360, more than 16 arms) throws `RenderError.catalogue`, as `StepInfo.decode`
/// refuses it; a turn number ≤ 0 is none (`StepInfo` stores it as nil).
extension IconRenderer {
    /// The step's maneuver icon (or junction image) as PNG data (cached). Throws as
    /// `maneuverPNG(_:options:…)`.
    public func maneuverPNG(for step: StepInfo, options: ImageOptions = .init(), junction: JunctionForm? = nil) throws(RenderError) -> [UInt8] {
        try maneuverPNG(step.maneuver, options: options, exitAngle: step.exitAngle(junction: junction != nil),
                        exitNumber: step.roundaboutTurnNumber, arms: step.arms, junction: junction)
    }

    /// The step's maneuver icon (or junction image) as straight-alpha RGBA8 pixels.
    public func maneuverImage(for step: StepInfo, options: ImageOptions = .init(), junction: JunctionForm? = nil) throws(RenderError) -> Pixmap {
        try maneuverImage(step.maneuver, options: options, exitAngle: step.exitAngle(junction: junction != nil),
                          exitNumber: step.roundaboutTurnNumber, arms: step.arms, junction: junction)
    }

    /// The step's lanes image as PNG data (cached); `nil` when the step has no lanes.
    public func lanesPNG(for step: StepInfo, options: LanesImageOptions = .init()) throws(RenderError) -> [UInt8]? {
        try lanesPNG(step.lanes, options: options)
    }

    /// The step's lanes image as pixels; `nil` when the step has no lanes.
    public func lanesImage(for step: StepInfo, options: LanesImageOptions = .init()) throws(RenderError) -> Pixmap? {
        try lanesImage(step.lanes, options: options)
    }
}
