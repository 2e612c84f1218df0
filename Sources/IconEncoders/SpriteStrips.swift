import IconRaster

/// A sprite sheet in vertical strips: images stacked top to bottom, left-aligned, in as many
/// strips as it takes to keep each strip at most `maximumLength` pixels tall (InfiniTime keeps
/// its navigation glyphs in LVGL strips of at most 2048 px; LVGL 8's 11-bit height holds 2047). A
/// strip is as wide as its widest image; where images differ in width the rest of a row is
/// transparent. Strips are pixmaps, written in any format like an icon; `placements` say where
/// each image is.
public struct SpriteStrips: Sendable {
    /// Where one image went.
    public struct Placement: Sendable, Equatable {
        public var name: String
        /// Index of its strip.
        public var strip: Int
        /// Its top-left corner in the strip (x is always 0) and its size, device pixels.
        public var x: Int, y: Int, width: Int, height: Int
    }

    public var strips: [Pixmap]
    public var placements: [Placement]

    /// The default strip length, 2048 px: the longest strip InfiniTime's LVGL build takes. An
    /// LVGL 8 file holds one side of at most 2047 px (`LVGLImageEncoder.maximumSide`).
    public static let defaultMaximumLength = 2048

    /// Stacks `images` in order into strips of at most `maximumLength` pixels.
    ///
    /// - Throws: `EncoderError.invalidStrip` when `maximumLength` is below 1 or an image is
    ///   taller than it (naming the image), or there are no images.
    public init(_ images: [(name: String, pixmap: Pixmap)], maximumLength: Int = defaultMaximumLength) throws(EncoderError) {
        guard maximumLength >= 1 else { throw .invalidStrip("the strip length \(maximumLength) is not a positive number of pixels") }
        guard !images.isEmpty else { throw .invalidStrip("no images") }
        if let tall = images.first(where: { $0.pixmap.height > maximumLength }) {
            throw .invalidStrip("\(tall.name) is \(tall.pixmap.height) px tall, more than a strip's \(maximumLength) px")
        }
        // Group consecutive images into strips.
        var groups: [[Int]] = [[]]
        var length = 0
        for (i, image) in images.enumerated() {
            if length + image.pixmap.height > maximumLength {
                groups.append([])
                length = 0
            }
            groups[groups.count - 1].append(i)
            length += image.pixmap.height
        }
        var strips: [Pixmap] = [], placements: [Placement] = []
        for (s, group) in groups.enumerated() {
            let width = group.map { images[$0].pixmap.width }.max()!
            let height = group.map { images[$0].pixmap.height }.reduce(0, +)
            var strip: Pixmap
            do { strip = try Pixmap(width: width, height: height) } catch {
                throw .invalidStrip("a strip of \(width) × \(height) px is larger than a pixmap can be")
            }
            var y = 0
            for i in group {
                let image = images[i].pixmap
                strip.data.withUnsafeMutableBufferPointer { target in
                    image.data.withUnsafeBufferPointer { source in
                        for row in 0 ..< image.height {
                            let from = row * image.width * 4, to = ((y + row) * width) * 4
                            for k in 0 ..< image.width * 4 { target[to + k] = source[from + k] }
                        }
                    }
                }
                placements.append(Placement(name: images[i].name, strip: s, x: 0, y: y, width: image.width, height: image.height))
                y += image.height
            }
            strips.append(strip)
        }
        self.strips = strips
        self.placements = placements
    }
}
