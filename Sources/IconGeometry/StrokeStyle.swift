/// How consecutive segments of a stroked subpath meet.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// Outer edges extended to a point, falling back to `.bevel` where the miter length divided by
    /// the stroke width exceeds the miter limit (SVG semantics).
    case miter
    /// A circular arc of radius width/2 around the vertex.
    case round
    /// A straight line across the outer corner.
    case bevel
}

/// How the ends of an open subpath are finished.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Squared off exactly at the end point.
    case butt
    /// A half-disc of radius width/2 beyond the end point (a zero-length subpath becomes a dot).
    case round
    /// A half-square of width/2 beyond the end point (a zero-length subpath becomes a square).
    case square
}

/// Parameters of a stroke, in the units of the path being stroked. There is no dash pattern: a
/// dashed line is a path with one subpath per dash (the lane separators are drawn that way).
public struct StrokeStyle: Sendable, Hashable {
    /// Full width of the stroke (> 0).
    public var width: Double
    public var join: LineJoin
    public var cap: LineCap
    /// Maximum ratio of miter length to stroke width before a miter join becomes a bevel (≥ 1;
    /// SVG's default is 4).
    public var miterLimit: Double

    public init(width: Double, join: LineJoin = .miter, cap: LineCap = .butt, miterLimit: Double = 4) {
        self.width = width; self.join = join; self.cap = cap; self.miterLimit = miterLimit
    }
}
