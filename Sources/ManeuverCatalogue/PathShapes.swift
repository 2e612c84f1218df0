#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IconGeometry

/// Closed outlines the glyphs are assembled from. Every one starts its own subpath with a move, so
/// it can be appended after another closed subpath (a bare `.arc` after `.close` would start at
/// the previous subpath's start and draw a line to the arc).
enum PathShapes {
    /// A full circle as its own subpath (move to the point at angle 0, clockwise on screen, close).
    static func circle(center c: Point, radius r: Double) -> Path {
        Path([.move(Point(c.x + r, c.y)), .arc(center: c, radius: r, startAngle: 0, sweep: 2 * .pi), .close])
    }

    /// A rounded rectangle (corners of `radius`), clockwise on screen.
    static func roundedRect(_ r: Rect, radius: Double) -> Path {
        roundedPolygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)],
                       radius: radius)
    }

    /// A closed convex polygon with every corner replaced by a tangent circular arc of `radius`.
    static func roundedPolygon(_ vertices: [Point], radius: Double) -> Path {
        let count = vertices.count
        guard count >= 3 else { return Path.polygon(vertices) }
        var path = Path()
        for i in 0..<count {
            let v = vertices[i]
            let u1 = (vertices[(i + count - 1) % count] - v).normalized
            let u2 = (vertices[(i + 1) % count] - v).normalized
            let theta = acos(max(-1, min(1, u1.dot(u2))))
            let along = radius / tan(theta / 2)
            let t1 = v + u1 * along
            let center = v + (u1 + u2).normalized * (radius / sin(theta / 2))
            // Turning clockwise on screen at v: the arc sweeps clockwise too.
            let clockwise = (v - vertices[(i + count - 1) % count]).cross(vertices[(i + 1) % count] - v) > 0
            let start = atan2(t1.y - center.y, t1.x - center.x)
            let sweep = (clockwise ? 1.0 : -1.0) * (Double.pi - theta)
            if i == 0 { path.move(to: t1) } else { path.line(to: t1) }
            path.arc(center: center, radius: radius, startAngle: start, sweep: sweep)
        }
        path.close()
        return path
    }
}
