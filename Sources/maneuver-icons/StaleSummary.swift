import ManeuverIcons

/// The end of a `render --all` or `route` summary line for stale files: how many were removed,
/// which were kept because they changed since the tool wrote them, and which could not be
/// removed (the first three of each named). Empty when there were none.
func staleSummary(_ stale: StaleRemoval) -> String {
    func named(_ paths: [String]) -> String { paths.prefix(3).map(shownPath).joined(separator: ", ") + (paths.count > 3 ? ", …" : "") }
    var text = ""
    if !stale.removed.isEmpty { text += ", \(stale.removed.count) stale removed" }
    if !stale.kept.isEmpty { text += ", \(stale.kept.count) stale kept (changed since written: \(named(stale.kept)))" }
    if !stale.failed.isEmpty { text += ", \(stale.failed.count) stale not removable (\(named(stale.failed)))" }
    return text
}

/// The line `render --all`, `route` and `step` print on standard error for what they are told
/// about an output folder (`OutputFolder`'s notices: a wait for another run, an interrupted
/// run's leftovers).
func noticeLine(_ notice: String) -> String { "maneuver-icons: note: \(notice)\n" }
