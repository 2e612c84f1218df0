import IconRaster

extension Color {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (straight alpha, sRGB; the `#` is optional, any letter case).
    /// - Throws: `OptionError.invalidColor` for anything else.
    public init(hex: String) throws(OptionError) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, s.allSatisfy(\.isHexDigit), let v = UInt32(s, radix: 16) else {
            throw OptionError.invalidColor(hex)
        }
        let rgba = s.count == 6 ? (v << 8) | 0xFF : v
        self.init(r: UInt8(rgba >> 24), g: UInt8((rgba >> 16) & 0xFF), b: UInt8((rgba >> 8) & 0xFF), a: UInt8(rgba & 0xFF))
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (upper-case hex).
    public var hexString: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }
}

/// The three colour roles of an icon: `primary` (the path to take), `secondary` (context: the
/// unused ring, the branch not taken, the road merged into, non-recommended lane arrows) and
/// `background` (transparent by default). Straight alpha, sRGB.
public struct IconColors: Hashable, Sendable {
    public var primary: Color
    public var secondary: Color
    public var background: Color

    public init(primary: Color, secondary: Color, background: Color = .transparent) {
        self.primary = primary; self.secondary = secondary; self.background = background
    }

    /// Day preset: black path, mid-grey context, transparent background (like the SDK's sample
    /// glyphs: black primary, 50 % grey secondary).
    public static let day = IconColors(primary: Color(r: 0, g: 0, b: 0), secondary: Color(r: 0x80, g: 0x80, b: 0x80))
    /// Night preset: white path, dark-grey context, transparent background, for dark dashboards.
    public static let night = IconColors(primary: Color(r: 255, g: 255, b: 255), secondary: Color(r: 0x70, g: 0x70, b: 0x70))

    /// The colour for a catalogue role.
    public subscript(role: ColorRole) -> Color {
        switch role {
        case .primary: return primary
        case .secondary: return secondary
        }
    }
}

/// Named colour presets.
public enum Theme: String, CaseIterable, Sendable {
    case day, night
    public var colors: IconColors { self == .day ? .day : .night }

    /// Parses `day` or `night` (any case).
    /// - Throws: `OptionError.invalidTheme` listing the valid names.
    public init(parsing s: String) throws(OptionError) {
        guard let t = Theme(rawValue: s.lowercased()) else {
            throw OptionError.invalidTheme(s, allowed: Theme.allCases.map(\.rawValue))
        }
        self = t
    }
}
