#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One drawing command of a `Path`.
///
/// Angles are radians measured from the +x axis; with y down a positive angle (and a positive
/// sweep) runs **clockwise on screen**, as in the HTML canvas and Core Graphics on iOS.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(Point)
    /// A straight segment from the current point.
    case line(Point)
    /// A quadratic Bézier segment from the current point: control point, end point.
    case quad(Point, Point)
    /// A cubic Bézier segment from the current point: two control points, end point.
    case cubic(Point, Point, Point)
    /// A circular arc around `center` with `radius`, from `startAngle` through `sweep` radians
    /// (positive sweep: clockwise on screen). If the current point is not the arc's start point a
    /// straight segment joins them (the HTML canvas `arc()` convention); with no current point the
    /// arc starts a new subpath. A start angle beyond ±1e6 rad is reduced modulo 2π first
    /// (`Path.effectiveStartAngle`).
    case arc(center: Point, radius: Double, startAngle: Double, sweep: Double)
    /// Closes the current subpath with a straight segment back to its first point. Right after
    /// a move (`M x,y Z`) it makes a zero-length subpath, which a stroke draws as a dot or a
    /// square by its cap (`Stroker`) and a fill ignores.
    case close
}

/// A vector path: a sequence of subpaths made of lines, quadratic and cubic Béziers and circular
/// arcs, in a coordinate system with **x right, y down, origin top-left**. Units are whatever the
/// caller draws in (points in glyph design space; device pixels after scaling).
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []

    public init() {}
    public init(_ elements: [PathElement]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    /// Appends a circular arc; see `PathElement.arc`. `clockwise` is on screen (y down).
    ///
    /// The sweep runs from `startAngle` to `endAngle` in the given direction: a clockwise sweep that
    /// would be negative becomes (endAngle − startAngle) mod 2π in [0, 2π), a counterclockwise one
    /// that would be positive becomes the equivalent in (−2π, 0]. (Computed with a remainder, so huge
    /// angles cannot hang; non-finite angles give a non-finite sweep, which flattening skips.)
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let twoPi = 2 * Double.pi
        if clockwise && sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: twoPi)
            sweep = sweep < 0 ? sweep + twoPi : 0
        } else if !clockwise && sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: twoPi)
            sweep = sweep > 0 ? sweep - twoPi : 0
        }
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep))
    }
    /// Appends a circular arc with a signed sweep (positive: clockwise on screen).
    public mutating func arc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep))
    }
    public mutating func close() { elements.append(.close) }
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    // MARK: Shapes

    /// A closed rectangle, drawn clockwise on screen.
    public static func rect(_ r: Rect) -> Path {
        Path([.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
              .line(Point(r.minX, r.maxY)), .close])
    }
    /// A closed circle, drawn clockwise on screen.
    public static func circle(center: Point, radius: Double) -> Path {
        Path([.arc(center: center, radius: radius, startAngle: 0, sweep: 2 * Double.pi), .close])
    }
    /// A closed polygon through `points`.
    public static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        var p = Path([.move(first)])
        for q in points.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    // MARK: Queries

    /// True when every coordinate, radius and angle is finite.
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let a, let b): return a.isFinite && b.isFinite
            case .cubic(let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
            case .arc(let c, let r, let s, let w): return c.isFinite && r.isFinite && s.isFinite && w.isFinite
            case .close: return true
            }
        }
    }

    /// Bounds of all points of the path including Bézier control points (a conservative box);
    /// arcs contribute their exact extreme points. `.empty` for an empty path.
    public var controlBounds: Rect {
        var r = Rect.empty
        for e in elements {
            switch e {
            case .move(let p), .line(let p): r = r.including(p)
            case .quad(let a, let b): r = r.including(a).including(b)
            case .cubic(let a, let b, let c): r = r.including(a).including(b).including(c)
            case .arc(let c, let rad, let start, let w):
                let s = Path.effectiveStartAngle(start)
                r = r.including(Path.arcPoint(c, rad, s)).including(Path.arcPoint(c, rad, s + w))
                // Axis extremes crossed by the sweep: all four for a full turn, else the multiples
                // of π/2 in [lo, hi] (at most four; the loop is bounded, so huge angles cannot hang).
                let lo = min(s, s + w), hi = max(s, s + w)
                if abs(w) >= 2 * Double.pi {
                    for k in 0..<4 { r = r.including(Path.arcPoint(c, rad, Double(k) * Double.pi / 2)) }
                } else {
                    var k = (lo / (Double.pi / 2)).rounded(.up)
                    for _ in 0..<5 {
                        let a = k * Double.pi / 2
                        guard a <= hi else { break }
                        r = r.including(Path.arcPoint(c, rad, a))
                        k += 1
                    }
                }
            case .close: break
            }
        }
        return r
    }

    /// An arc's start angle as every consumer uses it: beyond ±1e6 rad, where `start + sweep`
    /// would lose the sweep's low bits (at 1e17 the sum equals the start), reduced modulo 2π
    /// (exactly, `remainder`); smaller angles are kept bit for bit.
    @inlinable public static func effectiveStartAngle(_ s: Double) -> Double {
        abs(s) > 1e6 ? s.remainder(dividingBy: 2 * Double.pi) : s
    }

    /// The point at angle `a` of the circle (`c`, `r`): `c + r · Point.unit(angle: a)`.
    @inlinable public static func arcPoint(_ c: Point, _ r: Double, _ a: Double) -> Point {
        let u = Point.unit(angle: a)
        return Point(c.x + r * u.x, c.y + r * u.y)
    }

    // MARK: Transforming

    /// The path mapped through `t`. Arcs stay arcs under similarities (uniform scale, rotation,
    /// mirror, translation); under any other transform they become cubic Béziers (≤ 90° each).
    public func transformed(by t: Transform) -> Path {
        var out: [PathElement] = []
        out.reserveCapacity(elements.count)
        let similar = t.isSimilarity
        let mirrored = t.determinant < 0
        for e in elements {
            switch e {
            case .move(let p): out.append(.move(t.apply(p)))
            case .line(let p): out.append(.line(t.apply(p)))
            case .quad(let a, let b): out.append(.quad(t.apply(a), t.apply(b)))
            case .cubic(let a, let b, let c): out.append(.cubic(t.apply(a), t.apply(b), t.apply(c)))
            case .arc(let c, let r, let start, let w):
                let s = Path.effectiveStartAngle(start)
                if similar {
                    // Under a similarity, the point at angle s maps to the angle of t(dir(s)).
                    let dir = t.applyToVector(Point.unit(angle: s))
                    let ns = atan2(dir.y, dir.x)
                    out.append(.arc(center: t.apply(c), radius: r * t.uniformScale, startAngle: ns,
                                    sweep: mirrored ? -w : w))
                } else {
                    // Skipped as flattening skips it (no line to a start point that is not drawn).
                    guard c.isFinite && r.isFinite && s.isFinite && w.isFinite else { continue }
                    let start = Path.arcPoint(c, r, s)
                    out.append(.line(t.apply(start)))
                    for cub in Path.arcAsCubics(center: c, radius: r, startAngle: s, sweep: w) {
                        out.append(.cubic(t.apply(cub.0), t.apply(cub.1), t.apply(cub.2)))
                    }
                }
            case .close: out.append(.close)
            }
        }
        return Path(out)
    }

    /// Cubic Bézier approximation of an arc, ≤ 90° per piece (control points, end point). Sweeps
    /// beyond ±2π are clamped to one full turn, as in flattening (so at most four pieces).
    public static func arcAsCubics(center c: Point, radius r: Double, startAngle s: Double, sweep: Double) -> [(Point, Point, Point)] {
        guard sweep != 0, sweep.isFinite else { return [] }
        let w = min(max(sweep, -2 * Double.pi), 2 * Double.pi)
        let n = max(1, Int((abs(w) / (Double.pi / 2)).rounded(.up)))
        let step = w / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var res: [(Point, Point, Point)] = []
        var a0 = effectiveStartAngle(s)
        for _ in 0..<n {
            let a1 = a0 + step
            let p0 = arcPoint(c, r, a0), p1 = arcPoint(c, r, a1)
            let d0 = Point.unit(angle: a0).perpendicular * (r * k)
            let d1 = Point.unit(angle: a1).perpendicular * (r * k)
            res.append((p0 + d0, p1 - d1, p1))
            a0 = a1
        }
        return res
    }
}
