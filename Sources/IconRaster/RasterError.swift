/// Why the rasterizer refused its input. Thrown before any pixel is written.
public enum RasterError: Error, Equatable, Sendable {
    /// A vertex of some outline's contours has a NaN or infinite coordinate (points after the
    /// last contour end belong to no contour and are not read).
    case nonFiniteCoordinate
    /// An outline's `contourEnds` is not non-decreasing or points past the end of `points`.
    case malformedOutline
    /// `coverage(_:width:height:)` was asked for a non-positive size or one beyond
    /// `Rasterizer.maximumCoverageSide` / `maximumCoveragePixels`.
    case invalidSize
}
