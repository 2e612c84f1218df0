/// What the catalogue draws for a `ManeuverSpec`: a Google maneuver's glyph (exactly its key, so
/// the same pixels and cache entry), an `ExtraGlyph`, or an honest fallback, with the exit angle
/// and number the glyph is drawn with and notes on whatever could not be drawn as stated.
public struct ManeuverDrawing: Hashable, Sendable {
    /// The glyph's identity.
    public enum DrawnGlyph: Hashable, Sendable, CustomStringConvertible {
        case maneuver(Maneuver)
        case extra(ExtraGlyph)

        /// The ALL_CAPS name: `TURN_LEFT`, `FERRY_BOAT_LEFT`.
        public var description: String {
            switch self {
            case .maneuver(let m): return m.docsName
            case .extra(let g): return g.docsName
            }
        }
    }

    public var glyph: DrawnGlyph
    /// Degrees travelled along the circulation, as the catalogue takes it (1…359), for the
    /// roundabout maneuvers; nil otherwise.
    public var exitAngle: Double?
    /// The exit number (drawn by roundabouts only; checked for every glyph).
    public var exitNumber: Int?
    /// The intersection's other roads, in the spec's convention: spokes of a roundabout whose
    /// exit is known, roads of a junction image (checked for every glyph, drawn by these only).
    public var arms: [Double]?
    /// What could not be drawn as stated, or was drawn by a stated approximation.
    public var notes: [DrawingNote]

    /// True when the glyph does not show all the spec says (a fallback or an approximation).
    public var isApproximate: Bool { !notes.isEmpty }

    /// The canonical glyph key: for a maneuver `ManeuverGlyphs.key(for:exitAngle:exitNumber:arms:junction:)`,
    /// the same key as asking for that maneuver; an extra glyph draws no arms and no junction
    /// image (it is drawn as itself).
    /// - Parameters:
    ///   - junction: draw the junction image in this form (see `JunctionForm`).
    ///   - style: the look the glyph is drawn in.
    /// - Throws: `CatalogueError.exitAngleOutOfRange` for an angle outside 1…359 or NaN,
    ///   `.exitNumberOutOfRange` outside 1…99, `.tooManyArms`, `.armAngleOutOfRange`, whatever the
    ///   glyph.
    public func key(junction: JunctionForm? = nil, style: GlyphStyle = .standard) throws(CatalogueError) -> ManeuverGlyphKey {
        switch glyph {
        case .maneuver(let m):
            return try ManeuverGlyphs.key(for: m, exitAngle: exitAngle, exitNumber: exitNumber, arms: arms, junction: junction, style: style)
        case .extra(let g):
            try ManeuverGlyphs.validate(exitAngle: exitAngle, exitNumber: exitNumber)
            try ManeuverGlyphs.validate(arms: arms)
            return try ManeuverGlyphs.key(for: g, exitNumber: exitNumber, style: style)
        }
    }
}

/// Why a drawing does not show all a spec says. `description` is the message for a user.
public enum DrawingNote: Hashable, Sendable, CustomStringConvertible {
    /// No glyph exists for the kind (transit, indoor): drawn as `UNKNOWN`.
    case noGlyph(ManeuverSpec.Kind)
    /// A turn, fork or end of road without a side: drawn as `UNKNOWN`, never a guessed direction.
    case directionUnknown(ManeuverSpec.Kind)
    /// A roundabout known by its exit number only: drawn as the numbered ring, since the exit's
    /// direction needs an exit angle.
    case exitDirectionUnknown
    /// A roundabout without a circulation (no traffic side): drawn as the neutral ring.
    case circulationUnknown
    /// An approximation stated in the docs: what is drawn instead, and why.
    case approximated(ManeuverSpec.Kind, drawnAs: Maneuver)
    /// The exit angle puts the exit on the other side from the named direction; the angle is drawn.
    case angleContradictsDirection(named: ManeuverSpec.Side, drawn: ManeuverSpec.Side)

    public var description: String {
        switch self {
        case .noGlyph(let kind): return "no glyph for \(kind.words.withArticle) step: drawn as UNKNOWN"
        case .directionUnknown(let kind): return "\(kind.words.withArticle) without a side: drawn as UNKNOWN"
        case .exitDirectionUnknown: return "no exit angle: drawn as the numbered roundabout ring, without a direction"
        case .circulationUnknown: return "no circulation (traffic side): drawn as the neutral roundabout ring"
        case .approximated(let kind, let m):
            let what = [.depart: "a start with a U-turn", .ferryChange: "changing ferries", .roundaboutPass: "passing a roundabout exit"][kind]
                ?? kind.words.withArticle
            return "\(what) has no glyph of its own: drawn as \(m.docsName)"
        case .angleContradictsDirection(let named, let drawn):
            return "the exit angle puts the exit on the \(drawn.rawValue), while the value names a \(named.rawValue) exit; the angle is drawn"
        }
    }
}

extension String {
    /// "a turn", "an indoor".
    var withArticle: String { (first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + self }
}

extension ManeuverSpec.Kind {
    /// The kind in words for messages: `roundaboutPass` → "roundabout pass".
    var words: String {
        var out = ""
        for c in rawValue {
            if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}

extension ManeuverSpec {
    /// How the catalogue draws this spec; never fails (what cannot be drawn is a note). A spec
    /// equivalent to a Google maneuver (`googleManeuver`) draws exactly that maneuver's glyph.
    ///
    /// Roundabouts: the exit angle is drawn when given (within 1…359; 360 is the U-turn), else the
    /// named exit, else the circulation; an exit number without angle or named exit draws the
    /// numbered ring, never an invented direction. Other kinds ignore angle and number.
    public var drawing: ManeuverDrawing {
        var notes: [DrawingNote] = []
        let roundabout = isRoundabout
        // Passing an exit draws no exit, so no angle either.
        var angle = roundabout && kind != .roundaboutPass ? exitAngle.map(Self.catalogueAngle) : nil
        var google = googleManeuver
        if angle == 360 {
            // Back at the entry: the named U-turn, whatever exit a name gave.
            angle = nil
            if google != nil, let c = circulation { google = RoundaboutExitDirection.uTurn.maneuver(clockwise: c == .clockwise) }
        }
        func draw(_ g: ManeuverDrawing.DrawnGlyph) -> ManeuverDrawing {
            ManeuverDrawing(glyph: g, exitAngle: angle, exitNumber: exitNumber, arms: arms, notes: notes)
        }
        if let google {
            if let a = angle, let c = circulation, let named = RoundaboutExitDirection(side: side, sharpness: sharpness)?.side,
               let drawn = ManeuverGlyphs.exitSide(travel: a, clockwise: c == .clockwise), named.rawValue != drawn.rawValue, named != .middle {
                notes.append(.angleContradictsDirection(named: named, drawn: drawn == .left ? .left : .right))
            }
            return draw(.maneuver(google))
        }
        let sided = side == .left || side == .right
        switch kind {
        case .depart where sharpness == .uTurn:
            guard let s = uTurnSide else { break }
            notes.append(.approximated(.depart, drawnAs: s == .right ? .turnUTurnClockwise : .turnUTurnCounterClockwise))
            return draw(.maneuver(s == .right ? .turnUTurnClockwise : .turnUTurnCounterClockwise))
        case .depart where sided: return draw(.extra(side == .left ? .departLeft : .departRight))
        case .arrive where side == .middle: return draw(.extra(.destinationStraight))
        case .waypoint: return draw(.extra(.waypoint))
        case .turn where side == .middle && sharpness == .keep, .fork where side == .middle:
            return draw(.extra(.keepMiddle))
        case .endOfRoad where sided: return draw(.extra(side == .left ? .endOfRoadLeft : .endOfRoadRight))
        case .ferryBoat where sided: return draw(.extra(side == .left ? .ferryBoatLeft : .ferryBoatRight))
        case .ferryTrain where sided: return draw(.extra(side == .left ? .ferryTrainLeft : .ferryTrainRight))
        case .ferryExit: return draw(.extra(.ferryExit))
        case .ferryChange:
            notes.append(.approximated(.ferryChange, drawnAs: .ferryBoat))
            return draw(.maneuver(.ferryBoat))
        case .ramp:
            // On or off not stated: leaving the road by the ramp, the off-ramp's picture.
            if let m = ManeuverSpec(.offRamp, side, sharpness, circulation: circulation).googleManeuver { return draw(.maneuver(m)) }
        case .roundaboutPass:
            if let c = circulation {
                let m: Maneuver = c == .clockwise ? .roundaboutClockwise : .roundaboutCounterClockwise
                notes.append(.approximated(.roundaboutPass, drawnAs: m))
                return draw(.maneuver(m))
            }
        case .transit, .indoor:
            notes.append(.noGlyph(kind))
            return draw(.maneuver(.unknown))
        default: break
        }
        if roundabout {
            angle = nil
            notes.append(circulation == nil ? .circulationUnknown : .exitDirectionUnknown)
            return draw(.extra(.roundaboutNumberedExit))
        }
        notes.append(.directionUnknown(kind))
        return draw(.maneuver(.unknown))
    }

    /// A swept angle as the catalogue takes it: within 0 < a < 1 drawn as 1, 359 < a < 360 as 359
    /// (the catalogue draws below 40 as 40 anyway), 360 kept (the U-turn); anything else as given,
    /// for the catalogue to refuse.
    static func catalogueAngle(_ a: Double) -> Double {
        if a > 0 && a < 1 { return 1 }
        if a > 359 && a < 360 { return 359 }
        return a
    }
}
