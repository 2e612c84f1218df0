import IconPNG
import IconRaster

/// `indexed`: a palette PNG of exactly the icon's colours, its background and its inks (repeats
/// dropped), at the smallest bit depth that holds them (1, 2, 4 or 8 bits), without anti-aliasing:
/// a pixel whose alpha reaches the threshold (default 128) takes the ink nearest its colour (the
/// one covering more of it where two meet), the others the background. For targets that want
/// palette-exact pixels (Pebble, Garmin resources). Translucent entries (a transparent
/// background) come first, with their alpha in tRNS.
public struct IndexedPNGEncoder: ImageEncoder {
    public var threshold: InkThreshold
    public var options: PNGEncodingOptions

    public init(threshold: InkThreshold = .half, options: PNGEncodingOptions = .init()) {
        self.threshold = threshold
        self.options = options
    }

    public var fileExtension: String { "png" }

    public func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8] {
        let (palette, indices) = Self.palette(input, threshold: threshold)
        let depth = palette.count <= 2 ? 1 : palette.count <= 4 ? 2 : palette.count <= 16 ? 4 : 8
        do {
            return try PNGEncoder.encode(paletteIndices: indices, palette: palette, width: input.width,
                                         height: input.height, bitDepth: depth, options: options)
        } catch { throw .png(error) }
    }

    /// The palette (background, then inks in paint order, repeats dropped, translucent entries
    /// moved first, keeping their order) and each pixel's entry.
    static func palette(_ input: EncoderInput, threshold: InkThreshold) -> (palette: [Color], indices: [UInt8]) {
        // Without inks, ink pixels take `primary` (black), as `inkIndices` counts them.
        let inks = input.inks.isEmpty ? [input.primary] : input.inks
        var colors: [Color] = []
        for c in [input.background.a == 0 ? .transparent : input.background] + inks where !colors.contains(c) {
            colors.append(c)
        }
        let ordered = colors.filter { $0.a != 255 } + colors.filter { $0.a == 255 }
        // Input entry k (0 = background, k = ink k − 1) → palette index.
        let slot = ([input.background.a == 0 ? .transparent : input.background] + inks).map { c in
            UInt8(ordered.firstIndex(of: c)!)
        }
        let indices = PixelOps.inkIndices(input, threshold: threshold).map { slot[Int($0)] }
        return (ordered, indices)
    }
}
