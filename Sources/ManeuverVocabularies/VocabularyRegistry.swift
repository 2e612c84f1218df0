import ManeuverCatalogue

extension ManeuverVocabulary {
    /// Every vocabulary's name, in the order `list` and the docs show them; `google` is the
    /// default when a value has no vocabulary prefix.
    public static let names = [
        "google", "carplay", "android-auto", "android-cluster", "valhalla", "graphhopper",
        "routes-api", "directions-api", "here", "mapbox-icons",
    ]

    /// The vocabulary of that name (any letter case, with or without `-`/`_`). Each table is
    /// built the first time it is asked for, and only that one.
    /// - Throws: `VocabularyError.unknownVocabulary` with near matches and every name.
    public static func named(_ name: String) throws(VocabularyError) -> ManeuverVocabulary {
        switch NameFolding.fold(name.trimmedOfWhitespace) {
        case "google": return .google
        case "carplay": return .carPlay
        case "androidauto": return .androidAuto
        case "androidcluster": return .androidCluster
        case "valhalla": return .valhalla
        case "graphhopper": return .graphHopper
        case "routesapi": return .routesAPI
        case "directionsapi": return .directionsAPI
        case "here": return .here
        case "mapboxicons": return .mapboxIcons
        default:
            throw .unknownVocabulary(name, nearMatches: NameFolding.nearMatches(name, names: names, limit: 3), valid: names)
        }
    }

    /// Every vocabulary (builds every table).
    public static var all: [ManeuverVocabulary] { names.compactMap { try? named($0) } }
}
