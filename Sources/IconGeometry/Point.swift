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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Point {
    /// The unit vector at `radians` on screen (y down: π/2 points down), (cos a, sin a); exactly
    /// (1, 0), (0, 1), (−1, 0) or (0, −1) when `radians` is a whole number of quarter turns up to
    /// rounding (`radians / (π/2)` within 8 ulps of an integer: `11 · (π/2)` and `990 · π / 180`
    /// land a few ulps off), where `cos(.pi / 2)` would give 6.1e-17 instead of 0. Every arc end
    /// point is computed through it, so an arc that ends heading straight up or across is
    /// followed by a line that is exactly vertical or horizontal, as the glyph author meant (the
    /// rasterizer repeats rows of exactly vertical edges, `SteadyRows.swift`). The snap moves a
    /// point by at most the rounding of the angle itself (≈ 1e-15 · radius).
    @inlinable public static func unit(angle radians: Double) -> Point {
        let quarters = radians / (Double.pi / 2)
        let whole = quarters.rounded()
        if abs(quarters - whole) <= 8 * quarters.ulp && abs(whole) < 0x1p52 {
            switch Int(whole) & 3 {
            case 0: return Point(1, 0)
            case 1: return Point(0, 1)
            case 2: return Point(-1, 0)
            default: return Point(0, -1)
            }
        }
        return Point(cos(radians), sin(radians))
    }
}
