import ManeuverIcons

/// The options of `render --all` beyond the layout: `--preset`, `--format`, `--tint`, the
/// themes and their colours (`--theme`, `--primary` …, `--night-primary` …) and the style, parsed
/// into the set's layout and content (`IconSetContent`).

let presetSpec = OptionSpec.option("preset", value: "<preset>",
    "With --all: write the set a target takes (layout, sizes, scales, themes, format; see PRESETS). Colours and style still apply.")
let nightColorSpecs: [OptionSpec] = [
    .option("night-primary", value: "<hex>", "With --all: the night (dark appearance) theme's primary colour."),
    .option("night-secondary", value: "<hex>", "With --all: the night theme's secondary colour."),
    .option("night-background", value: "<hex>", "With --all: the night theme's background colour."),
]

extension ParsedArguments {
    /// The layout and content of `render --all`: the preset's, or `--layout` (default flat) with
    /// `--format` (default the layout's); then the themes (`--theme` writes that one only), their
    /// colours (`--primary`, `--secondary`, `--background` the day theme's, or with `--theme
    /// night` the night theme's; `--night-…` the night theme's), the style and `--tint`.
    /// - Throws: a usage error for an unknown preset, layout or format, `--layout` or `--format`
    ///   with `--preset`, a format the layout cannot hold, `--night-…` with `--theme day`, or a
    ///   bad colour or style value.
    func iconSet() throws(ToolError) -> (layout: IconSetLayout, content: IconSetContent) {
        var layout = IconSetLayout.flat
        var content = IconSetContent()
        if let name = self["preset"], let option = ["layout", "format"].first(where: { self[$0] != nil }) {
            throw ToolError.usage("--\(option) cannot be used with --preset (\(quoted(name)) sets the layout and format)")
        }
        do throws(IconSetError) {
            if let name = self["preset"] {
                let preset = try IconSetPreset(parsing: name)
                (layout, content) = (preset.layout, preset.content)
            } else {
                layout = try IconSetLayout(parsing: self["layout"] ?? "flat")
            }
        } catch { throw ToolError.usage(error.description) }
        if self["preset"] == nil, let name = self["format"] {
            let format = try setFormat(name)
            guard layout.formats.contains(format) else {
                throw ToolError.usage(IconSetError.formatNotInLayout(format: format.name, layout: layout.name, allowed: layout.formats.map(\.name)).description)
            }
            content.format = format
        }
        if content.format?.device?.lvgl == nil, let option = ["lvgl", "lvgl-format"].first(where: { self[$0] != nil }) {
            throw ToolError.usage("--\(option) applies to --format lvgl-c or lvgl-bin only")
        }
        if let text = self["theme"] {
            do throws(OptionError) { content.themes = [try Theme(parsing: text)] } catch { throw ToolError.usage(error.shortenedEcho.description) }
        }
        let nightOptions = nightColorSpecs.map(\.name).filter { self[$0] != nil }
        if content.themes == [.day], let first = nightOptions.first {
            throw ToolError.usage("--\(first) sets the night theme's colours, but --theme day writes the day theme only")
        }
        let plain: WritableKeyPath<IconSetContent, IconColors> = content.themes == [.night] ? \.nightColors : \.dayColors
        for (prefix, colors) in [("", plain), ("night-", \IconSetContent.nightColors)] {
            for (role, keyPath) in [("primary", \IconColors.primary), ("secondary", \.secondary), ("background", \.background)] {
                guard let hex = self[prefix + role] else { continue }
                do throws(OptionError) { content[keyPath: colors][keyPath: keyPath] = try Color(hex: hex) } catch {
                    throw ToolError.usage("--\(prefix + role): \(error.shortenedEcho)")
                }
            }
        }
        content.style = try style()
        if has("tint") { content.tintable = true }
        return (layout, content)
    }
}

extension ParsedArguments {
    /// The set format named `text`: as `imageFormat` (near matches on a bad name), an LVGL format
    /// in the settings of `--lvgl` and `--lvgl-format`.
    func setFormat(_ text: String) throws(ToolError) -> IconSetFormat {
        let format = try imageFormat(text)
        guard let device = format.device, device.lvgl != nil else { return format }
        return IconSetFormat(device: try lvglFormat(device))
    }
}

/// The presets, one per line: name and what it writes, for `render --help`.
let presetList: String = {
    let rows = IconSetPreset.named.map { ($0.name, $0.summary) }
        + [(IconSetPreset.clusterSyntax, "a flat folder at scale 1 for an instrument cluster's slot: icons on exactly W × H pixels, lanes H tall; bits "
            + IconSetPreset.clusterFormats.map { "\($0.bits) \($0.format)" }.joined(separator: ", "))]
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 }.joined(separator: "\n")
}()
