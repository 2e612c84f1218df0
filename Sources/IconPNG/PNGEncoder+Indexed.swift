import CPNG
import IconRaster

/// PNG files whose samples the caller has already decided: grey levels or palette indices at a
/// chosen bit depth (1, 2, 4 or 8), one byte per pixel in, packed MSB first into rows by the
/// encoder. For device formats that fix the colour type (a 2-level grey image stays 1-bit grey
/// even when a palette would be smaller), where `encode(_:options:)` picks the smallest.
extension PNGEncoder {
    /// Grey levels `0 ..< 2^bitDepth`, one per pixel (rows top to bottom, `width · height`
    /// bytes), as a PNG of colour type grey at `bitDepth`: level `v` means the grey
    /// `v · 255 / (2^bitDepth − 1)`.
    ///
    /// - Throws: `PNGError.imageTooLarge` beyond `PNGSizeLimits`, `.invalidPixelData` for another
    ///   number of levels, `.invalidOptions` for a bit depth other than 1, 2, 4, 8 or a level
    ///   out of its range, `.encodeFailed` when libpng fails.
    public static func encode(greyLevels levels: [UInt8], width: Int, height: Int, bitDepth: Int,
                              options: PNGEncodingOptions = .init()) throws(PNGError) -> [UInt8] {
        try encode(samples: levels, width: width, height: height, bitDepth: bitDepth, palette: nil, options: options)
    }

    /// Palette indices, one per pixel (`width · height` bytes), as a PNG of colour type palette
    /// at `bitDepth`, with `palette` as PLTE (straight colours) and their alpha as tRNS when any
    /// is not opaque (translucent entries must come first: tRNS covers a prefix of the palette).
    ///
    /// - Throws: as `encode(greyLevels:…)`; `.invalidOptions` also for an empty palette, one
    ///   longer than `2^bitDepth`, an opaque entry before a translucent one, or an index outside
    ///   the palette.
    public static func encode(paletteIndices indices: [UInt8], palette: [Color], width: Int, height: Int,
                              bitDepth: Int, options: PNGEncodingOptions = .init()) throws(PNGError) -> [UInt8] {
        try encode(samples: indices, width: width, height: height, bitDepth: bitDepth, palette: palette, options: options)
    }

    private static func encode(samples: [UInt8], width: Int, height: Int, bitDepth: Int, palette: [Color]?,
                               options: PNGEncodingOptions) throws(PNGError) -> [UInt8] {
        try PNGSizeLimits.check(width: width, height: height)
        try options.validate()
        guard [1, 2, 4, 8].contains(bitDepth) else { throw .invalidOptions("bit depth \(bitDepth) is not 1, 2, 4 or 8") }
        guard samples.count == width * height else {
            throw .invalidPixelData(expectedBytes: width * height, actualBytes: samples.count)
        }
        let limit = palette.map(\.count) ?? (1 << bitDepth)
        if let palette {
            guard !palette.isEmpty, palette.count <= 1 << bitDepth else {
                throw .invalidOptions("a palette of \(palette.count) colours does not fit \(bitDepth) bits")
            }
            if let firstOpaque = palette.firstIndex(where: { $0.a == 255 }), palette[firstOpaque...].contains(where: { $0.a != 255 }) {
                throw .invalidOptions("translucent palette entries must come before the opaque ones")
            }
        }
        guard samples.allSatisfy({ Int($0) < limit }) else {
            throw .invalidOptions("a sample is not below \(limit)")
        }
        let colorType: PNGColorType = palette == nil ? .grey : .palette
        let plan = EncodingPlan(colorType: colorType, bitDepth: bitDepth, width: width)
        var rows = samples
        RowBuilder.mapAndPack(&rows, width: width, height: height, bitDepth: bitDepth, lut: (0 ... 255).map { UInt8($0) })
        var image = PreparedImage(rows: rows)
        if let palette {
            image.paletteRGB = palette.flatMap { [$0.r, $0.g, $0.b] }
            image.paletteAlpha = palette.prefix { $0.a != 255 }.map(\.a)
        }
        let settings = LibpngSettings(level: Int32(options.compressionLevel), strategy: options.zlibStrategy,
                                      filters: options.filterMask, memoryLevel: Int32(options.memoryLevel),
                                      tuning: options.deflateTuning)
        return try write(image, plan: plan, width: width, height: height, settings: settings)
    }
}
