import IconGeometry
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

/// Decision: translucent pixels keep their colour through the file. `#000040` over a transparent
/// pixmap at every alpha from 16 to 255, reached both ways (the colour's own alpha at full
/// coverage, and the opaque colour at partial coverage), decodes as (0, 0, 64) exactly; 8-bit
/// premultiplied storage brought it back as (0, 0, 60) at alpha 17 and more than a level off at
/// 28 of these alphas.
@Test func translucentColourDecodesWithItsChannels() throws {
    var rasterizer = Rasterizer()
    var pixmap = try Pixmap(width: 240, height: 2)
    for a in 16 ... 255 {
        let x = Double(a - 16)
        let translucent = Color(r: 0, g: 0, b: 0x40, a: UInt8(a))
        try rasterizer.fill([rectangle(x, 0, x + 1, 1)], color: translucent, into: &pixmap)
        // The opaque colour over the share of the pixel that gives alpha a.
        let share = Double(a) / 255
        try rasterizer.fill([rectangle(x, 1, x + share, 2)], color: Color(r: 0, g: 0, b: 0x40), into: &pixmap)
    }
    let decoded = try PNGDecoder.decode(PNGEncoder.encode(pixmap))
    for y in 0 ..< 2 {
        for a in 16 ... 255 {
            let i = (y * 240 + a - 16) * 4
            #expect(Array(decoded.rgba[i ..< i + 3]) == [0, 0, 0x40], "alpha \(a), row \(y)")
            #expect(abs(Int(decoded.rgba[i + 3]) - a) <= (y == 0 ? 0 : 1), "alpha \(a), row \(y)")
        }
    }
}

/// The rectangle `x0…x1` × `y0…y1` (device pixels) as a nonzero fill item.
private func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> FillItem {
    FillItem(FillOutline(points: [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)], contourEnds: [4]), rule: .nonZero)
}
