import Foundation
import ManeuverIcons

/// `render VOCAB:VALUE`: a value of any vocabulary (`carplay:leftTurn`, `valhalla:22`), read with
/// `--traffic-side`, `--turn-side`, `--exit-number`, `--exit-angle` and a roundabout's `--arms`
/// (both in the vocabulary's own convention) and drawn from the maneuver model, `--junction`
/// included. Notes on what could not be drawn as stated go
/// to standard error.

/// The options `render` takes for vocabulary values, besides `--exit-angle` and `--exit-number`.
let vocabularySpecs: [OptionSpec] = [
    .option("traffic-side", value: "left|right", "VOCAB:VALUE only: the side traffic drives on, for roundabouts and U-turns the value leaves to it (default: the platform's, else right, said on standard error)."),
    .option("turn-side", value: "left|right|unspecified", "android-cluster values only: the event's turn side (TURN_SIDE_*)."),
]

/// The vocabulary and value of a `VOCAB:VALUE` argument; nil for an argument without a colon (a
/// Google maneuver name).
/// - Throws: a usage error listing the vocabularies for an unknown one.
func vocabularyValue(_ argument: String) throws(ToolError) -> (ManeuverVocabulary, String)? {
    guard let colon = argument.firstIndex(of: ":") else { return nil }
    let name = String(argument[..<colon]), value = String(argument[argument.index(after: colon)...])
    do throws(VocabularyError) {
        return (try ManeuverVocabulary.named(name), value)
    } catch {
        throw ToolError.usage(error.description)
    }
}

/// Renders one vocabulary value (the `render` command's `VOCAB:VALUE` form).
func renderVocabularyValue(_ vocabulary: ManeuverVocabulary, _ value: String, _ parsed: ParsedArguments, io: ToolIO) throws(ToolError) {
    let context = try vocabularyContext(parsed, vocabulary)
    let reading: VocabularyReading
    do throws(VocabularyError) { reading = try vocabulary.read(value, context: context) } catch { throw ToolError.usage(error.description) }
    let shown = "\(vocabulary.name):\(reading.entry.name)"
    if !reading.spec.isRoundabout || reading.spec.kind == .roundaboutPass {
        for option in ["exit-angle", "exit-number"] where parsed[option] != nil {
            throw ToolError.usage("--\(option) applies to roundabout values only, not \(shown)")
        }
    }
    if parsed["turn-side"] != nil && !reading.entry.sideFromContext {
        throw ToolError.usage("--turn-side applies to android-cluster values that take a side, not \(shown)")
    }
    let request = try ImageRequest(parsed)
    let drawing = reading.drawing
    var notes = reading.notes
    switch drawing.glyph {
    case .maneuver(let m):
        try checkArms(drawing.arms, maneuver: m, exitAngle: drawing.exitAngle, junction: request.junction != nil)
    case .extra(let g):
        if drawing.arms != nil { throw ToolError.usage("--arms: \(shown) draws \(g.docsName), which has no arms") }
        if request.junction != nil { notes.append("\(g.docsName) has no junction image: drawn as its icon") }
    }
    for note in notes { io.writeErr("maneuver-icons: note: \(shown): \(note)\n") }
    let bytes = try request.maneuver(reading.spec, name: try parsed.outputStem())
    try emit(bytes, to: try parsed.outputPath(), io: io, formatGiven: parsed["format"] != nil)
}

/// The context the options give: traffic side, turn side, exit number (1–99) and exit angle
/// (a decimal number, checked against the vocabulary's convention when read).
func vocabularyContext(_ parsed: ParsedArguments, _ vocabulary: ManeuverVocabulary) throws(ToolError) -> VocabularyContext {
    var context = VocabularyContext()
    context.trafficSide = try parsed.trafficSide()
    if let text = parsed["turn-side"] {
        guard vocabulary.name == "android-cluster" else { throw ToolError.usage("--turn-side applies to android-cluster values only") }
        switch NameFolding.fold(text) {
        case "left", "1", "turnsideleft": context.turnSide = .left
        case "right", "2", "turnsideright": context.turnSide = .right
        case "unspecified", "3", "turnsideunspecified": context.turnSide = nil
        default: throw ToolError.usage("invalid turn side \(quoted(text)): expected left, right or unspecified (1, 2, 3)")
        }
    }
    do throws(UsageError) {
        let numbers = ManeuverGlyphs.exitNumberRange
        context.exitNumber = try parsed.value("exit-number", as: Int.self, in: numbers,
                                              expected: "a whole number from \(numbers.lowerBound) to \(numbers.upperBound)")
        context.exitAngle = try parsed.value("exit-angle", as: Double.self, expected: vocabulary.angleHelp)
    } catch { throw ToolError(error) }
    if let text = parsed["arms"] {
        // Roundabout arms are in the vocabulary's convention, so only the syntax is checked here.
        context.arms = try text.split(separator: ",", omittingEmptySubsequences: false).map { item throws(ToolError) in
            let t = item.trimmingCharacters(in: .whitespaces)
            guard isDecimalNumber(t), let value = Double(t) else {
                throw ToolError.usage("invalid arm angle \(quoted(t)) in --arms \(quoted(text)): expected numbers separated by commas")
            }
            return value
        }
    }
    return context
}

extension ImageRequest {
    /// A spec's icon (its junction image with `--junction`) as the bytes of `format`; `name`
    /// names an lvgl-c descriptor (default `icon`).
    func maneuver(_ spec: ManeuverSpec, name: String? = nil) throws(ToolError) -> [UInt8] {
        do throws(RenderError) { return try bytes(.spec(spec), name: name ?? "icon") ?? [] } catch { throw toolError(error) }
    }
}
