import Testing
@testable import IconPNG

/// The decoder returns straight RGBA8 for formats IconPNG never writes (files made by hand):
/// 2-bit grey (levels 0, 85, 170, 255), 8-bit grey with a tRNS key colour (that grey becomes
/// fully transparent), and 16-bit RGBA (libpng's simplified reader treats 16-bit samples as
/// linear light and converts to 8-bit sRGB, so only the end points 0 and 65535 are exact).
@Test func decoderHandlesOtherColourTypesAndDepths() throws {
    let grey2 = handmadePNG(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [[0b0001_1011]])
    #expect(try PNGDecoder.decode(grey2).rgba == [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255])

    let keyed = handmadePNG(width: 3, height: 1, bitDepth: 8, colorType: 0,
                            extraChunks: [Chunk(type: "tRNS", data: [0, 7])], rows: [[7, 8, 200]])
    let keyedPixels = try PNGDecoder.decode(keyed).rgba
    #expect(keyedPixels[3] == 0)
    #expect(Array(keyedPixels[4...]) == [8, 8, 8, 255, 200, 200, 200, 255])

    let rgba16 = handmadePNG(width: 2, height: 1, bitDepth: 16, colorType: 6,
                             rows: [[0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]])
    #expect(try PNGDecoder.decode(rgba16).rgba == [255, 0, 255, 255, 0, 0, 0, 255])
}
