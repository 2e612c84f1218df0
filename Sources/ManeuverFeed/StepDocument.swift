import Foundation
import ManeuverCatalogue

/// What the `step` command and each line of a feed hold: one step object of any shape
/// (`StepObject`, the SDK's `StepInfo` among them) or the SDK's nav info, whose current step is
/// drawn.
public enum StepDocument: Sendable, Hashable {
    case step(StepObject)
    case navInfo(NavInfo)

    /// Decodes a step object or nav info (nav info when the object has `navState`,
    /// `currentStep` or `remainingSteps` and no `vocabulary`; keys with a value decide first, as
    /// `FeedDocument` tells them).
    /// - Throws: `FeedError` as `StepObject.decode` and `NavInfo.decode` do; a route response is
    ///   `.unrecognizedDocument` at `$`, naming its format.
    public static func decode(_ data: Data, options: RouteReadingOptions = .init()) throws(FeedError) -> StepDocument {
        try decode(node: JSONNode(JSONValue.parse(data)), options: options)
    }

    /// Decodes JSON text.
    public static func decode(json text: String, options: RouteReadingOptions = .init()) throws(FeedError) -> StepDocument {
        try decode(Data(text.utf8), options: options)
    }

    static func decode(node: JSONNode, options: RouteReadingOptions) throws(FeedError) -> StepDocument {
        guard case .object = node.value else { throw node.wrongType("a JSON object (a step or nav info)") }
        if !node.has("vocabulary") {
            for withValue in [true, false] {
                let has = { (key: String) in withValue ? node.hasValue(key) : node.has(key) }
                if node.hasValue("maneuver") || node.hasValue("maneuverType") { break }
                if NavInfo.detectionKeys.contains(where: has) { return .navInfo(try NavInfo(node: node)) }
            }
        }
        return .step(try StepObject.decode(node: node, options: options))
    }

    /// The step to draw: the step itself, or an enroute nav info's current step (nil while
    /// rerouting, stopped or unknown, and for an enroute nav info without one).
    public var currentStep: ManeuverStep? {
        switch self {
        case .step(let s): return s.step
        case .navInfo(let n): return n.navState == .enroute ? n.currentStep.map(ManeuverStep.init) : nil
        }
    }

    /// What the reading assumed or could not draw as stated.
    public var warnings: [RouteWarning] {
        if case .step(let s) = self { return s.warnings }
        return []
    }
}

/// One line of a feed: the `id` to echo back (a string, number or boolean member `id`, read
/// whatever else is wrong with the line as long as it is JSON) and the step document or the
/// error that names what is wrong.
public struct FeedLine: Sendable {
    public var id: JSONScalar?
    public var document: Result<StepDocument, FeedError>

    /// Reads one line (its bytes without the line break).
    public static func read(_ data: Data, options: RouteReadingOptions = .init()) -> FeedLine {
        let node: JSONNode
        do throws(FeedError) { node = JSONNode(try JSONValue.parse(data)) } catch { return FeedLine(id: nil, document: .failure(error)) }
        var id: JSONScalar? = nil
        if case .object = node.value, let idNode = try? node.member("id") {
            switch idNode.value {
            case .string(let s): id = .string(s)
            case .number(let d) where d.isFinite: id = .number(d)
            case .bool(let b): id = .bool(b)
            default:
                return FeedLine(id: nil, document: .failure(FeedError(kind: .wrongType, path: idNode.path, message: "found \(idNode.value.typeName)",
                                                                      expected: "an id that is a string, a finite number or a boolean")))
            }
        }
        do throws(FeedError) { return FeedLine(id: id, document: .success(try StepDocument.decode(node: node, options: options))) } catch {
            return FeedLine(id: id, document: .failure(error))
        }
    }
}
