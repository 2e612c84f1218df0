import IconRaster
import Testing
@testable import IconPNG

/// Decision: encode checks sizes and options before allocating anything: sides above 16384 px,
/// levels outside 0...9 and memory levels outside 1...9 throw. (Pixel data of the wrong length
/// can no longer reach it: `Pixmap` traps when its data changes length, `PixmapSizeTests`.)
@Test func encoderRejectsBadInputWithClearErrors() throws {
    let wide = try Pixmap(width: 16_385, height: 1)
    #expect(throws: PNGError.imageTooLarge(width: 16_385, height: 1)) { try PNGEncoder.encode(wide) }
    #expect(throws: PNGError.imageTooLarge(width: 16_385, height: 1)) { try PNGEncoder.encodeWithLibpngDefaults(wide) }
    let fine = try Pixmap(width: 4, height: 4)
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(compressionLevel: 10)) }
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(compressionLevel: -1)) }
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(compressionLevel: 3, memoryLevel: 0)) }
    let badTuning = PNGEncodingOptions.DeflateTuning(goodLength: 4, maxLazy: 6, niceLength: 300, maxChain: 16)
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(compressionLevel: 3, deflateTuning: badTuning)) }
    #expect(PNGError.imageTooLarge(width: 16_385, height: 1).description.contains("16385 × 1"))
}

/// Every strategy, filter (single filters run zlib in the shim; `.adaptive` goes through libpng's
/// row writer), tuning and a spread of levels must give a file that decodes to the same pixels;
/// only the size and time may change.
@Test func allCompressionSettingsRoundTrip() throws {
    let icons = [SyntheticIcons.lanes(size: 24), SyntheticIcons.lanes(size: 24, primary: SyntheticIcons.blue),
                 makePixmap(width: 20, height: 20) { x, y in (UInt8(x * 10), UInt8(y * 12), 30, 255) }]
    for icon in icons {
        let expected = expectedStraightRGBA(icon.data)
        for strategy in PNGEncodingOptions.Strategy.allCases {
            for filter in PNGEncodingOptions.Filter.allCases {
                for (level, tuning) in [(0, nil), (1, nil), (3, PNGEncodingOptions.DeflateTuning.iconDefault), (6, nil), (9, nil)] {
                    let options = PNGEncodingOptions(compressionLevel: level, strategy: strategy, filter: filter, deflateTuning: tuning)
                    #expect(try PNGDecoder.decode(PNGEncoder.encode(icon, options: options)).rgba == expected,
                            "\(strategy) \(filter) \(level)")
                }
            }
        }
    }
}

/// Row filters are applied per PNG's definition: each IDAT row starts with the filter type byte
/// chosen in the options (checked by inflating nothing ourselves: libpng decodes the result, and
/// a level-0 stream stores the filtered bytes verbatim after the 2-byte zlib header and the
/// 5-byte stored-block header, so the first row's type byte sits right there).
@Test func singleFilterIsWrittenAsChosen() throws {
    let icon = makePixmap(width: 20, height: 3) { x, y in (UInt8(x * 10), UInt8(y * 12), 30, 255) }
    for (filter, typeByte) in [(PNGEncodingOptions.Filter.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)] {
        let png = try PNGEncoder.encode(icon, options: .init(compressionLevel: 0, filter: filter))
        let idat = try #require(chunks(of: png)?.first { $0.type == "IDAT" })
        #expect(idat.data.count > 8)
        #expect(idat.data[7] == UInt8(typeByte), "\(filter)")
        #expect(try PNGDecoder.decode(png).rgba == expectedStraightRGBA(icon.data))
    }
}

/// Compressed data beyond 64 KiB is split into several IDAT chunks, each at most 65536 bytes,
/// and still decodes exactly (incompressible noise, > 256 colours: RGBA).
@Test func largeImagesSplitIntoSeveralIDATChunks() throws {
    var generator = SplitMix64(seed: 11)
    let noise = makePixmap(width: 160, height: 160) { _, _ in
        let v = generator.next()
        let a = UInt16(truncatingIfNeeded: v >> 24) & 0xFF | 1
        let channel = { (shift: UInt64) in UInt8(UInt16(truncatingIfNeeded: v >> shift) & 0xFF % (a + 1)) }
        return (channel(0), channel(8), channel(16), UInt8(a))
    }
    let png = try PNGEncoder.encode(noise)
    let idats = try #require(chunks(of: png)).filter { $0.type == "IDAT" }
    #expect(idats.count >= 2)
    #expect(idats.allSatisfy { $0.data.count <= 65_536 })
    #expect(try PNGDecoder.decode(png).rgba == expectedStraightRGBA(noise.data))
}

/// The libpng-defaults baseline writes 8-bit RGBA (IHDR colour type 6) holding the same straight
/// pixels as the product encoder's file.
@Test func libpngDefaultsBaselineHoldsTheSamePixels() throws {
    for icon in [SyntheticIcons.roundabout(size: 40), SyntheticIcons.lanes(size: 40, primary: SyntheticIcons.blue)] {
        let baseline = try PNGEncoder.encodeWithLibpngDefaults(icon)
        #expect(ihdr(baseline)?.colorType == 6 && ihdr(baseline)?.bitDepth == 8)
        let product = try PNGEncoder.encode(icon)
        #expect(try PNGDecoder.decode(baseline) == PNGDecoder.decode(product))
        #expect(try PNGDecoder.decode(baseline).rgba == expectedStraightRGBA(icon.data))
    }
}
