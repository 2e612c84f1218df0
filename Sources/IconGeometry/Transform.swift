/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
///
/// Same layout as Core Graphics' `CGAffineTransform` and tiny-skia's `Transform` (sx, ky, kx, sy,
/// tx, ty). Angles are in radians; with y down, a positive rotation turns clockwise on screen.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public static func scale(_ s: Double) -> Transform { scale(s, s) }
    /// Rotation by `radians` about the origin (clockwise on screen for positive angles, y down);
    /// whole quarter turns are exact (`Point.unit(angle:)`).
    public static func rotation(_ radians: Double) -> Transform {
        let u = Point.unit(angle: radians)
        let cs = u.x, sn = u.y
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// Rotation by `radians` about `center`.
    public static func rotation(_ radians: Double, about center: Point) -> Transform {
        translation(-center.x, -center.y).concatenating(rotation(radians))
            .concatenating(translation(center.x, center.y))
    }
    /// Mirror about the vertical line x = `x` (left ↔ right).
    public static func horizontalMirror(about x: Double) -> Transform {
        Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0)
    }
    /// Mirror about the horizontal line y = `y` (top ↔ bottom).
    public static func verticalMirror(about y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * y)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// Applies the linear part only (for direction vectors).
    @inlinable public func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }
    /// Determinant of the linear part; negative for a mirroring transform.
    public var determinant: Double { a * d - b * c }
    /// True when the linear part is a uniform scale times a rotation or mirror, so that circles
    /// stay circles: its columns have equal lengths and are perpendicular, to a relative 1e-12
    /// (checked on the entries divided by the largest, so any scale, 1e-300 or 1e300, is judged
    /// alike). A zero linear part counts (everything maps to a point); non-finite entries do not.
    public var isSimilarity: Bool {
        let m = max(abs(a), abs(b), abs(c), abs(d))
        if m == 0 { return true }
        let a = a / m, b = b / m, c = c / m, d = d / m
        let n = a * a + b * b + c * c + d * d   // 1...4
        return abs(a * a + b * b - (c * c + d * d)) <= 1e-12 * n && abs(a * c + b * d) <= 1e-12 * n
    }
    /// Scale factor of a similarity (the square root of |determinant| in general), computed on
    /// the entries divided by the largest so that it neither overflows nor underflows where the
    /// determinant would: `scale(1e155)` gives 1e155 (the determinant is infinite), `scale(1e-200)`
    /// gives 1e-200 (the determinant is 0), as `isSimilarity` judges every scale alike.
    public var uniformScale: Double {
        let m = max(abs(a), abs(b), abs(c), abs(d))
        guard m > 0 else { return 0 }
        guard m.isFinite else { return abs(determinant).squareRoot() }
        let a = a / m, b = b / m, c = c / m, d = d / m
        return m * abs(a * d - b * c).squareRoot()
    }
}
