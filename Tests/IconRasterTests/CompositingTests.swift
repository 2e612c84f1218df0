import Foundation
import IconGeometry
import Testing
@testable import IconRaster

/// Source-over, out = src·cov + dst·(1 − srcA·cov) in premultiplied terms, stored as straight
/// RGBA8 rounded to nearest; `clear(to:)` stores the colour as it is; a pixmap made from
/// premultiplied bytes un-premultiplies them with rounding.
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

    /// Opaque source at partial coverage over a translucent background, and at full coverage
    /// exactly the source. The background (102, 0, 204) at alpha 100 is (40, 0, 80)
    /// premultiplied; coverage 0.6 of yellow makes alpha 0.6·255 + 0.4·100 = 193 and
    /// premultiplied channels 0.6·src + 0.4·(40, 0, 80), stored as those · 255 / 193.
    @Test func opaqueSourceOverTranslucentBackground() throws {
        var pm = try Pixmap(width: 3, height: 1, straightData: [102, 0, 204, 100, 102, 0, 204, 100, 102, 0, 204, 100])
        var r = Rasterizer()
        try r.fill([FillItem(outline(rectangle(0.4, 0, 2, 1)), rule: .nonZero)], color: Color(r: 255, g: 255, b: 0), into: &pm)
        let p = pm.pixel(0, 0)   // coverage 0.6
        let alpha = 0.6 * 255 + 0.4 * 100
        func straight(_ premultiplied: Double) -> UInt8 {
            expectedByte(src: premultiplied * 255 / alpha, dst: 0, srcAlpha: 0, coverage: 1)
        }
        #expect(p.r == straight(0.6 * 255 + 0.4 * 40))
        #expect(p.g == straight(0.6 * 255))
        #expect(p.b == straight(0.4 * 80))
        #expect(p.a == expectedByte(src: 255, dst: 100, srcAlpha: 1, coverage: 0.6))
        #expect(pm.pixel(1, 0) == (255, 255, 0, 255))
        #expect(pm.pixel(2, 0) == (102, 0, 204, 100))
    }

    /// Decision: the colour of a pixel is kept whole however faint the pixel. One colour over a
    /// transparent pixmap, at every coverage and colour alpha, leaves its own channels exactly:
    /// `#000040` at alpha 17 is (0, 0, 64, 17), where 8-bit premultiplied storage kept
    /// round(64·17/255) = 4, which comes back as 60.
    @Test func oneColourOverTransparentKeepsItsChannels() throws {
        var r = Rasterizer()
        for a in stride(from: 1, through: 255, by: 1) {
            var pm = try Pixmap(width: 3, height: 1)
            let color = Color(r: 0x12, g: 0x80, b: 0x40, a: UInt8(a))
            // Pixel 0 whole, pixel 1 partly (0.37), pixel 2 untouched.
            try r.fill([FillItem(outline(rectangle(0, 0, 1.37, 1)), rule: .nonZero)], color: color, into: &pm)
            #expect(pm.pixel(0, 0) == (0x12, 0x80, 0x40, UInt8(a)))
            let partial = pm.pixel(1, 0)
            // Alpha 0.37·a, within the one step the 16-bit weight's rounding may add.
            #expect(abs(Double(partial.a) - 0.37 * Double(a)) < 1)
            if partial.a > 0 { #expect(partial.r == 0x12 && partial.g == 0x80 && partial.b == 0x40) }
            else { #expect(partial == (0, 0, 0, 0)) }
            #expect(pm.pixel(2, 0) == (0, 0, 0, 0))
        }
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

    /// clear(to:) stores the colour as it is; a transparent colour makes every byte zero.
    @Test func clearStoresTheColour() throws {
        var pm = try Pixmap(width: 3, height: 2)
        pm.clear(to: Color(r: 255, g: 128, b: 0, a: 128))
        for y in 0 ..< 2 { for x in 0 ..< 3 { #expect(pm.pixel(x, y) == (255, 128, 0, 128)) } }
        #expect(pm.premultipliedRGBA().prefix(4) == [128, 64, 0, 128])
        pm.clear(to: Color(r: 9, g: 9, b: 9, a: 0))
        #expect(pm.data.allSatisfy { $0 == 0 })
    }

    /// Premultiplied bytes un-premultiply rounding to nearest: (64, 32, 0, 128) → 64·255/128 =
    /// 127.5 → 128, 32·255/128 = 63.75 → 64; transparent pixels → all zero; opaque pixels
    /// unchanged.
    @Test func premultipliedDataRounding() throws {
        let pm = try Pixmap(width: 3, height: 1, premultipliedData: [64, 32, 0, 128, 9, 9, 9, 0, 1, 2, 3, 255])
        #expect(pm.data == [128, 64, 0, 128, 0, 0, 0, 0, 1, 2, 3, 255])
        #expect(pm.straightRGBA() == pm.data)
    }

    /// Every valid premultiplied value (c ≤ a) un-premultiplies to round-half-up(c·255/a), and
    /// premultiplying that again gives c back: the conversion loses nothing the bytes had.
    @Test func premultipliedDataRoundTripsExhaustively() throws {
        var bytes: [UInt8] = []
        for a in 1 ... 255 { for c in 0 ... a { bytes += [UInt8(c), UInt8(c), UInt8(c), UInt8(a)] } }
        let pm = try Pixmap(width: bytes.count / 4, height: 1, premultipliedData: bytes)
        var mismatches = 0
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let c = Int(bytes[i]), a = Int(bytes[i + 3])
            if Int(pm.data[i]) != (c * 255 + a / 2) / a { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(pm.premultipliedRGBA() == bytes)
        // Invalid premultiplied data (a channel above alpha) gives 255 instead of wrapping.
        #expect(try Pixmap(width: 1, height: 1, premultipliedData: [255, 32, 16, 16]).data == [255, 255, 255, 16])
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
