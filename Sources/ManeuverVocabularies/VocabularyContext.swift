import ManeuverCatalogue

/// What a step says besides its maneuver value, as JSON-shaped fields: the traffic side, the
/// AOSP cluster's turn side, and a roundabout's exit number and angle.
public struct VocabularyContext: Hashable, Sendable {
    /// Which side traffic drives on; `.none` when not given. It sets the circulation of
    /// roundabouts and U-turns where the value leaves it implicit.
    public var trafficSide: DrivingSide
    /// The AOSP cluster's `turnSide` (`TURN_SIDE_LEFT` / `_RIGHT`); nil for unspecified. Read
    /// by the values whose side comes from the context, ignored by the others.
    public var turnSide: ManeuverSpec.Side?
    /// The roundabout exit to take, counted from the entry in circulation order; a value ≤ 0 (the
    /// platforms' "none", such as AOSP's −1) is none.
    public var exitNumber: Int?
    /// The exit angle in the vocabulary's own convention (`ManeuverVocabulary.angleReading`).
    public var exitAngle: Double?
    /// The intersection's other roads (CarPlay's `junctionElementAngles`), in the convention of
    /// `exitAngle`: a roundabout's each read as an exit is; another value's, where that
    /// convention is relative to the driver (CarPlay), turned clockwise from straight ahead, else
    /// taken as degrees clockwise from straight ahead, 0…360, as `ManeuverSpec.arms` takes them.
    public var arms: [Double]?

    public init(trafficSide: DrivingSide = .none, turnSide: ManeuverSpec.Side? = nil, exitNumber: Int? = nil,
                exitAngle: Double? = nil, arms: [Double]? = nil) {
        self.trafficSide = trafficSide; self.turnSide = turnSide; self.exitNumber = exitNumber; self.exitAngle = exitAngle
        self.arms = arms
    }
}

/// A value read with its context: the spec to draw and what the reading had to assume or could
/// not use (shown as notes; the drawing adds its own, see `notes`).
public struct VocabularyReading: Hashable, Sendable {
    public var entry: VocabularyEntry
    /// The spec, `source` set to the vocabulary and the value as given.
    public var spec: ManeuverSpec
    /// Assumptions and ignored context, in words.
    public var readingNotes: [String]

    /// How the catalogue draws it.
    public var drawing: ManeuverDrawing { spec.drawing }

    /// The reading's notes, then the drawing's.
    public var notes: [String] { readingNotes + drawing.notes.map(\.description) }
}

/// Why a vocabulary value could not be read.
public enum VocabularyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No vocabulary of that name.
    case unknownVocabulary(String, nearMatches: [String], valid: [String])
    /// No value of that name or raw value in the vocabulary.
    case unknownValue(vocabulary: String, input: String, nearMatches: [String], rawValues: String?)
    /// An integer given to a vocabulary that takes names only.
    case integersRefused(vocabulary: String, input: String, reason: String)
    /// The context's exit number differs from the one the value names (CarPlay `roundaboutExit3`).
    case exitNumberContradicts(vocabulary: String, value: String, named: Int, given: Int)
    /// An exit number outside 1…99.
    case exitNumberOutOfRange(Int)
    /// The exit angle could not be read in the vocabulary's convention.
    case exitAngle(ExitAngleError)

    public var description: String {
        switch self {
        case .unknownVocabulary(let input, let near, let valid):
            var s = "unknown vocabulary \(input.quotedForMessage)"
            if !near.isEmpty { s += "; did you mean \(near.joined(separator: ", "))?" }
            return s + " Vocabularies: \(valid.joined(separator: ", "))."
        case .unknownValue(let vocabulary, let input, let near, let raw):
            var s = "unknown \(vocabulary) value \(input.quotedForMessage)"
            s += near.isEmpty ? "." : "; did you mean \(near.joined(separator: ", "))?"
            if let raw { s += " Raw values: \(raw)." }
            return s + " Run 'maneuver-icons list --vocabulary \(vocabulary)' for every value."
        case .integersRefused(let vocabulary, let input, let reason):
            return "\(vocabulary) takes names, not integers (\(input.quotedForMessage)): \(reason)"
        case .exitNumberContradicts(let vocabulary, let value, let named, let given):
            return "\(vocabulary) value \(value.quotedForMessage) names exit \(named), but exit number \(given) was given"
        case .exitNumberOutOfRange(let n):
            return "roundabout exit number \(n) is outside \(ManeuverGlyphs.exitNumberRange.lowerBound)…\(ManeuverGlyphs.exitNumberRange.upperBound)"
        case .exitAngle(let e): return e.description
        }
    }
}

extension ManeuverVocabulary {
    /// Reads a value (name or raw value) with its context. See `read(_:context:)` for an entry.
    /// - Throws: as `entry(_:)`, and as `read(entry:value:context:)`.
    public func read(_ value: String, context: VocabularyContext = .init()) throws(VocabularyError) -> VocabularyReading {
        try read(entry: entry(value), value: value, context: context)
    }

    /// Reads a raw value with its context.
    public func read(rawValue: Int, context: VocabularyContext = .init()) throws(VocabularyError) -> VocabularyReading {
        try read(entry: entry(rawValue: rawValue), value: String(rawValue), context: context)
    }

    /// Applies the context to an entry's spec, one rule for every vocabulary:
    /// - the side: the context's turn side for values that take it (AOSP);
    /// - the circulation, where the value leaves it implicit (roundabouts, U-turns without a
    ///   side): from the traffic side, else the platform's default (CarPlay: right), else
    ///   right-hand traffic, noted; a value that names its circulation keeps it, noted when the
    ///   traffic side says otherwise;
    /// - the exit number and angle, for roundabout values (noted and ignored for the others); the
    ///   angle converted from the vocabulary's convention (`ExitAngleReading`), whose own
    ///   circulation (HERE's sign) replaces an assumed one;
    /// - arms: a roundabout's read as its exit angle is, in its circulation (the "no angle"
    ///   values dropped); another value's as degrees clockwise from straight ahead (converted
    ///   from a driver-relative convention);
    /// - documented requirements the context does not meet are noted.
    /// - Throws: `.exitNumberOutOfRange` outside 1…99, `.exitNumberContradicts` when the value
    ///   names another exit, `.exitAngle` for an angle (or a roundabout's arm) outside the
    ///   convention's range.
    public func read(entry: VocabularyEntry, value: String, context: VocabularyContext) throws(VocabularyError) -> VocabularyReading {
        var spec = entry.spec
        spec.source = ManeuverSource(vocabulary: name, value: value)
        var notes: [String] = []
        if entry.sideFromContext, let side = context.turnSide { spec.side = side }

        let traffic = ManeuverSpec.Circulation(trafficSide: context.trafficSide)
        var assumed = false
        if spec.needsCirculation {
            if let named = spec.circulation {
                if let traffic, traffic != named {
                    notes.append("\(entry.name) goes round \(named.rawValue), against \(context.trafficSide)-hand traffic; drawn as the value says")
                }
            } else if let traffic {
                spec.circulation = traffic
            } else if let side = platformTrafficSide, let c = ManeuverSpec.Circulation(trafficSide: side) {
                // The platform's own default, said: an app in left-hand traffic that forgot to
                // set the side would otherwise get right-hand roundabouts without a word.
                spec.circulation = c
                notes.append("no traffic side given: \(name)'s default, \(side)-hand traffic (\(c.rawValue))")
            } else {
                spec.circulation = .counterclockwise
                assumed = true
            }
        }

        let number = context.exitNumber.flatMap { $0 >= 1 ? $0 : nil }
        if let n = number {
            guard ManeuverGlyphs.exitNumberRange.contains(n) else { throw .exitNumberOutOfRange(n) }
            if !spec.isRoundabout {
                notes.append("exit number \(n) ignored: \(entry.name) is not a roundabout")
            } else if let named = spec.exitNumber, named != n {
                throw .exitNumberContradicts(vocabulary: name, value: value, named: named, given: n)
            } else {
                spec.exitNumber = n
            }
        }

        if let raw = context.exitAngle {
            if !spec.isRoundabout || spec.kind == .roundaboutPass {
                notes.append("exit angle ignored: \(entry.name) draws no roundabout exit")
            } else {
                let swept: SweptExitAngle?
                do { swept = try angleReading(raw).swept(circulation: spec.circulation) } catch { throw .exitAngle(error) }
                if let swept {
                    spec.exitAngle = swept.degrees
                    if let stated = swept.circulation, stated != spec.circulation {
                        if assumed { spec.circulation = stated; assumed = false } else {
                            notes.append("the exit angle's sign says \(stated.rawValue), \(entry.name) \(spec.circulation?.rawValue ?? "none"); drawn as the value says")
                        }
                    }
                }
            }
        }
        if let arms = context.arms {
            spec.arms = try readArms(arms, of: spec)
        }
        if assumed {
            notes.append("no traffic side given: right-hand traffic assumed (counterclockwise)")
        }
        if entry.requires.contains(.exitNumber) && spec.exitNumber == nil {
            notes.append("\(entry.name) requires an exit number; none given")
        }
        if entry.requires.contains(.exitAngle) && spec.exitAngle == nil {
            notes.append("\(entry.name) requires an exit angle; none given")
        }
        return VocabularyReading(entry: entry, spec: spec, readingNotes: notes)
    }
}

extension ManeuverVocabulary {
    /// A roundabout's arms converted like its exit angle; other values' clockwise from straight
    /// ahead (`ExitAngleReading.clockwiseFromStraightAhead`, else as given).
    func readArms(_ arms: [Double], of spec: ManeuverSpec) throws(VocabularyError) -> [Double] {
        guard spec.isRoundabout else { return arms.map { angleReading($0).clockwiseFromStraightAhead ?? $0 } }
        var out: [Double] = []
        for a in arms {
            do {
                if let swept = try angleReading(a).swept(circulation: spec.circulation) { out.append(swept.degrees) }
            } catch { throw .exitAngle(error) }
        }
        return out
    }
}
