import Foundation
import ManeuverCatalogue

/// The navigator's state: the SDK's `GMSNavigationNavState` (Android `NavState`) with its raw
/// values.
public enum NavState: Int, CaseIterable, Sendable, Hashable, Codable {
    case unknown = 0
    case enroute = 1
    case rerouting = 2
    case stopped = 3

    /// Lower-case name: `unknown`, `enroute`, `rerouting`, `stopped`.
    public var name: String { ["unknown", "enroute", "rerouting", "stopped"][rawValue] }

    /// Parses a name in any case, with or without the `GMSNavigationNavState` prefix (`ENROUTE`,
    /// `enroute`, `GMSNavigationNavStateEnroute`), or the raw integer as text; nil otherwise.
    public init?(name text: String) {
        var folded = String(text.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" })
        if let raw = Int(folded) { self.init(rawValue: raw); return }
        for prefix in ["gmsnavigationnavstate", "navstate."] where folded.hasPrefix(prefix) {
            folded.removeFirst(prefix.count)
        }
        guard let i = NavState.allCases.firstIndex(where: { $0.name == folded }) else { return nil }
        self = NavState.allCases[i]
    }
}

/// A navigation update shaped after the SDK's `GMSNavigationNavInfo` (Android `NavInfo`).
///
/// JSON form: `{ "navState": "enroute" | 0…3, "currentStep": {step}, "remainingSteps": [{step}…],
/// "distanceToCurrentStepMeters": …, "distanceToFinalDestinationMeters": …,
/// "timeToCurrentStepSeconds": … }`. An absent `navState` means `enroute`. Steps are validated as
/// `StepInfo`; errors carry paths such as `$.remainingSteps[1].lanes[0].laneDirections[0].laneShape`.
/// Measures are ≥ 0; the SDK's `-1` ("not available") reads as nil.
public struct NavInfo: Sendable, Hashable, Codable {
    public var navState: NavState
    public var currentStep: StepInfo?
    public var remainingSteps: [StepInfo]
    public var distanceToCurrentStepMeters: Double?
    public var distanceToFinalDestinationMeters: Double?
    public var timeToCurrentStepSeconds: Double?

    public init(navState: NavState, currentStep: StepInfo? = nil, remainingSteps: [StepInfo] = [],
                distanceToCurrentStepMeters: Double? = nil, distanceToFinalDestinationMeters: Double? = nil,
                timeToCurrentStepSeconds: Double? = nil) {
        self.navState = navState; self.currentStep = currentStep; self.remainingSteps = remainingSteps
        self.distanceToCurrentStepMeters = distanceToCurrentStepMeters
        self.distanceToFinalDestinationMeters = distanceToFinalDestinationMeters
        self.timeToCurrentStepSeconds = timeToCurrentStepSeconds
    }

    /// The steps to draw icons for: the current step followed by the remaining steps while
    /// `enroute`; empty while `rerouting`, `stopped` or `unknown` (the SDK's steps are stale or
    /// absent then). Not an error.
    public var stepsToRender: [StepInfo] {
        guard navState == .enroute else { return [] }
        return (currentStep.map { [$0] } ?? []) + remainingSteps
    }

    /// Decodes and validates a nav-info document from JSON text (UTF-8; UTF-16 and UTF-32 are
    /// detected too). Parsing takes about 3 KB of memory per JSON object; a document of more than
    /// 250,000 objects or 4,000,000 values is refused before parsing (about 1.5 GB at most).
    /// - Throws: `FeedError` naming the JSON path of the first bad field; `.tooMany` at `$` for
    ///   a document beyond those counts.
    public static func decode(_ data: Data) throws(FeedError) -> NavInfo {
        try NavInfo(node: JSONNode(JSONValue.parse(data)))
    }

    /// Decodes and validates a nav-info document from JSON text (as `StepInfo.decode(json:)`).
    public static func decode(json text: String) throws(FeedError) -> NavInfo {
        try decode(Data(text.utf8))
    }

    public init(from decoder: any Decoder) throws {
        let value = try JSONValue.decodeTree(from: decoder)
        try self.init(node: JSONNode(value, path: JSONNode.path(decoder.codingPath)))
    }

    enum Key: String, CodingKey {
        case navState, currentStep, remainingSteps, distanceToCurrentStepMeters
        case distanceToFinalDestinationMeters, timeToCurrentStepSeconds
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(navState.name, forKey: .navState)
        try c.encodeIfPresent(currentStep, forKey: .currentStep)
        try c.encode(remainingSteps, forKey: .remainingSteps)
        try c.encodeIfPresent(distanceToCurrentStepMeters, forKey: .distanceToCurrentStepMeters)
        try c.encodeIfPresent(distanceToFinalDestinationMeters, forKey: .distanceToFinalDestinationMeters)
        try c.encodeIfPresent(timeToCurrentStepSeconds, forKey: .timeToCurrentStepSeconds)
    }

    /// Members whose presence marks a document as nav info rather than a bare step.
    static let detectionKeys = ["navState", "currentStep", "remainingSteps"]

    init(node: JSONNode) throws(FeedError) {
        guard case .object = node.value else { throw node.wrongType("a nav-info object") }
        navState = try node.member("navState")?.navState() ?? .enroute
        currentStep = nil
        if let s = try node.member("currentStep") { currentStep = try StepInfo(node: s) }
        remainingSteps = []
        if let r = try node.member("remainingSteps") {
            for s in try r.elements(noun: "steps") { remainingSteps.append(try StepInfo(node: s)) }
        }
        distanceToCurrentStepMeters = try node.member("distanceToCurrentStepMeters")?.measure("a distance in metres ≥ 0 (-1: none)")
        distanceToFinalDestinationMeters = try node.member("distanceToFinalDestinationMeters")?.measure("a distance in metres ≥ 0 (-1: none)")
        timeToCurrentStepSeconds = try node.member("timeToCurrentStepSeconds")?.measure("a time in seconds ≥ 0 (-1: none)")
    }
}
