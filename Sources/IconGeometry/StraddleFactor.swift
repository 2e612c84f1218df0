#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Radius factor for the vertices of a flattened circular arc: chords of angle `step` between
/// vertices at r·√(step / sin step) enclose exactly the area of the circle they approximate, so
/// each chord straddles the arc (outside near its vertices by at most ⅔ of the inscribed chord's
/// sagitta, inside near its middle by at most ⅓) and curved edges carry no systematic coverage
/// bias. Vertices on the circle itself would make every curved edge a little too small.
@inline(__always)
func straddleFactor(_ step: Double) -> Double {
    let a = abs(step)
    return a > 1e-6 ? (a / sin(a)).squareRoot() : 1
}

/// `straddleFactor(step)` for a caller that already holds `sinStep` = sin(step): when step > 0,
/// sin |step| is that very value and the second libm call is skipped (the result is bit for bit the
/// same); a negative step still evaluates sin |step|, as `straddleFactor` does.
@inline(__always)
func straddleFactor(_ step: Double, sinStep: Double) -> Double {
    let a = abs(step)
    return a > 1e-6 ? (a / (step > 0 ? sinStep : sin(a))).squareRoot() : 1
}
