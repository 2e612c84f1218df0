import ManeuverCatalogue

/// One step to draw, whatever vocabulary it came in: the maneuver as the model states it
/// (`ManeuverSpec`, with its `source`, exit number, swept exit angle and arms), the lanes, and
/// the exit of its junction image. Route responses of every format (`RouteResponse`), platform
/// step objects (`StepObject`) and SDK steps (`init(_:)` of a `StepInfo`) all become one.
public struct ManeuverStep: Sendable, Hashable {
    /// What the driver does, as read; `spec.drawing` says how it is drawn.
    public var spec: ManeuverSpec
    /// Lanes at the maneuver, left to right; empty when the step has none.
    public var lanes: [Lane]
    /// For the junction image of a maneuver other than a roundabout: the exit's degrees clockwise
    /// from straight ahead, 0…360 (90 a road to the right); nil when not known.
    public var turnAngle: Double?
    /// The step's instruction text, road name and length in metres, when given.
    public var instruction: String?
    public var roadName: String?
    public var distanceMeters: Double?

    public init(spec: ManeuverSpec, lanes: [Lane] = [], turnAngle: Double? = nil,
                instruction: String? = nil, roadName: String? = nil, distanceMeters: Double? = nil) {
        self.spec = spec; self.lanes = lanes; self.turnAngle = turnAngle
        self.instruction = instruction; self.roadName = roadName; self.distanceMeters = distanceMeters
    }

    /// An SDK step: its maneuver as the model states it (`Maneuver.spec`, source `google`), with
    /// its roundabout turn number, exit angle and arms; the same pixels as the step itself.
    public init(_ step: StepInfo) {
        var spec = step.maneuver.spec
        spec.exitNumber = step.roundaboutTurnNumber
        spec.exitAngle = step.exitAngle
        spec.arms = step.arms
        spec.source = ManeuverSource(vocabulary: "google", value: step.maneuver.docsName)
        self.init(spec: spec, lanes: step.lanes, turnAngle: step.turnAngle, instruction: step.fullInstructionText,
                  roadName: step.fullRoadName, distanceMeters: step.distanceFromPrevStepMeters)
    }

    /// How the catalogue draws the spec.
    public var drawing: ManeuverDrawing { spec.drawing }

    /// The Google maneuver drawn, when one says what the spec says (`ManeuverSpec.googleManeuver`);
    /// nil for a glyph of the model's own and for a fallback (a transit step drawn as `UNKNOWN`).
    public var googleManeuver: Maneuver? {
        guard spec.googleManeuver != nil, case .maneuver(let m) = drawing.glyph else { return nil }
        return m
    }

    /// What to ask the renderer for. A glyph that is a Google maneuver is asked as that maneuver
    /// with the exit angle, number and arms as drawn (for the junction image of a maneuver other
    /// than a roundabout, `turnAngle` as its exit unless it lies on the other side from the side
    /// the maneuver names: a junction image never shows a named turn the wrong way), so its key,
    /// pixels and cache entry are the maneuver's own; any other glyph as the spec, which draws no
    /// junction image.
    public func rendering(junction: Bool) -> Rendering {
        let drawing = self.drawing
        guard case .maneuver(let m) = drawing.glyph else { return .spec(spec) }
        let angle = junction && m.roundaboutIsClockwise == nil ? RouteShape.junctionExit(turnAngle, for: spec) : drawing.exitAngle
        return .maneuver(m, exitAngle: angle, exitNumber: drawing.exitNumber, arms: drawing.arms)
    }

    /// A renderer request for a step (`rendering(junction:)`).
    public enum Rendering: Sendable, Hashable {
        case maneuver(Maneuver, exitAngle: Double?, exitNumber: Int?, arms: [Double]?)
        case spec(ManeuverSpec)
    }
}
