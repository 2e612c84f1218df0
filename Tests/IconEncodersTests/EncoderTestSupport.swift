import IconEncoders
import IconGeometry
import IconRaster
@_exported import TestSupport

/// A two-colour test icon drawn by the rasterizer over transparent: a ring in `secondary` and a
/// slanted bar in `primary` crossing it, anti-aliased edges, odd size so rows do not fill whole
/// bytes at 1, 2 or 4 bits.
func testIcon(size: Int = 37, primary: Color = .black, secondary: Color = Color(r: 0x80, g: 0x80, b: 0x80),
              background: Color = .transparent) -> EncoderInput {
    var pixmap = try! Pixmap(width: size, height: size)
    let s = Double(size)
    var ring = Path.circle(center: Point(s * 0.52, s * 0.47), radius: s * 0.33)
    ring.append(Path.circle(center: Point(s * 0.52, s * 0.47), radius: s * 0.2))
    let bar = Path.polygon([Point(s * 0.40, s * 0.95), Point(s * 0.56, s * 0.95), Point(s * 0.63, s * 0.08), Point(s * 0.47, s * 0.12)])
    var rasterizer = Rasterizer()
    let (ringOutline, ringRule) = Shape.fill(ring, rule: .evenOdd).fillOutline()
    let (barOutline, barRule) = Shape.fill(bar).fillOutline()
    try! rasterizer.fill(layers: [FillLayer([FillItem(ringOutline, rule: ringRule)], color: secondary),
                                  FillLayer([FillItem(barOutline, rule: barRule)], color: primary)], into: &pixmap)
    return EncoderInput(pixmap: pixmap, inks: [secondary, primary], background: background)
}

/// Straight-alpha source-over of `top` on `bottom` in Double, the reference the encoders'
/// compositing is checked against.
func over(_ top: (r: Double, g: Double, b: Double, a: Double), _ bottom: (r: Double, g: Double, b: Double, a: Double))
    -> (r: Double, g: Double, b: Double, a: Double) {
    let a = top.a + bottom.a * (1 - top.a)
    guard a > 0 else { return (0, 0, 0, 0) }
    func c(_ t: Double, _ b: Double) -> Double { (t * top.a + b * bottom.a * (1 - top.a)) / a }
    return (c(top.r, bottom.r), c(top.g, bottom.g), c(top.b, bottom.b), a)
}

func unit(_ c: Color) -> (r: Double, g: Double, b: Double, a: Double) {
    (Double(c.r), Double(c.g), Double(c.b), Double(c.a) / 255)
}

/// The reference colour of pixel `i` of the icon over its background over `backdrop`
/// (0...255 channels, opaque).
func referenceOpaque(_ input: EncoderInput, _ i: Int, backdrop: Color) -> (r: Double, g: Double, b: Double) {
    let d = input.pixmap.data
    let p = (Double(d[4 * i]), Double(d[4 * i + 1]), Double(d[4 * i + 2]), Double(d[4 * i + 3]) / 255)
    let c = over(p, over(unit(input.background), unit(backdrop)))
    return (c.r, c.g, c.b)
}

/// Rec. 709 luma of 0...255 channels, in Double.
func luma(_ c: (r: Double, g: Double, b: Double)) -> Double { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b }

/// An independent unpacker of MSB-first rows: `bits`-bit samples of a `width` × `height` image
/// whose rows are `stride` bytes, starting at `offset`.
func unpackRows(_ bytes: [UInt8], offset: Int = 0, width: Int, height: Int, bits: Int, stride: Int) -> [Int] {
    var out: [Int] = []
    for y in 0 ..< height {
        for x in 0 ..< width {
            let bitIndex = x * bits
            let byte = Int(bytes[offset + y * stride + bitIndex / 8])
            let shift = 8 - bits - bitIndex % 8
            out.append((byte >> shift) & ((1 << bits) - 1))
        }
    }
    return out
}
