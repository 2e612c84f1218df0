/// The look every maneuver and lanes glyph is drawn in: the stroke weight of the paths, the shape
/// of a path's free ends and the arrowhead's proportions, in points of the 96-pt design box (the
/// lanes draw them at half size in their 48-pt cells). `standard` is the set's own look; another
/// style is a branded set.
///
/// Each value is checked against a range within which every glyph stays legible at 48 px and
/// above: stems never merge with a neighbour, the arrowhead stays wider than the stem, and all
/// ink stays inside the box. One rule ties the three together: a roundabout's exit head keeps
/// `headGap` off the entry stem at every exit (the sharpest exits run down beside the entry, a
/// U-turn's way back comes down next to it), which bounds the head's width and length by the
/// stroke (the standard style's 34 × 23-pt head at 12 pt is the longest its width allows, about
/// 1 pt off the entry at a 40° exit). Left/right twins stay exact mirror images in every style. What a style does not change: the box, margins and path layout (bend
/// positions and radii), the roundabout ring's radius, the exit-number badge, the ferries' and
/// the depart ring's drawing, and the lane separators.
public struct GlyphStyle: Hashable, Sendable, CustomStringConvertible {
    /// The shape of a path's free end: where it enters from the edge of the box, and a road's end.
    /// A branch not taken and a roundabout's spokes always end round (a side road, not the way).
    public enum Cap: String, Sendable, Hashable, CaseIterable {
        /// Squared off at the end (the standard look).
        case butt
        /// A half disc. The end point moves in by half the stroke width, so the ink keeps the
        /// margin the butt end keeps.
        case round
    }

    /// How a roundabout's exit number is set off from the glyph.
    public enum ExitBadge: String, Sendable, Hashable, CaseIterable {
        /// A disc in the secondary colour under digits in the primary (the standard look).
        case disc
        /// A circle in the primary colour round the digits: for displays that keep no colour
        /// (1-bit, alpha only), where a disc and its digits would be one blot.
        case ring
        /// Larger digits alone in the primary colour, no disc or ring, in the badge's place: for
        /// icons under 48 px, where the badge's digits (under 8 px tall) would not read.
        case digits
    }

    /// Width of every path stem and roundabout ring (points; standard 12).
    public let strokeWidth: Double
    /// Shape of the stems' free ends (standard `.butt`).
    public let cap: Cap
    /// Width of the arrowhead's base, across the path (points; standard 34).
    public let headWidth: Double
    /// Length of the arrowhead from base to tip (points; standard 23).
    public let headLength: Double
    /// How the exit number is drawn (standard `.disc`); any value keeps every other rule.
    public var exitBadge: ExitBadge = .disc
    /// How a lanes image draws the directions not recommended (standard `.secondary`).
    public var otherLanes: OtherLanes = .secondary

    /// How a lanes image draws the directions not recommended.
    public enum OtherLanes: String, Sendable, Hashable, CaseIterable {
        /// In the secondary colour at full weight, under the recommended ones (the standard look).
        case secondary
        /// In the primary colour, thin (`thinLaneStem` of the stem, `thinLaneHead` of the head):
        /// for displays that keep no colour, where the secondary colour would vanish (1 bit) or
        /// be the primary's twin (alpha only), and with it the lanes not to take. In cells too
        /// narrow for a thin stem half as wide as a recommended one (under 16 pt at the
        /// standard stroke) they are left out.
        case thin
    }

    /// The stem of a thin lane arrow, as a fraction of the style's stem: 2 pt in a 48-pt lane
    /// cell at the standard 12-pt stroke, one pixel at the smallest lanes images.
    public static let thinLaneStem = 1.0 / 3
    /// The head of a thin lane arrow (width and length), as a fraction of the style's head: wide
    /// enough to read as an arrow, clearly smaller than a recommended one beside it.
    public static let thinLaneHead = 0.6

    /// Stroke widths accepted (points in the 96-pt box): 8 pt is 4 px at 48 px, the thinnest that
    /// still reads at a glance; from 17 pt on the U-turn's two legs and the fork's branches close
    /// up at 48 px.
    public static let strokeWidthRange: ClosedRange<Double> = 8...16
    /// Arrowhead widths accepted; the head must also be at least `headToStroke` times the stroke
    /// width, so that its barbs stand out of the stem, and narrow enough to keep `headGap` off a
    /// roundabout's entry (at most 43.25 pt less half the stroke: 37.25 at 12 pt).
    public static let headWidthRange: ClosedRange<Double> = 24...44
    /// Arrowhead lengths accepted, and no longer than keeps `headGap` off a roundabout's entry at
    /// its sharpest exit (23 pt for the standard 12-pt stroke and 34-pt head, 29 for a 24-pt head,
    /// 21 for a 16-pt stroke and a 32-pt head): below 16 pt the head reads as a blunt bar at
    /// 48 px; beyond 30 pt it swallows the short runs before it.
    public static let headLengthRange: ClosedRange<Double> = 16...30
    /// The least ratio of head width to stroke width.
    public static let headToStroke = 2.0
    /// The least gap (points) between a roundabout exit's arrowhead and the entry stem.
    public static let headGap = 0.75

    /// The set's standard look: 12-pt stems with butt ends, a 34 × 23-pt arrowhead.
    public static let standard = GlyphStyle(unchecked: 12, .butt, 34, 23)

    /// A style from its values, each in its range. A head width or length not given (nil) is the
    /// standard style's (34, 23), reduced to the largest that fits this stroke where it does not
    /// (a 16-pt stroke: 34 × 20.25): a heavier stroke alone is always a valid style.
    /// - Throws: `CatalogueError.styleOutOfRange` naming the first value given (stroke width,
    ///   head width, head length) outside its range, NaN and infinities included, with the range
    ///   as the other values narrow it (to 0.25 pt): the head width from `headToStroke` × the
    ///   stroke width up to the widest head that keeps `headGap` off a roundabout's entry with the
    ///   shortest head; the head length up to the longest that does with this width.
    public init(strokeWidth: Double = 12, cap: Cap = .butt, headWidth: Double? = nil, headLength: Double? = nil) throws(CatalogueError) {
        guard Self.strokeWidthRange.contains(strokeWidth) else {
            throw .styleOutOfRange(.strokeWidth, strokeWidth, allowed: Self.strokeWidthRange)
        }
        let narrowest = max(Self.headWidthRange.lowerBound, Self.headToStroke * strokeWidth)
        let shortest = Self.headLengthRange.lowerBound
        func clears(_ width: Double, _ length: Double) -> Bool { GlyphStyle(unchecked: strokeWidth, cap, width, length).headClearsEntry }
        let width: Double
        if let headWidth {
            guard (narrowest...Self.headWidthRange.upperBound).contains(headWidth), clears(headWidth, shortest) else {
                let widest = Self.largest(in: narrowest...Self.headWidthRange.upperBound) { clears($0, shortest) }
                throw .styleOutOfRange(.headWidth, headWidth, allowed: narrowest...widest)
            }
            width = headWidth
        } else {
            width = Self.largest(in: narrowest...max(narrowest, Self.standard.headWidth)) { clears($0, shortest) }
        }
        let length: Double
        if let headLength {
            guard Self.headLengthRange.contains(headLength), clears(width, headLength) else {
                let longest = Self.largest(in: Self.headLengthRange) { clears(width, $0) }
                throw .styleOutOfRange(.headLength, headLength, allowed: shortest...longest)
            }
            length = headLength
        } else {
            length = Self.largest(in: shortest...Self.standard.headLength) { clears(width, $0) }
        }
        self.init(unchecked: strokeWidth, cap, width, length)
    }

    /// Whether a roundabout's exit head keeps `headGap` off the entry stem at every exit.
    var headClearsEntry: Bool { RoundaboutGlyphs(m: GlyphMetrics(self)).headClearance() >= Self.headGap }

    /// The largest multiple of 0.25 in `range` for which `fits` holds (which it does at the lower
    /// bound, and from there on up to some limit), else the lower bound.
    private static func largest(in range: ClosedRange<Double>, _ fits: (Double) -> Bool) -> Double {
        var value = (range.upperBound * 4).rounded(.down) / 4
        while value > range.lowerBound, !fits(value) { value -= 0.25 }
        return max(value, range.lowerBound)
    }

    private init(unchecked strokeWidth: Double, _ cap: Cap, _ headWidth: Double, _ headLength: Double) {
        self.strokeWidth = strokeWidth; self.cap = cap; self.headWidth = headWidth; self.headLength = headLength
    }

    /// The values a style has, as `CatalogueError.styleOutOfRange` names them.
    public enum Parameter: String, Sendable, Hashable, CaseIterable {
        case strokeWidth = "stroke width", headWidth = "head width", headLength = "head length"
    }

    /// `stroke 12, butt caps, head 34 × 23` (points, whole numbers without decimals).
    public var description: String {
        "stroke \(strokeWidth.clean), \(cap.rawValue) caps, head \(headWidth.clean) × \(headLength.clean)"
            + (exitBadge == .disc ? "" : ", \(exitBadge.rawValue) exit badge")
            + (otherLanes == .secondary ? "" : ", \(otherLanes.rawValue) other lanes")
    }
}
