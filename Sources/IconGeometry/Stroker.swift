/// Turns a stroked path into the outline of its stroke, to be filled with the nonzero rule.
///
/// Construction: the path is flattened to a polyline (curves within the tolerance, plus a vertex
/// just along each curve's exact end tangents so caps and joins at curve ends are perpendicular to
/// the true tangent). Every segment contributes a rectangle of the stroke width; the outer side of
/// each vertex gets the join (miter, falling back to bevel beyond the miter limit; round; bevel —
/// vertices inside one curve always get a round join, of which a miter within tolerance is an
/// exact-enough shortcut); the inner side is routed through the vertex itself (or the intersection
/// of the two inner edges when it lies on both segments). The outline then equals, as a sum of
/// windings, the positively oriented segment rectangles plus join wedges and caps: the winding
/// number is ≥ 0 everywhere and > 0 exactly on the stroke, so nonzero filling is exact even on the
/// inner side of sharp joins, 180° reversals and curves tighter than half the stroke width (there the
/// sector swept by the curve's normal on the inner side is added too). Overlaps are left to the
/// rasterizer.
///
/// Orientation: every contour piece has a positive shoelace area Σ(xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ)/2, i.e. it runs
/// clockwise on screen (y down).
public enum Stroker {
    /// The outline of the stroke of `path`, to be filled with the nonzero rule.
    ///
    /// - Parameters:
    ///   - path: the centre line, in any units (device pixels for rendering).
    ///   - style: width, join, cap and miter limit in the same units (SVG semantics: the miter limit
    ///     bounds miter length / stroke width = 1/sin(θ/2) for the angle θ between the segments,
    ///     values below 1 act as 1, NaN as 4). Zero-length subpaths become a disc (round cap), an
    ///     axis-aligned square (square cap) or nothing (butt cap); a lone move draws nothing.
    ///   - tolerance: largest distance between the true stroke boundary and the outline, in the
    ///     path's units; non-finite or non-positive means `defaultFlatteningTolerance`.
    /// - Returns: closed contours in the path's coordinate system; empty for a width that is not
    ///   finite and positive.
    public static func stroke(_ path: Path, style: StrokeStyle,
                              tolerance: Double = defaultFlatteningTolerance) -> FillOutline {
        let tol = effectiveFlatteningTolerance(tolerance)
        let halfWidth = style.width / 2
        guard halfWidth > 0, halfWidth.isFinite else { return FillOutline() }
        let lines = PolylineFlattener.flatten(path, tolerance: tol, tangentVertices: true)
        defer { lines.deallocate() }
        var writer = StrokeOutlineWriter(lines, style: style, halfWidth: halfWidth, tolerance: tol,
                                         capacity: 2 * lines.points.count + 64)
        defer { writer.deallocate() }
        for sp in lines.subpaths { writer.stroke(sp) }
        return writer.outline()
    }
}
