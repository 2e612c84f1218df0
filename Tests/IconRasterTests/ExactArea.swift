import IconGeometry
@testable import IconRaster

// Test-only exact reference: area of convex polygons inside pixel squares, by clipping
// (Sutherland–Hodgman against the four pixel edges) and the shoelace formula. Independent of the
// rasterizer's code.

/// Signed area (positive for clockwise on screen, y down) of a polygon.
func shoelace(_ p: [Point]) -> Double {
    guard p.count >= 3 else { return 0 }
    var s = 0.0
    for i in p.indices {
        let a = p[i], b = p[(i + 1) % p.count]
        s += a.x * b.y - b.x * a.y
    }
    return s / 2
}

/// Clips polygon `p` to the half-plane where `inside` holds; `cut` gives the boundary point on a
/// segment that crosses it.
private func clipHalfPlane(_ p: [Point], inside: (Point) -> Bool, cut: (Point, Point) -> Point) -> [Point] {
    var out: [Point] = []
    for i in p.indices {
        let a = p[i], b = p[(i + 1) % p.count]
        let ia = inside(a), ib = inside(b)
        if ia { out.append(a) }
        if ia != ib { out.append(cut(a, b)) }
    }
    return out
}

/// `p` clipped to the axis-aligned box (exact for any simple polygon's area; the box is convex).
func clip(_ p: [Point], minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Point] {
    func atX(_ x: Double) -> (Point, Point) -> Point {
        { a, b in Point(x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
    }
    func atY(_ y: Double) -> (Point, Point) -> Point {
        { a, b in Point(a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y) }
    }
    var q = clipHalfPlane(p, inside: { $0.x >= minX }, cut: atX(minX))
    q = clipHalfPlane(q, inside: { $0.x <= maxX }, cut: atX(maxX))
    q = clipHalfPlane(q, inside: { $0.y >= minY }, cut: atY(minY))
    q = clipHalfPlane(q, inside: { $0.y <= maxY }, cut: atY(maxY))
    return q
}

/// Intersection of polygon `p` with convex polygon `c` (both any orientation).
func intersectConvex(_ p: [Point], _ c: [Point]) -> [Point] {
    let orientation: Double = shoelace(c) >= 0 ? 1 : -1
    var q = p
    for i in c.indices where !q.isEmpty {
        let a = c[i], b = c[(i + 1) % c.count]
        let side = { (pt: Point) in orientation * (b - a).cross(pt - a) }
        q = clipHalfPlane(q, inside: { side($0) >= 0 }, cut: { u, v in
            let su = side(u), sv = side(v)
            return u.lerp(v, su / (su - sv))
        })
    }
    return q
}

/// Exact per-pixel area (row-major, width × height) of one simple polygon.
func exactCoverage(_ polygon: [Point], width: Int, height: Int) -> [Double] {
    var out = [Double](repeating: 0, count: width * height)
    for y in 0 ..< height {
        for x in 0 ..< width {
            let q = clip(polygon, minX: Double(x), minY: Double(y), maxX: Double(x + 1), maxY: Double(y + 1))
            out[y * width + x] = abs(shoelace(q))
        }
    }
    return out
}

/// Exact per-pixel area of the union of two convex polygons (inclusion–exclusion).
func exactUnionCoverage(_ a: [Point], _ b: [Point], width: Int, height: Int) -> [Double] {
    let ca = exactCoverage(a, width: width, height: height)
    let cb = exactCoverage(b, width: width, height: height)
    let ab = intersectConvex(a, b)
    let cab = ab.count >= 3 ? exactCoverage(ab, width: width, height: height) : [Double](repeating: 0, count: width * height)
    return (0 ..< ca.count).map { ca[$0] + cb[$0] - cab[$0] }
}

/// Largest absolute difference of two equally long images.
func maxDifference(_ a: [Float], _ b: [Double]) -> Double {
    precondition(a.count == b.count)
    return zip(a, b).map { abs(Double($0) - $1) }.max() ?? 0
}

func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
    [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
}

func outline(_ contours: [Point]...) -> FillOutline {
    var o = FillOutline()
    for c in contours { o.addContour(c) }
    return o
}

/// Coverage of `contours` as one item with `rule`.
func cover(_ contours: [[Point]], rule: FillRule = .nonZero, width: Int, height: Int) throws -> [Float] {
    var o = FillOutline()
    for c in contours { o.addContour(c) }
    var r = Rasterizer()
    return try r.coverage([FillItem(o, rule: rule)], width: width, height: height)
}

/// Coverage bound for "exact up to floating-point rounding".
let roundingTolerance = 1e-5
