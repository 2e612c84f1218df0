import Foundation
import IconGeometry
import IconPNG
import IconRaster
import ManeuverCatalogue

/// Renders maneuver and lane icons, in the spirit of the Navigation SDK's
/// `maneuverImage(with:)` / `lanesImage(with:)`, as pixels, PNG data or SVG.
///
/// Keep one renderer for the life of the process and call it from any thread: it is `Sendable`
/// and holds a bounded least-recently-used cache of PNG data. Pixels (`…Image`) and SVG are
/// rendered on every call; PNG (`…PNG`) comes from the cache when it can.
///
/// The cache key is the canonical form of what determines the pixels, so requests that draw the
/// same image share one entry:
/// - maneuvers: the glyph (`ManeuverGlyphKey`: maneuvers sharing a glyph share it; exit angle and
///   number count for the 20 `ROUNDABOUT_*` maneuvers only, the angle as drawn, below 40° as 40°),
///   the image side in device pixels (`.square96` and `.points(96)` at scale 1 and `.square48`
///   at scale 2, 96 px each, are one key), the colours and the style; with arms, the arms as drawn (merged
///   where the glyph cannot separate them); a junction image in the CarPlay form, its glyph, the
///   scale and the colours (its size is the form's, 140 × 100 pt);
/// - lanes: the lanes, the cell width the layout gives that many lanes, the height, separators
///   when there are two lanes or more, the style (`LanesGlyphKey`), the scale and the colours.
/// Every request is validated before the lookup, so a value the key drops (an exit angle of a
/// turn, a lane layout's width budget) still throws its documented error; a request that throws
/// is neither a hit nor a miss and stores nothing.
///
/// Geometry comes from the catalogue in points (y down, origin top-left) and is scaled to device
/// pixels = points × `scale`; images are RGBA8 with straight alpha (`Pixmap`), as are PNGs.
public final class IconRenderer: Sendable {
    private let cache: RenderCache
    private let rasterizers = RasterizerPool()

    /// - Parameter cacheLimits: bounds of the PNG cache; `.default` is 1,024 entries / 16 MiB.
    public init(cacheLimits: CacheLimits = .default) {
        cache = RenderCache(limits: cacheLimits)
    }

    // MARK: Maneuvers

    /// The maneuver's icon as straight-alpha RGBA8 pixels, `pixelSize()` on a side (a junction
    /// image in the CarPlay form: 140 × 100 pt × `scale`).
    /// - Parameters:
    ///   - exitAngle: roundabouts: degrees travelled along the circulation to the exit, 1…359.
    ///     A junction image of another maneuver: the exit's degrees clockwise from straight
    ///     ahead, 0…360 (default: the maneuver's own direction).
    ///   - exitNumber: roundabouts: the exit number drawn as a badge, 1…99.
    ///   - arms: the intersection's other roads, in the convention of `exitAngle` (roundabouts:
    ///     degrees travelled in circulation from the entry; other maneuvers: degrees clockwise
    ///     from straight ahead, 90 a road to the right), at most `ManeuverGlyphs.maximumArms`, each
    ///     0…360. Roundabouts draw them as spokes; other maneuvers in the junction image only.
    ///   - junction: draw the junction image (`JunctionForm`): `.square96` at the icon size,
    ///     `.carPlay` at 140 × 100 pt (`options.size` is checked but not used).
    ///   All are checked for every maneuver; a valid value is ignored by the maneuvers that do
    ///   not draw it (it does not change their image), as an SDK step's fields would be.
    /// - Throws: `RenderError.invalidScale` / `.invalidSize` / `.imageTooLarge` for bad options,
    ///   `.catalogue` for an exit angle outside its range (or NaN), an exit number outside 1…99,
    ///   more than 16 arms or an arm outside 0…360, whatever the maneuver.
    public func maneuverImage(_ maneuver: Maneuver, options: ImageOptions = .init(),
                              exitAngle: Double? = nil, exitNumber: Int? = nil,
                              arms: [Double]? = nil, junction: JunctionForm? = nil) throws(RenderError) -> Pixmap {
        let request = try maneuverRequest(maneuver, options: options, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction)
        return try rasterize(prepareManeuver(request), colors: options.colors)
    }

    /// The maneuver's icon as PNG data (straight alpha, smallest lossless colour type), from the
    /// cache when the same request was rendered before. Throws as `maneuverImage`.
    public func maneuverPNG(_ maneuver: Maneuver, options: ImageOptions = .init(),
                            exitAngle: Double? = nil, exitNumber: Int? = nil,
                            arms: [Double]? = nil, junction: JunctionForm? = nil) throws(RenderError) -> [UInt8] {
        let request = try maneuverRequest(maneuver, options: options, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction)
        return try cachedPNG(request, colors: options.colors)
    }

    /// The maneuver's icon as SVG 1.1 in a viewBox of the pixel size, the same geometry the PNG is
    /// made of (after stroking); `flatten` writes exactly the polygons the rasterizer fills.
    /// Throws as `maneuverImage`.
    public func maneuverSVG(_ maneuver: Maneuver, options: ImageOptions = .init(), exitAngle: Double? = nil,
                            exitNumber: Int? = nil, arms: [Double]? = nil, junction: JunctionForm? = nil,
                            flatten: Bool = false) throws(RenderError) -> String {
        let request = try maneuverRequest(maneuver, options: options, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction)
        return try svg(request, colors: options.colors, flatten: flatten)
    }

    // MARK: Glyph keys and extra glyphs

    /// The icon of a glyph key (`ManeuverGlyphs.key(for:…)`: a maneuver's glyph, a junction
    /// image or an `ExtraGlyph`) as straight-alpha RGBA8 pixels, `pixelSize()` on a side (a
    /// CarPlay junction form: 140 × 100 pt × `scale`), in the key's style (`options.style` is
    /// not used: the key was made with one).
    /// - Throws: `RenderError.invalidScale` / `.invalidSize` / `.imageTooLarge` for bad options.
    public func glyphImage(_ key: ManeuverGlyphKey, options: ImageOptions = .init()) throws(RenderError) -> Pixmap {
        try rasterize(prepareManeuver(request(for: key, options: options, pixels: options.pixelSize())), colors: options.colors)
    }

    /// The icon of a glyph key as PNG data, cached under the same key as the maneuver request
    /// that draws it. Throws as `glyphImage`.
    public func glyphPNG(_ key: ManeuverGlyphKey, options: ImageOptions = .init()) throws(RenderError) -> [UInt8] {
        try cachedPNG(request(for: key, options: options, pixels: options.pixelSize()), colors: options.colors)
    }

    /// The icon of a glyph key as SVG (see `maneuverSVG`). Throws as `glyphImage`.
    public func glyphSVG(_ key: ManeuverGlyphKey, options: ImageOptions = .init(), flatten: Bool = false) throws(RenderError) -> String {
        try svg(request(for: key, options: options, pixels: options.pixelSize()), colors: options.colors, flatten: flatten)
    }

    /// An extra glyph's icon as pixels; `exitNumber` (1…99) is drawn by
    /// `roundaboutNumberedExit`, checked and ignored by the others.
    /// - Throws: as `glyphImage`, and `RenderError.catalogue` for an exit number outside 1…99.
    public func glyphImage(_ glyph: ExtraGlyph, options: ImageOptions = .init(), exitNumber: Int? = nil) throws(RenderError) -> Pixmap {
        try rasterize(prepareManeuver(glyphRequest(glyph, options: options, exitNumber: exitNumber)), colors: options.colors)
    }

    /// An extra glyph's icon as PNG data (cached). Throws as `glyphImage(_:options:exitNumber:)`.
    public func glyphPNG(_ glyph: ExtraGlyph, options: ImageOptions = .init(), exitNumber: Int? = nil) throws(RenderError) -> [UInt8] {
        try cachedPNG(glyphRequest(glyph, options: options, exitNumber: exitNumber), colors: options.colors)
    }

    /// An extra glyph's icon as SVG. Throws as `glyphImage(_:options:exitNumber:)`.
    public func glyphSVG(_ glyph: ExtraGlyph, options: ImageOptions = .init(), exitNumber: Int? = nil,
                         flatten: Bool = false) throws(RenderError) -> String {
        try svg(glyphRequest(glyph, options: options, exitNumber: exitNumber), colors: options.colors, flatten: flatten)
    }

    // MARK: Lanes

    /// The lanes image as straight-alpha RGBA8 pixels, lanes left to right; `nil` when `lanes` is
    /// empty (as the SDK; the options are checked all the same). Size: `layout` cell size × lane
    /// count, in points, × `scale`.
    /// - Throws: `RenderError.invalidScale` for a bad scale, `.catalogue(.tooManyLanes)` beyond the
    ///   catalogue's maximum, `.catalogue(.invalidLaneLayout)` for a bad layout,
    ///   `.imageTooLarge` above `maximumPixelSide`.
    public func lanesImage(_ lanes: [Lane], options: LanesImageOptions = .init()) throws(RenderError) -> Pixmap? {
        guard let request = try lanesRequest(lanes, options: options) else { return nil }
        return try rasterize(prepareLanes(request, scale: options.scale), colors: options.colors)
    }

    /// The lanes image as PNG data, cached; `nil` when `lanes` is empty. Throws as `lanesImage`.
    public func lanesPNG(_ lanes: [Lane], options: LanesImageOptions = .init()) throws(RenderError) -> [UInt8]? {
        guard let request = try lanesRequest(lanes, options: options) else { return nil }
        let key = RenderKey.lanes(request.key, scale: options.scale, colors: options.colors)
        if let png = cache.value(for: key) { return png }
        let png = try encode(rasterize(prepareLanes(request, scale: options.scale), colors: options.colors))
        cache.insert(png, for: key)
        return png
    }

    /// The lanes image as SVG (see `maneuverSVG`); `nil` when `lanes` is empty.
    public func lanesSVG(_ lanes: [Lane], options: LanesImageOptions = .init(), flatten: Bool = false) throws(RenderError) -> String? {
        guard let request = try lanesRequest(lanes, options: options) else { return nil }
        return try SVGWriter.svg(LaneGlyphs.glyph(for: request.key), pixelsPerPoint: options.scale,
                                 pixelWidth: request.width, pixelHeight: request.height,
                                 colors: options.colors, flatten: flatten)
    }

    // MARK: Cache

    /// Entries and bytes held by the PNG cache now.
    public var cacheUsage: (entries: Int, bytes: Int) { cache.usage }
    /// PNG cache lookups that hit and missed since the renderer was made. A renderer made with
    /// `CacheLimits.disabled` looks nothing up (and takes no lock), so both stay 0; any other
    /// limits count every lookup, also of images too large to be stored. A request that throws is
    /// refused before the lookup and counts as neither.
    public var cacheStatistics: (hits: Int, misses: Int) { cache.statistics }

    // MARK: Pipeline

    /// A validated maneuver request: the glyph key and the image's size in device pixels.
    struct ManeuverRequest {
        let key: ManeuverGlyphKey
        let width: Int, height: Int
        let pixelsPerPoint: Double
        /// The square image's side; nil for the CarPlay junction form, sized by `scale`.
        let side: Int?
        let scale: Double
        /// Fitted to the pixel grid (`Hinting`, `GridFit`).
        var hinted = false

        func renderKey(colors: IconColors) -> RenderKey {
            if let side { return .maneuver(key, pixels: side, colors: colors, hinted: hinted) }
            return .framedManeuver(key, scale: scale, colors: colors, hinted: hinted)
        }
    }

    /// The validated request: options first (scale, size, pixel side), then exit angle and
    /// number, then arms (so that of several bad values the first in that order is reported); the
    /// glyph key and the image size (the icon's square, or the CarPlay junction form's
    /// 140 × 100 pt at `scale`).
    func maneuverRequest(_ maneuver: Maneuver, options: ImageOptions, exitAngle: Double?, exitNumber: Int?,
                                 arms: [Double]?, junction: JunctionForm?) throws(RenderError) -> ManeuverRequest {
        let px = try options.pixelSize()
        let key = try catalogue { () throws(CatalogueError) in
            try ManeuverGlyphs.key(for: maneuver, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction,
                                   style: options.style)
        }
        return try request(for: key, options: options, pixels: px)
    }

    /// As `maneuverRequest`, for an extra glyph: options first, then the exit number.
    func glyphRequest(_ glyph: ExtraGlyph, options: ImageOptions, exitNumber: Int?) throws(RenderError) -> ManeuverRequest {
        let px = try options.pixelSize()
        let key = try catalogue { () throws(CatalogueError) in try ManeuverGlyphs.key(for: glyph, exitNumber: exitNumber, style: options.style) }
        return try request(for: key, options: options, pixels: px)
    }

    /// The smallest icon side (device pixels) drawn with the style's exit badge; smaller icons
    /// draw the exit number as larger digits alone (`GlyphStyle.ExitBadge.digits`).
    static let smallestExitBadgeSide = 48

    /// The request for a validated key: the square of `px` (`options.pixelSize()`) on a side, or
    /// the key's junction form at `options.scale`; under `smallestExitBadgeSide` the exit number
    /// as digits alone.
    func request(for key: ManeuverGlyphKey, options: ImageOptions, pixels px: Int) throws(RenderError) -> ManeuverRequest {
        let form = key.frame
        var request: ManeuverRequest
        if form == .square96 {
            // Under 48 px a badge's digits are under 8 px tall: the digits alone, larger.
            let key = key.hasExitBadge && px < Self.smallestExitBadgeSide ? key.withExitBadge(.digits) : key
            request = ManeuverRequest(key: key, width: px, height: px, pixelsPerPoint: Double(px) / ManeuverGlyphs.designSize,
                                      side: px, scale: options.scale)
        } else {
            let w = try validatedPixelLength(points: form.size.width, scale: options.scale)
            let h = try validatedPixelLength(points: form.size.height, scale: options.scale)
            request = ManeuverRequest(key: key, width: w, height: h, pixelsPerPoint: options.scale, side: nil, scale: options.scale)
        }
        request.hinted = options.hinting.fits(widestStroke: key.style.strokeWidth * request.pixelsPerPoint)
        return request
    }

    /// The request's PNG, from the cache or rendered and stored.
    private func cachedPNG(_ request: ManeuverRequest, colors: IconColors) throws(RenderError) -> [UInt8] {
        let key = request.renderKey(colors: colors)
        if let png = cache.value(for: key) { return png }
        let png = try encode(rasterize(prepareManeuver(request), colors: colors))
        cache.insert(png, for: key)
        return png
    }

    private func svg(_ request: ManeuverRequest, colors: IconColors, flatten: Bool) throws(RenderError) -> String {
        try SVGWriter.svg(ManeuverGlyphs.glyph(for: request.key), pixelsPerPoint: request.pixelsPerPoint,
                          pixelWidth: request.width, pixelHeight: request.height, colors: colors, flatten: flatten)
    }

    private func prepareManeuver(_ request: ManeuverRequest) throws(RenderError) -> PreparedGlyph {
        try PreparedGlyph(ManeuverGlyphs.glyph(for: request.key), pixelsPerPoint: request.pixelsPerPoint,
                          pixelWidth: request.width, pixelHeight: request.height, hinted: request.hinted)
    }

    /// The validated lanes request (catalogue checks, then scale and image size), nil for no lanes.
    func lanesRequest(_ lanes: [Lane], options: LanesImageOptions) throws(RenderError) -> (key: LanesGlyphKey, width: Int, height: Int)? {
        let maybeKey = try catalogue { () throws(CatalogueError) in try LaneGlyphs.key(for: lanes, layout: options.layout, style: options.style) }
        guard let key = maybeKey else {
            // No lanes, no image; but bad options are errors all the same.
            try validateScale(options.scale)
            return nil
        }
        let w = try validatedPixelLength(points: key.width, scale: options.scale)
        let h = try validatedPixelLength(points: key.height, scale: options.scale)
        return (key, w, h)
    }

    private func prepareLanes(_ request: (key: LanesGlyphKey, width: Int, height: Int), scale: Double) throws(RenderError) -> PreparedGlyph {
        try PreparedGlyph(LaneGlyphs.glyph(for: request.key), pixelsPerPoint: scale, pixelWidth: request.width, pixelHeight: request.height)
    }

    private func rasterize(_ prepared: PreparedGlyph, colors: IconColors) throws(RenderError) -> Pixmap {
        var rasterizer = rasterizers.take()
        defer { rasterizers.give(rasterizer) }
        return try prepared.rasterize(colors: colors, using: &rasterizer)
    }

    private func encode(_ pixmap: Pixmap) throws(RenderError) -> [UInt8] {
        do { return try PNGEncoder.encode(pixmap) } catch { throw RenderError.png(error) }
    }

    private func catalogue<T>(_ body: () throws(CatalogueError) -> T) throws(RenderError) -> T {
        do { return try body() } catch { throw RenderError.catalogue(error) }
    }
}

/// Rasterizers with warm scratch buffers, lent to one thread at a time.
final class RasterizerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Rasterizer] = []

    func take() -> Rasterizer {
        lock.lock(); defer { lock.unlock() }
        return idle.popLast() ?? Rasterizer()
    }

    func give(_ r: Rasterizer) {
        lock.lock(); defer { lock.unlock() }
        if idle.count < 16 { idle.append(r) }
    }
}
