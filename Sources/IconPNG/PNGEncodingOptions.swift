import CPNG

/// How `PNGEncoder.encode` compresses. The colour type is always chosen automatically (the
/// smallest lossless one); these settings only trade encode time against file size.
///
/// Defaults (`PNGEncodingOptions()`) are the product's fast setting, chosen by measurement on
/// icon-like images (mostly transparent, a few anti-aliased strokes in one or two colours, 96–288 px):
/// zlib level DEFAULT_LEVEL, strategy DEFAULT_STRATEGY, filter `.automatic`, memory level 8.
public struct PNGEncodingOptions: Sendable, Hashable {
    /// zlib's match-finding strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_HUFFMAN_ONLY`,
    /// `Z_RLE`, `Z_FIXED`).
    public enum Strategy: String, Sendable, Hashable, CaseIterable {
        case standard, filtered, huffmanOnly, rle, fixed
    }

    /// The PNG row filter.
    public enum Filter: String, Sendable, Hashable, CaseIterable {
        /// One filter for the whole image, picked by colour type: `none` for palette images and
        /// grey below 8 bits (the PNG specification's advice), `up` for 8-bit grey, grey+alpha,
        /// RGB and RGBA.
        case automatic
        case none, sub, up, average, paeth
        /// libpng's per-row heuristic over all five filters (minimum sum of absolute differences).
        case adaptive
    }

    /// zlib compression level, 0 (store) ... 9 (smallest, slowest).
    public var compressionLevel: Int
    public var strategy: Strategy
    public var filter: Filter
    /// zlib `memLevel`, 1 ... 9: memory for the compression state (8 is zlib's default).
    public var memoryLevel: Int

    public init(
        compressionLevel: Int = 0,
        strategy: Strategy = .standard,
        filter: Filter = .automatic,
        memoryLevel: Int = 8
    ) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.filter = filter
        self.memoryLevel = memoryLevel
    }

    /// Throws `PNGError.invalidOptions` when a number is outside its range.
    func validate() throws(PNGError) {
        guard (0...9).contains(compressionLevel) else {
            throw .invalidOptions("compression level \(compressionLevel) is not in 0...9")
        }
        guard (1...9).contains(memoryLevel) else {
            throw .invalidOptions("memory level \(memoryLevel) is not in 1...9")
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

    /// The libpng filter mask for an image of `colorType` at `bitDepth`.
    func filterMask(colorType: PNGColorType, bitDepth: Int) -> Int32 {
        switch filter {
        case .automatic:
            return colorType == .palette || bitDepth < 8 ? CPNG_FILTER_NONE : CPNG_FILTER_UP
        case .none: return CPNG_FILTER_NONE
        case .sub: return CPNG_FILTER_SUB
        case .up: return CPNG_FILTER_UP
        case .average: return CPNG_FILTER_AVERAGE
        case .paeth: return CPNG_FILTER_PAETH
        case .adaptive: return CPNG_FILTER_ALL
        }
    }
}
