import Foundation
import IconGeometry
import Testing
@testable import IconRaster

/// Boundary pieces over a whole strip take a shortcut when one straight segment spans the strip
/// (`emitStrip`), and walk the segments otherwise. A polygon whose left side has vertices only on
/// row boundaries (every piece straight, one ending exactly at a row bottom) and whose right side
/// zigzags with several vertices inside each row (every piece multi-segment) exercises both in the
/// same rows; a vertex a hair below a row boundary makes the piece just barely not straight.
/// Expected: the exact area reference, tolerance 1e-5 (float rounding only).
@Suite struct StripPieceTests {
    static let polygon: [Point] = {
        var left: [Point] = []
        for y in 1 ... 9 { left.append(Point(2.2 + 0.37 * Double(y % 3), Double(y))) }
        left.append(Point(2.9, 9 + 1e-9))                      // barely inside row 9
        var right: [Point] = []
        var y = 9.6
        var k = 0
        while y > 0.8 {
            right.append(Point(k % 2 == 0 ? 8.7 : 6.35, y))
            y -= 0.31
            k += 1
        }
        return left + right
    }()

    @Test func straightAndMultiSegmentPiecesInTheSameRows() throws {
        let w = 11, h = 11
        let expected = exactCoverage(Self.polygon, width: w, height: h)
        for vertices in [Self.polygon, Array(Self.polygon.reversed())] {
            let cov = try cover([vertices], width: w, height: h)
            #expect(maxDifference(cov, expected) <= roundingTolerance)
        }
        #expect(expected.reduce(0, +) > 20)
    }
}
