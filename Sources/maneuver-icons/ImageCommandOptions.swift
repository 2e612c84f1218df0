import ManeuverIcons

/// Options shared by the commands that write one image (`render`, `lanes`): scale, colours,
/// format and output, with their parsing into library types. Bad values are usage errors that
/// name the value and what is allowed.

enum ImageFormat: String, CaseIterable {
    case png, svg
}

let scaleSpec = OptionSpec.option("scale", value: "<factor>",
    "Screen scale, device pixels per point (\(ImageOptions.scaleRange.lowerBound.clean)–\(ImageOptions.scaleRange.upperBound.clean); default 1).")
let themeSpec = OptionSpec.option("theme", value: "day|night", "Colour preset (default day).")
let colorSpecs: [OptionSpec] = [
    .option("primary", value: "<hex>", "Primary colour (the path to take), #RRGGBB or #RRGGBBAA."),
    .option("secondary", value: "<hex>", "Secondary colour (context, lanes not recommended)."),
    .option("background", value: "<hex>", "Background colour (default transparent)."),
]
let formatSpecs: [OptionSpec] = [
    .option("format", value: "png|svg", "Output format (default png)."),
    .flag("flatten", "SVG only: write the filled polygons the rasterizer uses instead of curves."),
]
let outputSpec = OptionSpec.option("output", short: "o", value: "<file>|-", "Output file; '-' or absent: standard output.")

extension ParsedArguments {
    /// `--scale`, validated against `ImageOptions.scaleRange`.
    func scale() throws(ToolError) -> Double {
        guard let text = self["scale"] else { return 1 }
        let range = ImageOptions.scaleRange
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw ToolError.usage("invalid scale '\(text)': expected a number from \(range.lowerBound.clean) to \(range.upperBound.clean)")
        }
        return value
    }

    /// `--size`, `--scale` and the colours as maneuver image options.
    func imageOptions() throws(ToolError) -> ImageOptions {
        var options = ImageOptions(scale: try scale(), colors: try colors())
        if let size = self["size"] {
            do throws(OptionError) { options.size = try IconSize(parsing: size) } catch { throw ToolError.usage(error.description) }
        }
        return options
    }

    /// The lane layout from the first of `names` given (`standard` when none is).
    func laneLayout(from names: [String] = ["layout"]) throws(ToolError) -> LaneLayout {
        let given = names.filter { self[$0] != nil }
        if given.count > 1 { throw ToolError.usage("give only one of " + given.map { "--" + $0 }.joined(separator: ", ")) }
        let text = given.first.flatMap { self[$0] } ?? "standard"
        switch text.lowercased() {
        case "standard": return .standard
        case "carplay": return .carPlay
        default: throw ToolError.usage("invalid lane layout '\(text)': expected standard or carplay")
        }
    }

    /// `--theme` colours with `--primary`, `--secondary`, `--background` applied on top.
    func colors() throws(ToolError) -> IconColors {
        var colors = IconColors.day
        do throws(OptionError) {
            if let theme = self["theme"] { colors = try Theme(parsing: theme).colors }
            if let hex = self["primary"] { colors.primary = try Color(hex: hex) }
            if let hex = self["secondary"] { colors.secondary = try Color(hex: hex) }
            if let hex = self["background"] { colors.background = try Color(hex: hex) }
        } catch {
            throw ToolError.usage(error.description)
        }
        return colors
    }

    /// `--format`, and `--flatten` only with SVG.
    func format() throws(ToolError) -> (ImageFormat, flatten: Bool) {
        var format = ImageFormat.png
        if let text = self["format"] {
            guard let f = ImageFormat(rawValue: text.lowercased()) else {
                throw ToolError.usage("invalid format '\(text)': expected one of \(ImageFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            format = f
        }
        if has("flatten") && format != .svg { throw ToolError.usage("--flatten applies to --format svg only") }
        return (format, has("flatten"))
    }

    /// Exactly one positional argument, named `what` in the error.
    func singlePositional(_ what: String) throws(ToolError) -> String {
        guard let first = positionals.first else { throw ToolError.usage("missing \(what)") }
        guard positionals.count == 1 else {
            throw ToolError.usage("expected one \(what), got \(positionals.count): \(positionals.joined(separator: " "))")
        }
        return first
    }

    /// Fails when any of `names` was given, explaining why with `reason`.
    func reject(_ names: [String], because reason: String) throws(ToolError) {
        for name in names where self[name] != nil || has(name) {
            throw ToolError.usage("--\(name) cannot be used \(reason)")
        }
    }
}

/// Writes the image to `output`: standard output for `nil` or `-`, else the file, whole
/// (temporary file beside it, then renamed).
func emit(_ bytes: [UInt8], to output: String?, io: ToolIO) throws(ToolError) {
    guard let output, output != "-" else { return try io.writeOut(bytes) }
    do throws(IconSetError) { try IconSetFiles.writeWhole(bytes, to: output) } catch { throw ToolError.failure(error.description) }
}

/// A renderer error as the tool reports it: bad option values are usage errors (exit 64), the rest
/// failures (exit 1).
func toolError(_ error: RenderError) -> ToolError {
    switch error {
    case .invalidScale, .invalidSize, .imageTooLarge, .catalogue: return .usage(error.description)
    case .nonFiniteGeometry, .png: return .failure(error.description)
    }
}

extension Double {
    /// 3 → "3", 1.5 → "1.5".
    var clean: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
