import IconGeometry

/// Proportions shared by every maneuver glyph, in points of the 96-pt design box (y down): the
/// box and margins (fixed) and the stroke weight, stem cap and arrowhead (per style, `standard`
/// unless a style asks otherwise).
///
/// One stroke weight and one arrowhead for the whole set, so turns, ramps and roundabouts read at
/// the same visual size.
///
/// The stem is 12 pt wide so that a stem on an even whole-point centre line (the entry stems on
/// x = 48 and the set's other vertical stems) has its edges on pixel boundaries at every size the
/// set ships (6 px at square48 1×, the spec's ≥ 5-px floor; 12, 24 and 36 px at square96 1×–3×;
/// Android's 1.5× and 4× too), except square48 at 1.5×, where a stem is 9 px on a centre at 36.
/// At an odd width such as 13 pt each edge would fall on half a pixel at 1× and 3× (and a
/// quarter at square48 1×), a grey fringe beside every stem. (Runs on odd or fractional centre
/// lines, such as the roundabouts' horizontal exits on y = 47 at square48 1× and 3×, or slanted
/// runs, still have soft edges.)
struct GlyphMetrics: Hashable, Sendable {
    // The design box, the same for every style.

    /// Side of the square design box (points).
    static let box = 96.0
    /// The vertical centre line, the mirror axis of left/right twins.
    static let midX = box / 2
    /// Free space between ink and the box edge for arrows, pins and signs.
    static let margin = 8.0
    /// Free space for the roundabout and ferry glyphs, which use nearly the whole box.
    static let tightMargin = 4.0
    /// Bottom end of a stem entering from the bottom of the box.
    static let bottom = box - margin
    /// Radius rounding the arrowhead's three corners.
    static let headCornerRadius = 1.5
    /// How far a stem runs on under its arrowhead, so the union has no seam in any renderer.
    static let headOverlap = 2.0

    // What a style may change.

    /// Stroke width of every path stem and roundabout ring.
    var stem: Double
    /// Width of the arrowhead's base (perpendicular to the path's end tangent).
    var headWidth: Double
    /// Length of the arrowhead from base to tip, along the end tangent.
    var headLength: Double
    /// Cap of a stem's free end (where it enters from the box's edge).
    var stemCap: LineCap
    /// How a roundabout's exit number is set off (`GlyphStyle.ExitBadge`).
    var exitBadge: GlyphStyle.ExitBadge = .disc

    /// The set's standard proportions: 12-pt stems, a 34 × 23-pt head, butt stem ends.
    static let standard = GlyphMetrics(.standard)

    /// How far a stem's free end lies inside the point where its ink ends: half the stem for a
    /// round cap (its half disc reaches that far beyond), 0 for a butt end.
    var capReach: Double { stemCap == .butt ? 0 : stem / 2 }

    /// Stroke of path stems: `stemCap` caps (they start at the box's bottom or end under a
    /// head), round joins.
    var stemStyle: StrokeStyle { StrokeStyle(width: stem, join: .round, cap: stemCap) }
    /// Stroke of branches that end without a head (the branch not taken): round caps.
    var branchStyle: StrokeStyle { StrokeStyle(width: stem, join: .round, cap: .round) }
}

extension GlyphMetrics {
    /// The proportions of `style`.
    init(_ style: GlyphStyle) {
        self.init(stem: style.strokeWidth, headWidth: style.headWidth, headLength: style.headLength,
                  stemCap: style.cap == .round ? .round : .butt)
        exitBadge = style.exitBadge
    }
}
