import IconGeometry
import IconRaster
import ManeuverCatalogue

/// A glyph layer resolved to device-pixel fill outlines: what the rasterizer fills for one colour.
struct PreparedLayer {
    var role: ColorRole
    var items: [FillItem]
}

/// A glyph placed on a canvas of device pixels: the transform from points and its fill outlines.
struct PreparedGlyph {
    var pixelWidth: Int
    var pixelHeight: Int
    var layers: [PreparedLayer]

    /// Scales `glyph` (points) by `pixelsPerPoint` onto a `pixelWidth` × `pixelHeight` canvas,
    /// strokes and flattens every shape with the default flattening tolerance (device pixels).
    /// - Throws: `RenderError.nonFiniteGeometry` when any coordinate is NaN or infinite.
    init(_ glyph: Glyph, pixelsPerPoint: Double, pixelWidth: Int, pixelHeight: Int) throws(RenderError) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        let t = Transform.scale(pixelsPerPoint)
        var layers: [PreparedLayer] = []
        layers.reserveCapacity(glyph.layers.count)
        for layer in glyph.layers {
            var items: [FillItem] = []
            items.reserveCapacity(layer.shapes.count)
            for shape in layer.shapes {
                guard shape.path.isFinite else { throw RenderError.nonFiniteGeometry }
                let (outline, rule) = shape.transformed(by: t).fillOutline(tolerance: defaultFlatteningTolerance)
                if !outline.isEmpty { items.append(FillItem(outline, rule: rule)) }
            }
            layers.append(PreparedLayer(role: layer.role, items: items))
        }
        self.layers = layers
    }

    /// Paints the background, then every layer in order in its role's colour (source-over).
    func rasterize(colors: IconColors, using rasterizer: inout Rasterizer) throws(RenderError) -> Pixmap {
        var pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
        if colors.background.a != 0 { pixmap.clear(to: colors.background) }
        for layer in layers where !layer.items.isEmpty {
            do {
                try rasterizer.fill(layer.items, color: colors[layer.role], into: &pixmap)
            } catch .nonFiniteCoordinate {
                throw RenderError.nonFiniteGeometry
            } catch {
                throw RenderError.raster(error)
            }
        }
        return pixmap
    }
}
