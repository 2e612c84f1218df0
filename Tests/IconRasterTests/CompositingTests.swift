import Foundation
import IconGeometry
import Testing
@testable import IconRaster

/// Source-over in premultiplied RGBA8: out = src·cov + dst·(1 − srcA·cov), rounded to nearest;
/// `clear(to:)` premultiplies with rounding; `straightRGBA()` un-premultiplies with rounding.
@Suite struct CompositingTests {
    /// Expected byte, with a guard that the exact value is not a rounding tie (so the test pins
    /// round-to-nearest rather than a tie rule).
    func expectedByte(src: Double, dst: Double, srcAlpha: Double, coverage: Double) -> UInt8 {
        let v = src * coverage + dst * (1 - srcAlpha * coverage)
        precondition(abs(v - v.rounded(.down) - 0.5) > 0.02, "test value too close to a tie")
        return UInt8(v.rounded())
    }

    @Test(arguments: [0.3, 0.7, 1.0])
    func translucentSourceOverOpaqueBackground(_ coverage: Double) throws {
        let bg = Color(r: 20, g: 90, b: 200)
        let src = Color(r: 250, g: 120, b: 10, a: 153)
        var pm = try Pixmap(width: 2, height: 1)
        pm.clear(to: bg)
        var r = Rasterizer()
        // Pixel 0 covered `coverage` (a rectangle of that width), pixel 1 untouched.
        try r.fill([FillItem(outline(rectangle(0, 0, coverage, 1)), rule: .nonZero)], color: src, into: &pm)
        let a = Double(src.a) / 255
        let p = pm.pixel(0, 0)
        #expect(p.r == expectedByte(src: Double(src.r) * a, dst: 20, srcAlpha: a, coverage: coverage))
        #expect(p.g == expectedByte(src: Double(src.g) * a, dst: 90, srcAlpha: a, coverage: coverage))
        #expect(p.b == expectedByte(src: Double(src.b) * a, dst: 200, srcAlpha: a, coverage: coverage))
        #expect(p.a == 255)
        #expect(pm.pixel(1, 0) == (20, 90, 200, 255))
    }

    /// Opaque source at partial coverage over a translucent premultiplied background, and at
    /// full coverage exactly the source.
    @Test func opaqueSourceOverTranslucentBackground() throws {
        var pm = try Pixmap(width: 3, height: 1, premultipliedData: [40, 0, 80, 100, 40, 0, 80, 100, 40, 0, 80, 100])
        var r = Rasterizer()
        try r.fill([FillItem(outline(rectangle(0.4, 0, 2, 1)), rule: .nonZero)], color: Color(r: 255, g: 255, b: 0), into: &pm)
        let p = pm.pixel(0, 0)   // coverage 0.6
        #expect(p.r == expectedByte(src: 255, dst: 40, srcAlpha: 1, coverage: 0.6))
        #expect(p.g == expectedByte(src: 255, dst: 0, srcAlpha: 1, coverage: 0.6))
        #expect(p.b == expectedByte(src: 0, dst: 80, srcAlpha: 1, coverage: 0.6))
        #expect(p.a == expectedByte(src: 255, dst: 100, srcAlpha: 1, coverage: 0.6))
        #expect(pm.pixel(1, 0) == (255, 255, 0, 255))
        #expect(pm.pixel(2, 0) == (40, 0, 80, 100))
    }

    /// Decision: blending works on the sRGB-encoded bytes, as most icon tools do. Opaque black
    /// covering a quarter of a white pixel gives 255·¾ = 191.25 → 191; blending in linear light
    /// would give ¾ of white's light, encoded 225.
    @Test func blendsInSRGBEncodedValues() throws {
        var pm = try Pixmap(width: 1, height: 1)
        pm.clear(to: .white)
        var r = Rasterizer()
        try r.fill([FillItem(outline(rectangle(0, 0, 0.25, 1)), rule: .nonZero)], color: .black, into: &pm)
        #expect(pm.pixel(0, 0) == (191, 191, 191, 255))
    }

    @Test func transparentColourDrawsNothing() throws {
        var pm = try Pixmap(width: 4, height: 4)
        pm.clear(to: Color(r: 1, g: 2, b: 3, a: 4))
        let before = pm
        var r = Rasterizer()
        try r.fill([FillItem(outline(rectangle(0, 0, 4, 4)), rule: .nonZero)], color: .transparent, into: &pm)
        #expect(pm == before)
    }

    /// clear(to:) stores premultiplied, rounded channels: 255·128/255 = 128, 128·128/255 = 64.25 → 64.
    @Test func clearPremultiplies() throws {
        var pm = try Pixmap(width: 3, height: 2)
        pm.clear(to: Color(r: 255, g: 128, b: 0, a: 128))
        for y in 0 ..< 2 { for x in 0 ..< 3 { #expect(pm.pixel(x, y) == (128, 64, 0, 128)) } }
        pm.clear(to: .transparent)
        #expect(pm.data.allSatisfy { $0 == 0 })
    }

    /// Un-premultiplying rounds to nearest: (64, 32, 0, 128) → 64·255/128 = 127.5 → 128,
    /// 32·255/128 = 63.75 → 64; transparent pixels → all zero; opaque pixels unchanged.
    @Test func straightAlphaRounding() throws {
        let pm = try Pixmap(width: 3, height: 1, premultipliedData: [64, 32, 0, 128, 9, 9, 9, 0, 1, 2, 3, 255])
        #expect(pm.straightRGBA() == [128, 64, 0, 128, 0, 0, 0, 0, 1, 2, 3, 255])
    }

    /// A white anti-aliased shape on transparent: every premultiplied pixel is (a, a, a, a) and
    /// must come back as exactly (255, 255, 255, a) for every alpha the edges produce.
    @Test func whiteAntiAliasedShapeUnpremultipliesToWhite() throws {
        var pm = try Pixmap(width: 40, height: 40)
        var r = Rasterizer()
        let disc = (0 ..< 90).map { k in Point(20.3 + 15.2 * cos(Double(k) * Double.pi / 45), 19.6 + 15.2 * sin(Double(k) * Double.pi / 45)) }
        try r.fill([FillItem(outline(disc), rule: .nonZero)], color: .white, into: &pm)
        let straight = pm.straightRGBA()
        var alphas = Set<UInt8>()
        for i in stride(from: 0, to: straight.count, by: 4) where straight[i + 3] > 0 {
            alphas.insert(straight[i + 3])
            #expect(straight[i] == 255 && straight[i + 1] == 255 && straight[i + 2] == 255)
        }
        #expect(alphas.count > 30)   // many distinct edge alphas were exercised
        // Every alpha 1...255 as a premultiplied grey.
        let greys = try Pixmap(width: 255, height: 1, premultipliedData: (1 ... 255).flatMap { [UInt8($0), UInt8($0), UInt8($0), UInt8($0)] })
        let s = greys.straightRGBA()
        for a in 0 ..< 255 { #expect(s[4 * a] == 255 && s[4 * a + 1] == 255 && s[4 * a + 2] == 255 && s[4 * a + 3] == UInt8(a + 1)) }
    }
}

/// A pixmap's size comes from the caller: a size out of range or pixel data of the wrong length
/// throws a documented error (the process goes on). `Pixmap.data` is public and mutable, and the
/// rasterizer writes `width * height` pixels through it: a `data` of another length is a
/// programming error that stops the program at once (a trap, not a write past the buffer). Bytes
/// changed in place are fine. Exit tests: each runs in a child process.
@Suite struct PixmapSizeTests {
    @Test func changingBytesInPlaceKeepsThePixmap() throws {
        var pm = try Pixmap(width: 2, height: 2)
        pm.data[5] = 7
        #expect(pm.data.count == 16 && pm.data[5] == 7)
    }

    @Test func shorterDataTraps() async {
        await #expect(processExitsWith: .failure) {
            var pm = try Pixmap(width: 64, height: 64)
            pm.data = [0, 0, 0, 0]
        }
    }

    @Test func removingBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            var pm = try Pixmap(width: 2, height: 2)
            pm.data.removeLast()
        }
    }

    @Test(arguments: [(0, 1), (1, 0), (-2, -2), (0, 5), (Int.min, 1), (65_537, 1), (1, 65_537),
                      (16_385, 16_385), (Int.max / 2, 4), (Int.max, Int.max)])
    func sizesOutOfRangeThrow(width: Int, height: Int) {
        #expect(throws: RasterError.invalidSize) { try Pixmap(width: width, height: height) }
        #expect(throws: RasterError.invalidSize) {
            try Pixmap(width: width, height: height, premultipliedData: [UInt8](repeating: 0, count: 16))
        }
    }

    /// The largest sizes allowed: a side of 65,536 and 2^28 pixels in all (1 GiB, not allocated
    /// here: the size check runs first and the data is the wrong length).
    @Test func sizesAtTheLimitsPass() throws {
        #expect(throws: RasterError.invalidPixelData(expectedBytes: 65_536 * 4, actualBytes: 0)) {
            try Pixmap(width: 65_536, height: 1, premultipliedData: [])
        }
        #expect(throws: RasterError.invalidPixelData(expectedBytes: 1 << 30, actualBytes: 0)) {
            try Pixmap(width: 16_384, height: 16_384, premultipliedData: [])
        }
        #expect(try Pixmap(width: 1, height: 65_536).data.count == 65_536 * 4)
    }

    @Test func wrongDataLengthThrows() {
        #expect(throws: RasterError.invalidPixelData(expectedBytes: 16, actualBytes: 15)) {
            try Pixmap(width: 2, height: 2, premultipliedData: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: RasterError.invalidPixelData(expectedBytes: 16, actualBytes: 20)) {
            try Pixmap(width: 2, height: 2, premultipliedData: [UInt8](repeating: 0, count: 20))
        }
    }

    @Test func errorsNameTheLimits() {
        #expect(RasterError.invalidSize.description.contains("1...65536 px") && RasterError.invalidSize.description.contains("268435456"))
        #expect(RasterError.invalidPixelData(expectedBytes: 16, actualBytes: 15).description
                == "invalid pixel data: 15 bytes, expected 16 (width × height × 4)")
    }
}
