/// Receives the exact coverage of one pixel row from the sweep, in pieces that never overlap.
///
/// Coverage values are the clamped area (0...1) of the filled region in pixel `(x, y)`; pixels
/// of the row that no piece mentions are not covered at all.
protocol CoverageRowSink {
    /// Pixels `from...through` of row `y` have coverage `coverage[x]` (each may be 0).
    mutating func consume(row y: Int, coverage: UnsafeMutablePointer<Float>, from: Int, through: Int)
    /// Pixels `from...through` of row `y` all have coverage `constant` (> 0).
    mutating func consume(row y: Int, from: Int, through: Int, constant: Float)
}

/// Copies coverage rows into a row-major `width × height` Float image (zeros elsewhere).
struct CoverageImageSink: CoverageRowSink {
    let image: UnsafeMutablePointer<Float>
    let width: Int

    @inline(__always)
    mutating func consume(row y: Int, coverage: UnsafeMutablePointer<Float>, from: Int, through: Int) {
        (image + y * width + from).update(from: coverage + from, count: through - from + 1)
    }

    @inline(__always)
    mutating func consume(row y: Int, from: Int, through: Int, constant: Float) {
        (image + y * width + from).update(repeating: constant, count: through - from + 1)
    }
}
