import Testing
import IconGeometry
@testable import ManeuverCatalogue

/// The glyphs for what the 66 maneuvers cannot say (`ExtraGlyph`): names, keys, mirror twins,
/// meaning (where heads point, which side things stand on), box and margins. Pixels are checked
/// in the renderer's tests.
@Suite("Extra glyphs")
struct ExtraGlyphTests {
    static func glyph(_ g: ExtraGlyph, _ n: Int? = nil) throws -> Glyph { try ManeuverGlyphs.glyph(for: g, exitNumber: n) }

    /// The sided glyphs by their names alone: each `…_left` with the `…_right` named alike.
    static let pairs: [(left: ExtraGlyph, right: ExtraGlyph)] = ExtraGlyph.allCases.compactMap { g in
        guard g.rawValue.hasSuffix("_left") else { return nil }
        return (g, ExtraGlyph(rawValue: g.rawValue.dropLast("_left".count) + "_right")!)
    }

    @Test("Names: snake_case, unique, never a maneuver's name")
    func names() {
        let folded = Set(Maneuver.allCases.flatMap { [NameMatching.fold($0.docsName), NameMatching.fold($0.swiftName)] })
        #expect(Set(ExtraGlyph.allCases.map(\.rawValue)).count == ExtraGlyph.allCases.count)
        for g in ExtraGlyph.allCases {
            #expect(g.rawValue.allSatisfy { $0 == "_" || ("a"..."z").contains($0) } && !g.rawValue.hasPrefix("_"), "\(g.rawValue)")
            #expect(g.docsName == g.rawValue.uppercased())
            #expect(!folded.contains(NameMatching.fold(g.rawValue)), "\(g.rawValue) is a maneuver's name")
        }
    }

    /// The twins follow the names: left ↔ right for the sided glyphs, none for the others.
    @Test("Mirror twins follow the names")
    func twinsFollowNames() {
        #expect(Self.pairs.count == 4)
        for (l, r) in Self.pairs {
            #expect(l.mirrorTwin == r && r.mirrorTwin == l)
        }
        for g in ExtraGlyph.allCases where !g.rawValue.hasSuffix("_left") && !g.rawValue.hasSuffix("_right") {
            #expect(g.mirrorTwin == nil, "\(g.rawValue)")
        }
    }

    @Test("Each left glyph is the exact mirror of its right twin")
    func mirrored() throws {
        for (l, r) in Self.pairs {
            MirrorTests.expectMirrored(try Self.glyph(l), try Self.glyph(r), axis: 48, "\(l.rawValue) vs \(r.rawValue)")
        }
    }

    /// The neutral roundabout shows no circulation: without a number it is symmetric about the
    /// centre line (a whole ring centred on it, the entry on it). Keep middle's side branches
    /// mirror each other.
    @Test("Neutral glyphs are symmetric")
    func neutralRoundabout() throws {
        let g = try Self.glyph(.roundaboutNumberedExit)
        let ring = try #require(g.shapes(.secondary).first).path.elements.compactMap { e -> (Point, Double)? in
            if case .arc(let c, _, _, let sweep) = e { return (c, sweep) } else { return nil }
        }
        #expect(ring.count == 1 && ring[0].0.x == 48 && abs(abs(ring[0].1) - 2 * .pi) < 1e-12)
        #expect(try #require(g.shapes(.primary).first).path.elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.x == 48
            default: return false
            }
        })
        let fork = try Self.glyph(.keepMiddle)
        let branches = fork.shapes(.secondary)
        #expect(branches.count == 2)
        MirrorTests.expectMirrored(Glyph(width: 96, height: 96, layers: [GlyphLayer(role: .secondary, shapes: [branches[0]])]),
                                   Glyph(width: 96, height: 96, layers: [GlyphLayer(role: .secondary, shapes: [branches[1]])]),
                                   axis: 48, "keep_middle branches")
    }

    /// Heads point as the meaning says (headings on screen, y down: 0 east, −90 north, 180
    /// west); decision: within 1°.
    @Test("Heads point where the glyphs say", arguments: [
        (ExtraGlyph.destinationStraight, -90.0), (.departLeft, -90), (.departRight, -90), (.keepMiddle, -90),
        (.endOfRoadLeft, 180), (.endOfRoadRight, 0), (.ferryBoatLeft, 180), (.ferryBoatRight, 0),
        (.ferryTrainLeft, 180), (.ferryTrainRight, 0), (.ferryExit, -90),
    ])
    func headings(_ g: ExtraGlyph, _ heading: Double) throws {
        let h = try #require(Sample.headDirection(try Self.glyph(g)))
        #expect(Sample.angleDifference(h.degrees, heading) < 1, "\(g.rawValue): \(h.degrees)")
    }

    /// Left reads left: what stands on a side stands on the named one. Ferries: the head, and the
    /// vessel (the primary ink other than the arrow) centred at least 16 pt off the centre line
    /// on that side (it is 54 pt wide); depart: the start ring, the path straight (a path
    /// swinging towards the other side would read as a turn that way); end of road: the head,
    /// and the crossing road (secondary) running on to the other side.
    @Test("Left twins keep their things on the left")
    func sides() throws {
        for (g, left) in Self.pairs.flatMap({ [($0.left, true), ($0.right, false)] }) {
            let glyph = try Self.glyph(g)
            let primary = glyph.shapes(.primary)
            func onSide(_ r: Rect) -> Bool { left ? r.maxX < 48 + 1e-9 : r.minX > 48 - 1e-9 }
            switch g {
            case .ferryBoatLeft, .ferryBoatRight, .ferryTrainLeft, .ferryTrainRight:
                // The arrow is the last two shapes; everything before it is the vessel.
                let vessel = primary.dropLast(2).reduce(Rect.empty) { $0.union($1.inkBounds) }
                let middle = (vessel.minX + vessel.maxX) / 2
                #expect(left ? middle < 48 - 16 : middle > 48 + 16, "\(g.rawValue): vessel at \(vessel)")
                #expect(onSide(primary.last!.inkBounds), "\(g.rawValue): head")
            case .departLeft, .departRight:
                // The ring is the fill with a hole: two subpaths.
                let ring = try #require(primary.first { $0.path.elements.filter { if case .move = $0 { true } else { false } }.count == 2 })
                #expect(onSide(ring.inkBounds), "\(g.rawValue): ring at \(ring.inkBounds)")
                // The path does not swing sideways (towards the other side, it would read as a turn).
                let stem = Sample.points(primary[0].path)
                #expect(stem.allSatisfy { $0.x == stem[0].x }, "\(g.rawValue): the stem swings sideways")
            case .endOfRoadLeft, .endOfRoadRight:
                #expect(onSide(primary.last!.inkBounds), "\(g.rawValue): head")
                let road = Sample.bounds(glyph, .secondary)
                #expect(left ? road.maxX > 80 : road.minX < 16, "\(g.rawValue): crossing road \(road)")
            default:
                Issue.record("\(g.rawValue) has a side the test does not know")
            }
        }
    }

    /// Decision: as for the maneuvers (`CatalogueCoverageTests.insideBox`), ink inside the box
    /// less 8 pt, less 4 pt for the ferries and the roundabout, which use nearly the whole box;
    /// secondary before primary, one layer per role, a primary path, finite.
    @Test("Every extra glyph: non-empty, finite, inside the box with its margin", arguments: ExtraGlyph.allCases)
    func insideBox(_ g: ExtraGlyph) throws {
        for n in g.drawsExitNumber ? [nil, 1, 8, 10, 88, 99] : [nil] {
            let glyph = try Self.glyph(g, n)
            #expect(glyph.width == 96 && glyph.height == 96 && glyph.isFinite)
            let roles = glyph.layers.map(\.role)
            #expect(roles == [.primary] || roles == [.secondary, .primary], "\(g.rawValue): \(roles)")
            #expect(glyph.layers.allSatisfy { !$0.shapes.isEmpty })
            let wide = g.rawValue.hasPrefix("ferry") || g == .roundaboutNumberedExit
            let margin = wide ? 4.0 : 8.0, b = glyph.inkBounds
            #expect(b.minX >= margin - 1e-9 && b.minY >= margin - 1e-9, "\(g.rawValue) \(n ?? 0): \(b)")
            #expect(b.maxX <= 96 - margin + 1e-9 && b.maxY <= 96 - margin + 1e-9, "\(g.rawValue) \(n ?? 0): \(b)")
        }
    }

    /// One stroke weight: every stroke is the 12-pt stem, except the vessels' waves (scaled with
    /// the vessel) and the roundabout's digits (the exit badge's kind of detail).
    @Test("The stems keep the set's weight")
    func strokeWeight() throws {
        for g in ExtraGlyph.allCases {
            let glyph = try Self.glyph(g, g.drawsExitNumber ? 7 : nil)
            let stems = glyph.layers.flatMap(\.shapes).compactMap { s -> Double? in
                if case .stroke(let style) = s.paint { return style.width } else { return nil }
            }
            #expect(stems.contains(12), "\(g.rawValue) has no stem")
            for w in stems where w != 12 {
                #expect(g.rawValue.hasPrefix("ferry") || g.drawsExitNumber, "\(g.rawValue): stroke \(w)")
                #expect(w >= 3 && w < 12, "\(g.rawValue): stroke \(w)")
            }
        }
    }

    /// Context is secondary: keep middle's side branches, the end of road's crossing road, the
    /// boat a driver leaves, the roundabout's ring (its travelled part is unknown).
    @Test("Context in the secondary colour")
    func context() throws {
        for g: ExtraGlyph in [.keepMiddle, .endOfRoadLeft, .endOfRoadRight, .ferryExit, .roundaboutNumberedExit] {
            #expect(!Sample.bounds(try Self.glyph(g), .secondary).isEmpty, "\(g.rawValue)")
        }
        for g: ExtraGlyph in [.destinationStraight, .departLeft, .departRight, .waypoint, .ferryBoatLeft, .ferryBoatRight,
                              .ferryTrainLeft, .ferryTrainRight] {
            #expect(try Self.glyph(g).layers.map(\.role) == [.primary], "\(g.rawValue)")
        }
    }

    /// Destination straight: the pin stands on the centre line above the arrow's tip, clear of it.
    @Test("Destination straight: the pin straight ahead of the arrow")
    func destinationStraight() throws {
        let g = try Self.glyph(.destinationStraight)
        let shapes = g.shapes(.primary)
        let head = shapes[1].inkBounds, pin = shapes[2].inkBounds
        #expect(abs((pin.minX + pin.maxX) / 2 - 48) < 1e-9 && abs((head.minX + head.maxX) / 2 - 48) < 1e-9)
        #expect(pin.maxY < head.minY, "pin \(pin), head \(head)")
    }

    /// Keep middle: the side branches leave the stem on both sides and end below the head, clear
    /// of its corners (decision: 4 pt between the branches' ink and the head's).
    @Test("Keep middle: side branches clear of the head")
    func keepMiddle() throws {
        let g = try Self.glyph(.keepMiddle)
        let head = g.shapes(.primary)[1].path
        let headPoints = Sample.dense(head)
        for branch in g.shapes(.secondary) {
            let pts = Sample.dense(branch.path)
            let nearest = pts.flatMap { p in headPoints.map { p.distance(to: $0) } }.min()!
            #expect(nearest - 6 >= 4, "branch \(nearest - 6) pt from the head")
            #expect(abs(pts.last!.x - 48) >= 20)
        }
    }

    /// The number sits inside the ring's hole (radius 25 − 6 = 19), with 1 pt to spare, for every
    /// exit number; without one, the entry stem alone is primary; no badge is added.
    @Test("Numbered roundabout: the number inside the ring, no badge")
    func numberInRing() throws {
        let c = NumberedRoundaboutGlyph.center
        for n in ManeuverGlyphs.exitNumberRange {
            let g = try Self.glyph(.roundaboutNumberedExit, n)
            #expect(g.shapes(.secondary).count == 1, "\(n): only the ring")
            for digit in g.shapes(.primary).dropFirst() {
                guard case .stroke(let style) = digit.paint else { Issue.record("digit not stroked"); continue }
                let reach = Sample.dense(digit.path).map { $0.distance(to: c) }.max()! + style.width / 2
                #expect(reach <= 18, "exit \(n): digit reaches \(reach) pt from the centre")
            }
        }
        #expect(try Self.glyph(.roundaboutNumberedExit).shapes(.primary).count == 1)
        #expect(try Self.glyph(.roundaboutNumberedExit, 3) != Self.glyph(.roundaboutNumberedExit, 4))
    }

    /// Keys: the exit number is kept where it is drawn and dropped elsewhere (after validation),
    /// no extra key equals a maneuver's, and the key draws what the glyph call draws.
    @Test("Keys are canonical and validated")
    func keys() throws {
        var seen = Set<ManeuverGlyphKey>()
        for m in Maneuver.allCases { seen.insert(try ManeuverGlyphs.key(for: m)) }
        for g in ExtraGlyph.allCases {
            let key = try ManeuverGlyphs.key(for: g, exitNumber: 5)
            #expect(!seen.contains(key), "\(g.rawValue) shares a maneuver's key")
            seen.insert(key)
            #expect(key.extraGlyph == g)
            #expect((key == ManeuverGlyphKey(g)) == !g.drawsExitNumber)
            #expect(ManeuverGlyphs.glyph(for: key) == ManeuverGlyphs.build(g, .standard, exitNumber: g.drawsExitNumber ? 5 : nil))
            for bad in [0, -1, 100] {
                #expect(throws: CatalogueError.exitNumberOutOfRange(bad)) { try ManeuverGlyphs.key(for: g, exitNumber: bad) }
            }
        }
        #expect(try ManeuverGlyphs.key(for: .turnLeft).extraGlyph == nil)
    }

    /// Decision: geometry is a pure function of the key; building twice gives equal values.
    @Test("Deterministic")
    func deterministic() throws {
        for g in ExtraGlyph.allCases {
            #expect(try Self.glyph(g, 12) == Self.glyph(g, 12))
            #expect(ManeuverGlyphs.build(g, .standard, exitNumber: nil) == ManeuverGlyphs.build(g, .standard, exitNumber: nil))
        }
    }
}
