/// `lvgl-bin`, `lvgl-c`: an LVGL image in one of its colour formats (`LVGLColorFormat`), for
/// LVGL 8 or 9 (`LVGLVersion`).
///
/// - `lvgl-bin` is LVGL's binary image file, what its file-system image decoder reads: the image
///   header (4 bytes for LVGL 8, 12 for LVGL 9, little-endian) followed by the pixel data.
/// - `lvgl-c` is a C source file defining `const uint8_t <name>_map[]` (the pixel data) and an
///   image descriptor `<name>` (`lv_img_dsc_t` for LVGL 8, `lv_image_dsc_t` for LVGL 9) whose
///   header fields, `data_size` and `data` describe it, to compile into the firmware.
/// The pixel data is the same bytes in both.
public struct LVGLImageEncoder: ImageEncoder {
    public var isOneBit: Bool { colorFormat == .i1 || colorFormat == .a1 }
    public var keepsNoColor: Bool { [.a1, .a2, .a4, .a8].contains(colorFormat) || isOneBit }
    /// Binary file or C source.
    public enum Container: Sendable, Hashable {
        case binary
        /// C source whose descriptor is called `symbol` (made a C identifier: other characters
        /// become `_`, and a leading digit gets a `_` before it).
        case cSource(symbol: String)
    }

    public let version: LVGLVersion
    public let colorFormat: LVGLColorFormat
    public let container: Container
    public var threshold: InkThreshold

    /// - Throws: `EncoderError.unsupportedColorFormat` for a format the version lacks (`l8` in
    ///   LVGL 8).
    public init(version: LVGLVersion, colorFormat: LVGLColorFormat, container: Container,
                threshold: InkThreshold = .half) throws(EncoderError) {
        guard colorFormat.code(version) != nil else {
            throw .unsupportedColorFormat(colorFormat.rawValue, version: version.rawValue,
                                          supported: LVGLColorFormat.supported(by: version).map(\.rawValue))
        }
        self.version = version
        self.colorFormat = colorFormat
        self.container = container
        self.threshold = threshold
    }

    public var fileExtension: String { container == .binary ? "bin" : "c" }
    public var isText: Bool { container != .binary }

    /// Largest side a version's header holds: 11 bits in LVGL 8, 16 in LVGL 9.
    public static func maximumSide(_ version: LVGLVersion) -> Int { version == .v8 ? 2047 : 65535 }

    public func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8] {
        let maximum = Self.maximumSide(version)
        guard input.width <= maximum, input.height <= maximum else {
            throw .imageTooLarge(width: input.width, height: input.height, maximum: maximum, format: "LVGL \(version.rawValue)")
        }
        let (data, stride) = pixelData(input)
        let header = self.header(width: input.width, height: input.height, stride: stride)
        switch container {
        case .binary:
            return header + data
        case .cSource(let symbol):
            return Array(LVGLSource(version: version, colorFormat: colorFormat, symbol: LVGLSource.identifier(symbol),
                                    width: input.width, height: input.height, stride: stride, data: data).text.utf8)
        }
    }

    /// The image header as the version lays it out (see `LVGLVersion`).
    func header(width: Int, height: Int, stride: Int) -> [UInt8] {
        let cf = colorFormat.code(version)!
        switch version {
        case .v8:
            let word = UInt32(cf) | UInt32(width) << 10 | UInt32(height) << 21
            return (0 ..< 4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        case .v9:
            func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
            return [0x19, cf, 0, 0] + le16(width) + le16(height) + le16(stride) + [0, 0]
        }
    }

    /// The pixel data and the main plane's bytes per row (see `LVGLColorFormat`).
    func pixelData(_ input: EncoderInput) -> (data: [UInt8], stride: Int) {
        let w = input.width, h = input.height, count = w * h
        let bits = colorFormat.bits
        let packedStride = (w * bits + 7) / 8
        switch colorFormat {
        case .i1, .i2, .i4, .i8:
            let entries = 1 << bits
            // Entry 0 the background, then the inks (i1: the primary alone; more inks than
            // entries: the last ones painted).
            let inks = colorFormat == .i1 ? [input.primary] : Array(input.inks.suffix(entries - 1))
            var palette = [UInt8](repeating: 0, count: 4 * entries)
            for (k, c) in ([input.background] + inks).enumerated() where c.a > 0 {
                palette[4 * k] = c.b; palette[4 * k + 1] = c.g; palette[4 * k + 2] = c.r; palette[4 * k + 3] = c.a
            }
            var matched = input
            matched.inks = inks
            let indices = colorFormat == .i1 ? PixelOps.oneBitInk(input, threshold: threshold)
                : PixelOps.inkIndices(matched, threshold: threshold)
            return (palette + PixelOps.packedRows(indices, width: w, height: h, bits: bits), packedStride)
        case .a1, .a2, .a4, .a8:
            let alpha = PixelOps.inkAlpha(input)
            let samples = alpha.map { a -> UInt8 in colorFormat == .a1 ? (threshold.isInk(a) ? 1 : 0) : PixelOps.quantized(a, bits: bits) }
            return (PixelOps.packedRows(samples, width: w, height: h, bits: bits), packedStride)
        case .l8:
            let rgb = PixelOps.opaqueRGB(input)
            var luma = [UInt8](repeating: 0, count: count)
            for i in 0 ..< count { luma[i] = Luma.of(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]) }
            return (luma, w)
        case .rgb565:
            return (RGB565Encoder.words(PixelOps.opaqueRGB(input), count: count, bigEndian: false), 2 * w)
        case .rgb565a8:
            let rgba = PixelOps.composited(input.pixmap, over: input.background)
            var rgb = [UInt8](repeating: 0, count: 3 * count), alphas = [UInt8](repeating: 0, count: count)
            for i in 0 ..< count {
                rgb[3 * i] = rgba[4 * i]; rgb[3 * i + 1] = rgba[4 * i + 1]; rgb[3 * i + 2] = rgba[4 * i + 2]
                alphas[i] = rgba[4 * i + 3]
            }
            let words = RGB565Encoder.words(rgb, count: count, bigEndian: false)
            if version == .v9 { return (words + alphas, 2 * w) }
            var interleaved = [UInt8](repeating: 0, count: 3 * count)
            for i in 0 ..< count {
                interleaved[3 * i] = words[2 * i]; interleaved[3 * i + 1] = words[2 * i + 1]; interleaved[3 * i + 2] = alphas[i]
            }
            return (interleaved, 3 * w)
        case .argb8888:
            let rgba = PixelOps.composited(input.pixmap, over: input.background)
            var bgra = rgba
            for i in 0 ..< count { bgra[4 * i] = rgba[4 * i + 2]; bgra[4 * i + 2] = rgba[4 * i] }
            return (bgra, 4 * w)
        }
    }
}
