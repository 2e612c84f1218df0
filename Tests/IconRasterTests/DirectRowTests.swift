import Foundation
import IconGeometry
import Testing
@testable import IconRaster

/// Rows whose boundary pieces touch pairwise disjoint pixel columns are composited directly
/// (DirectRow.swift); rows where two pieces share a column fall back to the cell accumulator.
/// These shapes put pieces exactly at, a hair inside and a hair outside that boundary, one column
/// apart, and across many columns (shallow edges, straight and multi-segment), in both
/// orientations. Expected: the test-only exact area reference, tolerance 1e-5 (float rounding
/// only), as for every coverage test.
@Suite struct DirectRowTests {
    struct LCG {
        var state: UInt64
        mutating func next(_ a: Double, _ b: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return a + (b - a) * Double(state >> 11) / Double(1 << 53)
        }
    }

    func expectExact(_ polygon: [Point], width: Int, height: Int) throws {
        let expected = exactCoverage(polygon, width: width, height: height)
        #expect(expected.reduce(0, +) > 1)   // the shape is really there
        for vertices in [polygon, Array(polygon.reversed())] {
            let cov = try cover([vertices], width: width, height: height)
            #expect(maxDifference(cov, expected) <= roundingTolerance)
        }
    }

    /// A left side zigzagging out to x = 5 + δ in every row and a right side inside column 5:
    /// δ > 0 makes the two pieces share column 5 by a hair (accumulator), δ ≤ 0 keeps the left
    /// piece in columns ≤ 4 (direct; δ = 0 ends exactly on the column edge).
    @Test(arguments: [1e-7, 1e-12, 0, -1e-12, -1e-7])
    func piecesSharingAColumnJustBarely(_ delta: Double) throws {
        var left: [Point] = []
        for y in 1 ... 9 { left.append(Point(y % 2 == 0 ? 4.6 : 5 + delta, Double(y))) }
        let right = [Point(5.8, 9), Point(5.5, 1)]
        try expectExact(left + right, width: 8, height: 11)
        // Both pieces' share of column 5 composited once, not once per piece.
        try expectComposited(left + right, width: 8, height: 11)
    }

    /// The last column a piece reaches into: a piece ending exactly on a column's left edge does
    /// not reach into it (`columnBelow`, `lastColumn` compute this from the bit pattern of the
    /// double below x; they must agree with the plain definition everywhere on the canvas, also
    /// at 0, −0, whole numbers and one ulp either side of them).
    @Test func lastColumnOfAPiece() {
        func reference(_ first: Int, _ x: Double) -> Int {
            let c = Int(x.rounded(.down))
            return c > first && Double(c) == x ? c - 1 : c
        }
        var xs: [Double] = [0, -0.0, 0.5, 288, 65_536]
        for n in [1.0, 2, 5, 287, 4096] { xs += [n, n.nextUp, n.nextDown, n + 0.5] }
        for x in xs {
            for first in [0, max(0, Int(x.rounded(.down)) - 1), Int(x.rounded(.down))] where Double(first) <= x {
                #expect(ScanlineSweep.lastColumn(first, x) == reference(first, x), "first \(first), x \(x)")
            }
            if x > 0 { #expect(ScanlineSweep.columnBelow(x) == reference(-1, x), "x \(x)") }
        }
    }

    /// Pieces in neighbouring columns (no solid run between them) and one column apart (a solid
    /// run of one pixel), with slanted sides so every edge pixel is partial.
    @Test(arguments: [5.1, 6.1, 7.05])
    func piecesInNeighbouringAndSeparateColumns(_ rightX: Double) throws {
        let polygon = [Point(3.3, 0.5), Point(rightX, 0.5), Point(rightX + 0.85, 9.5), Point(4.9, 9.5)]
        try expectExact(polygon, width: 10, height: 11)
    }

    /// Shallow straight sides spanning six columns per row, entering on one side and leaving on
    /// the other, with a vertical side far away.
    @Test func straightPieceSpanningManyColumns() throws {
        let polygon = [Point(1.2, 1), Point(40.3, 1), Point(40.3, 5), Point(25.2, 5)]
        try expectExact(polygon, width: 44, height: 7)
        let mirrored = polygon.map { Point(44 - $0.x, $0.y) }
        try expectExact(mirrored, width: 44, height: 7)
    }

    /// A shallow chain that turns inside a row (a multi-segment piece over many columns) and a
    /// curve flattened into short chords (multi-segment pieces inside one or two columns).
    @Test func multiSegmentPiecesOverOneAndManyColumns() throws {
        try expectExact([Point(1.3, 2.2), Point(30.7, 3.9), Point(2.1, 8.6)], width: 33, height: 10)
        let arc = (0 ... 40).map { k -> Point in
            let a = Double.pi * Double(k) / 40
            return Point(3.4 + 17.3 * sin(a), 1.7 + 8.2 * (1 - cos(a)))
        }
        try expectExact(arc, width: 24, height: 20)
    }

    /// `fill` composites the direct rows' pixels once each, with the same source-over as
    /// everywhere else: each byte is `src·cov + dst·(1 − srcA·cov)` rounded, with the exact
    /// reference coverage (±1 for values within float rounding of a tie). Returns the number of
    /// partially covered pixels.
    @discardableResult
    func expectComposited(_ polygon: [Point], width w: Int, height h: Int,
                          color src: Color = Color(r: 250, g: 120, b: 10, a: 153)) throws -> Int {
        let coverage = exactCoverage(polygon, width: w, height: h)
        let bg = Color(r: 20, g: 90, b: 200)
        var pm = try Pixmap(width: w, height: h)
        pm.clear(to: bg)
        var r = Rasterizer()
        try r.fill([FillItem(outline(polygon), rule: .nonZero)], color: src, into: &pm)
        let a = Double(src.a) / 255
        var partial = 0
        for y in 0 ..< h {
            for x in 0 ..< w {
                let cov = coverage[y * w + x]
                if cov > 0 && cov < 1 { partial += 1 }
                let p = pm.pixel(x, y)
                for (got, s, d) in [(p.r, src.r, bg.r), (p.g, src.g, bg.g), (p.b, src.b, bg.b)] {
                    let v = Double(s) * a * cov + Double(d) * (1 - a * cov)
                    #expect(abs(Double(got) - v.rounded()) <= (abs(v - v.rounded(.down) - 0.5) < 0.01 ? 1 : 0))
                }
                #expect(p.a == 255)
            }
        }
        return partial
    }

    /// Rows that every active chain crosses on one exactly vertical segment repeat the first
    /// such row's pieces (SteadyRows.swift); the repetition must stop where a segment ends, on
    /// a row boundary or inside a row, and where a slanted segment is active. Each side here
    /// alternates vertical and slanted segments within one chain (no chain event between them).
    @Test func verticalRowsRepeatOnlyWhileEverySegmentIsVertical() throws {
        let left = [Point(2.5, 11.6), Point(2.5, 8), Point(3.25, 6.4), Point(3.25, 3.7), Point(2.75, 1.25)]
        let right = [Point(7.75, 1.25), Point(7.75, 5), Point(8.6, 7.3), Point(8.6, 11.6)]
        let polygon = left + right
        try expectExact(polygon, width: 11, height: 14)
        #expect(try expectComposited(polygon, width: 11, height: 14) >= 20)
        // Only one side vertical at a time: the other side's slant stops the repetition.
        let staggered = [Point(2.5, 11.6), Point(2.5, 4.5), Point(3.5, 1.25), Point(7.75, 1.25),
                         Point(7.75, 8.5), Point(8.9, 11.6)]
        try expectExact(staggered, width: 11, height: 14)
        try expectComposited(staggered, width: 11, height: 14)
    }

    /// Pieces of several segments over two columns (`compositeNarrowPiece`): each side zigzags
    /// four times per row between two columns, its segments inside either column and across
    /// the edge between them, entering on the left and leaving on the right.
    @Test func multiSegmentPiecesOverTwoColumns() throws {
        var left: [Point] = [], right: [Point] = []
        for row in 1 ... 8 {
            for (dy, dx) in [(0.15, 0.3), (0.4, 1.6), (0.65, 1.2), (0.85, 0.8)] {
                left.append(Point(2 + dx, Double(row) + dy))
                right.append(Point(8.1 + dx * 1.1, Double(row) + dy))
            }
        }
        let polygon = left + right.reversed()
        try expectExact(polygon, width: 12, height: 10)
        #expect(try expectComposited(polygon, width: 12, height: 10) >= 30)
    }

    /// Pieces of several segments over three columns (`compositeNarrowPiece`): per row, each side
    /// runs from column 2 to 4 and back in segments inside each column, across one column edge
    /// from the first and from the middle column, and across both edges.
    @Test func multiSegmentPiecesOverThreeColumns() throws {
        var left: [Point] = [], right: [Point] = []
        for row in 1 ... 8 {
            for (dy, dx) in [(0.1, 0.3), (0.3, 2.7), (0.45, 1.4), (0.55, 1.8), (0.7, 2.2), (0.8, 2.6), (0.9, 0.6)] {
                left.append(Point(2 + dx, Double(row) + dy))
                right.append(Point(8.1 + dx, Double(row) + dy))
            }
        }
        let polygon = left + right.reversed()
        try expectExact(polygon, width: 12, height: 10)
        #expect(try expectComposited(polygon, width: 12, height: 10) >= 40)
    }

    /// `compositeNarrowPiece` sums a piece's cells in registers with the cell path's additions in
    /// the cell path's order, so it must give the same `Float` bits, not only the same coverage
    /// within rounding (which the tests above allow). Decision: bit for bit, on pseudo-random
    /// discs, stroked curves and zigzags whose pieces span one to four columns, entering and
    /// leaving, also against the canvas's right edge; each compared with the same rasterizer
    /// sending every piece through the cell path (`narrowPiecesInRegisters = false`).
    @Test func narrowPiecesInRegistersMatchTheCellPathBitForBit() throws {
        var g = LCG(state: 0x5EED_2026)
        var registers = Rasterizer(), cellPath = Rasterizer()
        cellPath.narrowPiecesInRegisters = false
        var scenes = 0, differing = 0
        func compare(_ items: [FillItem], width: Int, height: Int) throws {
            let a = try registers.coverage(items, width: width, height: height)
            let b = try cellPath.coverage(items, width: width, height: height)
            scenes += 1
            if !zip(a, b).allSatisfy({ $0.bitPattern == $1.bitPattern }) { differing += 1 }
        }
        for _ in 0 ..< 300 {
            // A disc: pieces of several chords over one to three columns near its left and right.
            let c = Point(g.next(-4, 44), g.next(-4, 44)), r = g.next(0.5, 30)
            try compare([FillItem(Path.circle(center: c, radius: r).flattened(tolerance: g.next(0.01, 0.3)),
                                  rule: .nonZero)], width: 40, height: 40)
            // A stroked cubic with round joins and caps.
            var path = Path()
            path.move(to: Point(g.next(0, 40), g.next(0, 40)))
            path.cubic(to: Point(g.next(0, 40), g.next(0, 40)), control1: Point(g.next(-10, 50), g.next(-10, 50)),
                       control2: Point(g.next(-10, 50), g.next(-10, 50)))
            let style = StrokeStyle(width: g.next(0.5, 12), join: .round, cap: .round)
            try compare([FillItem(Stroker.stroke(path, style: style, tolerance: g.next(0.02, 0.3)),
                                  rule: .nonZero)], width: 40, height: 40)
            // A band whose two sides zigzag over up to four columns, several times per row.
            let x0 = g.next(0, 20), span = g.next(0.2, 4), gap = g.next(0.5, 12)
            var left: [Point] = [], right: [Point] = []
            var y = g.next(0, 1)
            while y < 11 {
                left.append(Point(x0 + g.next(0, span), y))
                right.append(Point(x0 + gap + g.next(0, span), y))
                y += g.next(0.05, 0.5)
            }
            try compare([FillItem(outline(left + right.reversed()), rule: .nonZero)],
                        width: max(1, Int(x0 + gap + span) - Int(g.next(0, 3))), height: 12)
        }
        #expect(scenes == 900)
        #expect(differing == 0)
        // The switch took effect: thousands of pieces went the other way, none without it.
        #expect(cellPath.narrowPiecesSentToCellPath > 1_000)
        #expect(registers.narrowPiecesSentToCellPath == 0)
    }

    /// Repeated vertical rows go to the pixels as one block (`compositeVerticalBlock`: one
    /// `VerticalSpan` per pair of pieces, written row by row with each edge pixel's write decided
    /// once). A U whose arms are two pairs of vertical sides: on a whole
    /// pixel edge (x = 1: an entering pixel fully covered, written as the opaque word or with the
    /// full weight), at a fraction of a pixel (x = 3.4, 6.7) and past the canvas's right edge
    /// (x = 12 on 11 px: a leaving piece off the canvas); the arms end inside a row (y = 8.4).
    /// Checked as coverage, source-over with an opaque and with a translucent colour, and through
    /// `fill(layers:)`, whose sink records the pixels each sweep wrote.
    @Test func verticalRowsCompositeAsOneBlock() throws {
        let u = [Point(1, 1.25), Point(3.4, 1.25), Point(3.4, 8.4), Point(6.7, 8.4), Point(6.7, 1.25),
                 Point(12, 1.25), Point(12, 10.6), Point(1, 10.6)]
        try expectExact(u, width: 11, height: 13)
        #expect(try expectComposited(u, width: 11, height: 13) >= 20)
        try expectComposited(u, width: 11, height: 13, color: Color(r: 250, g: 120, b: 10))
        // As the lower of two layers, under a layer that covers nothing: the same pixels as a fill.
        let item = FillItem(outline(u), rule: .nonZero)
        let src = Color(r: 250, g: 120, b: 10, a: 153)
        var r = Rasterizer()
        var single = try Pixmap(width: 11, height: 13), layered = try Pixmap(width: 11, height: 13)
        try r.fill([item], color: src, into: &single)
        let far = FillItem(outline(rectangle(30, 30, 31, 31)), rule: .nonZero)
        try r.fill(layers: [FillLayer([item], color: src), FillLayer([far], color: .black)], into: &layered)
        #expect(layered.data == single.data)
        #expect(single.pixel(1, 5).a == 153 && single.pixel(3, 5).a == byte(0.4 * 153))
        #expect(single.pixel(6, 5).a == byte(0.3 * 153) && single.pixel(4, 5).a == 0)
    }

    /// Rounded value with a guard that it is not near a rounding tie.
    func byte(_ v: Double) -> UInt8 {
        precondition(abs(v - v.rounded(.down) - 0.5) > 0.02, "test value too close to a tie")
        return UInt8(v.rounded())
    }

    @Test func directRowsCompositeSourceOver() throws {
        let polygon = [Point(1.2, 1.3), Point(30.3, 1.7), Point(33.6, 6.4), Point(9.9, 7.2)]
        #expect(try expectComposited(polygon, width: 36, height: 9) > 40)
    }
}
