import Foundation
@_spi(Unchecked) import IconGeometry
import Testing
@testable import IconRaster

/// `Rasterizer.fill(layers:into:)`: each point shows the topmost layer covering it, each pixel
/// the area-weighted sum of those layers' premultiplied colours, composited once over what is
/// there and stored with straight alpha. Expected values below are worked out by hand from the
/// areas, not from the code.
@Suite struct LayerCompositingTests {
    func item(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> FillItem {
        FillItem(outline(rectangle(x0, y0, x1, y1)), rule: .nonZero)
    }

    /// Rounded value with a guard that it is not near a rounding tie.
    func byte(_ v: Double) -> UInt8 {
        precondition(abs(v - v.rounded(.down) - 0.5) > 0.02, "test value too close to a tie")
        return UInt8(v.rounded())
    }

    /// The straight channel of a premultiplied value `c` (0…255 scale) in a pixel of alpha `a`
    /// (unrounded, 0…255), rounded: `c · 255 / a`.
    func straight(_ c: Double, alpha a: Double) -> UInt8 { byte(c * 255 / a) }

    /// Decision: a translucent layer hides the layers beneath it where it covers them (it is
    /// one picture, not two glazes). Red under half-transparent blue: where blue covers, only
    /// blue; in the pixel blue covers 0.8 of, 0.2 red and 0.8 blue. Filling one after the other
    /// would give red showing through blue (127 red, alpha 255 in the covered pixels).
    @Test func translucentTopLayerHidesTheOneBeneath() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255, a: 153)
        var pm = try Pixmap(width: 8, height: 2)
        var r = Rasterizer()
        try r.fill(layers: [FillLayer([item(0, 0, 8, 2)], color: red),
                            FillLayer([item(2.2, 0, 8, 2)], color: blue)], into: &pm)
        let a = 153.0 / 255
        // Pixel 1: red alone. Pixel 2: 0.2 red, 0.8 blue at alpha 0.6. Pixel 5: blue alone.
        #expect(pm.pixel(1, 0) == (255, 0, 0, 255))
        let p2 = pm.pixel(2, 1)
        let alpha2 = 0.2 * 255 + 0.8 * a * 255
        #expect(p2.r == straight(0.2 * 255, alpha: alpha2) && p2.g == 0)
        #expect(p2.b == straight(0.8 * a * 255, alpha: alpha2))
        #expect(p2.a == byte(alpha2))
        #expect(pm.pixel(5, 0) == (0, 0, 255, 153))

        // The same layers filled one after another: the red shows through (the difference this
        // API exists for).
        var sequential = try Pixmap(width: 8, height: 2)
        try r.fill([item(0, 0, 8, 2)], color: red, into: &sequential)
        try r.fill([item(2.2, 0, 8, 2)], color: blue, into: &sequential)
        #expect(sequential.pixel(5, 0) == (102, 0, 153, 255))
    }

    /// Decision: two layers that meet inside a pixel share it by area, so an opaque seam stays
    /// opaque. Source-over of the two parts lets the background through: alpha 1 − 0.65·0.35, 197/255.
    @Test func layersMeetingInAPixelLeaveNoSeam() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        var r = Rasterizer()
        var pm = try Pixmap(width: 6, height: 3)
        try r.fill(layers: [FillLayer([item(0, 0, 2.35, 3)], color: red),
                            FillLayer([item(2.35, 0, 6, 3)], color: blue)], into: &pm)
        for y in 0 ..< 3 {
            let p = pm.pixel(2, y)
            #expect(p.a == 255 && p.r == byte(0.35 * 255) && p.b == byte(0.65 * 255) && p.g == 0, "\(p)")
        }
        var sequential = try Pixmap(width: 6, height: 3)
        try r.fill([item(0, 0, 2.35, 3)], color: red, into: &sequential)
        try r.fill([item(2.35, 0, 6, 3)], color: blue, into: &sequential)
        #expect(sequential.pixel(2, 1).a == byte(255 * (1 - 0.65 * 0.35)))
    }

    /// Three layers (the general loop; two take a path of their own): each pixel splits between
    /// the layers that are on top in its parts.
    @Test func threeLayersShareByArea() throws {
        let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 255, b: 0, a: 128)
        let blue = Color(r: 0, g: 0, b: 255, a: 204)
        var pm = try Pixmap(width: 8, height: 1)
        var r = Rasterizer()
        try r.fill(layers: [FillLayer([item(0, 0, 8, 1)], color: red), FillLayer([item(2.6, 0, 8, 1)], color: green),
                            FillLayer([item(5.3, 0, 8, 1)], color: blue)], into: &pm)
        let g = 128.0, b = 204.0
        #expect(pm.pixel(1, 0) == (255, 0, 0, 255))
        let p2 = pm.pixel(2, 0)   // 0.6 red, 0.4 green
        let alpha2 = 0.6 * 255 + 0.4 * g
        #expect(p2.r == straight(0.6 * 255, alpha: alpha2) && p2.g == straight(0.4 * g, alpha: alpha2) && p2.b == 0
                && p2.a == byte(alpha2))
        #expect(pm.pixel(4, 0) == (0, 255, 0, 128))
        let p5 = pm.pixel(5, 0)   // 0.3 green, 0.7 blue
        let alpha5 = 0.3 * g + 0.7 * b
        #expect(p5.r == 0 && p5.g == straight(0.3 * g, alpha: alpha5) && p5.b == straight(0.7 * b, alpha: alpha5)
                && p5.a == byte(alpha5))
        #expect(pm.pixel(7, 0) == (0, 0, 255, 204))
    }

    /// Over a background, the layers' sum is composited once: dst·(1 − Σ area·alpha) stays.
    @Test func compositedOnceOverTheBackground() throws {
        let bg = Color(r: 20, g: 200, b: 40)
        let bottom = Color(r: 250, g: 250, b: 0, a: 102), top = Color(r: 0, g: 0, b: 250, a: 204)
        var pm = try Pixmap(width: 4, height: 1)
        pm.clear(to: bg)
        var r = Rasterizer()
        // Pixel 1: bottom covers 0.9 (x 1…1.9), top covers 0.4 of it (x 1.5…1.9): top 0.4,
        // bottom 0.5, background 0.1 plus what the layers' alpha lets through.
        try r.fill(layers: [FillLayer([item(0, 0, 1.9, 1)], color: bottom),
                            FillLayer([item(1.5, 0, 1.9, 1)], color: top)], into: &pm)
        let ab = 102.0 / 255, at = 204.0 / 255
        let weightB = 0.5 * ab, weightT = 0.4 * at
        let keep = 1 - weightB - weightT
        let p = pm.pixel(1, 0)
        #expect(p.r == byte(250 * weightB + 20 * keep))
        #expect(p.g == byte(250 * weightB + 200 * keep))
        #expect(p.b == byte(250 * weightT + 40 * keep))
        #expect(p.a == 255)
        #expect(pm.pixel(3, 0) == (20, 200, 40, 255))
    }

    /// Where one layer alone reaches a pixel, the result is `fill`'s up to one step: the union's
    /// sweep splits rows at the other layer's edges too, so a coverage can differ in its last
    /// bit and round the other way. A disc and a star at fractional positions, translucent, over
    /// a background, with a second layer clear of them by more than a pixel; and a sliver
    /// beside a layer on the same rows (found by review: 192 against 191 before the union's
    /// rounding was understood), on a 1024-px and a 65 536-px row, where the two unions'
    /// coverages drift apart by up to 1e-5 (`negligibleArea`).
    @Test func oneLayerPerPixelMatchesFill() throws {
        var disc = Path.circle(center: Point(13.3, 14.7), radius: 9.6)
        disc.append(Path.circle(center: Point(40.2, 30.1), radius: 3.3))
        let discs = FillItem(disc.flattened(tolerance: 0.01), rule: .nonZero)
        let star = FillItem(outline((0 ..< 5).map { i -> Point in
            let t = Double(i * 2) * .pi * 2 / 5
            return Point(36.4 + 10 * sin(t), 12.2 - 10 * cos(t))
        }), rule: .evenOdd)
        let bg = Color(r: 30, g: 60, b: 90, a: 200)
        let c0 = Color(r: 200, g: 10, b: 70, a: 180), c1 = Color(r: 5, g: 250, b: 130, a: 77)
        var r = Rasterizer()
        var layered = try Pixmap(width: 50, height: 40), sequential = try Pixmap(width: 50, height: 40)
        layered.clear(to: bg); sequential.clear(to: bg)
        try r.fill(layers: [FillLayer([discs], color: c0), FillLayer([star], color: c1)], into: &layered)
        try r.fill([discs], color: c0, into: &sequential)
        try r.fill([star], color: c1, into: &sequential)
        #expect(maxByteDifference(layered, sequential) <= 1)
        // One layer, the same.
        var one = try Pixmap(width: 50, height: 40), oneSequential = try Pixmap(width: 50, height: 40)
        try r.fill(layers: [FillLayer([discs, star], color: c1)], into: &one)
        try r.fill([discs, star], color: c1, into: &oneSequential)
        #expect(maxByteDifference(one, oneSequential) <= 1)

        for width in [1024, 65536] {
            let scale = Double(width) / 1024
            let sliver = FillItem(outline([Point(0.3, 0.10188918257539674), Point(614.4 * scale, 0.47188918257539675),
                                           Point(615.17 * scale, 1.2923423272518182), Point(0.3, 1.2923423272518182)]),
                                  rule: .nonZero)
            let beside = item(819.9344315366399 * scale, 0.23188918257539676, 823.3044315366399 * scale, 1.0823423272518182)
            let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255, a: 153)
            var a = try Pixmap(width: width, height: 3), b = try Pixmap(width: width, height: 3)
            try r.fill(layers: [FillLayer([sliver], color: red), FillLayer([beside], color: blue)], into: &a)
            try r.fill([sliver], color: red, into: &b)
            try r.fill([beside], color: blue, into: &b)
            #expect(maxByteDifference(a, b) <= 1, "width \(width)")
        }
    }

    func maxByteDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.data, b.data).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// Images taller than one band (`RasterWorkspace.bandPixels`) are swept band by band, each
    /// clipped at its first row: a slanted shape across the band boundary gives the same pixels
    /// as one `fill`, and two layers the areas worked out by hand on both sides of it.
    @Test func bandsClipWithoutChangingCoverage() throws {
        let width = 4096
        let bandRows = RasterWorkspace.bandPixels / width
        let height = bandRows + 40
        let slanted = FillItem(outline([Point(100.5, Double(bandRows) - 30.25), Point(3000.7, Double(bandRows) - 5.5),
                                        Point(2000.2, Double(bandRows) + 33.75), Point(10.1, Double(bandRows) + 20.2)]),
                               rule: .nonZero)
        var r = Rasterizer()
        var layered = try Pixmap(width: width, height: height), single = try Pixmap(width: width, height: height)
        let c = Color(r: 90, g: 80, b: 70, a: 230)
        try r.fill(layers: [FillLayer([slanted], color: c)], into: &layered)
        try r.fill([slanted], color: c, into: &single)
        #expect(layered == single)
        #expect(layered.alpha(1000, bandRows - 1) > 0 && layered.alpha(1000, bandRows) > 0)

        // Two layers: two planes share the band's budget, so a band is half as tall.
        let twoRows = RasterWorkspace.bandPixels / (width * 2)
        var two = try Pixmap(width: width, height: height)
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255, a: 128)
        try r.fill(layers: [FillLayer([item(0, Double(twoRows) - 10, 20, Double(twoRows) + 10)], color: red),
                            FillLayer([item(10.75, Double(twoRows) - 20, 30, Double(twoRows) + 20)], color: blue)],
                   into: &two)
        for y in [twoRows - 1, twoRows] {
            #expect(two.pixel(9, y) == (255, 0, 0, 255))
            let p = two.pixel(10, y)   // 0.75 red, 0.25 blue at alpha 128/255
            let alpha = 0.75 * 255 + 0.25 * 128
            #expect(p.r == straight(0.75 * 255, alpha: alpha) && p.b == straight(0.25 * 128, alpha: alpha) && p.a == byte(alpha))
            #expect(two.pixel(15, y) == (0, 0, 255, 128))
        }
    }

    /// The coverage planes are kept for the next call and must be left all zero: a second call
    /// with other geometry, size and layer count on the same rasterizer gives what a fresh
    /// rasterizer gives.
    @Test func reusedRasterizerStartsClean() throws {
        let red = Color(r: 255, g: 0, b: 0, a: 200), blue = Color(r: 0, g: 0, b: 255, a: 120)
        let disc = FillItem(Path.circle(center: Point(30.3, 20.6), radius: 14.2).flattened(tolerance: 0.01), rule: .nonZero)
        var reused = Rasterizer()
        var first = try Pixmap(width: 64, height: 48)
        try reused.fill(layers: [FillLayer([disc], color: red), FillLayer([item(10.5, 5.25, 50.75, 30.5)], color: blue)],
                        into: &first)
        for (width, height) in [(64, 48), (40, 70), (97, 13)] {
            let layers = [FillLayer([item(3.3, 2.2, 20.7, 11.9)], color: blue),
                          FillLayer([item(8.1, 4.4, 12.6, 9.35)], color: red),
                          FillLayer([item(1.5, 1.5, 9.5, 9.5)], color: Color(r: 0, g: 200, b: 0, a: 90))]
            var again = try Pixmap(width: width, height: height), fresh = try Pixmap(width: width, height: height)
            try reused.fill(layers: layers, into: &again)
            var newRasterizer = Rasterizer()
            try newRasterizer.fill(layers: layers, into: &fresh)
            #expect(again == fresh, "\(width) × \(height)")
        }
    }

    /// A block of rows with vertical edges (`compositeVerticalBlock`) reaches the recording sink
    /// of `fill(layers:)` row by row: each row's entering pixel, solid run and leaving pixel make
    /// one span, as when those rows were composited one by one (found by review: a column at a
    /// time, every edge pixel was a span of its own, and layers with tall stems took half as long
    /// again to composite).
    @Test func verticalBlockRecordsOneSpanPerRow() {
        var image = [Float](repeating: 0, count: 10 * 6)
        image.withUnsafeMutableBufferPointer { buffer in
            var sink = SpanRecordingSink(image: CoverageImageSink(image: buffer.baseAddress!, width: 10),
                                         plane: 0, spans: UncheckedBuffer(capacity: 4))
            sink.consume(rows: 1, through: 4, span: VerticalSpan(enter: 2, enterCoverage: 0.25, runStart: 3,
                                                                 runEnd: 6, leave: 7, leaveCoverage: 0.5))
            #expect(sink.spans.count == 4)
            for i in 0 ..< min(sink.spans.count, 4) {
                let span = sink.spans.base[i]
                #expect(span.plane == 0 && span.offset == (1 + i) * 10 + 2 && span.count == 6)
            }
        }
        for y in 0 ..< 6 {
            let row = Array(image[y * 10 ..< y * 10 + 10])
            #expect(row == ((1 ... 4).contains(y) ? [0, 0, 0.25, 1, 1, 1, 1, 0.5, 0, 0] : Array(repeating: 0, count: 10)))
        }
    }

    /// Bad geometry in any layer is thrown before any pixel is written; no layers or empty
    /// layers change nothing.
    @Test func errorsBeforeAnyPixelAndEmptyLayers() throws {
        var pm = try Pixmap(width: 8, height: 8)
        pm.clear(to: Color(r: 1, g: 2, b: 3, a: 4))
        let before = pm
        var r = Rasterizer()
        let bad = FillItem(outline([Point(1, 1), Point(.nan, 3), Point(5, 5)]), rule: .nonZero)
        #expect(throws: RasterError.nonFiniteCoordinate) {
            try r.fill(layers: [FillLayer([item(0, 0, 8, 8)], color: .black), FillLayer([bad], color: .white)], into: &pm)
        }
        #expect(throws: RasterError.nonFiniteCoordinate) {
            try r.fill(layers: [FillLayer([bad], color: .white), FillLayer([item(0, 0, 8, 8)], color: .black)], into: &pm)
        }
        #expect(pm == before)
        try r.fill(layers: [], into: &pm)
        try r.fill(layers: [FillLayer([], color: .black), FillLayer([], color: .white)], into: &pm)
        #expect(pm == before)
    }
}
