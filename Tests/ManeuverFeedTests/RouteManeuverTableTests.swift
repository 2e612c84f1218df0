import Foundation
import Testing
import ManeuverCatalogue
@testable import ManeuverFeed

@Suite("OSRM maneuver table")
struct RouteManeuverTableTests {
    static let modifiers: [String?] = OSRMModifier.allCases.map(\.rawValue) + [nil]

    /// Spec §5 mirror of a maneuver name: LEFT ↔ RIGHT, CLOCKWISE ↔ COUNTERCLOCKWISE.
    static func mirrored(_ m: Maneuver) -> Maneuver {
        let name = m.docsName.replacingOccurrences(of: "LEFT", with: "#L").replacingOccurrences(of: "RIGHT", with: "LEFT")
            .replacingOccurrences(of: "#L", with: "RIGHT")
            .replacingOccurrences(of: "COUNTERCLOCKWISE", with: "#C").replacingOccurrences(of: "CLOCKWISE", with: "COUNTERCLOCKWISE")
            .replacingOccurrences(of: "#C", with: "CLOCKWISE")
        return Maneuver.allCases.first { $0.docsName == name }!
    }

    static func mirrored(_ modifier: String?) -> String? {
        guard let modifier else { return nil }
        if modifier.hasSuffix("left") { return modifier.replacingOccurrences(of: "left", with: "right") }
        if modifier.hasSuffix("right") { return modifier.replacingOccurrences(of: "right", with: "left") }
        return modifier
    }

    static func name(_ modifier: String) -> String { modifier.uppercased().replacingOccurrences(of: " ", with: "_") }

    @Test("the table names the 16 OSRM types of the brief")
    func knownTypes() {
        #expect(Set(RouteManeuverTable.knownTypes) == [
            "turn", "new name", "depart", "arrive", "merge", "on ramp", "off ramp", "fork", "end of road", "continue",
            "roundabout", "rotary", "roundabout turn", "exit roundabout", "exit rotary", "notification",
        ])
    }

    // Without a special mode exactly one row matches each (type, modifier): no gap, no overlap.
    @Test("every known type × modifier is matched by exactly one row")
    func totalAndUnambiguous() {
        for type in RouteManeuverTable.knownTypes + ["teleport"] {
            for modifier in OSRMModifier.allCases.map(Optional.some) + [nil] {
                let matches = RouteManeuverTable.rules.filter { rule in
                    guard rule.mode == nil, rule.modifiers.contains(modifier) else { return false }
                    switch rule.types {
                    case .oneOf(let t): return t.contains(type)
                    case .anyExcept(let t): return !t.contains(type)
                    case .anyOther: return !RouteManeuverTable.knownTypes.contains(type)
                    }
                }
                #expect(matches.count == 1, "\(type) / \(String(describing: modifier))")
            }
        }
    }

    // Expected names built from the OSRM words (spec §1 naming), not read from the table.
    @Test("directional families follow the SDK's naming; roundabouts and U-turns follow the driving side")
    func directionalNames() {
        let directions = ["sharp right", "right", "slight right", "slight left", "left", "sharp left"]
        for d in directions {
            let sdk = Self.name(d)
            for type in ["turn", "end of road", "continue", "new name", "notification"] {
                #expect(RouteManeuverTable.maneuver(type: type, modifier: d, drivingSide: .right).docsName == "TURN_\(sdk)")
            }
            #expect(RouteManeuverTable.maneuver(type: "on ramp", modifier: d, drivingSide: .right).docsName == "ON_RAMP_\(sdk)")
            #expect(RouteManeuverTable.maneuver(type: "off ramp", modifier: d, drivingSide: .left).docsName == "OFF_RAMP_\(sdk)")
            for type in ["roundabout", "rotary", "roundabout turn"] {
                #expect(RouteManeuverTable.maneuver(type: type, modifier: d, drivingSide: .right).docsName == "ROUNDABOUT_\(sdk)_COUNTERCLOCKWISE")
                #expect(RouteManeuverTable.maneuver(type: type, modifier: d, drivingSide: .left).docsName == "ROUNDABOUT_\(sdk)_CLOCKWISE")
            }
        }
        #expect(RouteManeuverTable.maneuver(type: "roundabout", modifier: "straight", drivingSide: .left) == .roundaboutStraightClockwise)
        #expect(RouteManeuverTable.maneuver(type: "rotary", modifier: "uturn", drivingSide: .right) == .roundaboutUTurnCounterClockwise)
        #expect(RouteManeuverTable.maneuver(type: "roundabout", modifier: nil, drivingSide: .left) == .roundaboutClockwise)
        #expect(RouteManeuverTable.maneuver(type: "roundabout", modifier: nil, drivingSide: .none) == .roundaboutCounterClockwise)
        // U-turns: right-hand traffic turns left (counterclockwise), left-hand traffic turns right.
        #expect(RouteManeuverTable.maneuver(type: "continue", modifier: "uturn", drivingSide: .right) == .turnUTurnCounterClockwise)
        #expect(RouteManeuverTable.maneuver(type: "turn", modifier: "uturn", drivingSide: .left) == .turnUTurnClockwise)
        #expect(RouteManeuverTable.maneuver(type: "on ramp", modifier: "uturn", drivingSide: .left) == .onRampUTurnClockwise)
        #expect(RouteManeuverTable.maneuver(type: "off ramp", modifier: "uturn", drivingSide: .right) == .offRampUTurnCounterClockwise)
    }

    @Test("types without a direction family")
    func simpleTypes() {
        for m in Self.modifiers {
            #expect(RouteManeuverTable.maneuver(type: "depart", modifier: m, drivingSide: .left) == .depart)
            #expect(RouteManeuverTable.maneuver(type: "exit roundabout", modifier: m, drivingSide: .left) == .roundaboutExitClockwise)
            #expect(RouteManeuverTable.maneuver(type: "exit rotary", modifier: m, drivingSide: .right) == .roundaboutExitCounterClockwise)
            // A type the table does not name is read as `turn` (OSRM: "Types unknown to the client
            // should be handled like the turn type"; until a review they were all UNKNOWN).
            #expect(RouteManeuverTable.maneuver(type: "teleport", modifier: m, drivingSide: .right)
                    == RouteManeuverTable.maneuver(type: "turn", modifier: m, drivingSide: .right))
            #expect(RouteManeuverTable.maneuver(type: "use lane", modifier: m, drivingSide: .left)
                    == RouteManeuverTable.maneuver(type: "turn", modifier: m, drivingSide: .left))
            #expect(RouteManeuverTable.maneuver(type: "turn", modifier: m, drivingSide: .right, mode: "ferry") == .ferryBoat)
            #expect(RouteManeuverTable.maneuver(type: "depart", modifier: m, drivingSide: .left, mode: "train") == .ferryTrain)
        }
        #expect(RouteManeuverTable.maneuver(type: "arrive", modifier: "sharp left", drivingSide: .right) == .destinationLeft)
        #expect(RouteManeuverTable.maneuver(type: "arrive", modifier: "slight right", drivingSide: .left) == .destinationRight)
        #expect(RouteManeuverTable.maneuver(type: "arrive", modifier: nil, drivingSide: .right) == .destination)
        #expect(RouteManeuverTable.maneuver(type: "arrive", modifier: "left", drivingSide: .right, mode: "ferry") == .destinationLeft)
        #expect(RouteManeuverTable.maneuver(type: "merge", modifier: "slight left", drivingSide: .right) == .mergeLeft)
        #expect(RouteManeuverTable.maneuver(type: "merge", modifier: "right", drivingSide: .left) == .mergeRight)
        #expect(RouteManeuverTable.maneuver(type: "merge", modifier: "straight", drivingSide: .right) == .mergeUnspecified)
        #expect(RouteManeuverTable.maneuver(type: "fork", modifier: "slight left", drivingSide: .right) == .forkLeft)
        #expect(RouteManeuverTable.maneuver(type: "fork", modifier: "sharp right", drivingSide: .left) == .forkRight)
        #expect(RouteManeuverTable.maneuver(type: "new name", modifier: "straight", drivingSide: .right) == .nameChange)
        #expect(RouteManeuverTable.maneuver(type: "new name", modifier: nil, drivingSide: .right) == .nameChange)
        #expect(RouteManeuverTable.maneuver(type: "continue", modifier: nil, drivingSide: .right) == .straight)
        #expect(RouteManeuverTable.maneuver(type: "continue", modifier: "straight", drivingSide: .right) == .straight)
        #expect(RouteManeuverTable.maneuver(type: "turn", modifier: nil, drivingSide: .right) == .unknown)
        #expect(RouteManeuverTable.maneuver(type: "on ramp", modifier: "straight", drivingSide: .right) == .onRampUnspecified)
        #expect(RouteManeuverTable.maneuver(type: "off ramp", modifier: nil, drivingSide: .right) == .offRampUnspecified)
        // An unrecognized modifier counts as absent.
        #expect(RouteManeuverTable.maneuver(type: "roundabout", modifier: "slightly left", drivingSide: .right) == .roundaboutCounterClockwise)
        #expect(RouteManeuverTable.maneuver(type: "turn", modifier: "LEFT", drivingSide: .right) == .unknown)
    }

    // Spec §5: swapping left/right in the modifier and the driving side mirrors the maneuver.
    @Test("mirror symmetry: mirrored modifier and driving side give the mirrored maneuver")
    func mirrorSymmetry() {
        for type in RouteManeuverTable.knownTypes {
            for m in Self.modifiers {
                for side in [DrivingSide.right, .left] {
                    let other: DrivingSide = side == .left ? .right : .left
                    let a = RouteManeuverTable.maneuver(type: type, modifier: m, drivingSide: side)
                    let b = RouteManeuverTable.maneuver(type: type, modifier: Self.mirrored(m), drivingSide: other)
                    #expect(b == Self.mirrored(a), "\(type) \(m ?? "none") \(side)")
                }
            }
        }
    }

    @Test("Markdown export: one line per row, pipes balanced, docs names")
    func markdown() {
        let md = RouteManeuverTable.markdown()
        let lines = md.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.count == RouteManeuverTable.rules.count + 3)
        #expect(lines[0] == "| `mode` | `maneuver.type` | `maneuver.modifier` | right-hand traffic | left-hand traffic |")
        for line in lines.dropLast() { #expect(line.filter { $0 == "|" }.count == 6, "\(line)") }
        #expect(md.contains("| `ferry` | any except `arrive` | any | `FERRY_BOAT` | `FERRY_BOAT` |\n"))
        #expect(md.contains("| any | `roundabout`, `rotary`, `roundabout turn` | `left` | `ROUNDABOUT_LEFT_COUNTERCLOCKWISE` | `ROUNDABOUT_LEFT_CLOCKWISE` |\n"))
        #expect(md.contains("| any | `arrive` | `straight`, `uturn`, none | `DESTINATION` | `DESTINATION` |\n"))
        #expect(md.contains("| any | any other | `left` | `TURN_LEFT` | `TURN_LEFT` |\n"))
        #expect(md.hasSuffix("| any | any other | none | `UNKNOWN` | `UNKNOWN` |\n"))
    }

    static let beginMarker = "<!-- BEGIN osrm-maneuver-table (generated by RouteManeuverTable.markdown()) -->\n"
    static let endMarker = "<!-- END osrm-maneuver-table -->"

    // docs/route-input.md embeds the table between the markers above; it must be the generated
    // text verbatim.
    @Test("docs/route-input.md's table equals the generated one")
    func documentedTable() throws {
        let page = try String(contentsOf: RepositoryPaths.docs.appendingPathComponent("route-input.md"), encoding: .utf8)
        let start = try #require(page.range(of: Self.beginMarker))
        let end = try #require(page.range(of: Self.endMarker, range: start.upperBound..<page.endIndex))
        #expect(String(page[start.upperBound..<end.lowerBound]) == RouteManeuverTable.markdown(),
                "paste RouteManeuverTable.markdown()'s output between the markers")
    }
}
