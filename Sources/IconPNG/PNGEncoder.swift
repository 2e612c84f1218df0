import CPNG
import IconRaster

/// Encodes `Pixmap`s (straight alpha) as PNG files (bytes in memory) through libpng and zlib.
///
/// Output is deterministic: the same pixels and options give byte-identical files (no time, text
/// or other environment-dependent chunks; palette order is sorted, not hash- or scan-dependent).
/// Files hold the pixmap's straight alpha as it is and no colour-space chunk (sRGB by convention).
public enum PNGEncoder {
    /// Encodes the pixmap as PNG with straight alpha, choosing the smallest lossless
    /// colour type automatically.
    ///
    /// One pass over the pixels finds the distinct straight colours and counts runs. Grey
    /// images with some alpha are grey+alpha, or a palette when they have ≤ 256 colours and at
    /// least 7 runs per colour (deflate packs edge-heavy images better as grey+alpha). Every
    /// other image gets the candidate with the smallest expected size (filtered pixel bytes plus
    /// PLTE and tRNS): grey (bit depth 1–8, every colour grey and opaque), RGB (every colour
    /// opaque), RGBA, or a palette (bit depth 1–8, ≤ 256 colours, alpha in tRNS, entries sorted
    /// by alpha, red, green, blue). So opaque grey with few levels may become a 2-bit palette, and
    /// an image of a few pixels RGB rather than a palette; see `EncodingPlan` for the rules, why,
    /// and the tie-breaks. The pixels are written as they are, except that fully transparent
    /// pixels become 0,0,0,0.
    ///
    /// - Throws: `PNGError.imageTooLarge` beyond `PNGSizeLimits`, `.invalidOptions`, `.encodeFailed` when libpng
    ///   fails (out of memory).
    public static func encode(_ pixmap: Pixmap, options: PNGEncodingOptions = .init()) throws(PNGError) -> [UInt8] {
        try encode(pixmap, options: options, forcing: nil)
    }

    /// libpng's defaults (RGBA, zlib level 6, libpng's adaptive filtering) on the same pixels:
    /// the baseline for the benchmark. The same samples as `encode` writes.
    /// It shares `encode`'s per-thread memory arena for libpng and zlib, so a timing comparison
    /// measures the compression settings and colour type, not allocator churn.
    ///
    /// - Throws: as `encode`.
    public static func encodeWithLibpngDefaults(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        try validate(pixmap)
        let count = pixmap.width * pixmap.height
        let rows = pixmap.data.withUnsafeBytes { RowBuilder.convert(pixels: $0, count: count, to: .rgba) }
        let plan = EncodingPlan(colorType: .rgba, bitDepth: 8, width: pixmap.width)
        return try write(PreparedImage(rows: rows), plan: plan, width: pixmap.width, height: pixmap.height,
                         settings: LibpngSettings(level: CPNG_LIBPNG_DEFAULT, strategy: CPNG_LIBPNG_DEFAULT,
                                                  filters: CPNG_LIBPNG_DEFAULT, memoryLevel: CPNG_LIBPNG_DEFAULT))
    }

    /// `encode` with an optional forced colour type (for measurements and tests). A forced type
    /// that cannot hold the image losslessly is refused with `.invalidOptions`.
    static func encode(_ pixmap: Pixmap, options: PNGEncodingOptions, forcing forced: PNGColorType?) throws(PNGError) -> [UInt8] {
        try validate(pixmap)
        try options.validate()
        let width = pixmap.width, height = pixmap.height, count = width * height
        let prepared: Result<(EncodingPlan, PreparedImage), PNGError> = pixmap.data.withUnsafeBytes { pixels in
            var census = ColorCensus(colors: [], overflowed: true, allGrey: false, anyTranslucent: true)
            let indices = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                census = ColorCensus.take(pixels: pixels, count: count, indices: buffer.baseAddress!)
                initialized = census.overflowed ? 0 : count
            }
            var plan = EncodingPlan.choose(for: census, width: width, height: height)
            if let forced, forced != plan.colorType {
                do throws(PNGError) {
                    plan = try forcedPlan(forced, census: census, width: width)
                } catch {
                    return .failure(error)
                }
            }
            let image = RowBuilder.build(plan: plan, census: census, indices: indices, pixels: pixels,
                                         width: width, height: height)
            return .success((plan, image))
        }
        let (plan, image) = try prepared.get()
        let settings = LibpngSettings(level: Int32(options.compressionLevel), strategy: options.zlibStrategy,
                                      filters: options.filterMask,
                                      memoryLevel: Int32(options.memoryLevel), tuning: options.deflateTuning)
        return try write(image, plan: plan, width: width, height: height, settings: settings)
    }

    private static func forcedPlan(_ type: PNGColorType, census: ColorCensus, width: Int) throws(PNGError) -> EncodingPlan {
        let fits: Bool = switch type {
        case .grey: census.allGrey && !census.anyTranslucent
        case .greyAlpha: census.allGrey
        case .palette: !census.overflowed
        case .rgb: !census.anyTranslucent
        case .rgba: true
        }
        guard fits else { throw .invalidOptions("colour type \(type) cannot hold this image losslessly") }
        let depth = switch type {
        case .grey: EncodingPlan.greyBitDepth(census.colors)
        case .palette: EncodingPlan.paletteBitDepth(census.colors.count)
        default: 8
        }
        return EncodingPlan(colorType: type, bitDepth: depth, width: width)
    }

    private static func validate(_ pixmap: Pixmap) throws(PNGError) {
        try PNGSizeLimits.check(width: pixmap.width, height: pixmap.height)
        let expected = pixmap.width * pixmap.height * 4
        guard pixmap.data.count == expected else {
            throw .invalidPixelData(expectedBytes: expected, actualBytes: pixmap.data.count)
        }
    }

    struct LibpngSettings {
        var level: Int32, strategy: Int32, filters: Int32, memoryLevel: Int32
        var tuning: PNGEncodingOptions.DeflateTuning? = nil
    }

    static func write(_ image: PreparedImage, plan: EncodingPlan, width: Int, height: Int,
                              settings: LibpngSettings) throws(PNGError) -> [UInt8] {
        var output = cpng_output()
        let status = image.rows.withUnsafeBufferPointer { rows in
            image.paletteRGB.withUnsafeBufferPointer { paletteRGB in
                image.paletteAlpha.withUnsafeBufferPointer { paletteAlpha in
                    var request = cpng_encode_request()
                    request.width = UInt32(width)
                    request.height = UInt32(height)
                    request.color_type = Int32(plan.colorType.ihdrCode)
                    request.bit_depth = Int32(plan.bitDepth)
                    request.rows = rows.baseAddress
                    request.row_bytes = plan.rowBytes
                    request.palette_rgb = paletteRGB.baseAddress
                    request.palette_count = Int32(paletteRGB.count / 3)
                    request.palette_alpha = paletteAlpha.baseAddress
                    request.palette_alpha_count = Int32(paletteAlpha.count)
                    request.compression_level = settings.level
                    request.strategy = settings.strategy
                    request.filters = settings.filters
                    request.window_bits = CPNG_LIBPNG_DEFAULT
                    request.mem_level = settings.memoryLevel
                    if let tuning = settings.tuning {
                        request.deflate_good_length = Int32(tuning.goodLength)
                        request.deflate_max_lazy = Int32(tuning.maxLazy)
                        request.deflate_nice_length = Int32(tuning.niceLength)
                        request.deflate_max_chain = Int32(tuning.maxChain)
                    }
                    request.capacity_hint = 1024 + height * (plan.rowBytes + 1) / 8
                    return cpng_encode(&request, &output)
                }
            }
        }
        defer { cpng_output_free(&output) }
        guard status == 0, let data = output.data else {
            throw .encodeFailed(message(&output.message))
        }
        return Array(UnsafeBufferPointer(start: data, count: output.size))
    }

    /// The NUL-terminated text of a `CPNG_MESSAGE_CAPACITY` buffer imported as a tuple.
    static func message<T>(_ tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
