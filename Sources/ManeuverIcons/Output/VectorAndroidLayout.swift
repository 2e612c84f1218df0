extension IconSetLayout {
    /// Android VectorDrawable resources: `drawable/` (day) and `drawable-night/` (night), the
    /// same lower_snake names as the `android` layout's PNGs (`maneuver_turn_left_square96.xml`).
    public static let androidVector = IconSetLayout(VectorAndroidLayout())
}

struct VectorAndroidLayout: IconSetLayoutRules {
    let name = "android-vector"
    let summary = "drawable/ and drawable-night/ VectorDrawables: maneuver_turn_left_square96.xml"
    let scales: [Double] = [1]
    let formats: [IconSetFormat] = [.vectorDrawable]

    func path(for item: IconSetItem) -> String {
        (item.theme == .night ? "drawable-night/" : "drawable/") + AndroidLayout.resourceName(item) + "." + item.format.fileExtension
    }
}
