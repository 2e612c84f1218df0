import IconRaster
import Testing
@testable import IconPNG

/// Decision: a pixel of alpha 0 is transparent whatever colour bytes it holds (a straight-alpha
/// pixmap may carry them: `Pixmap.data` is writable), and the file holds it as 0, 0, 0, 0, so
/// such bytes neither add palette entries nor change the colour type.
@Test func transparentPixelsAreWrittenAsZero() throws {
    var data: [UInt8] = []
    for i in 0 ..< 64 {
        // Opaque grey, and transparent pixels with assorted colour bytes.
        data += i % 4 == 0 ? [90, 90, 90, 255] : [UInt8(i), 200, UInt8(255 - i), 0]
    }
    let pixmap = try Pixmap(width: 8, height: 8, straightData: data)
    let png = try PNGEncoder.encode(pixmap)
    let decoded = try PNGDecoder.decode(png)
    for i in stride(from: 0, to: decoded.rgba.count, by: 4) {
        let expected: [UInt8] = data[i + 3] == 0 ? [0, 0, 0, 0] : [90, 90, 90, 255]
        #expect(Array(decoded.rgba[i ..< i + 4]) == expected)
    }
    #expect(try PNGDecoder.decode(PNGEncoder.encodeWithLibpngDefaults(pixmap)).rgba == decoded.rgba)
}

/// `Transparent.normalized` keeps every pixel of alpha 1…255 as it is.
@Test func normalizedKeepsVisiblePixels() {
    #expect(Transparent.normalized(0x00FF_FFFF) == 0)
    #expect(Transparent.normalized(0x0112_3456) == 0x0112_3456)
    #expect(Transparent.normalized(0xFF12_3456) == 0xFF12_3456)
}
