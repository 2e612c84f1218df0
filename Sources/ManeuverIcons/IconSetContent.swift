/// What an icon set holds besides its layout: the maneuver icon sizes, lane layouts and junction
/// forms drawn, the themes written and their colours, the screen scales, the glyphs' style, the
/// image format and whether the images are templates for tinting. `IconSetContent()` is the
/// standard set; a preset (`IconSetPreset`) or a branded set changes some of it.
public struct IconSetContent: Sendable, Hashable {
    /// Sizes of the maneuver icons (default `square96`, `square48`).
    public var sizes: [IconSize] = [.square96, .square48]
    /// Lane layouts each lane picture is drawn in (default `standard`, `carPlay`).
    public var laneLayouts: [LaneLayout] = [.standard, .carPlay]
    /// Junction image forms drawn for every maneuver (default none; `.carPlay` for CarPlay's
    /// junction slot, 140 × 100 pt). A maneuver without a direction at an intersection shows its
    /// icon centred (`IconRenderer.maneuverImage(junction:)`).
    public var junctionForms: [JunctionForm] = []
    /// The themes written, day (light appearance) and night (dark).
    public var themes: [Theme] = Theme.allCases
    /// The day theme's colours (default `IconColors.day`).
    public var dayColors: IconColors = .day
    /// The night theme's colours (default `IconColors.night`).
    public var nightColors: IconColors = .night
    /// Screen scales of a raster format; nil for the layout's. A vector format has one scale, 1.
    public var scales: [Double]? = nil
    /// The glyphs' stroke, caps and arrowhead (default standard).
    public var style: GlyphStyle = .standard
    /// The images' format; nil for the layout's first (`IconSetLayout.formats`).
    public var format: IconSetFormat? = nil
    /// Template images for tinting (`IconColors.template`; a VectorDrawable keeps the theme's
    /// primary as `android:tint`, an asset catalog marks its imagesets
    /// `template-rendering-intent: template`).
    public var tintable = false
    /// A canvas of exactly this many device pixels the maneuver icons (and junction images) are
    /// centred on, on whole pixels, the rest in the background colour (a cluster's slot); nil
    /// for the images' own size.
    public var canvas: PixelSize? = nil

    public init() {}

    /// The colours of `theme` in this set.
    public func colors(_ theme: Theme) -> IconColors { theme == .day ? dayColors : nightColors }

    /// Whether this is the standard set's look (no colour, style or tint of its own), which its
    /// manifest does not describe.
    var hasStandardLook: Bool { dayColors == .day && nightColors == .night && style == .standard && !tintable }
}
