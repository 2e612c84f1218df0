import Foundation
import ManeuverCatalogue

/// The compact text form of a step's lanes, shared by the CLI and the route mapping:
/// lanes left to right separated by `,`, the directions of one lane by `+`, and a trailing `*` on
/// each recommended direction. Example: `left*,left*+straight,straight,straight+right`.
///
/// Direction names: `format` writes the short aliases `uturn-left`, `sharp-left`, `left`,
/// `slight-left`, `straight`, `slight-right`, `right`, `sharp-right`, `uturn-right`, `unknown`;
/// `parse` also accepts every spelling `LaneShape(parsing:)` accepts (`NORMAL_LEFT`, `normalLeft`,
/// `slight_left`, the raw integer, …). Spaces around tokens are ignored. The empty string is zero
/// lanes (no lane guidance).
public enum LaneSpec {
    /// The short alias written by `format` for each shape, indexed by raw value.
    public static let shortNames: [String] = [
        "unknown", "straight", "slight-left", "slight-right", "left", "right",
        "sharp-left", "sharp-right", "uturn-left", "uturn-right",
    ]

    /// The short alias of one shape, e.g. `slight-left` for `.slightLeft`.
    public static func shortName(_ shape: LaneShape) -> String { shortNames[shape.rawValue] }

    /// Parses a lane spec.
    /// - Throws: `LaneSpecError` naming the bad token, its lane and direction (1-based), and the
    ///   valid names: for an unknown name, an empty lane or direction, a misplaced `*`, or more than
    ///   `StepInfo.maximumLanes` lanes / `StepInfo.maximumDirectionsPerLane` directions.
    public static func parse(_ s: String) throws(LaneSpecError) -> [Lane] {
        if s.allSatisfy(\.isWhitespace) { return [] }
        let laneTokens = s.split(separator: ",", omittingEmptySubsequences: false)
        if laneTokens.count > StepInfo.maximumLanes {
            throw LaneSpecError(token: s, lane: nil, direction: nil,
                                problem: "\(laneTokens.count) lanes; at most \(StepInfo.maximumLanes) are allowed")
        }
        var lanes: [Lane] = []
        for (li, laneToken) in laneTokens.enumerated() {
            let dirTokens = laneToken.split(separator: "+", omittingEmptySubsequences: false)
            if dirTokens.count > StepInfo.maximumDirectionsPerLane {
                throw LaneSpecError(token: String(laneToken), lane: li + 1, direction: nil,
                                    problem: "\(dirTokens.count) directions; at most \(StepInfo.maximumDirectionsPerLane) per lane")
            }
            var directions: [LaneDirection] = []
            for (di, raw) in dirTokens.enumerated() {
                var token = raw.trimmingCharacters(in: .whitespaces)
                let recommended = token.hasSuffix("*")
                if recommended { token = String(token.dropLast()).trimmingCharacters(in: .whitespaces) }
                if token.isEmpty {
                    // Quote what holds the gap: the whole spec for an empty lane, the lane for an
                    // empty direction (the empty token itself says nothing).
                    if dirTokens.count == 1 { throw LaneSpecError(token: s, lane: li + 1, direction: nil, problem: "empty lane") }
                    throw LaneSpecError(token: String(laneToken), lane: li + 1, direction: di + 1, problem: "empty direction")
                }
                if token.contains("*") {
                    // `left*;straight`, `left* straight`: marked names joined by another separator.
                    var marked = raw.split { !($0.isLetter || $0.isNumber || "-_ *".contains($0)) }
                        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    if marked.count < 2 { marked = raw.split(separator: " ").map(String.init) }
                    if marked.count > 1, marked.allSatisfy({ !$0.dropLast().contains("*") }),
                       Self.directionsJoinedOtherwise(marked.map { $0.replacingOccurrences(of: "*", with: "") }.joined(separator: ";")) != nil {
                        throw LaneSpecError(token: String(raw).trimmingCharacters(in: .whitespaces), lane: li + 1, direction: di + 1,
                                            problem: "directions joined by another separator" + Self.separatorAdvice(marked))
                    }
                    throw LaneSpecError(token: String(raw), lane: li + 1, direction: di + 1,
                                        problem: "'*' may only end a direction")
                }
                do {
                    directions.append(LaneDirection(laneShape: try LaneShape(parsing: token), recommended: recommended))
                } catch {
                    var problem = "unknown lane direction \(token.quotedForMessage)"
                    // Directions joined by another separator (`left; straight`, `slight left|right`,
                    // `left straight`): say which separators the spec uses rather than suggest one
                    // of the names. Punctuation splits first (names may hold spaces), then spaces.
                    if var parts = Self.directionsJoinedOtherwise(token) {
                        if recommended { parts[parts.count - 1] += "*" }
                        problem += Self.separatorAdvice(parts)
                    } else {
                        let near = error.nearMatches
                        if !near.isEmpty { problem += " (did you mean \(near.joined(separator: ", "))?)" }
                    }
                    throw LaneSpecError(token: token, lane: li + 1, direction: di + 1, problem: problem)
                }
            }
            lanes.append(Lane(laneDirections: directions))
        }
        return lanes
    }

    /// `: separate lanes with ',' ('a,b') or the directions of one lane with '+' ('a+b')`.
    static func separatorAdvice(_ parts: [String]) -> String {
        ": separate lanes with ',' (\(parts.joined(separator: ",").quotedForMessage)) or the directions "
            + "of one lane with '+' (\(parts.joined(separator: "+").quotedForMessage))"
    }

    /// The direction names in `token` when it is two or more valid names joined by punctuation
    /// other than the spec's own (`;`, `|`, `/`) or by spaces; nil otherwise.
    static func directionsJoinedOtherwise(_ token: String) -> [String]? {
        func valid(_ parts: [String]) -> Bool {
            parts.count > 1 && parts.count <= 24 && parts.allSatisfy { (try? LaneShape(parsing: $0)) != nil }
        }
        let byPunctuation = token.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if valid(byPunctuation) { return byPunctuation }
        let bySpaces = token.split(separator: " ").map(String.init)
        return valid(bySpaces) ? bySpaces : nil
    }

    /// Formats lanes with the short aliases; `parse(format(x)) == x` for every lane list within the
    /// limits whose lanes all have at least one direction.
    public static func format(_ lanes: [Lane]) -> String {
        lanes.map { lane in
            lane.laneDirections.map { shortName($0.laneShape) + ($0.recommended ? "*" : "") }.joined(separator: "+")
        }.joined(separator: ",")
    }
}

/// A lane spec that did not parse.
public struct LaneSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offending token (a direction, a lane, or the whole spec for a count error).
    public var token: String
    /// 1-based lane number, nil when the error is about the whole spec.
    public var lane: Int?
    /// 1-based direction number within the lane, nil when the error is about a whole lane.
    public var direction: Int?
    /// What is wrong.
    public var problem: String

    /// The names `format` writes; `parse` also accepts the docs' names and raw integers.
    public var validNames: [String] { LaneSpec.shortNames }

    public var description: String {
        var where_ = "lane spec"
        if let lane { where_ += " lane \(lane)" }
        if let direction { where_ += " direction \(direction)" }
        return "\(where_): \(problem) in \(token.quotedForMessage). Valid directions: \(validNames.joined(separator: ", ")) "
            + "(or a docs name such as NORMAL_LEFT, or 0…9); lanes are separated by ',', directions by '+', "
            + "a trailing '*' marks a recommended direction."
    }
}
