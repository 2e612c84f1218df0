/// `index.html` of a generated icon set: a page a person opens in a browser to see every icon with
/// its names, day images on a light background and night images on a dark one. Images are linked
/// by relative path with a `srcset` over the scales, so the browser picks the density of the
/// screen; nothing is loaded from the network.
enum IconSetGallery {
    /// The page's file name inside the set's folder.
    static let fileName = "index.html"
    /// Marks a page as this tool's, so a folder whose manifest was lost can still be regenerated.
    static let generatorTag = #"<meta name="generator" content="maneuver-icons">"#

    /// Throws `IconSetError.foreignFile` when `path` exists but is neither listed by the folder's
    /// previous manifest (`listed`) nor a page of this tool: someone's own `index.html`.
    static func checkReplaceable(_ path: String, listed: Bool) throws(IconSetError) {
        if listed { return }
        switch OutputFiles.readExisting(path, limit: 64 << 20) {
        case .absent: return
        case .contents(let bytes) where String(decoding: bytes.prefix(4096), as: UTF8.self).contains(generatorTag): return
        case .unreadable(let why): throw IconSetError.io(path: path, reason: "cannot read: " + why)
        default: throw IconSetError.foreignFile(path: path)
        }
    }

    /// One picture in the page: every scale of one stem and theme.
    private struct Cell {
        var caption: String
        var theme: Theme
        /// Display size in CSS pixels (= points).
        var points: (width: Double, height: Double)
        /// (scale, path).
        var sources: [(Double, String)]
    }

    /// - Parameters:
    ///   - previews: for files a browser cannot show (a VectorDrawable), by path, the `data:` URI
    ///     of a picture shown in their place (`IconSetEncoding.preview`).
    ///   - pixelSizes: the images' sizes in device pixels by path, where they differ from their
    ///     size in points × scale (on a cluster's canvas); shown at that size ÷ scale.
    static func html(items: [IconSetItem], layout: IconSetLayout, previews: [String: String] = [:],
                     pixelSizes: [String: (width: Int, height: Int)] = [:]) -> String {
        // Group the images: row (maneuver, extra glyph, junction image or lane set) → cell (stem +
        // theme) → scales.
        var rowOrder: [String] = []
        var rowTitles: [String: String] = [:]
        var cells: [String: [String: Cell]] = [:]
        var cellOrder: [String: [String]] = [:]
        let ordered = items.sorted {
            let a = sortKey($0), b = sortKey($1)
            return a != b ? a.lexicographicallyPrecedes(b) : $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
        }
        for item in ordered {
            let (rowKey, title, caption): (String, String, String)
            switch item.subject {
            case .maneuver(let m, let size):
                rowKey = "m\(m.rawValue)"
                title = "<b>\(escape(m.docsName))</b><br><code>.\(escape(m.swiftName))</code> · raw \(m.rawValue)"
                caption = size.name
            case .glyph(let g, let n, let size):
                rowKey = "g" + g.rawValue + (n.map { "_\($0)" } ?? "")
                title = "<b>\(escape(g.docsName))\(n.map { " · exit \($0)" } ?? "")</b><br><code>\(escape(g.rawValue))</code>"
                    + " · no Google maneuver; nearest \(escape(g.nearestManeuver.docsName))"
                caption = size.name
            case .junction(let m, let form):
                rowKey = "j\(m.rawValue)"
                title = "<b>junction · \(escape(m.docsName))</b><br><code>.\(escape(m.swiftName))</code> · raw \(m.rawValue)"
                caption = form.rawValue
            case .lanes(let set, let laneLayout):
                rowKey = "l" + set.name
                title = "<b>lanes_\(escape(set.name))</b><br><code>\(escape(LaneSpec.format(set.lanes)))</code>"
                caption = IconSetNaming.layoutName(laneLayout)
            }
            if rowTitles[rowKey] == nil { rowOrder.append(rowKey); rowTitles[rowKey] = title }
            let cellKey = item.stem + "/" + item.theme.rawValue
            if cells[rowKey, default: [:]][cellKey] == nil {
                let points = pixelSizes[item.path].map { (Double($0.width) / item.scale, Double($0.height) / item.scale) } ?? item.points
                cells[rowKey, default: [:]][cellKey] = Cell(caption: caption + " " + item.theme.rawValue, theme: item.theme,
                                                       points: points, sources: [])
                cellOrder[rowKey, default: []].append(cellKey)
            }
            cells[rowKey]![cellKey]!.sources.append((item.scale, item.path))
        }

        var body = ""
        for rowKey in rowOrder {
            body += "<tr><th>\(rowTitles[rowKey]!)</th>"
            for cellKey in cellOrder[rowKey]! {
                let cell = cells[rowKey]![cellKey]!
                let sources = cell.sources.sorted { $0.0 < $1.0 }
                let cssWidth = cell.points.width.clean, cssHeight = cell.points.height.clean
                let srcset = sources.map { "\(escape($0.1)) \(IconSetNaming.scaleSuffix($0.0))" }.joined(separator: ", ")
                let shown = previews[sources[0].1].map { "src=\"\(escape($0))\" title=\"\(escape(sources[0].1))\"" }
                    ?? "src=\"\(escape(sources[0].1))\" srcset=\"\(srcset)\""
                body += "<td class=\"\(cell.theme.rawValue)\"><img \(shown) "
                body += "width=\"\(cssWidth)\" height=\"\(cssHeight)\" alt=\"\(escape(cell.caption))\">"
                body += "<span>\(escape(cell.caption))</span></td>"
            }
            body += "</tr>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(generatorTag)
        <title>Maneuver icons (\(layout.name) layout)</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 1em; color: #222; }
        table { border-collapse: collapse; }
        th { text-align: left; font-weight: normal; padding: 6px 12px 6px 0; vertical-align: middle; }
        td { padding: 8px; text-align: center; vertical-align: bottom; }
        td span { display: block; font-size: 11px; margin-top: 4px; }
        td.day { background: #f4f4f4; color: #444; }
        td.night { background: #1e1f22; color: #bbb; }
        code { font-size: 12px; }
        </style>
        </head>
        <body>
        <h1>Maneuver icons</h1>
        <p>\(items.count) images, layout <code>\(layout.name)</code>\(formatNote(items)), scales \(Set(items.map(\.scale)).sorted().map(IconSetNaming.scaleSuffix).joined(separator: ", ")). Day images on a light background, night images on a dark one; the browser shows the scale that fits this screen. Details per file: <a href="\(Manifest.fileName)">\(Manifest.fileName)</a>.</p>
        <table>
        \(body)</table>
        </body>
        </html>

        """
    }

    /// `, format svg` when the images are not PNG (a VectorDrawable is shown as its SVG twin).
    private static func formatNote(_ items: [IconSetItem]) -> String {
        guard let format = items.first?.format, format != .png else { return "" }
        return ", format <code>\(format.name)</code>" + (format == .vectorDrawable ? " (shown as the same picture in SVG)" : "")
    }

    /// Maneuvers by raw value, then extra glyphs in declaration order (by exit number), junction
    /// images, then lane sets in plan order; within a row, plan order of sizes/layouts.
    private static func sortKey(_ item: IconSetItem) -> [Int] {
        let theme = item.theme == .day ? 0 : 1
        switch item.subject {
        case .maneuver(let m, let size):
            return [0, m.rawValue, size == .square96 ? 0 : 1, Int(size.points), theme]
        case .glyph(let g, let n, let size):
            return [1, ExtraGlyph.allCases.firstIndex(of: g)!, n ?? 0, size == .square96 ? 0 : 1, Int(size.points), theme]
        case .junction(let m, let form):
            return [2, m.rawValue, JunctionForm.allCases.firstIndex(of: form) ?? 0, 0, theme]
        case .lanes(let set, let layout):
            let index = IconSetLanes.common.firstIndex(of: set) ?? Int.max
            return [3, index, layout == .standard ? 0 : 1, Int(layout.height), theme]
        }
    }

    /// HTML text/attribute escaping.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
