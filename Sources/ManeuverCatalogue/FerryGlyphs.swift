import IconGeometry

/// Ferry glyphs: a vessel above two wave lines, using nearly the whole box (4-pt margin).
enum FerryGlyphs {
    typealias M = GlyphMetrics

    /// Two wave lines across the bottom of the box (x 8…88, at y 76 and 86): ten cubic half-waves
    /// of 8 pt, 2 pt amplitude, stroked 6 pt with round caps.
    static func waves() -> [Shape] {
        let style = StrokeStyle(width: 6, join: .round, cap: .round)
        return [76.0, 86.0].map { y in
            let half = 8.0, k = 2.0 * 4 / 3
            var p = Path([.move(Point(8, y))])
            var x = 8.0, up = true
            while x < 88 - 0.5 {
                let dy = up ? -k : k
                p.cubic(to: Point(x + half, y), control1: Point(x + half / 3, y + dy), control2: Point(x + 2 * half / 3, y + dy))
                x += half; up.toggle()
            }
            return .stroke(p, style)
        }
    }

    /// Ferry boat: a trapezoid hull, a cabin with four windows (holes wound the other way, so a
    /// nonzero fill leaves them empty and the layer needs one fill rule) and a funnel. The hull's
    /// flat top and keel lie on even points (52, 68), on pixel boundaries at every shipped size
    /// (a keel on an odd point would be a half-covered pixel row at square48 1×).
    static func boat() -> Glyph {
        let hull = PathShapes.roundedPolygon([Point(8, 52), Point(88, 52), Point(76, 68), Point(20, 68)], radius: 3)
        var cabin = PathShapes.roundedRect(Rect(minX: 22, minY: 34, maxX: 74, maxY: 54), radius: 4)
        let gap = (52.0 - 4 * 7) / 5
        for i in 0..<4 {
            let x = 22 + gap + Double(i) * (7 + gap)
            cabin.append(PathShapes.roundedRect(Rect(minX: x, minY: 39, maxX: x + 7, maxY: 46), radius: 1.5).reversed())
        }
        let funnel = PathShapes.roundedRect(Rect(minX: 52, minY: 20, maxX: 64, maxY: 36), radius: 2)
        return ArrowGlyphs.glyph(primary: [.fill(hull), .fill(cabin), .fill(funnel)] + waves())
    }

    /// Ferry train: the front of a train (rounded body, windscreen and two lamps as holes wound
    /// the other way, two bogies) above the waves.
    static func train() -> Glyph {
        var body = PathShapes.roundedRect(Rect(minX: 26, minY: 6, maxX: 70, maxY: 62), radius: 10)
        body.append(PathShapes.roundedRect(Rect(minX: 32, minY: 14, maxX: 64, maxY: 34), radius: 3).reversed())
        body.append(PathShapes.circle(center: Point(36, 50), radius: 4).reversed())
        body.append(PathShapes.circle(center: Point(60, 50), radius: 4).reversed())
        let leftBogie = PathShapes.roundedPolygon([Point(30, 60), Point(40, 60), Point(37, 70), Point(27, 70)], radius: 1.5)
        let rightBogie = leftBogie.transformed(by: .horizontalMirror(about: M.midX))
        return ArrowGlyphs.glyph(primary: [.fill(body), .fill(leftBogie), .fill(rightBogie)] + waves())
    }
}
