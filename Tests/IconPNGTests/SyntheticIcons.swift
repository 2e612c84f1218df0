import IconRaster

/// Icon-like test images: shapes as signed distance functions (device pixels, negative inside),
/// coverage at a pixel = clamp(0.5 - distance at the pixel centre, 0, 1) — the covered area of a
/// straight edge crossing the pixel (exact for axis-aligned edges, within a few % otherwise), which
/// gives realistic anti-aliased ramps. Layers composite source-over in premultiplied alpha, each
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

    var pixmap: Pixmap { Pixmap(width: width, height: height, premultipliedData: data) }

    mutating func fill(_ color: Color, _ distance: (Double, Double) -> Double) {
        let colorAlpha = Double(color.a) / 255
        let channels = [Double(color.r), Double(color.g), Double(color.b)].map { $0 / 255 }
        for y in 0..<height {
            for x in 0..<width {
                let coverage = min(max(0.5 - distance(Double(x) + 0.5, Double(y) + 0.5), 0), 1)
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
}

/// Maneuver-like glyphs in a 96-unit design box scaled to `size` device pixels.
enum SyntheticIcons {
    static let grey50 = Color(r: 128, g: 128, b: 128)
    static let blue = Color(r: 0x1A, g: 0x73, b: 0xE8)
    static let lightGrey = Color(r: 0x9A, g: 0xA0, b: 0xA6)

    static func turnRight(size: Int, color: Color = .black) -> Pixmap {
        var painter = IconPainter(width: size, height: size)
        let s = Double(size) / 96, r = 7 * s
        painter.fill(color, Distance.capsule(36 * s, 84 * s, 36 * s, 42 * s, radius: r))
        painter.fill(color, Distance.capsule(36 * s, 42 * s, 60 * s, 42 * s, radius: r))
        painter.fill(color, Distance.triangle([(58 * s, 24 * s), (82 * s, 42 * s), (58 * s, 60 * s)]))
        return painter.pixmap
    }

    static func roundabout(size: Int, primary: Color = .black, secondary: Color = grey50) -> Pixmap {
        var painter = IconPainter(width: size, height: size)
        let s = Double(size) / 96
        painter.fill(secondary, Distance.ring(48 * s, 42 * s, radius: 22 * s, halfWidth: 6 * s))
        painter.fill(primary, Distance.capsule(48 * s, 88 * s, 48 * s, 64 * s, radius: 6 * s))
        painter.fill(primary, Distance.intersection(Distance.ring(48 * s, 42 * s, radius: 22 * s, halfWidth: 6 * s),
                                                    Distance.right(of: 48 * s)))
        painter.fill(primary, Distance.capsule(70 * s, 42 * s, 80 * s, 42 * s, radius: 6 * s))
        painter.fill(primary, Distance.triangle([(78 * s, 28 * s), (92 * s, 42 * s), (78 * s, 56 * s)]))
        return painter.pixmap
    }

    static func lanes(size: Int, primary: Color = .black, secondary: Color = grey50) -> Pixmap {
        var painter = IconPainter(width: size, height: size)
        let s = Double(size) / 96
        for (k, x) in [20.0, 48, 76].enumerated() {
            let color = k == 1 ? primary : secondary
            painter.fill(color, Distance.capsule(x * s, 84 * s, x * s, 34 * s, radius: 5 * s))
            painter.fill(color, Distance.triangle([(x * s, 12 * s), ((x + 12) * s, 36 * s), ((x - 12) * s, 36 * s)]))
        }
        return painter.pixmap
    }

    static func straight(size: Int, color: Color) -> Pixmap {
        var painter = IconPainter(width: size, height: size)
        let s = Double(size) / 96
        painter.fill(color, Distance.capsule(48 * s, 86 * s, 48 * s, 36 * s, radius: 7 * s))
        painter.fill(color, Distance.triangle([(48 * s, 8 * s), (68 * s, 40 * s), (28 * s, 40 * s)]))
        return painter.pixmap
    }

    static func destination(size: Int, color: Color = .black) -> Pixmap {
        var painter = IconPainter(width: size, height: size)
        let s = Double(size) / 96
        painter.fill(color, Distance.ring(48 * s, 36 * s, radius: 16 * s, halfWidth: 8 * s))
        painter.fill(color, Distance.triangle([(30 * s, 46 * s), (66 * s, 46 * s), (48 * s, 88 * s)]))
        return painter.pixmap
    }

    /// The measurement set: black, black + 50 % grey, white (night), blue + light grey.
    static func all(size: Int) -> [(name: String, pixmap: Pixmap)] {
        [
            ("turn_right", turnRight(size: size)),
            ("roundabout", roundabout(size: size)),
            ("lanes", lanes(size: size)),
            ("straight_night", straight(size: size, color: .white)),
            ("destination", destination(size: size)),
            ("fork_blue", roundabout(size: size, primary: blue, secondary: lightGrey)),
            ("lanes_blue", lanes(size: size, primary: blue, secondary: lightGrey)),
        ]
    }
}
