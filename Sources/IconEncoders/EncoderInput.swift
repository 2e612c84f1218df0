import IconRaster

/// What a device format encodes: an icon's pixels and its colours.
///
/// `pixmap` holds the icon over a **transparent** background (straight alpha): its alpha is the
/// ink's coverage, which the 1-bit and alpha formats threshold or quantise, and its colours are
/// the inks' own, which palette formats match. `background` is composited under the icon by the
/// formats that keep colour and alpha; formats without alpha put the icon over `backdrop`.
public struct EncoderInput: Sendable {
    /// The icon over a transparent background.
    public var pixmap: Pixmap
    /// The colours that paint the icon, in paint order (bottom first, the primary last): the
    /// entries of palette formats besides the background.
    public var inks: [Color]
    /// The background under the icon (transparent by default).
    public var background: Color
    /// Whether the inks below the primary (the context: a roundabout's ring, the branch not
    /// taken, a lane not recommended) count as ink in the formats that keep no colour: the 1-bit
    /// ones (`gray1`, packed rows, LVGL I1 and A1) and LVGL's alpha formats. True (the default)
    /// keeps the shape of the road sign; false shows only the pixels nearest the primary (a lanes
    /// image, whose recommended lanes would otherwise look like the others).
    public var contextIsInk: Bool

    public init(pixmap: Pixmap, inks: [Color], background: Color = .transparent, contextIsInk: Bool = true) {
        self.pixmap = pixmap
        self.inks = inks
        self.background = background
        self.contextIsInk = contextIsInk
    }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }

    /// The ink painted last, whose colour 1-bit formats use (black when there is none).
    public var primary: Color { inks.last ?? .black }

    /// The opaque colour behind the icon in formats without alpha: the background where it is
    /// opaque; otherwise the background composited over the colour that contrasts with the
    /// primary ink (white behind a primary whose luma is below 128, black behind a lighter one).
    public var backdrop: Color {
        if background.a == 255 { return background }
        let contrast: Color = Luma.of(primary) < 128 ? .white : .black
        return PixelOps.over(background, contrast)
    }
}

/// The share of a pixel that counts as ink in the 1-bit formats (`gray1`, packed rows, LVGL I1
/// and A1): a pixel whose alpha in the icon over transparent is at least `alpha` is ink.
public struct InkThreshold: Sendable, Hashable {
    /// Alpha from which a pixel is ink, 1...255.
    public var alpha: UInt8

    /// Allowed alphas.
    public static let range: ClosedRange<Int> = 1 ... 255
    /// Half covered: alpha 128 and above is ink.
    public static let half = InkThreshold(uncheckedAlpha: 128)

    /// - Throws: `EncoderError.invalidThreshold` outside `range`.
    public init(alpha: Int) throws(EncoderError) {
        guard Self.range.contains(alpha) else { throw .invalidThreshold(alpha, allowed: Self.range) }
        self.alpha = UInt8(alpha)
    }

    init(uncheckedAlpha: UInt8) { alpha = uncheckedAlpha }

    func isInk(_ a: UInt8) -> Bool { a >= alpha }
}
