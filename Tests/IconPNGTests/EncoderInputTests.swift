import IconRaster
import Testing
@testable import IconPNG

/// Decision: encode checks sizes and options before allocating anything: sides above 16384 px,
/// pixel data of the wrong length, levels outside 0...9 and memory levels outside 1...9 throw.
@Test func encoderRejectsBadInputWithClearErrors() {
    let wide = Pixmap(width: 16_385, height: 1)
    #expect(throws: PNGError.imageTooLarge(width: 16_385, height: 1)) { try PNGEncoder.encode(wide) }
    #expect(throws: PNGError.imageTooLarge(width: 16_385, height: 1)) { try PNGEncoder.encodeWithLibpngDefaults(wide) }
    var short = Pixmap(width: 4, height: 4)
    short.data.removeLast(4)
    #expect(throws: PNGError.invalidPixelData(expectedBytes: 64, actualBytes: 60)) { try PNGEncoder.encode(short) }
    let fine = Pixmap(width: 4, height: 4)
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(compressionLevel: 10)) }
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(compressionLevel: -1)) }
    #expect(throws: PNGError.self) { try PNGEncoder.encode(fine, options: .init(memoryLevel: 0)) }
    #expect(PNGError.imageTooLarge(width: 16_385, height: 1).description.contains("16385 × 1"))
}

/// Every strategy, filter and a spread of levels must give a file that decodes to the same
/// pixels; only the size and time may change.
@Test func allCompressionSettingsRoundTrip() throws {
    let icons = [SyntheticIcons.lanes(size: 24), SyntheticIcons.lanes(size: 24, primary: SyntheticIcons.blue),
                 makePixmap(width: 20, height: 20) { x, y in (UInt8(x * 10), UInt8(y * 12), 30, 255) }]
    for icon in icons {
        let expected = expectedStraightRGBA(icon.data)
        for strategy in PNGEncodingOptions.Strategy.allCases {
            for filter in PNGEncodingOptions.Filter.allCases {
                for level in [0, 1, 6, 9] {
                    let options = PNGEncodingOptions(compressionLevel: level, strategy: strategy, filter: filter)
                    #expect(try PNGDecoder.decode(PNGEncoder.encode(icon, options: options)).rgba == expected,
                            "\(strategy) \(filter) \(level)")
                }
            }
        }
    }
}

/// The libpng-defaults baseline writes 8-bit RGBA (IHDR colour type 6) holding the same straight
/// pixels as the product encoder's file.
@Test func libpngDefaultsBaselineHoldsTheSamePixels() throws {
    for icon in [SyntheticIcons.roundabout(size: 40), SyntheticIcons.lanes(size: 40, primary: SyntheticIcons.blue)] {
        let baseline = try PNGEncoder.encodeWithLibpngDefaults(icon)
        #expect(ihdr(baseline).colorType == 6 && ihdr(baseline).bitDepth == 8)
        let product = try PNGEncoder.encode(icon)
        #expect(try PNGDecoder.decode(baseline) == PNGDecoder.decode(product))
        #expect(try PNGDecoder.decode(baseline).rgba == expectedStraightRGBA(icon.data))
    }
}
