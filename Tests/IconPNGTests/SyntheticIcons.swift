import IconRaster

/// Icon-like test images: shapes as signed distance functions (device pixels, negative inside).
/// A pixel's coverage is the share of a 16 × 16 grid of sample points inside the shape, sampled
/// only where the shape's boundary can cross the pixel (|distance at the centre| < 0.75 px);
/// elsewhere it is 0 or 1. That gives realistic anti-aliased ramps with many distinct levels,
/// like an exact-area rasterizer. Layers composite source-over in premultiplied alpha, each
/// result rounded to 8 bits, so `c <= a` always holds.
struct IconPainter {
    let width: Int
    let height: Int
    private(set) var data: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        data = [UInt8](repeating: 0, count: width * height * 4)
    }

    var pixmap: Pixmap { try! Pixmap(width: width, height: height, premultipliedData: data) }

    static let samplesPerSide = 16

    static func coverage(_ x: Int, _ y: Int, _ distance: (Double, Double) -> Double) -> Double {
        let centre = distance(Double(x) + 0.5, Double(y) + 0.5)
        if centre >= 0.75 { return 0 }
        if centre <= -0.75 { return 1 }
        let n = samplesPerSide
        var inside = 0
        for sy in 0..<n {
            for sx in 0..<n where distance(Double(x) + (Double(sx) + 0.5) / Double(n),
                                           Double(y) + (Double(sy) + 0.5) / Double(n)) < 0 {
                inside += 1
            }
        }
        return Double(inside) / Double(n * n)
    }

    mutating func fill(_ color: Color, _ distance: (Double, Double) -> Double) {
        let colorAlpha = Double(color.a) / 255
        let channels = [Double(color.r), Double(color.g), Double(color.b)].map { $0 / 255 }
        for y in 0..<height {
            for x in 0..<width {
                let coverage = Self.coverage(x, y, distance)
                if coverage == 0 { continue }
                let sourceAlpha = coverage * colorAlpha
                let i = (y * width + x) * 4
                for k in 0..<4 {
                    let source = k < 3 ? channels[k] * sourceAlpha : sourceAlpha
                    let value = source + Double(data[i + k]) / 255 * (1 - sourceAlpha)
                    data[i + k] = UInt8((value * 255).rounded())
                }
            }
        }
    }
}

/// Signed distance functions, in pixels.
enum Distance {
    static func capsule(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, radius: Double) -> (Double, Double) -> Double {
        { x, y in
            let dx = bx - ax, dy = by - ay
            let t = min(max(((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy), 0), 1)
            let px = ax + t * dx - x, py = ay + t * dy - y
            return (px * px + py * py).squareRoot() - radius
        }
    }

    static func disc(_ cx: Double, _ cy: Double, radius: Double) -> (Double, Double) -> Double {
        { x, y in ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius }
    }

    static func ring(_ cx: Double, _ cy: Double, radius: Double, halfWidth: Double) -> (Double, Double) -> Double {
        { x, y in abs(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius) - halfWidth }
    }

    /// Triangle with vertices in clockwise order on screen (y down): max of the edge distances.
    static func triangle(_ p: [(Double, Double)]) -> (Double, Double) -> Double {
        { x, y in
            var d = -Double.infinity
            for i in 0..<3 {
                let (ax, ay) = p[i], (bx, by) = p[(i + 1) % 3]
                let ex = bx - ax, ey = by - ay, length = (ex * ex + ey * ey).squareRoot()
                d = max(d, ((x - ax) * ey - (y - ay) * ex) / length)
            }
            return d
        }
    }

    static func intersection(_ a: @escaping (Double, Double) -> Double, _ b: @escaping (Double, Double) -> Double) -> (Double, Double) -> Double {
        { x, y in max(a(x, y), b(x, y)) }
    }

    /// The half plane x > `edge`.
    static func right(of edge: Double) -> (Double, Double) -> Double { { x, _ in edge - x } }

    /// The half plane y < `edge` (above it on screen).
    static func above(_ edge: Double) -> (Double, Double) -> Double { { _, y in y - edge } }
}

/// Maneuver-like glyphs in a 96-unit design box scaled to `size` device pixels.
enum SyntheticIcons {
    static let grey50 = Color(r: 128, g: 128, b: 128)
    static let blue = Color(r: 0x1A, g: 0x73, b: 0xE8)
    static let lightGrey = Color(r: 0x9A, g: 0xA0, b: 0xA6)

    static func turnRight(size: Int, color: Color = .black) -> Pixmap {
        render(size) { s, painter in
            painter.fill(color, Distance.capsule(36 * s, 84 * s, 36 * s, 42 * s, radius: 7 * s))
            painter.fill(color, Distance.capsule(36 * s, 42 * s, 60 * s, 42 * s, radius: 7 * s))
            painter.fill(color, Distance.triangle([(58 * s, 24 * s), (82 * s, 42 * s), (58 * s, 60 * s)]))
        }
    }

    static func roundabout(size: Int, primary: Color = .black, secondary: Color = grey50) -> Pixmap {
        render(size) { s, painter in
            painter.fill(secondary, Distance.ring(48 * s, 42 * s, radius: 22 * s, halfWidth: 6 * s))
            painter.fill(primary, Distance.capsule(48 * s, 88 * s, 48 * s, 64 * s, radius: 6 * s))
            painter.fill(primary, Distance.intersection(Distance.ring(48 * s, 42 * s, radius: 22 * s, halfWidth: 6 * s),
                                                        Distance.right(of: 48 * s)))
            painter.fill(primary, Distance.capsule(70 * s, 42 * s, 80 * s, 42 * s, radius: 6 * s))
            painter.fill(primary, Distance.triangle([(78 * s, 28 * s), (92 * s, 42 * s), (78 * s, 56 * s)]))
        }
    }

    static func lanes(size: Int, primary: Color = .black, secondary: Color = grey50) -> Pixmap {
        render(size) { s, painter in
            for (k, x) in [20.0, 48, 76].enumerated() {
                let color = k == 1 ? primary : secondary
                painter.fill(color, Distance.capsule(x * s, 84 * s, x * s, 34 * s, radius: 5 * s))
                painter.fill(color, Distance.triangle([(x * s, 12 * s), ((x + 12) * s, 36 * s), ((x - 12) * s, 36 * s)]))
            }
        }
    }

    static func straight(size: Int, color: Color) -> Pixmap {
        render(size) { s, painter in
            painter.fill(color, Distance.capsule(48 * s, 86 * s, 48 * s, 36 * s, radius: 7 * s))
            painter.fill(color, Distance.triangle([(48 * s, 8 * s), (68 * s, 40 * s), (28 * s, 40 * s)]))
        }
    }

    static func destination(size: Int, color: Color = .black) -> Pixmap {
        render(size) { s, painter in
            painter.fill(color, Distance.ring(48 * s, 36 * s, radius: 16 * s, halfWidth: 8 * s))
            painter.fill(color, Distance.triangle([(30 * s, 46 * s), (66 * s, 46 * s), (48 * s, 88 * s)]))
        }
    }

    static func slightRight(size: Int, color: Color = .black) -> Pixmap {
        render(size) { s, painter in
            painter.fill(color, Distance.capsule(40 * s, 86 * s, 40 * s, 56 * s, radius: 7 * s))
            painter.fill(color, Distance.capsule(40 * s, 56 * s, 60 * s, 32 * s, radius: 7 * s))
            painter.fill(color, Distance.triangle([(52 * s, 14 * s), (76 * s, 12 * s), (72 * s, 36 * s)]))
        }
    }

    static func uTurn(size: Int, primary: Color = .black, secondary: Color = grey50) -> Pixmap {
        render(size) { s, painter in
            painter.fill(secondary, Distance.capsule(30 * s, 86 * s, 30 * s, 12 * s, radius: 3 * s))
            painter.fill(primary, Distance.capsule(36 * s, 86 * s, 36 * s, 44 * s, radius: 7 * s))
            painter.fill(primary, Distance.intersection(Distance.ring(50 * s, 44 * s, radius: 14 * s, halfWidth: 7 * s),
                                                        Distance.above(44 * s)))
            painter.fill(primary, Distance.capsule(64 * s, 44 * s, 64 * s, 58 * s, radius: 7 * s))
            painter.fill(primary, Distance.triangle([(82 * s, 56 * s), (64 * s, 80 * s), (46 * s, 56 * s)]))
        }
    }

    /// Paints the layers `draw` adds, given the scale `s` from design units to device pixels.
    private static func render(_ size: Int, _ draw: (Double, inout IconPainter) -> Void) -> Pixmap {
        var painter = IconPainter(width: size, height: size)
        draw(Double(size) / 96, &painter)
        return painter.pixmap
    }

    /// The measurement set: black, black + 50 % grey, white (night), blue + light grey.
    static func all(size: Int) -> [(name: String, pixmap: Pixmap)] {
        [
            ("turn_right", turnRight(size: size)),
            ("roundabout", roundabout(size: size)),
            ("lanes", lanes(size: size)),
            ("slight_right", slightRight(size: size)),
            ("u_turn", uTurn(size: size)),
            ("straight_night", straight(size: size, color: .white)),
            ("destination", destination(size: size)),
            ("fork_blue", roundabout(size: size, primary: blue, secondary: lightGrey)),
            ("lanes_blue", lanes(size: size, primary: blue, secondary: lightGrey)),
        ]
    }
}
