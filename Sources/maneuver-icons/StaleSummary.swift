import ManeuverIcons

/// The end of a `render --all` or `route` summary line for stale files: how many were removed,
/// and which were kept because they changed since the tool wrote them (the first three named).
/// Empty when there were none.
func staleSummary(removed: [String], kept: [String]) -> String {
    var text = ""
    if !removed.isEmpty { text += ", \(removed.count) stale removed" }
    if !kept.isEmpty {
        let named = kept.prefix(3).joined(separator: ", ") + (kept.count > 3 ? ", …" : "")
        text += ", \(kept.count) stale kept (changed since written: \(named))"
    }
    return text
}
