/// Largest images IconPNG encodes or decodes. Both are checked before any pixel buffer is
/// allocated, so a PNG that merely *declares* a huge size is refused cheaply.
public enum PNGSizeLimits {
    /// Largest width or height, in pixels.
    public static let maximumSide = 16_384
    /// Largest `width * height`: 64 Mi pixels, i.e. 256 MiB of RGBA8.
    public static let maximumPixelCount = 1 << 26

    /// Throws `PNGError.imageTooLarge` unless both sides are in `1...maximumSide` and the
    /// pixel count is at most `maximumPixelCount`.
    static func check(width: Int, height: Int) throws(PNGError) {
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide,
              width * height <= maximumPixelCount
        else { throw .imageTooLarge(width: width, height: height) }
    }
}
