import Foundation
import Testing
import ManeuverCatalogue
@testable import ManeuverFeed

/// The feed reads JSON strictly (RFC 8259): what Foundation's lenient parser let through (a
/// trailing comma, a key given twice with the first silently winning) is an error that says where.
@Suite("Strict JSON")
struct StrictJSONTests {
    /// Every entry point that reads JSON text.
    static func readers(_ text: String) -> [FeedError?] {
        [
            feedError { () throws(FeedError) in try StepInfo.decode(json: text) },
            feedError { () throws(FeedError) in try NavInfo.decode(Data(text.utf8)) },
            feedError { () throws(FeedError) in try FeedDocument.decode(json: text) },
            feedError { () throws(FeedError) in try RouteAdaptor.steps(from: Data(text.utf8)) },
        ]
    }

    @Test("a trailing comma in an object or array is invalid JSON at the comma's line and column",
          arguments: [
              (#"{"maneuver":"TURN_LEFT",}"#, "before '}' at line 1, column 24"),
              ("[1,2,]", "before ']' at line 1, column 5"),
              (#"{"maneuver": 6, "lanes": [{"laneDirections": [{"laneShape": "LEFT"},]}]}"#, "before ']' at line 1, column 68"),
              ("{\"maneuver\":\n  \"TURN_LEFT\" ,\n\n}", "before '}' at line 2, column 15"),
              (#"{"routes": [], }"#, "before '}' at line 1, column 14"),
          ])
    func trailingCommaIsRejected(text: String, position: String) {
        for error in Self.readers(text) {
            #expect(error?.kind == .invalidJSON, "\(text)")
            #expect(error?.path == "$")
            #expect(error?.message.contains("trailing comma " + position) == true, "\(error?.message ?? "no error")")
            #expect(error?.description.hasPrefix("$: not valid JSON (truncated or malformed): trailing comma") == true)
        }
    }

    @Test("a key given twice is an error naming the key and the object's path")
    func duplicateKeyIsRejected() throws {
        let cases: [(json: String, path: String, key: String)] = [
            (#"{"maneuver":"TURN_LEFT","maneuver":"TURN_RIGHT"}"#, "$", "'maneuver' at line 1, column 25"),
            (#"{"maneuver": 6, "lanes": [{"laneDirections": [], "laneDirections": []}]}"#, "$.lanes[0]", "'laneDirections'"),
            (#"{"maneuver": 6, "lanes": [{"laneDirections": [{"laneShape": 1}, {"laneShape": 1, "recommended": true, "laneShape": 4}]}]}"#,
             "$.lanes[0].laneDirections[1]", "'laneShape'"),
            // The same key spelt with an escape, and canonically equivalent spellings, are one key.
            (#"{"maneuver": 6, "\u006daneuver": 7}"#, "$", "'maneuver'"),
            ("{\"maneuver\": 6, \"x\": {\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}}", "$.x", "'caf"),
            // Keys that are not identifiers are bracketed in the path; controls are escaped.
            (#"{"maneuver": 6, "a b": {"k\u001b": 1, "k\u001b": 2}}"#, #"$["a b"]"#, #"'k\u{1B}'"#),
        ]
        for (json, path, key) in cases {
            let error = feedError { () throws(FeedError) in try FeedDocument.decode(json: json) }
            #expect(error?.kind == .duplicateKey, "\(json)")
            #expect(error?.path == path, "\(json)")
            #expect(error?.message.hasPrefix("duplicate key " + key) == true, "\(error?.message ?? "no error")")
            #expect(error?.expected == "each key at most once in an object")
        }
        // In a route response too, and where the duplicate would have hidden a routing error.
        let route = feedError { () throws(FeedError) in
            try RouteAdaptor.steps(from: Data(#"{"code": "Ok", "routes": [{"legs": [{"steps": [{"maneuver": {"type": "turn", "type": "depart"}}]}]}], "code": "NoRoute"}"#.utf8))
        }
        #expect(route?.kind == .duplicateKey && route?.path == "$.routes[0].legs[0].steps[0].maneuver")
        // The same key in different objects is fine.
        #expect(try StepInfo.decode(json: #"{"maneuver": 6, "lanes": [{"laneDirections": [{"laneShape": 4}]}, {"laneDirections": [{"laneShape": 1}]}]}"#).lanes.count == 2)
    }

    @Test("malformed text outside RFC 8259 is invalid JSON naming what and where")
    func malformedTextIsRejected() {
        let cases: [(String, String)] = [
            (#"{"maneuver": 01}"#, "invalid number '01' at line 1, column 14"),
            (#"{"maneuver": 1.}"#, "invalid number '1.'"),
            (#"{"maneuver": .5}"#, "'.' where a value belongs"),
            (#"{"maneuver": +1}"#, "'+' where a value belongs"),
            (#"{"maneuver": -}"#, "invalid number '-'"),
            (#"{"maneuver": 0x1F}"#, "invalid number '0x1F'"),
            (#"{"maneuver": NaN}"#, "'N' where a value belongs"),
            (#"{"maneuver": 5, "exitAngle": 1e400}"#, "number '1e400' is beyond ±1.8e308 at line 1, column 30"),
            (#"{"maneuver": tru}"#, "invalid literal (true expected)"),
            (#"{'maneuver': 5}"#, "''' where a key in double quotes belongs"),
            (#"{maneuver: 5}"#, "'m' where a key in double quotes belongs"),
            (#"{"maneuver": 5 /* left */}"#, "'/' where ',' or '}' belongs at line 1, column 16"),
            (#"{"maneuver": 5,, "x": 1}"#, "',' where a key in double quotes belongs"),
            (#"[1 2]"#, "'2' where ',' or ']' belongs"),
            (#"{"maneuver": 5} {}"#, "'{' after the JSON value at line 1, column 17"),
            ("{\"maneuver\": \"TURN\tLEFT\"}", "control character \\u{9} inside a string"),
            (#"{"maneuver": "TURN\qLEFT"}"#, #"invalid escape '\q' in a string at line 1, column 19"#),
            (#"{"maneuver": "\u12"}"#, "invalid \\u escape"),
            (#"{"maneuver": "\ud83d"}"#, "unpaired UTF-16 surrogate escape"),
            (#"{"maneuver": "\ude00\ud83d"}"#, "unpaired UTF-16 surrogate escape"),
            (#"{"maneuver": "TURN_LEFT"#, "unexpected end of file in the string starting at line 1, column 14"),
            ("{\"maneuver\": 5,\n\u{1B}}", "'\\u{1B}' where a key in double quotes belongs at line 2, column 1"),
        ]
        for (json, problem) in cases {
            let error = feedError { () throws(FeedError) in try StepInfo.decode(json: json) }
            #expect(error?.kind == .invalidJSON, "\(json)")
            #expect(error?.path == "$")
            #expect(error?.message == "not valid JSON (truncated or malformed): " + problem
                    || error?.message.hasPrefix("not valid JSON (truncated or malformed): " + problem + " ") == true,
                    "\(json): \(error?.message ?? "no error")")
        }
        // Bytes that are not UTF-8: in a string, and where a value belongs.
        let inString = feedError { () throws(FeedError) in try StepInfo.decode(Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])) }
        #expect(inString?.message.contains("bytes that are not UTF-8 in the string starting at line 1, column 2") == true)
        let bare = feedError { () throws(FeedError) in try StepInfo.decode(Data([0x5B, 0xC0, 0x5D])) }
        #expect(bare?.message.contains("a byte that is not UTF-8 (0xC0) where a value belongs") == true)
        // Columns count characters, not bytes.
        let wide = feedError { () throws(FeedError) in try StepInfo.decode(json: #"{"fullRoadName": "Straße → A6", }"#) }
        #expect(wide?.message.contains("at line 1, column 31") == true, "\(wide?.message ?? "")")
    }

    @Test("everything RFC 8259 allows still reads, with the same values")
    func validTextReads() throws {
        let text = "\u{FEFF}\r\n\t" + #" { "maneuver" : "TURN_LEFT" , "fullRoadName": "A\"\\\/\b\f\n\r\t\u00e9\ud83d\ude97\u2028", "stepNumber": 0, "distanceFromPrevStepMeters": 1.25e2, "timeFromPrevStepSeconds": -1, "exitNumber": null, "lanes": [ ] } "#
        let step = try StepInfo.decode(json: text)   // a leading byte-order mark is skipped
        #expect(step.maneuver == .turnLeft)
        #expect(step.fullRoadName == "A\"\\/\u{8}\u{C}\n\r\té🚗\u{2028}")
        #expect(step.stepNumber == 0 && step.distanceFromPrevStepMeters == 125 && step.timeFromPrevStepSeconds == nil)
        #expect(step.lanes.isEmpty && step.exitNumber == nil)
        #expect(try JSONValue.parse(Data("-0.5E-3".utf8)) == .number(-0.0005))
        #expect(try JSONValue.parse(Data("[[], {}, true, false, null, \"\", 0, -0, 1e-400]".utf8))
                == .array([.array([]), .object([:]), .bool(true), .bool(false), .null, .string(""), .number(0), .number(0), .number(0)]))
        // Nesting up to the limit reads; one more is an error, not a crash.
        let limit = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONValue.parse(Data(deepest.utf8)) }
        let tooDeep = feedError { () throws(FeedError) in
            try JSONValue.parse(Data((String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)).utf8))
        }
        #expect(tooDeep?.message.contains("more than \(limit) nested arrays and objects at line 1, column \(limit + 1)") == true)
    }

    @Test("messages escape the control, separator and bidi characters of the values they quote")
    func quotedInputIsEscaped() {
        let cases: [(json: String, shown: String)] = [
            (#"{"maneuver": "TURN_LEFT\u001b[31mRED"}"#, #"unknown maneuver 'TURN_LEFT\u{1B}[31mRED'"#),
            (#"{"maneuver": "TURN\u0000X"}"#, #"unknown maneuver 'TURN\u{0}X'"#),
            (#"{"maneuver": 6, "drivingSide": "le\u202eft\u2028"}"#, #"unknown driving side 'le\u{202E}ft\u{2028}'"#),
            (#"{"maneuver": 6, "lanes": [{"laneDirections": [{"laneShape": "\u0085\u007f"}]}]}"#, #"unknown lane shape '\u{85}\u{7F}'"#),
            (#"{"code": "No\u001bRoute", "message": "bad\u0007"}"#, #"the routing engine answered 'No\u{1B}Route': bad\u{7}"#),
        ]
        for (json, shown) in cases {
            let error = feedError { () throws(FeedError) in try FeedDocument.decode(json: json) }
            #expect(error?.message.hasPrefix(shown) == true, "\(error?.message ?? "no error")")
            #expect(error.map { Self.hasUnsafeCharacter($0.description) } == false)
        }
        // A key in a path.
        #expect(JSONNode.memberPath("$", "a\u{1B}\"\\") == #"$["a\u{1B}\"\\"]"#)
        // Lane specs quote the token and the problem escaped.
        do {
            _ = try LaneSpec.parse("left,\u{1B}[2Jright")
            Issue.record("expected an error")
        } catch {
            #expect(error.token == "\u{1B}[2Jright")
            #expect(error.description.contains(#"unknown lane direction '\u{1B}[2Jright'"#))
            #expect(!Self.hasUnsafeCharacter(error.description))
        }
    }

    static func hasUnsafeCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x2028, 0x2029, 0x202E].contains($0.value) }
    }
}
