import IconGeometry
import Testing
@testable import IconRaster

/// Axis-aligned rectangles at fractional offsets: the area of [x0,x1]×[y0,y1] inside pixel
/// (i, j) is overlap([x0,x1],[i,i+1]) · overlap([y0,y1],[j,j+1]). Tolerance: float rounding only.
@Suite struct RectangleCoverageTests {
    func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        max(0, min(a1, b1) - max(a0, b0))
    }

    @Test(arguments: [
        (0.25, 0.5, 3.75, 2.125),
        (1.0, 1.0, 3.0, 3.0),
        (0.1, 0.9, 0.3, 1.2),          // narrower than a pixel in x
        (2.6, 0.3, 5.95, 3.3),
        (-3.5, -1.25, 2.5, 1.5),       // partly outside, left and top
        (4.5, 3.5, 9.0, 7.0),          // partly outside, right and bottom
    ])
    func rectangleMatchesProductOfOverlaps(_ r: (Double, Double, Double, Double)) throws {
        let (x0, y0, x1, y1) = r
        let w = 6, h = 5
        for clockwise in [true, false] {
            var pts = rectangle(x0, y0, x1, y1)
            if !clockwise { pts.reverse() }
            for rule in FillRule.allCases {
                let cov = try cover([pts], rule: rule, width: w, height: h)
                for j in 0 ..< h {
                    for i in 0 ..< w {
                        let expected = overlap(x0, x1, Double(i), Double(i + 1)) * overlap(y0, y1, Double(j), Double(j + 1))
                        #expect(abs(Double(cov[j * w + i]) - expected) <= roundingTolerance,
                                "pixel (\(i), \(j)) rule \(rule) clockwise \(clockwise)")
                    }
                }
            }
        }
    }

    /// A pixel fully inside gets exactly 1 and one untouched gets exactly 0 (the row resolution
    /// snaps rounding noise below 1e-6).
    @Test func interiorIsExactlyOneAndOutsideExactlyZero() throws {
        let cov = try cover([rectangle(0.5, 0.5, 3.5, 3.5)], width: 5, height: 5)
        #expect(cov[1 * 5 + 1] == 1)
        #expect(cov[2 * 5 + 2] == 1)
        #expect(cov[4 * 5 + 4] == 0)
        #expect(cov[0] == 0.25)
    }
}
