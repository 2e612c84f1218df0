/// Turns a stroked path into the outline of its stroke, to be filled with the nonzero rule.
///
/// Construction: the path is flattened to a polyline within the tolerance, plus a vertex a short
/// way (≤ tolerance) along each curve's exact end tangents: the "tangent chord" there has the curve's
/// true normal, so caps and joins at curve ends are square to the true tangent, not to the first or
/// last chord. Every segment contributes a rectangle of the stroke width. The outer side of each
/// vertex gets the join (miter, falling back to bevel beyond the miter limit; round; bevel); vertices
/// inside one curve always get a round join, for which a miter tip within the tolerance of the arc
/// is used when possible (one point). The inner side is routed through the vertex itself (pivot),
/// or — when the cut lies within the segments — through the intersection of the two inner edges,
/// or, next to a tangent chord, along that chord's normal (so a chord's rectangle does not poke past
/// a butt cap on the inner side). Inside a curve tighter than the half-width, the sector between
/// the two inner normals (swept by the curve's normal) is added where the rectangles miss it.
///
/// Why nonzero filling is exact: the outline equals, as a sum of windings, positively oriented
/// pieces — segment rectangles, join wedges, caps, sectors — minus the cut-off kites and triangles,
/// and cuts are only taken where they cannot stack (each stays within its share of a segment), so
/// the winding number is ≥ 0 everywhere and > 0 exactly on the stroke. Overlaps (winding 2+) are
/// left to the rasterizer.
///
/// Accuracy: the outline is within the tolerance of the true stroke boundary along straight
/// segments and on the inner side of every bend (offset edges of a chord are parallel to it and
/// deviate as it does). On the outer side of a curve it may stick out by up to twice the
/// tolerance at a vertex: the centre line's interior vertices lie up to the tolerance outside the
/// curve (they straddle it, see `PolylineFlattener`), and the miter tip used there lies up to the
/// tolerance beyond the round join; between vertices the offset edges dip inside the boundary, so
/// the area outside and inside nearly cancels along each chord (docs/benchmarks.md has the
/// coverage this gives against exact coverage). Pinned by `StrokeRandomPathTests`. One
/// documented exception: a butt or square cap (or a sharp corner turning away) at the end of a
/// curve whose radius of curvature there is below half the stroke width; then
/// the chords' rectangles, which do not taper through the centre of curvature, may cover up to half
/// a chord, √(2·r·tolerance) (≈ 0.09 px for r = 2 px at the default tolerance), beyond the true
/// stroke next to that centre.
///
/// Range: coordinates up to about ±1e150 (segment lengths are √(dx² + dy²) in `Double`). Beyond,
/// squared lengths overflow and the outline may vanish or hold non-finite points, which filling
/// reports as `RasterError.nonFiniteCoordinate` (its size and time stay those of any outline: a
/// join whose angle cannot be computed adds no chords); a stroke a few units wide at such
/// coordinates is below their rounding step anyway.
///
/// Orientation: every piece has a positive shoelace area Σ(xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ)/2, i.e. runs clockwise
/// on screen (y down).
///
/// Decisions where renderers differ:
/// - A curve that folds back on itself (a cusp inside a Bézier, or a control point beyond the
///   end) gets a round join at the fold whatever the join style, so the stroke reaches half its
///   width beyond the fold, as Skia does. The same fold drawn as two line segments gets the
///   style's join (a miter or bevel join ends flat there).
/// - A zero-length subpath, `M x,y Z` or a segment to its own start, is drawn as the cap
///   dictates: a dot with round caps, an axis-aligned square with square caps, nothing with butt
///   caps. A lone move draws nothing.
/// - There are no dashes (`StrokeStyle`): draw each dash as a subpath of its own.
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
    ///     path's units, except twice that outwards at the vertices of the outer side of a curve
    ///     (see Accuracy above); non-finite or non-positive means `defaultFlatteningTolerance`.
    /// - Returns: closed contours in the path's coordinate system; empty for a width that is not
    ///   finite and positive, or whose half rounds to 0 (the smallest subnormal, 5e-324).
    public static func stroke(_ path: Path, style: StrokeStyle,
                              tolerance: Double = defaultFlatteningTolerance) -> FillOutline {
        let tol = effectiveFlatteningTolerance(tolerance)
        let halfWidth = style.width / 2
        guard halfWidth > 0, halfWidth.isFinite else { return FillOutline() }
        return GeometryScratch.with { scratch in
            PolylineFlattener.flatten(path, tolerance: tol, tangentVertices: true, into: &scratch.lines)
            var writer = StrokeOutlineWriter(scratch.lines, style: style, halfWidth: halfWidth, tolerance: tol,
                                             buffers: scratch.stroke.take())
            let subpaths = UnsafeBufferPointer(start: scratch.lines.subpaths.base, count: scratch.lines.subpaths.count)
            for subpath in subpaths { writer.stroke(subpath) }
            let outline = writer.outline()
            scratch.stroke = writer.takeBuffers()
            return outline
        }
    }
}
