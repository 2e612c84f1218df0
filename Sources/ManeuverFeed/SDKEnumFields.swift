import ManeuverCatalogue

/// Reading the SDK's enumerations from JSON: a name in any spelling the catalogue's parsers accept
/// (docs `TURN_LEFT`, Swift `turnLeft`, Objective-C `…CounterClockwise`, any case) or the raw
/// integer as a JSON number.
extension JSONNode {
    func maneuver() throws(FeedError) -> Maneuver {
        try enumeration(kind: "maneuver", names: Maneuver.allCases.map(\.docsName),
                        fromRaw: Maneuver.init(rawValue:), parse: { s in JSONNode.catalogueParse { () throws(NameParseError) in try Maneuver(parsing: s) } })
    }

    func laneShape() throws(FeedError) -> LaneShape {
        try enumeration(kind: "lane shape", names: LaneShape.allCases.map(\.docsName),
                        extra: " or a short alias (left, slight-right, uturn-left, …)",
                        fromRaw: LaneShape.init(rawValue:), parse: { s in JSONNode.catalogueParse { () throws(NameParseError) in try LaneShape(parsing: s) } })
    }

    func drivingSide() throws(FeedError) -> DrivingSide {
        try enumeration(kind: "driving side", names: ["none", "left", "right"],
                        fromRaw: DrivingSide.init(rawValue:), parse: { s in JSONNode.catalogueParse { () throws(NameParseError) in try DrivingSide(parsing: s) } })
    }

    func navState() throws(FeedError) -> NavState {
        try enumeration(kind: "nav state", names: NavState.allCases.map(\.name),
                        fromRaw: NavState.init(rawValue:), parse: { s in (NavState(name: s), []) })
    }

    /// Runs a catalogue parser: the value, or nil and the parser's near matches.
    static func catalogueParse<T>(_ body: () throws(NameParseError) -> T) -> (T?, [String]) {
        do { return (try body(), []) } catch { return (nil, error.nearMatches) }
    }

    private func enumeration<T: CaseIterable>(
        kind: String, names: [String], extra: String = "",
        fromRaw: (Int) -> T?, parse: (String) -> (T?, [String])
    ) throws(FeedError) -> T {
        let expected = "one of \(names.joined(separator: ", "))\(extra) or an integer 0…\(T.allCases.count - 1)"
        switch value {
        case .number(let d):
            if let i = JSONNode.exactInt(d), let v = fromRaw(i) { return v }
            throw FeedError(kind: .unknownName, path: path, message: "\(d.clean) is not a \(kind)",
                            expected: expected)
        case .string(let s):
            let (parsed, nearMatches) = parse(s)
            if let parsed { return parsed }
            var message = "unknown \(kind) \(s.quotedForMessage)"
            if !nearMatches.isEmpty { message += " (did you mean \(nearMatches.joined(separator: ", "))?)" }
            throw FeedError(kind: .unknownName, path: path, message: message, expected: expected)
        default:
            throw wrongType("a \(kind) name or integer: \(expected)")
        }
    }
}
