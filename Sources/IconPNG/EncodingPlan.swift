/// Which colour type and bit depth a PNG gets, decided from a `ColorCensus`.
///
/// Candidates are the lossless ones: grey (all colours grey and opaque), grey+alpha (all grey),
/// palette (at most 256 colours), RGB (all opaque), RGBA (always). Among them the one with the
/// smallest *expected size* wins: filtered image bytes `height * (1 + rowBytes)` plus the PLTE and
/// tRNS chunks a palette needs (12 + 3n and 12 + t bytes for n colours, t of them not opaque).
/// Ties go to the earlier type in the order grey, grey+alpha, RGB, RGBA, palette (direct values
/// need no lookup table). In practice: opaque grey at 8 bits beats a palette only at ≥ 4-bit
/// palettes, otherwise a palette of ≤ 256 colours wins over grey+alpha, RGB and RGBA on any image
/// larger than a few hundred pixels.
struct EncodingPlan: Equatable {
    var colorType: PNGColorType
    /// 1, 2, 4 or 8.
    var bitDepth: Int
    /// Bytes per row in the file, without the filter byte.
    var rowBytes: Int

    init(colorType: PNGColorType, bitDepth: Int, width: Int) {
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.rowBytes = (width * colorType.samplesPerPixel * bitDepth + 7) / 8
    }

    /// The smallest lossless plan for the census (see the type's documentation).
    static func choose(for census: ColorCensus, width: Int, height: Int) -> EncodingPlan {
        var candidates: [(plan: EncodingPlan, extraBytes: Int)] = []
        if census.allGrey && !census.anyTranslucent {
            // ≤ 256 grey levels, so the census never overflows here.
            candidates.append((EncodingPlan(colorType: .grey, bitDepth: greyBitDepth(census.colors), width: width), 0))
        }
        if census.allGrey && census.anyTranslucent {
            candidates.append((EncodingPlan(colorType: .greyAlpha, bitDepth: 8, width: width), 0))
        }
        if !census.anyTranslucent {
            candidates.append((EncodingPlan(colorType: .rgb, bitDepth: 8, width: width), 0))
        }
        candidates.append((EncodingPlan(colorType: .rgba, bitDepth: 8, width: width), 0))
        if !census.overflowed {
            let count = census.colors.count
            let translucent = census.colors.reduce(0) { $0 + ($1.alpha != 255 ? 1 : 0) }
            let chunks = 12 + 3 * count + (translucent > 0 ? 12 + translucent : 0)
            candidates.append((EncodingPlan(colorType: .palette, bitDepth: paletteBitDepth(count), width: width), chunks))
        }
        var best = candidates[0]
        for candidate in candidates.dropFirst()
        where candidate.plan.expectedSize(height: height) + candidate.extraBytes
            < best.plan.expectedSize(height: height) + best.extraBytes {
            best = candidate
        }
        return best.plan
    }

    func expectedSize(height: Int) -> Int { height * (1 + rowBytes) }

    /// Smallest depth whose levels `v * 255 / (2^d - 1)` include every grey value.
    static func greyBitDepth(_ colors: [UInt32]) -> Int {
        for depth in [1, 2, 4] {
            let step = UInt8(255 / ((1 << depth) - 1))
            if colors.allSatisfy({ $0.red % step == 0 }) { return depth }
        }
        return 8
    }

    static func paletteBitDepth(_ count: Int) -> Int {
        count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8
    }
}
