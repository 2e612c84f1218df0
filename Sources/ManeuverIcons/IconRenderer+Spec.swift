import ManeuverCatalogue

/// Icons for the maneuver model: any vocabulary's value, read into a `ManeuverSpec`
/// (`ManeuverVocabulary.read`), drawn as `ManeuverSpec.drawing` says, through its canonical glyph
/// key: a spec equivalent to a Google maneuver has exactly that maneuver's key, so its pixels and
/// its cache entry; an extra glyph its own. The drawing's notes (fallbacks, approximations) are
/// the caller's to show.
extension IconRenderer {
    /// The spec's icon as straight-alpha RGBA8 pixels, `pixelSize()` on a side (a junction image
    /// in the CarPlay form: 140 × 100 pt × `scale`).
    /// - Parameter junction: draw the junction image in this form, with the spec's `arms` (a
    ///   glyph of the model's own has none and is drawn as its icon).
    /// - Throws: as `maneuverImage(_:options:exitAngle:exitNumber:arms:junction:)`: bad options
    ///   first, then `.catalogue` for an exit angle outside 1…359 (after the model's 0 < a ≤ 360
    ///   is drawn within it), an exit number outside 1…99 or bad arms, whatever the glyph.
    public func maneuverImage(_ spec: ManeuverSpec, options: ImageOptions = .init(), junction: JunctionForm? = nil) throws(RenderError) -> Pixmap {
        try glyphImage(key(spec, options: options, junction: junction), options: options)
    }

    /// The spec's icon as PNG data, from the cache when the same glyph was rendered before at
    /// this size and in these colours (whichever vocabulary asked). Throws as `maneuverImage`.
    public func maneuverPNG(_ spec: ManeuverSpec, options: ImageOptions = .init(), junction: JunctionForm? = nil) throws(RenderError) -> [UInt8] {
        try glyphPNG(key(spec, options: options, junction: junction), options: options)
    }

    /// The spec's icon as SVG (see `maneuverSVG(_:options:exitAngle:exitNumber:arms:junction:flatten:)`).
    public func maneuverSVG(_ spec: ManeuverSpec, options: ImageOptions = .init(), junction: JunctionForm? = nil,
                            flatten: Bool = false) throws(RenderError) -> String {
        try glyphSVG(key(spec, options: options, junction: junction), options: options, flatten: flatten)
    }

    /// The spec's glyph key, after the options (in the order a maneuver request checks them).
    func key(_ spec: ManeuverSpec, options: ImageOptions, junction: JunctionForm?) throws(RenderError) -> ManeuverGlyphKey {
        _ = try options.pixelSize()
        do { return try spec.drawing.key(junction: junction, style: options.style) } catch { throw RenderError.catalogue(error) }
    }
}
