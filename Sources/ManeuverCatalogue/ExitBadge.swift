import IconGeometry

/// The roundabout exit-number badge: a secondary disc in a free corner of the glyph with the
/// number in primary vector digits on top, sized to read at 48 px (digits 8–9 px tall there).
enum ExitBadge {
    typealias M = GlyphMetrics

    static let radius = 15.0
    /// Badge centres, in order of preference: bottom-left, bottom-right, top-left, top-right.
    static var corners: [Point] {
        let lo = M.tightMargin + radius, hi = M.box - M.tightMargin - radius
        return [Point(lo, hi), Point(hi, hi), Point(lo, lo), Point(hi, lo)]
    }
    /// Free space wanted between the badge and the glyph's ink.
    static let clearance = 2.0

    /// How far the `.digits` form's digits move from the badge's centre towards the box's corner,
    /// along x and y: away from the glyph, within the margin.
    static let digitsShift = 2.0

    /// Stroke width of the `.ring` form's circle, drawn inside the disc's outline.
    static let ringWidth = 3.0

    /// `glyph` with the badge for `number` (1…99) added in its freest corner, in `form`.
    static func adding(_ number: Int, to glyph: Glyph, form: GlyphStyle.ExitBadge = .disc) -> Glyph {
        adding(number, to: glyph, at: corner(for: glyph), form: form)
    }

    /// The centre of the badge for `glyph`: the first corner in order of preference with room for
    /// the badge (`radius + clearance` from every sampled point of ink), else the roomiest.
    static func corner(for glyph: Glyph) -> Point {
        let samples = GlyphSampling.samples(glyph, step: 3)
        var best = (corner: corners[0], room: -Double.infinity)
        for c in corners {
            var room = Double.infinity
            for s in samples {
                room = min(room, s.point.distance(to: c) - s.reach)
                if room < radius + clearance && room <= best.room { break }
            }
            if room >= radius + clearance { return c }
            if room > best.room { best = (c, room) }
        }
        return best.corner
    }

    /// `glyph` with the badge for `number` (1…99) centred on `center`: a secondary disc under
    /// primary digits, or (`.ring`) a primary circle of `ringWidth` just inside the disc's outline
    /// round them, the same footprint; or (`.digits`) larger primary digits alone (25 pt tall, 22
    /// for two), `digitsShift` further into the corner, within the disc's height.
    static func adding(_ number: Int, to glyph: Glyph, at center: Point, form: GlyphStyle.ExitBadge = .disc) -> Glyph {
        let twoDigits = number >= 10
        // Digits alone sit `digitsShift` further into the box's corner than the badge.
        let outward = Point(center.x < M.midX ? -digitsShift : digitsShift, center.y < M.midX ? -digitsShift : digitsShift)
        var digits = form == .digits
            ? VectorDigits.shapes(for: number, center: center + outward, height: twoDigits ? 22 : 25, strokeWidth: twoDigits ? 5 : 5.5)
            : VectorDigits.shapes(for: number, center: center, height: twoDigits ? 15 : 17, strokeWidth: twoDigits ? 3.25 : 3.75)
        var out = glyph
        if form != .disc {
            if form == .ring {
                digits.append(.stroke(PathShapes.circle(center: center, radius: radius - ringWidth / 2),
                                      StrokeStyle(width: ringWidth, join: .round, cap: .round)))
            }
            if let i = out.layers.lastIndex(where: { $0.role == .primary }) {
                out.layers[i].shapes.append(contentsOf: digits)
            } else {
                out.layers.append(GlyphLayer(role: .primary, shapes: digits))
            }
            return out
        }
        let disc = Shape.fill(PathShapes.circle(center: center, radius: radius))
        if let i = out.layers.firstIndex(where: { $0.role == .secondary }) {
            out.layers[i].shapes.append(disc)
        } else {
            out.layers.insert(GlyphLayer(role: .secondary, shapes: [disc]), at: 0)
        }
        if let i = out.layers.lastIndex(where: { $0.role == .primary }) {
            out.layers[i].shapes.append(contentsOf: digits)
        } else {
            out.layers.append(GlyphLayer(role: .primary, shapes: digits))
        }
        return out
    }
}

/// Points along a glyph's paths with how far ink reaches around each (half the stroke width, 0
/// for fill outlines): a cheap stand-in for the ink when looking for free space.
enum GlyphSampling {
    struct Sample { var point: Point; var reach: Double }

    static func samples(_ glyph: Glyph, step: Double = 2) -> [Sample] {
        var out: [Sample] = []
        for layer in glyph.layers {
            for shape in layer.shapes {
                var reach = 0.0
                if case .stroke(let s) = shape.paint { reach = s.width / 2 }
                for p in points(shape.path, step: step) { out.append(Sample(point: p, reach: reach)) }
            }
        }
        return out
    }

    /// Points along `path` about `step` apart (Béziers sampled by parameter).
    static func points(_ path: Path, step: Double) -> [Point] {
        var out: [Point] = []
        var current: Point? = nil
        var start: Point? = nil
        func lineTo(_ p: Point) {
            if let c = current {
                let n = max(1, Int((c.distance(to: p) / step).rounded(.up)))
                for k in 1...n { out.append(c.lerp(p, Double(k) / Double(n))) }
            } else { out.append(p) }
            current = p
        }
        for e in path.elements {
            switch e {
            case .move(let p): out.append(p); current = p; start = p
            case .line(let p): lineTo(p)
            case .quad(let c, let p):
                let a = current ?? c
                for k in 1...8 { let t = Double(k) / 8; out.append(a.lerp(c, t).lerp(c.lerp(p, t), t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                let a = current ?? c1
                for k in 1...12 {
                    let t = Double(k) / 12, u = 1 - t
                    out.append(a * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                current = p
            case .arc(let c, let r, let s, let w):
                let first = Path.arcPoint(c, r, s)
                if current == nil { start = first }
                lineTo(first)
                let n = max(1, Int((abs(w) * r / step).rounded(.up)))
                for k in 1...n {
                    let a = s + w * Double(k) / Double(n)
                    out.append(Path.arcPoint(c, r, a))
                }
                current = out.last
            case .close:
                if let s0 = start { lineTo(s0) }
            }
        }
        return out
    }
}
