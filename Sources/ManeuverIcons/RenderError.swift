import IconEncoders
import IconPNG
import IconRaster
import ManeuverCatalogue

/// Why an image could not be made. Every case is raised before any pixel or byte is written.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The screen scale is NaN, infinite or outside `allowed` (`ImageOptions.scaleRange`).
    case invalidScale(Double, allowed: ClosedRange<Double>)
    /// The size in points is not positive and finite or outside `allowed`.
    case invalidSize(Double, allowed: ClosedRange<Double>)
    /// The image would exceed `maximum` device pixels on a side.
    case imageTooLarge(pixels: Double, maximum: Int)
    /// The catalogue refused the request (exit angle or number out of range, too many lanes, an
    /// invalid lane layout).
    case catalogue(CatalogueError)
    /// Geometry contained NaN or infinite coordinates.
    case nonFiniteGeometry
    /// PNG encoding failed (libpng's message).
    case png(PNGError)
    /// The rasterizer refused the fill outlines (malformed contours or an unsupported size).
    case raster(RasterError)
    /// A device format could not hold the image (an LVGL 8 side beyond 2047 px) or its PNG
    /// writer failed (`DeviceFormat`).
    case encoding(EncoderError)

    public var description: String {
        switch self {
        case .invalidScale(let s, let r):
            return "invalid scale \(s): allowed \(r.lowerBound.clean) to \(r.upperBound.clean) device pixels per point"
        case .invalidSize(let p, let r):
            return "invalid size \(p) pt: allowed \(r.lowerBound.clean) to \(r.upperBound.clean) points"
        case .imageTooLarge(let px, let m):
            return "image too large: \(px.clean) device pixels on a side, at most \(m) allowed"
        case .catalogue(let e): return e.description
        case .nonFiniteGeometry: return "geometry has NaN or infinite coordinates"
        case .png(let e): return "PNG encoding failed: \(e)"
        case .raster(let e): return "rasterizing failed: \(e)"
        case .encoding(let e): return e.description
        }
    }
}
