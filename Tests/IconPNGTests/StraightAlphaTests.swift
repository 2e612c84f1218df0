import IconRaster
import Testing
@testable import IconPNG

/// Decision: the file holds straight alpha. White at coverage a is stored premultiplied as
/// (a, a, a, a); after encode + libpng decode every pixel with alpha > 0 must read exactly
/// 255, 255, 255 with the same alpha, and fully transparent pixels 0, 0, 0, 0.
@Test func whiteAntiAliasedShapeDecodesToPureWhite() throws {
    let icon = SyntheticIcons.destination(size: 48, color: .white)
    let alphas = Set(stride(from: 3, to: icon.data.count, by: 4).map { icon.data[$0] })
    #expect(alphas.count > 20, "the test image needs many anti-aliasing levels")
    for options in [PNGEncodingOptions(), PNGEncodingOptions(compressionLevel: 9, filter: .adaptive)] {
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(icon, options: options))
        var wrong = 0
        for i in stride(from: 0, to: decoded.rgba.count, by: 4) {
            let a = icon.data[i + 3]
            let expected: [UInt8] = a == 0 ? [0, 0, 0, 0] : [255, 255, 255, a]
            if Array(decoded.rgba[i..<i + 4]) != expected { wrong += 1 }
        }
        #expect(wrong == 0)
    }
    let baseline = try PNGDecoder.decode(PNGEncoder.encodeWithLibpngDefaults(icon))
    #expect(baseline.rgba == expectedStraightRGBA(icon.data))
}
