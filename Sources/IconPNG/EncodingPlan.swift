/// Which colour type and bit depth a PNG gets, decided from a `ColorCensus`.
///
/// Lossless candidates: grey (every colour grey and opaque), grey+alpha (every colour grey),
/// palette (at most 256 colours), RGB (every colour opaque), RGBA (always).
///
/// - Palette against grey+alpha (grey images with some alpha and ≤ 256 colours): grey+alpha when
///   the image has fewer than `greyAlphaRunsPerColor` runs per colour (`runStarts < 7 * colours`),
///   else palette. Why: edge-dominated images (few runs per colour, typical at 96 px) compress
///   smaller as grey+alpha, because deflate's shortest match is 3 bytes, which is 1.5 pixels of
///   grey+alpha but 3 pixels of palette indices, and anti-aliased edge profiles rarely repeat for
///   3 pixels; images with long runs (most at 288 px) compress smaller as a palette, which halves
///   the bytes. The threshold 7 was chosen on the rendered maneuver set at zlib level 3
///   (docs/benchmarks.md has how often it picks the smaller type).
///   Images whose runs average `longRunPixels` or more go by expected size instead: few runs
///   there mean long ones, which deflate shrinks to a few bytes in either type, and the palette's
///   1 to 8 bits per pixel beat grey+alpha's 16 (a transparent image of one run would otherwise
///   take 16 bits per pixel where a 1-bit palette suffices). The rendered icons average far fewer
///   than `longRunPixels` pixels per run, so the runs rule decides for all of them.
/// - Every other choice goes by *expected size*: filtered image bytes `height * (1 + rowBytes)`
///   plus the PLTE and tRNS chunks a palette needs (12 + 3n and 12 + t bytes for n colours, t of
///   them not opaque). Ties go to the earlier type in the order grey, grey+alpha, RGB, RGBA,
///   palette (direct values need no lookup table). In practice: opaque grey at 8 bits beats a
///   palette only at ≥ 4-bit palettes, and coloured images of ≤ 256 colours become palettes
///   unless they are only a few pixels.
struct EncodingPlan: Equatable {
    var colorType: PNGColorType
    /// 1, 2, 4 or 8.
    var bitDepth: Int
    /// Bytes per row in the file, without the filter byte.
    var rowBytes: Int

    /// Runs per colour below which a grey image with alpha is written as grey+alpha rather than
    /// as a palette (see the type's documentation).
    static let greyAlphaRunsPerColor = 7

    /// Average run length (pixels per run) from which the runs rule no longer applies (see the
    /// type's documentation).
    static let longRunPixels = 256

    init(colorType: PNGColorType, bitDepth: Int, width: Int) {
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.rowBytes = (width * colorType.samplesPerPixel * bitDepth + 7) / 8
    }

    /// The plan for the census (see the type's documentation).
    static func choose(for census: ColorCensus, width: Int, height: Int) -> EncodingPlan {
        if census.allGrey && census.anyTranslucent && !census.overflowed && width * height < longRunPixels * census.runStarts {
            let greyAlpha = census.runStarts < greyAlphaRunsPerColor * census.colors.count
            return greyAlpha ? EncodingPlan(colorType: .greyAlpha, bitDepth: 8, width: width)
                : EncodingPlan(colorType: .palette, bitDepth: paletteBitDepth(census.colors.count), width: width)
        }
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
