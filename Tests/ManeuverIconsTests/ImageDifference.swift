import Foundation
import IconPNG

/// How a rendered picture differs from its reference, per pixel of their common extent (the
/// larger width and height), in premultiplied RGBA8; it passes when the sizes agree and no
/// channel of any pixel is off by more than `tolerance`.
///
/// Tolerance: 1/255 per channel, in **premultiplied** RGBA8. Premultiplied because that is what
/// the rasterizer computes and what a screen shows once the icon is composited; the PNG stores
/// straight alpha, and premultiplying it again, round(s·a/255), gives the rasterizer's values
/// back exactly (the encoder wrote s = round(c·255/a)). In straight alpha a one-level change of
/// coverage at a faint edge pixel moves the colour channels by up to 127 levels (grey 128 at
/// alpha 2 reads back as 255 at alpha 1), which no tolerance separates from a real change.
/// One level, because the renderer is deterministic (the difference is 0 on the machine that
/// wrote the references) and another CPU or libm may round a coverage or a blend that falls on a
/// rounding boundary the other way, by one level. What a driver could see moves pixels by more:
/// an edge shifted by 1/100 px changes its pixels' coverage by 2.55 levels; a wrong colour or a
/// missing part by far more. PNG bytes are not compared: they depend on the zlib build.
struct ImageDifference {
    /// Largest allowed difference per premultiplied channel, in 1/255 levels.
    static let tolerance = 1

    let width: Int, height: Int
    let sizesMatch: Bool
    /// Per pixel, row by row: the largest channel difference in 1/255 levels; 255 where only one
    /// picture has the pixel.
    let levels: [UInt8]
    /// The largest entry of `levels`.
    let worst: Int
    /// Pixels beyond `tolerance`.
    let pixelsBeyondTolerance: Int

    var passes: Bool { sizesMatch && worst <= Self.tolerance }

    var summary: String {
        let sizes = sizesMatch ? "" : "sizes differ; "
        return "\(sizes)\(pixelsBeyondTolerance) pixels differ by more than \(Self.tolerance)/255 "
            + "(worst \(worst)/255, premultiplied RGBA)"
    }

    /// nil when the decoded pixels are identical (checked first, byte for byte).
    init?(expected: DecodedImage, actual: DecodedImage) {
        sizesMatch = expected.width == actual.width && expected.height == actual.height
        if sizesMatch && expected.rgba.withUnsafeBytes({ e in
            actual.rgba.withUnsafeBytes { a in memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
        }) { return nil }
        width = max(expected.width, actual.width)
        height = max(expected.height, actual.height)
        let e = Self.premultiplied(expected), a = Self.premultiplied(actual)
        var levels = [UInt8](repeating: 255, count: width * height)
        for y in 0 ..< min(expected.height, actual.height) {
            for x in 0 ..< min(expected.width, actual.width) {
                let i = (y * expected.width + x) * 4, j = (y * actual.width + x) * 4
                var d = 0
                for c in 0 ..< 4 { d = max(d, abs(Int(e[i + c]) - Int(a[j + c]))) }
                levels[y * width + x] = UInt8(d)
            }
        }
        self.levels = levels
        worst = Int(levels.max() ?? 0)
        pixelsBeyondTolerance = levels.count(where: { Int($0) > Self.tolerance })
    }

    /// Decoded straight RGBA8 → premultiplied, round(s·a/255): the rasterizer's own values.
    static func premultiplied(_ image: DecodedImage) -> [UInt8] {
        var out = image.rgba
        out.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] != 255 {
                let a = Int(p[i + 3])
                for c in 0..<3 { p[i + c] = UInt8((Int(p[i + c]) * a + 127) / 255) }
            }
        }
        return out
    }
}
