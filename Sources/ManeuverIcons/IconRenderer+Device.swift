import ManeuverCatalogue

/// Icons as files of a device format (`DeviceFormat`): each drawn over transparent in the
/// options' inks (`DeviceFormat.drawingColors`) and in the format's style (`drawnStyle`: the
/// ring exit badge and thin lanes not to take where the files keep no colour), then encoded with the options' background
/// (`DeviceFormat.encode`; a lanes image as one). Not cached: the pixels are drawn each time.
/// `name` names an lvgl-c file's descriptor (default `icon`, `lanes`). Throws as the image
/// calls, and `RenderError.encoding` when the format cannot hold the image.
extension IconRenderer {
    /// A maneuver icon (or junction image) as a file of `format`.
    public func maneuverFile(_ maneuver: Maneuver, options: ImageOptions = .init(), exitAngle: Double? = nil, exitNumber: Int? = nil,
                             arms: [Double]? = nil, junction: JunctionForm? = nil, format: DeviceFormat,
                             name: String = "icon") throws(RenderError) -> [UInt8] {
        let pixmap = try maneuverImage(maneuver, options: Self.drawing(options, format), exitAngle: exitAngle, exitNumber: exitNumber,
                                       arms: arms, junction: junction)
        return try format.encode(pixmap, colors: options.colors, name: name)
    }

    /// A spec's icon (or junction image) as a file of `format`.
    public func maneuverFile(_ spec: ManeuverSpec, options: ImageOptions = .init(), junction: JunctionForm? = nil,
                             format: DeviceFormat, name: String = "icon") throws(RenderError) -> [UInt8] {
        let pixmap = try maneuverImage(spec, options: Self.drawing(options, format), junction: junction)
        return try format.encode(pixmap, colors: options.colors, name: name)
    }

    /// A lanes image as a file of `format`; `nil` without lanes.
    public func lanesFile(_ lanes: [Lane], options: LanesImageOptions = .init(), format: DeviceFormat,
                          name: String = "lanes") throws(RenderError) -> [UInt8]? {
        var drawing = options
        drawing.colors = DeviceFormat.drawingColors(options.colors)
        drawing.style = format.drawnStyle(options.style)
        guard let pixmap = try lanesImage(lanes, options: drawing) else { return nil }
        return try format.encode(pixmap, colors: options.colors, name: name, isLanes: true)
    }

    /// `options` as `format`'s pixels are drawn: its inks over transparent, its style.
    private static func drawing(_ options: ImageOptions, _ format: DeviceFormat) -> ImageOptions {
        var drawing = options
        drawing.colors = DeviceFormat.drawingColors(options.colors)
        drawing.style = format.drawnStyle(options.style)
        return drawing
    }
}
