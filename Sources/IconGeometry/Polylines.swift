/// Flattened subpaths: the vertices of every subpath back to back, in the path's units.
///
/// Internal form shared by fill flattening and the stroker. Consecutive vertices are never closer
/// than `PolylineFlattener.minimumSegment` (shorter steps are merged), so every segment has a
/// defined direction.
struct Polylines: ~Copyable {
    /// One flattened subpath: vertices `start..<end` of `points`.
    struct Subpath {
        var start: Int
        var end: Int
        /// Ended by `.close` (the stroker joins the last vertex back to the first, without caps).
        var closed: Bool
        /// At least one drawing command followed the subpath's start. A subpath that is a lone
        /// `.move` is not stroked; a drawn subpath of zero length gets a dot or square with
        /// round or square caps.
        var drawn: Bool
    }

    /// What a vertex is, for the stroker's joins.
    enum VertexKind: UInt8 {
        /// Where path segments meet (or a subpath's ends): the stroke style's join.
        case corner
        /// Strictly inside one curve: a round join whatever the style.
        case smooth
        /// Inside a curve, just after its start along the exact start tangent: the segment before
        /// it is a tangent chord whose normal is the curve's true normal at the start.
        case tangentStart
        /// Inside a curve, just before its end along the exact end tangent: the segment after it is
        /// a tangent chord.
        case tangentEnd
    }

    var points: UncheckedBuffer<Point>
    /// Parallel to `points`.
    var kinds: UncheckedBuffer<VertexKind>
    var subpaths: UncheckedBuffer<Subpath>

    init(capacity: Int) {
        points = UncheckedBuffer(capacity: capacity)
        kinds = UncheckedBuffer(capacity: capacity)
        subpaths = UncheckedBuffer(capacity: 16)
    }

    private init(points: consuming UncheckedBuffer<Point>, kinds: consuming UncheckedBuffer<VertexKind>,
                 subpaths: consuming UncheckedBuffer<Subpath>) {
        self.points = points
        self.kinds = kinds
        self.subpaths = subpaths
    }

    /// These polylines, leaving empty ones (no memory) in their place.
    mutating func take() -> Polylines {
        Polylines(points: points.take(), kinds: kinds.take(), subpaths: subpaths.take())
    }

    /// Drops every vertex and subpath; keeps the capacity.
    mutating func removeAll() {
        points.removeAll()
        kinds.removeAll()
        subpaths.removeAll()
    }

    var byteCapacity: Int { points.byteCapacity + kinds.byteCapacity + subpaths.byteCapacity }
}
