import ManeuverIcons

/// `maneuver-icons render <MANEUVER> [options]`: one maneuver icon as PNG or SVG;
/// `maneuver-icons render --all --output <dir> [--layout …]`: the whole icon set.
let renderCommand = Command(
    name: "render",
    summary: "Render one maneuver icon, or with --all the whole icon set into a folder.",
    usage: "maneuver-icons render <maneuver> [options]\n       maneuver-icons render --all --output <dir> [--layout <layout>] [--format <name>] [--preset <preset>]",
    specs: [
        iconSizeSpec, scaleSpec, hintingSpec, themeSpec,
    ] + colorSpecs + styleSpecs + [
        .option("exit-angle", value: "<degrees>", "ROUNDABOUT_* maneuvers (with another, a usage error unless --junction): degrees travelled along the ring to the exit (\(ManeuverGlyphs.exitAngleRange.lowerBound.clean)–\(ManeuverGlyphs.exitAngleRange.upperBound.clean); below 40 drawn as 40, where the arm clears the entry). With --junction, other maneuvers: the exit's degrees clockwise from straight ahead (0–360). With VOCAB:VALUE: roundabout values, in that vocabulary's convention (see 'list --vocabulary')."),
        .option("exit-number", value: "<n>", "ROUNDABOUT_* maneuvers (or roundabout VOCAB:VALUE values) only: exit number drawn as a badge (\(ManeuverGlyphs.exitNumberRange.lowerBound)–\(ManeuverGlyphs.exitNumberRange.upperBound))."),
        armsSpec, junctionSpec,
    ] + vocabularySpecs + formatSpecs(fromExtension: true) + [
        .option("output", short: "o", value: "<file>|-|<dir>", outputSpec.help + " With --all: the folder of the set (created when missing)."),
        .flag("all", "Render the whole icon set (every maneuver and common lanes) into --output."),
        .flag("sprite", "With --all: write the set as sprite strips with a JSON index per theme and scale (flat layout, raster formats)."),
        .option("strip-length", value: "<px>", "With --sprite: the longest strip, device pixels (\(stripLengthRange.lowerBound)–\(stripLengthRange.upperBound); default \(SpriteStrips.defaultMaximumLength), 2047 for LVGL 8)."),
        .option("layout", value: "<layout>", "With --all: how the files are arranged (default \(IconSetLayout.flat.name); see LAYOUTS)."),
        presetSpec,
    ] + nightColorSpecs + [
        helpOption,
    ],
    details: """
    MANEUVER is any spelling of a Navigation SDK maneuver: the docs name (TURN_LEFT), the Swift
    case name (turnLeft), lower case (turn_left, turn-left) or the raw value (6). See
    'maneuver-icons list'. The glyphs beyond the 66 render by their names too (KEEP_MIDDLE,
    ferry_boat_left, roundabout_numbered_exit --exit-number 3; see docs/glyphs.md).

    VOCABULARY:VALUE is a value of another vocabulary, by name or raw value: carplay, android-auto,
    android-cluster, valhalla, graphhopper, routes-api, directions-api, here, mapbox-icons (and
    google). --exit-angle is then in that vocabulary's own convention; what a value cannot show
    (a roundabout exit number without an angle, a transit step) is drawn honestly and said on
    standard error. See 'maneuver-icons list --vocabulary NAME'.

    --all writes every maneuver at square96 and square48, every scale of the layout, day and
    night themes, common lane images, index.html (a gallery to open in a browser) and
    manifest.json (size, scale, theme and SHA-256 of every file). --format picks the images'
    format (one the layout holds; a vector format writes one file per image, no scales),
    --preset a target's whole set; --theme writes one theme, --primary … colour it (the day
    theme, or the one --theme names), --night-primary … colour the night theme; the style
    options and --tint apply to every image. The set lands whole: every
    image is drawn and every file's place checked first, the changed files are staged in a
    hidden folder inside --output, and only then moved into place, manifest.json last. Files
    already right are left untouched; files the previous manifest listed that are no longer
    produced are removed if they still hold the bytes it recorded (changed ones are kept and
    named). Interrupted before the move, the folder is as it was; during it, the next run into
    the folder finishes the move; the message says which. A folder whose manifest.json was not
    written by 'render --all' (a 'route' folder, another program's file) is refused untouched.

    LAYOUTS (--layout):
    \(layoutList)

    FORMATS (--format; with --all the default is the layout's first):
    \(formatList)

    PRESETS (--preset):
    \(presetList)

    The output file's extension picks the format (.svg: SVG, .png: PNG, .xml: VectorDrawable,
    any letter case; other names and standard output: PNG) unless --format is given; a --format
    that contradicts such a name is an error and nothing is written.

    EXAMPLES:
      maneuver-icons render turn_left --scale 3 -o turn_left@3x.png
      maneuver-icons render turn_left -o turn_left.svg
      maneuver-icons render ROUNDABOUT_LEFT_COUNTERCLOCKWISE --exit-number 3 --theme night > icon.png
      maneuver-icons render 7 --format svg
      maneuver-icons render ROUNDABOUT_COUNTERCLOCKWISE --exit-angle 180 --arms 90,270 -o ring.png
      maneuver-icons render TURN_RIGHT --arms 0,270 --junction --size carplay --scale 2 -o junction.png
      maneuver-icons render keep_middle -o keep_middle.png
      maneuver-icons render carplay:1 --traffic-side left -o left.png
      maneuver-icons render android-auto:TYPE_ROUNDABOUT_ENTER_AND_EXIT_CW_WITH_ANGLE --exit-number 2 --exit-angle 135 -o r.png
      maneuver-icons render --all --output icons
      maneuver-icons render --all --preset carplay --primary '#1E5AA8' --stroke-width 14 -o CarPlayIcons
      maneuver-icons render --all --layout android-vector --tint -o res
    """,
    run: { (parsed, io) throws(ToolError) in
        if parsed.has("all") { try renderAll(parsed, io: io) } else { try renderOne(parsed, io: io) }
    }
)

private func renderOne(_ parsed: ParsedArguments, io: ToolIO) throws(ToolError) {
    try parsed.reject(["layout", "preset", "sprite", "strip-length"] + nightColorSpecs.map(\.name), because: "without --all (options of an icon set)")
    let name = try parsed.singlePositional("maneuver name (see 'maneuver-icons list')")
    if let (vocabulary, value) = try vocabularyValue(name) { return try renderVocabularyValue(vocabulary, value, parsed, io: io) }
    if let glyph = extraGlyph(named: name) { return try renderExtraGlyph(glyph, parsed, io: io) }
    let maneuver = try parseManeuver(name)
    try parsed.reject(["traffic-side", "turn-side"], because: "with a Google maneuver, which states its own circulation (prefix a vocabulary: carplay:uTurn)")
    // A junction image of another maneuver takes its exit angle clockwise from straight ahead.
    let junctionAngle = parsed.has("junction") && maneuver.roundaboutIsClockwise == nil
    let exitAngle: Double?, exitNumber: Int?
    do throws(UsageError) {
        let angles = junctionAngle ? ManeuverGlyphs.junctionExitRange : ManeuverGlyphs.exitAngleRange
        let numbers = ManeuverGlyphs.exitNumberRange
        exitAngle = try parsed.value("exit-angle", as: Double.self, in: angles,
                                     expected: "a number of degrees from \(Int(angles.lowerBound)) to \(Int(angles.upperBound))"
                                        + (junctionAngle ? " clockwise from straight ahead" : ""))
        exitNumber = try parsed.value("exit-number", as: Int.self, in: numbers,
                                      expected: "a whole number from \(numbers.lowerBound) to \(numbers.upperBound)")
    } catch { throw ToolError(error) }
    if maneuver.roundaboutIsClockwise == nil, (exitAngle != nil && !junctionAngle) || exitNumber != nil {
        let option = exitNumber == nil ? "--exit-angle" : "--exit-number"
        let junction = exitNumber == nil ? " (or, with --junction, the exit's degrees clockwise from straight ahead)" : ""
        throw ToolError.usage("\(option) applies to ROUNDABOUT_* maneuvers only\(junction), not \(maneuver.docsName)")
    }
    let arms = try parsed.arms()
    try checkArms(arms, maneuver: maneuver, exitAngle: exitAngle, junction: parsed.has("junction"))
    let request = try ImageRequest(parsed)
    if request.junction != nil, maneuver.roundaboutIsClockwise == nil, exitAngle == nil, maneuver.junctionExit == nil {
        io.writeErr("maneuver-icons: note: \(maneuver.docsName) names no direction at an intersection: its junction image is its icon (give --exit-angle for one)\n")
    }
    if let exitAngle, ManeuverGlyphs.exitAngleRange.contains(exitAngle), let clockwise = maneuver.roundaboutIsClockwise,
       let conflict = exitSideConflict(maneuver, exitAngle: exitAngle, clockwise: clockwise) {
        io.writeErr("maneuver-icons: note: \(conflict)\n")
    }
    if exitAngle != nil, maneuver == .roundaboutExitClockwise || maneuver == .roundaboutExitCounterClockwise {
        // The angle replaces the glyph, as for every roundabout; here that changes its meaning.
        io.writeErr("maneuver-icons: note: with --exit-angle, \(maneuver.docsName) is drawn as the whole roundabout from its entry, no longer as leaving the ring\n")
    }
    let bytes = try request.maneuver(maneuver, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, name: try parsed.outputStem())
    try emit(bytes, to: try parsed.outputPath(), io: io, formatGiven: parsed["format"] != nil)
}

/// `--arms` draws a roundabout's spokes when its exit is known (a named exit or `--exit-angle`)
/// and another maneuver's roads in its junction image only.
/// - Throws: a usage error naming what is missing otherwise.
func checkArms(_ arms: [Double]?, maneuver: Maneuver, exitAngle: Double?, junction: Bool) throws(ToolError) {
    guard arms != nil else { return }
    if maneuver.roundaboutIsClockwise == nil {
        if !junction { throw ToolError.usage("--arms on \(maneuver.docsName) gives the roads of its junction image: add --junction") }
    } else if exitAngle == nil, !maneuver.hasNamedExit {
        throw ToolError.usage("--arms on \(maneuver.docsName) needs --exit-angle: the arms are drawn around the path to a known exit")
    }
}

/// When a roundabout's name says one side (`…_LEFT_…`, `…_RIGHT_…`) and `exitAngle` places the
/// exit arm on the other, what to tell the user (the angle is drawn under the name); nil when
/// they agree. On a clockwise ring angles below 180° exit left, on a counterclockwise ring right,
/// and U-turn angles on neither (`ManeuverGlyphs.exitSide`; the route adaptor warns by the same
/// rule, but there the degrees also rename the maneuver).
func exitSideConflict(_ maneuver: Maneuver, exitAngle: Double, clockwise: Bool) -> String? {
    guard let named = maneuver.roundaboutExitSide, let drawn = ManeuverGlyphs.exitSide(travel: exitAngle, clockwise: clockwise),
          drawn != named else { return nil }
    return "--exit-angle \(exitAngle.clean) puts the exit on the \(drawn.rawValue), while \(maneuver.docsName) names a \(named.rawValue) exit; the angle is drawn"
}

/// A maneuver from any spelling `Maneuver(parsing:)` accepts.
/// - Throws: a usage error repeating the name (cut short) with near matches, or the raw-value
///   range for an integer without a maneuver, and pointing to `list` for every name.
func parseManeuver(_ name: String) throws(ToolError) -> Maneuver {
    do throws(NameParseError) { return try Maneuver(parsing: name) } catch {
        let count = Maneuver.allCases.count
        var message = "unknown maneuver \(quoted(error.input))"
        if Int(name.filter { !$0.isWhitespace }) != nil {
            message += ": raw values are 0–\(count - 1)."
        } else if !error.nearMatches.isEmpty {
            message += "; did you mean \(error.nearMatches.joined(separator: ", "))?"
        } else {
            message += "."
        }
        message += " Run 'maneuver-icons list' for the \(count) names and raw values."
        throw ToolError.usage(message)
    }
}

private func renderAll(_ parsed: ParsedArguments, io: ToolIO) throws(ToolError) {
    try parsed.reject(["size", "scale", "exit-angle", "exit-number", "arms", "junction", "flatten", "traffic-side", "turn-side", "hinting"],
                      because: "with --all (the set's sizes and scales are the layout's or the preset's; hinted automatically)")
    guard parsed.positionals.isEmpty else {
        throw ToolError.usage("--all renders every maneuver; remove \(quoted(parsed.positionals[0]))")
    }
    guard let output = try parsed.outputPath(folder: true), output != "-" else {
        throw ToolError.usage("--all needs --output <dir> (a folder, not standard output)")
    }
    let (layout, content) = try parsed.iconSet()

    var generator = IconSetGenerator(layout: layout, content: content)
    generator.notice = { notice in io.writeErr(noticeLine(notice)) }
    let progress = progressReporter(io: io)
    if parsed.has("sprite") { return try renderSprites(generator, parsed, output: output, progress: progress, io: io) }
    if parsed["strip-length"] != nil { throw ToolError.usage("--strip-length applies to --sprite only") }
    let report: IconSetGenerator.Report
    do throws(IconSetError) {
        report = try generator.generate(into: output, progress: progress)
    } catch { throw ToolError.failure(error.description) }
    if progress != nil { io.writeErr("\n") }
    // Counts cover every file of the set: images, support files (index.html, Contents.json) and
    // manifest.json.
    let others = report.manifest.supportFiles.count + 1
    var summary = "\(report.manifest.files.count) images and \(others) other files (\(layout.name) layout) in \(shownPath(output)): "
    summary += "\(report.written) written, \(report.unchanged) unchanged"
    summary += staleSummary(StaleRemoval(removed: report.removed, kept: report.kept, failed: report.failed))
    try io.print(summary)
}

/// The strip lengths `--strip-length` takes.
let stripLengthRange = 1 ... maximumPixelSide

/// `render --all --sprite`: the set as sprite strips (`IconSetGenerator.generateSprites`).
private func renderSprites(_ generator: IconSetGenerator, _ parsed: ParsedArguments, output: String,
                           progress: (@Sendable (Int, Int) -> Void)?, io: ToolIO) throws(ToolError) {
    let format = generator.content.format ?? generator.layout.formats[0]
    guard generator.layout == .flat else { throw ToolError.usage("--sprite writes the flat layout; drop --layout \(generator.layout.name)") }
    guard !format.isVector else { throw ToolError.usage("--sprite needs a raster format, not \(format.name)") }
    var length = min(SpriteStrips.defaultMaximumLength, format.device?.maximumSide ?? .max)
    if let text = parsed["strip-length"] {
        guard text.allSatisfy(\.isASCII), let value = Int(text), stripLengthRange.contains(value) else {
            throw ToolError.usage("invalid --strip-length \(quoted(text)): expected a whole number of pixels from \(stripLengthRange.lowerBound) to \(stripLengthRange.upperBound)")
        }
        length = value
    }
    let report: IconSetGenerator.SpriteReport
    do throws(IconSetError) { report = try generator.generateSprites(into: output, stripLength: length, progress: progress) } catch {
        if case .invalidSprite = error { throw ToolError.usage(error.description) }
        throw ToolError.failure(error.description)
    }
    if progress != nil { io.writeErr("\n") }
    var summary = "\(report.strips) strips and \(report.files.count - report.strips + 1) other files (sprite, \(format.name), at most \(length) px) in \(shownPath(output)): "
    summary += "\(report.written) written, \(report.unchanged) unchanged"
    summary += staleSummary(StaleRemoval(removed: report.removed, kept: report.kept, failed: report.failed))
    try io.print(summary)
}

/// Progress lines (`\rrendering 32/996`) on standard error, only when it is a terminal; `nil`
/// otherwise so that logs and pipes stay clean.
func progressReporter(io: ToolIO) -> (@Sendable (_ done: Int, _ total: Int) -> Void)? {
    guard io.errIsTerminal else { return nil }
    return { done, total in
        if done == total || done % 16 == 0 { io.writeErr("\rrendering \(done)/\(total)") }
    }
}

/// The layouts of `IconSetLayout.all`, one per line: name and where its files go.
private let layoutList: String = {
    let width = IconSetLayout.all.map(\.name.count).max() ?? 0
    return IconSetLayout.all.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + "  " + $0.summary }
        .joined(separator: "\n")
}()
