/// Errors from building glyph geometry: a parameter outside its documented range.
public enum CatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A roundabout exit angle (degrees travelled along the circulation) outside
    /// `ManeuverGlyphs.exitAngleRange` (1…359), or not finite.
    case exitAngleOutOfRange(Double)
    /// A parametric roundabout's travel (`ManeuverGlyphs.roundabout(travel:clockwise:)`) outside
    /// `ManeuverGlyphs.travelRange` (1…360, 360 the U-turn), or not finite.
    case travelOutOfRange(Double)
    /// A roundabout exit number (`roundaboutTurnNumber`) outside `ManeuverGlyphs.exitNumberRange`
    /// (1…99).
    case exitNumberOutOfRange(Int)
    /// More lanes than `LaneLayout.maximumLanes`.
    case tooManyLanes(Int)
    /// A lane layout whose cell width or height lies outside `LaneLayout.sideRange` (1…1024 pt,
    /// NaN and infinities included), or whose width budget lies outside 1 pt … `maximumLanes` ×
    /// 1024 pt.
    case invalidLaneLayout(LaneLayout)
    /// An arm angle outside `ManeuverGlyphs.armAngleRange` (0…360), or not finite.
    case armAngleOutOfRange(Double)
    /// More arms than `ManeuverGlyphs.maximumArms`.
    case tooManyArms(Int)
    /// A junction image's exit angle (degrees clockwise from straight ahead) outside
    /// `ManeuverGlyphs.junctionExitRange` (0…360), or not finite.
    case junctionExitOutOfRange(Double)
    /// A `GlyphStyle` value outside `allowed` (its range, for the head width narrowed by the
    /// stroke width), or not finite.
    case styleOutOfRange(GlyphStyle.Parameter, Double, allowed: ClosedRange<Double>)

    public var description: String {
        switch self {
        case .exitAngleOutOfRange(let a):
            return "roundabout exit angle \(a)° is outside \(Int(ManeuverGlyphs.exitAngleRange.lowerBound))…\(Int(ManeuverGlyphs.exitAngleRange.upperBound))° (degrees travelled along the circulation)"
        case .travelOutOfRange(let t):
            return "roundabout travel \(t)° is outside \(Int(ManeuverGlyphs.travelRange.lowerBound))…\(Int(ManeuverGlyphs.travelRange.upperBound))° (degrees travelled along the circulation; 360: U-turn)"
        case .exitNumberOutOfRange(let n):
            return "roundabout exit number \(n) is outside \(ManeuverGlyphs.exitNumberRange.lowerBound)…\(ManeuverGlyphs.exitNumberRange.upperBound)"
        case .tooManyLanes(let n):
            return "\(n) lanes is more than the \(LaneLayout.maximumLanes) a lanes image can show"
        case .armAngleOutOfRange(let a):
            return "arm angle \(a)° is outside \(Int(ManeuverGlyphs.armAngleRange.lowerBound))…\(Int(ManeuverGlyphs.armAngleRange.upperBound))°"
        case .tooManyArms(let n):
            return "\(n) arms is more than the \(ManeuverGlyphs.maximumArms) a glyph draws"
        case .junctionExitOutOfRange(let a):
            return "junction exit angle \(a)° is outside \(Int(ManeuverGlyphs.junctionExitRange.lowerBound))…\(Int(ManeuverGlyphs.junctionExitRange.upperBound))° (degrees clockwise from straight ahead)"
        case .styleOutOfRange(let parameter, let value, let allowed):
            var why: [String] = []
            if parameter == .headWidth && allowed.lowerBound > GlyphStyle.headWidthRange.lowerBound {
                why.append("at least \(GlyphStyle.headToStroke.clean) × the stroke width")
            }
            if parameter != .strokeWidth && allowed.upperBound < (parameter == .headWidth ? GlyphStyle.headWidthRange : GlyphStyle.headLengthRange).upperBound {
                why.append("the most that keeps a roundabout's exit head off its entry with this stroke" + (parameter == .headLength ? " and head width" : ""))
            }
            return "\(parameter.rawValue) \(value.clean) pt is outside \(allowed.lowerBound.clean)…\(allowed.upperBound.clean) pt"
                + (why.isEmpty ? "" : " (" + why.joined(separator: "; ") + ")")
        case .invalidLaneLayout(let l):
            return "lane layout \(l.laneWidth) × \(l.height) pt" + (l.maximumWidth.map { ", at most \($0) pt wide," } ?? "")
                + " is invalid: cell width and height must be \(Int(LaneLayout.sideRange.lowerBound))…\(Int(LaneLayout.sideRange.upperBound)) pt, a width budget \(Int(LaneLayout.sideRange.lowerBound))…\(Int(LaneLayout.sideRange.upperBound) * LaneLayout.maximumLanes) pt"
        }
    }
}
