import Foundation

/// Any input the feed understands, told apart by its top-level keys:
/// - a route response when it has `routes` or `code` (→ `RouteAdaptor`);
/// - nav info when it has `navState`, `currentStep` or `remainingSteps`;
/// - a bare step when it has `maneuver`.
/// Keys with a value other than `null` are looked at first, in that order; only when none has one
/// do the keys that are merely present decide, in the same order.
public enum FeedDocument: Sendable, Hashable {
    case step(StepInfo)
    case navInfo(NavInfo)
    case route([RouteStep])

    /// Decodes and validates JSON text (UTF-8; UTF-16 and UTF-32 are detected too) of any of the
    /// three kinds. Parsing takes about 3 KB of memory per JSON object; a document of more than
    /// 250,000 objects or 4,000,000 values is refused before parsing (about 1.5 GB at most).
    /// - Throws: `FeedError`; `.unrecognizedDocument` at `$` when the object has none of the keys
    ///   above, `.wrongType` when the document is not an object, `.tooMany` at `$` for a document
    ///   beyond those counts.
    public static func decode(_ data: Data) throws(FeedError) -> FeedDocument {
        let node = JSONNode(try JSONValue.parse(data))
        guard case .object = node.value else { throw node.wrongType("a JSON object (a step, nav info or a route response)") }
        // Keys with a value decide first, then keys that are only present (`null`, which the readers
        // take as absent): {"navState": null, "maneuver": 1} is a step, not nav info without
        // steps, and {"code": null, "maneuver": 1} is not a route, while
        // {"currentStep": null} stays nav info.
        for withValue in [true, false] {
            func has(_ key: String) -> Bool { withValue ? node.hasValue(key) : node.has(key) }
            if has("routes") || has("code") { return .route(try RouteAdaptor.steps(response: node)) }
            if NavInfo.detectionKeys.contains(where: has) { return .navInfo(try NavInfo(node: node)) }
            if has("maneuver") { return .step(try StepInfo(node: node)) }
        }
        throw FeedError(kind: .unrecognizedDocument, path: "$", message: "an object with none of the known keys",
                        expected: "a step (with \"maneuver\"), nav info (\"navState\", \"currentStep\", \"remainingSteps\") "
                            + "or an OSRM-format route response (\"routes\", \"code\")")
    }

    /// Decodes JSON text of any of the three kinds.
    public static func decode(json text: String) throws(FeedError) -> FeedDocument {
        try decode(Data(text.utf8))
    }

    /// The steps to draw: the step itself; nav info's `stepsToRender` (empty while rerouting,
    /// stopped or unknown); every step of every route of a route response.
    public var stepsToRender: [StepInfo] {
        switch self {
        case .step(let s): [s]
        case .navInfo(let n): n.stepsToRender
        case .route(let steps): steps.map(\.stepInfo)
        }
    }
}
