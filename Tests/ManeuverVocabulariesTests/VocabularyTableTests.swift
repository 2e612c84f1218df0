import Testing
import ManeuverCatalogue
import ManeuverVocabularies

/// Every value of every vocabulary, by name and by raw value, in both traffic sides, against the
/// hand-written `ExpectedTables`; and every value the vocabulary has is in the expectation.
@Suite("Vocabulary tables")
struct VocabularyTableTests {
    struct Row {
        var raw: Int?
        var name: String
        var rightHand: String
        var leftHand: String
    }

    static func rows(_ table: String) -> [Row] {
        table.split(separator: "\n").map { line in
            let f = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return Row(raw: f[0] == "-" ? nil : Int(f[0])!, name: f[1], rightHand: f[2], leftHand: f[3] == "\"" ? f[2] : f[3])
        }
    }

    /// Checks each row by name (and by raw value) with the given context in right- and
    /// left-hand traffic; with `complete`, also that the rows are exactly the vocabulary's values.
    func check(_ vocabularyName: String, _ table: String, context: VocabularyContext = .init(), complete: Bool = true) throws {
        let vocabulary = try ManeuverVocabulary.named(vocabularyName)
        let rows = Self.rows(table)
        if complete {
            #expect(vocabulary.entries.map(\.name) == rows.map(\.name), "\(vocabularyName): values differ from the expectation")
            #expect(vocabulary.entries.map(\.rawValue) == rows.map(\.raw))
        }
        for row in rows {
            for (side, expected) in [(DrivingSide.right, row.rightHand), (.left, row.leftHand)] {
                var c = context
                c.trafficSide = side
                let byName = try vocabulary.read(row.name, context: c)
                #expect(byName.drawing.glyph.description == expected, "\(vocabularyName):\(row.name) in \(side)-hand traffic")
                #expect(byName.spec.source == ManeuverSource(vocabulary: vocabulary.name, value: row.name))
                if let raw = row.raw {
                    let byRaw = try vocabulary.read(rawValue: raw, context: c)
                    #expect(byRaw.entry == byName.entry && byRaw.drawing == byName.drawing, "\(vocabularyName):\(raw)")
                    #expect(try vocabulary.read(String(raw), context: c).entry == byName.entry)
                }
            }
        }
    }

    @Test("google: the 66 maneuvers draw themselves")
    func google() throws {
        let vocabulary = ManeuverVocabulary.google
        #expect(vocabulary.entries.count == 66)
        for m in Maneuver.allCases {
            for side in [DrivingSide.right, .left] {
                let r = try vocabulary.read(m.swiftName, context: VocabularyContext(trafficSide: side))
                #expect(r.drawing.glyph == .maneuver(m), "\(m.docsName)")
                #expect(try r.drawing.key() == ManeuverGlyphs.key(for: m))
                #expect(try vocabulary.read(rawValue: m.rawValue).entry == r.entry)
                // Without a traffic side nothing is assumed: each maneuver states all it draws.
                #expect(try vocabulary.read(m.docsName).notes.isEmpty, "\(m.docsName)")
            }
        }
    }

    @Test("carplay: CPManeuverType 0–53") func carplay() throws { try check("carplay", ExpectedTables.carplay) }
    @Test("android-auto: Maneuver.TYPE_* 0–50 but 30, 31") func androidAuto() throws { try check("android-auto", ExpectedTables.androidAuto) }
    @Test("android-cluster: AOSP turn events") func androidCluster() throws {
        try check("android-cluster", ExpectedTables.androidCluster)
        try check("android-cluster", ExpectedTables.androidClusterLeft, context: VocabularyContext(turnSide: .left), complete: false)
    }
    @Test("valhalla: native types 0–43") func valhalla() throws { try check("valhalla", ExpectedTables.valhalla) }
    @Test("graphhopper: signs") func graphhopper() throws { try check("graphhopper", ExpectedTables.graphhopper) }
    @Test("routes-api: Routes API v2 maneuvers") func routesAPI() throws { try check("routes-api", ExpectedTables.routesAPI) }
    @Test("directions-api: Directions strings") func directionsAPI() throws { try check("directions-api", ExpectedTables.directionsAPI) }
    @Test("here: ManeuverAction names") func here() throws { try check("here", ExpectedTables.here) }
    @Test("mapbox-icons: the 91 watch icon names") func mapboxIcons() throws {
        try check("mapbox-icons", ExpectedTables.mapboxIcons)
        #expect(ManeuverVocabulary.mapboxIcons.entries.count == 91)
        #expect(try ManeuverVocabulary.mapboxIcons.read("turn-stright").entry.name == "turn-straight")
    }

    @Test("exit numbers the values name: CarPlay raw − 27, HERE EXITn")
    func namedExitNumbers() throws {
        for raw in 28...46 {
            #expect(try ManeuverVocabulary.carPlay.read(rawValue: raw).spec.exitNumber == raw - 27)
        }
        #expect(try ManeuverVocabulary.here.read("RIGHT_ROUNDABOUT_EXIT7").spec.exitNumber == 7)
        #expect(try ManeuverVocabulary.here.read("LEFT_ROUNDABOUT_EXIT12").spec.circulation == .clockwise)
    }
}
