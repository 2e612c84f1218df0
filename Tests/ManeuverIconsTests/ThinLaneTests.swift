import IconRaster
import ManeuverCatalogue
@testable import ManeuverIcons
import Testing

/// Lanes for displays that keep no colour (`GlyphStyle.OtherLanes.thin`): the lanes not to take
/// as thin arrows in the primary colour, which a 1-bit image keeps whole.
@Suite("Thin lanes not to take")
struct ThinLaneTests {
    static var thin: GlyphStyle {
        var style = GlyphStyle.standard
        style.otherLanes = .thin
        return style
    }

    /// Cell sides (points, drawn at 1×): CarPlay's 18, the smallest that keeps thin arrows (16)
    /// and the sizes of small displays up to the standard 48.
    static let cells: [Double] = [16, 18, 24, 32, 48]

    /// Every lane shape, not recommended, beside a recommended straight lane: each of its shapes
    /// is in the primary layer, and at 1 bit (alpha ≥ 128) it makes as many 8-connected pieces
    /// as at 8 bits (alpha ≥ 1) and does not vanish.
    @Test("Thin arrows stay whole at 1 bit", arguments: cells)
    func thinArrowsStayWhole(cell: Double) throws {
        var broken: [String] = []
        var rasterizer = Rasterizer()
        for shape in LaneShape.allCases {
            let lanes = [Lane(laneDirections: [LaneDirection(laneShape: shape)]),
                         Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)])]
            let layout = LaneLayout(laneWidth: cell, height: cell, separators: false)
            let glyph = try #require(try LaneGlyphs.glyph(for: lanes, layout: layout, style: Self.thin))
            #expect(glyph.layers.map(\.role) == [.primary], "\(shape) at \(cell): no secondary layer")
            let px = Int(cell)
            let prepared = try PreparedGlyph(glyph, pixelsPerPoint: 1, pixelWidth: 2 * px, pixelHeight: px)
            // The first lane's items: those whose ink lies in the left cell.
            for item in prepared.layers.flatMap(\.items) {
                let alphas = try rasterizer.coverage([item], width: 2 * px, height: px).map { ($0 * 255).rounded() }
                let inFirstLane = alphas.indices.contains { alphas[$0] > 0 && $0 % (2 * px) < px }
                guard inFirstLane else { continue }
                let shown = HintingTests.pieces(alphas.map { $0 >= 1 }, width: 2 * px).count
                let ink = HintingTests.pieces(alphas.map { $0 >= 128 }, width: 2 * px).count
                if ink != shown { broken.append("\(shape)") }
            }
        }
        #expect(broken.isEmpty, "\(cell)-pt cells: \(broken)")
    }

    /// A thin stem is at most half the recommended one: in a straight lane beside a recommended
    /// straight lane, the widths of the two vertical stems.
    @Test("Thin stems are at most half as wide", arguments: cells)
    func thinStemsAreNarrower(cell: Double) throws {
        let lanes = [Lane(laneDirections: [LaneDirection(laneShape: .straight)]),
                     Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)])]
        let glyph = try #require(try LaneGlyphs.glyph(for: lanes, layout: LaneLayout(laneWidth: cell, height: cell, separators: false), style: Self.thin))
        let stems = HintingTests.verticalStems(glyph)
        let thin = Set(stems.filter { $0.x < cell }.map(\.width)), bold = Set(stems.filter { $0.x > cell }.map(\.width))
        try #require(thin.count == 1 && bold.count == 1, "\(thin) \(bold)")
        #expect(thin.first! <= bold.first! / 2 + 1e-9 && thin.first! >= 1, "\(thin) \(bold)")
    }

    /// In cells under 16 pt a thin stem could not be half the recommended one: the lanes not to
    /// take are left out, the lanes to take drawn as alone.
    @Test("Narrow cells leave the lanes not to take out")
    func narrowCellsLeaveThemOut() throws {
        let layout = LaneLayout(laneWidth: 12, height: 48)
        let both = [Lane(laneDirections: [LaneDirection(laneShape: .normalLeft)]),
                    Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)])]
        let glyph = try #require(try LaneGlyphs.glyph(for: both, layout: layout, style: Self.thin))
        let primary = glyph.layers.filter { $0.role == .primary }.flatMap(\.shapes)
        let inFirstCell = primary.filter { $0.path.controlBounds.maxX <= 12 }
        #expect(inFirstCell.isEmpty && !primary.isEmpty)
        // The standard style keeps them, in the secondary colour.
        let standard = try #require(try LaneGlyphs.glyph(for: both, layout: layout))
        #expect(standard.layers.contains { $0.role == .secondary })
    }
}
