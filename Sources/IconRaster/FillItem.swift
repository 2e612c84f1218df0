import IconGeometry

/// One set of closed contours with the fill rule that decides which points it covers.
///
/// The rasterizer fills the *union* of several items: a point is covered when it is inside any
/// item under that item's own rule. Coordinates are device pixels (x right, y down, origin at the
/// top-left corner of the pixmap; pixel `(i, j)` is the square `[i, i+1] × [j, j+1]`).
public struct FillItem: Sendable {
    public var outline: FillOutline
    public var rule: FillRule

    public init(_ outline: FillOutline, rule: FillRule) {
        self.outline = outline
        self.rule = rule
    }
}
