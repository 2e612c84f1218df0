import Testing
import ManeuverCatalogue
@testable import ManeuverFeed

@Suite("Lane spec text")
struct LaneSpecTests {
    @Test("parses lanes, directions and recommended marks")
    func parse() throws {
        #expect(try LaneSpec.parse("left*,left*+straight,straight,straight+right") == [
            lane((.normalLeft, true)), lane((.normalLeft, true), (.straight, false)),
            lane((.straight, false)), lane((.straight, false), (.normalRight, false)),
        ])
        #expect(try LaneSpec.parse("uturn-left+sharp-left*,slight-right") == [
            lane((.uTurnLeft, false), (.sharpLeft, true)), lane((.slightRight, false)),
        ])
    }

    @Test("accepts docs names, Swift names, raw integers and spaces")
    func spellings() throws {
        let expected = [lane((.normalLeft, true), (.straight, false)), lane((.uTurnRight, false))]
        for text in ["left*+straight,uturn-right", "NORMAL_LEFT*+STRAIGHT,U_TURN_RIGHT", "normalLeft*+straight,uTurnRight",
                     "4*+1,9", " left * + straight , uturn-right "] {
            #expect(try LaneSpec.parse(text) == expected, "\(text)")
        }
    }

    @Test("format writes the short aliases; parse(format(x)) == x for every shape")
    func roundTrip() throws {
        let all = LaneShape.allCases.map { lane(($0, false)) } + LaneShape.allCases.map { lane(($0, true), (.straight, false)) }
        let text = LaneSpec.format(all)
        #expect(text.hasPrefix("unknown,straight,slight-left,slight-right,left,right,sharp-left,sharp-right,uturn-left,uturn-right,unknown*+straight,"))
        #expect(try LaneSpec.parse(text) == all)
        #expect(Set(LaneSpec.shortNames).count == LaneShape.allCases.count)
        #expect(LaneSpec.format([]) == "")
        #expect(try LaneSpec.parse("") == [])
        #expect(try LaneSpec.parse("  ") == [])
    }

    @Test("errors name the bad token, its position and the valid names")
    func errors() {
        func error(_ s: String) -> LaneSpecError? {
            do { _ = try LaneSpec.parse(s); return nil } catch { return error }
        }
        let unknown = error("left,strait*+right")
        #expect(unknown?.token == "strait")
        #expect(unknown?.lane == 2 && unknown?.direction == 1)
        #expect(unknown?.description.contains("'strait'") == true)
        #expect(unknown?.description.contains("slight-left") == true)
        #expect(unknown?.problem.contains("did you mean") == true)

        let emptyLane = error("left,,right")
        #expect(emptyLane?.lane == 2 && emptyLane?.problem == "empty lane")
        // The message quotes what holds the gap, never an empty string.
        #expect(emptyLane?.description.hasPrefix("lane spec lane 2: empty lane in 'left,,right'") == true)
        let emptyDirection = error("left+")
        #expect(emptyDirection?.lane == 1 && emptyDirection?.direction == 2 && emptyDirection?.problem == "empty direction")
        #expect(emptyDirection?.description.contains("in 'left+'") == true)
        #expect(error(",")?.description.contains("''") == false)
        #expect(error("*")?.problem == "empty lane")
        #expect(error("le*ft")?.problem == "'*' may only end a direction")
        #expect(error("left**")?.problem == "'*' may only end a direction")
        // A star inside a direction that is two marked names joined otherwise: the separators.
        for (joined, lanes) in [("left*;straight", "left*,straight"), ("left* straight", "left*,straight"),
                                ("left*|straight*", "left*,straight*")] {
            let problem = error(joined)?.problem ?? ""
            #expect(problem.hasPrefix("directions joined by another separator: separate lanes with ',' ('\(lanes)')"), "\(problem)")
        }
        #expect(error(",")?.lane == 1)
        // The limit is the lanes image's: 24 lanes (LaneLayout.maximumLanes).
        let many = error(Array(repeating: "straight", count: 25).joined(separator: ","))
        #expect(many?.lane == nil && many?.problem.hasPrefix("25 lanes") == true)
        #expect(error(Array(repeating: "straight", count: 24).joined(separator: ",")) == nil)
        #expect(error(Array(repeating: "left", count: 11).joined(separator: "+"))?.lane == 1)
        // Directions joined by another separator get the two separators the spec uses, not a
        // near match of one name (trial 11: 'left; straight' suggested "STRAIGHT, left").
        for joined in ["left; straight", "left straight", "left|NORMAL_RIGHT"] {
            let problem = error(joined)?.problem ?? ""
            let parts = joined.split { $0 == ";" || $0 == " " || $0 == "|" }
            #expect(problem.contains("separate lanes with ',' ('\(parts.joined(separator: ","))')"), "\(problem)")
            #expect(problem.contains("'\(parts.joined(separator: "+"))'") && !problem.contains("did you mean"), "\(problem)")
        }
        #expect(error("left; strait")?.problem.contains("separate lanes") == false)
        // Names with spaces split on the punctuation first; a trailing '*' stays on its name.
        #expect(error("slight left; straight")?.problem.contains("('slight left,straight')") == true)
        #expect(error("left straight*")?.problem.contains("('left,straight*')") == true)
    }
}
