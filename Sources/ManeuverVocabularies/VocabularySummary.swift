import ManeuverCatalogue

extension ManeuverVocabulary {
    /// What a value draws with no context but the traffic side, in both traffic sides, which
    /// context it reads, and what its drawing cannot show: a row of `list --vocabulary` and of
    /// the docs' tables.
    public struct ValueSummary: Hashable, Sendable {
        public var entry: VocabularyEntry
        /// The glyph's name in right-hand and in left-hand traffic (`TURN_LEFT`, `FERRY_EXIT`).
        public var rightHandTraffic: String
        public var leftHandTraffic: String
        /// The context fields the value reads: `trafficSide`, `turnSide`, `exitNumber`, `exitAngle`.
        public var reads: [String]
        /// The drawing's notes in right-hand traffic, and the context the platform requires.
        public var notes: [String]
    }

    /// The summary of one of this vocabulary's entries.
    public func summary(_ entry: VocabularyEntry) -> ValueSummary {
        func reading(_ side: DrivingSide) -> VocabularyReading? {
            try? read(entry: entry, value: entry.name, context: VocabularyContext(trafficSide: side))
        }
        let right = reading(.right), left = reading(.left)
        var reads: [String] = []
        if entry.spec.needsCirculation && entry.spec.circulation == nil { reads.append("trafficSide") }
        if entry.sideFromContext { reads.append("turnSide") }
        if entry.spec.isRoundabout && entry.spec.kind != .roundaboutPass {
            reads += (entry.spec.exitNumber == nil ? ["exitNumber"] : []) + ["exitAngle"]
        }
        var notes = right?.drawing.notes.map(\.description) ?? []
        let required = [(VocabularyInputs.exitNumber, "an exit number"), (.exitAngle, "an exit angle")].filter { entry.requires.contains($0.0) }
        if !required.isEmpty { notes.append("requires " + required.map(\.1).joined(separator: " and ")) }
        return ValueSummary(entry: entry, rightHandTraffic: right?.drawing.glyph.description ?? "?",
                            leftHandTraffic: left?.drawing.glyph.description ?? "?", reads: reads, notes: notes)
    }

    /// Every entry's summary, in the vocabulary's order.
    public var summaries: [ValueSummary] { entries.map(summary) }

    /// The vocabulary as a GitHub Markdown table (header, separator, one line per value, each
    /// ending in `\n`); docs/vocabularies.md includes it verbatim and a test checks they agree.
    public func markdown() -> String {
        func code(_ s: String) -> String { "`\(s)`" }
        var out = "| raw | name | right-hand traffic | left-hand traffic | reads | note |\n|---:|---|---|---|---|---|\n"
        for s in summaries {
            let raw = s.entry.rawValue.map(String.init) ?? "–"
            let names = ([s.entry.name] + s.entry.aliases.filter { !$0.hasPrefix("CPManeuverType") }).map(code).joined(separator: ", ")
            let left = s.leftHandTraffic == s.rightHandTraffic ? "″" : code(s.leftHandTraffic)
            out += "| \(raw) | \(names) | \(code(s.rightHandTraffic)) | \(left) | \(s.reads.joined(separator: ", ")) | \(s.notes.joined(separator: "; ")) |\n"
        }
        return out
    }
}
