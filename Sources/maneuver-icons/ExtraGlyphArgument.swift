import ManeuverIcons

/// `render KEEP_MIDDLE`: a glyph beyond the 66 maneuvers (`ExtraGlyph`, docs/glyphs.md) by its
/// name, in any letter case, with `_` or `-`: the names its files carry in an icon set.

/// The extra glyph `name` names; nil for any other name.
func extraGlyph(named name: String) -> ExtraGlyph? {
    let folded = NameFolding.fold(name)
    return ExtraGlyph.allCases.first { NameFolding.fold($0.rawValue) == folded }
}

/// The maneuver model's spec that draws exactly `glyph`: the first vocabulary value (in
/// `ManeuverVocabulary.all`'s order) that draws it without a traffic side or angle, with
/// `exitNumber` for the numbered-exit roundabout. So `render KEEP_MIDDLE` has the pixels of `render valhalla:kStayStraight`.
func extraGlyphSpec(_ glyph: ExtraGlyph, exitNumber: Int?) -> ManeuverSpec? {
    for vocabulary in ManeuverVocabulary.all {
        for entry in vocabulary.entries where !entry.sideFromContext {
            var spec = entry.spec
            spec.exitNumber = exitNumber
            spec.exitAngle = nil
            if spec.drawing.glyph == .extra(glyph) { return spec }
        }
    }
    return nil
}

/// Renders one extra glyph (the `render` command's form for their names).
func renderExtraGlyph(_ glyph: ExtraGlyph, _ parsed: ParsedArguments, io: ToolIO) throws(ToolError) {
    try parsed.reject(["exit-angle", "arms", "junction", "traffic-side", "turn-side"],
                      because: "with \(glyph.docsName), which draws no exit angle, arms or junction")
    let exitNumber: Int?
    do throws(UsageError) {
        let numbers = ManeuverGlyphs.exitNumberRange
        exitNumber = try parsed.value("exit-number", as: Int.self, in: numbers,
                                      expected: "a whole number from \(numbers.lowerBound) to \(numbers.upperBound)")
    } catch { throw ToolError(error) }
    if exitNumber != nil, !glyph.drawsExitNumber {
        throw ToolError.usage("--exit-number applies to \(ExtraGlyph.roundaboutNumberedExit.docsName) and the ROUNDABOUT_* maneuvers, not \(glyph.docsName)")
    }
    guard let spec = extraGlyphSpec(glyph, exitNumber: exitNumber) else {
        throw ToolError.failure("no vocabulary value draws \(glyph.docsName)")
    }
    let request = try ImageRequest(parsed)
    try emit(try request.maneuver(spec), to: try parsed.outputPath(), io: io, formatGiven: parsed["format"] != nil)
}
