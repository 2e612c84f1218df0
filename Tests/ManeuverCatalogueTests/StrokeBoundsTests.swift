import Testing
import IconGeometry
@testable import ManeuverCatalogue

/// Ink bounds of strokes, against boxes worked out by hand.
@Suite("Stroke bounds")
struct StrokeBoundsTests {
    let line = Path([.move(Point(10, 50)), .line(Point(10, 20))])

    @Test("Butt caps end at the end points, round and square caps beyond")
    func caps() {
        let butt = Shape.stroke(line, StrokeStyle(width: 12, join: .round, cap: .butt)).inkBounds
        #expect(butt == Rect(minX: 4, minY: 20, maxX: 16, maxY: 50))
        let round = Shape.stroke(line, StrokeStyle(width: 12, join: .round, cap: .round)).inkBounds
        #expect(round == Rect(minX: 4, minY: 14, maxX: 16, maxY: 56))
        let square = Shape.stroke(line, StrokeStyle(width: 12, join: .round, cap: .square)).inkBounds
        #expect(square.minY <= 14 && square.maxY >= 56) // conservative: half a diagonal
    }

    @Test("Round joins add a disc at interior vertices")
    func joins() {
        var p = line
        p.line(to: Point(40, 20))
        let b = Shape.stroke(p, StrokeStyle(width: 12, join: .round, cap: .butt)).inkBounds
        #expect(b == Rect(minX: 4, minY: 14, maxX: 40, maxY: 50))
    }

    /// A quarter arc of radius 20 around (50, 50) from east to south, stroked 10 wide with butt
    /// caps: the annular sector between radii 15 and 25 in the lower-right quadrant.
    @Test("Arcs: the annular sector")
    func arc() {
        let p = Path([.arc(center: Point(50, 50), radius: 20, startAngle: 0, sweep: .pi / 2)])
        let b = Shape.stroke(p, StrokeStyle(width: 10, join: .round, cap: .butt)).inkBounds
        #expect(abs(b.minX - 50) < 1e-9 && abs(b.minY - 50) < 1e-9)
        #expect(abs(b.maxX - 75) < 1e-9 && abs(b.maxY - 75) < 1e-9)
    }

    @Test("Fills use control bounds; glyph bounds are the union")
    func fills() {
        let f = Shape.fill(PathShapes.circle(center: Point(10, 10), radius: 5))
        #expect(f.inkBounds == Rect(minX: 5, minY: 5, maxX: 15, maxY: 15))
        let g = Glyph(width: 96, height: 96, layers: [GlyphLayer(role: .primary, shapes: [f, .stroke(line, StrokeStyle(width: 2))])])
        #expect(g.inkBounds == Rect(minX: 5, minY: 5, maxX: 15, maxY: 50))
    }

    @Test("Mirroring keeps stroke widths and flips x")
    func mirrored() {
        let g = Glyph(width: 96, height: 96, layers: [GlyphLayer(role: .primary, shapes: [.stroke(line, StrokeStyle(width: 12))])])
        let m = g.mirrored()
        #expect(m.inkBounds == Rect(minX: 80, minY: 20, maxX: 92, maxY: 50))
    }
}
