import Foundation
import ManeuverCatalogue
import ManeuverVocabularies

/// What Google's two route formats (Routes API v2, Directions API) share: `routes[].legs[].steps[]`,
/// a maneuver name per step read through the format's table, and the same gaps in real data
/// (vocabularies.md):
/// - many steps have no maneuver: the first step of a leg is the departure (`DEPART`), any other
///   continues along the road and is drawn `STRAIGHT`, with a warning;
/// - `ROUNDABOUT_LEFT`/`roundabout-left` is the circulation (clockwise), said for every exit in
///   left-hand countries, and nothing gives the exit number or angle: the ring is drawn with its
///   circulation, with a warning that the exit is not shown;
/// - transit steps (`TRANSIT` travel mode) have no glyph: `UNKNOWN`, noted.
/// Each step's junction exit (`turnAngle`) is the turn where its polyline begins, in the leg's
/// polylines joined.
enum GoogleRouteSteps {
    /// A step's fields as its format names them.
    struct Fields {
        var maneuver: JSONNode?
        var travelMode: String?
        var instruction: String?
        var distanceMeters: Double?
        /// The step's encoded polyline (1e5).
        var polyline: String?
    }

    /// Every step of every route and leg of a Google response.
    static func steps(_ root: JSONNode, format: RouteFormat, vocabulary: ManeuverVocabulary, options: RouteReadingOptions,
                      fields: (JSONNode) throws(FeedError) -> Fields) throws(FeedError) -> [RouteResponseStep] {
        let routesNode = try root.required("routes", "an array of routes")
        let routes = try routesNode.elements(noun: "routes")
        if routes.isEmpty {
            throw FeedError(kind: .noRoutes, path: routesNode.path, message: "the response has no routes", expected: "at least one route")
        }
        var out: [RouteResponseStep] = []
        for (ri, route) in routes.enumerated() {
            for (li, leg) in try route.required("legs", "an array of legs").elements(noun: "legs").enumerated() {
                let stepNodes = try (leg.member("steps")?.elements(noun: "steps")) ?? []
                let stepFields = try stepNodes.map { (n: JSONNode) throws(FeedError) -> Fields in
                    guard case .object = n.value else { throw n.wrongType("a step object") }
                    return try fields(n)
                }
                let shape = legShape(stepFields)
                for (si, node) in stepNodes.enumerated() {
                    var turn: Double? = nil
                    if let (points, starts) = shape, let start = starts[si] { turn = points.turn(at: start) }
                    let mapped = try step(stepFields[si], at: node, vocabulary: vocabulary, firstOfLeg: si == 0, turnAngle: turn,
                                          options: options, lenient: true)
                    out.append(mapped.placed(format, (ri, li, si), path: node.path, trafficSide: options.trafficSide))
                }
            }
        }
        return out
    }

    /// The leg's step polylines joined into one shape, and where each step begins in it (nil for
    /// a step without a polyline that decodes); nil when no step has one.
    static func legShape(_ steps: [Fields]) -> (RouteShape, [Int?])? {
        var points: [(lat: Double, lon: Double)] = []
        var starts: [Int?] = []
        for f in steps {
            guard let text = f.polyline, let shape = RouteShape.decodePolyline(text, precision: 1e5), let first = shape.points.first else {
                starts.append(nil)
                continue
            }
            if let last = points.last, last.lat == first.lat, last.lon == first.lon {
                starts.append(points.count - 1)
                points += shape.points.dropFirst()
            } else {
                starts.append(points.count)
                points += shape.points
            }
        }
        return points.isEmpty ? nil : (RouteShape(points: points), starts)
    }

    /// One step's mapping (see the type's documentation).
    static func step(_ f: Fields, at node: JSONNode, vocabulary: ManeuverVocabulary, firstOfLeg: Bool, turnAngle: Double?,
                     options: RouteReadingOptions, lenient: Bool) throws(FeedError) -> MappedStep {
        var warnings: [RouteWarning] = []
        var given: [RouteSourceField] = []
        if let m = f.maneuver, case .string(let s) = m.value { given.append(RouteSourceField("maneuver", .string(s))) }
        if let mode = f.travelMode { given.append(RouteSourceField("travelMode", .string(mode))) }
        let context = VocabularyContext(trafficSide: options.trafficSide)
        let reading = StepReading(vocabulary: vocabulary, lenient: lenient)
        var spec: ManeuverSpec
        if let mode = f.travelMode, mode.uppercased() == "TRANSIT" {
            spec = ManeuverSpec(.transit, source: ManeuverSource(vocabulary: vocabulary.name, value: mode))
            for note in spec.drawing.notes { warnings.append(RouteWarning(path: node.path, message: note.description)) }
        } else if let m = f.maneuver {
            spec = try reading.spec(m, context: context, warnings: &warnings)
            if spec.kind == .roundabout || spec.kind == .roundaboutEnter, spec.exitNumber == nil, spec.exitAngle == nil {
                warnings.append(RouteWarning(path: m.path, message: "\(vocabulary.title) gives no exit number or angle: drawn as the ring and its circulation, without the exit"))
            }
        } else if firstOfLeg {
            spec = ManeuverSpec(.depart, source: ManeuverSource(vocabulary: vocabulary.name, value: ""))
        } else {
            spec = ManeuverSpec(.straight, source: ManeuverSource(vocabulary: vocabulary.name, value: ""))
            warnings.append(RouteWarning(path: node.path, message: "no maneuver: drawn as STRAIGHT, as a step without one continues along the road"))
        }
        let step = ManeuverStep(spec: spec, turnAngle: firstOfLeg ? nil : RouteShape.junctionExit(turnAngle, for: spec), instruction: f.instruction, distanceMeters: f.distanceMeters)
        return MappedStep(step: step, given: given, warnings: warnings)
    }

    /// `text` without HTML tags (`Turn <b>left</b>` → `Turn left`) and with the few entities
    /// Google writes (`&amp;`, `&nbsp;`, …) decoded.
    static func plainText(_ html: String) -> String {
        var out = "", inTag = false
        for c in html {
            if c == "<" { inTag = true; continue }
            if c == ">" && inTag { inTag = false; continue }
            if !inTag { out.append(c) }
        }
        for (entity, c) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: c)
        }
        return out
    }
}
