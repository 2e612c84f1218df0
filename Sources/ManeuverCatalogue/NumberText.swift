extension Double {
    /// This number as messages, manifests and file names write it: a whole number below 2^53 in
    /// magnitude without a fraction (3 → "3", -0.0 → "0"), anything else in Swift's shortest
    /// round-trip form (1.5 → "1.5", 1e300 → "1e+300", nan → "nan").
    package var clean: String {
        isFinite && rounded() == self && abs(self) < 9_007_199_254_740_992 ? String(Int(self)) : String(self)
    }
}
