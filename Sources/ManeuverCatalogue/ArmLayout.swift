#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IconGeometry

/// Which of a junction's or roundabout's other arms are drawn, and where: the arms' angles
/// (degrees on a circle, any convention measured one way round) merged where the glyph cannot
/// separate them.
///
/// The path's own arms (the entry and the exit) are anchors: an arm closer than `separation` to
/// an anchor is merged into it (drawn by the path, not again); two free arms closer than
/// `separation` to each other become one, at their mean angle (weighted by how many arms each
/// already stands for), and that one may merge again. The closest pair merges first, so the
/// result depends only on the set of angles, not their order. Arms inside a `blocked` range (where
/// the path itself runs, such as a U-turn's way back beside the entry) are merged into the path.
struct ArmLayout {
    /// Angles of the arms drawn, in 0..<360, ascending.
    let drawn: [Double]

    /// - Parameters:
    ///   - arms: the other arms' angles, any finite values (read modulo 360).
    ///   - anchors: the path's arms (entry, exit), modulo 360.
    ///   - separation: the least angle (degrees) between two arms the glyph draws apart.
    ///   - blocked: angle ranges within 0…360 whose arms merge into the path.
    init(arms: [Double], anchors: [Double], separation: Double, blocked: [ClosedRange<Double>] = []) {
        struct Item { var angle: Double; var weight: Double; var anchor: Bool }
        var items = anchors.map { Item(angle: Self.normalized($0), weight: 1, anchor: true) }
        for a in arms.map(Self.normalized) where !blocked.contains(where: { $0.contains(a) || $0.contains(a + 360) }) {
            items.append(Item(angle: a, weight: 1, anchor: false))
        }
        while true {
            items.sort { ($0.angle, $0.anchor ? 0 : 1) < ($1.angle, $1.anchor ? 0 : 1) }
            // The closest neighbours (round the circle) of which at least one is free.
            var best: (i: Int, j: Int, gap: Double)? = nil
            for i in items.indices where items.count > 1 {
                let j = (i + 1) % items.count
                guard !(items[i].anchor && items[j].anchor) else { continue }
                var gap = items[j].angle - items[i].angle
                if gap < 0 || j == 0 { gap += 360 }
                if gap < separation, best == nil || gap < best!.gap { best = (i, j, gap) }
            }
            guard let (i, j, gap) = best else { break }
            let a = items[i], b = items[j]
            var merged: Item
            if a.anchor { merged = a } else if b.anchor { merged = b } else {
                let w = a.weight + b.weight
                merged = Item(angle: Self.normalized(a.angle + gap * b.weight / w), weight: w, anchor: false)
            }
            items[i] = merged
            items.remove(at: j)
        }
        drawn = items.filter { !$0.anchor }.map(\.angle).sorted()
    }

    /// `a` modulo 360 in 0..<360.
    static func normalized(_ a: Double) -> Double {
        let r = a.truncatingRemainder(dividingBy: 360)
        let n = r < 0 ? r + 360 : r
        return n >= 360 ? 0 : n
    }

    /// The least angle (degrees) between two stems of width `stem` leaving a point on a circle of
    /// `radius` (their centre lines' crossing) so that their edges are `gap` apart where they
    /// cross that circle: 2·asin((stem + gap) / (2·radius)).
    static func separation(stem: Double, gap: Double, at radius: Double) -> Double {
        2 * asin(min(1, (stem + gap) / (2 * radius))) * 180 / .pi
    }
}

/// Shortening a secondary stem (a spoke or a road not taken, stroked with round caps) so that it
/// keeps clear of things drawn over it: the arrowhead, the exit-number badge.
enum StemClearance {
    /// Where a stem from `start` along unit vector `d`, at most `length` long and `halfWidth` on
    /// each side of its centre line, must end (its length) so that its ink keeps `gap` away from
    /// every convex polygon in `polygons` and every disc in `discs`; nil when even a stem of
    /// `minimum` length would not. Searched in steps of `step` pt from the full length down.
    static func length(from start: Point, direction d: Point, length: Double, halfWidth: Double, gap: Double,
                       minimum: Double, polygons: [[Point]] = [], discs: [(center: Point, radius: Double)] = [],
                       step: Double = 0.25) -> Double? {
        var l = length
        while l >= minimum - 1e-9 {
            let end = start + d * l
            let reach = halfWidth + gap
            let clear = polygons.allSatisfy { distance(segment: (start, end), polygon: $0) >= reach }
                && discs.allSatisfy { distance(point: $0.center, segment: (start, end)) >= reach + $0.radius }
            if clear { return l }
            l -= step
        }
        return nil
    }

    static func distance(point p: Point, segment s: (Point, Point)) -> Double {
        let v = s.1 - s.0
        let t = v.lengthSquared > 0 ? max(0, min(1, (p - s.0).dot(v) / v.lengthSquared)) : 0
        return p.distance(to: s.0 + v * t)
    }

    /// Distance between a segment and a convex polygon (0 when they meet).
    static func distance(segment s: (Point, Point), polygon: [Point]) -> Double {
        if contains(polygon, s.0) || contains(polygon, s.1) { return 0 }
        var best = Double.infinity
        for k in polygon.indices {
            let e = (polygon[k], polygon[(k + 1) % polygon.count])
            if intersects(s, e) { return 0 }
            best = min(best, distance(point: s.0, segment: e), distance(point: s.1, segment: e),
                       distance(point: e.0, segment: s), distance(point: e.1, segment: s))
        }
        return best
    }

    static func contains(_ polygon: [Point], _ p: Point) -> Bool {
        var sign = 0.0
        for k in polygon.indices {
            let c = (polygon[(k + 1) % polygon.count] - polygon[k]).cross(p - polygon[k])
            if c != 0 {
                if sign != 0 && (c > 0) != (sign > 0) { return false }
                sign = c
            }
        }
        return true
    }

    static func intersects(_ a: (Point, Point), _ b: (Point, Point)) -> Bool {
        let d1 = (a.1 - a.0).cross(b.0 - a.0), d2 = (a.1 - a.0).cross(b.1 - a.0)
        let d3 = (b.1 - b.0).cross(a.0 - b.0), d4 = (b.1 - b.0).cross(a.1 - b.0)
        return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0
    }

    /// The corners of the arrowhead of `m` whose base is centred on `base`, pointing along unit
    /// vector `d` (the head's rounded outline lies inside them).
    static func head(base: Point, direction d: Point, metrics m: GlyphMetrics) -> [Point] {
        let n = d.perpendicular * (m.headWidth / 2)
        return [base - n, base + d * m.headLength, base + n]
    }

    /// The longest arm (start to head tip, ≤ `cap`) from `start` along the unit vector `d` whose
    /// arrowhead's corners stay inside `box`: each corner moves linearly with the length. At
    /// least the head's length.
    static func reach(from start: Point, direction d: Point, cap: Double, inside box: Rect, metrics m: GlyphMetrics) -> Double {
        let n = d.perpendicular * (m.headWidth / 2)
        let offsets = [Point.zero, d * -m.headLength + n, d * -m.headLength - n]
        var best = cap
        for o in offsets {
            let p = start + o
            for (pc, dc, lo, hi) in [(p.x, d.x, box.minX, box.maxX), (p.y, d.y, box.minY, box.maxY)] {
                if dc > 1e-12 { best = min(best, (hi - pc) / dc) }
                if dc < -1e-12 { best = min(best, (lo - pc) / dc) }
            }
        }
        return max(best, m.headLength)
    }
}
