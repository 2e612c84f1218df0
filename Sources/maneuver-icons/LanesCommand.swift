import ManeuverIcons

/// `maneuver-icons lanes <SPEC> [options]`: a lanes image (lane guidance) as PNG or SVG.
let lanesCommand = Command(
    name: "lanes",
    summary: "Render a lanes image from a lane spec such as 'left*,left*,straight,straight+right'.",
    usage: "maneuver-icons lanes <spec> [options]",
    specs: [
        .option("layout", value: "standard|carplay|<W>x<H>", "Lane cell size: standard (default), carplay (CarPlay's 120 × 18 pt budget), or a display slot W × H (lanes H tall, at most W wide, as --preset cluster:WxH draws them)."),
        .option("size", value: "standard|carplay|<W>x<H>", "Same as --layout."),
        scaleSpec, themeSpec,
    ] + colorSpecs + styleSpecs + formatSpecs(fromExtension: true) + [outputSpec, helpOption],
    details: """
    SPEC lists the lanes left to right separated by ','; the directions of one lane by '+'; a
    trailing '*' marks a recommended direction (drawn in the primary colour). Directions: \(LaneSpec.shortNames.joined(separator: ", ")),
    or any docs / Swift spelling (NORMAL_LEFT, normalLeft, normal_left) or raw value 0–9.
    The output file's extension picks the format (\(pickingExtensions)) unless --format is given.

    FORMATS (--format):
    \(formatList)

    EXAMPLES:
      maneuver-icons lanes 'left*,left*,straight,straight+right' --scale 2 -o lanes.png
      maneuver-icons lanes 'straight,straight*+slight-right' --layout carplay --theme night > lanes.png
    """,
    run: { (parsed, io) throws(ToolError) in
        let spec = try parsed.singlePositional("lane spec")
        let lanes: [Lane]
        do throws(LaneSpecError) { lanes = try LaneSpec.parse(spec) } catch {
            var short = error
            short.token = shortened(error.token)
            short.problem = shorteningQuotedSpans(error.problem)
            throw ToolError.usage(short.description)
        }
        guard !lanes.isEmpty else { throw ToolError.usage("the lane spec \(quoted(spec)) has no lanes") }
        let request = try ImageRequest(parsed, sizeIsLaneLayout: true)
        guard let bytes = try request.lanes(lanes, name: try parsed.outputStem() ?? "lanes") else { throw ToolError.usage("the lane spec \(quoted(spec)) has no lanes") }
        try emit(bytes, to: try parsed.outputPath(), io: io, formatGiven: parsed["format"] != nil)
    }
)
