import ManeuverCatalogue

extension ManeuverVocabulary {
    /// The Google Navigation SDK's 66 `GMSNavigationManeuver` values (Android `Maneuver`): the
    /// catalogue's own `Maneuver`, each read as `Maneuver.spec`.
    public static let google = ManeuverVocabulary(
        name: "google",
        title: "Google Navigation SDK GMSNavigationManeuver",
        reference: "Navigation SDK reference (GMSNavigationManeuver, Android Maneuver)",
        remarks: ["Names: the docs' ALL_CAPS name or the Swift case name; the prefix GMSNavigationManeuver is optional."],
        hasRawValues: true,
        prefixes: ["gmsnavigationmaneuver"],
        angleReading: { .swept($0) },
        angleHelp: "degrees travelled along the circulation from the entry, 1–360 (360: back at the entry)",
        entries: Maneuver.allCases.map { m in
            var spec = m.spec
            spec.source = nil
            return VocabularyEntry(m.rawValue, m.docsName, spec, aliases: [m.swiftName])
        }
    )
}
