/// A PNG colour type (the IHDR byte), as IconPNG writes and reports it.
public enum PNGColorType: String, Sendable, CaseIterable {
    /// Grey, no alpha; bit depth 1, 2, 4 or 8. IHDR code 0.
    case grey
    /// Grey and alpha, 8 bits each. IHDR code 4.
    case greyAlpha
    /// Indices into a PLTE palette of up to 256 colours (alpha in tRNS); bit depth 1, 2, 4 or 8.
    /// IHDR code 3.
    case palette
    /// Red, green, blue, 8 bits each. IHDR code 2.
    case rgb
    /// Red, green, blue, alpha, 8 bits each. IHDR code 6.
    case rgba

    /// The colour type byte of the PNG IHDR chunk.
    public var ihdrCode: UInt8 {
        switch self {
        case .grey: 0
        case .rgb: 2
        case .palette: 3
        case .greyAlpha: 4
        case .rgba: 6
        }
    }

    /// The colour type with IHDR code `ihdrCode`, or nil for codes PNG does not define.
    public init?(ihdrCode: UInt8) {
        guard let type = Self.allCases.first(where: { $0.ihdrCode == ihdrCode }) else { return nil }
        self = type
    }

    /// Samples per pixel in the file (a palette index is one sample).
    var samplesPerPixel: Int {
        switch self {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }
}
