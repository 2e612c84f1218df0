import IconGeometry

/// A conservative bounding box of a stroke's outline, computed from the path without stroking.
///
/// Each segment contributes the box of its own band: a line its end points moved ± half the stroke
/// width along the normal, an arc the annular sector between radius ± half width (exact
/// extremes), a Bézier its control points grown by half the width. Vertices add what the style
/// adds there: a round join or round cap a disc of half the width, a miter join up to
/// `miterLimit` half widths, a square cap half a diagonal; butt caps and bevel joins add nothing
/// beyond the segments' bands. So a butt-capped stem ending at y = 88 has ink to y = 88, not 94.
enum StrokeBounds {
    static func bounds(of path: Path, style: StrokeStyle) -> Rect {
        let hw = style.width / 2
        var box = Rect.empty
        func grow(_ p: Point, _ d: Double) {
            box = box.including(Point(p.x - d, p.y - d)).including(Point(p.x + d, p.y + d))
        }
        let joinReach: Double = switch style.join {
        case .round: hw
        case .miter: hw * max(1, style.miterLimit)
        case .bevel: 0
        }
        let capReach: Double = switch style.cap {
        case .round: hw
        case .square: hw * 2.0.squareRoot()
        case .butt: 0
        }
        var start: Point? = nil      // first point of the current subpath
        var current: Point? = nil
        var segments = 0             // segments drawn in the current subpath
        func line(_ a: Point, _ b: Point) {
            let d = b - a
            if d.length == 0 { return }
            let n = d.normalized.perpendicular * hw
            for p in [a + n, a - n, b + n, b - n] { box = box.including(p) }
            if segments > 0 { grow(a, joinReach) }
            segments += 1
        }
        func endSubpath(closed: Bool) {
            if let s = start {
                if segments == 0 {
                    if style.cap != .butt { grow(s, capReach) }
                } else if closed {
                    grow(s, joinReach)
                } else if let c = current {
                    grow(s, capReach); grow(c, capReach)
                }
            }
            segments = 0
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                endSubpath(closed: false)
                start = p; current = p
            case .line(let p):
                if let c = current { line(c, p) } else { start = p }
                current = p
            case .quad(let c1, let p):
                let a = current ?? c1
                if segments > 0 { grow(a, joinReach) }
                for q in [a, c1, p] { grow(q, hw) }
                segments += 1
                if start == nil { start = a }
                current = p
            case .cubic(let c1, let c2, let p):
                let a = current ?? c1
                if segments > 0 { grow(a, joinReach) }
                for q in [a, c1, c2, p] { grow(q, hw) }
                segments += 1
                if start == nil { start = a }
                current = p
            case .arc(let c, let r, let s, let w):
                let first = Path.arcPoint(c, r, s)
                if let cur = current { line(cur, first) } else { start = first }
                if segments > 0 { grow(first, joinReach) }
                box = box.union(Path([.arc(center: c, radius: r + hw, startAngle: s, sweep: w)]).controlBounds)
                box = box.union(Path([.arc(center: c, radius: max(0, r - hw), startAngle: s, sweep: w)]).controlBounds)
                if r < hw { grow(c, hw - r) }
                segments += 1
                current = Path.arcPoint(c, r, s + w)
            case .close:
                if let s = start, let c = current { line(c, s) }
                endSubpath(closed: true)
                current = start
            }
        }
        endSubpath(closed: false)
        return box
    }
}
