import Foundation
import ManeuverCatalogue

/// A route response in any routing engine's own format, told apart by its shape, with every
/// step mapped through the format's vocabulary table into the model (`RouteResponseStep`).
/// How each format is read, what it decides and when it warns: docs/route-input.md.
public struct RouteResponse: Sendable, Hashable {
    public var format: RouteFormat
    /// Every step of every route and leg, in document order.
    public var steps: [RouteResponseStep]

    public init(format: RouteFormat, steps: [RouteResponseStep]) { self.format = format; self.steps = steps }

    /// Decodes a response (JSON text, as `FeedDocument.decode` reads it: UTF-8, UTF-16 or UTF-32,
    /// at most 250,000 objects and 4,000,000 values) of whichever format its shape says.
    /// - Throws: `FeedError`: `.unrecognizedDocument` at `$` for an object of no known format;
    ///   `.routingError` for an engine's error answer (its message quoted); `.noRoutes` for an
    ///   answer without routes (an empty object too: Google's Routes API without a route); missing structure or wrong JSON types, with their path.
    public static func decode(_ data: Data, options: RouteReadingOptions = .init()) throws(FeedError) -> RouteResponse {
        try decode(root: JSONNode(JSONValue.parse(data)), options: options)
    }

    /// Decodes a response given as JSON text.
    public static func decode(json text: String, options: RouteReadingOptions = .init()) throws(FeedError) -> RouteResponse {
        try decode(Data(text.utf8), options: options)
    }

    static func decode(root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> RouteResponse {
        guard case .object(let members) = root.value else { throw root.wrongType("a route response object") }
        if members.isEmpty {
            // Google's Routes API answers an empty object when it finds no route.
            throw FeedError(kind: .noRoutes, path: "$", message: "the response is an empty object (Google's Routes API answers {} when it finds no route)",
                            expected: "a route response with at least one route")
        }
        guard let reader = RouteFormat.reader(for: root) else {
            throw FeedError(kind: .unrecognizedDocument, path: "$", message: "an object of no known route response format",
                            expected: RouteFormat.allCases.map(\.shape).joined(separator: "; "))
        }
        return RouteResponse(format: reader.format, steps: try reader.steps(root, options: options))
    }

    /// Whether JSON text is shaped like a route response of a known format (for telling a user
    /// who gave one to a step reader where it belongs); false for text that does not parse.
    public static func isRouteResponse(_ data: Data) -> Bool {
        guard let value = try? JSONValue.parse(data) else { return false }
        return RouteFormat.reader(for: JSONNode(value)) != nil
    }
}

/// The route response formats `RouteResponse` reads.
public enum RouteFormat: String, CaseIterable, Sendable, Hashable {
    /// OSRM, Valhalla's and Mapbox's OSRM format: `routes[].legs[].steps[]` with `maneuver`
    /// objects (also a bare route object: `legs` without the wrapper).
    case osrm
    /// Valhalla's own format: `trip.legs[].maneuvers[]` (and `alternates[].trip`).
    case valhalla
    /// GraphHopper: `paths[].instructions[]`.
    case graphHopper = "graphhopper"
    /// Google Routes API v2: `routes[].legs[].steps[].navigationInstruction`.
    case routesAPI = "routes-api"
    /// Google Directions API: `routes[].legs[].steps[].maneuver` strings.
    case directionsAPI = "directions-api"
    /// HERE Routing API v8: `routes[].sections[].actions[]` or `turnByTurnActions[]`.
    case here

    /// The shape that tells the format, in words.
    public var shape: String {
        switch self {
        case .osrm: return "OSRM format: routes[].legs[].steps[] with maneuver objects, or \"code\""
        case .valhalla: return "Valhalla: trip.legs[].maneuvers[]"
        case .graphHopper: return "GraphHopper: paths[].instructions[]"
        case .routesAPI: return "Google Routes API: routes[].legs[].steps[].navigationInstruction"
        case .directionsAPI: return "Google Directions API: routes[].legs[].steps[] with maneuver strings, or \"status\""
        case .here: return "HERE Routing v8: routes[].sections[].actions[] or turnByTurnActions[]"
        }
    }

    /// Each format's reader, in the order they are asked; OSRM last, as the format a response
    /// with `routes` and nothing more telling is taken for.
    static let readers: [any RouteFormatReader.Type] = [
        ValhallaRouteReader.self, GraphHopperRouteReader.self, HERERouteReader.self,
        RoutesAPIRouteReader.self, DirectionsAPIRouteReader.self, OSRMRouteReader.self,
    ]

    /// The reader whose shape the document has, nil for none.
    static func reader(for root: JSONNode) -> (any RouteFormatReader.Type)? {
        guard case .object = root.value else { return nil }
        return readers.first { $0.matches(root) }
    }
}

/// One route response format: how it is recognised and read. A new format is one type
/// conforming to this, listed in `RouteFormat.readers`.
protocol RouteFormatReader: Sendable {
    static var format: RouteFormat { get }
    /// Whether the document (an object) has this format's shape: its routes, or its error body.
    static func matches(_ root: JSONNode) -> Bool
    /// Every step of every route, in document order.
    static func steps(_ root: JSONNode, options: RouteReadingOptions) throws(FeedError) -> [RouteResponseStep]
}

extension JSONNode {
    /// The first element of the array at `key`, nil when there is none (or it is no array).
    func firstElement(_ key: String) -> JSONNode? {
        guard let node = try? member(key), let first = try? node.elements().first else { return nil }
        return first
    }

    /// The members of an object, nil for anything else.
    var objectKeys: Set<String> {
        guard case .object(let o) = value else { return [] }
        return Set(o.keys)
    }
}

/// One step object as a format's reader maps it, before its place in the response is known:
/// shared by the route readers and the step objects (`StepObject`).
struct MappedStep {
    var step: ManeuverStep
    var given: [RouteSourceField] = []
    var exitAngleSource: RouteAngleSource? = nil
    var warnings: [RouteWarning] = []

    /// The step at its place in a response.
    func placed(_ format: RouteFormat, _ indices: (route: Int, leg: Int, step: Int), path: String,
                trafficSide: DrivingSide) -> RouteResponseStep {
        RouteResponseStep(format: format, routeIndex: indices.route, legIndex: indices.leg, stepIndex: indices.step, path: path,
                          step: step, given: given, trafficSide: trafficSide, exitAngleSource: exitAngleSource, warnings: warnings)
    }
}

extension JSONNode {
    /// The scalar value of a member as given, for `RouteSourceField`s; nil when absent, `null`,
    /// or not a string, number or boolean.
    func scalar(_ key: String) -> RouteSourceField? {
        switch (try? member(key))?.value {
        case .string(let s)?: return RouteSourceField(key, .string(s))
        case .number(let d)?: return RouteSourceField(key, .number(d))
        case .bool(let b)?: return RouteSourceField(key, .bool(b))
        default: return nil
        }
    }

    /// An optional string member, nil when it is absent, `null` or not a string (informational
    /// text a reader does not need).
    func text(_ key: String) -> String? {
        if case .string(let s)? = (try? member(key))?.value { return s }
        return nil
    }

    /// An optional finite number member, nil when it is absent, `null` or anything else.
    func finiteNumber(_ key: String) -> Double? {
        if case .number(let d)? = (try? member(key))?.value, d.isFinite { return d }
        return nil
    }
}
