import ManeuverCatalogue

/// The vector formats of an icon: the exact SVG, the stroke SVG and Android's VectorDrawable.
public enum VectorFormat: String, CaseIterable, Sendable {
    /// SVG 1.1 whose strokes are their outlines: the PNG's picture exactly, unhinted (`maneuverSVG`).
    case svg
    /// SVG with the strokes as centre lines and stroke attributes, for a designer to restyle
    /// (`StrokeSVGWriter`).
    case svgStroke = "svg-stroke"
    /// Android VectorDrawable XML, viewport in points, size in dp (`VectorDrawableWriter`).
    case vectorDrawable = "vector-drawable"

    /// `svg` or `xml`.
    public var fileExtension: String { self == .vectorDrawable ? "xml" : "svg" }
}

extension IconRenderer {
    /// The maneuver's icon as vector text in `format`, from the same glyph as its PNG: the SVGs in
    /// a viewBox of the image's device pixels, the VectorDrawable in a viewport of the glyph's
    /// design box (points) at the image's size in dp (the icon size, or 140 × 100 for CarPlay's
    /// junction form). Rendered on every call (no cache).
    /// - Parameters:
    ///   - tintable: a template image: the colours become `IconColors.template` (primary opaque,
    ///     secondary at half alpha, no background); a VectorDrawable also gets
    ///     `android:tint` = `options.colors.primary` (see `VectorDrawableWriter`).
    ///   - flatten: `.svg` only: every shape as the polygons the rasterizer fills (as `maneuverSVG`).
    ///   - The others: as `maneuverImage`.
    /// - Throws: as `maneuverImage`.
    public func maneuverVector(_ maneuver: Maneuver, options: ImageOptions = .init(), exitAngle: Double? = nil,
                               exitNumber: Int? = nil, arms: [Double]? = nil, junction: JunctionForm? = nil,
                               format: VectorFormat, tintable: Bool = false, flatten: Bool = false) throws(RenderError) -> String {
        let request = try maneuverRequest(maneuver, options: options, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction)
        return try vector(request, options: options, format: format, tintable: tintable, flatten: flatten)
    }

    /// A spec's icon as vector text (see `maneuverVector` and `maneuverPNG(_:options:junction:)`).
    /// Throws as `maneuverImage(_:options:junction:)`.
    public func maneuverVector(_ spec: ManeuverSpec, options: ImageOptions = .init(), junction: JunctionForm? = nil,
                               format: VectorFormat, tintable: Bool = false, flatten: Bool = false) throws(RenderError) -> String {
        let key = try key(spec, options: options, junction: junction)
        return try vector(request(for: key, options: options, pixels: options.pixelSize()), options: options, format: format, tintable: tintable,
                          flatten: flatten)
    }

    /// An extra glyph's icon as vector text (see `maneuverVector`). Throws as `glyphImage(_:options:exitNumber:)`.
    public func glyphVector(_ glyph: ExtraGlyph, options: ImageOptions = .init(), exitNumber: Int? = nil,
                            format: VectorFormat, tintable: Bool = false, flatten: Bool = false) throws(RenderError) -> String {
        try vector(glyphRequest(glyph, options: options, exitNumber: exitNumber), options: options, format: format, tintable: tintable,
                   flatten: flatten)
    }

    private func vector(_ request: ManeuverRequest, options: ImageOptions, format: VectorFormat, tintable: Bool,
                        flatten: Bool) throws(RenderError) -> String {
        let glyph = ManeuverGlyphs.glyph(for: request.key)
        let points = request.side == nil ? request.key.frame.size : (options.size.points, options.size.points)
        return try vector(glyph, points: points, pixelsPerPoint: request.pixelsPerPoint, pixels: (request.width, request.height),
                          colors: options.colors, format: format, tintable: tintable, flatten: flatten)
    }

    /// The lanes image as vector text in `format` (see `maneuverVector`); `nil` when `lanes` is
    /// empty. Throws as `lanesImage`.
    public func lanesVector(_ lanes: [Lane], options: LanesImageOptions = .init(), format: VectorFormat,
                            tintable: Bool = false, flatten: Bool = false) throws(RenderError) -> String? {
        guard let request = try lanesRequest(lanes, options: options) else { return nil }
        return try vector(LaneGlyphs.glyph(for: request.key), points: (request.key.width, request.key.height),
                          pixelsPerPoint: options.scale, pixels: (request.width, request.height),
                          colors: options.colors, format: format, tintable: tintable, flatten: flatten)
    }

    private func vector(_ glyph: Glyph, points: (width: Double, height: Double), pixelsPerPoint: Double, pixels: (width: Int, height: Int),
                        colors: IconColors, format: VectorFormat, tintable: Bool, flatten: Bool) throws(RenderError) -> String {
        let paint = tintable ? IconColors.template : colors
        switch format {
        case .svg:
            return try SVGWriter.svg(glyph, pixelsPerPoint: pixelsPerPoint, pixelWidth: pixels.width, pixelHeight: pixels.height,
                                     colors: paint, flatten: flatten)
        case .svgStroke:
            return try StrokeSVGWriter.svg(glyph, pixelsPerPoint: pixelsPerPoint, pixelWidth: pixels.width, pixelHeight: pixels.height,
                                           colors: paint)
        case .vectorDrawable:
            return try VectorDrawableWriter.xml(glyph, width: points.width, height: points.height, colors: colors, tintable: tintable)
        }
    }
}
