/// A point or vector in a 2-D plane.
///
/// Coordinate system everywhere in this package: **x right, y down, origin top-left**. Units are
/// those of the space the point lives in: points (pt) in glyph design space, device pixels after the
/// renderer's scale transform.
public struct Point: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
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
    /// (±1, ±0) or (±0, ±1) when `radians` is a whole number of quarter turns up to rounding
    /// (`radians / (π/2)` within 8 ulps of an integer: `11 · (π/2)` and `990 · π / 180` land a few
    /// ulps off), where `cos(.pi / 2)` would give 6.1e-17 instead of 0. Each snapped component
    /// keeps the sign `cos` or `sin` gives (`unit(angle: -.pi)` is (−1, −0)), so `atan2` of the
    /// result is the angle's own side of ±π. Every arc end point is computed through it, so an arc
    /// that ends heading straight up or across is followed by a line that is exactly vertical or
    /// horizontal, as the glyph author meant (the rasterizer repeats rows of exactly vertical
    /// edges, `SteadyRows.swift`).
    ///
    /// Only angles within `unitSnapLimit` quarter turns (2^20, ≈ 1.6e6 rad) snap, so the snap
    /// moves a point by at most 8 ulps of the quotient: ≤ 1.2e-14 · radius within ±2π, ≤ 3e-9 ·
    /// radius at the limit. (Further out 8 ulps of the quotient would be up to half a quarter
    /// turn; arcs reduce start angles beyond 1e6 rad anyway, `Path.effectiveStartAngle`.)
    @inlinable public static func unit(angle radians: Double) -> Point {
        let c = cos(radians), s = sin(radians)
        let quarters = radians / (Double.pi / 2)
        let whole = quarters.rounded()
        guard abs(quarters - whole) <= 8 * quarters.ulp && abs(whole) <= unitSnapLimit else { return Point(c, s) }
        return Int(whole) & 1 == 0
            ? Point(Double(signOf: c, magnitudeOf: 1), Double(signOf: s, magnitudeOf: 0))
            : Point(Double(signOf: c, magnitudeOf: 0), Double(signOf: s, magnitudeOf: 1))
    }

    /// Largest number of quarter turns `unit(angle:)` snaps to an axis.
    public static let unitSnapLimit = 1_048_576.0
}
