import ManeuverCatalogue

/// One platform's or engine's maneuver vocabulary as data: every value with its raw value, its
/// name as the platform spells it, and the `ManeuverSpec` it states. `read` turns a value and its
/// context (traffic side, exit number and angle) into a spec the catalogue draws.
///
/// Names are matched in any letter case, with or without `_`, `-` and spaces, with or without the
/// platform's prefix (`CPManeuverTypeLeftTurn`, `TYPE_`, `k`) and with or without a qualifier
/// before a dot (`Maneuver.TYPE_STRAIGHT`). Vocabularies with integers also take the raw value.
public struct ManeuverVocabulary: Sendable {
    /// The name used on the command line and in JSON (`carplay`, `android-auto`).
    public let name: String
    /// What the vocabulary is, for help and docs (`Apple CarPlay CPManeuverType`).
    public let title: String
    /// Where its values are defined (header, API reference).
    public let reference: String
    /// How its values are spelt and what is unverified, for `list` and the docs.
    public let remarks: [String]
    /// Whether values have integers (`rawValue`); `integersRefused` explains why not, if they do
    /// not and the platform has an order that is not to be trusted (HERE).
    public let hasRawValues: Bool
    public let integersRefused: String?
    /// Folded prefixes a name may carry (`cpmaneuvertype`), matched after the qualifier.
    public let prefixes: [String]
    /// How a context's exit angle in this vocabulary's own convention is read.
    public let angleReading: @Sendable (Double) -> ExitAngleReading
    /// The unit and range of that convention, for help text (`signed degrees …`).
    public let angleHelp: String
    /// The traffic side the platform itself assumes when none is given (CarPlay's
    /// `CPTrafficSide` defaults to right); nil: assume right-hand traffic and say so.
    public let platformTrafficSide: DrivingSide?
    /// Every value, in the platform's order.
    public let entries: [VocabularyEntry]

    init(name: String, title: String, reference: String, remarks: [String] = [], hasRawValues: Bool,
         integersRefused: String? = nil, prefixes: [String] = [], angleReading: @escaping @Sendable (Double) -> ExitAngleReading,
         angleHelp: String, platformTrafficSide: DrivingSide? = nil, entries: [VocabularyEntry]) {
        self.name = name; self.title = title; self.reference = reference; self.remarks = remarks
        self.hasRawValues = hasRawValues; self.integersRefused = integersRefused; self.prefixes = prefixes
        self.angleReading = angleReading; self.angleHelp = angleHelp; self.platformTrafficSide = platformTrafficSide
        self.entries = entries
        var index: [String: Int] = [:]
        var raw: [Int: Int] = [:]
        for (i, e) in entries.enumerated() {
            for n in [e.name] + e.aliases { index[Self.key(n, prefixes: prefixes)] = index[Self.key(n, prefixes: prefixes)] ?? i }
            if let r = e.rawValue { raw[r] = raw[r] ?? i }
        }
        byKey = index
        byRawValue = raw
    }

    /// Entry index by the folded name without prefix, and by raw value.
    let byKey: [String: Int]
    let byRawValue: [Int: Int]

    /// The lookup key of a name: after any qualifier's last `.`, folded, without a prefix.
    static func key(_ name: String, prefixes: [String]) -> String {
        let unqualified = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
        let folded = NameFolding.fold(unqualified)
        for p in prefixes where folded.hasPrefix(p) && folded.count > p.count { return String(folded.dropFirst(p.count)) }
        return folded
    }

    /// The entry for a name or, where the vocabulary has integers, a raw value written in decimal.
    /// - Throws: `VocabularyError.unknownValue` with near matches (or the raw values' range);
    ///   `.integersRefused` for an integer where the vocabulary takes names only.
    public func entry(_ text: String) throws(VocabularyError) -> VocabularyEntry {
        let trimmed = text.trimmedOfWhitespace
        if let raw = Int(trimmed) {
            if hasRawValues, let i = byRawValue[raw] { return entries[i] }
            if let why = integersRefused { throw .integersRefused(vocabulary: name, input: text, reason: why) }
            if hasRawValues { throw unknown(text, near: []) }
        }
        if trimmed.utf8.count <= NameFolding.inputLimit, let i = byKey[Self.key(trimmed, prefixes: prefixes)] { return entries[i] }
        throw unknown(text, near: NameFolding.nearMatches(trimmed, names: entries.map(\.name)))
    }

    /// The entry with this raw value.
    /// - Throws: `VocabularyError.unknownValue` naming the raw values, or `.integersRefused`.
    public func entry(rawValue: Int) throws(VocabularyError) -> VocabularyEntry {
        if hasRawValues, let i = byRawValue[rawValue] { return entries[i] }
        if let why = integersRefused { throw .integersRefused(vocabulary: name, input: String(rawValue), reason: why) }
        throw unknown(String(rawValue), near: [])
    }

    private func unknown(_ input: String, near: [String]) -> VocabularyError {
        .unknownValue(vocabulary: name, input: input, nearMatches: near, rawValues: rawValueSummary)
    }

    /// The raw values in a few words (`0–53`, `0–29, 32–50`), nil without integers.
    public var rawValueSummary: String? {
        guard hasRawValues else { return nil }
        let values = entries.compactMap(\.rawValue).sorted()
        var runs: [String] = [], start = values.first, previous = values.first
        for v in values.dropFirst() + [Int.max] {
            guard let s = start, let p = previous else { break }
            if v != p + 1 {
                runs.append(s == p ? String(s) : "\(s)–\(p)")
                start = v
            }
            previous = v
        }
        return runs.joined(separator: ", ")
    }
}

/// One value of a vocabulary.
public struct VocabularyEntry: Hashable, Sendable {
    /// The platform's integer, nil for a vocabulary of names.
    public var rawValue: Int?
    /// The name as the platform spells it (`leftTurn`, `TYPE_KEEP_LEFT`, `turn-slight-left`).
    public var name: String
    /// Other spellings accepted (the Objective-C name, an older name).
    public var aliases: [String]
    /// What the value states, before its context is applied (no source).
    public var spec: ManeuverSpec
    /// True when the value's side comes from the context (the AOSP cluster's `turnSide`).
    public var sideFromContext: Bool
    /// Context the platform documents as required for this value (an Android Auto roundabout's
    /// exit number and angle); a reading without it draws what it can and says so.
    public var requires: VocabularyInputs

    init(_ rawValue: Int?, _ name: String, _ spec: ManeuverSpec, aliases: [String] = [], sideFromContext: Bool = false,
         requires: VocabularyInputs = []) {
        self.rawValue = rawValue; self.name = name; self.aliases = aliases; self.spec = spec
        self.sideFromContext = sideFromContext; self.requires = requires
    }
}

/// Context fields a value may need.
public struct VocabularyInputs: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let exitNumber = VocabularyInputs(rawValue: 1)
    public static let exitAngle = VocabularyInputs(rawValue: 2)
}

extension String {
    /// Without leading and trailing whitespace.
    var trimmedOfWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s = s.dropFirst() }
        while let c = s.last, c.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
