extension IconSetLayout {
    /// Android resource folders `drawable-<density>/` (day) and `drawable-night-<density>/`
    /// (night) for densities mdpi … xxxhdpi (scales 1, 1.5, 2, 3, 4), lower_snake file names such
    /// as `maneuver_turn_left_square96.png`.
    public static let android = IconSetLayout(AndroidLayout())
}

struct AndroidLayout: IconSetLayoutRules {
    let name = "android"
    let summary = "drawable-<density>/ and drawable-night-<density>/: maneuver_turn_left_square96.png"
    let scales: [Double] = [1, 1.5, 2, 3, 4]

    func path(for item: IconSetItem) -> String {
        let folder = item.theme == .night ? "drawable-night-" : "drawable-"
        return "\(folder)\(Self.density(item.scale))/\(Self.resourceName(item)).\(item.format.fileExtension)"
    }

    /// The lower_snake resource name: `maneuver_` before a maneuver icon's stem, lanes and
    /// junction images by their own (`lanes_…`, `junction_…`).
    static func resourceName(_ item: IconSetItem) -> String {
        guard case .maneuver = item.subject else { return item.stem }
        return "maneuver_" + item.stem
    }

    /// The density qualifier of a scale: the named buckets (ldpi 0.75 … xxxhdpi 4), else the
    /// `<dpi>dpi` qualifier Android takes for any other density (160 dpi per point of scale).
    static func density(_ scale: Double) -> String {
        let named: [Double: String] = [0.75: "ldpi", 1: "mdpi", 1.5: "hdpi", 2: "xhdpi", 3: "xxhdpi", 4: "xxxhdpi"]
        return named[scale] ?? "\(Int((scale * 160).rounded()))dpi"
    }
}
