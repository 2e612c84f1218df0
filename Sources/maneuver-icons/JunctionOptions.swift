import Foundation
import ManeuverIcons

/// `--arms` and `--junction`: an intersection's other roads, and the junction image instead of
/// the maneuver's arrow (`render`, `step`, `route`).

let armsSpec = OptionSpec.option("arms", value: "<deg,deg,…>",
    "The intersection's other roads, degrees separated by commas (0–360, at most \(ManeuverGlyphs.maximumArms)): ROUNDABOUT_* travelled along the ring from the entry, like --exit-angle (spokes); other maneuvers clockwise from straight ahead, 90 a road to the right, 270 one to the left (with --junction).")
let junctionSpec = OptionSpec.flag("junction",
    "Draw the junction image: the road come up and the exit in the primary colour, the other roads (--arms) in the secondary; at --size, or --size carplay for CarPlay's 140 × 100 pt junction slot.")

extension ParsedArguments {
    /// `--arms` as degrees, nil when absent.
    /// - Throws: a usage error naming the bad item and the allowed range, for an item that is
    ///   not a decimal number within 0…360, an empty list or item, or more than the maximum.
    func arms() throws(ToolError) -> [Double]? {
        guard let text = self["arms"] else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let range = ManeuverGlyphs.armAngleRange
        var out: [Double] = []
        for item in items {
            guard isDecimalNumber(item), let value = Double(item), range.contains(value) else {
                throw ToolError.usage("invalid arm angle \(quoted(item)) in --arms \(quoted(text)): expected degrees from \(range.lowerBound.clean) to \(range.upperBound.clean), separated by commas")
            }
            out.append(value)
        }
        if out.count > ManeuverGlyphs.maximumArms {
            throw ToolError.usage("--arms gives \(out.count) roads: at most \(ManeuverGlyphs.maximumArms)")
        }
        return out
    }

    /// The junction image's form: nil without `--junction`; `.carPlay` with `--size carplay`,
    /// else `.square96` (drawn at `--size`).
    /// - Throws: a usage error for `--size carplay` without `--junction`.
    func junctionForm() throws(ToolError) -> JunctionForm? {
        let carPlay = self["size"].map { JunctionForm(parsing: $0) == .carPlay } ?? false
        guard has("junction") else {
            if carPlay { throw ToolError.usage("--size carplay is CarPlay's junction image slot (140 × 100 pt): add --junction") }
            return nil
        }
        return carPlay ? .carPlay : .square96
    }
}
