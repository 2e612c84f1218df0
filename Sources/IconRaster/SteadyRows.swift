/// Whole pixel rows in which no chain starts or ends and the chains keep their order.
extension ScanlineSweep {
    /// Handles rows `first..<end`, which hold no chain start or end, while the active chains
    /// keep the order of the last walk without overlapping x ranges; returns the first row not
    /// handled (an overlap may mean a crossing: the general strip logic takes over there).
    mutating func steadyRows<Sink: CoverageRowSink>(from first: Int, to end: Int, into sink: inout Sink) -> Int {
        let n = activeCount
        var row = first
        while row < end {
            let top = Double(row), bottom = top + 1
            var previousMax = -Double.infinity
            for i in 0 ..< n {
                let c = active[i]
                prepare(c, top, bottom)
                if chains[c].xMin < previousMax { return row }
                previousMax = chains[c].xMax
            }
            if !directRow(row, top, bottom, into: &sink) {
                emitBoundaries(top, bottom)
                resolveRow(row, into: &sink)
            }
            row += 1
        }
        return row
    }
}
