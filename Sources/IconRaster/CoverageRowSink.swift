/// Receives the exact coverage of one pixel row from the sweep, in pieces that never overlap and
/// come left to right.
///
/// Coverage values are the area (0...1) of the filled region in pixel `(x, y)`; pixels of the
/// row that no piece mentions are not covered at all.
protocol CoverageRowSink {
    /// Pixels `from...through` of row `y`: the coverage of pixel `x` is the running `sum` after
    /// adding `cells[x]`, clamped with `ScanlineSweep.snap`. The sink must add each cell to `sum`
    /// and set it to zero.
    mutating func consume(row y: Int, cells: UnsafeMutablePointer<Float>, from: Int, through: Int, sum: inout Float)
    /// Pixels `from...through` of row `y` all have coverage `constant` (> 0).
    mutating func consume(row y: Int, from: Int, through: Int, constant: Float)
    /// Pixel `x` of row `y` has coverage `ScanlineSweep.snap(coverage)` (0 changes nothing). The
    /// sink snaps, so that it can fold the snapping into its own tests for 0 and 1.
    mutating func consume(row y: Int, pixel x: Int, coverage: Float)
    /// Pixel `x` of each row `first...last` has coverage `ScanlineSweep.snap(coverage)`.
    mutating func consume(rows first: Int, through last: Int, pixel x: Int, coverage: Float)
}

/// Copies coverage rows into a row-major Float image of `width` columns whose first row is row
/// `firstRow` of the canvas (the whole canvas, or a band of it); pixels no piece mentions are left
/// as they are (callers start from zeros).
struct CoverageImageSink: CoverageRowSink {
    let image: UnsafeMutablePointer<Float>
    let width: Int
    var firstRow = 0

    @inline(__always)
    mutating func consume(row y: Int, cells: UnsafeMutablePointer<Float>, from: Int, through: Int, sum: inout Float) {
        let out = image + (y - firstRow) * width
        var s = sum
        for x in from ... through {
            s += cells[x]
            cells[x] = 0
            out[x] = ScanlineSweep.snap(s)
        }
        sum = s
    }

    @inline(__always)
    mutating func consume(row y: Int, from: Int, through: Int, constant: Float) {
        (image + (y - firstRow) * width + from).update(repeating: constant, count: through - from + 1)
    }

    @inline(__always)
    mutating func consume(row y: Int, pixel x: Int, coverage: Float) {
        image[(y - firstRow) * width + x] = ScanlineSweep.snap(coverage)
    }

    @inline(__always)
    mutating func consume(rows first: Int, through last: Int, pixel x: Int, coverage: Float) {
        let value = ScanlineSweep.snap(coverage)
        for y in first ... last { image[(y - firstRow) * width + x] = value }
    }
}
