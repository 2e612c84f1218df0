extension Path {
    /// Flattens every subpath to a closed polygon (fill semantics: each subpath is implicitly
    /// closed) for filling with a `FillRule`.
    ///
    /// - Parameter tolerance: the largest distance between a curve and its chords, in the path's
    ///   units (device pixels once the path is scaled to the image; use
    ///   `defaultFlatteningTolerance` there). A non-finite or non-positive value means the default.
    /// - Returns: one contour per subpath with at least 3 vertices (vertices closer than the
    ///   minimum segment merged; such a contour may still enclose no area), in the path's coordinate
    ///   system (x right, y down). Quadratic Béziers are cut at uniform parameter steps
    ///   (second-difference bound), cubics too or, where their bend is uneven and that takes fewer
    ///   chords, in eighths of the parameter range each with steps of its own; arcs at uniform
    ///   angles, their end points on the circle and
    ///   interior vertices at the radius that keeps the circle's area (`PolylineFlattener`); each curve gets at
    ///   most `4096` chords, so huge coordinates never hang. Elements with non-finite values are
    ///   skipped; see `PolylineFlattener` for the subpath rules.
    public func flattened(tolerance: Double = defaultFlatteningTolerance) -> FillOutline {
        GeometryScratch.with { scratch in
            PolylineFlattener.flatten(self, tolerance: effectiveFlatteningTolerance(tolerance),
                                      tangentVertices: false, into: &scratch.lines)
            let subpaths = UnsafeBufferPointer(start: scratch.lines.subpaths.base, count: scratch.lines.subpaths.count)
            let keep: (Polylines.Subpath) -> Bool = { $0.end - $0.start >= 3 }
            if subpaths.allSatisfy(keep) {
                return FillOutline(points: scratch.lines.points.array(), contourEnds: subpaths.map(\.end))
            }
            let points = scratch.lines.points.base
            var outline = FillOutline()
            outline.points.reserveCapacity(scratch.lines.points.count)
            for sp in subpaths where keep(sp) {
                outline.addContour(UnsafeBufferPointer(start: points + sp.start, count: sp.end - sp.start))
            }
            return outline
        }
    }
}
