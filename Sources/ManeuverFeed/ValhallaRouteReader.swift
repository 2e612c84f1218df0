import ManeuverCatalogue
import ManeuverVocabularies

/// Valhalla's own format: `trip.legs[].maneuvers[]` (then `alternates[].trip`), each maneuver's
/// `type` read through the `valhalla` table.
///
/// What real responses say and the docs do not (vocabularies.md): maneuvers carry no bearings and
/// no circulation, and only the roundabout-enter maneuver (type 26) carries
/// `roundabout_exit_count`. So:
/// - a roundabout's exit angle comes from the leg's `shape` (an encoded polyline, 6 decimals):
///   the heading arriving at the maneuver's `begin_shape_index` (the entry) and leaving its
///   `end_shape_index` (the exit, where type 27 begins), read as OSRM bearings are
///   (`ExitAngleReading.osrmBearings`) in the traffic side's circulation. Without a shape (a
///   single maneuver) the ring is drawn with its exit number only (the numbered ring, noted);
/// - the circulation comes from the caller's traffic side, else right-hand traffic is assumed
///   (noted on each step that needs it);
/// - a route that starts on a ferry has `"ferry": true` on its start maneuver (types 1–3) and no
///   ferry-enter maneuver: that start is read as `kFerryEnter`, with a warning;
/// - other maneuvers' junction exit (`turnAngle`) is the shape's turn at `begin_shape_index`;
/// - `length` is in the trip's `units` (`miles` or `kilometers`).
enum ValhallaRouteReader: RouteFormatReader {
    static let format = RouteFormat.valhalla

    /// A `trip`, or Valhalla's error body (`error_code` with `error`).
    static func matches(_ root: JSONNode) -> Bool {
        root.has("trip") || (root.has("error_code") && root.has("error"))
    }

    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep] {
        if !root.has("trip"), let error = root.text("error") {
            throw FeedError(kind: .routingError, path: "$.error", message: "Valhalla answered an error: \(error.shortenedForMessage)",
                            expected: "a route response with \"trip\"")
        }
        var trips = [try root.required("trip", "a trip object")]
        if let alternates = try root.member("alternates") {
            for a in try alternates.elements(noun: "alternates") { trips.append(try a.required("trip", "a trip object")) }
        }
        var out: [RouteResponseStep] = []
        for (ri, trip) in trips.enumerated() {
            let metres: Double = trip.text("units").map { $0.lowercased().hasPrefix("mi") ? 1609.344 : 1000 } ?? 1000
            for (li, leg) in try trip.required("legs", "an array of legs").elements(noun: "legs").enumerated() {
                var warnings: [RouteWarning] = []
                let shape = legShape(leg, warnings: &warnings)
                let maneuvers = try leg.required("maneuvers", "an array of maneuvers").elements(noun: "maneuvers")
                for (si, m) in maneuvers.enumerated() {
                    var mapped = try step(m, shape: shape, metresPerUnit: metres, options: options, lenient: true)
                    if si == 0 { mapped.warnings = warnings + mapped.warnings }
                    out.append(mapped.placed(.valhalla, (ri, li, si), path: m.path, trafficSide: options.trafficSide))
                }
            }
        }
        return out
    }

    /// The leg's decoded `shape`; nil (with a warning when it is there but does not decode)
    /// otherwise.
    static func legShape(_ leg: JSONNode, warnings: inout [RouteWarning]) -> RouteShape? {
        guard let text = leg.text("shape") else { return nil }
        if let shape = RouteShape.decodePolyline(text, precision: 1e6) { return shape }
        warnings.append(RouteWarning(path: leg.path + ".shape", message: "the shape is no encoded polyline: no angles are read from it"))
        return nil
    }

    /// One maneuver object.
    /// - Parameters:
    ///   - shape: the leg's shape, which its shape indices point into; nil for a maneuver alone.
    ///   - metresPerUnit: the metres of one unit of its `length`.
    static func step(_ m: JSONNode, shape: RouteShape?, metresPerUnit: Double, options: RouteReadingOptions,
                     lenient: Bool) throws(FeedError) -> MappedStep {
        guard case .object = m.value else { throw m.wrongType("a Valhalla maneuver object") }
        var typeNode = try m.required("type", "a Valhalla maneuver type 0…43")
        var warnings: [RouteWarning] = []
        var context = VocabularyContext(trafficSide: options.trafficSide)
        var paths = StepReading.ContextPaths()
        var given = [m.scalar("type")].compactMap { $0 }
        let reading = StepReading(vocabulary: .valhalla, lenient: lenient)
        let countNode = try m.member("roundabout_exit_count")
        if let countNode, let count = try reading.field(countNode, warnings: &warnings, { (n: JSONNode) throws(FeedError) in
            try n.integer(in: Int.min...Int.max, "a whole number of exits") }) {
            context.exitNumber = count
            paths.exitNumber = countNode.path
            given.append(RouteSourceField("roundabout_exit_count", .number(Double(count))))
        }
        let type = JSONNode.exactInt(typeNode.numberValue ?? .nan)
        if [1, 2, 3].contains(type), try reading.field(try m.member("ferry"), warnings: &warnings, { (n: JSONNode) throws(FeedError) in try n.bool() }) == true {
            warnings.append(RouteWarning(path: typeNode.path, message: "the route starts on a ferry (\"ferry\": true on its start maneuver, and no ferry-enter maneuver): drawn as kFerryEnter"))
            given.append(RouteSourceField("ferry", .bool(true)))
            typeNode = JSONNode(.number(28), path: typeNode.path)
        }
        var exitAngleSource: RouteAngleSource? = nil
        var turnAngle: Double? = nil
        let begin = try reading.field(try m.member("begin_shape_index"), warnings: &warnings) { (n: JSONNode) throws(FeedError) in try n.integer(in: 0...Int.max, "a shape index ≥ 0") }
        let end = try reading.field(try m.member("end_shape_index"), warnings: &warnings) { (n: JSONNode) throws(FeedError) in try n.integer(in: 0...Int.max, "a shape index ≥ 0") }
        if let shape, let begin {
            if type == 26, let end, let before = shape.heading(into: begin), let after = shape.heading(outOf: end) {
                // Swept in the circulation the reading will use: the traffic side's, else the
                // one it assumes (and notes).
                let circulation = ManeuverSpec.Circulation(trafficSide: options.trafficSide) ?? .counterclockwise
                if let swept = try? ExitAngleReading.osrmBearings(before: before, after: after).swept(circulation: circulation) {
                    context.exitAngle = swept.degrees
                    exitAngleSource = .shape
                }
            } else if ![1, 2, 3, 4, 5, 6, 26, 27].contains(type) {
                turnAngle = shape.turn(at: begin)
            }
        }
        let spec = try reading.spec(typeNode, context: context, contextPaths: paths, warnings: &warnings)
        var names: [String] = []
        if let streets = try? m.member("street_names"), let list = try? streets.elements() {
            names = list.compactMap { if case .string(let s) = $0.value { return s } else { return nil } }
        }
        let step = ManeuverStep(spec: spec, turnAngle: RouteShape.junctionExit(turnAngle, for: spec), instruction: m.text("instruction"),
                                roadName: names.first, distanceMeters: m.finiteNumber("length").map { $0 * metresPerUnit })
        return MappedStep(step: step, given: given, exitAngleSource: exitAngleSource, warnings: warnings)
    }
}

extension JSONNode {
    /// The number this node holds, nil for any other value.
    var numberValue: Double? {
        if case .number(let d) = value { return d }
        return nil
    }
}
