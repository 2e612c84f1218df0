import Testing
import IconGeometry
@testable import ManeuverCatalogue

@Suite("Lane glyphs")
struct LaneGlyphTests {
    /// The arrows' stroke is snapped to an even whole number of points (crisp stems) only for
    /// cells an even whole number of points wide and a change of at most 15 % and 0.25 pt: CarPlay's 2.25 pt
    /// becomes 2; a 3-pt stem (24-pt cells) stays, as 4 or 2 would change its weight by a third.
    @Test func stemSnappingKeepsTheWeight() {
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 18, scale: 18.0 / 48) == 2)
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 48, scale: 1) == nil)
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 24, scale: 0.5) == nil)        // 3 pt: 4 or 2 would change it by a third
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 36, scale: 0.75) == nil)       // 4.5 pt: 0.5 pt off
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 30, scale: 30.0 / 48) == 4)    // 3.75 pt
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 40, scale: 40.0 / 48) == nil)  // 5 pt: 6 is a fifth bolder
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 17, scale: 17.0 / 48) == nil)  // odd cells: centres on half points
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 120.0 / 7, scale: 120.0 / 7 / 48) == nil)
        #expect(LaneGlyphs.crispStemWidth(cellWidth: 8, scale: 8.0 / 48) == nil)    // 1 pt: 2 would double it
    }

    static func lane(_ dirs: (LaneShape, Bool)...) -> Lane {
        Lane(laneDirections: dirs.map { LaneDirection(laneShape: $0.0, recommended: $0.1) })
    }
    /// The SDK docs' example: [NORMAL_LEFT✓], [NORMAL_LEFT✓], [STRAIGHT], [STRAIGHT, NORMAL_RIGHT].
    static let sdkExample = [lane((.normalLeft, true)), lane((.normalLeft, true)), lane((.straight, false)),
                             lane((.straight, false), (.normalRight, false))]

    @Test("No lanes, no glyph (as the SDK)")
    func empty() throws {
        #expect(try LaneGlyphs.glyph(for: []) == nil)
        #expect(try LaneGlyphs.glyph(for: [], layout: .carPlay) == nil)
    }

    /// Decision: secondary (separators, other directions) is painted first, the recommended
    /// directions (primary) on top; a glyph with no recommended direction has no primary layer.
    @Test("Layer order and roles")
    func layers() throws {
        let g = try #require(try LaneGlyphs.glyph(for: Self.sdkExample))
        #expect(g.layers.map(\.role) == [.secondary, .primary])
        // Each lane direction is an arrow of a stroke and a head: two recommended → 4 primary shapes.
        #expect(g.shapes(.primary).count == 4)
        // Three non-recommended arrows (6 shapes) and 3 separators.
        #expect(g.shapes(.secondary).count == 6 + 3)
        let none = try #require(try LaneGlyphs.glyph(for: [Self.lane((.straight, false))]))
        #expect(none.layers.map(\.role) == [.secondary])
        let all = try #require(try LaneGlyphs.glyph(for: [Self.lane((.straight, true))]))
        #expect(all.layers.map(\.role) == [.primary])
    }

    /// Decision: a U-turn sharing its lane with a turn to the same side is drawn as a low hook
    /// (and a normal or sharp turn there branches higher), so that the turn's arrowhead stays
    /// visible: every point of that head lies outside the U-turn's stroke, and clear of the
    /// U-turn's own head (bounding boxes apart). (The full-height U-turn's returning arm ran
    /// through the head of a normal or sharp turn; a first low hook's head reached below the
    /// cell — `combinationsStayInCell` holds that.)
    @Test("A U-turn leaves the same-side turn's head visible",
          arguments: [LaneShape.slightLeft, .normalLeft, .sharpLeft, .slightRight, .normalRight, .sharpRight])
    func uTurnBesideTurn(_ turn: LaneShape) throws {
        let uTurn: LaneShape = [.slightLeft, .normalLeft, .sharpLeft].contains(turn) ? .uTurnLeft : .uTurnRight
        for uTurnRecommended in [true, false] {
            let g = try #require(try LaneGlyphs.glyph(for: [Self.lane((uTurn, uTurnRecommended), (turn, !uTurnRecommended))]))
            let u = g.shapes(uTurnRecommended ? .primary : .secondary), t = g.shapes(uTurnRecommended ? .secondary : .primary)
            #expect(u.count == 2 && t.count == 2)
            guard case .stroke(let style) = u[0].paint else { Issue.record("U-turn stem is not a stroke"); continue }
            let stem = Sample.dense(u[0].path, step: 0.25)
            let head = Sample.dense(t[1].path, step: 0.25)
            let nearest = head.map { p in stem.map { p.distance(to: $0) }.min()! }.min()!
            #expect(nearest >= style.width / 2, "\(turn): head reaches \(nearest) from the U-turn's centre line")
            let a = head.reduce(Rect.empty) { $0.including($1) }
            let b = Sample.dense(u[1].path, step: 0.25).reduce(Rect.empty) { $0.including($1) }
            #expect(a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY, "\(turn): heads overlap")
        }
    }

    /// Decision: in a lane of two directions each arrowhead stays clear of the other arrow, so
    /// that the grey option is not hidden behind the recommended one: every point of a head's
    /// outline lies at least 0.5 design points outside the other arrow's stem stroke and away
    /// from its head. Directions 45° apart are drawn apart for this (`LaneGlyphs.build`: a slight
    /// turn beside the straight arrow forks off low, a normal turn beside a slight or sharp one
    /// branches lower or higher, a U-turn beside the straight arrow or a same-side turn is a low
    /// hook). Before, 12 of these 36 pairs overlapped, `STRAIGHT + SLIGHT_RIGHT` (a motorway
    /// exit lane) among them.
    @Test("In a lane of two directions, each head stays clear of the other arrow")
    func twoDirectionsApart() throws {
        let arrows = LaneShape.allCases.filter { $0 != .unknown }
        var failures: [String] = []
        for (i, a) in arrows.enumerated() {
            for b in arrows[(i + 1)...] {
                let g = try #require(try LaneGlyphs.glyph(for: [Self.lane((a, true), (b, false))]))
                let pa = g.shapes(.primary), pb = g.shapes(.secondary)
                #expect(pa.count == 2 && pb.count == 2)
                guard case .stroke(let style) = pa[0].paint else { Issue.record("stem is not a stroke"); continue }
                let stems = [Sample.dense(pa[0].path, step: 0.25), Sample.dense(pb[0].path, step: 0.25)]
                let heads = [Sample.dense(pa[1].path, step: 0.25), Sample.dense(pb[1].path, step: 0.25)]
                func gap(_ p: [Point], _ q: [Point]) -> Double { p.map { x in q.map { x.distance(to: $0) }.min()! }.min()! }
                let headToStem = min(gap(heads[0], stems[1]), gap(heads[1], stems[0])) - style.width / 2
                let headToHead = gap(heads[0], heads[1])
                if headToStem < 0.5 || headToHead < 0.5 {
                    failures.append("\(a.docsName)+\(b.docsName): head to stem \(headToStem), head to head \(headToHead)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) pairs: \(failures.joined(separator: "; "))")
    }

    /// Decision: a shape given twice in one lane is drawn once, recommended when either is
    /// (`left*+left` draws as `left*`, `left+left` as `left`), so the grey copy does not blur the
    /// recommended arrow's edge; the cache key is the same (a trial found `["left","left"]`
    /// accepted silently from a route and drawn twice).
    @Test("A shape given twice in a lane is drawn once")
    func duplicateShapes() throws {
        let pairs: [(Lane, Lane)] = [
            (Self.lane((.normalLeft, true), (.normalLeft, false)), Self.lane((.normalLeft, true))),
            (Self.lane((.normalLeft, false), (.normalLeft, true)), Self.lane((.normalLeft, true))),
            (Self.lane((.normalLeft, false), (.normalLeft, false)), Self.lane((.normalLeft, false))),
            (Self.lane((.straight, false), (.slightRight, true), (.straight, false)), Self.lane((.straight, false), (.slightRight, true))),
        ]
        for (twice, once) in pairs {
            let a = try #require(try LaneGlyphs.glyph(for: [twice])), b = try #require(try LaneGlyphs.glyph(for: [once]))
            #expect(a == b, "\(twice)")
            #expect(try LaneGlyphs.key(for: [twice]) == LaneGlyphs.key(for: [once]))
        }
    }

    /// Standard cells are 48 × 48 pt: n lanes make 48·n × 48.
    @Test("Standard layout size", arguments: [1, 2, 5, 16, LaneLayout.maximumLanes])
    func standardSize(_ n: Int) throws {
        let g = try #require(try LaneGlyphs.glyph(for: Array(repeating: Self.lane((.straight, true)), count: n)))
        #expect(g.width == 48 * Double(n) && g.height == 48)
    }

    /// CarPlay: at most 120 × 18 pt for every lane count up to the maximum.
    @Test("CarPlay fits 120 × 18 pt")
    func carPlay() throws {
        #expect(LaneLayout.maximumLanes >= 16)
        for n in 1...LaneLayout.maximumLanes {
            let g = try #require(try LaneGlyphs.glyph(for: Array(repeating: Self.lane((.normalRight, true), (.straight, false)), count: n), layout: .carPlay))
            #expect(g.width <= 120 + 1e-9 && g.height == 18, "\(n) lanes: \(g.width) × \(g.height)")
            let b = g.inkBounds
            #expect(b.minX >= 0 && b.maxX <= g.width && b.minY >= 0 && b.maxY <= g.height)
        }
        // Up to 6 lanes the cells stay square (18 pt); from 7 on they narrow to 120/n.
        #expect(try LaneGlyphs.glyph(for: Array(repeating: Self.lane((.straight, true)), count: 6), layout: .carPlay)!.width == 108)
        #expect(try LaneGlyphs.glyph(for: Array(repeating: Self.lane((.straight, true)), count: 8), layout: .carPlay)!.width == 120)
    }

    @Test("More than the maximum is an error")
    func tooMany() {
        let n = LaneLayout.maximumLanes + 1
        #expect(throws: CatalogueError.tooManyLanes(n)) {
            try LaneGlyphs.glyph(for: Array(repeating: Self.lane((.straight, true)), count: n))
        }
    }

    /// Decision: cells of 1…1024 pt (`LaneLayout.sideRange`), a width budget of 1 pt up to 24 cells
    /// of 1024 pt; outside that an error naming the ranges, before any geometry is built. (A
    /// 1e-5-pt cell once built millions of separator dashes and aborted on a 30 GB allocation.)
    @Test("Invalid layouts are errors")
    func badLayout() throws {
        let bad = [LaneLayout(laneWidth: 0), LaneLayout(height: -1), LaneLayout(laneWidth: .nan), LaneLayout(maximumWidth: 0),
                   LaneLayout(laneWidth: 1e-5), LaneLayout(height: 0.99), LaneLayout(maximumWidth: 1e-9), LaneLayout(laneWidth: 1e300),
                   LaneLayout(height: .infinity), LaneLayout(maximumWidth: 1024 * 24 + 1)]
        for layout in bad {
            do {
                _ = try LaneGlyphs.glyph(for: [Self.lane((.straight, true))], layout: layout)
                Issue.record("\(layout) accepted")
            } catch {
                guard case .invalidLaneLayout = error else { Issue.record("\(layout): \(error)"); continue }
            }
        }
        #expect(CatalogueError.invalidLaneLayout(bad[4]).description.contains("1…1024 pt"))
        for layout in [LaneLayout(laneWidth: 1, height: 1), LaneLayout(laneWidth: 1024, height: 1024), LaneLayout(maximumWidth: 1)] {
            #expect(try LaneGlyphs.glyph(for: [Self.lane((.straight, true))], layout: layout) != nil)
        }
    }

    /// The separators' dash pattern follows the cell height, so their count does not grow as
    /// cells narrow under a width budget: four dashes per separator at any width.
    @Test("Separator dashes do not multiply in narrow cells")
    func separatorDashes() throws {
        for layout in [LaneLayout.standard, LaneLayout(laneWidth: 12), LaneLayout(maximumWidth: 1), LaneLayout(laneWidth: 1, height: 1024)] {
            let g = try #require(try LaneGlyphs.glyph(for: Array(repeating: Self.lane((.straight, true)), count: 24), layout: layout))
            let separators = g.shapes(.secondary)
            #expect(separators.count == 23)
            for s in separators {
                let moves = s.path.elements.filter { if case .move = $0 { return true } else { return false } }.count
                #expect(moves == 4, "\(layout): \(moves) dashes")
            }
        }
    }

    /// Every direction is drawn inside its own lane's cell, in lane order, left to right.
    /// Decision: ink boxes within the cell (no slack), for every shape alone and in a full lane.
    @Test("Directions stay inside their lane's cell")
    func cells() throws {
        let lanes = LaneShape.allCases.map { Self.lane(($0, true)) } + [Lane(laneDirections: [])]
        for layout in [LaneLayout.standard, .carPlay] {
            let g = try #require(try LaneGlyphs.glyph(for: lanes, layout: layout))
            let w = g.width / Double(lanes.count)
            // Every primary arrow: the arrow of lane i lies in [i·w, (i+1)·w].
            let arrows = g.shapes(.primary)
            var index = 0
            for (i, lane) in lanes.enumerated() {
                guard let shape = lane.laneDirections.first?.laneShape else { continue }
                let count = shape == .unknown ? 1 : 2
                for s in arrows[index..<(index + count)] {
                    let b = s.inkBounds
                    #expect(b.minX >= Double(i) * w - 1e-9 && b.maxX <= Double(i + 1) * w + 1e-9, "lane \(i) \(layout)")
                    #expect(b.minY >= 0 && b.maxY <= g.height + 1e-9)
                }
                index += count
            }
            #expect(index == arrows.count)
        }
    }

    /// Every lane of one to three directions (each one recommended in turn, or none), alone in
    /// both layouts: the ink of both layers lies inside the cell (no slack: a head reaching
    /// past the cell's edge is clipped in the image).
    @Test("Every combination of up to three directions stays inside its cell")
    func combinationsStayInCell() throws {
        let all = LaneShape.allCases
        var combinations: [[LaneShape]] = all.map { [$0] }
        for a in all.indices {
            for b in all.indices where b > a {
                combinations.append([all[a], all[b]])
                for c in all.indices where c > b { combinations.append([all[a], all[b], all[c]]) }
            }
        }
        for layout in [LaneLayout.standard, .carPlay] {
            for shapes in combinations {
                for recommended in -1 ..< shapes.count {
                    let lane = Lane(laneDirections: shapes.enumerated().map {
                        LaneDirection(laneShape: $0.element, recommended: $0.offset == recommended)
                    })
                    let g = try #require(try LaneGlyphs.glyph(for: [lane], layout: layout))
                    for s in g.shapes(.primary) + g.shapes(.secondary) {
                        let b = s.inkBounds
                        #expect(b.minX >= -1e-9 && b.maxX <= g.width + 1e-9 && b.minY >= -1e-9 && b.maxY <= g.height + 1e-9,
                                "\(shapes) recommended \(recommended) \(layout): ink \(b)")
                    }
                }
            }
        }
    }

    /// All directions of a lane start from one stem base at the bottom centre of its cell.
    @Test("Common stem base at the bottom centre")
    func stemBase() throws {
        let g = try #require(try LaneGlyphs.glyph(for: [Self.lane((.normalLeft, false), (.straight, true), (.uTurnRight, false), (.sharpRight, true))]))
        let starts = g.layers.flatMap(\.shapes).compactMap { s -> Point? in
            guard case .stroke = s.paint, case .move(let p) = s.path.elements.first else { return nil }
            return p
        }
        #expect(starts.count == 4)
        for p in starts { #expect(abs(p.x - 24) < 1e-9 && abs(p.y - 46) < 1e-9) }
    }

    /// Non-recommended directions are secondary, recommended primary, whatever their order in
    /// the lane.
    @Test("Recommended directions are primary, on top")
    func recommended() throws {
        let g = try #require(try LaneGlyphs.glyph(for: [Self.lane((.normalRight, true), (.straight, false))]))
        let straightHead = try #require(g.shapes(.secondary).first { $0.paint == .fill(.nonZero) }).inkBounds
        let rightHead = try #require(g.shapes(.primary).first { $0.paint == .fill(.nonZero) }).inkBounds
        #expect(straightHead.minY < 5)           // the straight head at the top (tip 3.5 pt down), secondary
        #expect(rightHead.maxX > 40)             // the right-turn head at the right, primary
    }

    @Test("Unknown shapes and empty lanes draw a neutral mark")
    func unknown() throws {
        let g = try #require(try LaneGlyphs.glyph(for: [Self.lane((.unknown, false)), Lane(laneDirections: [])]))
        #expect(g.shapes(.secondary).count == 2 + 1) // two marks and a separator
        for s in g.shapes(.secondary) where s.paint != .fill(.nonZero) { #expect(s.path.isFinite) }
        #expect(!g.shapes(.secondary).contains { $0.paint == .fill(.nonZero) }) // no head
    }

    @Test("Separators are optional")
    func separators() throws {
        var layout = LaneLayout.standard
        layout.separators = false
        let g = try #require(try LaneGlyphs.glyph(for: Self.sdkExample, layout: layout))
        #expect(g.shapes(.secondary).count == 6)
    }

    /// A cell taller than wide (four lanes in a 64-pt square budget: 16 × 64) keeps the arrows
    /// at its top and runs every stem down to the foot the design leaves (2 pt × the cell's
    /// scale), where they used to float in the middle; a square cell is drawn as before.
    @Test("Tall cells run the stems to their foot")
    func tallCellsRunStemsDown() throws {
        let lanes = Self.sdkExample
        let tall = try #require(try LaneGlyphs.glyph(for: lanes, layout: LaneLayout(laneWidth: 16, height: 64, separators: false)))
        let scale = 16.0 / 48
        let ink = tall.inkBounds
        #expect(abs(ink.maxY - (64 - 2 * scale)) < 0.26, "\(ink)")
        #expect(ink.minY < 64 * 0.1, "arrows at the top: \(ink)")
        let square = try #require(try LaneGlyphs.glyph(for: lanes, layout: LaneLayout(laneWidth: 48, height: 48, separators: false)))
        #expect(abs(square.inkBounds.maxY - 46) < 1e-9, "\(square.inkBounds)")
    }
}
