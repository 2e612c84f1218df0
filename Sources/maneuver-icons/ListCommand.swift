import Foundation
import ManeuverIcons

/// `maneuver-icons list [--json]`: every maneuver and lane shape with its names and raw value;
/// with `--vocabulary NAME`, every value of that vocabulary and the glyph it draws.
let listCommand = Command(
    name: "list",
    summary: "List every maneuver and lane shape (docs name, Swift name, raw value), or a vocabulary's values.",
    usage: "maneuver-icons list [--vocabulary <name>] [--json]",
    specs: [
        .flag("json", "Print JSON: {\"maneuvers\": [...], \"laneShapes\": [...]}, or the vocabulary's values."),
        .option("vocabulary", value: "<name>", "List this vocabulary's values instead: \(ManeuverVocabulary.names.joined(separator: ", "))."),
        helpOption,
    ],
    run: { (parsed, io) throws(ToolError) in
        guard parsed.positionals.isEmpty else { throw ToolError.usage("unexpected argument \(quoted(parsed.positionals[0]))") }
        if let name = parsed["vocabulary"] { return try listVocabulary(name, json: parsed.has("json"), io: io) }
        if parsed.has("json") { try io.writeOut(listJSON()) } else { try io.print(listText()) }
    }
)

private func listText() -> String {
    func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
    func rightAligned(_ n: Int) -> String { let s = String(n); return String(repeating: " ", count: max(0, 3 - s.count)) + s }
    let maneuverWidth = Maneuver.allCases.map(\.docsName.count).max() ?? 0
    var lines = ["MANEUVERS (\(Maneuver.allCases.count))", "raw  \(pad("docs name", maneuverWidth))  Swift name"]
    for m in Maneuver.allCases {
        lines.append("\(rightAligned(m.rawValue))  \(pad(m.docsName, maneuverWidth))  \(m.swiftName)")
    }
    let shapeWidth = LaneShape.allCases.map(\.docsName.count).max() ?? 0
    let swiftWidth = LaneShape.allCases.map(\.swiftName.count).max() ?? 0
    lines += ["", "LANE SHAPES (\(LaneShape.allCases.count))",
              "raw  \(pad("docs name", shapeWidth))  \(pad("Swift name", swiftWidth))  lane spec name"]
    for s in LaneShape.allCases {
        lines.append("\(rightAligned(s.rawValue))  \(pad(s.docsName, shapeWidth))  \(pad(s.swiftName, swiftWidth))  \(LaneSpec.shortName(s))")
    }
    return lines.joined(separator: "\n")
}

private func listJSON() throws(ToolError) -> [UInt8] {
    let document: [String: Any] = [
        "maneuvers": Maneuver.allCases.map { ["rawValue": $0.rawValue, "docsName": $0.docsName, "swiftName": $0.swiftName] },
        "laneShapes": LaneShape.allCases.map {
            ["rawValue": $0.rawValue, "docsName": $0.docsName, "swiftName": $0.swiftName, "specName": LaneSpec.shortName($0)]
        },
    ]
    return try jsonBytes(document)
}

/// Pretty-printed JSON with sorted keys (deterministic), trailing newline.
func jsonBytes(_ object: Any) throws(ToolError) -> [UInt8] {
    do {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return Array(data) + [0x0A]
    } catch {
        throw ToolError.failure("cannot encode JSON: \(error)")
    }
}
