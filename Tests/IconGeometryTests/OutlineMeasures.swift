import Foundation
@testable import IconGeometry

// Test-only measures of fill outlines and reference geometry.

/// Signed area Σ(xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ)/2 over all contours (the integral of the winding number).
func shoelaceArea(_ o: FillOutline) -> Double {
    var sum = 0.0
    for c in o.contours {
        let pts = Array(c)
        for i in pts.indices {
            let p = pts[i], q = pts[(i + 1) % pts.count]
            sum += p.x * q.y - q.x * p.y
        }
    }
    return sum / 2
}

/// Winding number of `o` around `p` (counterclockwise in x/y, i.e. positive shoelace area, counts +1).
func winding(_ o: FillOutline, _ p: Point) -> Int {
    var w = 0
    for c in o.contours {
        let pts = Array(c)
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { w += 1 }
            } else if b.y <= p.y && side < 0 {
                w -= 1
            }
        }
    }
    return w
}

/// Distance from `p` to the segment a–b.
func distance(_ p: Point, segment a: Point, _ b: Point) -> Double {
    let d = b - a
    let l2 = d.lengthSquared
    let t = l2 > 0 ? min(1, max(0, (p - a).dot(d) / l2)) : 0
    return p.distance(to: a + d * t)
}

/// Distance from `p` to an open polyline.
func distance(_ p: Point, polyline pts: [Point]) -> Double {
    var best = Double.infinity
    for i in 1..<pts.count { best = min(best, distance(p, segment: pts[i - 1], pts[i])) }
    return best
}

/// Where a grid point lies relative to a reference region, judged with a margin.
enum RegionSide { case inside, outside, boundary }

/// Checks the nonzero winding of `outline` on a grid: never negative; > 0 where `side` says inside,
/// 0 where it says outside. Returns the number of failures (0 when all pass) and a sample message.
func windingMismatches(_ outline: FillOutline, x: ClosedRange<Double>, y: ClosedRange<Double>, step: Double,
                       side: (Point) -> RegionSide) -> (count: Int, first: String) {
    var bad = 0
    var first = ""
    var py = y.lowerBound + 0.0123
    while py <= y.upperBound {
        var px = x.lowerBound + 0.0371
        while px <= x.upperBound {
            let p = Point(px, py)
            let w = winding(outline, p)
            let ok: Bool
            switch side(p) {
            case .inside: ok = w > 0
            case .outside: ok = w == 0
            case .boundary: ok = w >= 0
            }
            if !ok {
                if bad == 0 { first = "winding \(w) at \(p) expected \(side(p))" }
                bad += 1
            }
            px += step
        }
        py += step
    }
    return (bad, first)
}

/// Classifies a point by its distance `d` to a centre line against half-width `h`, margin `band`.
func sideByDistance(_ d: Double, halfWidth h: Double, band: Double) -> RegionSide {
    d < h - band ? .inside : d > h + band ? .outside : .boundary
}

/// Points of a cubic Bézier at parameter t.
func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let s = 1 - t
    return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
}

func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let s = 1 - t
    return p0 * (s * s) + p1 * (2 * s * t) + p2 * (t * t)
}

/// max over edges of the outward distance to the edge's line, for a convex polygon (either
/// orientation): < 0 inside (−distance to the boundary), > 0 outside (≤ the true distance).
func convexSignedDistance(_ p: Point, _ poly: [Point]) -> Double {
    var twiceArea = 0.0
    for i in poly.indices { let a = poly[i], b = poly[(i + 1) % poly.count]; twiceArea += a.x * b.y - b.x * a.y }
    let sign: Double = twiceArea >= 0 ? 1 : -1
    var s = -Double.infinity
    for i in poly.indices {
        let a = poly[i], b = poly[(i + 1) % poly.count]
        let e = b - a
        let l = e.length
        guard l > 0 else { continue }
        s = max(s, -sign * e.cross(p - a) / l)
    }
    return s
}

/// Side of a point relative to a union of convex pieces, with margin `band`.
func sideOfUnion(_ p: Point, _ pieces: [[Point]], band: Double) -> RegionSide {
    var allOutside = true
    for piece in pieces {
        let s = convexSignedDistance(p, piece)
        if s < -band { return .inside }
        if s <= band { allOutside = false }
    }
    return allOutside ? .outside : .boundary
}
