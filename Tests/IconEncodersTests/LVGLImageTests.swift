import Foundation
import IconEncoders
import IconRaster
import Testing

/// LVGL images: headers laid out as `lv_img_header_t` (LVGL 8) and `lv_image_header_t` (LVGL 9)
/// say, data sizes worked out here from each colour format's layout, the C source describing the
/// same bytes as the binary file, and the pixels decoded back.
@Suite struct LVGLImageTests {
    static let input = testIcon()

    /// Expected colour format codes (LVGL's headers: `LV_IMG_CF_…` in 8, `LV_COLOR_FORMAT_…` in
    /// 9) and C constants.
    static let codes: [LVGLVersion: [LVGLColorFormat: (Int, String)]] = [
        .v8: [.rgb565: (4, "LV_IMG_CF_TRUE_COLOR"), .rgb565a8: (5, "LV_IMG_CF_TRUE_COLOR_ALPHA"),
              .argb8888: (5, "LV_IMG_CF_TRUE_COLOR_ALPHA"),
              .i1: (7, "LV_IMG_CF_INDEXED_1BIT"), .i2: (8, "LV_IMG_CF_INDEXED_2BIT"), .i4: (9, "LV_IMG_CF_INDEXED_4BIT"),
              .i8: (10, "LV_IMG_CF_INDEXED_8BIT"), .a1: (11, "LV_IMG_CF_ALPHA_1BIT"), .a2: (12, "LV_IMG_CF_ALPHA_2BIT"),
              .a4: (13, "LV_IMG_CF_ALPHA_4BIT"), .a8: (14, "LV_IMG_CF_ALPHA_8BIT")],
        .v9: [.l8: (0x06, "LV_COLOR_FORMAT_L8"), .i1: (0x07, "LV_COLOR_FORMAT_I1"), .i2: (0x08, "LV_COLOR_FORMAT_I2"),
              .i4: (0x09, "LV_COLOR_FORMAT_I4"), .i8: (0x0A, "LV_COLOR_FORMAT_I8"), .a1: (0x0B, "LV_COLOR_FORMAT_A1"),
              .a2: (0x0C, "LV_COLOR_FORMAT_A2"), .a4: (0x0D, "LV_COLOR_FORMAT_A4"), .a8: (0x0E, "LV_COLOR_FORMAT_A8"),
              .argb8888: (0x10, "LV_COLOR_FORMAT_ARGB8888"), .rgb565: (0x12, "LV_COLOR_FORMAT_RGB565"),
              .rgb565a8: (0x14, "LV_COLOR_FORMAT_RGB565A8")],
    ]

    /// Bits per pixel of the format's samples, and bytes of palette before them.
    static func layout(_ cf: LVGLColorFormat) -> (bits: Int, palette: Int) {
        switch cf {
        case .i1: (1, 4 * 2)
        case .i2: (2, 4 * 4)
        case .i4: (4, 4 * 16)
        case .i8: (8, 4 * 256)
        case .a1: (1, 0)
        case .a2: (2, 0)
        case .a4: (4, 0)
        case .a8, .l8: (8, 0)
        case .rgb565: (16, 0)
        case .rgb565a8: (24, 0)
        case .argb8888: (32, 0)
        }
    }

    struct Header { var cf: Int, w: Int, h: Int, stride: Int?, size: Int }

    /// Reads a binary file's header as the version defines it.
    static func header(_ bin: [UInt8], _ version: LVGLVersion) -> Header {
        switch version {
        case .v8:
            let word = bin[0 ..< 4].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            #expect(word >> 5 & 7 == 0, "always_zero")
            #expect(word >> 8 & 3 == 0, "reserved")
            return Header(cf: word & 31, w: word >> 10 & 2047, h: word >> 21 & 2047, stride: nil, size: 4)
        case .v9:
            func le16(_ i: Int) -> Int { Int(bin[i]) | Int(bin[i + 1]) << 8 }
            #expect(bin[0] == 0x19, "magic")
            #expect(le16(2) == 0 && le16(10) == 0, "flags and reserved")
            return Header(cf: Int(bin[1]), w: le16(4), h: le16(6), stride: le16(8), size: 12)
        }
    }

    /// The C source's descriptor fields and its map's bytes.
    static func parseC(_ text: String) throws -> (fields: [String: String], bytes: [UInt8]) {
        var fields: [String: String] = [:]
        for match in text.matches(of: try Regex(#"\.(header\.\w+|data_size|data) = ([^,]+),"#)) {
            fields[String(match.output[1].substring!)] = String(match.output[2].substring!)
        }
        let body = text[text.range(of: "_map[] = {")!.upperBound ..< text.range(of: "};")!.lowerBound]
        let bytes = try body.matches(of: try Regex("0x([0-9a-f]{2})")).map { m in
            try #require(UInt8(String(m.output[1].substring!), radix: 16))
        }
        return (fields, bytes)
    }

    /// Decision: for every version and colour format, the header holds the width, height and
    /// colour format code, LVGL 9's stride the main plane's row bytes, the data after the header
    /// is as long as the format's layout makes it, and the C source describes the same bytes
    /// with the same fields (data_size = the map's length).
    @Test(arguments: LVGLVersion.allCases)
    func headersDescribeTheData(version: LVGLVersion) throws {
        let w = Self.input.width, h = Self.input.height
        for (cf, (code, constant)) in try #require(Self.codes[version]) {
            let bin = try LVGLImageEncoder(version: version, colorFormat: cf, container: .binary).encode(Self.input)
            let header = Self.header(bin, version)
            #expect(header.cf == code && header.w == w && header.h == h, "\(cf)")
            let (bits, palette) = Self.layout(cf)
            let rowBytes = (w * bits + 7) / 8
            #expect(bin.count - header.size == palette + rowBytes * h, "\(cf) \(version)")
            if let stride = header.stride {
                // The main plane: RGB565A8's colour words come first, 2 bytes per pixel.
                #expect(stride == (cf == .rgb565a8 ? 2 * w : rowBytes), "\(cf)")
            }
            let source = String(decoding: try LVGLImageEncoder(version: version, colorFormat: cf,
                                                                container: .cSource(symbol: "turn-left 48")).encode(Self.input), as: UTF8.self)
            let (fields, bytes) = try Self.parseC(source)
            #expect(bytes == Array(bin[header.size...]), "\(cf)")
            #expect(fields["header.cf"] == constant && fields["header.w"] == "\(w)" && fields["header.h"] == "\(h)")
            #expect(fields["data_size"] == "\(bytes.count)" && fields["data"] == "turn_left_48_map")
            #expect(source.contains(version == .v8 ? "const lv_img_dsc_t turn_left_48 = {" : "const lv_image_dsc_t turn_left_48 = {"))
            if version == .v9 {
                #expect(fields["header.magic"] == "LV_IMAGE_HEADER_MAGIC" && fields["header.stride"] == "\(header.stride!)")
            }
        }
    }

    /// The pixels decode back: I1 is the 1-bit ink with a palette of the background and the
    /// primary (blue, green, red, alpha); A8 the alpha; A4 the alpha to 4 bits; RGB565 the words
    /// of `rgb565le`; LVGL 9's RGB565A8 the colour plane then the alpha plane, LVGL 8's the two
    /// interleaved; ARGB8888 blue, green, red, alpha.
    @Test func pixelsDecodeBack() throws {
        let input = Self.input
        let w = input.width, h = input.height, count = w * h
        let alpha = (0 ..< count).map { Int(input.pixmap.data[4 * $0 + 3]) }
        func data(_ cf: LVGLColorFormat, _ version: LVGLVersion = .v9) throws -> [UInt8] {
            let bin = try LVGLImageEncoder(version: version, colorFormat: cf, container: .binary).encode(input)
            return Array(bin[(version == .v8 ? 4 : 12)...])
        }
        let i1 = try data(.i1)
        #expect(Array(i1[0 ..< 8]) == [0, 0, 0, 0, 0, 0, 0, 255])
        #expect(unpackRows(i1, offset: 8, width: w, height: h, bits: 1, stride: (w + 7) / 8) == alpha.map { $0 >= 128 ? 1 : 0 })
        #expect(try data(.a8).map(Int.init) == alpha)
        #expect(unpackRows(try data(.a4), width: w, height: h, bits: 4, stride: (w + 1) / 2)
                == alpha.map { ($0 * 15 + 127) / 255 })
        let words = try RGB565Encoder(byteOrder: .littleEndian).encode(input)
        #expect(try data(.rgb565) == words)
        let planar = try data(.rgb565a8)
        // Over a transparent background the colour plane holds each pixel's own colour.
        let straight = try RGB565Encoder(byteOrder: .littleEndian).encode(
            EncoderInput(pixmap: input.pixmap, inks: input.inks, background: .black))
        for i in 0 ..< count where alpha[i] == 255 {
            #expect(planar[2 * i] == straight[2 * i] && planar[2 * i + 1] == straight[2 * i + 1])
        }
        #expect(Array(planar[(2 * count)...]).map(Int.init) == alpha)
        let interleaved = try data(.rgb565a8, .v8)
        for i in 0 ..< count {
            #expect(interleaved[3 * i] == planar[2 * i] && interleaved[3 * i + 1] == planar[2 * i + 1]
                    && Int(interleaved[3 * i + 2]) == alpha[i])
        }
        let argb = try data(.argb8888)
        let d = input.pixmap.straightRGBA()
        for i in 0 ..< count { #expect(Array(argb[4 * i ..< 4 * i + 4]) == [d[4 * i + 2], d[4 * i + 1], d[4 * i], d[4 * i + 3]]) }
    }

    /// LVGL 8 has no L8 and holds sides up to 2047 px (11 bits): both refused with what is
    /// allowed.
    @Test func limitsOfLVGL8() throws {
        #expect(throws: EncoderError.self) { try LVGLImageEncoder(version: .v8, colorFormat: .l8, container: .binary) }
        do {
            _ = try LVGLImageEncoder(version: .v8, colorFormat: .l8, container: .binary)
        } catch {
            #expect(error.description.contains("LVGL 8 has no colour format l8") && error.description.contains("i1"))
        }
        let wide = EncoderInput(pixmap: try Pixmap(width: 2048, height: 1), inks: [.black])
        #expect(throws: EncoderError.imageTooLarge(width: 2048, height: 1, maximum: 2047, format: "LVGL 8")) {
            try LVGLImageEncoder(version: .v8, colorFormat: .a8, container: .binary).encode(wide)
        }
        #expect(try LVGLImageEncoder(version: .v9, colorFormat: .a8, container: .binary).encode(wide).count == 12 + 2048)
    }
}
