import IconPNG
import IconRaster

/// The picture a failing golden case leaves behind: three panels side by side, each the two
/// pictures' common extent enlarged `zoom` times (nearest neighbour, so single pixels stay
/// visible): expected | difference, amplified | actual, framed in mid-grey.
///
/// Expected and actual lie over a checkerboard that shows transparency, light for dark icons and
/// dark for light ones (so the day and night themes' colours both show). The difference panel is
/// black with a faint silhouette of both pictures; a pixel within the tolerance is blue, one
/// beyond it red, brighter the larger the difference (full red from 7 levels, and where only one
/// picture has the pixel).
struct GoldenDiffPicture {
    static let margin = 4
    static let frame: UInt8 = 128
    /// Device pixels per picture pixel.
    let zoom: Int
    let panelWidth: Int, panelHeight: Int
    var width: Int { 3 * panelWidth + 4 * Self.margin }
    var height: Int { panelHeight + 2 * Self.margin }

    /// The layout for pictures of `width` × `height` pixels: enlarged until the larger side
    /// reaches about 288 px (6× for 48 px, 1× from 144 px), at most 8×.
    init(width: Int, height: Int) {
        zoom = max(1, min(8, 288 / max(width, height)))
        panelWidth = width * zoom; panelHeight = height * zoom
    }

    /// The panel's left edge in the picture (0: expected, 1: difference, 2: actual).
    func left(ofPanel panel: Int) -> Int { Self.margin + panel * (panelWidth + Self.margin) }

    /// Draws the picture (opaque).
    static func draw(expected: DecodedImage, actual: DecodedImage, difference: ImageDifference) -> Pixmap {
        let layout = GoldenDiffPicture(width: difference.width, height: difference.height)
        var out = [UInt8](repeating: frame, count: layout.width * layout.height * 4)
        func set(panel: Int, _ x: Int, _ y: Int, _ rgb: (UInt8, UInt8, UInt8)) {
            let i = ((margin + y) * layout.width + layout.left(ofPanel: panel) + x) * 4
            out[i] = rgb.0; out[i + 1] = rgb.1; out[i + 2] = rgb.2; out[i + 3] = 255
        }
        let shades = backdrop(for: expected)
        let e = ImageDifference.premultiplied(expected), a = ImageDifference.premultiplied(actual)
        /// Premultiplied RGBA of a picture's pixel, nil outside it.
        func pixel(_ data: [UInt8], _ image: DecodedImage, _ x: Int, _ y: Int) -> ArraySlice<UInt8>? {
            guard x < image.width, y < image.height else { return nil }
            let i = (y * image.width + x) * 4
            return data[i ..< i + 4]
        }
        for py in 0 ..< layout.panelHeight {
            for px in 0 ..< layout.panelWidth {
                let (x, y) = (px / layout.zoom, py / layout.zoom)
                let shade = Int(shades[(px / 8 + py / 8) % 2])
                func over(_ p: ArraySlice<UInt8>?) -> (UInt8, UInt8, UInt8) {
                    guard let p else { return (frame, frame, frame) }
                    let i = p.startIndex, rest = 255 - Int(p[i + 3])
                    func c(_ k: Int) -> UInt8 { UInt8(Int(p[i + k]) + (shade * rest + 127) / 255) }
                    return (c(0), c(1), c(2))
                }
                let expectedPixel = pixel(e, expected, x, y), actualPixel = pixel(a, actual, x, y)
                set(panel: 0, px, py, over(expectedPixel))
                set(panel: 2, px, py, over(actualPixel))
                let level = Int(difference.levels[y * difference.width + x])
                let coverage = max(Int(expectedPixel?.last ?? 0), Int(actualPixel?.last ?? 0))
                let ghost = UInt8(20 + coverage * 50 / 255)
                set(panel: 1, px, py, level == 0 ? (ghost, ghost, ghost)
                    : level <= ImageDifference.tolerance ? (0, 110, 255)
                    : (UInt8(min(255, 150 + 15 * level)), 0, 0))
            }
        }
        return try! Pixmap(width: layout.width, height: layout.height, premultipliedData: out)
    }

    /// The checkerboard's two shades: dark when the picture's coverage-weighted colour is light
    /// (white night icons), light otherwise.
    static func backdrop(for image: DecodedImage) -> [UInt8] {
        var weighted = 0, coverage = 0
        for i in stride(from: 0, to: image.rgba.count, by: 4) {
            let a = Int(image.rgba[i + 3])
            weighted += a * (Int(image.rgba[i]) + Int(image.rgba[i + 1]) + Int(image.rgba[i + 2])) / 3
            coverage += a
        }
        return coverage > 0 && weighted / coverage > 128 ? [40, 56] : [232, 212]
    }
}
