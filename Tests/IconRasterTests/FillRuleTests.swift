import Foundation
import IconGeometry
import Testing
@testable import IconRaster

/// Fill rules, overlapping subpaths, unions of items and self-overlap: the cases where a plain
/// signed-area accumulator is wrong. Expected values come from exact geometry (hand-computed or
/// rectangle/convex-clip arithmetic); tolerance 1e-5 (float rounding only).
@Suite struct FillRuleTests {
    /// The self-intersecting star {5/2} (vertices every 144°) and its exact pieces: the simple
    /// 10-vertex outline and the centre pentagon (inner radius R·cos72°/cos36°).
    static func star(cx: Double, cy: Double, r: Double) -> (star: [Point], outline: [Point], pentagon: [Point]) {
        func at(_ k: Double, _ radius: Double) -> Point {
            let a = -Double.pi / 2 + k * Double.pi / 5
            return Point(cx + radius * cos(a), cy + radius * sin(a))
        }
        let inner = r * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let starPoints = (0 ..< 5).map { at(Double(4 * $0 % 10), r) }   // 0°, 144°, 288°, ...
        let outline = (0 ..< 10).map { at(Double($0), $0 % 2 == 0 ? r : inner) }
        let pentagon = (0 ..< 5).map { at(Double(2 * $0 + 1), inner) }
        return (starPoints, outline, pentagon)
    }

    @Test func starEvenOddVersusNonZero() throws {
        let w = 64, h = 64
        let s = Self.star(cx: 32.3, cy: 33.1, r: 28.6)
        let nonZero = try cover([s.star], rule: .nonZero, width: w, height: h)
        let evenOdd = try cover([s.star], rule: .evenOdd, width: w, height: h)
        let full = exactCoverage(s.outline, width: w, height: h)
        let hole = exactCoverage(s.pentagon, width: w, height: h)
        #expect(maxDifference(nonZero, full) <= roundingTolerance)
        #expect(maxDifference(evenOdd, zip(full, hole).map { $0 - $1 }) <= roundingTolerance)
        // The centre pixel lies deep inside the pentagon: empty under even-odd, full under nonzero.
        #expect(evenOdd[33 * w + 32] == 0)
        #expect(nonZero[33 * w + 32] == 1)
    }

    /// Two identical copies of a square with fractional edges: nonzero (winding 2) covers the
    /// same as one copy; even-odd (winding 2 is even) covers nothing.
    @Test func identicalCopiesOfASquare() throws {
        let sq = rectangle(1.3, 2.6, 6.45, 7.2)
        let one = try cover([sq], width: 9, height: 9)
        let twoNonZero = try cover([sq, sq], rule: .nonZero, width: 9, height: 9)
        let twoEvenOdd = try cover([sq, sq], rule: .evenOdd, width: 9, height: 9)
        #expect(maxDifference(twoNonZero, one.map(Double.init)) <= roundingTolerance)
        #expect(twoEvenOdd.allSatisfy { $0 == 0 })
        #expect(one.reduce(0, +) > 20)
    }

    /// Area of [x0,x1]×[y0,y1] inside pixel (i, j).
    func boxArea(_ b: (Double, Double, Double, Double), _ i: Int, _ j: Int) -> Double {
        let ox = max(0, min(b.2, Double(i + 1)) - max(b.0, Double(i)))
        let oy = max(0, min(b.3, Double(j + 1)) - max(b.1, Double(j)))
        return ox * oy
    }
    func intersection(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        (max(a.0, b.0), max(a.1, b.1), min(a.2, b.2), min(a.3, b.3))
    }

    /// Overlapping squares of opposite orientation in one nonzero item: the overlap has winding
    /// 0, so coverage = A + B − 2·(A∩B). As two separate items the union covers A + B − A∩B.
    @Test func oppositeOrientationOverlap() throws {
        let a = (1.2, 1.7, 6.6, 5.35), b = (3.9, 3.1, 8.75, 7.8)
        let ab = intersection(a, b)
        let pa = rectangle(a.0, a.1, a.2, a.3)
        let pb = Array(rectangle(b.0, b.1, b.2, b.3).reversed())
        let w = 10, h = 9
        let sameItem = try cover([pa, pb], rule: .nonZero, width: w, height: h)
        var r = Rasterizer()
        let twoItems = try r.coverage([FillItem(outline(pa), rule: .nonZero), FillItem(outline(pb), rule: .nonZero)],
                                      width: w, height: h)
        for j in 0 ..< h {
            for i in 0 ..< w {
                let sa = boxArea(a, i, j), sb = boxArea(b, i, j), sab = boxArea(ab, i, j)
                #expect(abs(Double(sameItem[j * w + i]) - (sa + sb - 2 * sab)) <= roundingTolerance)
                #expect(abs(Double(twoItems[j * w + i]) - (sa + sb - sab)) <= roundingTolerance)
            }
        }
    }

    /// Union of items with different rules: an even-odd ring (outer square with a same-oriented
    /// inner square) and a nonzero square that overlaps the ring and part of its hole.
    /// Exact: ring ∪ S = (O − I) + S − (O∩S − I∩S).
    @Test func unionOfItemsWithDifferentRules() throws {
        let o = (1.25, 1.5, 10.6, 9.7), i = (3.4, 3.3, 8.15, 7.45), s = (6.7, 5.2, 12.3, 11.9)
        let ring = FillItem(outline(rectangle(o.0, o.1, o.2, o.3), rectangle(i.0, i.1, i.2, i.3)), rule: .evenOdd)
        let square = FillItem(outline(Array(rectangle(s.0, s.1, s.2, s.3).reversed())), rule: .nonZero)
        let w = 14, h = 13
        var r = Rasterizer()
        let cov = try r.coverage([ring, square], width: w, height: h)
        let os = intersection(o, s), iS = intersection(i, s)
        for y in 0 ..< h {
            for x in 0 ..< w {
                let expected = boxArea(o, x, y) - boxArea(i, x, y) + boxArea(s, x, y)
                    - (boxArea(os, x, y) - boxArea(iS, x, y))
                #expect(abs(Double(cov[y * w + x]) - expected) <= roundingTolerance, "pixel (\(x), \(y))")
            }
        }
        // Order of items does not matter.
        let swapped = try r.coverage([square, ring], width: w, height: h)
        #expect(maxDifference(swapped, cov.map(Double.init)) <= roundingTolerance)
    }

    /// The known trap: one contour runs around R1 = [0.3,5.3]×[0.3,1.7], back along a bridge and
    /// around R2 = [2.5,3.5]×[1.2,4.6] in the same direction, so R1∩R2 has winding 2 and lies in
    /// pixels (2,1) and (3,1) that are also partly uncovered. Hand computation for pixel (2,1) =
    /// [2,3]×[1,2]: R1 covers 1·0.7, R2 covers 0.5·0.8, both 0.5·0.5 → 0.7 + 0.4 − 0.25 = 0.85
    /// (a signed-area accumulator would give 1.1 → 1). Pixel (3,1) alike: 0.85.
    @Test func selfOverlapInsideAPixel() throws {
        let contour = [
            Point(0.3, 0.3), Point(5.3, 0.3), Point(5.3, 1.7), Point(0.3, 1.7),   // R1 clockwise
            Point(0.3, 0.3), Point(2.5, 1.2),                                     // bridge out
            Point(3.5, 1.2), Point(3.5, 4.6), Point(2.5, 4.6), Point(2.5, 1.2),   // R2 clockwise
        ]
        let w = 7, h = 6
        for rule in [FillRule.nonZero] {
            let cov = try cover([contour], rule: rule, width: w, height: h)
            #expect(abs(cov[1 * w + 2] - 0.85) < 1e-5)
            #expect(abs(cov[1 * w + 3] - 0.85) < 1e-5)
            let expected = exactUnionCoverage(rectangle(0.3, 0.3, 5.3, 1.7), rectangle(2.5, 1.2, 3.5, 4.6), width: w, height: h)
            #expect(maxDifference(cov, expected) <= roundingTolerance)
        }
    }

    /// Winding 2 in a pixel that is partly empty: a square inside one pixel traversed twice
    /// covers its area once (0.25), mixed signs inside one pixel (A clockwise, B counter-clockwise,
    /// one nonzero item) cover A + B − 2·A∩B = 0.25 + 0.25 − 2·0.04 = 0.42.
    @Test func windingTwoAndMixedSignsInsideOnePixel() throws {
        let sq = rectangle(0.25, 0.25, 0.75, 0.75)
        let twice = try cover([sq + sq], width: 2, height: 2)
        #expect(abs(twice[0] - 0.25) < 1e-6)
        let a = rectangle(0.1, 0.1, 0.6, 0.6), b = Array(rectangle(0.4, 0.4, 0.9, 0.9).reversed())
        let mixed = try cover([a, b], width: 2, height: 2)
        #expect(abs(mixed[0] - 0.42) < 1e-6)
    }

    /// A self-overlapping stroke-like outline: a thick polyline with a sharp turn whose outline
    /// (as a stroker emits it: both quads and the join wedge as separate clockwise contours of one
    /// nonzero item) overlaps itself. Exact: union of the two convex quads (the wedge lies in it).
    @Test func strokeLikeSelfOverlap() throws {
        // Quad along (2.2,3.1)→(14.6,9.3) and quad back along (14.6,9.3)→(3.4,12.8), half width 1.7.
        func quad(_ a: Point, _ b: Point, _ hw: Double) -> [Point] {
            let n = (b - a).normalized.perpendicular * hw
            let q = [a + n, b + n, b - n, a - n]
            return shoelace(q) > 0 ? q : q.reversed()
        }
        let p0 = Point(2.2, 3.1), p1 = Point(14.6, 9.3), p2 = Point(3.4, 12.8)
        let q1 = quad(p0, p1, 1.7), q2 = quad(p1, p2, 1.7)
        let w = 18, h = 16
        let cov = try cover([q1, q2], width: w, height: h)
        #expect(maxDifference(cov, exactUnionCoverage(q1, q2, width: w, height: h)) <= roundingTolerance)
        // As one contour: q1, a bridge to q2, q2, and the same bridge back (zero area).
        let joined = try cover([q1 + [q1[0]] + q2 + [q2[0]]], width: w, height: h)
        #expect(maxDifference(joined, exactUnionCoverage(q1, q2, width: w, height: h)) <= roundingTolerance)
    }

    /// Two squares sharing the edge x = 3.5 (one item; and as two items) cover the pixels along
    /// the shared edge fully: exact area has no seam (composited AA layers would leave 1 − (1−½)²).
    @Test func abuttingSquaresLeaveNoSeam() throws {
        let left = rectangle(1.25, 1.5, 3.5, 5.75), right = rectangle(3.5, 1.5, 6.2, 5.75)
        let oneItem = try cover([left, right], width: 8, height: 7)
        var r = Rasterizer()
        let twoItems = try r.coverage([FillItem(outline(left), rule: .evenOdd), FillItem(outline(right), rule: .nonZero)],
                                      width: 8, height: 7)
        for cov in [oneItem, twoItems] {
            for y in 2 ... 4 { #expect(cov[y * 8 + 3] == 1) }
            #expect(abs(cov[1 * 8 + 3] - 0.5) < 1e-6)      // top row: y from 1.5 to 2
            #expect(abs(cov[5 * 8 + 3] - 0.75) < 1e-6)     // bottom row: y from 5 to 5.75
        }
    }
}
