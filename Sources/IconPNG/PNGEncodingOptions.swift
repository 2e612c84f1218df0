import CPNG

/// How `PNGEncoder.encode` compresses. The colour type is always chosen automatically (the
/// smallest lossless one); these settings only trade encode time against file size.
///
/// Defaults (`PNGEncodingOptions()`) are the product's fast setting, chosen by measurement on the
/// rendered maneuver icons (mostly transparent, anti-aliased strokes in one or two colours,
/// 96–288 px): filter `.none` for every row, zlib level 3 with `DeflateTuning.iconDefault`
/// (matches may run to 258 bytes before the search stops), standard strategy, memory level 8:
/// many times faster than libpng's defaults (RGBA, level 6, adaptive filters) with smaller files
/// in total, because the colour type is chosen per image; a higher level makes palette and
/// grey+alpha files smaller again at several times the zlib time (docs/benchmarks.md).
public struct PNGEncodingOptions: Sendable, Hashable {
    /// zlib's match-finding strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_HUFFMAN_ONLY`,
    /// `Z_RLE`, `Z_FIXED`).
    public enum Strategy: String, Sendable, Hashable, CaseIterable {
        case standard, filtered, huffmanOnly, rle, fixed
    }

    /// The PNG row filter.
    public enum Filter: String, Sendable, Hashable, CaseIterable {
        /// No filter (the default): on icon images every other filter, and libpng's per-row
        /// choice, made files larger (anti-aliased edges turn into noise under prediction, and
        /// deflate already finds repeated rows).
        case none
        case sub, up, average, paeth
        /// libpng's per-row heuristic over all five filters (minimum sum of absolute differences);
        /// libpng then also runs zlib itself, so `deflateTuning` does not apply.
        case adaptive
    }

    /// zlib's `deflateTune` knobs, overriding those the compression level implies: matches of
    /// `goodLength` or more shorten the lazy search; `maxLazy` is the longest match still
    /// re-checked one byte later (at levels 1–3: the longest match whose strings are all
    /// hashed); a match of `niceLength` (≤ 258) ends the search; at most `maxChain` earlier
    /// positions are tried per string.
    public struct DeflateTuning: Sendable, Hashable {
        public var goodLength: Int, maxLazy: Int, niceLength: Int, maxChain: Int
        public init(goodLength: Int, maxLazy: Int, niceLength: Int, maxChain: Int) {
            self.goodLength = goodLength; self.maxLazy = maxLazy; self.niceLength = niceLength; self.maxChain = maxChain
        }

        /// zlib level 3's values (4, 6, 32, 32) with the nice length raised to 258 and the chain
        /// cut to 16: on icon images smaller files than plain level 3 at the same speed (long
        /// transparent runs and repeated rows reward full-length matches).
        public static let iconDefault = DeflateTuning(goodLength: 4, maxLazy: 6, niceLength: 258, maxChain: 16)
    }

    /// zlib compression level, 0 (store) ... 9 (smallest, slowest).
    public var compressionLevel: Int
    public var strategy: Strategy
    public var filter: Filter
    /// zlib `memLevel`, 1 ... 9: memory for the compression state (8 is zlib's default).
    public var memoryLevel: Int
    /// Overrides of the level's match-search limits; nil keeps zlib's values for the level.
    /// Ignored with `filter: .adaptive` (libpng then runs zlib itself).
    public var deflateTuning: DeflateTuning?

    /// The product's fast default: level 3, `DeflateTuning.iconDefault`, filter `.none`,
    /// standard strategy, memory level 8.
    public init() {
        self.init(compressionLevel: 3, deflateTuning: .iconDefault)
    }

    /// Explicit settings. Unlike `init()`, the deflate search limits stay zlib's own for the
    /// level unless `deflateTuning` is given, so `.init(compressionLevel: 9)` is plain level 9.
    public init(
        compressionLevel: Int,
        strategy: Strategy = .standard,
        filter: Filter = .none,
        memoryLevel: Int = 8,
        deflateTuning: DeflateTuning? = nil
    ) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.filter = filter
        self.memoryLevel = memoryLevel
        self.deflateTuning = deflateTuning
    }

    /// Throws `PNGError.invalidOptions` when a number is outside its range.
    func validate() throws(PNGError) {
        guard (0...9).contains(compressionLevel) else {
            throw .invalidOptions("compression level \(compressionLevel) is not in 0...9")
        }
        guard (1...9).contains(memoryLevel) else {
            throw .invalidOptions("memory level \(memoryLevel) is not in 1...9")
        }
        if let t = deflateTuning {
            guard t.goodLength >= 0, t.maxLazy >= 0, (3...258).contains(t.niceLength), t.maxChain >= 1,
                  t.goodLength <= 258, t.maxLazy <= 258, t.maxChain <= 1 << 16
            else { throw .invalidOptions("deflate tuning \(t) is outside good 0...258, lazy 0...258, nice 3...258, chain 1...65536") }
        }
    }

    var zlibStrategy: Int32 {
        switch strategy {
        case .standard: CPNG_STRATEGY_DEFAULT
        case .filtered: CPNG_STRATEGY_FILTERED
        case .huffmanOnly: CPNG_STRATEGY_HUFFMAN_ONLY
        case .rle: CPNG_STRATEGY_RLE
        case .fixed: CPNG_STRATEGY_FIXED
        }
    }

    /// The libpng filter mask (a single filter, or all five for `.adaptive`).
    var filterMask: Int32 {
        switch filter {
        case .none: CPNG_FILTER_NONE
        case .sub: CPNG_FILTER_SUB
        case .up: CPNG_FILTER_UP
        case .average: CPNG_FILTER_AVERAGE
        case .paeth: CPNG_FILTER_PAETH
        case .adaptive: CPNG_FILTER_ALL
        }
    }
}
