import Testing
import IconGeometry
@testable import ManeuverCatalogue

/// Every maneuver has a glyph that fits the design box (icon spec §5: every case renders inside the
/// canvas, nothing clipped) with the design margins, in the documented layer order.
@Suite("Catalogue coverage")
struct CatalogueCoverageTests {
    static let wide: Set<Maneuver> = Set(Maneuver.allCases.filter {
        $0.roundaboutIsClockwise != nil || $0 == .ferryBoat || $0 == .ferryTrain
    })

    /// Decision: ink bounds (control bounds, arcs exact, grown by what caps and joins add) must
    /// lie inside the 96-pt box less 8 pt for arrows, pins and signs, less 4 pt for roundabouts
    /// and ferries (spec §8), with 1e-9 pt slack for rounding.
    @Test("Every maneuver: non-empty, finite, inside the box with its margin", arguments: Maneuver.allCases)
    func insideBox(_ m: Maneuver) throws {
        let g = try ManeuverGlyphs.glyph(for: m)
        #expect(g.width == 96 && g.height == 96 && ManeuverGlyphs.designSize == 96)
        #expect(g.isFinite)
        #expect(!g.layers.isEmpty && g.layers.allSatisfy { !$0.shapes.isEmpty })
        #expect(!g.shapes(.primary).isEmpty, "\(m.docsName) has no primary path")
        let margin = Self.wide.contains(m) ? 4.0 : 8.0
        let b = g.inkBounds
        #expect(!b.isEmpty)
        #expect(b.minX >= margin - 1e-9 && b.minY >= margin - 1e-9, "\(m.docsName): \(b)")
        #expect(b.maxX <= 96 - margin + 1e-9 && b.maxY <= 96 - margin + 1e-9, "\(m.docsName): \(b)")
    }

    /// Decision: layers are painted in order, secondary (context) first, primary (the path to
    /// take) on top, at most one layer per role.
    @Test("Layer order: secondary before primary, one layer per role")
    func layerOrder() throws {
        for m in Maneuver.allCases {
            let roles = try ManeuverGlyphs.glyph(for: m).layers.map(\.role)
            #expect(roles == [.primary] || roles == [.secondary, .primary], "\(m.docsName): \(roles)")
        }
    }

    /// Stems keep one weight: every stroke of a maneuver glyph is the 12-pt stem, except two
    /// details: the ferry waves (6 pt, decoration under a filled boat or train) and the
    /// name-change dashes (10 pt). At square48 1× (scale 0.5) a stem is 6 device pixels and a
    /// dash 5, at or above the spec's 5-px legibility floor (§8); at 6 pt the dashes were 3 px.
    @Test("One stroke weight across the set")
    func strokeWeight() throws {
        for m in Maneuver.allCases {
            let detail: Double = m == .nameChange ? 10 : [.ferryBoat, .ferryTrain].contains(m) ? 6 : 12
            for s in try ManeuverGlyphs.glyph(for: m).layers.flatMap(\.shapes) {
                guard case .stroke(let style) = s.paint else { continue }
                #expect(style.width == 12 || style.width == detail, "\(m.docsName): stroke \(style.width)")
                #expect(style.join == .round)
            }
        }
    }

    /// Straight runs meant to be vertical or horizontal are exactly so: the turtle's quarter-turn
    /// headings and arc ends are exact (`Point.unit(angle:)`), where `cos(π/2)` used to leave
    /// stems 1 ulp off vertical (TURN_RIGHT's stem ran from x 102.00000000000001 to 102 at 3×).
    /// Exactly vertical edges are also what the rasterizer's repeated rows need.
    ///
    /// Known exception, pinned: a glyph mirrored after it was built (`mirrored()`, or a shape
    /// `transformed(by: .horizontalMirror…)`) recomputes each arc's end from the mirrored centre,
    /// (w − cx) − r, while the line after it ends at the mirrored point w − (cx + r): 1 ulp apart
    /// where the two roundings differ. That leaves these four a stem 1 ulp off vertical.
    @Test("Vertical and horizontal runs are exact")
    func axisRunsAreExact() throws {
        let mirroredAfterArcs: Set<Maneuver> = [.turnKeepLeft, .forkLeft, .onRampKeepLeft, .mergeUnspecified]
        var vertical = 0
        for m in Maneuver.allCases where !mirroredAfterArcs.contains(m) {
            for s in try ManeuverGlyphs.glyph(for: m).layers.flatMap(\.shapes) {
                var current: Point?
                for e in s.path.elements {
                    switch e {
                    case .move(let p): current = p
                    case .line(let p):
                        if let a = current {
                            let dx = abs(p.x - a.x), dy = abs(p.y - a.y)
                            #expect(!(dx > 0 && dx < 1e-9 * dy), "\(m.docsName): \(a) → \(p) almost vertical")
                            #expect(!(dy > 0 && dy < 1e-9 * dx), "\(m.docsName): \(a) → \(p) almost horizontal")
                            if dx == 0 && dy > 1 { vertical += 1 }
                        }
                        current = p
                    case .quad(_, let p), .cubic(_, _, let p): current = p
                    case .arc(let c, let r, let start, let sweep):
                        current = Path.arcPoint(c, r, Path.effectiveStartAngle(start) + sweep)
                    case .close: current = nil
                    }
                }
            }
        }
        #expect(vertical >= 60)   // the stems really are checked
    }

    /// The glyphs the spec says must look like what they mean have their own picture: no two of
    /// these share geometry.
    @Test("Roundabouts, U-turns, ramps, forks, merges, destinations, ferries, depart, unknown are distinct")
    func distinctGlyphs() throws {
        let own: [Maneuver] = [.unknown, .depart, .destination, .destinationLeft, .destinationRight, .straight,
                               .turnUTurnClockwise, .turnUTurnCounterClockwise, .mergeUnspecified, .mergeLeft, .mergeRight,
                               .forkLeft, .forkRight, .offRampLeft, .offRampRight, .offRampSlightRight, .offRampSharpRight,
                               .offRampUTurnClockwise, .ferryBoat, .ferryTrain, .nameChange, .turnRight, .turnSlightRight]
            + Maneuver.allCases.filter { $0.roundaboutIsClockwise != nil }
        var seen: [Glyph: Maneuver] = [:]
        for m in own {
            let g = try ManeuverGlyphs.glyph(for: m)
            #expect(seen[g] == nil, "\(m.docsName) draws the same as \(seen[g]?.docsName ?? "")")
            seen[g] = m
        }
    }

    /// The SDK sample app's sharing (spec §1) is kept where it loses nothing.
    @Test("Shared glyphs follow the SDK sample")
    func sharing() throws {
        func g(_ m: Maneuver) throws -> Glyph { try ManeuverGlyphs.glyph(for: m) }
        #expect(try g(.onRampLeft) == g(.turnLeft))
        #expect(try g(.turnKeepLeft) == g(.forkLeft))
        #expect(try g(.onRampKeepRight) == g(.forkRight))
        #expect(try g(.onRampUnspecified) == g(.straight))
        #expect(try g(.offRampUnspecified) == g(.straight))
    }

    /// The declared sharing is the geometry's: each maneuver's glyph owner is the first maneuver,
    /// in raw-value order, with an equal glyph, so two maneuvers share an owner (and a cache key)
    /// exactly when their glyphs are equal. A builder reused for a new maneuver without declaring
    /// it, or a declared owner that draws differently, fails here.
    @Test("Glyph owners are exactly the maneuvers with equal glyphs")
    func glyphOwners() {
        let glyphs = Maneuver.allCases.map { ManeuverGlyphs.build($0, .standard) }
        for a in Maneuver.allCases {
            let owner = ManeuverGlyphs.glyphOwner(a)
            let firstEqual = Maneuver.allCases.first { glyphs[$0.rawValue] == glyphs[a.rawValue] }
            #expect(owner == firstEqual, "\(a.docsName): owner \(owner.docsName), first equal glyph \(firstEqual?.docsName ?? "none")")
        }
    }

    /// Decision: repeated calls give identical values.
    @Test("Deterministic")
    func deterministic() throws {
        for m in Maneuver.allCases {
            #expect(try ManeuverGlyphs.glyph(for: m) == ManeuverGlyphs.build(m, .standard))
        }
    }

    /// Off-ramps keep the main road (secondary) running straight on past the point where the
    /// path (primary) leaves it; merges have the road merged into in secondary.
    @Test("Ramps and merges show the main road in secondary")
    func rampContext() throws {
        for m: Maneuver in [.offRampRight, .offRampSlightRight, .offRampSharpRight, .offRampUTurnClockwise, .mergeLeft, .forkRight] {
            let g = try ManeuverGlyphs.glyph(for: m)
            let road = Sample.bounds(g, .secondary)
            #expect(!road.isEmpty, "\(m.docsName) lacks its secondary road")
        }
        // The off-ramp's road continues above where the path leaves it: it reaches the top margin.
        let ramp = try ManeuverGlyphs.glyph(for: .offRampRight)
        #expect(abs(Sample.bounds(ramp, .secondary).minY - 8) < 1e-9)
        #expect(Sample.bounds(ramp, .primary).maxX > 80) // the path leaves to the right
    }
}
