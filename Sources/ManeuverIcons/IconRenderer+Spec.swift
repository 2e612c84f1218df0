import ManeuverCatalogue

/// Icons for the maneuver model: any vocabulary's value, read into a `ManeuverSpec`
/// (`ManeuverVocabulary.read`), drawn as `ManeuverSpec.drawing` says. A spec equivalent to a
/// Google maneuver renders through that maneuver's request, so it has exactly its pixels and
/// shares its cache entry; the drawing's notes (fallbacks, approximations) are the caller's to
/// show.
extension IconRenderer {
    /// The spec's icon as premultiplied RGBA8 pixels, `pixelSize()` on a side.
    /// - Throws: as `maneuverImage(_:options:exitAngle:exitNumber:)`: bad options, and
    ///   `.catalogue` for an exit angle outside 0 < a ≤ 360 or an exit number outside 1…99.
    public func maneuverImage(_ spec: ManeuverSpec, options: ImageOptions = .init()) throws(RenderError) -> Pixmap {
        let (m, angle, number) = try Self.request(spec.drawing)
        return try maneuverImage(m, options: options, exitAngle: angle, exitNumber: number)
    }

    /// The spec's icon as PNG data, from the cache when the same glyph was rendered before at
    /// this size and in these colours (whichever vocabulary asked). Throws as `maneuverImage`.
    public func maneuverPNG(_ spec: ManeuverSpec, options: ImageOptions = .init()) throws(RenderError) -> [UInt8] {
        let (m, angle, number) = try Self.request(spec.drawing)
        return try maneuverPNG(m, options: options, exitAngle: angle, exitNumber: number)
    }

    /// The spec's icon as SVG (see `maneuverSVG(_:options:exitAngle:exitNumber:flatten:)`).
    public func maneuverSVG(_ spec: ManeuverSpec, options: ImageOptions = .init(), flatten: Bool = false) throws(RenderError) -> String {
        let (m, angle, number) = try Self.request(spec.drawing)
        return try maneuverSVG(m, options: options, exitAngle: angle, exitNumber: number, flatten: flatten)
    }

    /// The maneuver request a drawing renders through, after the drawing's own checks (so an
    /// exit number out of range throws whatever the glyph). PROVISIONAL for the extra glyphs:
    /// their nearest maneuver, until the glyphs branch's glyph-key requests land.
    private static func request(_ d: ManeuverDrawing) throws(RenderError) -> (Maneuver, Double?, Int?) {
        do { _ = try d.key() } catch { throw RenderError.catalogue(error) }
        switch d.glyph {
        case .maneuver(let m): return (m, d.exitAngle, d.exitNumber)
        case .extra(let g): return (g.nearestManeuver, nil, g.drawsExitNumber ? d.exitNumber : nil)
        }
    }
}
