import IconPNG

/// `gray1`, `gray2`, `gray4`, `gray8`: a PNG of colour type grey at 1, 2, 4 or 8 bits, opaque.
///
/// - 2, 4 and 8 bits: the luma (`Luma`) of the icon over its background over its backdrop,
///   rounded to the nearest of the `2^bits` levels (`round(luma · (2^bits − 1) / 255)`); a
///   decoder reads level `v` as `v · 255 / (2^bits − 1)`, within half a level's step of the luma.
/// - 1 bit: no grey to keep, so ink or paper: a pixel whose alpha in the icon over transparent
///   is at least the threshold (default 128, half covered) takes the level that contrasts with
///   the backdrop, the others the backdrop's nearest level (1 for a backdrop whose luma is 128 or
///   more, white). The context colour is ink like the primary unless the input says otherwise
///   (`EncoderInput.contextIsInk`).
/// No dithering: each pixel is converted on its own.
public struct GreyPNGEncoder: ImageEncoder {
    public var isOneBit: Bool { bitDepth == 1 }
    /// 1, 2, 4 or 8.
    public let bitDepth: Int
    public var threshold: InkThreshold
    public var options: PNGEncodingOptions

    /// - Precondition: `bitDepth` is 1, 2, 4 or 8 (a programming error otherwise).
    public init(bitDepth: Int, threshold: InkThreshold = .half, options: PNGEncodingOptions = .init()) {
        precondition([1, 2, 4, 8].contains(bitDepth), "grey bit depth must be 1, 2, 4 or 8")
        self.bitDepth = bitDepth
        self.threshold = threshold
        self.options = options
    }

    public var fileExtension: String { "png" }

    public func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8] {
        let levels = bitDepth == 1 ? Self.oneBitLevels(input, threshold: threshold) : greyLevels(input)
        do {
            return try PNGEncoder.encode(greyLevels: levels, width: input.width, height: input.height,
                                         bitDepth: bitDepth, options: options)
        } catch { throw .png(error) }
    }

    private func greyLevels(_ input: EncoderInput) -> [UInt8] {
        let rgb = PixelOps.opaqueRGB(input)
        return (0 ..< input.width * input.height).map { i in
            PixelOps.quantized(Luma.of(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]), bits: bitDepth)
        }
    }

    /// 1-bit levels: ink where the alpha reaches the threshold (see the type).
    static func oneBitLevels(_ input: EncoderInput, threshold: InkThreshold) -> [UInt8] {
        let paper: UInt8 = Luma.of(input.backdrop) >= 128 ? 1 : 0
        return PixelOps.oneBitInk(input, threshold: threshold).map { $0 == 1 ? 1 - paper : paper }
    }
}
