extension Shape {
    /// Fill outline and rule for this shape, in the shape's coordinate space: a fill flattens the
    /// path and keeps its rule; a stroke becomes the stroke outline (`Stroker.stroke`) with `.nonZero`.
    ///
    /// - Parameter tolerance: flattening tolerance in the path's units (use
    ///   `defaultFlatteningTolerance` once the shape is in device pixels).
    public func fillOutline(tolerance: Double = defaultFlatteningTolerance) -> (outline: FillOutline, rule: FillRule) {
        switch paint {
        case .fill(let rule):
            return (path.flattened(tolerance: tolerance), rule)
        case .stroke(let style):
            return (Stroker.stroke(path, style: style, tolerance: tolerance), .nonZero)
        }
    }
}
