import IconGeometry

/// Built-in vector digits 0–9 for the roundabout exit badge: stroked centre lines (lines and
/// circular arcs) in a 10 × 18 cell (x right, y down, origin top-left of the cell), no font needed.
/// Stroke them with round caps and joins; the stroke width is the caller's (≈ 3.5–4 cell units).
enum VectorDigits {
    static let cellWidth = 10.0
    static let cellHeight = 18.0

    private static func deg(_ d: Double) -> Double { d * .pi / 180 }

    private static func arc(_ c: Point, _ r: Double, from start: Double, sweep: Double) -> PathElement {
        .arc(center: c, radius: r, startAngle: deg(start), sweep: deg(sweep))
    }

    private static func point(_ c: Point, _ r: Double, _ a: Double) -> Point {
        Path.arcPoint(c, r, deg(a))
    }

    /// Centre lines of the digits 0…9, built once.
    static let table: [[Path]] = (0...9).map(paths)

    /// Centre lines of `digit` (0…9) in the cell.
    static func paths(_ digit: Int) -> [Path] {
        switch digit {
        case 0:
            return [Path([arc(Point(5, 5), 5, from: 180, sweep: 180), .line(Point(10, 13)),
                          arc(Point(5, 13), 5, from: 0, sweep: 180), .close])]
        case 1:
            return [Path([.move(Point(2, 4)), .line(Point(6.5, 0)), .line(Point(6.5, 18))])]
        case 2:
            let c = Point(5, 5)
            return [Path([arc(c, 5, from: 195, sweep: 195), .line(Point(0, 18)), .line(Point(10, 18))])]
        case 3:
            return [Path([arc(Point(5, 4.5), 4.5, from: 205, sweep: 245),
                          arc(Point(5, 13.25), 4.75, from: 270, sweep: 245)])]
        case 4:
            return [Path([.move(Point(10, 12.5)), .line(Point(0, 12.5)), .line(Point(7, 0)), .line(Point(7, 18))])]
        case 5:
            let c = Point(4.75, 12.5)
            return [Path([.move(Point(9.5, 0)), .line(Point(1.25, 0)), .line(Point(0.75, 8)),
                          .line(point(c, 5.5, -125)), arc(c, 5.5, from: -125, sweep: 270)])]
        case 6:
            let c = Point(5, 13)
            return [Path([.move(Point(8.5, 0)), .line(point(c, 5, 200))]),
                    PathShapes.circle(center: c, radius: 5)]
        case 7:
            return [Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(3.5, 18))])]
        case 8:
            return [PathShapes.circle(center: Point(5, 4.25), radius: 4.25), PathShapes.circle(center: Point(5, 13.25), radius: 4.75)]
        default: // 9: the 6 turned half a turn about the cell centre
            let half = Transform.rotation(.pi, about: Point(cellWidth / 2, cellHeight / 2))
            return paths(6).map { $0.transformed(by: half) }
        }
    }

    /// The decimal digits of `number` (≥ 0) laid out left to right, centred on `center`, each
    /// `height` points tall, stroked `strokeWidth` with round caps and joins.
    static func shapes(for number: Int, center: Point, height: Double, strokeWidth: Double) -> [Shape] {
        let digits = String(max(0, number)).compactMap { $0.wholeNumberValue }
        let k = height / cellHeight
        let gap = 0.3 * cellWidth * k
        let total = Double(digits.count) * cellWidth * k + Double(digits.count - 1) * gap
        let style = StrokeStyle(width: strokeWidth, join: .round, cap: .round)
        var shapes: [Shape] = []
        for (i, d) in digits.enumerated() {
            let x = center.x - total / 2 + Double(i) * (cellWidth * k + gap)
            let place = Transform.scale(k).concatenating(.translation(x, center.y - height / 2))
            for p in table[d] { shapes.append(.stroke(p.transformed(by: place), style)) }
        }
        return shapes
    }
}
