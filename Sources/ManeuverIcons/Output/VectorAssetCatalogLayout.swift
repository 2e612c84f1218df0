extension IconSetLayout {
    /// An Xcode asset catalog that keeps the vectors: `ManeuverIcons.xcassets`, one imageset per
    /// icon holding one SVG (`turn_left_square96.svg`) and its night twin as the dark-appearance
    /// variant, `preserves-vector-representation` on, `template-rendering-intent: template` for
    /// a tintable set. Exact SVG by default, or the stroke SVG.
    public static let xcassetsVector = IconSetLayout(VectorAssetCatalogLayout())
}

struct VectorAssetCatalogLayout: IconSetLayoutRules {
    let name = "xcassets-vector"
    let summary = "an Xcode asset catalog of SVGs that keeps the vectors: ManeuverIcons.xcassets/turn_left_square96.imageset/turn_left_square96.svg"
    let scales: [Double] = [1]
    let formats: [IconSetFormat] = [.svg, .svgStroke]

    func path(for item: IconSetItem) -> String { AssetCatalog.path(for: item) }

    func supportFiles(for items: [IconSetItem], content: IconSetContent) -> [OutputFile] {
        AssetCatalog.contentsFiles(for: items, properties: [("preserves-vector-representation", "true")]
                                    + (content.tintable ? [AssetCatalog.templateProperty] : []))
    }
}
