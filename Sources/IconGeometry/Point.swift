/// A point or vector in a 2-D plane.
///
/// Coordinate system everywhere in this package: **x right, y down, origin top-left**. Units are
/// those of the space the point lives in: points (pt) in glyph design space, device pixels after the
/// renderer's scale transform.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// Dot product.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// z component of the 3-D cross product; positive when `o` turns clockwise on screen from
    /// `self` (y down).
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public var lengthSquared: Double { x * x + y * y }
    /// Unit vector in the same direction, or `.zero` for a zero vector.
    @inlinable public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }
    /// The vector rotated by +90° on screen (y down): (x, y) → (−y, x).
    @inlinable public var perpendicular: Point { Point(-y, x) }
    @inlinable public func distance(to o: Point) -> Double { (self - o).length }
    /// Linear interpolation: `self` at t = 0, `o` at t = 1.
    @inlinable public func lerp(_ o: Point, _ t: Double) -> Point {
        Point(x + (o.x - x) * t, y + (o.y - y) * t)
    }
    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}
