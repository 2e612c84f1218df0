import IconEncoders
import IconPNG
import IconRaster
import Testing

/// The PNG device formats, each decoded twice: by libpng (`PNGDecoder`) and by the tests' own
/// reader (`IndependentPNGReader`, its own inflate), which must agree, and checked against
/// references worked out here from the icon's pixels.
@Suite struct GreyAndIndexedPNGTests {
    static let day = testIcon()
    static let night = testIcon(primary: .white, secondary: Color(r: 0x70, g: 0x70, b: 0x70))

    /// The file through both decoders: its header and stored samples, and libpng's RGBA.
    func decode(_ png: [UInt8]) throws -> (file: IndependentPNGReader, rgba: [UInt8]) {
        let file = try IndependentPNGReader(png)
        let rgba = try PNGDecoder.decode(png).rgba
        // The two decoders agree on every pixel.
        for i in 0 ..< file.width * file.height {
            let expected: [Int]
            switch file.colorType {
            case 0:
                let v = file.samples[i] * 255 / ((1 << file.bitDepth) - 1)
                expected = [v, v, v, 255]
            case 3:
                let e = file.palette[file.samples[i]]
                expected = [e.r, e.g, e.b, e.a]
            default:
                // 8-bit grey+alpha, RGB or RGBA samples as they are.
                let s = Array(file.samples[i * file.channels ..< (i + 1) * file.channels])
                expected = s.count == 2 ? [s[0], s[0], s[0], s[1]] : s.count == 3 ? s + [255] : s
            }
            #expect(rgba[4 * i ..< 4 * i + 4].map(Int.init) == expected, "pixel \(i)")
        }
        return (file, rgba)
    }

    /// Decision: 2, 4 and 8 bits keep the luma of the icon over its backdrop, rounded to the
    /// nearest level: within half a level's step (and the integer luma's rounding) of the exact
    /// Rec. 709 luma, in both themes.
    @Test(arguments: [2, 4, 8])
    func greyLevelsKeepTheLuma(bits: Int) throws {
        for input in [Self.day, Self.night] {
            let (file, _) = try decode(GreyPNGEncoder(bitDepth: bits).encode(input))
            #expect(file.colorType == 0 && file.bitDepth == bits && file.width == input.width && file.height == input.height)
            let step = 255 / Double((1 << bits) - 1)
            var worst = 0.0
            for i in 0 ..< input.width * input.height {
                let exact = luma(referenceOpaque(input, i, backdrop: input.backdrop))
                worst = max(worst, abs(Double(file.samples[i]) * step - exact))
            }
            #expect(worst <= step / 2 + 1, "\(bits) bits: worst \(worst)")
        }
    }

    /// Decision: 1 bit is ink or paper. A pixel whose alpha reaches the threshold is ink, in the
    /// level that contrasts with the backdrop (black ink on white paper by day, white on black
    /// at night), the secondary included; the threshold moves the boundary.
    @Test func oneBitIsInkAgainstPaper() throws {
        for (input, ink) in [(Self.day, 0), (Self.night, 1)] {
            for alpha in [1, 128, 200] {
                let threshold = try InkThreshold(alpha: alpha)
                let (file, _) = try decode(GreyPNGEncoder(bitDepth: 1, threshold: threshold).encode(input))
                #expect(file.colorType == 0 && file.bitDepth == 1)
                var inkPixels = 0
                for i in 0 ..< input.width * input.height {
                    let isInk = Int(input.pixmap.data[4 * i + 3]) >= alpha
                    #expect(file.samples[i] == (isInk ? ink : 1 - ink), "pixel \(i) at threshold \(alpha)")
                    if isInk { inkPixels += 1 }
                }
                #expect(inkPixels > 100)
            }
        }
        // On an opaque black background a black primary still shows: the ink takes white.
        let blackOnBlack = testIcon(background: .black)
        let (file, _) = try decode(GreyPNGEncoder(bitDepth: 1).encode(blackOnBlack))
        #expect(file.samples.contains(1) && file.samples.contains(0))
    }

    /// Decision: `indexed` holds exactly the icon's colours (transparent background, grey, black:
    /// a 2-bit palette, the transparent entry first in tRNS) and no anti-aliasing: paper below
    /// the threshold, else the ink nearest the pixel's colour.
    @Test func indexedHoldsTheIconsColours() throws {
        let input = Self.day
        let (file, _) = try decode(IndexedPNGEncoder().encode(input))
        #expect(file.colorType == 3 && file.bitDepth == 2)
        #expect(file.palette.count == 3)
        #expect(file.palette[0] == (0, 0, 0, 0))
        #expect(file.palette[1] == (128, 128, 128, 255) && file.palette[2] == (0, 0, 0, 255))
        var counts = [0, 0, 0]
        for i in 0 ..< input.width * input.height {
            let d = input.pixmap.data
            let entry = file.samples[i]
            counts[entry] += 1
            if d[4 * i + 3] < 128 { #expect(entry == 0); continue }
            // Nearest ink by the pixel's straight colour.
            let grey = abs(Int(d[4 * i]) - 128), black = Int(d[4 * i])
            #expect(entry == (black <= grey ? 2 : 1), "pixel \(i)")
        }
        #expect(counts.allSatisfy { $0 > 20 })
        // An opaque background is an entry of its own, and the smallest depth still fits.
        let onWhite = testIcon(background: .white)
        let white = try decode(IndexedPNGEncoder().encode(onWhite)).file
        #expect(white.palette.count == 3 && white.palette.allSatisfy { $0.a == 255 } && white.palette[0] == (255, 255, 255, 255))
        let mono = testIcon(secondary: .black)
        #expect(try decode(IndexedPNGEncoder().encode(mono)).file.bitDepth == 1)
    }

    /// `png` is the smallest lossless PNG of the icon over its background: decoded, the pixels
    /// themselves (over a translucent background, their exact composite within half a level).
    @Test func pngKeepsThePixels() throws {
        let input = Self.day
        #expect(try decode(PNGImageEncoder().encode(input)).rgba == expectedStraight(input.pixmap))
        let tinted = testIcon(background: Color(r: 0, g: 0, b: 255, a: 0x66))
        let rgba = try PNGDecoder.decode(PNGImageEncoder().encode(tinted)).rgba
        for i in 0 ..< tinted.width * tinted.height {
            let d = tinted.pixmap.data
            let c = over((Double(d[4 * i]), Double(d[4 * i + 1]), Double(d[4 * i + 2]), Double(d[4 * i + 3]) / 255),
                         unit(tinted.background))
            #expect(abs(Double(rgba[4 * i + 3]) - c.a * 255) <= 0.5 + 1e-9)
            #expect(abs(Double(rgba[4 * i + 2]) - c.b) <= 0.5 + 1e-9)
        }
    }

    func expectedStraight(_ p: Pixmap) -> [UInt8] { p.straightRGBA() }

    /// Thresholds outside 1…255 are refused with the range.
    @Test func thresholdRange() {
        #expect(throws: EncoderError.invalidThreshold(0, allowed: 1 ... 255)) { try InkThreshold(alpha: 0) }
        #expect(throws: EncoderError.invalidThreshold(256, allowed: 1 ... 255)) { try InkThreshold(alpha: 256) }
        #expect(EncoderError.invalidThreshold(0, allowed: 1 ... 255).description.contains("1 to 255"))
    }
}
