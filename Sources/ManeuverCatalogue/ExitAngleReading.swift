/// A roundabout exit angle in one source's own convention. The sources disagree on zero, range,
/// unit and direction; `swept(circulation:)` is the one conversion into the model's convention:
/// degrees travelled along the circulation from the entry to the exit, 0 < angle ≤ 360, where
/// 180 is straight across and 360 back at the entry (a U-turn).
public enum ExitAngleReading: Hashable, Sendable {
    /// The model's own convention (and `StepInfo.exitAngle`'s): degrees travelled along the
    /// circulation, 0…360; 0 is the entry, read as 360.
    case swept(Double)
    /// Android for Cars `Maneuver.getRoundaboutExitAngle()`: 1…360 degrees travelled in the
    /// circulation the type names (`…_CW`/`…_CCW`) from the entrance to the exit; 360 the entry.
    case androidAuto(Double)
    /// AOSP cluster `turnAngle`: 0…359 degrees counted in the direction of travel around the
    /// roundabout (clockwise in left-hand traffic); 0 is the entry (read as 360); −1 is "unused"
    /// (no angle).
    case androidCluster(Double)
    /// CarPlay `junctionExitAngle`, as reverse-engineered from iAP2 (unverified: Apple documents no
    /// convention): signed degrees relative to the driver, 0 straight on, +90 right, −90 left,
    /// ±180 back; −360…360 accepted. Needs the circulation.
    case carPlay(Double)
    /// HERE SDK `roundaboutAngleInDegrees`: the magnitude is the angle between the incoming and
    /// outgoing route parts along the ring, negative only in left-hand traffic, so the sign is
    /// the circulation (negative clockwise); −360…360.
    case here(Double)
    /// GraphHopper `turn_angle`: radians, −2π…2π, documented "> 0 clockwise, < 0
    /// counterclockwise"; real responses have negative angles in both traffic sides, so only the
    /// magnitude (the arc driven) is read and the circulation comes from the traffic side. NaN
    /// is GraphHopper's "unclear": no angle.
    case graphHopper(radians: Double)
    /// Mapbox banner `degrees`: 0…360 degrees travelled in the circulation of the step's
    /// `driving_side`; 0 is the entry (read as 360).
    case mapbox(Double)
    /// OSRM `bearing_before` (heading when entering) and `bearing_after` (heading when leaving),
    /// degrees clockwise from north, 0…360. Their difference is the turn relative to the driver,
    /// read as `carPlay` is. Needs the circulation.
    case osrmBearings(before: Double, after: Double)

    /// The convention's name in messages: `CarPlay junctionExitAngle`.
    public var conventionName: String {
        switch self {
        case .swept: return "swept exit angle"
        case .androidAuto: return "Android Auto roundaboutExitAngle"
        case .androidCluster: return "Android cluster turnAngle"
        case .carPlay: return "CarPlay junctionExitAngle"
        case .here: return "HERE roundaboutAngleInDegrees"
        case .graphHopper: return "GraphHopper turn_angle"
        case .mapbox: return "Mapbox degrees"
        case .osrmBearings: return "OSRM bearings"
        }
    }

    /// The values each convention accepts (GraphHopper in radians).
    public var allowed: ClosedRange<Double> {
        switch self {
        case .swept, .mapbox, .osrmBearings: return 0...360
        case .androidAuto: return 1...360
        case .androidCluster: return -1...360
        case .carPlay, .here: return -360...360
        case .graphHopper: return -2 * Double.pi ... 2 * Double.pi
        }
    }

    /// The reading as degrees travelled along the circulation (0 < degrees ≤ 360), and the
    /// circulation they are counted in.
    ///
    /// - Parameter circulation: the circulation of the roundabout (from its type or the traffic
    ///   side); required by the driver-relative conventions (`carPlay`, `osrmBearings`), else
    ///   passed through. HERE's sign states the circulation itself and takes precedence.
    /// - Returns: nil for the "no angle" values (`androidCluster` −1, `graphHopper` NaN).
    /// - Throws: `ExitAngleError.outOfRange` for a value outside `allowed` (NaN and infinities
    ///   included), `.circulationRequired` when a driver-relative reading has no circulation.
    public func swept(circulation: ManeuverSpec.Circulation?) throws(ExitAngleError) -> SweptExitAngle? {
        func check(_ v: Double) throws(ExitAngleError) {
            guard allowed.contains(v) else { throw .outOfRange(v, convention: conventionName, allowed: allowed) }
        }
        /// Degrees in [0, 360) → (0, 360]: the entry is 360.
        func travelled(_ d: Double) -> Double {
            let r = d.truncatingRemainder(dividingBy: 360)
            let positive = r < 0 ? r + 360 : r
            return positive == 0 ? 360 : positive
        }
        /// Signed degrees relative to the driver (+ right) → travelled in `c`.
        func fromRelative(_ a: Double) throws(ExitAngleError) -> SweptExitAngle {
            guard let c = circulation else { throw .circulationRequired(convention: conventionName) }
            return SweptExitAngle(degrees: travelled(c == .counterclockwise ? 180 - a : 180 + a), circulation: c)
        }
        switch self {
        case .swept(let d), .androidAuto(let d), .mapbox(let d):
            try check(d)
            return SweptExitAngle(degrees: travelled(d), circulation: circulation)
        case .androidCluster(let d):
            try check(d)
            if d < 0 { guard d == -1 else { throw .outOfRange(d, convention: conventionName, allowed: allowed) }; return nil }
            return SweptExitAngle(degrees: travelled(d), circulation: circulation)
        case .carPlay(let a):
            try check(a)
            return try fromRelative(a)
        case .here(let d):
            try check(d)
            return SweptExitAngle(degrees: travelled(abs(d)), circulation: d < 0 ? .clockwise : d > 0 ? .counterclockwise : circulation)
        case .graphHopper(let r):
            if r.isNaN { return nil }
            try check(r)
            return SweptExitAngle(degrees: travelled(abs(r) * 180 / .pi), circulation: circulation)
        case .osrmBearings(let before, let after):
            try check(before)
            try check(after)
            var turn = (after - before).truncatingRemainder(dividingBy: 360)
            if turn > 180 { turn -= 360 } else if turn <= -180 { turn += 360 }
            return try fromRelative(turn)
        }
    }
}

extension ExitAngleReading {
    /// For the driver-relative conventions (`carPlay`, `osrmBearings`), the direction as degrees
    /// clockwise from straight ahead, 0 ≤ d < 360 (a junction's roads: +90 and 90 right, −90 and
    /// 270 left); nil for the conventions along a ring, and for NaN or infinite values.
    public var clockwiseFromStraightAhead: Double? {
        func wrapped(_ d: Double) -> Double? {
            guard d.isFinite else { return nil }
            let r = d.truncatingRemainder(dividingBy: 360)
            return r < 0 ? r + 360 : r
        }
        switch self {
        case .carPlay(let a): return wrapped(a)
        case .osrmBearings(let before, let after): return wrapped(after - before)
        default: return nil
        }
    }
}

/// An exit angle in the model's convention: degrees travelled along `circulation` from the entry
/// to the exit, 0 < degrees ≤ 360.
public struct SweptExitAngle: Hashable, Sendable {
    public var degrees: Double
    /// The circulation the degrees are counted in; nil when neither the reading nor the caller
    /// stated it.
    public var circulation: ManeuverSpec.Circulation?

    public init(degrees: Double, circulation: ManeuverSpec.Circulation?) {
        self.degrees = degrees; self.circulation = circulation
    }
}

/// Why an exit angle could not be read.
public enum ExitAngleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value lies outside the convention's range, or is NaN or infinite.
    case outOfRange(Double, convention: String, allowed: ClosedRange<Double>)
    /// A driver-relative angle needs the circulation (the traffic side) to be counted along the ring.
    case circulationRequired(convention: String)

    public var description: String {
        switch self {
        case .outOfRange(let v, let convention, let allowed):
            return "\(convention) \(v) is outside \(allowed.lowerBound.shortText)…\(allowed.upperBound.shortText)"
        case .circulationRequired(let convention):
            return "\(convention) is relative to the driver and needs the traffic side to be counted along the roundabout"
        }
    }
}

extension Double {
    /// 3 → "3", 1.5 → "1.5", 2π → "6.283".
    var shortText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String((self * 1000).rounded() / 1000)
    }
}
