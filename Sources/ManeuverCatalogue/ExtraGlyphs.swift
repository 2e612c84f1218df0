import IconGeometry

extension ManeuverGlyphs {
    /// The canonical key of an extra glyph: `exitNumber` is kept for the glyph that draws it
    /// (`roundaboutNumberedExit`, in its ring) and dropped, after validation, for the others, as
    /// the maneuvers drop what they do not draw.
    /// - Throws: `CatalogueError.exitNumberOutOfRange` outside 1…99, whatever the glyph.
    public static func key(for glyph: ExtraGlyph, exitNumber: Int? = nil, style: GlyphStyle = .standard) throws(CatalogueError) -> ManeuverGlyphKey {
        try validate(exitAngle: nil, exitNumber: exitNumber)
        return ManeuverGlyphKey(base: .extra(glyph), exitNumber: glyph.drawsExitNumber ? exitNumber : nil, style: style)
    }

    /// Geometry of an extra glyph in the 96-pt design box (points, y down, origin top-left).
    /// - Throws: as `key(for:exitNumber:)`.
    public static func glyph(for glyph: ExtraGlyph, exitNumber: Int? = nil) throws(CatalogueError) -> Glyph {
        self.glyph(for: try key(for: glyph, exitNumber: exitNumber))
    }

    /// The extra glyph `g` in the proportions of `metrics`, with `exitNumber` where it draws one;
    /// each left twin is the mirror of its right-hand form.
    static func build(_ g: ExtraGlyph, _ metrics: GlyphMetrics, exitNumber: Int?) -> Glyph {
        let A = ExtraArrowGlyphs(m: metrics), P = ExtraPlaceGlyphs(m: metrics), F = FerryTurnGlyphs(m: metrics)
        switch g {
        case .destinationStraight: return P.destinationStraight()
        case .departLeft: return P.departRight().mirrored()
        case .departRight: return P.departRight()
        case .waypoint: return P.waypoint()
        case .keepMiddle: return A.keepMiddle()
        case .endOfRoadLeft: return A.endOfRoadRight().mirrored()
        case .endOfRoadRight: return A.endOfRoadRight()
        case .ferryBoatLeft: return F.boardingRight(FerryGlyphs.boat()).mirrored()
        case .ferryBoatRight: return F.boardingRight(FerryGlyphs.boat())
        case .ferryTrainLeft: return F.boardingRight(FerryGlyphs.train()).mirrored()
        case .ferryTrainRight: return F.boardingRight(FerryGlyphs.train())
        case .ferryExit: return F.exit()
        case .roundaboutNumberedExit: return NumberedRoundaboutGlyph(m: metrics).glyph(number: exitNumber)
        }
    }
}

extension ManeuverGlyphKey {
    /// A key for an extra glyph without an exit number (see `ManeuverGlyphs.key(for:exitNumber:)`).
    public init(_ glyph: ExtraGlyph) {
        self.init(base: .extra(glyph), exitNumber: nil)
    }

    /// The extra glyph this key draws; nil for a maneuver's glyph.
    public var extraGlyph: ExtraGlyph? {
        if case .extra(let g) = base { return g }
        return nil
    }
}
