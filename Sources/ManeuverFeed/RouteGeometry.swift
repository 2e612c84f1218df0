import Foundation

/// What an OSRM-format step's intersections say about its maneuver's geometry: the roundabout's
/// swept exit angle and other arms, or an ordinary turn's exit angle and other roads.
///
/// Each intersection lists every road at it by `bearings` (degrees clockwise from north, from the
/// intersection outwards), `in` the index of the road the path arrives by (its bearing points back
/// the way it came, so the heading on arrival is that bearing + 180°), `out` the road it leaves
/// by, and `entry` whether each road may be taken.
///
/// Roundabouts: the entry is the step's first intersection (its `in`: the approach). The exit is
/// where the path leaves the ring: the first intersection of the next step when that is
/// `exit roundabout`/`exit rotary` (Valhalla, and Mapbox with `roundabout_exits`); for a
/// `roundabout turn`, the step's own first intersection (a roundabout drawn as one node); else
/// the step's `exit`-th intersection after the entry that offers a road to take besides `out`
/// (a passed exit, or at the exit itself the ring going on). The roads at the intersections
/// between entry and exit, besides the ring's (`in`, `out`), are the arms passed. Angles are
/// degrees travelled in circulation from the entry, as for an idealised circular ring on which a
/// road leaving along bearing b lies where the ring's own direction, turned by the entry's, points
/// it: counterclockwise (approach − b − 180) mod 360, clockwise 360° less that; an exit at 0 is the
/// U-turn, 360. Without an identifiable exit (no exit step, or intersections that list only the
/// path's own two roads, as in some Mapbox responses) there is no geometry.
///
/// Ordinary steps: the first intersection (the maneuver's; OSRM puts the maneuver there); the exit
/// angle and the other roads are degrees clockwise from straight ahead: (bearing − heading on
/// arrival) mod 360. A depart has no `in`, an arrive no `out`: no geometry.
///
/// Malformed intersections (bearings not an array of finite numbers, `in`/`out` not an index of
/// them) give no geometry rather than an error: a warning says so, and the step is drawn from its
/// modifier. An intersection without bearings gives none, without a warning.
enum RouteGeometry {
    /// A roundabout's exit and arms, degrees travelled in circulation from the entry.
    struct Roundabout: Equatable {
        /// 0 < travel ≤ 360.
        var travel: Double
        /// The other arms passed between entry and exit, 0 ≤ angle < 360, in document order.
        var arms: [Double]
        /// Heading on arrival at the ring and on leaving it (degrees clockwise from north).
        var approach: Double
        var exit: Double
    }

    /// An ordinary intersection's exit and other roads, degrees clockwise from straight ahead.
    struct Junction: Equatable {
        var exit: Double
        var arms: [Double]
    }

    /// One intersection's roads.
    struct Intersection {
        var bearings: [Double]
        var arrival: Int?
        var out: Int?
        var entry: [Bool]

        /// Heading on arrival (the `in` road's bearing + 180°), 0..<360.
        var heading: Double? { arrival.map { compass(bearings[$0] + 180) } }
        /// Bearings of the roads other than `in` and `out`.
        var others: [Double] { bearings.indices.filter { $0 != arrival && $0 != out }.map { bearings[$0] } }
        /// Whether a road other than `in` and `out` may be taken here.
        var offersChoice: Bool { bearings.indices.contains { $0 != arrival && $0 != out && $0 < entry.count && entry[$0] } }
    }

    /// The step's intersections, or nil when a step has none; `problem` is set (and nil returned)
    /// when one is malformed.
    static func intersections(of step: JSONNode, problem: inout RouteWarning?) -> [Intersection]? {
        guard let list = try? step.member("intersections"), let nodes = try? list.elements(noun: "intersections") else { return nil }
        var out: [Intersection] = []
        for node in nodes {
            // An intersection written without bearings (a test document, a trimmed response)
            // gives no geometry, without a word; bearings that are not an array do, with one.
            guard let bearingsNode = try? node.member("bearings") else { return nil }
            guard let items = try? bearingsNode.elements(noun: "bearings") else {
                problem = RouteWarning(path: bearingsNode.path, message: "bearings that are not an array: the maneuver's geometry is not read from this step")
                return nil
            }
            var bearings: [Double] = []
            for item in items {
                guard case .number(let b) = item.value, b.isFinite else {
                    problem = RouteWarning(path: item.path, message: "a bearing that is not a finite number: the maneuver's geometry is not read from this step")
                    return nil
                }
                bearings.append(b)
            }
            func index(_ key: String) -> Int?? {
                guard let n = try? node.member(key) else { return .some(nil) }
                guard case .number(let d) = n.value, let i = JSONNode.exactInt(d), bearings.indices.contains(i) else { return nil }
                return .some(i)
            }
            guard let arrival = index("in"), let leaving = index("out") else {
                problem = RouteWarning(path: node.path, message: "\"in\" or \"out\" is not an index of the intersection's \(bearings.count) bearings: the maneuver's geometry is not read from this step")
                return nil
            }
            var entry: [Bool] = []
            if let e = try? node.member("entry"), let flags = try? e.elements(noun: "entries") {
                entry = flags.map { if case .bool(let b) = $0.value { return b } else { return false } }
            }
            out.append(Intersection(bearings: bearings, arrival: arrival, out: leaving, entry: entry))
        }
        return out
    }

    /// The roundabout's geometry (see the type's documentation), nil when the intersections do not
    /// give it.
    static func roundabout(step: JSONNode, type: String, next: JSONNode?, exitNumber: Int?, clockwise: Bool,
                           problem: inout RouteWarning?) -> Roundabout? {
        guard let ring = intersections(of: step, problem: &problem), let entry = ring.first, let approach = entry.heading else { return nil }
        var exitNode: Intersection
        var passed: ArraySlice<Intersection> = []
        var entryArms: [Double] = []
        if let next, let nextType = try? next.member("maneuver")?.member("type"), case .string(let t) = nextType.value,
           t == "exit roundabout" || t == "exit rotary" {
            guard let first = intersections(of: next, problem: &problem)?.first else { return nil }
            exitNode = first
            passed = ring.dropFirst()
        } else if type == "roundabout turn" {
            exitNode = entry
            entryArms = entry.others
        } else {
            guard let exitNumber, let k = ring.indices.dropFirst().filter({ ring[$0].offersChoice }).dropFirst(exitNumber - 1).first else {
                return nil
            }
            exitNode = ring[k]
            passed = ring[1 ..< k]
        }
        guard let out = exitNode.out else { return nil }
        let exitHeading = compass(exitNode.bearings[out])
        var travel = swept(approach: approach, road: exitHeading, clockwise: clockwise)
        if travel == 0 { travel = 360 }
        let arms = (entryArms + passed.flatMap(\.others)).map { swept(approach: approach, road: $0, clockwise: clockwise) }
        return Roundabout(travel: travel, arms: arms, approach: approach, exit: exitHeading)
    }

    /// An ordinary step's exit and other roads at its first intersection, nil without one (or
    /// without `in` and `out` there).
    static func junction(step: JSONNode, problem: inout RouteWarning?) -> Junction? {
        guard let node = intersections(of: step, problem: &problem)?.first, let heading = node.heading, let out = node.out else { return nil }
        return Junction(exit: compass(node.bearings[out] - heading), arms: node.others.map { compass($0 - heading) })
    }

    /// Degrees travelled in circulation from an entry arrived at with heading `approach` to a road
    /// leaving along `road`: counterclockwise (approach − road − 180) mod 360, clockwise 360° less
    /// it (0 stays 0), in 0..<360.
    static func swept(approach: Double, road: Double, clockwise: Bool) -> Double {
        let counterclockwise = compass(approach - road - 180)
        return clockwise ? compass(360 - counterclockwise) : counterclockwise
    }

    /// `degrees` modulo 360, in 0..<360.
    static func compass(_ degrees: Double) -> Double {
        let d = degrees.truncatingRemainder(dividingBy: 360)
        let n = d < 0 ? d + 360 : d
        return n >= 360 ? 0 : n
    }
}
