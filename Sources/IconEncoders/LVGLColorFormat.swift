/// The LVGL versions whose image layouts `LVGLImageEncoder` writes.
public enum LVGLVersion: Int, Sendable, CaseIterable {
    /// LVGL 8: `lv_img_dsc_t`, a 4-byte `lv_img_header_t` (colour format in bits 0–4, width in
    /// bits 10–20, height in bits 21–31, little-endian), sides at most 2047 px.
    case v8 = 8
    /// LVGL 9: `lv_image_dsc_t`, a 12-byte `lv_image_header_t` (magic 0x19, colour format,
    /// flags; width, height; stride, reserved: 8, 8, 16, 16, 16, 16, 16 bits, little-endian).
    case v9 = 9
}

/// The pixel layouts of LVGL images that `LVGLImageEncoder` writes, named as LVGL 9 names them
/// (`LV_COLOR_FORMAT_…`), with the LVGL 8 equivalent (`LV_IMG_CF_…`) where there is one.
///
/// Every layout packs rows top to bottom; sub-byte pixels put the leftmost pixel in the most
/// significant bits and start each row on a byte.
/// - `i1`, `i2`, `i4`, `i8` (LVGL 8 `INDEXED_1BIT` … `8BIT`): a palette of `2^bits` entries of 4
///   bytes each (blue, green, red, alpha: `lv_color32_t`, straight alpha, unused entries zero),
///   then the indices. Entry 0 is the background, then the inks in paint order; a pixel whose
///   alpha reaches the threshold takes the ink nearest its colour, the others the background (no
///   anti-aliasing). `i1` has two entries: ink (as the 1-bit formats decide it,
///   `EncoderInput.contextIsInk`) is the primary's colour.
/// - `a1`, `a2`, `a4`, `a8` (`ALPHA_1BIT` … `8BIT`): the icon's alpha only (its coverage, the
///   background ignored; the context's only where `EncoderInput.contextIsInk`), for LVGL to
///   draw in the image's recolour; `a1` is ink against the threshold, the others alpha rounded
///   to the nearest of their levels.
/// - `l8` (LVGL 9 only): the luma of the icon over its background over its backdrop, a byte.
/// - `rgb565` (LVGL 8 `TRUE_COLOR` with `LV_COLOR_DEPTH 16`): the icon over its background over
///   its backdrop, a little-endian RGB565 word (`LV_COLOR_16_SWAP 0`).
/// - `rgb565a8`: the icon over its background in RGB565 and its alpha: LVGL 9 stores all colour
///   words, then all alpha bytes (two planes); LVGL 8 (`TRUE_COLOR_ALPHA` with
///   `LV_COLOR_DEPTH 16`) stores three bytes per pixel, the word and the alpha.
/// - `argb8888` (LVGL 8 `TRUE_COLOR_ALPHA` with `LV_COLOR_DEPTH 32`): blue, green, red, alpha
///   bytes, straight alpha.
public enum LVGLColorFormat: String, Sendable, CaseIterable {
    case i1, i2, i4, i8, a1, a2, a4, a8, l8, rgb565, rgb565a8, argb8888

    /// Bits per pixel of the main plane (and of the index or alpha samples).
    var bits: Int {
        switch self {
        case .i1, .a1: 1
        case .i2, .a2: 2
        case .i4, .a4: 4
        case .i8, .a8, .l8: 8
        case .rgb565, .rgb565a8: 16
        case .argb8888: 32
        }
    }

    /// The colour format code in the header, nil where the version has none.
    func code(_ version: LVGLVersion) -> UInt8? {
        switch version {
        case .v8:
            switch self {
            case .rgb565: 4
            case .rgb565a8, .argb8888: 5
            case .i1: 7
            case .i2: 8
            case .i4: 9
            case .i8: 10
            case .a1: 11
            case .a2: 12
            case .a4: 13
            case .a8: 14
            case .l8: nil
            }
        case .v9:
            switch self {
            case .l8: 0x06
            case .i1: 0x07
            case .i2: 0x08
            case .i4: 0x09
            case .i8: 0x0A
            case .a1: 0x0B
            case .a2: 0x0C
            case .a4: 0x0D
            case .a8: 0x0E
            case .argb8888: 0x10
            case .rgb565: 0x12
            case .rgb565a8: 0x14
            }
        }
    }

    /// The C constant of the colour format in the version.
    func constantName(_ version: LVGLVersion) -> String {
        switch version {
        case .v9: return "LV_COLOR_FORMAT_" + rawValue.uppercased()
        case .v8:
            switch self {
            case .rgb565: return "LV_IMG_CF_TRUE_COLOR"
            case .rgb565a8, .argb8888: return "LV_IMG_CF_TRUE_COLOR_ALPHA"
            case .i1, .i2, .i4, .i8: return "LV_IMG_CF_INDEXED_\(bits)BIT"
            case .a1, .a2, .a4, .a8: return "LV_IMG_CF_ALPHA_\(bits)BIT"
            case .l8: return "LV_IMG_CF_UNKNOWN"
            }
        }
    }

    /// The formats a version has.
    static func supported(by version: LVGLVersion) -> [LVGLColorFormat] {
        allCases.filter { $0.code(version) != nil }
    }

    var isIndexed: Bool { [.i1, .i2, .i4, .i8].contains(self) }
    var isAlpha: Bool { [.a1, .a2, .a4, .a8].contains(self) }
}
