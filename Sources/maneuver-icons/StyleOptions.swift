import ManeuverIcons

/// `--stroke-width`, `--cap`, `--head-width`, `--head-length`: the glyphs' style (`GlyphStyle`),
/// for every command that draws images. Each value not given keeps the standard style's (a head
/// size reduced where a heavier stroke leaves it less room).

private func range(_ r: ClosedRange<Double>) -> String { "\(r.lowerBound.clean)–\(r.upperBound.clean)" }

let styleSpecs: [OptionSpec] = [
    .flag("tint", "A template image for tinting: the primary colour opaque, the secondary at half its alpha, no background; a vector-drawable keeps the colours as android:tint (the primary, tintMode src_in)."),
    .option("stroke-width", value: "<pt>",
            "Stroke weight of the paths, in points of the 96-pt design box (\(range(GlyphStyle.strokeWidthRange)); default \(GlyphStyle.standard.strokeWidth.clean)). Lanes draw it at half size."),
    .option("cap", value: "butt|round", "Shape of a path's free ends (default butt); the ink keeps its margin either way."),
    .option("head-width", value: "<pt>",
            "Arrowhead width (\(range(GlyphStyle.headWidthRange)), at least \(GlyphStyle.headToStroke.clean) × the stroke width and narrow enough to pass a roundabout's entry; default \(GlyphStyle.standard.headWidth.clean), less where the stroke leaves less room)."),
    .option("head-length", value: "<pt>",
            "Arrowhead length, base to tip (\(range(GlyphStyle.headLengthRange)), short enough to pass a roundabout's entry at its sharpest exit; default \(GlyphStyle.standard.headLength.clean), less where stroke and width leave less room)."),
]

extension ParsedArguments {
    /// The style from `--stroke-width`, `--cap`, `--head-width` and `--head-length`, the standard
    /// style's value for each one absent (`GlyphStyle.init`: a head size fitted to the stroke).
    /// - Throws: a usage error naming the option, the value as typed and the allowed range (for
    ///   the head width narrowed by the stroke width), or the two caps.
    func style() throws(ToolError) -> GlyphStyle {
        var cap: GlyphStyle.Cap? = nil
        if let text = self["cap"] {
            guard let value = GlyphStyle.Cap(rawValue: text.lowercased()) else {
                throw ToolError.usage("invalid cap \(quoted(text)): expected \(GlyphStyle.Cap.allCases.map(\.rawValue).joined(separator: " or "))")
            }
            cap = value
        }
        let numbers: [(option: String, parameter: GlyphStyle.Parameter)] = [
            ("stroke-width", .strokeWidth), ("head-width", .headWidth), ("head-length", .headLength),
        ]
        var values: [GlyphStyle.Parameter: Double] = [:]
        for (option, parameter) in numbers {
            guard let text = self[option] else { continue }
            guard isDecimalNumber(text), let value = Double(text), value.isFinite else {
                throw ToolError.usage("invalid \(parameter.rawValue) \(quoted(text)): expected a number of points")
            }
            values[parameter] = value
        }
        // No style option: the standard style, without checking its head against the roundabouts
        // (which draws roundabout heads: work no command with the standard style needs).
        if cap == nil, values.isEmpty { return .standard }
        do throws(CatalogueError) {
            return try GlyphStyle(strokeWidth: values[.strokeWidth] ?? GlyphStyle.standard.strokeWidth, cap: cap ?? .butt,
                                  headWidth: values[.headWidth], headLength: values[.headLength])
        } catch {
            guard case .styleOutOfRange(let parameter, _, _) = error else { throw ToolError.usage(error.description) }
            let option = numbers.first { $0.parameter == parameter }?.option ?? ""
            throw ToolError.usage("--\(option): \(error)")
        }
    }
}
