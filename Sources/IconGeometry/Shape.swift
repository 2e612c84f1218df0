/// Which points a closed outline covers.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Covered where the winding number is not zero (SVG `nonzero`).
    case nonZero
    /// Covered where the winding number is odd (SVG `evenodd`).
    case evenOdd
}

/// How a shape's path is painted.
public enum Paint: Sendable, Hashable {
    /// The path's subpaths are closed and filled with the rule.
    case fill(FillRule)
    /// The path is stroked; the stroke outline is filled with `.nonZero`.
    case stroke(StrokeStyle)
}

/// A path with its paint, in the coordinate space of the path.
public struct Shape: Sendable, Hashable {
    public var path: Path
    public var paint: Paint
    public init(path: Path, paint: Paint) { self.path = path; self.paint = paint }
    public static func fill(_ path: Path, rule: FillRule = .nonZero) -> Shape { Shape(path: path, paint: .fill(rule)) }
    public static func stroke(_ path: Path, _ style: StrokeStyle) -> Shape { Shape(path: path, paint: .stroke(style)) }
    public func transformed(by t: Transform) -> Shape {
        var s = self
        s.path = path.transformed(by: t)
        if case .stroke(var st) = paint { st.width *= t.uniformScale; s.paint = .stroke(st) }
        return s
    }
}
