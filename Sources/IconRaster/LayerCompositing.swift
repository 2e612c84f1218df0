@_spi(Unchecked) import IconGeometry

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
/// covers exactly, gives every `v_k` exactly (up to `Float` rounding; a difference below
/// `negligibleArea` under a covering layer counts as none). With `K_k = round(v_k · a_k / 255 ·
/// 65536)`, `K = Σ K_k` and the straight pixel beneath `(d, a)`, the new alpha is
/// `a + (Σ_k (255 − a) · K_k + 32768) >> 16` and each colour channel the straight-alpha
/// source-over of all layers at once, rounded to nearest: over an opaque pixel
/// `d + (Σ_k (c_k − d) · K_k + 32768) >> 16` (integers, as `SourceOverSink`), otherwise
/// `(255 · Σ_k c_k · K_k + d · a · (65536 − K)) / (65536 · a + (255 − a) · K)` in `Float` (over a
/// transparent pixel the layers' colours weighted by their visible areas). For a single layer
/// that is `SourceOverSink`'s formula. So where one layer alone reaches a pixel the result is
/// `Rasterizer.fill`'s, up to one step: the union's sweep splits the row at the other layers'
/// edges too, and the coverage can differ in its last bit, which moves the byte when it sits on
/// a rounding boundary. `Σ K_k` stays within 65536 plus half a step per layer, so
/// `|Σ (c_k − d) · K_k|` fits `Int32` for any stack of fewer than 2^15 layers; the result is
/// clamped to 0…255 for that half step.
///
/// Cost: union `U_k` holds the items of every layer from `k` up, so the sweeps handle
/// `Σ_k |U_k|` items, quadratic in the layer count: meant for an icon's few colour layers.
extension RasterWorkspace {
    /// The coverage planes of one band hold at most this many values together (1 MB of `Float`,
    /// kept by the workspace for the next call, as renderers keep idle rasterizers), unless one
    /// row of every plane is more (each plane holds at least one row).
    static let bandPixels = 1 << 18

    /// Coverage below this (0.06/255) where a layer is on top is taken as none: the unions'
    /// sweeps split rows at different edges, so `cov(U_k)` and `cov(U_{k+1})` of a pixel only
    /// `U_{k+1}` reaches can differ by float rounding (up to 1e-5 on a 65 536-px row).
    static let negligibleArea: Float = 1.0 / 4096

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

        let bandRows = max(1, min(height, Self.bandPixels / (width * n)))
        let bandSize = bandRows * width
        // The planes are zero between calls (grown with zeros); after each band only the spans
        // its sweeps wrote are composited (those of U_0, which every other union lies in) and
        // cleared again.
        if planes.count < n * bandSize { planes.fill(count: n * bandSize, with: 0) }
        let coverage = planes.base
        var top = 0
        while top < height {
            let bottom = min(height, top + bandRows)
            spans.count = 0
            for k in 0 ..< n where !unions[k].isEmpty {
                // The first build, of U_0 (every item) in the first band, checks every item
                // before any plane or pixel is written; later builds cannot throw.
                try build(unions[k], width: width, height: bottom, top: top)
                var sink = SpanRecordingSink(
                    image: CoverageImageSink(image: coverage + k * bandSize, width: width, firstRow: top),
                    plane: k, spans: spans.take())
                sweep(itemCount: unions[k].count, width: width, height: bottom, into: &sink)
                spans = sink.spans
            }
            let spanBase = spans.base, spanCount = spans.count
            pixmap.data.withUnsafeMutableBufferPointer { buffer in
                let pixels = UnsafeMutableRawPointer(buffer.baseAddress!) + top * width * 4
                for i in 0 ..< spanCount where spanBase[i].plane == 0 {
                    let span = spanBase[i]
                    Self.composite(coverage + span.offset, layerCount: n, bandSize: bandSize, pixelCount: span.count,
                                   sources: sources, alphaScales: alphaScales, into: pixels + 4 * span.offset)
                }
            }
            for i in 0 ..< spanCount {
                let span = spanBase[i]
                (coverage + span.plane * bandSize + span.offset).update(repeating: 0, count: span.count)
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
                    var mix = SIMD4<Float>(repeating: 0)
                    var covered: Float = 0   // cov(U_{k+1}), going down from the top
                    for k in stride(from: n &- 1, through: 0, by: -1) {
                        let u = coverage[k &* bandSize &+ i]
                        let v = u - covered
                        if covered > 0 ? v >= negligibleArea : v > 0 {
                            let weight = Int32(bitPattern: SourceOverSink.roundedWeight(v * alphaScales[k]))
                            sum &+= (sources[k] &- dst) &* weight
                            mix += SIMD4<Float>(sources[k]) * Float(weight)
                        }
                        covered = max(covered, u)
                    }
                    storeStraight(dst, sum: sum, mix: mix, into: p)
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
            var mix = SIMD4<Float>(repeating: 0)
            if u1 > 0 {
                let weight = Int32(bitPattern: SourceOverSink.roundedWeight(u1 * alphaScales.1))
                sum &+= (sources.1 &- dst) &* weight
                mix += SIMD4<Float>(sources.1) * Float(weight)
            }
            let v0 = u0 - u1
            if u1 > 0 ? v0 >= negligibleArea : true {
                let weight = Int32(bitPattern: SourceOverSink.roundedWeight(v0 * alphaScales.0))
                sum &+= (sources.0 &- dst) &* weight
                mix += SIMD4<Float>(sources.0) * Float(weight)
            }
            storeStraight(dst, sum: sum, mix: mix, into: p)
            lastUnder = u0; lastOver = u1; lastBeneath = beneath
            lastResult = p.loadUnaligned(as: UInt32.self)
        }
    }
}

extension RasterWorkspace {
    /// Stores the straight pixel that the layers make of `dst` (see the type's documentation):
    /// `sum` is `Σ (s_k − dst) · K_k` with `s_k` a layer's colour and 255, `mix` is `Σ s_k · K_k`
    /// (its last lane `255 · K`).
    @inline(__always)
    static func storeStraight(_ dst: SIMD4<Int32>, sum: SIMD4<Int32>, mix: SIMD4<Float>, into p: UnsafeMutableRawPointer) {
        var out = dst &+ ((sum &+ 32768) &>> 16)
        let a = dst[3]
        if a != 255 {
            let alpha = out[3]
            guard alpha > 0 else {
                p.storeBytes(of: 0, as: UInt32.self)
                return
            }
            let total = mix[3] / 255
            let beneath = Float(a) * (65536 - total)
            let denominator = 65536 * Float(a) + Float(255 &- a) * total
            for c in 0 ..< 3 {
                let value = (255 * mix[c] + Float(dst[c]) * beneath) / denominator
                out[c] = Int32((value + 0.5).rounded(.down))
            }
            out[3] = alpha
        }
        out.replace(with: 0, where: out .< 0)
        out.replace(with: 255, where: out .> 255)
        p.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: out), as: SIMD4<UInt8>.self)
    }
}

/// Pixels of one coverage plane a sweep wrote: `count` values from `offset` (from the band's
/// first pixel) of plane `plane`.
struct CoverageSpan {
    var plane = 0, offset = 0, count = 0
}

/// Passes coverage rows to a `CoverageImageSink` of a band and records the pixels written as
/// `CoverageSpan`s of `plane`, merging each with the one before when they adjoin.
struct SpanRecordingSink: CoverageRowSink, ~Copyable {
    var image: CoverageImageSink
    let plane: Int
    var spans: UncheckedBuffer<CoverageSpan>

    @inline(__always) private mutating func record(_ y: Int, _ from: Int, _ through: Int) {
        let offset = (y - image.firstRow) * image.width + from, count = through - from + 1
        if spans.count > 0 {
            let last = spans.base + (spans.count - 1)
            if last.pointee.plane == plane && last.pointee.offset + last.pointee.count == offset {
                last.pointee.count += count
                return
            }
        }
        spans.append(CoverageSpan(plane: plane, offset: offset, count: count))
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

    mutating func consume(rows first: Int, through last: Int, span: VerticalSpan) {
        consumeRowByRow(rows: first, through: last, span: span)
    }
}
