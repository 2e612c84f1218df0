/// Why the rasterizer refused its input, or a pixmap its size. Thrown before any pixel is written.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A vertex of some outline's contours has a NaN or infinite coordinate (points after the
    /// last contour end belong to no contour and are not read).
    case nonFiniteCoordinate
    /// An outline's `contourEnds` is not non-decreasing or points past the end of `points`.
    case malformedOutline
    /// A pixmap (`Pixmap.init`) or coverage image (`Rasterizer.coverage`) size outside
    /// `1...Pixmap.maximumSide` on a side or beyond `Pixmap.maximumPixels` in all.
    case invalidSize
    /// `Pixmap(width:height:premultipliedData:)` got `actualBytes` bytes where the size needs
    /// `expectedBytes` (`width · height · 4`).
    case invalidPixelData(expectedBytes: Int, actualBytes: Int)

    public var description: String {
        switch self {
        case .nonFiniteCoordinate:
            return "an outline has a NaN or infinite coordinate"
        case .malformedOutline:
            return "an outline's contour ends are not ascending or point past its points"
        case .invalidSize:
            return "invalid image size: each side 1...\(Pixmap.maximumSide) px and at most \(Pixmap.maximumPixels) px in all"
        case let .invalidPixelData(expected, actual):
            return "invalid pixel data: \(actual) bytes, expected \(expected) (width × height × 4)"
        }
    }
}
