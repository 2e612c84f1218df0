import ManeuverCatalogue
import ManeuverVocabularies

/// GraphHopper: `paths[].instructions[]`, each instruction's `sign` read through the
/// `graphhopper` table, a roundabout's `exit_number` and `turn_angle` as its context.
///
/// What real responses say and the docs do not (vocabularies.md):
/// - `turn_angle` was negative on every roundabout seen, in left- and right-hand traffic alike,
///   and reaches 5.02 rad: its sign is not the circulation, its magnitude is the arc driven.
///   So the magnitude is the exit angle (the table's `graphHopper` convention) and the
///   circulation comes from the caller's traffic side, else right-hand traffic is assumed (noted);
/// - a ferry crossing came as plain sign 0. When the path has `details.road_environment`, an
///   instruction other than `FERRY` during which a `ferry` interval begins is read as `FERRY`,
///   with a warning; without those details nothing tells, and the step is drawn as given;
/// - `FERRY` with a `ferry` extra that says `leave` is leaving the ferry (`ferryExit`);
/// - `exited: false` (the route ends on the ring) is noted: the exit number is then not an exit
///   taken.
/// Other instructions' junction exit (`turnAngle`) is the path's turn at the first point of their
/// `interval`, from the decoded `points` (an encoded polyline, 1e5 or
/// `points_encoded_multiplier`, with an elevation per point when `bbox` has six values; or
/// GeoJSON coordinates). Legs are counted by `REACHED_VIA` (sign 5) instructions.
enum GraphHopperRouteReader: RouteFormatReader {
    static let format = RouteFormat.graphHopper

    /// `paths`, or GraphHopper's error body (`message` with `hints`).
    static func matches(_ root: JSONNode) -> Bool {
        root.has("paths") || (root.has("message") && root.has("hints") && !root.has("routes"))
    }

    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep] {
        if !root.has("paths"), let message = root.text("message") {
            throw FeedError(kind: .routingError, path: "$.message", message: "GraphHopper answered an error: \(message.shortenedForMessage)",
                            expected: "a route response with \"paths\"")
        }
        let pathsNode = try root.required("paths", "an array of paths")
        let paths = try pathsNode.elements(noun: "paths")
        if paths.isEmpty {
            throw FeedError(kind: .noRoutes, path: pathsNode.path, message: "the response has no paths", expected: "at least one path")
        }
        var out: [RouteResponseStep] = []
        for (ri, path) in paths.enumerated() {
            var shapeWarnings: [RouteWarning] = []
            let shape = pathShape(path, warnings: &shapeWarnings)
            let ferries = ferryIntervals(path)
            var leg = 0, legStep = 0
            let instructions = try path.required("instructions", "an array of instructions (request the route with instructions=true)")
                .elements(noun: "instructions")
            for instruction in instructions {
                var mapped = try step(instruction, shape: shape, ferries: ferries, options: options, lenient: true)
                mapped.warnings = shapeWarnings + mapped.warnings   // the path's own, on its first step
                shapeWarnings = []
                out.append(mapped.placed(.graphHopper, (ri, leg, legStep), path: instruction.path, trafficSide: options.trafficSide))
                legStep += 1
                if instruction.finiteNumber("sign") == 5 { leg += 1; legStep = 0 }
            }
        }
        return out
    }

    /// The path's points: `points` as an encoded polyline (`points_encoded` not false) or as
    /// GeoJSON (`coordinates`, longitude first); nil without them, with a warning when they do
    /// not decode.
    static func pathShape(_ path: JSONNode, warnings: inout [RouteWarning]) -> RouteShape? {
        guard let points = try? path.member("points") else { return nil }
        switch points.value {
        case .string(let text):
            let precision = path.finiteNumber("points_encoded_multiplier") ?? 1e5
            let boxValues = (try? path.member("bbox")?.elements().count) ?? 4
            if let shape = RouteShape.decodePolyline(text, precision: precision, dimensions: boxValues == 6 ? 3 : 2) { return shape }
            warnings.append(RouteWarning(path: points.path, message: "the points are no encoded polyline: no angles are read from them"))
            return nil
        case .object:
            guard let coordinates = try? points.member("coordinates")?.elements() else { return nil }
            var out: [(lat: Double, lon: Double)] = []
            for c in coordinates {
                guard let pair = try? c.elements(), pair.count >= 2, let lon = pair[0].numberValue, let lat = pair[1].numberValue else {
                    warnings.append(RouteWarning(path: c.path, message: "a point that is not [longitude, latitude]: no angles are read from the points"))
                    return nil
                }
                out.append((lat, lon))
            }
            return RouteShape(points: out)
        default:
            return nil
        }
    }

    /// `details.road_environment` intervals whose value is `ferry`, as point index ranges.
    static func ferryIntervals(_ path: JSONNode) -> [ClosedRange<Int>] {
        guard let list = try? path.member("details")?.member("road_environment")?.elements() else { return [] }
        return list.compactMap { entry in
            guard let e = try? entry.elements(), e.count >= 3, case .string(let what) = e[2].value, what == "ferry",
                  let a = e[0].wholeNumber, let b = e[1].wholeNumber, a <= b else { return nil }
            return a...b
        }
    }

    /// An instruction's `interval`: its first and last point index, when both are whole numbers
    /// and in order.
    static func pointInterval(_ instruction: JSONNode) -> ClosedRange<Int>? {
        guard case .object(let o) = instruction.value, case .array(let ends)? = o["interval"], ends.count == 2,
              case .number(let a) = ends[0], case .number(let b) = ends[1],
              let first = JSONNode.exactInt(a), let last = JSONNode.exactInt(b), first <= last else { return nil }
        return first...last
    }

    /// One instruction object.
    /// - Parameters:
    ///   - shape: the path's points, which `interval` points into; nil for an instruction alone.
    ///   - ferries: the path's ferry intervals (point indices).
    static func step(_ instruction: JSONNode, shape: RouteShape?, ferries: [ClosedRange<Int>] = [], options: RouteReadingOptions,
                     lenient: Bool) throws(FeedError) -> MappedStep {
        guard case .object = instruction.value else { throw instruction.wrongType("a GraphHopper instruction object") }
        let givenSign = try instruction.required("sign", "a GraphHopper sign (-99…103)")
        var warnings: [RouteWarning] = []
        var context = VocabularyContext(trafficSide: options.trafficSide)
        var paths = StepReading.ContextPaths()
        let given = ["sign", "exit_number", "turn_angle", "exited", "ferry"].compactMap(instruction.scalar)
        let sign = givenSign.wholeNumber
        var exitAngleSource: RouteAngleSource? = nil
        let reading = StepReading(vocabulary: .graphHopper, lenient: lenient)
        if let n = try instruction.member("exit_number"),
           let number = try reading.field(n, warnings: &warnings, { (n: JSONNode) throws(FeedError) in try n.integer(in: Int.min...Int.max, "a whole exit number") }) {
            context.exitNumber = number
            paths.exitNumber = n.path
        }
        if let a = try instruction.member("turn_angle"), let radians = try reading.field(a, warnings: &warnings, { (a: JSONNode) throws(FeedError) -> Double in
            guard case .number(let radians) = a.value else { throw a.wrongType("turn_angle in radians") }
            return radians
        }) {
            context.exitAngle = radians
            paths.exitAngle = a.path
            exitAngleSource = .turnAngle
        }
        if sign == 6, (try instruction.member("exited")?.bool()) == false {
            warnings.append(RouteWarning(path: instruction.path + ".exited", message: "the route ends on the roundabout (exited: false): its exit number counts to the destination, not to an exit taken"))
        }
        let interval = pointInterval(instruction)
        let ferry = sign == 9 || sign == 4 ? nil : interval.flatMap { i in ferries.first { $0.lowerBound >= i.lowerBound && $0.lowerBound < max(i.upperBound, i.lowerBound + 1) } }
        if let ferry {
            warnings.append(RouteWarning(path: givenSign.path, message: "sign \(sign.map(String.init) ?? "?") where the path's road_environment has a ferry from point \(ferry.lowerBound): drawn as FERRY"))
        }
        let signNode = ferry == nil ? givenSign : JSONNode(.number(9), path: givenSign.path)
        var turnAngle: Double? = nil
        if let shape, let interval, ![4, 6, -6].contains(sign ?? -99) {
            turnAngle = shape.turn(at: interval.lowerBound)
        }
        var spec = try reading
            .spec(signNode, context: context, contextPaths: paths, warnings: &warnings)
        if spec.kind == .ferryBoat, let f = instruction.text("ferry"), f.lowercased().contains("leave") {
            spec.kind = .ferryExit
        }
        let step = ManeuverStep(spec: spec, turnAngle: RouteShape.junctionExit(turnAngle, for: spec), instruction: instruction.text("text"),
                                roadName: instruction.text("street_name").flatMap { $0.isEmpty ? nil : $0 },
                                distanceMeters: instruction.finiteNumber("distance"))
        return MappedStep(step: step, given: given, exitAngleSource: spec.exitAngle == nil ? nil : exitAngleSource, warnings: warnings)
    }
}
