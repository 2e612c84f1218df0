import IconGeometry

/// Which colour of the icon theme a layer is painted with.
///
/// `primary` is the path to take; `secondary` is context: the unused part of a roundabout ring,
/// the branch not taken, the road merged into or exited from, non-recommended lane directions.
public enum ColorRole: String, Sendable, Hashable, CaseIterable {
    case primary
    case secondary
}

/// Shapes painted in one colour. The shapes of a layer are unioned (one coverage): where they
/// overlap the colour is painted once, so overlapping strokes and fills never darken or seam.
public struct GlyphLayer: Sendable, Hashable {
    public var role: ColorRole
    public var shapes: [Shape]
    public init(role: ColorRole, shapes: [Shape]) { self.role = role; self.shapes = shapes }
}

/// Vector geometry of one icon, in points, **x right, y down, origin top-left** of a
/// `width` × `height` box. Layers are painted in order (secondary first, primary on top); the
/// catalogue's glyphs have at most one layer per role and no empty layer.
public struct Glyph: Sendable, Hashable {
    /// Width of the design box (points).
    public var width: Double
    /// Height of the design box (points).
    public var height: Double
    /// Colour layers, painted in order.
    public var layers: [GlyphLayer]

    public init(width: Double, height: Double, layers: [GlyphLayer]) {
        self.width = width; self.height = height; self.layers = layers
    }

    /// A glyph from secondary and primary shapes, in that paint order, dropping an empty layer.
    init(width: Double, height: Double, secondary: [Shape], primary: [Shape]) {
        var layers: [GlyphLayer] = []
        if !secondary.isEmpty { layers.append(GlyphLayer(role: .secondary, shapes: secondary)) }
        if !primary.isEmpty { layers.append(GlyphLayer(role: .primary, shapes: primary)) }
        self.init(width: width, height: height, layers: layers)
    }

    /// The shapes of all layers with `role`, in paint order.
    public func shapes(_ role: ColorRole) -> [Shape] {
        layers.filter { $0.role == role }.flatMap(\.shapes)
    }

    /// Every shape mapped through `t` (stroke widths scale with it); the box size is unchanged.
    public func transformed(by t: Transform) -> Glyph {
        Glyph(width: width, height: height,
              layers: layers.map { GlyphLayer(role: $0.role, shapes: $0.shapes.map { $0.transformed(by: t) }) })
    }

    /// The horizontal mirror image about the box's vertical centre line (left ↔ right).
    public func mirrored() -> Glyph { transformed(by: .horizontalMirror(about: width / 2)) }

    /// A conservative box around all ink (points): the union of every shape's `inkBounds`.
    /// `.empty` for a glyph without shapes.
    public var inkBounds: Rect {
        var r = Rect.empty
        for layer in layers {
            for shape in layer.shapes { r = r.union(shape.inkBounds) }
        }
        return r
    }

    /// True when every coordinate, radius, angle and stroke width is finite.
    public var isFinite: Bool {
        width.isFinite && height.isFinite && layers.allSatisfy { layer in
            layer.shapes.allSatisfy { shape in
                if case .stroke(let style) = shape.paint, !style.width.isFinite { return false }
                return shape.path.isFinite
            }
        }
    }
}

extension Shape {
    /// A conservative box around the shape's ink: a fill's control bounds, or for a stroke the
    /// bounds of its stroke outline as the cap and join rules make it (see `StrokeBounds`).
    public var inkBounds: Rect {
        guard case .stroke(let style) = paint else { return path.controlBounds }
        return StrokeBounds.bounds(of: path, style: style)
    }
}
