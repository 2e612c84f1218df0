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
