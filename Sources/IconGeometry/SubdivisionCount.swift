import Foundation

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

    /// Uniform-parameter chords for a quadratic Bézier. The chord error is at most
    /// |B''|/(8n²) with |B''| = 2·|p0 − 2p1 + p2| (the second-difference bound), so
    /// n = ⌈√(|p0 − 2p1 + p2| / (4·tol))⌉.
    static func quadratic(_ p0: Point, _ p1: Point, _ p2: Point, tolerance tol: Double) -> Int {
        let dd = (p0 - 2 * p1 + p2).length
        return clamp((dd / (4 * tol)).squareRoot())
    }

    /// Uniform-parameter chords for a cubic Bézier (Wang's formula): |B''| ≤ 6·M with
    /// M = max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|), so n = ⌈√(3M / (4·tol))⌉.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance tol: Double) -> Int {
        let m = max((p0 - 2 * p1 + p2).length, (p1 - 2 * p2 + p3).length)
        return clamp((3 * m / (4 * tol)).squareRoot())
    }

    /// Chords per eighth of a cubic's parameter range, each eighth in uniform steps of its own:
    /// on `[t₀, t₀ + 1/8]` the second derivative is at most 6·max(|e(t₀)|, |e(t₀ + 1/8)|) with
    /// e(t) = (1 − t)(p0 − 2p1 + p2) + t(p1 − 2p2 + p3) (it is linear in t, so its length is
    /// largest at an end), and the eighth needs ⌈(1/8)·√(3·that / (4·tol))⌉ chords by the same
    /// bound as `cubic`. Nil unless that makes at most 90 % of the chords of `cubic` for the whole
    /// curve, whose bound takes the largest second derivative anywhere: about a fifth fewer on an
    /// S-curve (where the bend fades out towards the inflection); a circular arc's bend is nearly
    /// even, and the eight calls and square roots would cost more than the few chords they save.
    /// Curves of at most 8 chords, and curves whose bend |e(t)| stays above 0.8 of its largest
    /// (found without square roots), keep uniform steps.
    static func cubicEighths(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                             tolerance tol: Double, uniform: Int) -> SIMD8<Int32>? {
        guard uniform > 8 else { return nil }
        let d0 = p0 - 2 * p1 + p2, d1 = p1 - 2 * p2 + p3
        // |e(t)|² = q·t² − 2·(a0 − m)·t + a0 with q = |d0 − d1|²: when its least value on [0, 1] is
        // at least 0.64 of its largest (at an end), no eighth needs fewer than √0.8 ≈ 0.894 of the
        // uniform chords per unit of t, and the bend is at its least on one eighth only (|e| is
        // convex in t), so eighths save at most about a tenth: skip the square roots. (Over 3
        // million random cubics none skipped here would have made ≤ 90 %; review 69.)
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
            let count = clamp(0.125 * (3 * max(previous, next) / (4 * tol)).squareRoot())
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
