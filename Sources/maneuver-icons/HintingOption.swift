import ManeuverIcons

/// `--hinting` of the commands that draw maneuver icons (`render`, `step`, `route`).
let hintingSpec = OptionSpec.option("hinting", value: "auto|on|off",
    "Fit the icon to the pixel grid: whole-pixel stroke widths, stems and edges on pixel boundaries (default auto: icons of \(pixels(Hinting.automaticMinimumStroke)) to \(pixels(Hinting.automaticMaximumStroke)) px on a side).")

/// The icon side, in device pixels, whose standard stems are `stroke` device pixels wide.
private func pixels(_ stroke: Double) -> Int { Int(stroke / ManeuverGlyphs.stemWidth * ManeuverGlyphs.designSize) }

extension ParsedArguments {
    /// `--hinting`, `.automatic` when absent.
    /// - Throws: a usage error naming the value and the allowed ones.
    func hinting() throws(ToolError) -> Hinting {
        guard let text = self["hinting"] else { return .automatic }
        guard let value = Hinting(rawValue: text.lowercased()) else {
            throw ToolError.usage("invalid hinting \(quoted(text)): expected one of \(Hinting.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}
