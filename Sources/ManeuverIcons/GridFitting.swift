import Foundation
import IconGeometry
import ManeuverCatalogue

/// When the renderer fits a glyph to the pixel grid before rasterizing it (hinting): at small
/// sizes, where a stroke is a few device pixels wide, stroke widths are rounded to whole pixels
/// and stems, the straight edges of filled shapes and the extremes of curves are moved onto
/// pixel boundaries, so that edges are sharp, a stroke never fades into a half-covered column
/// and a 1-bit image has no broken strokes (`GridFit`).
public enum Hinting: String, Sendable, Hashable, CaseIterable {
    /// Fit the glyphs whose widest stroke is 2 to `Hinting.automaticMaximumStroke` device pixels
    /// wide (the standard stems on 16- to 64-px icons); draw the others exactly as designed.
    case automatic = "auto"
    /// Fit at every size.
    case on
    /// Never fit: the geometry exactly as designed, only scaled.
    case off

    /// Widest stroke, in device pixels, that `.automatic` still fits: 8 (a 12-pt stem on a 64-px
    /// icon). Wider strokes lose little to a half-covered edge column.
    public static let automaticMaximumStroke = 8.0
    /// Narrowest widest stroke that `.automatic` fits: 2 px (a 12-pt stem on a 16-px icon).
    /// Below, whole pixels cannot keep both a stem and its arrowhead: an 8-px turn arrow fitted
    /// is a 2-px corner without a head.
    public static let automaticMinimumStroke = 2.0

    /// Whether a glyph whose widest stroke is `widestStroke` device pixels wide is fitted.
    func fits(widestStroke: Double) -> Bool {
        switch self {
        case .automatic: (Self.automaticMinimumStroke ... Self.automaticMaximumStroke).contains(widestStroke)
        case .on: true
        case .off: false
        }
    }
}

/// Fits a glyph, already scaled to device pixels, to the pixel grid of a `width` × `height`
/// canvas (x right, y down, pixel `(i, j)` the square `[i, i+1] × [j, j+1]`).
///
/// 1. Every stroke at least 2 px wide gets a whole number of pixels with the parity of the canvas
///    width (even on an even canvas), the nearest such width, halfway the thinner, at least 2:
///    a stem centred on the canvas's vertical centre line then has both edges on pixel
///    boundaries, and so does its mirror twin's. (On a 24-px canvas the 3-px stems become 2 px,
///    on a 32-px one they stay 4 px.) Strokes of 1 to 2 px (the ferries' waves, the badge's
///    digits) become 2 px, the least that a 1-bit image draws without breaking a curve;
///    thinner ones keep their width.
/// 2. Features that should land on the grid give each axis a list of fixed points: the centre
///    line of each straight stroke segment along the other axis (vertical segments for x) and of
///    each point where a stroked arc runs along it (its extremes), moved so that the stroke's
///    edges are on pixel boundaries; straight edges of filled shapes and their arcs' extremes,
///    and the butt ends of strokes, moved to the nearest boundary.
/// 3. Each axis is warped by the monotone piecewise-linear map through those fixed points and the
///    canvas's edges (which stay): between two fixed points geometry stretches or shrinks
///    linearly, by at most a pixel. Every point of every path goes through the warp (arcs as
///    cubic Béziers, their control points warped), so a stem and the curve and arrowhead attached
///    to it move together and tangents stay continuous.
///
/// Mirror invariance: every rule is symmetric about the vertical centre line `width / 2`
/// (nearest-point rounding, ties broken towards the centre line, conflicts resolved pairwise), so
/// the fit of a glyph's mirror image is the mirror image of its fit, pixel for pixel.
///
/// Conflicts: two fixed points whose targets would not keep their order (or would meet) are
/// dropped together, unless one has a higher rank (stroke centre lines over curve extremes over
/// edges of fills and stroke ends), in which case only the lower one is; until the map is
/// strictly increasing.
struct GridFit {
    let width: Double
    let height: Double

    init(width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
    }

    /// The widest stroke of `glyph`, in its own units (0 for a glyph of fills only).
    static func widestStroke(_ glyph: Glyph) -> Double {
        var widest = 0.0
        for layer in glyph.layers {
            for shape in layer.shapes {
                if case .stroke(let style) = shape.paint { widest = max(widest, style.width) }
            }
        }
        return widest
    }

    /// `glyph` (device pixels) fitted to the grid.
    func fitted(_ glyph: Glyph) -> Glyph {
        var xs = FixedPoints(), ys = FixedPoints()
        var layers: [GlyphLayer] = []
        for layer in glyph.layers {
            var shapes: [Shape] = []
            for var shape in layer.shapes {
                if case .stroke(var style) = shape.paint {
                    style.width = fittedWidth(style.width)
                    shape.paint = .stroke(style)
                }
                collect(shape, into: &xs, &ys)
                shapes.append(shape)
            }
            layers.append(GlyphLayer(role: layer.role, shapes: shapes))
        }
        let warpX = Warp(xs.resolved(extent: width)), warpY = Warp(ys.resolved(extent: height))
        return Glyph(width: glyph.width, height: glyph.height, layers: layers.map { layer in
            GlyphLayer(role: layer.role, shapes: layer.shapes.map { shape in
                Shape(path: warped(shape.path, warpX, warpY), paint: shape.paint)
            })
        })
    }

    /// A stroke width rounded to whole pixels (see the type).
    func fittedWidth(_ w: Double) -> Double {
        guard w >= 1, w.isFinite else { return w }
        // Thinner than 2 px (waves, digits): 2 px, the least a 1-bit image draws unbroken.
        if w < 2 { return 2 }
        let parity = width.truncatingRemainder(dividingBy: 2)   // 0 or 1
        // The two candidates of that parity around w; halfway between, the thinner one (a
        // heavier stroke closes the small counters: a 4-px ring on a 24-px icon leaves a 2-px
        // hole), and never under 2 px.
        let below = 2 * ((w - parity) / 2).rounded(.down) + parity
        let n = w - below > 1 ? below + 2 : below
        return n >= 2 ? n : n + 2
    }

    // MARK: Fixed points

    /// Relative size below which a direction's other component counts as none (device pixels:
    /// coordinates up to 4096 carry about 1e-12 of rounding, and a mirrored glyph's arcs
    /// come from atan2, an ulp or so from the exact angle).
    static let tolerance = 1e-9

    /// Segments no longer than this (device pixels) are none: the line an arc begins with when it
    /// starts where the path already is, to rounding, covers nothing.
    static let shortest = 1e-6

    /// True when `v` runs along `axis` (`\.x` horizontal, `\.y` vertical): its length is more
    /// than `tolerance` and its other component at most `tolerance` of it.
    static func along(_ v: Point, axis: KeyPath<Point, Double>) -> Bool {
        let main = abs(v[keyPath: axis]), other = abs(axis == \Point.x ? v.y : v.x)
        return main > tolerance && other <= tolerance * main
    }

    /// Rank of a fixed point in conflicts (higher wins).
    enum Rank: Int, Comparable {
        case edge = 0, curveExtreme = 1, stem = 2
        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// Adds the fixed points of one shape (already with its fitted stroke width).
    private func collect(_ shape: Shape, into xs: inout FixedPoints, _ ys: inout FixedPoints) {
        let stroke: StrokeStyle?
        if case .stroke(let style) = shape.paint { stroke = style } else { stroke = nil }
        // A stroke under 1 px wide is left alone (`fittedWidth`): its centre stays where it is.
        if let stroke, stroke.width < 1 { return }
        let fw = stroke?.width ?? 0
        // Stroke centres sit on the grid that puts both edges on pixel boundaries: whole pixels
        // for even widths, half pixels for odd ones; edges of fills on whole pixels.
        let offset = fw.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 : 0
        func straight(_ a: Point, _ b: Point) {
            if Self.along(b - a, axis: \.y) {
                stroke == nil ? xs.add(a.x, grid: 0, mirror: width, rank: .edge)
                              : xs.add(a.x, grid: offset, mirror: width, rank: .stem)
            } else if Self.along(b - a, axis: \.x) {
                stroke == nil ? ys.add(a.y, grid: 0, mirror: nil, rank: .edge)
                              : ys.add(a.y, grid: offset, mirror: nil, rank: .stem)
            }
        }
        func extremes(_ c: Point, _ r: Double, _ start: Double, _ sweep: Double) {
            let lo = min(start, start + sweep), hi = max(start, start + sweep)
            // Quarter angles kπ/2 within the sweep (at most five), its ends included within
            // `Self.tolerance` (a mirrored arc's start angle comes from atan2, an ulp away):
            // vertical tangents at even k.
            let quarter = Double.pi / 2
            var k = (lo / quarter - Self.tolerance).rounded(.up)
            for _ in 0 ..< 5 where k * quarter <= hi + Self.tolerance * quarter {
                let turn = Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4
                let rank: Rank = stroke == nil ? .edge : .curveExtreme
                let grid = stroke == nil ? 0 : offset
                switch turn {
                case 0: xs.add(c.x + r, grid: grid, mirror: width, rank: rank)
                case 2: xs.add(c.x - r, grid: grid, mirror: width, rank: rank)
                case 1: ys.add(c.y + r, grid: grid, mirror: nil, rank: rank)
                default: ys.add(c.y - r, grid: grid, mirror: nil, rank: rank)
                }
                k += 1
            }
        }
        /// The butt end of a stroke at `p`, where the stroke runs along `tangent`.
        func buttEnd(_ p: Point, _ tangent: Point) {
            guard stroke?.cap == .butt else { return }
            if Self.along(tangent, axis: \.y) { ys.add(p.y, grid: 0, mirror: nil, rank: .edge) }
            if Self.along(tangent, axis: \.x) { xs.add(p.x, grid: 0, mirror: width, rank: .edge) }
        }

        // The open subpath being walked: its start, where it is now, and the directions it
        // leaves its start with and arrives at its current point with.
        var start: Point? = nil, current: Point? = nil
        var startTangent: Point? = nil, endTangent: Point? = nil
        func finishSubpath() {
            if let start, let startTangent { buttEnd(start, startTangent) }
            if let current, let endTangent { buttEnd(current, endTangent) }
            startTangent = nil; endTangent = nil
        }
        /// A segment from the current point leaving along `leaving`, arriving at `p` along `arriving`.
        func segment(to p: Point, leaving: Point, arriving: Point) {
            if startTangent == nil { startTangent = leaving }
            endTangent = arriving
            current = p
        }
        func line(to p: Point) {
            guard let from = current, (p - from).length > Self.shortest else { return }
            straight(from, p)
            segment(to: p, leaving: p - from, arriving: p - from)
        }
        for element in shape.path.elements {
            switch element {
            case .move(let p):
                finishSubpath()
                start = p; current = p
            case .line(let p):
                line(to: p)
            case .quad(let c, let p):
                // Béziers give no fixed points of their own; their ends count for the caps.
                if let from = current { segment(to: p, leaving: c - from, arriving: p - c) }
            case .cubic(let c1, let c2, let p):
                if let from = current { segment(to: p, leaving: c1 - from, arriving: p - c2) }
            case .arc(let c, let r, let s0, let sweep):
                let s = Path.effectiveStartAngle(s0)
                let arcStart = Path.arcPoint(c, r, s)
                if current == nil { start = arcStart; current = arcStart } else { line(to: arcStart) }
                extremes(c, r, s, sweep)
                // Tangents: the radius turned a quarter in the sweep's direction (exact at
                // quarter angles, `Point.unit(angle:)`).
                let turn = sweep < 0 ? -1.0 : 1.0
                let leaving = Point.unit(angle: s).perpendicular * turn
                let arriving = Point.unit(angle: s + sweep).perpendicular * turn
                segment(to: Path.arcPoint(c, r, s + sweep), leaving: leaving, arriving: arriving)
            case .close:
                if let start { line(to: start) }
                // A closed subpath has no ends.
                startTangent = nil; endTangent = nil
                current = start
            }
        }
        finishSubpath()
    }

    // MARK: Warping

    /// `path` with every point mapped through the two warps; arcs become cubic Béziers first.
    private func warped(_ path: Path, _ wx: Warp, _ wy: Warp) -> Path {
        func w(_ p: Point) -> Point { Point(wx.map(p.x), wy.map(p.y)) }
        if wx.isIdentity && wy.isIdentity { return path }
        var out = Path()
        // The current point before warping (nil: none), for the line an arc may begin with.
        var current: Point? = nil, start: Point? = nil
        for element in path.elements {
            switch element {
            case .move(let p): out.move(to: w(p)); current = p; start = p
            case .line(let p): out.line(to: w(p)); current = p
            case .quad(let c, let p): out.quad(to: w(p), control: w(c)); current = p
            case .cubic(let c1, let c2, let p): out.cubic(to: w(p), control1: w(c1), control2: w(c2)); current = p
            case .arc(let c, let r, let s0, let sweep):
                let s = Path.effectiveStartAngle(s0)
                let arcStart = Path.arcPoint(c, r, s)
                // The canvas convention's line to the arc's start, unless the arc starts where
                // the path is (to rounding: a line of 1e-15 would be a segment of its own).
                if let current {
                    if (arcStart - current).length > Self.shortest { out.line(to: w(arcStart)) }
                } else {
                    out.move(to: w(arcStart)); start = arcStart
                }
                for (c1, c2, p) in Path.arcAsCubics(center: c, radius: r, startAngle: s, sweep: sweep) {
                    out.cubic(to: w(p), control1: w(c1), control2: w(c2))
                }
                current = Path.arcPoint(c, r, s + sweep)
            case .close: out.close(); current = start
            }
        }
        return out
    }
}

/// The fixed points of one axis, as collected: source coordinate, target on the grid, rank.
struct FixedPoints {
    struct Point: Equatable { var source: Double, target: Double, rank: GridFit.Rank }
    private(set) var points: [Point] = []

    /// Two sources this close are one feature (the same stem drawn twice, a corner's arc ending
    /// on a straight edge).
    static let sameFeature = 1e-6

    /// Adds `source` with its target: the nearest point of the grid `grid + n` (n whole). With
    /// `mirror` (the canvas width), a source halfway between two grid points (within 1e-6) goes
    /// to the one nearer `mirror / 2`, so mirror images round alike; without, ties round up.
    mutating func add(_ source: Double, grid: Double, mirror: Double?, rank: GridFit.Rank) {
        guard source.isFinite else { return }
        let t = source - grid
        let below = t.rounded(.down)
        let fraction = t - below
        var n: Double
        if abs(fraction - 0.5) < 1e-6, let mirror {
            n = source < mirror / 2 ? below + 1 : below
        } else {
            n = fraction >= 0.5 ? below + 1 : below
        }
        if !n.isFinite { n = below }
        points.append(Point(source: source, target: n + grid, rank: rank))
    }

    /// The fixed points of a map on `0…extent` that is strictly increasing: sorted, one per
    /// feature (the highest rank's), conflicting neighbours dropped as `GridFit` states, and the
    /// canvas's ends fixed.
    func resolved(extent: Double) -> [(Double, Double)] {
        var sorted = points.filter { $0.source > 0 && $0.source < extent }.sorted { $0.source < $1.source }
        // One point per feature: the highest rank's (equal ranks on one feature agree).
        var merged: [Point] = []
        for p in sorted {
            if let last = merged.last, p.source - last.source <= Self.sameFeature {
                if p.rank > last.rank { merged[merged.count - 1] = p }
                continue
            }
            merged.append(p)
        }
        sorted = [Point(source: 0, target: 0, rank: .stem)] + merged + [Point(source: extent, target: extent, rank: .stem)]
        // Drop conflicts pairwise, all pairs of a pass at once (so a mirror image drops alike).
        while true {
            var drop = Set<Int>()
            for i in 0 ..< sorted.count - 1 where sorted[i + 1].target <= sorted[i].target {
                let a = sorted[i], b = sorted[i + 1]
                let ends = (i == 0, i + 1 == sorted.count - 1)
                if ends.0 || (a.rank > b.rank && !ends.1) { drop.insert(i + 1) }
                else if ends.1 || b.rank > a.rank { drop.insert(i) }
                else { drop.insert(i); drop.insert(i + 1) }
            }
            if drop.isEmpty { break }
            sorted = sorted.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
        }
        return sorted.map { ($0.source, $0.target) }
    }
}

/// A monotone piecewise-linear map of one axis through fixed points `(source, target)`, sorted
/// with strictly increasing sources and targets; beyond the first and last it moves by their
/// offsets.
struct Warp {
    let knots: [(Double, Double)]
    let isIdentity: Bool

    init(_ knots: [(Double, Double)]) {
        self.knots = knots
        isIdentity = knots.allSatisfy { $0.0 == $0.1 }
    }

    func map(_ v: Double) -> Double {
        guard let first = knots.first, let last = knots.last else { return v }
        if v <= first.0 { return v + (first.1 - first.0) }
        if v >= last.0 { return v + (last.1 - last.0) }
        // Binary search for the knot interval containing v.
        var lo = 0, hi = knots.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if knots[mid].0 <= v { lo = mid } else { hi = mid }
        }
        let (s0, t0) = knots[lo], (s1, t1) = knots[hi]
        return t0 + (v - s0) * (t1 - t0) / (s1 - s0)
    }
}
