/// A user-supplied option value that is out of range or malformed. Each case names the bad value
/// and what is allowed, so a command-line tool can print `description` as it is (the value is
/// quoted with its control and bidi characters escaped, see `escapedForMessage`).
public enum OptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A colour that is not `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    case invalidColor(String)
    /// An image size that is neither `square96`, `square48` nor a number of points in `allowed`.
    case invalidSize(String, allowed: ClosedRange<Double>)
    /// A theme name that is not one of `allowed`.
    case invalidTheme(String, allowed: [String])

    public var description: String {
        switch self {
        case .invalidColor(let s):
            return "invalid colour \(s.quotedForMessage): expected #RRGGBB or #RRGGBBAA (hex digits)"
        case .invalidSize(let s, let r):
            return "invalid size \(s.quotedForMessage): expected square96, square48 or a number of points from \(r.lowerBound.clean) to \(r.upperBound.clean)"
        case .invalidTheme(let s, let allowed):
            return "invalid theme \(s.quotedForMessage): expected one of \(allowed.joined(separator: ", "))"
        }
    }
}
