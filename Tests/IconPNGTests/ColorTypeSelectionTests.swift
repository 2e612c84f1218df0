import IconRaster
import Testing
@testable import IconPNG

/// One image with the colour type and bit depth the encoder must pick for it (read straight from
/// the IHDR bytes: bit depth at offset 24, colour type at 25 — 0 grey, 2 RGB, 3 palette,
/// 4 grey+alpha, 6 RGBA).
struct SelectionCase: CustomTestStringConvertible, Sendable {
    var name: String
    var pixmap: Pixmap
    var colorType: UInt8
    var bitDepth: UInt8
    var testDescription: String { name }

    /// Palette bit depth the PNG rules allow for `count` entries (smallest of 1, 2, 4, 8).
    static func paletteDepth(_ count: Int) -> UInt8 { count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8 }

    static func distinctStraightColors(_ pixmap: Pixmap) -> Int {
        let straight = expectedStraightRGBA(pixmap.data)
        return Set(stride(from: 0, to: straight.count, by: 4).map { Array(straight[$0..<$0 + 4]) }).count
    }

    static let all: [SelectionCase] = {
        var cases: [SelectionCase] = []
        // Opaque grey, 64 levels that are not multiples of 17: 8-bit grey beats an 8-bit palette
        // (same rows, plus PLTE).
        cases.append(.init(name: "opaque grey ramp", pixmap: makePixmap(width: 64, height: 4) { x, _ in
            let g = UInt8(x * 4); return (g, g, g, 255) }, colorType: 0, bitDepth: 8))
        // Black and white only: 1-bit grey (width 13 is not a multiple of 8: exercises packing).
        cases.append(.init(name: "black/white checker", pixmap: makePixmap(width: 13, height: 7) { x, y in
            let g: UInt8 = (x + y) % 2 == 0 ? 255 : 0; return (g, g, g, 255) }, colorType: 0, bitDepth: 1))
        // Greys that are multiples of 85 fit 2 bits; multiples of 17 fit 4 bits.
        cases.append(.init(name: "grey 2-bit", pixmap: makePixmap(width: 11, height: 5) { x, y in
            let g = UInt8((x + y) % 4 * 85); return (g, g, g, 255) }, colorType: 0, bitDepth: 2))
        cases.append(.init(name: "grey 4-bit", pixmap: makePixmap(width: 9, height: 3) { x, y in
            let g = UInt8((x * 3 + y) % 16 * 17); return (g, g, g, 255) }, colorType: 0, bitDepth: 4))
        // A single black colour over transparency (≤ 256 straight colours) with long runs -> palette
        // with tRNS; the same shape small enough to have few runs per colour -> grey+alpha.
        let black = SyntheticIcons.destination(size: 48)
        cases.append(.init(name: "black anti-aliased icon", pixmap: black, colorType: 3,
                           bitDepth: paletteDepth(distinctStraightColors(black))))
        let small = SyntheticIcons.destination(size: 12)
        cases.append(.init(name: "small black anti-aliased icon", pixmap: small, colorType: 4, bitDepth: 8))
        // Transparent + opaque red: 1-bit palette; up to 4 colours: 2 bits; up to 16: 4 bits.
        cases.append(.init(name: "palette 1-bit", pixmap: makePixmap(width: 10, height: 3) { x, _ in
            x % 3 == 0 ? (255, 0, 0, 255) : (0, 0, 0, 0) }, colorType: 3, bitDepth: 1))
        cases.append(.init(name: "palette 2-bit", pixmap: makePixmap(width: 21, height: 6) { x, y in
            [(0, 0, 0, 0), (255, 0, 0, 255), (0, 0, 128, 128), (10, 20, 30, 255)][(x + 2 * y) % 4] }, colorType: 3, bitDepth: 2))
        cases.append(.init(name: "palette 4-bit", pixmap: makePixmap(width: 23, height: 9) { x, y in
            let a = UInt8(((x + y) % 12) * 20 + 35); return (a, 0, 0, a) }, colorType: 3, bitDepth: 4))
        // Greys with > 256 (grey, alpha) combinations: palette overflows -> grey+alpha.
        cases.append(.init(name: "grey+alpha overflow", pixmap: makePixmap(width: 32, height: 16) { x, y in
            let a = 128 + y, p = UInt8((x * 8 * a + 127) / 255); return (p, p, p, UInt8(a)) }, colorType: 4, bitDepth: 8))
        // Opaque colours, 512 distinct: RGB. The same with alpha 200: RGBA.
        cases.append(.init(name: "opaque colours overflow", pixmap: makePixmap(width: 32, height: 16) { x, y in
            (UInt8(x * 8), UInt8(y * 16), 77, 255) }, colorType: 2, bitDepth: 8))
        cases.append(.init(name: "translucent colours overflow", pixmap: makePixmap(width: 32, height: 16) { x, y in
            (UInt8(x * 8 * 200 / 255), UInt8(y * 16 * 200 / 255), 60, 200) }, colorType: 6, bitDepth: 8))
        // The same with runs of transparent pixels (odd lengths) between distinct colours: the
        // run shortcuts of the unpremultiplying pass must not shift or drop pixels.
        cases.append(.init(name: "translucent colours with runs", pixmap: makePixmap(width: 47, height: 18) { x, y in
            x % 3 == 0 ? (UInt8(x * 5 * 200 / 255), UInt8(y * 11 * 200 / 255), 60, 200) : (0, 0, 0, 0) }, colorType: 6, bitDepth: 8))
        cases.append(.init(name: "grey+alpha with runs", pixmap: makePixmap(width: 47, height: 17) { x, y in
            guard x % 3 == 0 else { return (0, 0, 0, 0) }
            let a = 128 + y, p = UInt8((x * 5 * a + 127) / 255); return (p, p, p, UInt8(a)) }, colorType: 4, bitDepth: 8))
        // Tiny: for 2×2 translucent colours the PLTE + tRNS overhead outweighs the rows -> RGBA
        // (expected-size rule); a single opaque black pixel -> 1-bit grey.
        cases.append(.init(name: "tiny translucent colours", pixmap: makePixmap(width: 2, height: 2) { x, y in
            [(200, 0, 0, 200), (0, 100, 0, 100), (0, 0, 50, 50), (10, 10, 0, 10)][x + 2 * y] }, colorType: 6, bitDepth: 8))
        cases.append(.init(name: "single black pixel", pixmap: makePixmap(width: 1, height: 1) { _, _ in
            (0, 0, 0, 255) }, colorType: 0, bitDepth: 1))
        // Grey with alpha in long runs (≥ 256 pixels per run on average) goes by expected size,
        // not by runs per colour: a one-colour image is a single run, which the runs rule took
        // for an edge-heavy icon and wrote as grey+alpha, 16 bits per pixel where a 1-bit palette
        // does (found by review).
        cases.append(.init(name: "all transparent", pixmap: try! Pixmap(width: 96, height: 96), colorType: 3, bitDepth: 1))
        cases.append(.init(name: "one translucent grey", pixmap: makePixmap(width: 64, height: 64) { _, _ in
            (0, 0, 0, 64) }, colorType: 3, bitDepth: 1))
        cases.append(.init(name: "half transparent, half white", pixmap: makePixmap(width: 512, height: 4) { x, _ in
            x < 256 ? (0, 0, 0, 0) : (255, 255, 255, 255) }, colorType: 3, bitDepth: 1))
        return cases
    }()
}

@Test(arguments: SelectionCase.all)
func encoderPicksSmallestLosslessColorType(_ testCase: SelectionCase) throws {
    let png = try PNGEncoder.encode(testCase.pixmap)
    let header = try #require(ihdr(png))
    #expect(header.colorType == testCase.colorType)
    #expect(header.bitDepth == testCase.bitDepth)
    #expect(header.width == testCase.pixmap.width && header.height == testCase.pixmap.height)
}

/// Round trip through libpng's decoder: every colour-type path must give back exactly the
/// straight-alpha RGBA defined by `expectedStraightRGBA`.
@Test(arguments: SelectionCase.all)
func roundTripIsExact(_ testCase: SelectionCase) throws {
    let decoded = try PNGDecoder.decode(PNGEncoder.encode(testCase.pixmap))
    #expect(decoded.width == testCase.pixmap.width && decoded.height == testCase.pixmap.height)
    #expect(decoded.rgba == expectedStraightRGBA(testCase.pixmap.data))
}

/// Palette files: PLTE sorted by (alpha, red, green, blue) with transparent black first, and
/// tRNS holding exactly the non-opaque entries (which sort first), so it never lists 255s.
@Test func paletteIsSortedAndTRNSCoversOnlyTranslucentEntries() throws {
    let icon = SyntheticIcons.roundabout(size: 40, primary: SyntheticIcons.blue, secondary: SyntheticIcons.blue)
    let png = try PNGEncoder.encode(icon)
    #expect(ihdr(png)?.colorType == 3)
    let parts = try #require(chunks(of: png))
    #expect(parts.map(\.type).filter { $0 != "IDAT" } == ["IHDR", "PLTE", "tRNS", "IEND"])
    let plte = try #require(parts.first { $0.type == "PLTE" }).data
    let trns = try #require(parts.first { $0.type == "tRNS" }).data
    let count = plte.count / 3
    let entries = (0..<count).map { i in
        [i < trns.count ? trns[i] : 255, plte[3 * i], plte[3 * i + 1], plte[3 * i + 2]]
    }
    #expect(entries == entries.sorted { $0.lexicographicallyPrecedes($1) })
    #expect(entries.first == [0, 0, 0, 0])
    #expect(!trns.contains(255))
    let translucentColors = Set(stride(from: 0, to: icon.data.count, by: 4).compactMap { i -> [UInt8]? in
        let straight = expectedStraightRGBA(Array(icon.data[i..<i + 4]))
        return straight[3] == 255 ? nil : straight
    })
    #expect(trns.count == translucentColors.count)
    #expect(count == SelectionCase.distinctStraightColors(icon))
}

/// Forcing another lossless colour type exercises the remaining row-building paths (table
/// expansion from palette indices); each must decode to the same pixels. Lossy forcing is refused.
@Test func everyLosslessColorTypeRoundTrips() throws {
    let black = SyntheticIcons.turnRight(size: 30)
    let opaque = makePixmap(width: 17, height: 5) { x, y in (UInt8(x * 15), UInt8(y * 50), 9, 255) }
    let night = SyntheticIcons.straight(size: 30, color: .white)
    let plans: [(Pixmap, [PNGColorType])] = [
        (black, [.greyAlpha, .palette, .rgba]),
        (night, [.greyAlpha, .palette, .rgba]),
        (opaque, [.palette, .rgb, .rgba]),
    ]
    for (pixmap, types) in plans {
        for type in types {
            let png = try PNGEncoder.encode(pixmap, options: .init(), forcing: type)
            #expect(ihdr(png)?.colorType == type.ihdrCode)
            #expect(try PNGDecoder.decode(png).rgba == expectedStraightRGBA(pixmap.data), "\(type)")
        }
    }
    #expect(throws: PNGError.self) { try PNGEncoder.encode(opaque, options: .init(), forcing: .grey) }
    #expect(throws: PNGError.self) { try PNGEncoder.encode(black, options: .init(), forcing: .rgb) }
}

/// The premises of the two anti-aliased icon cases above: many runs per colour at 48 px, few at 12 px.
@Test func antiAliasedIconCasesSitOnEitherSideOfTheRunsRule() {
    let black = SyntheticIcons.destination(size: 48), small = SyntheticIcons.destination(size: 12)
    #expect(runStarts(black) >= 7 * SelectionCase.distinctStraightColors(black))
    #expect(runStarts(small) < 7 * SelectionCase.distinctStraightColors(small))
}

/// Decision (grey images with alpha and ≤ 256 colours): grey+alpha when the image has fewer than
/// 7 runs (maximal sequences of equal pixels in scan order) per distinct colour, else a palette.
/// Pinned at the boundary with two colours: 13 runs -> grey+alpha, 14 runs -> palette.
@Test func greyAlphaOrPaletteFollowsRunsPerColour() throws {
    for (runs, expectedType) in [(13, UInt8(4)), (14, UInt8(3))] {
        let row = makePixmap(width: runs, height: 1) { x, _ in x % 2 == 0 ? (0, 0, 0, 0) : (0, 0, 0, 100) }
        #expect(runStarts(row) == runs && SelectionCase.distinctStraightColors(row) == 2)
        let png = try PNGEncoder.encode(row)
        #expect(ihdr(png)?.colorType == expectedType, "\(runs) runs")
        #expect(try PNGDecoder.decode(png).rgba == expectedStraightRGBA(row.data))
    }
}

/// The long-runs bound: two colours in runs of 255 pixels follow the runs rule (few runs per
/// colour: grey+alpha), in runs of 256 the expected size (a 1-bit palette); both decode exactly.
/// (At this size the two files are within a few bytes; what the bound is for is large images:
/// a transparent 1024 × 1024 image was 9 KB of grey+alpha and is now a palette of a few hundred
/// bytes.)
@Test func longRunsGoByExpectedSize() throws {
    for (run, expectedType) in [(255, UInt8(4)), (256, UInt8(3))] {
        let image = makePixmap(width: run * 2, height: 3) { x, _ in x < run ? (0, 0, 0, 0) : (0, 0, 0, 100) }
        #expect(image.width * image.height == run * runStarts(image))
        let png = try PNGEncoder.encode(image)
        #expect(ihdr(png)?.colorType == expectedType, "runs of \(run)")
        #expect(try PNGDecoder.decode(png).rgba == expectedStraightRGBA(image.data))
    }
    let blank = try PNGEncoder.encode(Pixmap(width: 1024, height: 1024))
    #expect(ihdr(blank)?.colorType == 3 && blank.count < 1000, "\(blank.count) bytes")
}

/// Realistic two-tone icons (black primary, 50 % grey secondary on transparent) are all grey,
/// so the file is grey+alpha or a palette (by the runs-per-colour rule), never RGB(A).
@Test func blackAndGreyIconIsGreyAlphaOrPalette() throws {
    for size in [24, 48, 96] {
        let icon = SyntheticIcons.roundabout(size: size)
        let colors = SelectionCase.distinctStraightColors(icon)
        let expected: UInt8 = colors > 256 || runStarts(icon) < 7 * colors ? 4 : 3
        let png = try PNGEncoder.encode(icon)
        #expect(ihdr(png)?.colorType == expected, "\(colors) colours at \(size) px")
        #expect(try PNGDecoder.decode(png).rgba == expectedStraightRGBA(icon.data))
    }
}
