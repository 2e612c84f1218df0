import IconGeometry

/// Lanes images: every direction of every lane, left to right.
///
/// Each lane's directions are drawn from a common stem base at the bottom centre of its cell:
/// recommended directions in the primary colour, painted on top; the others, and dashed lane
/// separators, in the secondary colour underneath. The arrows are the maneuver set's at half
/// scale in a 48 × 48 design cell (6.5-pt stems, 17 × 11.5-pt heads), so lanes and maneuvers match.
public enum LaneGlyphs {
    /// Lanes left to right (as the SDK orders them, whatever the driving side); nil for an
    /// empty list (as the SDK gives no image). The glyph is `n × cellWidth` × `layout.height`
    /// points.
    /// - Throws: `CatalogueError.tooManyLanes` above `LaneLayout.maximumLanes`,
    ///   `CatalogueError.invalidLaneLayout` for a cell or budget outside `LaneLayout.sideRange`.
    public static func glyph(for lanes: [Lane], layout: LaneLayout = .standard) throws(CatalogueError) -> Glyph? {
        try key(for: lanes, layout: layout).map(glyph(for:))
    }

    /// The canonical form of a request (see `LanesGlyphKey`); nil for an empty list.
    /// - Throws: as `glyph(for:layout:)`, in the same order (too many lanes, then the layout).
    public static func key(for lanes: [Lane], layout: LaneLayout = .standard) throws(CatalogueError) -> LanesGlyphKey? {
        guard !lanes.isEmpty else { return nil }
        guard lanes.count <= LaneLayout.maximumLanes else { throw .tooManyLanes(lanes.count) }
        guard layout.isValid else { throw .invalidLaneLayout(layout) }
        // A lane without directions is drawn as one unknown direction, not recommended.
        var canonical = lanes
        if lanes.contains(where: { $0.laneDirections.isEmpty }) {
            canonical = lanes.map { $0.laneDirections.isEmpty ? Lane(laneDirections: [LaneDirection(laneShape: .unknown)]) : $0 }
        }
        return LanesGlyphKey(lanes: canonical, cellWidth: layout.cellWidth(laneCount: lanes.count), height: layout.height,
                             separators: layout.separators && lanes.count > 1)
    }

    /// The glyph a key stands for, `key.width` × `key.height` points.
    public static func glyph(for key: LanesGlyphKey) -> Glyph {
        let lanes = key.lanes, cellWidth = key.cellWidth, height = key.height
        let scale = min(cellWidth, height) / design
        var secondary: [Shape] = [], primary: [Shape] = []
        for (i, lane) in lanes.enumerated() {
            let place = Transform.scale(scale).concatenating(.translation(
                Double(i) * cellWidth + (cellWidth - design * scale) / 2, (height - design * scale) / 2))
            let present = Set(lane.laneDirections.map(\.laneShape))
            for d in lane.laneDirections where !d.recommended {
                secondary += shapes(d.laneShape, in: present).map { $0.transformed(by: place) }
            }
            for d in lane.laneDirections where d.recommended {
                primary += shapes(d.laneShape, in: present).map { $0.transformed(by: place) }
            }
        }
        if key.separators {
            secondary.insert(contentsOf: separators(count: lanes.count, cellWidth: cellWidth, height: height, scale: scale), at: 0)
        }
        return Glyph(width: key.width, height: height, secondary: secondary, primary: primary)
    }

    /// Side of the square design cell the lane arrows are drawn in (points).
    static let design = 48.0

    /// Shapes of each lane shape in the design cell, indexed by raw value (built once).
    static let shapes: [[Shape]] = LaneShape.allCases.map { build($0) }

    /// Shapes of each lane shape as drawn beside a U-turn to the same side, indexed by raw value
    /// (see `shapes(_:in:)`).
    static let besideSameSideUTurn: [[Shape]] = LaneShape.allCases.map { build($0, besideUTurn: true) }

    /// The shapes of `shape` in a lane whose directions are `lane`.
    ///
    /// A U-turn sharing its lane with a turn to the same side (slight, normal or sharp) would
    /// cover that turn's arrowhead with its returning arm at full height, so there it is drawn as
    /// a low hook instead (its head ending 1 design point above the cell's bottom), and the normal
    /// and sharp turns branch 4 points higher so their heads stay clear of the hook.
    static func shapes(_ shape: LaneShape, in lane: Set<LaneShape>) -> [Shape] {
        let sameSideUTurn: Bool
        switch shape {
        case .uTurnLeft: sameSideUTurn = !lane.isDisjoint(with: [.slightLeft, .normalLeft, .sharpLeft])
        case .uTurnRight: sameSideUTurn = !lane.isDisjoint(with: [.slightRight, .normalRight, .sharpRight])
        case .normalLeft, .sharpLeft: sameSideUTurn = lane.contains(.uTurnLeft)
        case .normalRight, .sharpRight: sameSideUTurn = lane.contains(.uTurnRight)
        default: sameSideUTurn = false
        }
        return sameSideUTurn ? besideSameSideUTurn[shape.rawValue] : shapes[shape.rawValue]
    }

    /// The shapes of `shape` in the design cell; `besideUTurn` gives the variants of
    /// `shapes(_:in:)` for a lane that also holds the U-turn to the same side.
    static func build(_ shape: LaneShape, besideUTurn: Bool = false) -> [Shape] {
        let mirror = Transform.horizontalMirror(about: design / 2)
        switch shape {
        case .unknown:
            let p = Path([.move(Point(design / 2, 43)), .line(Point(design / 2, 28))])
            return [.stroke(p, StrokeStyle(width: GlyphMetrics.stem / 2, join: .round, cap: .round))]
        case .slightLeft, .normalLeft, .sharpLeft, .uTurnLeft:
            return build(LaneShape(rawValue: shape.rawValue + 1)!, besideUTurn: besideUTurn).map { $0.transformed(by: mirror) }
        default:
            break
        }
        var t = Turtle(Point(design / 2, 46), heading: Turtle.up)
        let branch = besideUTurn ? 22.0 : 26.0
        switch shape {
        case .slightRight:
            t.forward(toY: 30); t.turn(45, radius: 14); t.forward(6)
        case .normalRight:
            t.forward(toY: branch); t.turn(90, radius: 8); t.forward(toX: design - 3 - GlyphMetrics.headLength / 2)
        case .sharpRight:
            t.forward(toY: branch); t.turn(135, radius: 7)
        case .uTurnRight where besideUTurn:
            // The low hook: its head (11.5 long) ends at y = 47.
            t.forward(toY: 35.5); t.turn(180, radius: 6.5)
        case .uTurnRight:
            t.forward(toY: 17); t.turn(180, radius: 6.5); t.forward(toY: 28)
        default: // straight
            t.forward(toY: 3 + GlyphMetrics.headLength / 2)
        }
        return t.arrow(style: StrokeStyle(width: GlyphMetrics.stem / 2, join: .round, cap: .butt), scale: 0.5)
    }

    /// Dashed lines on the cell boundaries, 1.5 design points wide (scaled with the arrows). The
    /// dash pattern (6 on, 5 off per 48 points of height) follows the height, like lane markings
    /// along the road, so a separator has four dashes however narrow the cells are.
    static func separators(count: Int, cellWidth: Double, height: Double, scale: Double) -> [Shape] {
        let dash = 6 * height / design, gap = 5 * height / design
        let style = StrokeStyle(width: 1.5 * scale, join: .round, cap: .butt)
        var shapes: [Shape] = []
        for i in 1..<count {
            let x = Double(i) * cellWidth
            var p = Path()
            var y = gap / 2
            while y + dash <= height - gap / 2 + 1e-9 {
                p.move(to: Point(x, y)); p.line(to: Point(x, y + dash))
                y += dash + gap
            }
            shapes.append(.stroke(p, style))
        }
        return shapes
    }
}

/// The canonical form of a lanes glyph request: what `LaneGlyphs.glyph(for:)` draws from, so
/// equal keys give equal glyphs by construction. Requests that differ only in what the drawing
/// ignores get equal keys: the layout counts only through the cell width it gives this many lanes
/// (a width budget that does not bind, or binds to the same width, is the same), the height, and
/// separators only when there are two lanes or more; a lane without directions is one unknown,
/// not recommended direction (how it is drawn). Make one with `LaneGlyphs.key(for:layout:)`.
public struct LanesGlyphKey: Hashable, Sendable {
    let lanes: [Lane]
    let cellWidth: Double
    /// Height of the glyph (points).
    public let height: Double
    let separators: Bool
    /// Width of the glyph (points): lane count × cell width.
    public var width: Double { Double(lanes.count) * cellWidth }
}
