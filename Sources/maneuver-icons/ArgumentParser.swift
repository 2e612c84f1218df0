/// A small command-line argument parser: flags (`--flatten`), options with a value
/// (`--size 96`, `--size=96`, `-o file`), positionals, and `--` to end option parsing.
///
/// Rules:
/// - An option that takes a value consumes the next argument whatever it looks like, so negative
///   numbers (`--exit-angle -45`) and `-` (standard output) work as values.
/// - A lone `-` is a positional; any other argument starting with `-` must be a declared option.
/// - Giving an option twice is an error (it is almost always a typo or a script bug).
/// - Errors are `UsageError`s naming the bad argument and, for unknown options, the valid ones.

/// One declared option or flag.
struct OptionSpec: Sendable {
    /// Long name without the dashes, e.g. `output`.
    var name: String
    /// Optional one-letter short name, e.g. `o` for `-o`.
    var short: Character?
    /// Value placeholder for the help text (`<file>`); `nil` makes this a flag without a value.
    var valueName: String?
    /// One-line description for the help text, made when the help is printed (a description
    /// that lists names costs nothing in a run that prints no help).
    var help: String { makeHelp() }
    private let makeHelp: @Sendable () -> String

    static func flag(_ name: String, short: Character? = nil, _ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, makeHelp: help)
    }

    static func option(_ name: String, short: Character? = nil, value: String,
                       _ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: value, makeHelp: help)
    }

    var takesValue: Bool { valueName != nil }

    /// `-o, --output <file>` as shown in help and error messages.
    var synopsis: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--" + name
        if let v = valueName { s += " " + v }
        return s
    }
}

/// A command-line mistake: printed on standard error with the command's usage line; exit 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// The result of parsing: which flags were given, option values by long name, and positionals
/// in order. Flags and options are kept in the order given, each at most once; a command has a
/// dozen options at most, so a search is as quick as a hash table without building one.
struct ParsedArguments: Equatable {
    var flags: [String] = []
    var options: [Option] = []
    var positionals: [String] = []

    /// An option given with its value.
    struct Option: Equatable {
        var name: String
        var value: String
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options.first { $0.name == option }?.value }

    /// The option's value as a `T` (a number, …), or `nil` when the option is absent.
    /// - Throws: `UsageError` "invalid exit angle 'north': expected a number of degrees from 1 to 359" (the
    ///   option's words, the text as typed, and `expected`) unless the text is a decimal number
    ///   within `range` (when one is given; `1e309` reads as infinity and is outside any).
    /// A numeric option's value, written in decimal (`Double("0x2")` would read hexadecimal,
    /// `Double("inf")` infinity: neither is accepted).
    func value<T: LosslessStringConvertible & Numeric & Comparable>(_ option: String, as type: T.Type, in range: ClosedRange<T>? = nil,
                                                                    expected: String) throws(UsageError) -> T? {
        guard let text = self[option] else { return nil }
        guard isDecimalNumber(text), let value = T(text), range?.contains(value) ?? true else {
            throw UsageError("invalid \(String(option.map { $0 == "-" ? " " : $0 })) \(quoted(text)): expected \(expected)")
        }
        return value
    }
}

/// Whether `text` uses only the characters of a decimal number (digits, `.`, `e`/`E`, signs), so
/// that `Double(text)` reads no hexadecimal float, `inf` or `nan`.
func isDecimalNumber(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { "0123456789.eE+-".contains($0) }
}

/// Parses `arguments` (without the program and command names) against `specs`.
/// - Throws: `UsageError` for an unknown option (listing the valid ones), a missing or unexpected
///   value, or a repeated option.
func parseArguments(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false

    func lookup(_ argument: String) throws(UsageError) -> (OptionSpec, inlineValue: String?) {
        var inline: String? = nil
        let spec: OptionSpec?
        if argument.hasPrefix("--") {
            var name = Substring(argument.dropFirst(2))
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = name[..<eq]
            }
            spec = specs.first { $0.name == name }
        } else {
            var body = Substring(argument.dropFirst())
            if let eq = body.firstIndex(of: "=") {
                inline = String(body[body.index(after: eq)...])
                body = body[..<eq]
            }
            spec = body.count == 1 ? specs.first { $0.short == body.first } : nil
        }
        guard let spec else {
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            var message = "unknown option \(quoted(name))"
            if name.hasPrefix("--"), let near = nearestName(to: String(name.dropFirst(2)), among: specs.map(\.name)) {
                message += " (did you mean '--\(near)'?)"
            }
            throw UsageError(message + "; valid options: " + specs.map(\.synopsis).joined(separator: ", "))
        }
        return (spec, inline)
    }

    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
            result.positionals.append(argument)
            continue
        }
        if argument == "--" { optionsEnded = true; continue }
        let (spec, inline) = try lookup(argument)
        if result.has(spec.name) || result[spec.name] != nil {
            throw UsageError("option --\(spec.name) given more than once")
        }
        if spec.takesValue {
            if let inline {
                result.options.append(.init(name: spec.name, value: inline))
            } else if index < arguments.count {
                result.options.append(.init(name: spec.name, value: arguments[index]))
                index += 1
            } else {
                throw UsageError("option --\(spec.name) needs a value \(spec.valueName ?? "")")
            }
        } else {
            if inline != nil { throw UsageError("option --\(spec.name) takes no value") }
            result.flags.append(spec.name)
        }
    }
    return result
}

/// Help text: usage line, description, then one line per option with aligned descriptions.
func helpText(usage: String, summary: String, specs: [OptionSpec], details: String = "") -> String {
    var text = "USAGE: \(usage)\n\n\(summary)\n"
    if !specs.isEmpty {
        text += "\nOPTIONS:\n"
        let width = specs.map(\.synopsis.count).max() ?? 0
        for spec in specs {
            let pad = String(repeating: " ", count: width - spec.synopsis.count)
            text += "  \(spec.synopsis)\(pad)  \(spec.help)\n"
        }
    }
    if !details.isEmpty { text += "\n" + details + (details.hasSuffix("\n") ? "" : "\n") }
    return text
}
