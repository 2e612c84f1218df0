/// Closed polygons ready to fill: the only input the rasterizer sees.
///
/// `points` holds the vertices of every contour back to back; `contourEnds[i]` is the index one
/// past the last vertex of contour `i`. Every contour is implicitly closed (its last vertex joins
/// its first). Coordinates are device pixels, x right, y down, origin top-left.
public struct FillOutline: Sendable, Equatable {
    public var points: [Point]
    public var contourEnds: [Int]

    public init() { points = []; contourEnds = [] }
    public init(points: [Point], contourEnds: [Int]) { self.points = points; self.contourEnds = contourEnds }

    /// Appends one closed contour (fewer than 2 vertices are ignored: they enclose nothing).
    public mutating func addContour<C: Collection>(_ vertices: C) where C.Element == Point {
        guard vertices.count >= 2 else { return }
        points.append(contentsOf: vertices)
        contourEnds.append(points.count)
    }
    /// Appends all contours of another outline.
    public mutating func append(_ other: FillOutline) {
        let base = points.count
        points.append(contentsOf: other.points)
        contourEnds.append(contentsOf: other.contourEnds.map { $0 + base })
    }
    public var isEmpty: Bool { contourEnds.isEmpty }
    /// True when `contourEnds` is non-decreasing and within `points` (what the rasterizer
    /// requires; it throws `RasterError.malformedOutline` otherwise).
    public var isWellFormed: Bool {
        var previous = 0
        for end in contourEnds {
            guard end >= previous, end <= points.count else { return false }
            previous = end
        }
        return true
    }
    /// The contours as slices of `points`; empty when the outline is not well-formed
    /// (`isWellFormed`), rather than a trap.
    public var contours: [ArraySlice<Point>] {
        guard isWellFormed else { return [] }
        var res: [ArraySlice<Point>] = []
        var start = 0
        for e in contourEnds { res.append(points[start..<e]); start = e }
        return res
    }
    public func transformed(by t: Transform) -> FillOutline {
        FillOutline(points: points.map(t.apply), contourEnds: contourEnds)
    }
    /// True when all vertices are finite.
    public var isFinite: Bool { points.allSatisfy { $0.isFinite } }
    public var bounds: Rect { points.reduce(Rect.empty) { $0.including($1) } }
}
