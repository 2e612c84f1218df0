import ManeuverIcons

/// Options shared by the commands that write images (`render`, `lanes`, `step`, `route`): scale, colours,
/// format and output, with their parsing into library types. Bad values are usage errors that
/// name the value and what is allowed.

/// `--size` of the commands that draw maneuver icons (`render`, `step`, `route`).
let iconSizeSpec = OptionSpec.option("size", value: "<size>",
    "Maneuver icon size: square96 (default), square48, or a number of points (\(IconSize.pointsRange.lowerBound.clean)–\(IconSize.pointsRange.upperBound.clean)).")
let scaleSpec = OptionSpec.option("scale", value: "<factor>",
    "Screen scale, device pixels per point (\(ImageOptions.scaleRange.lowerBound.clean)–\(ImageOptions.scaleRange.upperBound.clean); default 1). \(pixelSideNote)")

/// The renderer's cap on the image side, stated next to --size and --scale in help.
let pixelSideNote = "An image side (points × scale) is at most \(maximumPixelSide) device pixels."
let themeSpec = OptionSpec.option("theme", value: "day|night", "Colour preset (default day).")
let colorSpecs: [OptionSpec] = [
    .option("primary", value: "<hex>", "Primary colour (the path to take), #RRGGBB or #RRGGBBAA (the # may be left out)."),
    .option("secondary", value: "<hex>", "Secondary colour (context, lanes not recommended)."),
    .option("background", value: "<hex>", "Background colour (default transparent)."),
]
/// `--format`, `--flatten` and the LVGL settings. `fromExtension`: the command writes files whose
/// extension picks the format when --format is absent (`render`, `lanes`, `step`); false for a
/// folder (`route`).
func formatSpecs(fromExtension: Bool) -> [OptionSpec] {
    [
        .option("format", value: "<format>", formatHelp(fromExtension: fromExtension)),
        .flag("flatten", "SVG only: every shape as the polygons the rasterizer fills. Without it, filled shapes keep their curves; strokes are written as their outlines (polygons) either way."),
    ] + lvglSpecs
}

/// `--format`'s help: every name of `IconSetFormat.all`, and the extensions that pick one.
private func formatHelp(fromExtension: Bool) -> String {
    let names = " Formats (docs/formats.md): " + IconSetFormat.all.map(\.name).joined(separator: ", ") + "."
    guard fromExtension else { return "Output format (default png)." + names }
    return "Output format (default: the output file's extension, \(pickingExtensions) in any letter case; else png). Must agree with such a file name." + names
}

/// The extensions that pick a format from a file name, as help says them: `.png, .svg or .xml`.
let pickingExtensions: String = {
    var extensions: [String] = []
    for format in IconSetFormat.all where format.pickedByExtension && !extensions.contains("." + format.fileExtension) {
        extensions.append("." + format.fileExtension)
    }
    return extensions.dropLast().joined(separator: ", ") + " or " + (extensions.last ?? "")
}()

/// The formats of `IconSetFormat.all`, one per line: name and what the files hold (the help's
/// FORMATS section of every command that writes images).
let formatList: String = {
    let width = IconSetFormat.all.map(\.name.count).max() ?? 0
    return IconSetFormat.all.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + "  " + $0.summary }
        .joined(separator: "\n")
}()

/// `--lvgl` and `--lvgl-format`, for `--format lvgl-c` and `lvgl-bin`.
let lvglSpecs: [OptionSpec] = [
    .option("lvgl", value: "8|9", "With --format lvgl-c or lvgl-bin: the LVGL version whose image layout is written (default 9)."),
    .option("lvgl-format", value: "<cf>", "With --format lvgl-c or lvgl-bin: the colour format, one of " + LVGLColorFormat.allCases.map(\.rawValue).joined(separator: ", ")
        + " (default \(DeviceFormat.LVGLSettings.standard.colorFormat.rawValue); l8 in LVGL 9 only)."),
]
let outputSpec = OptionSpec.option("output", short: "o", value: "<file>|-",
    "Output file ('-' or absent: standard output); a \(pickingExtensions) name picks the format. A symbolic link keeps pointing at the new file; a device or FIFO is written into, never replaced.")

extension ParsedArguments {
    /// `--scale`, validated against `ImageOptions.scaleRange`.
    func scale() throws(ToolError) -> Double {
        guard let text = self["scale"] else { return 1 }
        let range = ImageOptions.scaleRange
        guard isDecimalNumber(text), let value = Double(text), value.isFinite, range.contains(value) else {
            throw ToolError.usage("invalid scale \(quoted(text)): expected a number from \(range.lowerBound.clean) to \(range.upperBound.clean)")
        }
        return value
    }

    /// The lane layout from the first of `names` given (`standard` when none is).
    func laneLayout(from names: [String] = ["layout"]) throws(ToolError) -> LaneLayout {
        let given = names.filter { self[$0] != nil }
        if given.count > 1 { throw ToolError.usage("give only one of " + given.map { "--" + $0 }.joined(separator: ", ")) }
        let text = given.first.flatMap { self[$0] } ?? "standard"
        switch text.lowercased() {
        case "standard": return .standard
        case "carplay": return .carPlay
        default:
            // `<W>x<H>`: a display slot, as `render --all --preset cluster:<W>x<H>:<bits>` draws lanes.
            let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            let range = IconSetPreset.clusterSideRange
            if sides.count == 2, let w = Int(sides[0]), let h = Int(sides[1]), range.contains(w), range.contains(h),
               sides.allSatisfy({ $0.allSatisfy(\.isASCII) }) {
                return .slot(width: Double(w), height: Double(h))
            }
            throw ToolError.usage("--\(given.first ?? "layout"): invalid lane layout \(quoted(text)): expected standard, carplay or "
                                  + "<W>x<H>, a display slot (lanes H tall, at most W wide; sides \(range.lowerBound)–\(range.upperBound))")
        }
    }

    /// `--theme` colours with `--primary`, `--secondary`, `--background` applied on top; a bad
    /// colour's error names its option.
    func colors() throws(ToolError) -> IconColors {
        var colors = IconColors.day
        if let theme = self["theme"] {
            do throws(OptionError) { colors = try Theme(parsing: theme).colors } catch {
                throw ToolError.usage(error.shortenedEcho.description)
            }
        }
        let options: [(String, WritableKeyPath<IconColors, Color>)] = [
            ("primary", \.primary), ("secondary", \.secondary), ("background", \.background),
        ]
        for (option, role) in options {
            guard let hex = self[option] else { continue }
            do throws(OptionError) { colors[keyPath: role] = try Color(hex: hex) } catch {
                throw ToolError.usage("--\(option): \(error.shortenedEcho)")
            }
        }
        return colors
    }

    /// The file (or, with `folder`, the folder) named by option `name` (`output`, `lanes-output`),
    /// `nil` when the option is absent.
    /// - Throws: a usage error naming the option when the name is empty.
    func outputPath(_ name: String = "output", folder: Bool = false) throws(ToolError) -> String? {
        guard let path = self[name] else { return nil }
        if path.isEmpty { throw ToolError.usage("--\(name): empty \(folder ? "folder" : "file") name") }
        return path
    }

    /// The format of the images written to the file named by option `output` (`output`,
    /// `lanes-output`; nil for a folder): `--format` when given, else the format the file's
    /// extension picks (`IconSetFormat(extensionOf:)`), else PNG (also for standard output, `-`).
    /// `--flatten` only with SVG.
    /// - Throws: a usage error, before anything is written, for an unknown format, a `--format`
    ///   that contradicts a `.png` or `.svg` file name, or `--flatten` with PNG output.
    func format(for output: String?) throws(ToolError) -> (IconSetFormat, flatten: Bool) {
        let path = output.flatMap { self[$0] }
        let named = path.flatMap { IconSetFormat(extensionOf: $0) }
        var format = named ?? .png
        if let text = self["format"] {
            let given = try imageFormat(text)
            if let output, let path, let named, named.fileExtension != given.fileExtension {
                throw ToolError.usage("--format \(given.name) contradicts --\(output) \(quoted(path, limit: 300)), a .\(named.fileExtension) file name; "
                                      + "name the file .\(given.fileExtension)" + (given.pickedByExtension ? " or drop --format (the extension picks the format)" : ""))
            }
            format = given
        }
        if has("flatten") && format != .svg {
            let file = named == .png ? " (--\(output ?? "output") names a .png file)" : ""
            // A folder's images (nil `output`: route) take their format from --format alone.
            let svgName = output == nil ? "" : ", or to an output file named .svg"
            throw ToolError.usage("--flatten applies to --format svg only\(svgName)\(file)")
        }
        if let device = format.device, device.lvgl != nil {
            format = IconSetFormat(device: try lvglFormat(device))
        } else if let option = ["lvgl", "lvgl-format"].first(where: { self[$0] != nil }) {
            throw ToolError.usage("--\(option) applies to --format lvgl-c or lvgl-bin only")
        }
        return (format, has("flatten"))
    }

    /// The format named `text` (any letter case).
    /// - Throws: a usage error naming the value, the names nearest it and every name.
    func imageFormat(_ text: String) throws(ToolError) -> IconSetFormat {
        if let format = try? IconSetFormat(parsing: text) { return format }
        let names = IconSetFormat.all.map(\.name)
        let near = NameFolding.nearMatches(text, names: names, limit: 3)
        throw ToolError.usage("invalid format \(quoted(text))" + (near.isEmpty ? "." : "; did you mean \(near.joined(separator: ", "))?")
                              + " Formats: \(names.joined(separator: ", ")).")
    }

    /// `device` (lvgl-c or lvgl-bin) in the settings of `--lvgl` and `--lvgl-format`.
    /// - Throws: a usage error for a version other than 8 or 9, an unknown colour format, or one
    ///   the version lacks (each listing what is allowed).
    func lvglFormat(_ device: DeviceFormat) throws(ToolError) -> DeviceFormat {
        var settings = DeviceFormat.LVGLSettings.standard
        if let text = self["lvgl"] {
            guard let number = Int(text), let version = LVGLVersion(rawValue: number) else {
                throw ToolError.usage("invalid --lvgl \(quoted(text)): expected 8 or 9")
            }
            settings.version = version
        }
        if let text = self["lvgl-format"] {
            guard let cf = LVGLColorFormat(rawValue: text.lowercased()) else {
                throw ToolError.usage("invalid --lvgl-format \(quoted(text)): expected one of \(LVGLColorFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            settings.colorFormat = cf
        }
        do throws(EncoderError) { return try DeviceFormat.lvgl(source: device.name == "lvgl-c", settings) } catch {
            throw ToolError.usage(error.description)
        }
    }

    /// The stem of the `--output` file name (`fileStem`), nil for standard output: what an
    /// lvgl-c descriptor is named after.
    func outputStem() throws(ToolError) -> String? {
        guard let path = try outputPath(), path != "-" else { return nil }
        return fileStem(path)
    }

    /// Exactly one positional argument, named `what` in the error.
    func singlePositional(_ what: String) throws(ToolError) -> String {
        guard let first = positionals.first else { throw ToolError.usage("missing \(what)") }
        guard positionals.count == 1 else {
            throw ToolError.usage("expected one \(what), got \(positionals.count): \(shortened(positionals.joined(separator: " "), limit: 2 * echoLimit).escapedForMessage)")
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

/// The image options of a command (`--size`, `--scale`, theme and colours, style, `--layout`,
/// `--format`, `--flatten`) and the renderer that draws with them.
struct ImageRequest {
    let renderer: IconRenderer
    let image: ImageOptions
    let lanes: LanesImageOptions
    let format: IconSetFormat
    let flatten: Bool
    /// `--tint`: a template image; the VectorDrawable keeps the colours for `android:tint`, the
    /// other formats are drawn in `IconColors.template`.
    let tintable: Bool
    /// `--junction`: the junction image's form (`ParsedArguments.junctionForm`), nil for icons.
    let junction: JunctionForm?

    /// - Parameters:
    ///   - sizeIsLaneLayout: `--size` names the lane layout (the `lanes` command) instead of the
    ///     maneuver icon size.
    ///   - output: the option naming the file these images go to, whose extension picks the
    ///     format when `--format` is absent (`ParsedArguments.format(for:)`); nil for a folder.
    ///   - cacheLimits: the renderer's PNG cache: none by default, for a command that draws each
    ///     image once; `route` and `feed`, whose steps repeat images, keep one.
    init(_ parsed: ParsedArguments, sizeIsLaneLayout: Bool = false, output: String? = "output",
         cacheLimits: CacheLimits = .disabled) throws(ToolError) {
        renderer = IconRenderer(cacheLimits: cacheLimits)
        (format, flatten) = try parsed.format(for: output)
        tintable = parsed.has("tint")
        let colors = try parsed.colors()
        var image = ImageOptions(scale: try parsed.scale(), colors: tintable && format != .vectorDrawable ? .template : colors,
                                 style: try parsed.style())
        image.hinting = try parsed.hinting()
        if parsed["hinting"] != nil, format.isVector {
            throw ToolError.usage("--hinting applies to pixel formats; a vector format (\(format.name)) is drawn unhinted, for any size")
        }
        junction = sizeIsLaneLayout ? nil : try parsed.junctionForm()
        if !sizeIsLaneLayout, junction != .carPlay, let size = parsed["size"] {
            do throws(OptionError) { image.size = try IconSize(parsing: size) } catch { throw ToolError.usage(error.shortenedEcho.description) }
        }
        if !sizeIsLaneLayout {
            // --size × --scale beyond the pixel cap is the command line's mistake: said before
            // any input is read or anything drawn.
            do throws(RenderError) { _ = try image.pixelSize() } catch { throw toolError(error) }
        }
        self.image = image
        let layout = try parsed.laneLayout(from: sizeIsLaneLayout ? ["layout", "size"] : ["layout"])
        lanes = LanesImageOptions(layout: layout, scale: image.scale, colors: image.colors, style: image.style)
    }

    /// A maneuver icon (roundabout exit angle and number, arms when given; the junction image
    /// with `--junction`) as the bytes of `format`. `name` names an lvgl-c descriptor (default
    /// the maneuver's, in lower case).
    func maneuver(_ maneuver: Maneuver, exitAngle: Double? = nil, exitNumber: Int? = nil, arms: [Double]? = nil,
                  name: String? = nil) throws(ToolError) -> [UInt8] {
        do throws(RenderError) {
            return try bytes(.maneuver(maneuver, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms),
                             name: name ?? maneuver.docsName.lowercased()) ?? []
        } catch { throw toolError(error) }
    }

    /// `subject` as the bytes of `format` (`IconSetFormat.bytes(for:)`) in these options; an icon
    /// always has bytes, lanes none without lanes (nil).
    func bytes(_ subject: SingleImage.Subject, name: String) throws(RenderError) -> [UInt8]? {
        try format.bytes(for: SingleImage(subject, renderer: renderer, options: image, lanesOptions: lanes, junction: junction,
                                          flatten: flatten, tintable: tintable, name: name))
    }

    /// The maneuver icon of a step read from an input file, with its roundabout exit number and
    /// angle. The options were checked when this request was made, so an error here comes from
    /// the step: a failure (exit 1) that `source` (the file, and the step's number) begins.
    func maneuver(_ step: StepInfo, from source: String) throws(ToolError) -> [UInt8] {
        do throws(ToolError) {
            return try maneuver(step.maneuver, exitAngle: step.exitAngle(junction: junction != nil),
                                exitNumber: step.roundaboutTurnNumber, arms: step.arms)
        } catch {
            switch error {
            case .usage(let message), .failure(let message): throw ToolError.failure("\(source): \(message)")
            }
        }
    }

    /// A lanes image as the bytes of `format`, `nil` when there are no lanes; `name` names an
    /// lvgl-c descriptor.
    /// - Parameter source: `nil` when the lanes come from the command line (`lanes`: an image too
    ///   large for `--scale` is a usage error, exit 64); else the input file (and step) they were
    ///   read from, which the error then begins: a failure (exit 1), since the input's number of
    ///   lanes, not the command line alone, makes the image too large.
    func lanes(_ lanes: [Lane], from source: String? = nil, name: String = "lanes") throws(ToolError) -> [UInt8]? {
        do throws(RenderError) { return try bytes(.lanes(lanes), name: name) } catch {
            guard case .imageTooLarge(let pixels, let maximum) = error else {
                guard let source else { throw toolError(error) }
                throw ToolError.failure("\(source): \(error)")
            }
            // The same advice whether the lanes came from the command line or from a file.
            let fits = self.lanes.layout == .standard ? " or --layout carplay" : ""
            let message = "lanes image too large: \(lanes.count) lanes at scale \(self.lanes.scale.clean) are "
                + "\(pixels.clean) device pixels wide, at most \(maximum) allowed (a smaller --scale\(fits) fits)"
            guard let source else { throw ToolError.usage(message) }
            throw ToolError.failure("\(source): \(message)")
        }
    }
}

/// Writes the image to `output`: standard output for `nil`, `-` or a path naming the file standard
/// output is open on (`/dev/stdout`); else the file, as `OutputFiles.write` does (a regular
/// file whole, keeping its permissions; through a symbolic link to its target; a device or FIFO
/// written directly, never replaced).
/// A PNG written to a file whose name has another extension (`icon.webp`, `icon.jpg`) gets a
/// note on standard error, unless `formatGiven` (`--format` chose it on purpose) and the
/// extension is no other format's (`--format gray1 -o icon.mono` is noted).
/// - Throws: `ToolError.usage` when no output was given, standard output is a terminal and the
///   image is a PNG (binary bytes would garble the terminal; `-o -` sends them anyway).
func emit(_ bytes: [UInt8], to output: String?, io: ToolIO, formatGiven: Bool = false) throws(ToolError) {
    try checkNotTerminal(bytes, output: output, io: io)
    guard let output, output != "-", !io.isStandardOutput(output) else { return try io.writeOut(bytes) }
    do throws(IconSetError) { try OutputFiles.write([OutputFile(path: output, bytes: bytes)]) } catch { throw ToolError.failure(error.description) }
    let name = output.split(separator: "/").last ?? ""
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let dot = name.lastIndex(of: "."), dot != name.startIndex,
       IconSetFormat(extensionOf: output) == nil {
        let ext = String(name[name.index(after: dot)...]), named = IconSetFormat.all.filter { $0.fileExtension == ext.lowercased() }.map(\.name)
        // Another format's extension is noted even after --format (`--format gray1 -o x.mono`).
        if !named.isEmpty || !formatGiven {
            let hint = named.isEmpty ? "\(pickingExtensions) do" : "give --format " + named.joined(separator: " or ")
            io.writeErr("maneuver-icons: note: wrote a PNG to \(shownPath(output)) (a .\(ext) name does not pick a format: \(hint))\n")
        }
    }
}

/// - Throws: `ToolError.usage` when `bytes` are binary (a PNG, raw pixels, an LVGL file: not
///   UTF-8 text without control characters other than tab and line ends) about to go to standard
///   output by default (`output` nil) and standard output is a terminal.
func checkNotTerminal(_ bytes: [UInt8], output: String?, io: ToolIO) throws(ToolError) {
    guard output == nil && io.outIsTerminal else { return }
    let png = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
    let text = !png && !bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }
        && String(validating: bytes, as: UTF8.self) != nil
    if !text {
        throw ToolError.usage("not writing \(png ? "PNG" : "binary") data to a terminal: give --output FILE, redirect standard output, or use --output - to send it anyway")
    }
}

/// A file name without its folder and its last extension: `out/step_001_turn_left.c` →
/// `step_001_turn_left`.
func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
}

/// A renderer error as the tool reports it when the command line alone asked for the image:
/// bad option values (and an image too large for them) are usage errors (exit 64), the rest
/// failures (exit 1). Images drawn from an input file report their errors as failures instead
/// (`ImageRequest.maneuver(_:from:)`, `lanes(_:from:)`).
func toolError(_ error: RenderError) -> ToolError {
    switch error {
    case .invalidScale, .invalidSize, .imageTooLarge, .catalogue: return .usage(error.description)
    case .encoding(.imageTooLarge): return .usage(error.description)
    case .nonFiniteGeometry, .png, .raster, .encoding: return .failure(error.description)
    }
}

extension OptionError {
    /// The same error with the value it repeats cut to `echoLimit` characters.
    var shortenedEcho: OptionError {
        switch self {
        case .invalidColor(let s): return .invalidColor(shortened(s))
        case .invalidSize(let s, let allowed): return .invalidSize(shortened(s), allowed: allowed)
        case .invalidTheme(let s, let allowed): return .invalidTheme(shortened(s), allowed: allowed)
        }
    }
}
