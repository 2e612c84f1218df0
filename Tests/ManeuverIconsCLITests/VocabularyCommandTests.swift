import Foundation
import Testing
@testable import maneuver_icons
import ManeuverIcons

/// `render VOCAB:VALUE` and `list --vocabulary`.
@Suite("Vocabulary commands")
struct VocabularyCommandTests {
    @Test("every value of every vocabulary renders by name and by raw value")
    func everyValueRenders() throws {
        for vocabulary in ManeuverVocabulary.all {
            for entry in vocabulary.entries {
                var spellings = ["\(vocabulary.name):\(entry.name)"]
                if let raw = entry.rawValue { spellings.append("\(vocabulary.name):\(raw)") }
                for s in spellings {
                    let run = tool(["render", s, "--size", "16", "--traffic-side", "left", "-o", "-"])
                    #expect(run.status == 0 && Array(run.out.prefix(8)) == pngSignature, "\(s): \(run.err)")
                }
            }
        }
    }

    @Test("a value equal to a Google maneuver gives exactly its bytes")
    func sameBytesAsGoogle() {
        let pairs: [([String], [String])] = [
            (["carplay:leftTurn"], ["TURN_LEFT"]),
            (["carplay:1", "--traffic-side", "left"], ["TURN_LEFT"]),
            (["carplay:uTurn", "--traffic-side", "left"], ["TURN_U_TURN_CLOCKWISE"]),
            (["valhalla:kUturnLeft"], ["TURN_U_TURN_COUNTERCLOCKWISE"]),
            (["android-auto:TYPE_ROUNDABOUT_ENTER_AND_EXIT_CW_WITH_ANGLE", "--exit-number", "2", "--exit-angle", "135"],
             ["ROUNDABOUT_CLOCKWISE", "--exit-number", "2", "--exit-angle", "135"]),
            (["carplay:roundaboutExit2", "--exit-angle", "0", "--traffic-side", "right"], ["ROUNDABOUT_STRAIGHT_COUNTERCLOCKWISE", "--exit-number", "2"]),
            (["mapbox-icons:roundabout-sharp-left", "--traffic-side", "left"], ["ROUNDABOUT_SHARP_LEFT_CLOCKWISE"]),
            (["carplay:rightTurn", "--arms", "0,-90", "--junction"], ["TURN_RIGHT", "--arms", "0,270", "--junction"]),
            (["carplay:roundaboutExit3", "--exit-angle", "-90", "--arms", "0,90", "--traffic-side", "left"],
             ["ROUNDABOUT_CLOCKWISE", "--exit-angle", "90", "--exit-number", "3", "--arms", "180,270"]),
            (["valhalla:kRight", "--junction", "--size", "carplay", "--scale", "2"], ["TURN_RIGHT", "--junction", "--size", "carplay", "--scale", "2"]),
            (["google:roundabout_left_clockwise", "--exit-angle", "100", "--format", "svg"],
             ["ROUNDABOUT_LEFT_CLOCKWISE", "--exit-angle", "100", "--format", "svg"]),
        ]
        for (value, google) in pairs {
            let a = tool(["render"] + value + ["-o", "-"]), b = tool(["render"] + google + ["-o", "-"])
            #expect(a.status == 0 && b.status == 0 && a.out == b.out, "\(value): \(a.err)")
            #expect(a.err.isEmpty, "\(value): \(a.err)")
        }
        for m in Maneuver.allCases {
            #expect(tool("render", "google:\(m.rawValue)", "-o", "-").out == tool("render", m.docsName, "-o", "-").out, "\(m.docsName)")
        }
    }

    @Test("what a value cannot show is drawn honestly and said on standard error")
    func honestNotes() {
        // CarPlay's own default traffic side is used, and said.
        let uTurn = tool("render", "carplay:uTurn", "-o", "-")
        #expect(uTurn.status == 0 && uTurn.err.contains("no traffic side given: carplay's default, right-hand traffic (counterclockwise)"), "\(uTurn.err)")
        #expect(uTurn.out == tool("render", "TURN_U_TURN_COUNTERCLOCKWISE", "-o", "-").out)
        #expect(tool("render", "carplay:uTurn", "--traffic-side", "left", "-o", "-").err.isEmpty)
        let ring = tool("render", "carplay:roundaboutExit3", "-o", "-")
        #expect(ring.status == 0 && ring.err.contains("carplay:roundaboutExit3: no exit angle"), "\(ring.err)")
        let transit = tool("render", "valhalla:30", "-o", "-")
        #expect(transit.status == 0 && transit.err.contains("no glyph for a transit step: drawn as UNKNOWN"), "\(transit.err)")
        #expect(transit.out == tool("render", "UNKNOWN", "-o", "-").out)
        let assumed = tool("render", "graphhopper:U_TURN_UNKNOWN", "-o", "-")
        #expect(assumed.err.contains("right-hand traffic assumed") && assumed.out == tool("render", "TURN_U_TURN_COUNTERCLOCKWISE", "-o", "-").out)
        #expect(tool("render", "graphhopper:U_TURN_UNKNOWN", "--traffic-side", "right", "-o", "-").err.isEmpty)
    }

    @Test(arguments: [
        (["carplay:leftTrun"], "did you mean leftTurn?"),
        (["carply:leftTurn"], "did you mean carplay? Vocabularies: google, carplay,"),
        (["android-auto:31"], "Raw values: 0–29, 32–50"),
        (["here:4"], "here takes names, not integers"),
        (["carplay:leftTurn", "--exit-angle", "30"], "--exit-angle applies to roundabout values only, not carplay:leftTurn"),
        (["carplay:uTurn", "--turn-side", "left"], "--turn-side applies to android-cluster values only"),
        (["android-cluster:TURN_STRAIGHT", "--turn-side", "left"], "--turn-side applies to android-cluster values that take a side"),
        (["android-cluster:TURN", "--turn-side", "up"], "invalid turn side 'up'"),
        (["carplay:uTurn", "--traffic-side", "middle"], "invalid traffic side 'middle': expected left or right"),
        (["TURN_LEFT", "--traffic-side", "left"], "--traffic-side cannot be used with a Google maneuver"),
        (["carplay:roundaboutExit3", "--exit-number", "4"], "names exit 3, but exit number 4 was given"),
        (["carplay:roundaboutExit3", "--exit-angle", "500"], "CarPlay junctionExitAngle 500.0 is outside -360…360"),
        (["android-auto:33", "--exit-angle", "0"], "Android Auto roundaboutExitAngle 0.0 is outside 1…360"),
        (["graphhopper:6", "--exit-angle", "nan"], "invalid exit angle 'nan'"),
        (["carplay:roundaboutExit3", "--arms", "0"], "draws ROUNDABOUT_NUMBERED_EXIT, which has no arms"),
        (["carplay:rightTurn", "--arms", "0"], "gives the roads of its junction image: add --junction"),
        (["carplay:roundaboutExit3", "--exit-angle", "90", "--arms", "0,x"], "invalid arm angle 'x'"),
        (["carplay:roundaboutExit3", "--exit-angle", "90", "--arms", "400"], "CarPlay junctionExitAngle 400.0 is outside -360…360"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = tool(["render"] + arguments + ["-o", "-"])
        #expect(run.status == 64 && run.out.isEmpty, "\(arguments)")
        #expect(run.err.contains(message), "\(arguments): \(run.err)")
    }

    @Test("list --vocabulary names every value and its glyph, as text and JSON")
    func list() throws {
        for vocabulary in ManeuverVocabulary.all {
            let text = tool("list", "--vocabulary", vocabulary.name)
            #expect(text.status == 0)
            let lines = text.outText.split(separator: "\n")
            for s in vocabulary.summaries {
                let raw = s.entry.rawValue.map(String.init) ?? "-"
                #expect(lines.contains { line in
                    let f = line.split(separator: " ")
                    return f.count >= 4 && f[0] == raw && f[1] == s.entry.name && f[2] == s.rightHandTraffic
                }, "\(vocabulary.name): \(s.entry.name)")
            }
            let json = tool("list", "--vocabulary", vocabulary.name.uppercased(), "--json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out)) as? [String: Any])
            let values = try #require(object["values"] as? [[String: Any]])
            #expect(object["vocabulary"] as? String == vocabulary.name && values.count == vocabulary.entries.count)
            for (v, s) in zip(values, vocabulary.summaries) {
                #expect(v["name"] as? String == s.entry.name)
                #expect((v["glyph"] as? [String: String]) == ["rightHandTraffic": s.rightHandTraffic, "leftHandTraffic": s.leftHandTraffic])
            }
        }
        let unknown = tool("list", "--vocabulary", "osrm")
        #expect(unknown.status == 64 && unknown.err.contains("Vocabularies: google, carplay"))
    }
}

/// `render KEEP_MIDDLE`: the glyphs beyond the 66 by their names.
@Suite("Extra glyphs by name")
struct ExtraGlyphNameTests {
    @Test("every extra glyph renders by its name, as the vocabulary value that draws it")
    func everyGlyphByName() throws {
        for glyph in ExtraGlyph.allCases {
            let number = glyph.drawsExitNumber ? ["--exit-number", "3"] : []
            let spec = try #require(extraGlyphSpec(glyph, exitNumber: glyph.drawsExitNumber ? 3 : nil), "\(glyph)")
            #expect(spec.drawing.glyph == .extra(glyph))
            let byName = tool(["render", glyph.docsName, "--size", "48"] + number + ["-o", "-"])
            #expect(byName.status == 0 && Array(byName.out.prefix(8)) == pngSignature, "\(glyph.docsName): \(byName.err)")
            // Another spelling, the same picture.
            let spelled = tool(["render", glyph.rawValue.replacingOccurrences(of: "_", with: "-"), "--size", "48"] + number + ["-o", "-"])
            #expect(spelled.out == byName.out, "\(glyph.rawValue)")
            // Not the nearest Google maneuver's picture.
            #expect(tool("render", glyph.nearestManeuver.docsName, "--size", "48", "-o", "-").out != byName.out, "\(glyph.docsName)")
        }
        #expect(tool("render", "keep_middle", "-o", "-").out == tool("render", "valhalla:kStayStraight", "-o", "-").out)
    }

    @Test("options an extra glyph cannot draw are usage errors")
    func badOptions() {
        let angle = tool("render", "KEEP_MIDDLE", "--exit-angle", "90", "-o", "-")
        #expect(angle.status == 64 && angle.err.contains("--exit-angle cannot be used with KEEP_MIDDLE"), "\(angle.err)")
        let number = tool("render", "waypoint", "--exit-number", "2", "-o", "-")
        #expect(number.status == 64 && number.err.contains("--exit-number applies to ROUNDABOUT_NUMBERED_EXIT"), "\(number.err)")
        let range = tool("render", "roundabout_numbered_exit", "--exit-number", "100", "-o", "-")
        #expect(range.status == 64 && range.err.contains("1 to 99"), "\(range.err)")
    }
}
