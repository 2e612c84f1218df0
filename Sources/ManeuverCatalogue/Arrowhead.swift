import IconGeometry

/// The one arrowhead of the set: an isosceles triangle `headWidth` wide at its base and
/// `headLength` long, corners rounded by `headCornerRadius`, filled nonzero.
enum Arrowhead {
    /// The head whose base is centred on `base`, perpendicular to the unit vector `direction`,
    /// tip at `base + direction × headLength` (all dimensions of `m` times `scale`).
    static func path(base: Point, direction d: Point, metrics m: GlyphMetrics, scale: Double = 1) -> Path {
        let n = d.perpendicular * (m.headWidth / 2 * scale)
        let tip = base + d * (m.headLength * scale)
        return PathShapes.roundedPolygon([base - n, tip, base + n], radius: GlyphMetrics.headCornerRadius * scale)
    }
}
