import IconEncoders

extension SpriteStrips {
    /// The sprite sheet's index as JSON: `strips`, each strip's file (`stripFiles[i]` names strip
    /// `i`) and size in device pixels, then `images`, per image in the order given its name, strip
    /// index, top-left corner (`x`, `y`) and size (`width`, `height`) in that strip. Keys in this
    /// fixed order, one entry a line, a final newline; names escaped as JSON strings.
    /// - Precondition: one file name per strip.
    public func indexJSON(stripFiles: [String]) -> String {
        precondition(stripFiles.count == strips.count, "one file name per strip")
        let stripLines = strips.enumerated().map { i, strip in
            "    {\"file\": \(stripFiles[i].jsonQuoted), \"width\": \(strip.width), \"height\": \(strip.height)}"
        }
        let imageLines = placements.map { p in
            "    {\"name\": \(p.name.jsonQuoted), \"strip\": \(p.strip), \"x\": \(p.x), \"y\": \(p.y), \"width\": \(p.width), \"height\": \(p.height)}"
        }
        return "{\n  \"strips\": [\n" + stripLines.joined(separator: ",\n") + "\n  ],\n  \"images\": [\n"
            + imageLines.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}
