import ManeuverCatalogue

/// One image drawn on its own, as a file of any format (`IconSetFormat.bytes(for:)`): what the
/// tool's `render`, `lanes`, `step`, `route` and `feed` write, where a set's images are
/// `IconSetImage`s. Each format reads what it needs through the renderer's own calls: PNG its
/// cached PNG (`maneuverPNG`), the vector formats `flatten` and `tintable` (`maneuverVector`), a
/// device format `name` (`maneuverFile`). Package API: the tool's, whose options it carries (a
/// library user calls those renderer calls directly).
package struct SingleImage: Sendable {
    /// What the image shows.
    package enum Subject: Sendable {
        /// A maneuver's icon, with the roundabout exit angle and number and the arms
        /// `IconRenderer.maneuverImage` takes.
        case maneuver(Maneuver, exitAngle: Double? = nil, exitNumber: Int? = nil, arms: [Double]? = nil)
        /// A spec's icon (`IconRenderer.maneuverImage(_:options:junction:)`).
        case spec(ManeuverSpec)
        /// A lanes image, lanes left to right; no file without lanes.
        case lanes([Lane])
    }

    package var subject: Subject
    package var renderer: IconRenderer
    /// The options of a maneuver's or spec's icon.
    package var options: ImageOptions
    /// The options of a lanes image.
    package var lanesOptions: LanesImageOptions
    /// A maneuver's or spec's junction image in this form instead of its icon.
    package var junction: JunctionForm?
    /// SVG only: every shape as the polygons the rasterizer fills (`maneuverSVG`).
    package var flatten: Bool
    /// A template image for the vector formats (`maneuverVector`'s `tintable`: the template
    /// colours, a VectorDrawable's `android:tint`); the other formats draw the options' colours,
    /// so give a template image there `IconColors.template`.
    package var tintable: Bool
    /// What an lvgl-c file's descriptor is called; nil: `icon`, for lanes `lanes`.
    package var name: String?

    package init(_ subject: Subject, renderer: IconRenderer, options: ImageOptions = .init(), lanesOptions: LanesImageOptions = .init(),
                junction: JunctionForm? = nil, flatten: Bool = false, tintable: Bool = false, name: String? = nil) {
        self.subject = subject; self.renderer = renderer; self.options = options; self.lanesOptions = lanesOptions
        self.junction = junction; self.flatten = flatten; self.tintable = tintable; self.name = name
    }

    /// The PNG, from the renderer's cache when it holds it; nil for lanes without lanes.
    func png() throws(RenderError) -> [UInt8]? {
        switch subject {
        case .maneuver(let m, let angle, let number, let arms):
            return try renderer.maneuverPNG(m, options: options, exitAngle: angle, exitNumber: number, arms: arms, junction: junction)
        case .spec(let spec): return try renderer.maneuverPNG(spec, options: options, junction: junction)
        case .lanes(let lanes): return try renderer.lanesPNG(lanes, options: lanesOptions)
        }
    }

    /// The vector text in `format`; nil for lanes without lanes.
    func vector(_ format: VectorFormat) throws(RenderError) -> String? {
        switch subject {
        case .maneuver(let m, let angle, let number, let arms):
            return try renderer.maneuverVector(m, options: options, exitAngle: angle, exitNumber: number, arms: arms, junction: junction,
                                               format: format, tintable: tintable, flatten: flatten)
        case .spec(let spec):
            return try renderer.maneuverVector(spec, options: options, junction: junction, format: format, tintable: tintable, flatten: flatten)
        case .lanes(let lanes):
            return try renderer.lanesVector(lanes, options: lanesOptions, format: format, tintable: tintable, flatten: flatten)
        }
    }

    /// The file of the device format `format`; nil for lanes without lanes.
    func file(_ format: DeviceFormat) throws(RenderError) -> [UInt8]? {
        switch subject {
        case .maneuver(let m, let angle, let number, let arms):
            return try renderer.maneuverFile(m, options: options, exitAngle: angle, exitNumber: number, arms: arms, junction: junction,
                                             format: format, name: name ?? "icon")
        case .spec(let spec): return try renderer.maneuverFile(spec, options: options, junction: junction, format: format, name: name ?? "icon")
        case .lanes(let lanes): return try renderer.lanesFile(lanes, options: lanesOptions, format: format, name: name ?? "lanes")
        }
    }
}
