import ManeuverIcons

/// Images of steps in any vocabulary (`ManeuverStep`) for `route`, `step` and `feed`, through
/// the request's own maneuver and spec calls, so that each output format they support reaches
/// these steps too.

extension ImageRequest {
    /// The step's icon (its junction image with `--junction`): a Google maneuver's glyph as that
    /// maneuver with the step's exit angle, number and arms, any other glyph as its spec
    /// (`ManeuverStep.rendering(junction:)`); `name` names an lvgl-c descriptor. An error is a failure (exit 1) that `source` (the
    /// file, and the step's number) begins: the options were checked when the request was made.
    func maneuver(_ step: ManeuverStep, from source: String, name: String? = nil) throws(ToolError) -> [UInt8] {
        do throws(ToolError) {
            switch step.rendering(junction: junction != nil) {
            case .maneuver(let m, let angle, let number, let arms):
                return try maneuver(m, exitAngle: angle, exitNumber: number, arms: arms, name: name)
            case .spec(let spec):
                return try maneuver(spec, name: name ?? step.drawing.glyph.description.lowercased())
            }
        } catch {
            switch error {
            case .usage(let message), .failure(let message): throw ToolError.failure("\(source): \(message)")
            }
        }
    }
}

/// `--traffic-side` of `route`, `step` and `feed`: for input that does not state the side.
let trafficSideSpec = OptionSpec.option("traffic-side", value: "left|right",
    "The side traffic drives on, for input that does not say (every route format but OSRM's driving_side, most step objects): it sets the circulation of roundabouts and U-turns (default: right, said in a warning).")

extension ParsedArguments {
    /// `--traffic-side`: `.none` when absent.
    /// - Throws: a usage error for a value other than left or right.
    func trafficSide() throws(ToolError) -> DrivingSide {
        guard let text = self["traffic-side"] else { return .none }
        switch NameFolding.fold(text) {
        case "left": return .left
        case "right": return .right
        default: throw ToolError.usage("invalid traffic side \(quoted(text)): expected left or right")
        }
    }
}
