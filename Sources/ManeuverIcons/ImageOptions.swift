import ManeuverCatalogue

/// The size of a maneuver image in points: the SDK's `GMSNavigationManeuverImageSize`
/// (`square48`, `square96`) or a custom square.
public enum IconSize: Hashable, Sendable {
    /// 48 × 48 pt, for lists and next-step previews.
    case square48
    /// 96 × 96 pt, the default, for banners.
    case square96
    /// A custom square of this many points (within `IconSize.pointsRange`).
    case points(Double)

    /// Allowed custom sizes in points.
    public static let pointsRange: ClosedRange<Double> = 8...1024

    /// Side length in points.
    public var points: Double {
        switch self {
        case .square48: return 48
        case .square96: return 96
        case .points(let p): return p
        }
    }

    /// `square96`, `square48` or e.g. `64pt`.
    public var name: String {
        switch self {
        case .square48: return "square48"
        case .square96: return "square96"
        case .points(let p): return p.clean + "pt"
        }
    }

    /// Parses `square96`, `square48`, or a number of points (`64`, `64pt`, `72.5`).
    /// - Throws: `OptionError.invalidSize` naming the value and the allowed range.
    public init(parsing s: String) throws(OptionError) {
        let t = s.lowercased()
        switch t {
        case "square96", "96": self = .square96; return
        case "square48", "48": self = .square48; return
        default: break
        }
        let num = t.hasSuffix("pt") ? String(t.dropLast(2)) : t
        // Decimal only: `Double` would also read hexadecimal ("0x30"), "inf" and "nan".
        let decimal = !num.isEmpty && num.allSatisfy { "0123456789.e+-".contains($0) }
        guard decimal, let p = Double(num), p.isFinite, IconSize.pointsRange.contains(p) else {
            throw OptionError.invalidSize(s, allowed: IconSize.pointsRange)
        }
        self = .points(p)
    }
}

/// The largest image side the renderer produces, in device pixels (bounds memory: 4096² RGBA is
/// 64 MiB).
public let maximumPixelSide = 4096

/// Options of a maneuver image: size in points, screen scale (device pixels per point), colours
/// the glyphs' style (stroke weight, caps, arrowhead) and hinting.
public struct ImageOptions: Hashable, Sendable {
    public var size: IconSize
    /// Device pixels per point: 1, 2, 3 on iOS; 0.75, 1, 1.5, 2, 3, 4 on Android.
    public var scale: Double
    public var colors: IconColors
    public var style: GlyphStyle
    /// Whether the glyph is fitted to the pixel grid (`Hinting`); `.automatic` by default: icons
    /// whose stems are 2 to 8 px wide (16 to 64 px on a side in the standard style).
    public var hinting: Hinting = .automatic

    /// Allowed screen scales.
    public static let scaleRange: ClosedRange<Double> = 0.5...8

    public init(size: IconSize = .square96, scale: Double = 1, colors: IconColors = .day, style: GlyphStyle = .standard) {
        self.size = size; self.scale = scale; self.colors = colors; self.style = style
    }

    /// Side of the square image in device pixels: points × scale, rounded to the nearest pixel.
    /// - Throws: `RenderError.invalidScale` outside `scaleRange`, `RenderError.invalidSize` for a
    ///   custom size outside `IconSize.pointsRange`, `RenderError.imageTooLarge` above
    ///   `maximumPixelSide`.
    public func pixelSize() throws(RenderError) -> Int {
        if case .points(let p) = size, !(p.isFinite && IconSize.pointsRange.contains(p)) {
            throw RenderError.invalidSize(p, allowed: IconSize.pointsRange)
        }
        return try validatedPixelLength(points: size.points, scale: scale)
    }
}

/// Options of a lanes image: lane cell size (`LaneLayout`, points), screen scale, colours and the
/// arrows' style.
public struct LanesImageOptions: Hashable, Sendable {
    public var layout: LaneLayout
    public var scale: Double
    public var colors: IconColors
    public var style: GlyphStyle

    public init(layout: LaneLayout = .standard, scale: Double = 1, colors: IconColors = .day, style: GlyphStyle = .standard) {
        self.layout = layout; self.scale = scale; self.colors = colors; self.style = style
    }
}

/// - Throws: `RenderError.invalidScale` unless `scale` is finite and in `ImageOptions.scaleRange`.
func validateScale(_ scale: Double) throws(RenderError) {
    guard scale.isFinite, ImageOptions.scaleRange.contains(scale) else {
        throw RenderError.invalidScale(scale, allowed: ImageOptions.scaleRange)
    }
}

/// points × scale in device pixels, validated against the documented ranges.
func validatedPixelLength(points: Double, scale: Double) throws(RenderError) -> Int {
    try validateScale(scale)
    // Icon sizes are checked against `IconSize.pointsRange` and lane layouts against
    // `LaneLayout.sideRange` before this; a large finite length is `imageTooLarge` below.
    guard points.isFinite, points > 0 else {
        throw RenderError.invalidSize(points, allowed: IconSize.pointsRange)
    }
    let px = (points * scale).rounded()
    guard px <= Double(maximumPixelSide) else {
        throw RenderError.imageTooLarge(pixels: px, maximum: maximumPixelSide)
    }
    return max(1, Int(px))
}
