import Foundation
import ManeuverCatalogue

/// A route's geometry as a list of points (latitude, longitude in degrees), and the headings
/// along it, for the formats whose steps point into a shape instead of giving bearings
/// (Valhalla's `begin_shape_index`, GraphHopper's `interval`, Google's step polylines).
///
/// A heading is degrees clockwise from north, 0..<360, of the line between a vertex and the
/// first point at least `span` metres from it along the shape (or the shape's end), so that the
/// short segments a shape has at a junction do not swing it.
struct RouteShape {
    var points: [(lat: Double, lon: Double)]

    /// Metres a heading looks along the shape from its vertex.
    static let span = 12.0
    /// Vertices a heading looks along at most: a run of points closer together than `span`
    /// (repeated points, a crafted shape) costs each step this much work, not the whole shape.
    static let headingReach = 256
    /// Largest coordinate accepted, in units of the precision (a latitude or longitude within
    /// ±180°, an elevation within ±100 km at 1e6): beyond it the text is no polyline, and sums of
    /// such values cannot overflow.
    static let coordinateLimit = 1 << 40

    /// Decodes an encoded polyline (Google's algorithm: each value zig-zag encoded in 5-bit
    /// chunks offset by 63, each point the difference from the one before), `precision` the
    /// factor its values were multiplied by (1e5 Google and GraphHopper, 1e6 Valhalla), and
    /// `dimensions` the values per point (GraphHopper adds an elevation as a third); nil when
    /// the text is not one (a byte outside 63…126, a value cut off, a partial point, a
    /// coordinate beyond `coordinateLimit`).
    static func decodePolyline(_ text: String, precision: Double, dimensions: Int = 2) -> RouteShape? {
        var points: [(lat: Double, lon: Double)] = []
        var current = [Int](repeating: 0, count: dimensions)
        var value = 0, shift = 0, index = 0
        for byte in text.utf8 {
            guard (63...126).contains(byte), shift < 45 else { return nil }
            let chunk = Int(byte) - 63
            value |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 {
                current[index] += (value & 1) != 0 ? ~(value >> 1) : (value >> 1)
                guard abs(current[index]) <= Self.coordinateLimit else { return nil }
                value = 0; shift = 0
                index += 1
                if index == dimensions {
                    points.append((Double(current[0]) / precision, Double(current[1]) / precision))
                    index = 0
                }
            }
        }
        guard shift == 0, index == 0 else { return nil }
        return RouteShape(points: points)
    }

    /// The heading arriving at vertex `i` (from the point `span` metres back); nil at the first
    /// point or outside the shape.
    func heading(into i: Int) -> Double? {
        guard points.indices.contains(i), i > 0 else { return nil }
        var j = i - 1
        let first = max(0, i - Self.headingReach)
        while j > first, Self.distance(points[j], points[i]) < Self.span { j -= 1 }
        return Self.bearing(points[j], points[i])
    }

    /// The heading leaving vertex `i` (towards the point `span` metres on); nil at the last
    /// point or outside the shape.
    func heading(outOf i: Int) -> Double? {
        guard points.indices.contains(i), i + 1 < points.count else { return nil }
        var j = i + 1
        let last = min(points.count - 1, i + Self.headingReach)
        while j < last, Self.distance(points[i], points[j]) < Self.span { j += 1 }
        return Self.bearing(points[i], points[j])
    }

    /// The turn at vertex `i`: the heading out less the heading in, degrees clockwise from
    /// straight ahead, 0..<360; nil where either is missing or the two points coincide.
    func turn(at i: Int) -> Double? {
        guard let before = heading(into: i), let after = heading(outOf: i) else { return nil }
        return RouteGeometry.compass(after - before)
    }

    /// Initial great-circle bearing from `a` to `b`, 0..<360; nil when they coincide.
    static func bearing(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Double? {
        let φ1 = a.lat * .pi / 180, φ2 = b.lat * .pi / 180, Δλ = (b.lon - a.lon) * .pi / 180
        let y = sin(Δλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        guard x != 0 || y != 0, x.isFinite, y.isFinite else { return nil }
        return RouteGeometry.compass(atan2(y, x) * 180 / .pi)
    }

    /// Distance in metres on a sphere of the Earth's mean radius (equirectangular: exact enough
    /// over the few metres a heading spans).
    static func distance(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Double {
        let x = (b.lon - a.lon) * .pi / 180 * cos((a.lat + b.lat) / 2 * .pi / 180)
        let y = (b.lat - a.lat) * .pi / 180
        return (x * x + y * y).squareRoot() * 6_371_008.8
    }
}

extension RouteShape {
    /// A shape's turn (degrees clockwise from straight ahead) as a junction exit for `spec`,
    /// or nil when it lies on the other side of straight ahead from the side the maneuver names
    /// (a left turn whose shape bends right, as a footpath's corner can): a junction image never
    /// shows a named turn the wrong way. Turns without a side keep any angle; roundabouts (drawn
    /// as their icons, with an exit angle of their own) and steps without a direction (depart,
    /// arrive, transit) take none.
    static func junctionExit(_ turn: Double?, for spec: ManeuverSpec) -> Double? {
        guard let turn, !spec.isRoundabout, ![.depart, .arrive, .waypoint, .transit, .indoor, .unknown].contains(spec.kind) else { return nil }
        switch spec.side {
        case .left?: return turn > 180 || turn == 0 ? turn : nil
        case .right?: return turn < 180 ? turn : nil
        default: return turn
        }
    }
}
