/// Errors from parsing a maneuver, lane shape or driving side given by name or number.
public struct NameParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of value was being parsed ("maneuver", "lane shape", "driving side").
    public var kind: String
    /// The text that did not parse, as given (`description` quotes it escaped, see
    /// `escapedForMessage`).
    public var input: String
    /// The closest valid names (best first), possibly empty.
    public var nearMatches: [String]
    /// Every valid name (docs spelling).
    public var validNames: [String]

    public var description: String {
        var s = "unknown \(kind) \(input.quotedForMessage)"
        if !nearMatches.isEmpty { s += "; did you mean \(nearMatches.joined(separator: ", "))?" }
        s += " Valid: \(validNames.joined(separator: ", ")) (or the raw integer)."
        return s
    }
}

/// Name matching shared by the enums: the docs' ALL_CAPS name, the Swift case name, the
/// Objective-C `…CounterClockwise` spelling, any case, `-`/`_`/space insensitive, or the raw integer.
enum NameMatching {
    /// Lower-cased with `_`, `-` and spaces removed: `TURN_U_TURN_CLOCKWISE`, `turnUTurnClockwise`
    /// and `turn-u-turn-clockwise` all fold to `turnuturnclockwise`. ASCII text (every name, and
    /// what users type) is folded byte by byte, which gives what Unicode lower-casing gives it.
    static func fold(_ s: String) -> String {
        guard s.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(s.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
        }
        var folded: [UInt8] = []
        folded.reserveCapacity(s.utf8.count)
        for byte in s.utf8 where byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: " ") {
            folded.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// `folded` without the Objective-C type prefix `prefix` (folded), if it has it.
    static func stripping(_ prefix: String, from folded: String) -> String {
        folded.hasPrefix(prefix) && folded.count > prefix.count ? String(folded.dropFirst(prefix.count)) : folded
    }

    /// Levenshtein distance on folded names, for near-match suggestions.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// Inputs longer than this many UTF-8 bytes get no near matches: every name is far shorter
    /// (the longest folded one has 36 letters), and folding and comparing a megabyte-long input
    /// with every name would take seconds (the edit distance is length × length).
    static let nearMatchInputLimit = 80

    /// The lower-cased words of a name: split at `_`, `-`, spaces, a lower-case letter followed
    /// by an upper-case one, and between letters and digits (`kRoundaboutEnter`: k, roundabout,
    /// enter; `TYPE_TURN_NORMAL_LEFT`: type, turn, normal, left).
    static func words(_ s: String) -> Set<String> {
        var words: Set<String> = [], word = ""
        var previous: Character? = nil
        for c in s {
            let boundary = !c.isLetter && !c.isNumber
                || (previous?.isLowercase == true && c.isUppercase)
                || (previous.map { $0.isNumber != c.isNumber } ?? false)
            if boundary, !word.isEmpty { words.insert(word); word = "" }
            if c.isLetter || c.isNumber { word += c.lowercased() }
            previous = c
        }
        if !word.isEmpty { words.insert(word) }
        return words
    }

    /// Up to `limit` valid names closest to `input` (names holding every word of it in any
    /// order and substring matches first, then small edit distance); none for inputs longer
    /// than `nearMatchInputLimit`.
    static func nearMatches(_ input: String, names: [String], limit: Int = 4) -> [String] {
        guard input.utf8.count <= nearMatchInputLimit else { return [] }
        let f = fold(input), inputWords = words(input)
        guard !f.isEmpty else { return [] }
        // Score: 0 for a name with every word of a two-word or longer input (`turnLeft` finds
        // `leftTurn`, `TYPE_TURN_LEFT` finds `TYPE_TURN_NORMAL_LEFT`) or a substring match either
        // way, else the edit distance; ties go to the name closest in length (so `uturn` suggests
        // TURN_U_TURN_… before OFF_RAMP_U_TURN_…), then alphabetical order.
        let scored = names.map { name -> (name: String, score: Int, spread: Int) in
            let fn = fold(name)
            let wordMatch = inputWords.count >= 2 && inputWords.isSubset(of: words(name))
            let d = wordMatch || fn.contains(f) || f.contains(fn) ? 0 : distance(f, fn)
            return (name, d, abs(fn.count - f.count))
        }
        let threshold = max(2, f.count / 3)
        return scored.filter { $0.score <= threshold }
            .sorted { ($0.score, $0.spread, $0.name) < ($1.score, $1.spread, $1.name) }
            .prefix(limit).map(\.name)
    }
}

extension Maneuver {
    /// Every maneuver's folded docs name (which is also its folded Swift and Objective-C name), by
    /// raw value.
    static let foldedNames: [String] = docsNames.map(NameMatching.fold)

    /// Parses the docs' name (`TURN_LEFT`), the Swift case name (`turnLeft`), the Objective-C
    /// spelling (`RoundaboutLeftCounterClockwise`), in any letter case and with or without `_`/`-`,
    /// or the raw integer (`6`).
    /// - Throws: `NameParseError` listing near matches and all valid names.
    public init(parsing text: String) throws(NameParseError) {
        let trimmed = text.trimmingWhitespace()
        if let raw = Int(trimmed), let m = Maneuver(rawValue: raw) { self = m; return }
        if trimmed.utf8.count <= NameMatching.nearMatchInputLimit {
            let stripped = NameMatching.stripping("gmsnavigationmaneuver", from: NameMatching.fold(trimmed))
            if let raw = Maneuver.foldedNames.firstIndex(of: stripped), let m = Maneuver(rawValue: raw) { self = m; return }
        }
        throw NameParseError(kind: "maneuver", input: text,
                             nearMatches: NameMatching.nearMatches(trimmed, names: Maneuver.docsNames),
                             validNames: Maneuver.docsNames)
    }
}

extension LaneShape {
    /// Short aliases accepted besides the docs and Swift names. A bare `uturn` is none: the side
    /// of a U-turn depends on the driving side, which a lane spec does not know: it is an error
    /// suggesting both sides (`uturn-left` would be wrong for left-hand traffic).
    public static let aliases: [String: LaneShape] = [
        "left": .normalLeft, "right": .normalRight, "straight": .straight, "through": .straight,
        "slightleft": .slightLeft, "slightright": .slightRight, "sharpleft": .sharpLeft,
        "sharpright": .sharpRight, "uturnleft": .uTurnLeft, "uturnright": .uTurnRight,
        "unknown": .unknown,
    ]

    /// Parses the docs' name (`NORMAL_LEFT`), the Swift case name (`normalLeft`), a short alias
    /// (`left`, `slight-right`, `uturn-left`, …) in any case, or the raw integer.
    /// - Throws: `NameParseError` listing near matches and all valid names.
    public init(parsing text: String) throws(NameParseError) {
        let trimmed = text.trimmingWhitespace()
        if let raw = Int(trimmed), let s = LaneShape(rawValue: raw) { self = s; return }
        if trimmed.utf8.count <= NameMatching.nearMatchInputLimit {
            let f = NameMatching.stripping("gmsnavigationlaneshape", from: NameMatching.fold(trimmed))
            if let s = LaneShape.allCases.first(where: { NameMatching.fold($0.docsName) == f }) { self = s; return }
            if let s = LaneShape.aliases[f] { self = s; return }
        }
        throw NameParseError(kind: "lane shape", input: text,
                             nearMatches: NameMatching.nearMatches(trimmed, names: LaneShape.docsNames + ["left", "right", "slight-left", "slight-right", "sharp-left", "sharp-right", "uturn-left", "uturn-right"]),
                             validNames: LaneShape.docsNames)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s = s.dropFirst() }
        while let c = s.last, c.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
