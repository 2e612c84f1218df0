/// The package's name, version and licence: what `maneuver-icons --version` prints and every
/// `manifest.json` records, so a generated set says which release drew it.
public enum ManeuverIconsPackage {
    public static let name = "maneuver-icons"
    /// Semantic version of this release.
    public static let version = "0.1.0"
    /// SPDX identifier of the licence (the `LICENSE` file).
    public static let license = "Apache-2.0"
}
