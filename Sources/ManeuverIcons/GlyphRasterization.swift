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
    /// fits it to the pixel grid when `hinted` (`GridFit`), strokes and flattens every shape with
    /// the default flattening tolerance (device pixels).
    /// - Throws: `RenderError.nonFiniteGeometry` when any coordinate is NaN or infinite.
    init(_ glyph: Glyph, pixelsPerPoint: Double, pixelWidth: Int, pixelHeight: Int, hinted: Bool = false) throws(RenderError) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        var t = Transform.scale(pixelsPerPoint)
        var glyph = glyph
        if hinted {
            glyph = GridFit(width: pixelWidth, height: pixelHeight).fitted(glyph.transformed(by: t))
            t = .identity
        }
        var layers: [PreparedLayer] = []
        layers.reserveCapacity(glyph.layers.count)
        for layer in glyph.layers {
            var items: [FillItem] = []
            items.reserveCapacity(layer.shapes.count)
            for shape in layer.shapes {
                guard shape.path.isFinite else { throw RenderError.nonFiniteGeometry }
                let (outline, rule) = (hinted ? shape : shape.transformed(by: t)).fillOutline(tolerance: defaultFlatteningTolerance)
                if !outline.isEmpty { items.append(FillItem(outline, rule: rule)) }
            }
            layers.append(PreparedLayer(role: layer.role, items: items))
        }
        self.layers = layers
    }

    /// Paints the background, then the layers in order in their roles' colours; each point shows
    /// the topmost layer that covers it. Where a layer above another is translucent, the layers
    /// are composited as one picture (`Rasterizer.fill(layers:)`), so the secondary that runs on
    /// under the primary (a roundabout ring's ends, a stem's foot) does not show through it.
    /// Opaque layers are filled one after another (source-over), which hides the lower layer
    /// wherever the upper one covers a pixel wholly; only edge pixels that both layers' edges
    /// cross, where the lower runs on under the upper, count the hidden part (a few dozen pixels
    /// of the roundabouts' ring ends). Compositing those exactly too would cost noticeably more
    /// render time per icon, so the exact path is kept for translucency.
    func rasterize(colors: IconColors, using rasterizer: inout Rasterizer) throws(RenderError) -> Pixmap {
        let painted = layers.filter { !$0.items.isEmpty }
        do {
            var pixmap = try Pixmap(width: pixelWidth, height: pixelHeight)
            if colors.background.a != 0 { pixmap.clear(to: colors.background) }
            if painted.dropFirst().contains(where: { colors[$0.role].a < 255 }) {
                try rasterizer.fill(layers: painted.map { FillLayer($0.items, color: colors[$0.role]) }, into: &pixmap)
            } else {
                for layer in painted {
                    try rasterizer.fill(layer.items, color: colors[layer.role], into: &pixmap)
                }
            }
            return pixmap
        } catch .nonFiniteCoordinate {
            throw RenderError.nonFiniteGeometry
        } catch {
            throw RenderError.raster(error)
        }
    }
}
