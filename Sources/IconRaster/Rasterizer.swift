@_spi(Unchecked) import IconGeometry

/// The exact-area scanline rasterizer.
///
/// Each pixel's coverage is the exact area of the filled region inside that pixel's unit square
/// (device pixels, y down, origin top-left), up to floating-point rounding (≈1e-6 for coordinates
/// within ±1e9; the clipping interpolates in `Double`, so at ±1e12 it grows to ≈0.015/255; cells
/// sum in `Float`, so a row crossed by very many separate shapes adds their rounding: 2.2e-5
/// with 10,000 in one row, 2.6e-4 with 100,000, where an icon's row meets a few dozen), for
/// overlapping subpaths, self-overlapping stroke outlines, even-odd and nonzero rules and unions
/// of several items. Geometry is clipped to the canvas first, in `Double`, so huge coordinates
/// cost no more than small ones. Two bounds keep adversarial input fast: once a fill has
/// processed `RasterWorkspace.crossingBudget` (250,000) chain crossings exactly, or positioned
/// `RasterWorkspace.stripWorkBudget` (4,000,000) chains on strips, crossings are ordered at sample
/// heights, and the strips of a row past `ScanlineSweep.rowWorkAllowance` positionings end only on
/// a grid of 8 per row (coverage clamped to 0...1; there a feature thinner than 1/8 px can be off
/// by up to the slices it touches); icon outlines use a small fraction of either budget.
///
/// A `Rasterizer` owns reusable scratch buffers: keep one per thread and reuse it (creating one is
/// cheap; the buffers grow on first use). Copies share nothing once either of them fills.
public struct Rasterizer {
    private var workspace = RasterWorkspace()

    public init() {}

    /// Covers the union of all `items` (a point is covered when it lies inside any item under
    /// that item's fill rule) and composites `color` source-over into `pixmap` with exactly that
    /// coverage (in premultiplied terms `out = src·cov + dst·(1 − srcA·cov)`, stored straight and
    /// rounded to nearest: over a transparent pixel the colour is `color`'s exactly, over an
    /// opaque one each channel is `(src·k + dst·(65536 − k) + 32768) >> 16` for
    /// `k = round(srcA·cov·65536)`), on the sRGB-encoded values as they are (no conversion to
    /// linear light). Rows and columns the shapes do not reach are not touched.
    ///
    /// Shapes that touch are one region in one call: a pixel their common edge crosses is
    /// covered by the sum of their areas, so there is no seam. Filled in separate calls, each
    /// covers its part of that pixel and source-over treats the parts as independent, so the
    /// background shows along the edge (two halves leave 1 − (1 − ½)² = ¾ coverage). Fill
    /// touching shapes of one colour together, or use `fill(layers:into:)` for several colours.
    ///
    /// - Throws: `RasterError.nonFiniteCoordinate` or `.malformedOutline`, before any pixel is
    ///   written.
    public mutating func fill(_ items: [FillItem], color: Color, into pixmap: inout Pixmap) throws(RasterError) {
        uniqueWorkspace()
        let width = pixmap.width, height = pixmap.height
        let ws = workspace
        try ws.build(items, width: width, height: height)
        if color.a == 0 { return }
        pixmap.data.withUnsafeMutableBufferPointer { buffer in
            var sink = SourceOverSink(pixels: buffer.baseAddress!, width: width, color: color)
            ws.sweep(itemCount: items.count, width: width, height: height, into: &sink)
        }
    }

    /// The same coverage as `fill` would apply, as `Float` in 0...1, row-major, `width * height`
    /// values (row `y` starts at `y * width`).
    ///
    /// - Throws: `RasterError.invalidSize` unless `1 ≤ width, height ≤ 65 536` and
    ///   `width · height ≤ 2^28` (a 1 GiB result), the limits of a `Pixmap`; then as `fill`.
    public mutating func coverage(_ items: [FillItem], width: Int, height: Int) throws(RasterError) -> [Float] {
        try Pixmap.checkSize(width: width, height: height)
        uniqueWorkspace()
        let ws = workspace
        try ws.build(items, width: width, height: height)
        var image = [Float](repeating: 0, count: width * height)
        image.withUnsafeMutableBufferPointer { buffer in
            var sink = CoverageImageSink(image: buffer.baseAddress!, width: width)
            ws.sweep(itemCount: items.count, width: width, height: height, into: &sink)
        }
        return image
    }

    /// Paints `layers` (the first at the bottom) as one picture, composited once source-over into
    /// `pixmap`: every point of the plane takes the colour of the topmost layer that covers it, and
    /// each pixel gets those colours weighted by their exact areas in it (`LayerCompositing.swift`).
    /// Filling the layers one after another differs in two ways, both where layers overlap or meet
    /// inside a pixel: a translucent layer there lets the layers beneath show through it, and two
    /// layers that only meet let the background through along the seam (each covers part of the
    /// pixel, and source-over treats the parts as independent). Here neither happens. Where only
    /// one layer covers a pixel the result is `fill`'s (up to one step of rounding). A fully
    /// transparent layer hides what is beneath it too. Each layer costs a sweep of the union of
    /// itself and the layers above it (so the work grows with the square of the layer count:
    /// meant for an icon's few colour layers), in bands of rows whose coverage planes stay
    /// within 1 MB together (kept for the next call), unless a single row of every layer's plane
    /// is more (layers × width values of 4 bytes).
    ///
    /// - Throws: `RasterError.nonFiniteCoordinate` or `.malformedOutline`, before any pixel is
    ///   written.
    public mutating func fill(layers: [FillLayer], into pixmap: inout Pixmap) throws(RasterError) {
        uniqueWorkspace()
        try workspace.fill(layers: layers, into: &pixmap)
    }

    /// For tests only: false sends the multi-segment boundary pieces over two or three pixel
    /// columns through the cell path instead of `compositeNarrowPiece`'s registers, so that tests
    /// can check the two give the same bits.
    var narrowPiecesInRegisters: Bool {
        get { workspace.narrowPiecesInRegisters }
        set { uniqueWorkspace(); workspace.narrowPiecesInRegisters = newValue }
    }

    /// For tests only: how many pieces the sweeps of this rasterizer sent to the cell path
    /// because `narrowPiecesInRegisters` was false (so a test sees the switch take effect).
    var narrowPiecesSentToCellPath: Int { workspace.narrowPiecesSentToCellPath }

    /// For tests only: the chain positionings (one per active chain per strip) the sweeps of this
    /// rasterizer made, added up: the work `RasterWorkspace.stripWorkBudget` bounds, counted
    /// exactly so that a test can check the bound without timing anything.
    var chainPositionings: Int { workspace.chainPositionings }

    private mutating func uniqueWorkspace() {
        if !isKnownUniquelyReferenced(&workspace) {
            let setting = workspace.narrowPiecesInRegisters
            workspace = RasterWorkspace()
            workspace.narrowPiecesInRegisters = setting
        }
    }
}

/// Scratch storage of one `Rasterizer`, reused across calls.
///
/// Only its one `Rasterizer` uses it, one call at a time (`uniqueWorkspace`), so its buffers skip
/// the run-time exclusivity checks of class properties (`@exclusivity(unchecked)`), which cost
/// more than a small fill's set-up otherwise.
final class RasterWorkspace {
    @exclusivity(unchecked) private var xs = UncheckedBuffer<Double>(capacity: 1024)
    @exclusivity(unchecked) private var ys = UncheckedBuffer<Double>(capacity: 1024)
    @exclusivity(unchecked) private var slopes = UncheckedBuffer<Double>(capacity: 1024)
    @exclusivity(unchecked) private var chains = UncheckedBuffer<Chain>(capacity: 128)
    @exclusivity(unchecked) private var byTop = UncheckedBuffer<Int>(capacity: 128)
    @exclusivity(unchecked) private var active = UncheckedBuffer<Int>(capacity: 128)
    @exclusivity(unchecked) private var boundaries = UncheckedBuffer<Int>(capacity: 128)
    @exclusivity(unchecked) private var winding = UncheckedBuffer<Int32>(capacity: 16)
    @exclusivity(unchecked) private var cells = UncheckedBuffer<Float>(capacity: 512)
    @exclusivity(unchecked) private var touched = UncheckedBuffer<CellSpan>(capacity: 64)
    @exclusivity(unchecked) private var events = UncheckedBuffer<CrossingEvent>(capacity: 64)
    @exclusivity(unchecked) private var positions = UncheckedBuffer<Int>(capacity: 128)
    @exclusivity(unchecked) private var pieces = UncheckedBuffer<StripPiece>(capacity: 128)
    @exclusivity(unchecked) private var lanes = UncheckedBuffer<SteadyLane>(capacity: 128)
    /// `fill(layers:)`'s coverage planes (all zero between calls) and the spans its sweeps wrote
    /// (LayerCompositing.swift).
    @exclusivity(unchecked) var planes = UncheckedBuffer<Float>(capacity: 1)
    @exclusivity(unchecked) var spans = UncheckedBuffer<CoverageSpan>(capacity: 64)

    /// Chain crossings processed exactly per call before strips fall back to sampled ordering.
    /// Icon outlines, even stress outlines of hundreds of overlapping pieces, use a small
    /// fraction of it; it bounds the time of adversarial input such as a thousand mutually
    /// crossing copies of a shape.
    static let crossingBudget = 250_000

    /// Chain positionings per call (one per active chain per strip) before the strips of a row
    /// past `ScanlineSweep.rowWorkAllowance` end only on the 1/8-px grid of
    /// `ScanlineSweep.fallbackSlices`. A row is cut into a strip at every chain start or end in
    /// it, and each strip positions every active chain, so thousands of chains that start and end
    /// inside the rows of thousands of others cost their product (thousands of rotated copies of
    /// a star filling a small canvas). Past both, a row costs at most its allowance plus 8
    /// positionings per active chain, whatever the input.
    static let stripWorkBudget = 4_000_000

    /// `ScanlineSweep.narrowPiecesInRegisters` for every sweep (true except in tests), and the
    /// sweeps' `narrowPiecesSentToCellPath` added up.
    var narrowPiecesInRegisters = true
    var narrowPiecesSentToCellPath = 0
    /// The sweeps' chain positionings added up (`Rasterizer.chainPositionings`).
    var chainPositionings = 0

    /// Builds the clipped monotone chains of `items` (MonotoneChain.swift), checking every
    /// item's contour ends and vertex coordinates on the way.
    /// `top` clips away everything above that row (a band of `top..<height`; 0: the whole canvas).
    func build(_ items: [FillItem], width: Int, height: Int, top: Int = 0) throws(RasterError) {
        var pointCount = 0
        for item in items {
            guard item.outline.isWellFormed else { throw .malformedOutline }
            pointCount += item.outline.points.count
        }
        var builder = ChainBuilder(xs: xs.take(), ys: ys.take(), slopes: slopes.take(), chains: chains.take(),
                                   width: width, height: height, top: top, pointCount: pointCount)
        var finite = true
        for (index, item) in items.enumerated() where finite {
            finite = builder.add(item.outline, rule: item.rule, index: index)
        }
        xs = builder.xs; ys = builder.ys; slopes = builder.slopes; chains = builder.chains
        if !finite {
            chains.count = 0
            throw .nonFiniteCoordinate
        }
    }

    /// Sweeps the chains of the last `build` into `sink`.
    func sweep<Sink: CoverageRowSink & ~Copyable>(itemCount: Int, width: Int, height: Int, into sink: inout Sink) {
        let chainCount = chains.count
        guard chainCount > 0 else { return }

        byTop.count = 0
        byTop.reserve(chainCount)
        active.reserve(chainCount)
        boundaries.reserve(chainCount)
        sortByTop(chainCount)
        winding.fill(count: itemCount, with: 0)
        if cells.count < width + 2 { cells.fill(count: width + 2, with: 0) }

        positions.reserve(chainCount)
        pieces.reserve(chainCount)
        lanes.reserve(chainCount)
        let storage = ScanlineSweep.Storage(
            xs: xs.base, ys: ys.base, slopes: slopes.base, chains: chains.base, byTop: byTop.base,
            active: active.base, positions: positions.base, boundaries: boundaries.base,
            pieces: pieces.base, lanes: lanes.base,
            winding: winding.base, cells: cells.base)
        var sweep = ScanlineSweep(storage, chainCount: chainCount, touched: touched.take(), events: events.take(),
                                  width: width, height: height, crossingBudget: Self.crossingBudget,
                                  stripWork: Self.stripWorkBudget,
                                  narrowPiecesInRegisters: narrowPiecesInRegisters)
        sweep.run(into: &sink)
        narrowPiecesSentToCellPath &+= sweep.narrowPiecesSentToCellPath
        chainPositionings &+= Self.stripWorkBudget &- sweep.stripWork
        touched = sweep.touched
        events = sweep.events
    }

    /// Chains up to this many are ordered by insertion sort (no buffer, no calls); longer lists
    /// by the standard library's sort.
    static let insertionSortLimit = 64

    /// Fills `byTop` with the chain indices `0..<chainCount` ordered by `yTop`, stably (chains
    /// with the same `yTop` keep the order they were built in), so the order is the one every
    /// stable sort gives.
    private func sortByTop(_ chainCount: Int) {
        let chainBase = chains.base, order = byTop.base
        byTop.count = chainCount
        if chainCount <= Self.insertionSortLimit {
            for i in 0 ..< chainCount {
                let y = chainBase[i].yTop
                var j = i
                while j > 0 && chainBase[order[j &- 1]].yTop > y {
                    order[j] = order[j &- 1]
                    j &-= 1
                }
                order[j] = i
            }
            return
        }
        for i in 0 ..< chainCount { order[i] = i }
        // The standard library's sort is stable (a merge sort); `insertionSortLimit` relies on it.
        var buffer = UnsafeMutableBufferPointer(start: order, count: chainCount)
        buffer.sort { chainBase[$0].yTop < chainBase[$1].yTop }
    }
}
