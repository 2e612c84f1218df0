/// A named bundle of icon-set options for one target: a layout and the content (sizes, lane
/// layouts, junction forms, themes, scales, format, tint) that target takes. Colours and style
/// given with a preset apply on top of it (`render --all --preset carplay --primary …`).
public struct IconSetPreset: Sendable, Hashable, CustomStringConvertible {
    /// The name `--preset` takes (`carplay`), or `cluster:<W>x<H>:<bits>`.
    public let name: String
    /// What it writes, in one line for help texts.
    public let summary: String
    public let layout: IconSetLayout
    public var content: IconSetContent
    public var description: String { name }

    init(name: String, summary: String, layout: IconSetLayout, _ configure: (inout IconSetContent) -> Void) {
        var content = IconSetContent()
        configure(&content)
        self.name = name; self.summary = summary; self.layout = layout; self.content = content
    }

    /// CarPlay: an asset catalog (PNG) at 2× and 3× with light and dark appearances (CarPlay picks
    /// the one for its interface style), the maneuver icons at square96 and square48, lanes
    /// images within 120 × 18 pt (`LaneLayout.carPlay`) and junction images at 140 × 100 pt
    /// (`JunctionForm.carPlay`, CPManeuver's limits).
    public static let carPlay = IconSetPreset(name: "carplay", summary: "asset catalog, 2x and 3x, light and dark: maneuvers, lanes ≤ 120 × 18 pt, junction images 140 × 100 pt",
                                              layout: .xcassets) { c in
        c.laneLayouts = [.carPlay]
        c.junctionForms = [.carPlay]
        c.scales = [2, 3]
    }

    /// Android for Cars (Android Auto, Automotive): tintable VectorDrawables in `drawable/` and
    /// `drawable-night/`, the maneuver icon at 64 × 64 dp and lanes images within 294 × 44 dp
    /// (`LaneLayout.androidAuto`), the host's limits; a host's `CarIcon` tint recolours them.
    public static let androidAuto = IconSetPreset(name: "android-auto", summary: "tintable VectorDrawables: maneuvers 64 × 64 dp, lanes ≤ 294 × 44 dp",
                                                  layout: .androidVector) { c in
        c.sizes = [.points(64)]
        c.laneLayouts = [.androidAuto]
        c.tintable = true
    }

    /// The presets with a fixed name, in the order help texts list them.
    public static let named: [IconSetPreset] = [.carPlay, .androidAuto]
    /// How `cluster` presets are written, for help texts.
    public static let clusterSyntax = "cluster:<W>x<H>:<bits>"
    /// Cluster slot sides accepted, device pixels: an icon side (`IconSize.pointsRange`, at
    /// scale 1) and a lane cell (`LaneLayout.sideRange`) both hold them.
    public static let clusterSideRange: ClosedRange<Int> = Int(IconSize.pointsRange.lowerBound)...Int(IconSize.pointsRange.upperBound)

    /// The image format of each colour depth a cluster may declare, by name: 1, 2, 4 and 8 bits
    /// grey levels, 16 bits RGB565 (little-endian, as LVGL and most MCU displays take it), 32
    /// bits RGBA PNG. A depth whose format this build lacks is refused, naming it.
    public static let clusterFormats: [(bits: Int, format: String)] = [(1, "gray1"), (2, "gray2"), (4, "gray4"), (8, "gray8"),
                                                                        (16, "rgb565le"), (32, "png")]

    /// An instrument cluster's slot: a flat folder at scale 1, the maneuver icons on a canvas of
    /// exactly `width` × `height` device pixels (the icon min(width, height) on a side, centred
    /// on whole pixels), lanes images `height` tall and at most `width` wide, in the format of
    /// `bits` (`clusterFormats`), day and night.
    /// - Throws: `IconSetError.invalidPreset` for a side outside `clusterSideRange`, a depth not in
    ///   `clusterFormats`, or one whose format is not in this build.
    public static func cluster(width: Int, height: Int, bits: Int) throws(IconSetError) -> IconSetPreset {
        let name = "cluster:\(width)x\(height):\(bits)"
        let range = clusterSideRange
        guard range.contains(width), range.contains(height) else {
            throw .invalidPreset(name, reason: "width and height must be \(range.lowerBound)–\(range.upperBound) device pixels")
        }
        guard let formatName = clusterFormats.first(where: { $0.bits == bits })?.format else {
            throw .invalidPreset(name, reason: "bits must be one of \(clusterFormats.map { String($0.bits) }.joined(separator: ", "))")
        }
        guard let format = IconSetFormat.all.first(where: { $0.name == formatName }) else {
            throw .invalidPreset(name, reason: "\(bits)-bit images need the \(formatName) format, which this build does not have")
        }
        let side = Double(min(width, height))
        return IconSetPreset(name: name, summary: "a \(width) × \(height)-pixel \(bits)-bit cluster slot", layout: .flat) { c in
            c.sizes = [.points(side)]
            c.canvas = PixelSize(width: width, height: height)
            c.laneLayouts = [.slot(width: Double(width), height: Double(height))]
            c.scales = [1]
            c.format = format
        }
    }

    /// The preset named `text` (any letter case): `carplay`, `android-auto`, or
    /// `cluster:<W>x<H>:<bits>` (`cluster:128x128:1`).
    /// - Throws: `IconSetError.invalidPreset` naming the value and the valid names, or why a
    ///   cluster preset is refused.
    public init(parsing text: String) throws(IconSetError) {
        let lower = text.lowercased()
        if let preset = Self.named.first(where: { $0.name == lower }) { self = preset; return }
        let parts = lower.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "cluster" else {
            throw .invalidPreset(text, reason: "expected one of \((Self.named.map(\.name) + [Self.clusterSyntax]).joined(separator: ", "))")
        }
        let size = parts[1].split(separator: "x", omittingEmptySubsequences: false)
        func number(_ s: Substring) -> Int? { s.allSatisfy(\.isASCII) && s.allSatisfy(\.isNumber) && s.count <= 6 ? Int(s) : nil }
        guard size.count == 2, let w = number(size[0]), let h = number(size[1]), let bits = number(parts[2]) else {
            throw .invalidPreset(text, reason: "expected \(Self.clusterSyntax) with whole numbers, such as cluster:128x128:1")
        }
        self = try Self.cluster(width: w, height: h, bits: bits)
    }
}

extension LaneLayout {
    /// Android for Cars' lanes image (at most 294 × 44 dp): 44 × 44-dp cells, narrowing so that n
    /// lanes fit 294 dp (from 7 lanes on), separators on.
    public static let androidAuto = LaneLayout(laneWidth: 44, height: 44, maximumWidth: 294)
}

/// A size in device pixels.
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
}
