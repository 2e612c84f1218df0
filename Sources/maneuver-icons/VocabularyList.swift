import Foundation
import ManeuverIcons

/// `list --vocabulary NAME [--json]`: every value of a vocabulary with its raw value and the
/// glyph it draws in right- and left-hand traffic, the context it reads and what it cannot show.
func listVocabulary(_ name: String, json: Bool, io: ToolIO) throws(ToolError) {
    let vocabulary: ManeuverVocabulary
    do throws(VocabularyError) { vocabulary = try ManeuverVocabulary.named(name) } catch { throw ToolError.usage(error.description) }
    if json { try io.writeOut(vocabularyJSON(vocabulary)) } else { try io.print(vocabularyText(vocabulary)) }
}

private func vocabularyText(_ v: ManeuverVocabulary) -> String {
    let rows = v.summaries
    func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
    let rawWidth = max(3, rows.map { $0.entry.rawValue.map { String($0).count } ?? 1 }.max() ?? 0)
    let nameWidth = max(4, rows.map(\.entry.name.count).max() ?? 0)
    let rightWidth = max(18, rows.map(\.rightHandTraffic.count).max() ?? 0)
    let leftWidth = max(17, rows.map(\.leftHandTraffic.count).max() ?? 0)
    var lines = ["\(v.name): \(v.title), \(rows.count) values" + (v.rawValueSummary.map { " (raw \($0))" } ?? " (names only)")]
    lines += v.remarks.map { "  " + $0 }
    lines.append("  Exit angle: \(v.angleHelp).")
    lines.append("")
    lines.append(pad("raw", rawWidth) + "  " + pad("name", nameWidth) + "  " + pad("right-hand traffic", rightWidth) + "  "
                 + pad("left-hand traffic", leftWidth) + "  reads / note")
    for r in rows {
        let raw = r.entry.rawValue.map(String.init) ?? "-"
        let left = r.leftHandTraffic == r.rightHandTraffic ? "=" : r.leftHandTraffic
        let tail = (r.reads.isEmpty ? [] : [r.reads.joined(separator: ", ")]) + r.notes
        lines.append(String(repeating: " ", count: rawWidth - raw.count) + raw + "  " + pad(r.entry.name, nameWidth) + "  "
                     + pad(r.rightHandTraffic, rightWidth) + "  " + pad(left, leftWidth) + "  " + tail.joined(separator: "; "))
    }
    return lines.joined(separator: "\n").trimmingTrailingSpaces
}

private func vocabularyJSON(_ v: ManeuverVocabulary) throws(ToolError) -> [UInt8] {
    let values: [[String: Any]] = v.summaries.map { r in
        let s = r.entry.spec
        var spec: [String: Any] = ["kind": s.kind.rawValue]
        if let side = s.side { spec["side"] = side.rawValue }
        if let sharpness = s.sharpness { spec["sharpness"] = sharpness.rawValue }
        if let circulation = s.circulation { spec["circulation"] = circulation.rawValue }
        if let n = s.exitNumber { spec["exitNumber"] = n }
        return [
            "rawValue": r.entry.rawValue.map { $0 as Any } ?? NSNull(),
            "name": r.entry.name,
            "aliases": r.entry.aliases,
            "spec": spec,
            "glyph": ["rightHandTraffic": r.rightHandTraffic, "leftHandTraffic": r.leftHandTraffic],
            "reads": r.reads,
            "notes": r.notes,
        ]
    }
    return try jsonBytes([
        "vocabulary": v.name, "title": v.title, "reference": v.reference, "remarks": v.remarks,
        "rawValues": v.rawValueSummary.map { $0 as Any } ?? NSNull(), "exitAngle": v.angleHelp, "values": values,
    ] as [String: Any])
}

extension String {
    /// Each line without trailing spaces.
    var trimmingTrailingSpaces: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var l = Substring(line)
            while l.last == " " { l = l.dropLast() }
            return String(l)
        }.joined(separator: "\n")
    }
}
