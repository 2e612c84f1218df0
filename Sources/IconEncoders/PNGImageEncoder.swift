import IconPNG
import IconRaster

/// `png`: the icon over its background, straight alpha, in the smallest lossless PNG colour type
/// (`PNGEncoder.encode`).
public struct PNGImageEncoder: ImageEncoder {
    public var options: PNGEncodingOptions

    public init(options: PNGEncodingOptions = .init()) { self.options = options }

    public var fileExtension: String { "png" }

    public func encode(_ input: EncoderInput) throws(EncoderError) -> [UInt8] {
        do {
            let pixels = input.background.a == 0 ? input.pixmap
                : try Pixmap(width: input.width, height: input.height,
                             straightData: PixelOps.composited(input.pixmap, over: input.background))
            return try PNGEncoder.encode(pixels, options: options)
        } catch let error as PNGError {
            throw .png(error)
        } catch {
            // A pixmap of the input's own size cannot be refused.
            preconditionFailure("\(error)")
        }
    }
}
