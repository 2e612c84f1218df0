import Foundation

/// Monotonic time in nanoseconds.
@inline(__always) func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median time of one call of `body` in microseconds: 3 warm-up calls, then batches until at least
/// `minRuns` calls and `minSeconds` have passed; each sample is one call (or one batch of `inner`
/// calls for sub-microsecond work, divided by `inner`).
func medianMicroseconds(minRuns: Int = 31, minSeconds: Double = 0.05, inner: Int = 1, _ body: () -> Void) -> Double {
    for _ in 0..<3 { body() }
    var samples: [Double] = []
    let start = now()
    while samples.count < minRuns || Double(now() - start) < minSeconds * 1e9 {
        let t0 = now()
        for _ in 0..<inner { body() }
        samples.append(Double(now() - t0) / 1000 / Double(inner))
        if samples.count > 100_000 { break }
    }
    samples.sort()
    return samples[samples.count / 2]
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.isEmpty ? .nan : s[s.count / 2]
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
func fmt(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
