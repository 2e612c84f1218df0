#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many chords a curve needs to stay within a flattening tolerance.
///
/// Every estimate is capped at `maxChords` so that huge (±1e9) or degenerate input flattens in
/// bounded time; NaN estimates also map to the cap (callers skip non-finite elements earlier).
enum SubdivisionCount {
    /// Upper bound on the chords of one curve (Bézier segment, arc, join or cap).
    static let maxChords = 4096

    /// Rounds a non-negative real chord estimate up to a count in 1...maxChords.
    static func clamp(_ estimate: Double) -> Int {
        guard estimate < Double(maxChords) else { return maxChords } // also catches NaN, +inf
        return max(1, Int(estimate.rounded(.up)))
    }

    /// How far chords of uniform parameter steps h stray from a Bézier curve whose second
    /// derivative is at most G in length along them: G·h² times this factor.
    ///
    /// Vertices on the curve (inscribed chords): 1/8, the classic bound (Wang's formula).
    static let inscribedChordFactor = 1.0 / 8
    /// Interior vertices straddled, moved by −(h²/12)·B''(t) (`PolylineFlattener`): 25/288 ≈
    /// 0.087, or ≈ 0.69 of the inscribed bound, so ≈ 17 % fewer chords for the same tolerance.
    /// Per chord, with g(s) = B(t + s·h), G0 = g''(0) and G1 = g''(1) (g'' is linear in s for a
    /// cubic, constant for a quadratic), the error at s is G0·A(s) + G1·C(s) with
    /// A(s) = −s(1−s)(2−s)/6 + σ0·(1−s)/12 and C(s) = −s(1−s)(1+s)/6 + σ1·s/12, where σ0, σ1 are 1
    /// for a straddled end of the chord and 0 for one on the curve. max(|A| + |C|) is 1/12 with
    /// both ends straddled, 25/288 with one (at s = 5/12 when the far end is the straddled one, at
    /// s = 7/12 when the near end is), and 1/8 with none: so a curve cut into
    /// a single chord (no interior vertex) needs the inscribed bound.
    static let straddledChordFactor = 25.0 / 288

    /// Uniform steps for a curve whose second derivative is at most `g` (per unit parameter,
    /// squared) over a parameter range of `length`, within `tol`: straddled interior vertices when
    /// `straddled`, else inscribed. One chord only when the inscribed bound allows it.
    static func uniformSteps(secondDerivative g: Double, length: Double = 1, tolerance tol: Double,
                             straddled: Bool) -> Int {
        let q = length * length * (g / tol)
        // More than one inscribed chord (the test without its square root; at the boundary either
        // answer is safe: two straddled chords are within the bound whenever one inscribed is).
        if straddled && q * inscribedChordFactor > 1 {
            return max(2, clamp((q * straddledChordFactor).squareRoot()))
        }
        return clamp((q * inscribedChordFactor).squareRoot())
    }

    /// Uniform-parameter chords for a quadratic Bézier: |B''| = 2·|p0 − 2p1 + p2| everywhere (the
    /// second-difference bound), so inscribed n = ⌈√(|p0 − 2p1 + p2| / (4·tol))⌉.
    static func quadratic(_ p0: Point, _ p1: Point, _ p2: Point, tolerance tol: Double,
                          straddled: Bool = true) -> Int {
        uniformSteps(secondDerivative: 2 * (p0 - 2 * p1 + p2).length, tolerance: tol, straddled: straddled)
    }

    /// Uniform-parameter chords for a cubic Bézier (Wang's formula): |B''| ≤ 6·M with
    /// M = max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|), so inscribed n = ⌈√(3M / (4·tol))⌉.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance tol: Double,
                      straddled: Bool = true) -> Int {
        let m = max((p0 - 2 * p1 + p2).length, (p1 - 2 * p2 + p3).length)
        return uniformSteps(secondDerivative: 6 * m, tolerance: tol, straddled: straddled)
    }

    /// Chords per eighth of a cubic's parameter range, each eighth in uniform steps of its own:
    /// on `[t₀, t₀ + 1/8]` the second derivative is at most 6·max(|e(t₀)|, |e(t₀ + 1/8)|) with
    /// e(t) = (1 − t)(p0 − 2p1 + p2) + t(p1 − 2p2 + p3) (it is linear in t, so its length is
    /// largest at an end), and the eighth needs `uniformSteps` of that over a parameter range of
    /// 1/8, by the same bound as `cubic` (the vertices between eighths stay on the curve, so each
    /// eighth is bounded as a curve of its own). Nil unless that makes at most 90 % of the chords
    /// of `cubic` for the whole curve, whose bound takes the largest second derivative anywhere:
    /// eighths pay on an S-curve (where the bend fades out towards the inflection); a circular
    /// arc's bend is nearly even, and the eight calls and square roots would cost more than the
    /// few chords they save.
    /// Curves of at most 8 chords, and curves whose bend |e(t)| stays above 0.8 of its largest
    /// (found without square roots), keep uniform steps.
    static func cubicEighths(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                             tolerance tol: Double, uniform: Int, straddled: Bool = true) -> SIMD8<Int32>? {
        guard uniform > 8 else { return nil }
        let d0 = p0 - 2 * p1 + p2, d1 = p1 - 2 * p2 + p3
        // |e(t)|² = q·t² − 2·(a0 − m)·t + a0 with q = |d0 − d1|²: when its least value on [0, 1] is
        // at least 0.64 of its largest (at an end), no eighth needs fewer than √0.8 ≈ 0.894 of the
        // uniform chords per unit of t, and the bend is at its least on one eighth only (|e| is
        // convex in t), so eighths save at most about a tenth: skip the square roots.
        let a0 = d0.lengthSquared, a1 = d1.lengthSquared, m = d0.dot(d1)
        let q = a0 - 2 * m + a1
        let tLeast = q > 0 ? min(max((a0 - m) / q, 0), 1) : 0
        let least = (q * tLeast - 2 * (a0 - m)) * tLeast + a0
        if !(least < 0.64 * max(a0, a1)) { return nil }
        var previous = d0.length
        var chords = SIMD8<Int32>()
        var total = 0
        for piece in 0 ..< 8 {
            let t = Double(piece + 1) * 0.125
            let next = (d0 * (1 - t) + d1 * t).length
            let count = uniformSteps(secondDerivative: 6 * max(previous, next), length: 0.125, tolerance: tol,
                                     straddled: straddled)
            chords[piece] = Int32(count)
            total += count
            previous = next
        }
        return total * 10 <= uniform * 9 ? chords : nil
    }

    /// The largest angle one chord of a circle of `radius` may span: the sagitta
    /// r·(1 − cos(θ/2)) equals `tol` at θ = 2·acos(1 − tol/r). 2π when the circle is within tolerance
    /// of its centre.
    static func maxChordAngle(radius: Double, tolerance tol: Double) -> Double {
        let r = abs(radius)
        guard r > tol / 2 else { return 2 * Double.pi }
        return 2 * acos(1 - tol / r)
    }

    /// Chords for a circular arc spanning `angle` radians (any sign) on a circle of `radius`.
    static func arc(radius: Double, angle: Double, tolerance tol: Double) -> Int {
        clamp(abs(angle) / maxChordAngle(radius: radius, tolerance: tol))
    }
}
