/// Receives the exact coverage of one pixel row from the sweep, in pieces that never overlap and
/// come left to right.
///
/// Coverage values are the area (0...1) of the filled region in pixel `(x, y)`; pixels of the
/// row that no piece mentions are not covered at all. A sink may be noncopyable (one that owns a
/// buffer, `SpanRecordingSink`); the sweep only ever passes it `inout`.
protocol CoverageRowSink: ~Copyable {
    /// Pixels `from...through` of row `y`: the coverage of pixel `x` is the running `sum` after
    /// adding `cells[x]`, clamped with `ScanlineSweep.snap`. The sink must add each cell to `sum`
    /// and set it to zero.
    mutating func consume(row y: Int, cells: UnsafeMutablePointer<Float>, from: Int, through: Int, sum: inout Float)
    /// Pixels `from...through` of row `y` all have coverage `constant` (> 0).
    mutating func consume(row y: Int, from: Int, through: Int, constant: Float)
    /// Pixel `x` of row `y` has coverage `ScanlineSweep.snap(coverage)` (0 changes nothing). The
    /// sink snaps, so that it can fold the snapping into its own tests for 0 and 1.
    mutating func consume(row y: Int, pixel x: Int, coverage: Float)
    /// Each row `first...last` has the pixels of `span`, the same in every row.
    mutating func consume(rows first: Int, through last: Int, span: VerticalSpan)
}

/// One entering and one leaving boundary piece of a row and the solid run between them, in rows
/// that exactly vertical segments span whole (`ScanlineSweep.compositeVerticalBlock`): pixel
/// `enter` has coverage `ScanlineSweep.snap(enterCoverage)`, pixels `runStart...runEnd` (none when
/// `runStart > runEnd`) are covered whole, pixel `leave` has coverage `snap(leaveCoverage)`; an
/// `enter` or `leave` of −1 is off the canvas. Left to right, none overlapping.
struct VerticalSpan {
    var enter: Int
    var enterCoverage: Float
    var runStart: Int, runEnd: Int
    var leave: Int
    var leaveCoverage: Float
}

extension CoverageRowSink where Self: ~Copyable {
    /// `consume(rows:through:span:)` row by row through the single-row calls, in the order the
    /// row-by-row compositing makes them (so a recording sink merges each row's pixels into one
    /// span, as it would there).
    @inline(__always)
    mutating func consumeRowByRow(rows first: Int, through last: Int, span: VerticalSpan) {
        for y in first ... last {
            if span.enter >= 0 { consume(row: y, pixel: span.enter, coverage: span.enterCoverage) }
            if span.runStart <= span.runEnd { consume(row: y, from: span.runStart, through: span.runEnd, constant: 1) }
            if span.leave >= 0 { consume(row: y, pixel: span.leave, coverage: span.leaveCoverage) }
        }
    }
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
    mutating func consume(rows first: Int, through last: Int, span: VerticalSpan) {
        consumeRowByRow(rows: first, through: last, span: span)
    }
}
