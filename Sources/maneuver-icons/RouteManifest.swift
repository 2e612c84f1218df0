import ManeuverIcons

/// One step's entry in `route`'s manifest.json: where it is, what it said, what is drawn, and
/// what was read leniently.
///
/// - `index`, `format`, `routeIndex`, `legIndex`, `stepIndex`, `path` (JSONPath of the step);
/// - OSRM format only: `type`, `modifier`, `mode`, `drivingSide`;
/// - `maneuver` (the Google maneuver's docs name, null where none says what the step says),
///   `swiftName`, `rawValue` (null likewise), `glyph` (the glyph drawn, as file names spell it);
/// - `source`: `vocabulary`, `value` (as read) and `given` (the step's deciding fields as given);
/// - `roundaboutTurnNumber` and `exitAngle` as drawn, `exitAngleSource`, `turnAngle` (the
///   junction exit), `arms` and `armsSource`, `lanes` (a lane spec), `instruction`, `files`,
///   `warnings`.
func routeManifestEntry(_ step: RouteResponseStep, index: Int, files: ManifestValue) -> ManifestValue {
    let drawing = step.step.drawing
    let google = step.step.googleManeuver
    var fields: [(String, ManifestValue)] = [
        ("index", .integer(index)), ("format", .string(step.format.rawValue)), ("routeIndex", .integer(step.routeIndex)),
        ("legIndex", .integer(step.legIndex)), ("stepIndex", .integer(step.stepIndex)), ("path", .string(step.path)),
    ]
    if let osrm = step.osrm {
        fields += [("type", .string(osrm.type)), ("modifier", .optional(osrm.modifier)), ("mode", .optional(osrm.mode)),
                   ("drivingSide", .string("\(osrm.drivingSide)"))]
    } else {
        fields.append(("trafficSide", step.trafficSide == .none ? .null : .string("\(step.trafficSide)")))
    }
    let spec = step.step.spec
    let given: [(String, ManifestValue)] = step.given.map { ($0.key, Feed.value($0.value)) }
    fields += [
        ("maneuver", .optional(google?.docsName)), ("swiftName", .optional(google?.swiftName)),
        ("rawValue", google.map { .integer($0.rawValue) } ?? .null), ("glyph", .string(drawing.glyph.description)),
        ("source", .object([("vocabulary", .optional(spec.source?.vocabulary)), ("value", .optional(spec.source?.value)),
                            ("given", .object(given))])),
        ("roundaboutTurnNumber", spec.isRoundabout ? drawing.exitNumber.map(ManifestValue.integer) ?? .null : .null),
        ("exitAngle", drawing.exitAngle.map(ManifestValue.number) ?? .null),
        ("exitAngleSource", drawing.exitAngle == nil ? .null : .optional(step.exitAngleSource?.rawValue)),
        ("turnAngle", step.step.turnAngle.map(ManifestValue.number) ?? .null),
        ("arms", drawing.arms.map { .array($0.map(ManifestValue.number)) } ?? .null),
        ("armsSource", drawing.arms == nil ? .null : .optional(step.armsSource)),
        ("lanes", .string(LaneSpec.format(step.step.lanes))), ("instruction", .optional(step.step.instruction)),
        ("files", files),
        ("warnings", .array(step.warnings.map { .string($0.description) })),
    ]
    return .object(fields)
}
