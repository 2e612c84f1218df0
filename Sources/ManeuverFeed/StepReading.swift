import ManeuverCatalogue
import ManeuverVocabularies

/// How the step readers (route formats and step objects) turn a maneuver value into the model:
/// through its vocabulary's table (`ManeuverVocabulary.read`), the reading's and the drawing's
/// notes becoming warnings on the value's path.
///
/// `lenient` is the route adaptors' way: one bad value does not cost a route its other icons, so
/// an unknown value draws `UNKNOWN`, and an exit number or angle the table refuses (out of range,
/// against the exit a value names) is left out, each with a warning. Step objects are read
/// strictly: the same cases are `FeedError`s naming the field.
struct StepReading {
    let vocabulary: ManeuverVocabulary
    let lenient: Bool

    /// A context field (an exit number, an angle, a flag) read by `read`, nil when absent. When
    /// `read` fails and the reading is lenient, nil with a warning naming the field and the
    /// problem (the step still draws, without it); else the error.
    func field<T>(_ node: JSONNode?, warnings: inout [RouteWarning], _ read: (JSONNode) throws(FeedError) -> T) throws(FeedError) -> T? {
        guard let node else { return nil }
        do throws(FeedError) { return try read(node) } catch {
            guard lenient else { throw error }
            warnings.append(RouteWarning(path: error.path, message: "\(error.message) (expected \(error.expected)): left out"))
            return nil
        }
    }

    /// A value read as a name, or as a raw value when it is a JSON integer (`valueNode`), with
    /// `context`; `contextPaths` name the fields the context came from, for messages.
    /// - Throws: `FeedError` (`.unknownName`, `.outOfRange`, `.wrongType`) when not lenient, or
    ///   when the node is neither a string nor a number.
    func spec(_ valueNode: JSONNode, context: VocabularyContext, contextPaths: ContextPaths = .init(),
              warnings: inout [RouteWarning]) throws(FeedError) -> ManeuverSpec {
        let value: Value
        switch valueNode.value {
        case .string(let s): value = .name(s)
        case .number(let d):
            guard let i = JSONNode.exactInt(d) else {
                throw FeedError(kind: .wrongType, path: valueNode.path, message: "\(JSONNode.numberText(d)) is not a whole number",
                                expected: expectedValue)
            }
            value = .raw(i)
        default: throw valueNode.wrongType(expectedValue)
        }
        return try spec(value, at: valueNode.path, context: context, contextPaths: contextPaths, warnings: &warnings)
    }

    /// A value the adaptor composed (HERE's `RIGHT_ROUNDABOUT_EXIT3` from an action's fields), or
    /// read, at `path`.
    func spec(_ value: Value, at path: String, context: VocabularyContext, contextPaths: ContextPaths = .init(),
              warnings: inout [RouteWarning]) throws(FeedError) -> ManeuverSpec {
        var context = context
        // At most four tries: each lenient retry drops one context field the table refused.
        for _ in 0 ..< 4 {
            do throws(VocabularyError) {
                let reading: VocabularyReading
                switch value {
                case .name(let s): reading = try vocabulary.read(s, context: context)
                case .raw(let i): reading = try vocabulary.read(rawValue: i, context: context)
                }
                for note in reading.notes { warnings.append(RouteWarning(path: path, message: note)) }
                return reading.spec
            } catch {
                switch error {
                case .unknownValue(_, let input, let near, _):
                    var message = "unknown \(vocabulary.name) value \(input.quotedForMessage)"
                    if !near.isEmpty { message += " (did you mean \(near.joined(separator: ", "))?)" }
                    guard lenient else { throw FeedError(kind: .unknownName, path: path, message: message, expected: expectedValue) }
                    warnings.append(RouteWarning(path: path, message: "\(message): drawn as UNKNOWN"))
                    return ManeuverSpec(.unknown, source: ManeuverSource(vocabulary: vocabulary.name, value: value.text))
                case .integersRefused(_, _, let reason):
                    let message = "\(vocabulary.name) takes names, not integers: \(reason)"
                    guard lenient else { throw FeedError(kind: .wrongType, path: path, message: message, expected: expectedValue) }
                    warnings.append(RouteWarning(path: path, message: "\(message): drawn as UNKNOWN"))
                    return ManeuverSpec(.unknown, source: ManeuverSource(vocabulary: vocabulary.name, value: value.text))
                case .exitNumberOutOfRange, .exitNumberContradicts:
                    guard lenient else {
                        throw FeedError(kind: .outOfRange, path: contextPaths.exitNumber ?? path, message: error.description,
                                        expected: "an exit number 1…99 that agrees with the value")
                    }
                    warnings.append(RouteWarning(path: contextPaths.exitNumber ?? path, message: "\(error.description): drawn without this exit number"))
                    context.exitNumber = nil
                    continue
                case .exitAngle(let angleError):
                    // The angle, or one of a roundabout's arms (read in the same convention).
                    let angleBad = context.exitAngle.map { a in
                        (try? vocabulary.angleReading(a).swept(circulation: .counterclockwise)) == nil
                    } ?? false
                    let bad = angleBad ? contextPaths.exitAngle : contextPaths.arms
                    guard lenient else {
                        throw FeedError(kind: .outOfRange, path: bad ?? path, message: angleError.description, expected: vocabulary.angleHelp)
                    }
                    if angleBad {
                        warnings.append(RouteWarning(path: bad ?? path, message: "\(angleError): drawn without this angle"))
                        context.exitAngle = nil
                    } else {
                        warnings.append(RouteWarning(path: bad ?? path, message: "\(angleError): drawn without the arms"))
                        context.arms = nil
                    }
                case .unknownVocabulary:
                    throw FeedError(kind: .unknownName, path: path, message: error.description, expected: "a vocabulary")
                }
            }
        }
        return ManeuverSpec(.unknown, source: ManeuverSource(vocabulary: vocabulary.name, value: value.text))
    }

    private var expectedValue: String {
        var s = "a \(vocabulary.name) value: a name"
        if let raw = vocabulary.rawValueSummary { s += " or a raw value \(raw)" }
        return s + " (all: maneuver-icons list --vocabulary \(vocabulary.name))"
    }

    /// A maneuver value: a name, or a raw value given as a JSON integer.
    enum Value: Hashable {
        case name(String)
        case raw(Int)

        var text: String {
            switch self {
            case .name(let s): return s
            case .raw(let i): return String(i)
            }
        }
    }

    /// JSON paths of the fields a context came from.
    struct ContextPaths {
        var exitNumber: String? = nil
        var exitAngle: String? = nil
        var arms: String? = nil
    }
}
