/// One layer of `Rasterizer.fill(layers:into:)`: the union of `items` (each under its own fill
/// rule, as `fill` covers them), painted in `color`.
public struct FillLayer: Sendable {
    public var items: [FillItem]
    public var color: Color

    public init(_ items: [FillItem], color: Color) {
        self.items = items
        self.color = color
    }
}

/// Exact compositing of a stack of layers: each pixel's colour is the area-weighted sum of the
/// colours that are on top at each point of it.
///
/// With `U_k` the union of layers `k…n−1` (layer `n−1` on top), the part of pixel `p` where layer
/// `k` is the topmost one has the area `v_k = cov(U_k) − cov(U_{k+1})`: coverage is area, and
/// `U_{k+1}` lies inside `U_k`. So one sweep per layer, each of a union the rasterizer already
/// covers exactly, gives every `v_k` exactly (up to `Float` rounding, clamped at 0). The pixel is
/// then `dst + Σ_k (s_k − dst) · K_k` with `s_k` the layer's straight colour and 255 and
/// `K_k = round(v_k · a_k / 255 · 65536)`, fixed point and rounded as `SourceOverSink` does; for a
/// single layer that is `SourceOverSink`'s formula term for term, so pixels only one layer
/// reaches come out bit-identical to `Rasterizer.fill`. `Σ K_k` stays within 65536 plus half a
/// step per layer, so `|Σ (s_k − dst) · K_k|` fits `Int32` for any stack of fewer than 2^15
/// layers; the result is clamped to 0…255 for that half step.
extension RasterWorkspace {
    /// Coverage scratch per layer and band: bands hold at most this many pixels (4 MB of `Float`
    /// per layer), and at least one row.
    static let bandPixels = 1 << 20

    func fill(layers: [FillLayer], into pixmap: inout Pixmap) throws(RasterError) {
        let n = layers.count
        guard n > 0 else { return }
        let width = pixmap.width, height = pixmap.height
        // The unions U_k: the items of layers k…n−1, in that order.
        var unions: [[FillItem]] = Array(repeating: [], count: n)
        var above: [FillItem] = []
        for k in stride(from: n - 1, through: 0, by: -1) {
            above = layers[k].items + above
            unions[k] = above
        }
        // Weights: straight colour and 255, and the alpha that scales coverage to K.
        let sources = layers.map { SIMD4<Int32>(Int32($0.color.r), Int32($0.color.g), Int32($0.color.b), 255) }
        let alphaScales = layers.map { Float($0.color.a) * (65536 / 255) }

        let bandRows = max(1, min(height, Self.bandPixels / width))
        let bandSize = bandRows * width
        // The planes start at zero; after each band only the columns its sweeps wrote (`extents`)
        // are composited and cleared again.
        let coverage = UnsafeMutablePointer<Float>.allocate(capacity: n * bandSize)
        coverage.initialize(repeating: 0, count: n * bandSize)
        let extents = UnsafeMutablePointer<RowExtent>.allocate(capacity: bandRows)
        extents.initialize(repeating: RowExtent(), count: bandRows)
        defer { coverage.deallocate(); extents.deallocate() }
        var top = 0
        while top < height {
            let bottom = min(height, top + bandRows)
            extents.update(repeating: RowExtent(), count: bottom - top)
            for k in 0 ..< n where !unions[k].isEmpty {
                // The first band's builds check every item (the bottom union holds them all)
                // before any pixel is written.
                try build(unions[k], width: width, height: bottom, top: top)
                var sink = ExtentRecordingSink(
                    image: CoverageImageSink(image: coverage + k * bandSize, width: width, firstRow: top),
                    extents: extents)
                sweep(itemCount: unions[k].count, width: width, height: bottom, into: &sink)
            }
            pixmap.data.withUnsafeMutableBufferPointer { buffer in
                let pixels = UnsafeMutableRawPointer(buffer.baseAddress!) + top * width * 4
                for row in 0 ..< bottom - top where extents[row].first <= extents[row].last {
                    let offset = row * width + extents[row].first, count = extents[row].last - extents[row].first + 1
                    Self.composite(coverage + offset, layerCount: n, bandSize: bandSize, pixelCount: count,
                                   sources: sources, alphaScales: alphaScales, into: pixels + 4 * offset)
                    for k in 0 ..< n { (coverage + k * bandSize + offset).update(repeating: 0, count: count) }
                }
            }
            top = bottom
        }
    }

    /// Composites `pixelCount` pixels of one row: `coverage` points at the first one's value in
    /// plane 0 of `layerCount` planes `bandSize` apart (plane `k` the coverage of union `U_k`),
    /// `pixels` at the first pixel.
    private static func composite(_ coverage: UnsafeMutablePointer<Float>, layerCount n: Int, bandSize: Int,
                                  pixelCount: Int, sources: [SIMD4<Int32>], alphaScales: [Float],
                                  into pixels: UnsafeMutableRawPointer) {
        if n == 2 {
            compositeTwo(coverage, coverage + bandSize, pixelCount: pixelCount, sources: (sources[0], sources[1]),
                         alphaScales: (alphaScales[0], alphaScales[1]), into: pixels)
            return
        }
        sources.withUnsafeBufferPointer { sources in
            alphaScales.withUnsafeBufferPointer { alphaScales in
                for i in 0 ..< pixelCount where coverage[i] > 0 {
                    let p = pixels + 4 &* i
                    let dst = SIMD4<Int32>(truncatingIfNeeded: p.loadUnaligned(as: SIMD4<UInt8>.self))
                    var sum = SIMD4<Int32>(repeating: 0)
                    var covered: Float = 0   // cov(U_{k+1}), going down from the top
                    for k in stride(from: n &- 1, through: 0, by: -1) {
                        let u = coverage[k &* bandSize &+ i]
                        let v = u - covered
                        if v > 0 {
                            let weight = Int32(bitPattern: SourceOverSink.roundedWeight(v * alphaScales[k]))
                            sum &+= (sources[k] &- dst) &* weight
                        }
                        covered = max(covered, u)
                    }
                    var out = dst &+ ((sum &+ 32768) &>> 16)
                    out.replace(with: 0, where: out .< 0)
                    out.replace(with: 255, where: out .> 255)
                    p.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: out), as: SIMD4<UInt8>.self)
                }
            }
        }
    }
}

extension RasterWorkspace {
    /// `composite` for two layers (a glyph's secondary and primary): the same arithmetic, and a
    /// pixel with the same two coverages and the same pixel beneath as the one before it (inside
    /// a shape, over an empty or uniform background) takes that pixel's result.
    private static func compositeTwo(_ under: UnsafeMutablePointer<Float>, _ over: UnsafeMutablePointer<Float>,
                                     pixelCount: Int, sources: (SIMD4<Int32>, SIMD4<Int32>),
                                     alphaScales: (Float, Float), into pixels: UnsafeMutableRawPointer) {
        var lastUnder: Float = -1, lastOver: Float = -1, lastBeneath: UInt32 = 0, lastResult: UInt32 = 0
        for i in 0 ..< pixelCount {
            let u0 = under[i]
            if !(u0 > 0) { continue }
            let u1 = over[i]
            let p = pixels + 4 &* i
            let beneath = p.loadUnaligned(as: UInt32.self)
            if u0 == lastUnder && u1 == lastOver && beneath == lastBeneath {
                p.storeBytes(of: lastResult, as: UInt32.self)
                continue
            }
            let dst = SIMD4<Int32>(truncatingIfNeeded: p.loadUnaligned(as: SIMD4<UInt8>.self))
            var sum = SIMD4<Int32>(repeating: 0)
            if u1 > 0 {
                sum &+= (sources.1 &- dst) &* Int32(bitPattern: SourceOverSink.roundedWeight(u1 * alphaScales.1))
            }
            let v0 = u0 - max(u1, 0)
            if v0 > 0 {
                sum &+= (sources.0 &- dst) &* Int32(bitPattern: SourceOverSink.roundedWeight(v0 * alphaScales.0))
            }
            var out = dst &+ ((sum &+ 32768) &>> 16)
            out.replace(with: 0, where: out .< 0)
            out.replace(with: 255, where: out .> 255)
            p.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: out), as: SIMD4<UInt8>.self)
            lastUnder = u0; lastOver = u1; lastBeneath = beneath
            lastResult = p.loadUnaligned(as: UInt32.self)
        }
    }
}

/// The columns of one band row that any sweep wrote: `first > last` when none.
struct RowExtent {
    var first = Int.max, last = Int.min
}

/// Passes coverage rows to a `CoverageImageSink` of a band and widens each row's `RowExtent`
/// (indexed from the band's first row) to the columns written.
struct ExtentRecordingSink: CoverageRowSink {
    var image: CoverageImageSink
    let extents: UnsafeMutablePointer<RowExtent>

    @inline(__always) private func record(_ y: Int, _ from: Int, _ through: Int) {
        let e = extents + (y - image.firstRow)
        e.pointee.first = min(e.pointee.first, from)
        e.pointee.last = max(e.pointee.last, through)
    }

    mutating func consume(row y: Int, cells: UnsafeMutablePointer<Float>, from: Int, through: Int, sum: inout Float) {
        record(y, from, through)
        image.consume(row: y, cells: cells, from: from, through: through, sum: &sum)
    }

    mutating func consume(row y: Int, from: Int, through: Int, constant: Float) {
        record(y, from, through)
        image.consume(row: y, from: from, through: through, constant: constant)
    }

    mutating func consume(row y: Int, pixel x: Int, coverage: Float) {
        record(y, x, x)
        image.consume(row: y, pixel: x, coverage: coverage)
    }
}
