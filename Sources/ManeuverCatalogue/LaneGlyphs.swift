import IconGeometry

/// Lanes images: every direction of every lane, left to right.
///
/// Each lane's directions are drawn from a common stem base at the bottom centre of its cell:
/// recommended directions in the primary colour, painted on top; the others, and dashed lane
/// separators, in the secondary colour underneath (or the others as thin arrows in the primary
/// colour, `GlyphStyle.OtherLanes.thin`, for displays that keep no colour). The arrows are the maneuver set's at half
/// scale in a 48 × 48 design cell (6-pt stems, 17 × 11.5-pt heads), so lanes and maneuvers match.
public enum LaneGlyphs {
    /// Lanes left to right (as the SDK orders them, whatever the driving side); nil for an
    /// empty list (as the SDK gives no image). The glyph is `n × cellWidth` × `layout.height`
    /// points, its arrows in `style` (at half size, as the cell is).
    /// - Throws: `CatalogueError.tooManyLanes` above `LaneLayout.maximumLanes`,
    ///   `CatalogueError.invalidLaneLayout` for a cell or budget outside `LaneLayout.sideRange`.
    public static func glyph(for lanes: [Lane], layout: LaneLayout = .standard, style: GlyphStyle = .standard) throws(CatalogueError) -> Glyph? {
        try key(for: lanes, layout: layout, style: style).map(glyph(for:))
    }

    /// The canonical form of a request (see `LanesGlyphKey`); nil for an empty list.
    /// - Throws: as `glyph(for:layout:)`, in the same order (too many lanes, then the layout).
    public static func key(for lanes: [Lane], layout: LaneLayout = .standard, style: GlyphStyle = .standard) throws(CatalogueError) -> LanesGlyphKey? {
        guard !lanes.isEmpty else {
            // No image, but a bad layout is still an error (as with lanes).
            guard layout.isValid else { throw .invalidLaneLayout(layout) }
            return nil
        }
        guard lanes.count <= LaneLayout.maximumLanes else { throw .tooManyLanes(lanes.count) }
        guard layout.isValid else { throw .invalidLaneLayout(layout) }
        let canonical = lanes.map(canonicalLane)
        return LanesGlyphKey(lanes: canonical, cellWidth: layout.cellWidth(laneCount: lanes.count), height: layout.height,
                             separators: layout.separators && lanes.count > 1, style: style)
    }

    /// The lane as drawn: a lane without directions is one unknown direction, not recommended; a
    /// shape given twice (`left*+left`, `["left", "left"]` in a route) is one direction,
    /// recommended when either is, at its first place (drawn twice it would only blur the
    /// recommended arrow's edge with the grey one under it).
    static func canonicalLane(_ lane: Lane) -> Lane {
        guard !lane.laneDirections.isEmpty else { return Lane(laneDirections: [LaneDirection(laneShape: .unknown)]) }
        var directions: [LaneDirection] = []
        for d in lane.laneDirections {
            if let i = directions.firstIndex(where: { $0.laneShape == d.laneShape }) {
                directions[i].recommended = directions[i].recommended || d.recommended
            } else {
                directions.append(d)
            }
        }
        return directions.count == lane.laneDirections.count ? lane : Lane(laneDirections: directions)
    }

    /// The glyph a key stands for, `key.width` × `key.height` points.
    public static func glyph(for key: LanesGlyphKey) -> Glyph {
        let lanes = key.lanes, cellWidth = key.cellWidth, height = key.height
        let m = GlyphMetrics(key.style), thin = key.style.otherLanes == .thin
        let scale = min(cellWidth, height) / design
        var other = m   // the directions not recommended (metrics of the 96-pt box: half in a cell)
        if thin {
            // A head under about 5 × 3.5 pt would be dropped by a 1-bit image: small cells keep
            // more of the full head.
            other.stem *= GlyphStyle.thinLaneStem
            other.headWidth = max(m.headWidth * GlyphStyle.thinLaneHead, min(m.headWidth, 10 / scale))
            other.headLength = max(m.headLength * GlyphStyle.thinLaneHead, min(m.headLength, 7 / scale))
        }
        let stem = crispStemWidth(cellWidth: cellWidth, scale: scale, metrics: m)
        // A thin stem is at least a point wide, so that it stays one piece at 1 bit in small cells.
        let otherStem = thin ? max(crispStemWidth(cellWidth: cellWidth, scale: scale, metrics: other) ?? other.stem / 2 * scale, 1) : stem
        // A cell taller than wide (many lanes in a narrow budget) keeps the arrows at the top and
        // runs the stems down to its foot, where they would otherwise float small in its middle.
        let spare = height - design * scale, tall = spare > 1e-9
        let offsetY = tall ? 0 : spare / 2
        let baseY = stemBase * scale + offsetY, crispBaseY = crispStemBase(baseY + (tall ? spare : 0))
        // Thin arrows need a stem at most half the recommended one's to read as the lanes not to
        // take; in narrower cells they are left out, as a 1-bit image drops grey ones.
        let othersShown = !thin || (stem ?? m.stem / 2 * scale) >= 2 * (otherStem ?? 0) - 1e-9
        var secondary: [Shape] = [], primary: [Shape] = []
        for (i, lane) in lanes.enumerated() {
            let place = Transform.scale(scale).concatenating(.translation(
                Double(i) * cellWidth + (cellWidth - design * scale) / 2, offsetY))
            let base = place.apply(Point(design / 2, stemBase))
            @inline(__always) func placed(_ shape: Shape, stem: Double?) -> Shape {
                var s = shape.transformed(by: place)
                if let stem, case .stroke(var style) = s.paint { style.width = stem; s.paint = .stroke(style) }
                // The stem's butt end, moved up onto a whole point, or down to a tall cell's foot.
                if crispBaseY != baseY, case .stroke = s.paint, case .move(let p)? = s.path.elements.first,
                   abs(p.x - base.x) < 1e-9, abs(p.y - base.y) < 1e-9 {
                    s.path = Path([.move(Point(p.x, crispBaseY))] + (tall ? [.line(p)] : []) + s.path.elements.dropFirst())
                }
                return s
            }
            let present = Set(lane.laneDirections.map(\.laneShape))
            // A thin stem an odd number of points wide on a whole-point centre line would cover
            // two half pixels at 1×, as wide as the recommended stem at 1 bit: moved half a point.
            let centre = (Double(i) + 0.5) * cellWidth, oddStem = otherStem.map { $0 == $0.rounded() && Int($0) % 2 == 1 } ?? false
            let shift = Transform.translation(thin && oddStem && centre == centre.rounded() ? 0.5 : 0, 0)
            for d in lane.laneDirections where !d.recommended && othersShown {
                let drawn = shapes(d.laneShape, in: present, other).map { placed($0, stem: otherStem).transformed(by: shift) }
                if thin { primary += drawn } else { secondary += drawn }
            }
            for d in lane.laneDirections where d.recommended {
                primary += shapes(d.laneShape, in: present, m).map { placed($0, stem: stem) }
            }
        }
        if key.separators {
            secondary.insert(contentsOf: separators(count: lanes.count, cellWidth: cellWidth, height: height, scale: scale), at: 0)
        }
        return Glyph(width: key.width, height: height, secondary: secondary, primary: primary)
    }

    /// Side of the square design cell the lane arrows are drawn in (points).
    static let design = 48.0
    /// y of the arrows' common stem base (butt end) in the design cell: 2 pt above its bottom.
    static let stemBase = 46.0
    /// y of an arrowhead's tip pointing up (straight) and x of one pointing right (normal turn)
    /// from the cell's edge, in the design cell: 3.5 pt, so that the head's flat base (11.5 pt
    /// from the tip) lies on a whole point, 15 (33 for the turn), crisp at 1×, 2× and 3× (a tip
    /// margin of 3 would put it on 14.5, half-covered pixel rows at 3×).
    static let headTipMargin = 3.5

    /// `y`, the stems' bottom end in a placed layout (points), moved up onto a whole point when
    /// that is at most 0.25 pt away, so that its last pixel row is not partly covered: CarPlay's
    /// 18-pt cells put it on 17.25, moved to 17. Unchanged when already whole (the standard 48-pt
    /// cells: 46) or further off.
    static func crispStemBase(_ y: Double) -> Double {
        let whole = y.rounded(.down)
        return y - whole <= 0.25 ? whole : y
    }

    /// The arrows' stroke width in a layout whose cells scale the design by `scale`, when it
    /// differs from the scaled design width (6 pt × scale): the nearest even whole number of
    /// points, so that the vertical stems, centred on the cells' whole-point centre lines, have
    /// their edges on pixel boundaries at 1×, 2× and 3×. Only for cells an even whole number of
    /// points wide (whose centres lie on whole points), and only when that changes the width by
    /// at most `crispStemChange` and at most 0.25 pt (a 3-pt stem would become 4 or 2, a third
    /// bolder or thinner, and a U-turn's hook fill in); nil otherwise, and for the standard 48-pt
    /// cells, whose 6-pt stems already are. CarPlay's 18-pt cells would give 2.25-pt stems whose
    /// edges are partial pixels at every scale: they get 2 pt.
    static func crispStemWidth(cellWidth: Double, scale: Double, metrics m: GlyphMetrics = .standard) -> Double? {
        let width = m.stem / 2 * scale
        guard cellWidth == cellWidth.rounded(), cellWidth.truncatingRemainder(dividingBy: 2) == 0, width > 0 else { return nil }
        let even = 2 * (width / 2).rounded()
        return even != width && even > 0 && abs(even - width) <= min(crispStemChange * width, 0.25) ? even : nil
    }

    /// The largest relative change of the arrows' stroke width `crispStemWidth` makes (15 %).
    static let crispStemChange = 0.15

    /// Shapes of each lane shape alone in its lane, in the design cell, in the standard style,
    /// indexed by raw value (built once).
    static let shapes: [[Shape]] = LaneShape.allCases.map { build($0, in: [$0]) }

    /// The shapes of `shape` in a lane whose directions are `lane` (`shapes` when the arrow is
    /// drawn as it is alone in the standard style).
    static func shapes(_ shape: LaneShape, in lane: Set<LaneShape>, _ m: GlyphMetrics = .standard) -> [Shape] {
        let alone = shape == .unknown || lane.subtracting([shape, .unknown]).isEmpty
        return alone ? (m == .standard ? shapes[shape.rawValue] : build(shape, in: [shape], m)) : build(shape, in: lane, m)
    }

    /// The shapes of `shape` in the design cell, placed so that its arrowhead stays clear of the
    /// other arrows of its lane.
    ///
    /// Every arrow rises from the stem base at the bottom centre. Alone, a turn branches at
    /// y = 26 (a slight turn curves off at 30) and a U-turn returns at full height. Beside a
    /// neighbouring direction 45° away their heads would overlap, so there:
    /// - a slight turn beside the straight arrow forks off low (y ≈ 38) and runs out to a head
    ///   right of the straight head and below its base;
    /// - a normal turn beside the slight turn to its side branches low (y = 37), beside the sharp
    ///   turn high (y = 20), beside the U-turn at y = 22 and beside the straight arrow at y = 28
    ///   (its stem then passes 1.5 points below the straight head's corner); a sharp turn beside
    ///   the slight or normal turn branches low (y = 36), beside the U-turn at y = 22;
    /// - a U-turn beside the straight arrow or a turn to its side is a low hook, its head ending
    ///   1 point above the cell's bottom.
    /// Three directions 45° apart on one side (rare at real junctions) can still touch.
    static func build(_ shape: LaneShape, in lane: Set<LaneShape>, _ m: GlyphMetrics = .standard) -> [Shape] {
        switch shape {
        case .unknown:
            let p = Path([.move(Point(design / 2, 43)), .line(Point(design / 2, 28))])
            return [.stroke(p, StrokeStyle(width: m.stem / 2, join: .round, cap: .round))]
        case .slightLeft, .normalLeft, .sharpLeft, .uTurnLeft:
            let mirror = Transform.horizontalMirror(about: design / 2)
            return build(shape.mirrored, in: Set(lane.map(\.mirrored)), m).map { $0.transformed(by: mirror) }
        case .straight, .slightRight, .normalRight, .sharpRight, .uTurnRight:
            break
        }
        let straight = lane.contains(.straight), slight = lane.contains(.slightRight)
        let normal = lane.contains(.normalRight), sharp = lane.contains(.sharpRight), uTurn = lane.contains(.uTurnRight)
        // The arrows are the maneuver set's at half size: half the stem, a round end's reach too.
        var half = m
        half.stem = m.stem / 2
        var t = Turtle(entering: Point(design / 2, stemBase), heading: Turtle.up, half)
        switch shape {
        case .slightRight where straight:
            // Head base centre at (37, 22): its inner corner 1 point below the straight
            // head's base, its tip 3 points inside the cell's right edge.
            let base = Point(37, 22), radius = 8.0, c = 0.5.squareRoot()
            let run = (base.x - design / 2 - radius * (1 - c)) / c
            t.forward(toY: base.y + (radius + run) * c)
            t.turn(45, radius: radius); t.forward(run)
        case .slightRight:
            t.forward(toY: 30); t.turn(45, radius: 14); t.forward(6)
        case .normalRight:
            t.forward(toY: slight ? 37 : sharp ? 20 : uTurn ? 22 : straight ? 28 : 26)
            t.turn(90, radius: 8); t.forward(toX: design - headTipMargin - m.headLength / 2)
        case .sharpRight:
            t.forward(toY: normal || slight ? 36 : uTurn ? 22 : 26); t.turn(135, radius: 7)
        case .uTurnRight where straight || slight || normal || sharp:
            // The low hook: its head (11.5 long) ends at y = 47.
            t.forward(toY: 35.5); t.turn(180, radius: 6.5)
        case .uTurnRight:
            t.forward(toY: 17); t.turn(180, radius: 6.5); t.forward(toY: 28)
        case .straight,
             .unknown, .slightLeft, .normalLeft, .sharpLeft, .uTurnLeft: // (these returned above)
            t.forward(toY: headTipMargin + m.headLength / 2)
        }
        return t.arrow(m, style: half.stemStyle, scale: 0.5)
    }

    /// Dashed lines on the cell boundaries, 2 design points wide (scaled with the arrows). The
    /// dash pattern (6 on, 6 off per 48 points of height, starting 3 down) follows the height,
    /// like lane markings along the road, so a separator has four dashes however narrow the cells
    /// are. In the standard 48-pt cells every edge of a dash lies on whole points, so on pixel
    /// boundaries at 1×, 2× and 3×: crisp like the stems (1.5-pt lines on half points would make
    /// each separator two partly covered columns at 1× and soft at every scale).
    static func separators(count: Int, cellWidth: Double, height: Double, scale: Double) -> [Shape] {
        let dash = 6 * height / design, gap = 6 * height / design
        let style = StrokeStyle(width: 2 * scale, join: .round, cap: .butt)
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
/// separators only when there are two lanes or more; each lane as drawn (`LaneGlyphs.canonicalLane`:
/// no directions are one unknown direction, a shape given twice is one). Make one with
/// `LaneGlyphs.key(for:layout:)`.
public struct LanesGlyphKey: Hashable, Sendable {
    let lanes: [Lane]
    let cellWidth: Double
    /// Height of the glyph (points).
    public let height: Double
    let separators: Bool
    /// The look the arrows are drawn in.
    public let style: GlyphStyle
    /// Width of the glyph (points): lane count × cell width.
    public var width: Double { Double(lanes.count) * cellWidth }
}
