extension IconSetLayout {
    /// One folder: `turn_left_square96_day@2x.png`, `lanes_sdk_example_standard_night@3x.png`; a
    /// vector format's files without the scale (`turn_left_square96_day.svg`). Any format.
    public static let flat = IconSetLayout(FlatLayout())
}

struct FlatLayout: IconSetLayoutRules {
    let name = "flat"
    let summary = "one folder: turn_left_square96_day@2x.png"
    let scales: [Double] = [1, 2, 3]
    let formats = IconSetFormat.all

    func path(for item: IconSetItem) -> String {
        "\(item.stem)_\(item.theme.rawValue)" + IconSetNaming.fileSuffix(item)
    }
}
