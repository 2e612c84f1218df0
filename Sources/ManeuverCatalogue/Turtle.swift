#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IconGeometry

/// Builds a stem's centre line from a start point and heading with straight runs and circular
/// turns, so every glyph's curves are arcs of known radius and its end tangent is exact.
///
/// Headings are degrees on screen (y down): 0 east, 90 south, −90 north (`Turtle.up`). A positive
/// turn is clockwise on screen (to the right of the direction of travel).
struct Turtle {
    static let up = -90.0
    static let down = 90.0

    private(set) var position: Point
    /// Current heading in degrees (see the type's documentation).
    private(set) var heading: Double
    private(set) var path: Path

    init(_ start: Point, heading: Double) {
        position = start
        self.heading = heading
        path = Path([.move(start)])
    }

    /// A stem entering at `edge` (where its ink is to begin: the box's margin) heading
    /// `heading`: the start moves on by `m.capReach`, so that a round cap's half disc ends at
    /// `edge` as a butt end does.
    init(entering edge: Point, heading: Double, _ m: GlyphMetrics) {
        self.init(edge + Turtle.unit(heading) * m.capReach, heading: heading)
    }

    /// Unit vector of the current heading.
    var direction: Point { Turtle.unit(heading) }

    /// Exact for whole quarter turns (`Point.unit(angle:)`), so vertical and horizontal runs are
    /// exactly vertical and horizontal.
    static func unit(_ degrees: Double) -> Point {
        Point.unit(angle: degrees * .pi / 180)
    }

    /// Goes straight on by `length` points (nothing for a length ≤ 0).
    mutating func forward(_ length: Double) {
        guard length > 0 else { return }
        position = position + direction * length
        path.line(to: position)
    }

    /// Goes straight on until the y coordinate reaches `y` (the heading must not be horizontal).
    mutating func forward(toY y: Double) {
        let d = direction
        guard abs(d.y) > 1e-9 else { return }
        forward((y - position.y) / d.y)
    }

    /// Goes straight on until the x coordinate reaches `x` (the heading must not be vertical).
    mutating func forward(toX x: Double) {
        let d = direction
        guard abs(d.x) > 1e-9 else { return }
        forward((x - position.x) / d.x)
    }

    /// Turns by `degrees` along a circular arc of `radius` (positive: right, clockwise on screen).
    mutating func turn(_ degrees: Double, radius: Double) {
        guard degrees != 0 else { return }
        let right = degrees > 0
        let side = direction.perpendicular * radius // points to the right of travel
        let center = right ? position + side : position - side
        let start = (heading + (right ? -90 : 90)) * .pi / 180
        let sweep = degrees * .pi / 180
        path.arc(center: center, radius: radius, startAngle: start, sweep: sweep)
        heading += degrees
        position = Path.arcPoint(center, radius, start + sweep)
    }

    /// Runs along an existing circle: the turtle must be on it; `degrees` positive is clockwise on
    /// screen. Used to follow a roundabout ring exactly.
    mutating func follow(circle center: Point, radius: Double, degrees: Double) {
        guard degrees != 0 else { return }
        let start = atan2(position.y - center.y, position.x - center.x)
        let sweep = degrees * .pi / 180
        path.arc(center: center, radius: radius, startAngle: start, sweep: sweep)
        heading += degrees
        position = Path.arcPoint(center, radius, start + sweep)
    }

    /// One move of a turtle, for glyphs written as data.
    enum Step {
        case forward(Double)
        case toX(Double)
        case toY(Double)
        case turn(Double, radius: Double)
    }

    /// Runs `steps` in order.
    mutating func run(_ steps: [Step]) {
        for s in steps {
            switch s {
            case .forward(let d): forward(d)
            case .toX(let x): forward(toX: x)
            case .toY(let y): forward(toY: y)
            case .turn(let a, let r): turn(a, radius: r)
            }
        }
    }

    /// Points straight on without drawing (a corner: the stroke's round join rounds it).
    mutating func face(_ degrees: Double) { heading = degrees }

    /// The stem (ending `headOverlap` under the head) and the filled arrowhead of `m` whose base
    /// centre is the current position, perpendicular to the heading; the stem stroked with
    /// `style` (default `m.stemStyle`), both scaled by `scale`.
    func arrow(_ m: GlyphMetrics, style: StrokeStyle? = nil, scale: Double = 1) -> [Shape] {
        var stem = path
        stem.line(to: position + direction * (GlyphMetrics.headOverlap * scale))
        return [.stroke(stem, style ?? m.stemStyle),
                .fill(Arrowhead.path(base: position, direction: direction, metrics: m, scale: scale))]
    }

    /// The stem alone, stroked with `style` (a branch without a head).
    func stroke(_ style: StrokeStyle) -> Shape { .stroke(path, style) }
}
