/// The name matching the catalogue's own names use, for vocabularies defined outside it: the same
/// folding (any letter case, `_`, `-` and spaces ignored) and the same near-match search.
public enum NameFolding {
    /// Lower-cased with `_`, `-` and spaces removed (`TURN_LEFT`, `turnLeft`, `turn-left` →
    /// `turnleft`).
    public static func fold(_ s: String) -> String { NameMatching.fold(s) }

    /// Inputs longer than this many UTF-8 bytes are no name: they are not folded or searched.
    public static var inputLimit: Int { NameMatching.nearMatchInputLimit }

    /// Up to `limit` of `names` closest to `input` (substring matches first, then small edit
    /// distance, then closest in length); none for an input longer than `inputLimit`.
    public static func nearMatches(_ input: String, names: [String], limit: Int = 4) -> [String] {
        NameMatching.nearMatches(input, names: names, limit: limit)
    }
}
