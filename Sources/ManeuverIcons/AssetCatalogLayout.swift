extension IconSetLayout {
    /// An Xcode asset catalog `ManeuverIcons.xcassets`: one imageset per icon holding the 1×, 2×,
    /// 3× day images and their night twins as the dark-appearance variant, each with Contents.json.
    public static let xcassets = IconSetLayout(AssetCatalogLayout())
}

struct AssetCatalogLayout: IconSetLayoutRules {
    let name = "xcassets"
    let summary = "an Xcode asset catalog: ManeuverIcons.xcassets/turn_left_square96.imageset/, night as dark appearance"
    let scales: [Double] = [1, 2, 3]
    static let catalog = "ManeuverIcons.xcassets"

    func path(for item: IconSetItem) -> String {
        let night = item.theme == .night ? "_night" : ""
        return "\(Self.catalog)/\(item.stem).imageset/\(item.stem)\(night)@\(IconSetNaming.scaleSuffix(item.scale)).png"
    }

    /// The catalog's Contents.json and one per imageset, in Xcode's own formatting (` : `,
    /// two-space indent) so that opening the catalog in Xcode leaves them unchanged.
    func supportFiles(for items: [IconSetItem]) -> [OutputFile] {
        let info = "  \"info\" : {\n    \"author\" : \"maneuver-icons\",\n    \"version\" : 1\n  }\n}\n"
        var files = [OutputFile(path: Self.catalog + "/Contents.json", bytes: Array(("{\n" + info).utf8))]
        for (stem, images) in Dictionary(grouping: items, by: \.stem) {
            let entries = images.sorted { ($0.scale, $0.theme == .night ? 1 : 0) < ($1.scale, $1.theme == .night ? 1 : 0) }.map { item in
                let dark = item.theme == .night
                    ? "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n"
                    : ""
                let fileName = item.path.split(separator: "/").last.map(String.init) ?? item.path
                return "    {\n\(dark)      \"filename\" : \(fileName.jsonQuoted),\n      \"idiom\" : \"universal\",\n"
                    + "      \"scale\" : \"\(IconSetNaming.scaleSuffix(item.scale))\"\n    }"
            }
            let text = "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n" + info
            files.append(OutputFile(path: "\(Self.catalog)/\(stem).imageset/Contents.json", bytes: Array(text.utf8)))
        }
        return files
    }
}
