import ManeuverCatalogue
import ManeuverFeed

/// Images of a step in any vocabulary (`ManeuverStep`: a route response's step, a platform's
/// step object, a feed line). The step's glyph is asked as `ManeuverStep.rendering(junction:)`
/// says: a Google maneuver's with its exit angle, number and arms (a junction image exits at the
/// step's `turnAngle`), so its pixels and cache entry are that maneuver's own; any other glyph as
/// the spec. Errors as for a maneuver or a spec.
extension IconRenderer {
    /// The step's icon (or junction image) as PNG data, cached.
    public func maneuverPNG(for step: ManeuverStep, options: ImageOptions = .init(), junction: JunctionForm? = nil) throws(RenderError) -> [UInt8] {
        switch step.rendering(junction: junction != nil) {
        case .maneuver(let m, let angle, let number, let arms):
            return try maneuverPNG(m, options: options, exitAngle: angle, exitNumber: number, arms: arms, junction: junction)
        case .spec(let spec):
            return try maneuverPNG(spec, options: options, junction: junction)
        }
    }

    /// The step's icon (or junction image) as straight-alpha RGBA8 pixels.
    public func maneuverImage(for step: ManeuverStep, options: ImageOptions = .init(), junction: JunctionForm? = nil) throws(RenderError) -> Pixmap {
        switch step.rendering(junction: junction != nil) {
        case .maneuver(let m, let angle, let number, let arms):
            return try maneuverImage(m, options: options, exitAngle: angle, exitNumber: number, arms: arms, junction: junction)
        case .spec(let spec):
            return try maneuverImage(spec, options: options, junction: junction)
        }
    }

    /// The step's icon (or junction image) as SVG.
    public func maneuverSVG(for step: ManeuverStep, options: ImageOptions = .init(), junction: JunctionForm? = nil,
                            flatten: Bool = false) throws(RenderError) -> String {
        switch step.rendering(junction: junction != nil) {
        case .maneuver(let m, let angle, let number, let arms):
            return try maneuverSVG(m, options: options, exitAngle: angle, exitNumber: number, arms: arms, junction: junction, flatten: flatten)
        case .spec(let spec):
            return try maneuverSVG(spec, options: options, junction: junction, flatten: flatten)
        }
    }

    /// The step's lanes image as PNG data (cached); nil when it has no lanes.
    public func lanesPNG(for step: ManeuverStep, options: LanesImageOptions = .init()) throws(RenderError) -> [UInt8]? {
        try lanesPNG(step.lanes, options: options)
    }
}
