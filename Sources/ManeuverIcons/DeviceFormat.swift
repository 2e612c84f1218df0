import IconEncoders
import IconRaster

/// An image format for a device's own display: grey PNGs at 1 to 8 bits, a palette PNG, raw
/// RGB565, packed 1-bit rows and LVGL images (`all`), each an `ImageEncoder` of IconEncoders.
/// The renderer draws the icon over a transparent background in the icon's inks
/// (`drawingColors`); the format converts those pixels, with the background, as its encoder
/// documents (thresholds, rounding, byte order). Equal when the name and LVGL settings are.
public struct DeviceFormat: Sendable, Hashable, CustomStringConvertible {
    /// The name `--format` takes and manifests record, such as `gray1`.
    public let name: String
    /// What the files hold, in one line for help texts.
    public let summary: String
    /// The LVGL version and colour format of `lvgl-c` and `lvgl-bin`; nil for the others.
    public let lvgl: LVGLSettings?
    let encoder: any ImageEncoder
    public var description: String { name }

    /// An LVGL image's layout: the version (8 or 9) and the colour format.
    public struct LVGLSettings: Sendable, Hashable {
        public var version: LVGLVersion
        public var colorFormat: LVGLColorFormat
        /// LVGL 9, RGB565 with an 8-bit alpha plane: colour and transparency on the 16-bit
        /// displays most LVGL devices drive.
        public static let standard = LVGLSettings(version: .v9, colorFormat: .rgb565a8)
        public init(version: LVGLVersion, colorFormat: LVGLColorFormat) { self.version = version; self.colorFormat = colorFormat }
    }

    init(_ name: String, _ summary: String, _ encoder: any ImageEncoder, lvgl: LVGLSettings? = nil) {
        self.name = name; self.summary = summary; self.encoder = encoder; self.lvgl = lvgl
    }

    /// The extension of its files, without the dot: `png`, `rgb565`, `mono`, `b64`, `c`, `bin`.
    public var fileExtension: String { encoder.fileExtension }
    /// Whether the files are text (C source, base64).
    public var isText: Bool { encoder.isText }
    /// The longest image side the format holds, device pixels (LVGL 8: 2047; LVGL 9: 65535); nil
    /// for the others, bounded only by the renderer.
    public var maximumSide: Int? { lvgl.map { LVGLImageEncoder.maximumSide($0.version) } }
    /// Whether the files are 1 bit per pixel: ink or paper.
    public var isOneBit: Bool { encoder.isOneBit }
    /// Whether the files keep no colour, only ink or its coverage (1 bit, LVGL's alpha formats):
    /// a disc and the digits on it would be one blot there.
    public var keepsNoColor: Bool { encoder.keepsNoColor }

    /// `style` as this format's images are drawn: where the files keep no colour, with the ring
    /// exit badge (`GlyphStyle.ExitBadge.ring`) and thin lanes not to take
    /// (`GlyphStyle.OtherLanes.thin`); else unchanged.
    public func drawnStyle(_ style: GlyphStyle) -> GlyphStyle {
        var drawn = style
        if keepsNoColor { drawn.exitBadge = .ring; drawn.otherLanes = .thin }
        return drawn
    }

    public static func == (a: DeviceFormat, b: DeviceFormat) -> Bool { a.name == b.name && a.lvgl == b.lvgl }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(lvgl) }

    public static let gray1 = DeviceFormat("gray1", "1-bit grey PNG: ink where a pixel is at least half covered", GreyPNGEncoder(bitDepth: 1))
    public static let gray2 = DeviceFormat("gray2", "2-bit grey PNG: the luma over the background, rounded", GreyPNGEncoder(bitDepth: 2))
    public static let gray4 = DeviceFormat("gray4", "4-bit grey PNG: the luma over the background, rounded", GreyPNGEncoder(bitDepth: 4))
    public static let gray8 = DeviceFormat("gray8", "8-bit grey PNG: the luma over the background", GreyPNGEncoder(bitDepth: 8))
    public static let indexed = DeviceFormat("indexed", "palette PNG of the icon's own colours, without anti-aliasing", IndexedPNGEncoder())
    public static let rgb565le = DeviceFormat("rgb565le", "raw RGB565 words, little-endian, over the background", RGB565Encoder(byteOrder: .littleEndian))
    public static let rgb565be = DeviceFormat("rgb565be", "raw RGB565 words, big-endian, over the background", RGB565Encoder(byteOrder: .bigEndian))
    public static let mono1 = DeviceFormat("mono1", "packed 1-bit rows, MSB first, bit 1 = ink", MonoBitmapEncoder())
    public static let mono1Base64 = DeviceFormat("mono1-base64", "mono1's bytes in base64, one line", MonoBitmapEncoder(base64: true))

    /// `lvgl-c` (a C source with the image descriptor) or `lvgl-bin` (LVGL's binary image file)
    /// in `settings`.
    /// - Throws: `EncoderError.unsupportedColorFormat` for a colour format the version lacks.
    public static func lvgl(source: Bool, _ settings: LVGLSettings = .standard) throws(EncoderError) -> DeviceFormat {
        let encoder = try LVGLImageEncoder(version: settings.version, colorFormat: settings.colorFormat,
                                           container: source ? .cSource(symbol: "icon") : .binary)
        return source
            ? DeviceFormat("lvgl-c", "LVGL image descriptor as C source (--lvgl 8|9, --lvgl-format)", encoder, lvgl: settings)
            : DeviceFormat("lvgl-bin", "LVGL binary image file (--lvgl 8|9, --lvgl-format)", encoder, lvgl: settings)
    }

    /// Every device format, LVGL in its standard settings, in the order help texts list them.
    public static let all: [DeviceFormat] = [.gray1, .gray2, .gray4, .gray8, .indexed, .rgb565le, .rgb565be, .mono1, .mono1Base64,
                                             try! lvgl(source: true), try! lvgl(source: false)]

    /// The format named `name` (any letter case), LVGL ones in `lvgl`; nil for another name.
    /// - Throws: `EncoderError.unsupportedColorFormat` for an LVGL colour format the version lacks.
    public static func named(_ name: String, lvgl settings: LVGLSettings = .standard) throws(EncoderError) -> DeviceFormat? {
        let lower = name.lowercased()
        if lower == "lvgl-c" || lower == "lvgl-bin" { return try lvgl(source: lower == "lvgl-c", settings) }
        return all.first { $0.name == lower }
    }

    /// The colours to draw the pixmap `encode` takes in: `colors` over a transparent background.
    public static func drawingColors(_ colors: IconColors) -> IconColors {
        IconColors(primary: colors.primary, secondary: colors.secondary, background: .transparent)
    }

    /// The file of an image.
    /// - Parameters:
    ///   - pixmap: the image drawn in `drawingColors(colors)`.
    ///   - colors: the colours it was drawn in, with the background the format puts under it.
    ///   - name: the image's name: an `lvgl-c` file's descriptor is called this (as a C
    ///     identifier), its data `<name>_map`.
    ///   - isLanes: a lanes image: in the formats without colour (1-bit, LVGL alpha) only the
    ///     primary colour is ink (the arrows, `drawnStyle` draws them all in it; not the grey
    ///     separators), where a maneuver icon's context (the ring, the branch not taken) is ink
    ///     like its path (`EncoderInput.contextIsInk`).
    /// - Throws: `RenderError.encoding` when the format cannot hold the image.
    public func encode(_ pixmap: Pixmap, colors: IconColors, name: String = "icon", isLanes: Bool = false) throws(RenderError) -> [UInt8] {
        let input = Self.input(pixmap, colors, isLanes)
        do throws(EncoderError) {
            if let lvgl, let source = encoder as? LVGLImageEncoder, source.container != .binary {
                return try LVGLImageEncoder(version: lvgl.version, colorFormat: lvgl.colorFormat, container: .cSource(symbol: name)).encode(input)
            }
            return try encoder.encode(input)
        } catch { throw .encoding(error) }
    }

    /// A PNG of what the device shows, for a browser (the set's gallery): the file itself when it
    /// is a PNG, the 1-bit picture of a 1-bit format, else the image over its background.
    public func previewPNG(_ pixmap: Pixmap, colors: IconColors, isLanes: Bool = false) throws(RenderError) -> [UInt8] {
        if fileExtension == "png" { return try encode(pixmap, colors: colors, isLanes: isLanes) }
        let input = Self.input(pixmap, colors, isLanes)
        do throws(EncoderError) {
            return try isOneBit ? GreyPNGEncoder(bitDepth: 1).encode(input) : PNGImageEncoder().encode(input)
        } catch { throw .encoding(error) }
    }

    private static func input(_ pixmap: Pixmap, _ colors: IconColors, _ isLanes: Bool) -> EncoderInput {
        EncoderInput(pixmap: pixmap, inks: [colors.secondary, colors.primary], background: colors.background, contextIsInk: !isLanes)
    }
}
