/// The `Contents.json` files of the icon set's Xcode asset catalog (`IconSetLayout.xcassets`):
/// the catalog's own, and one per imageset listing its 1×/2×/3× day images and, as the dark
/// appearance variant, the night images. Written in Xcode's own formatting (` : `, two-space
/// indent) so that opening the catalog in Xcode leaves the files unchanged.
enum IconSetAssetCatalog {
    /// `(path, text)` for every Contents.json the items need, sorted by path.
    static func contentsFiles(for items: [IconSetItem]) -> [(path: String, text: String)] {
        var groups: [String: [IconSetItem]] = [:]
        for item in items { groups[item.stem, default: []].append(item) }
        var files = [(path: IconSetNaming.assetCatalog + "/Contents.json", text: catalogContents)]
        for (stem, members) in groups {
            let images = members.sorted { ($0.scale, $0.theme == .night ? 1 : 0) < ($1.scale, $1.theme == .night ? 1 : 0) }
            files.append((IconSetNaming.assetCatalog + "/\(stem).imageset/Contents.json", imagesetContents(images)))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    static let catalogContents = """
    {
      "info" : {
        "author" : "maneuver-icons",
        "version" : 1
      }
    }

    """

    private static func imagesetContents(_ images: [IconSetItem]) -> String {
        let entries = images.map { item -> String in
            let fileName = item.path.split(separator: "/").last.map(String.init) ?? item.path
            var lines: [String] = []
            if item.theme == .night {
                lines.append("""
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],
                """)
            }
            lines.append("      \"filename\" : \(IconSetJSON.quote(fileName)),")
            lines.append("      \"idiom\" : \"universal\",")
            lines.append("      \"scale\" : \"\(IconSetNaming.scaleSuffix(item.scale))\"")
            return "    {\n" + lines.joined(separator: "\n") + "\n    }"
        }
        return """
        {
          "images" : [
        \(entries.joined(separator: ",\n"))
          ],
          "info" : {
            "author" : "maneuver-icons",
            "version" : 1
          }
        }

        """
    }
}
