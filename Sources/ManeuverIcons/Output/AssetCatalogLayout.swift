extension IconSetLayout {
    /// An Xcode asset catalog `ManeuverIcons.xcassets`: one imageset per icon holding the 1×, 2×,
    /// 3× day images and their night twins as the dark-appearance variant, each with Contents.json.
    public static let xcassets = IconSetLayout(AssetCatalogLayout())
}

struct AssetCatalogLayout: IconSetLayoutRules {
    let name = "xcassets"
    let summary = "an Xcode asset catalog: ManeuverIcons.xcassets/turn_left_square96.imageset/, night as dark appearance"
    let scales: [Double] = [1, 2, 3]
    let formats: [IconSetFormat] = [.png]

    func path(for item: IconSetItem) -> String { AssetCatalog.path(for: item) }

    func supportFiles(for items: [IconSetItem], content: IconSetContent) -> [OutputFile] {
        AssetCatalog.contentsFiles(for: items, properties: content.tintable ? [AssetCatalog.templateProperty] : [])
    }
}

/// The asset catalog both catalog layouts write (`xcassets`, `xcassets-vector`): where the
/// images go and the Contents.json files, in Xcode's own formatting (` : `, two-space indent,
/// keys in alphabetical order) so that opening the catalog in Xcode leaves them unchanged. The
/// fields are the documented ones (Asset Catalog Format Reference): the catalog's `info`; per
/// imageset `images` (each `filename`, `idiom`, a raster image's `scale`, the night image's
/// `appearances` luminosity dark), `info` and, when there are any, `properties`.
enum AssetCatalog {
    static let catalog = "ManeuverIcons.xcassets"
    /// `properties` of a template image: drawn in the tint colour, its alpha the mask.
    static let templateProperty = ("template-rendering-intent", "\"template\"")

    /// `ManeuverIcons.xcassets/<stem>.imageset/<stem>[_night][@<scale>x].<ext>`.
    static func path(for item: IconSetItem) -> String {
        let night = item.theme == .night ? "_night" : ""
        let scale = item.format.isVector ? "" : "@" + IconSetNaming.scaleSuffix(item.scale)
        return "\(catalog)/\(item.stem).imageset/\(item.stem)\(night)\(scale).\(item.format.fileExtension)"
    }

    /// The catalog's Contents.json and one per imageset, with `properties` (key, JSON value).
    static func contentsFiles(for items: [IconSetItem], properties: [(String, String)]) -> [OutputFile] {
        let info = "  \"info\" : {\n    \"author\" : \"maneuver-icons\",\n    \"version\" : 1\n  }"
        var files = [OutputFile(path: catalog + "/Contents.json", bytes: Array(("{\n" + info + "\n}\n").utf8))]
        let props = properties.isEmpty ? ""
            : ",\n  \"properties\" : {\n" + properties.map { "    \($0.0.jsonQuoted) : \($0.1)" }.joined(separator: ",\n") + "\n  }"
        for (stem, images) in Dictionary(grouping: items, by: \.stem) {
            let entries = images.sorted { ($0.scale, $0.theme == .night ? 1 : 0) < ($1.scale, $1.theme == .night ? 1 : 0) }.map { item in
                let dark = item.theme == .night
                    ? "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n"
                    : ""
                let fileName = item.path.split(separator: "/").last.map(String.init) ?? item.path
                let scale = item.format.isVector ? "" : ",\n      \"scale\" : \"\(IconSetNaming.scaleSuffix(item.scale))\""
                return "    {\n\(dark)      \"filename\" : \(fileName.jsonQuoted),\n      \"idiom\" : \"universal\"\(scale)\n    }"
            }
            let text = "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n" + info + props + "\n}\n"
            files.append(OutputFile(path: "\(catalog)/\(stem).imageset/Contents.json", bytes: Array(text.utf8)))
        }
        return files
    }
}
