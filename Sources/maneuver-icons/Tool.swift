import Foundation
import ManeuverIcons

/// Exit statuses (sysexits.h where one fits).
enum ExitStatus: Int32 {
    case success = 0
    /// Input/output or rendering failure, including input data that cannot be drawn (a step's
    /// lanes too many for --scale).
    case failure = 1
    /// EX_USAGE: unknown command or option, missing or malformed argument, bad option value.
    case usage = 64
}

/// A failure a command reports: a usage mistake (exit 64, followed by the command's usage line) or
/// another failure (exit 1).
enum ToolError: Error {
    case usage(String)
    case failure(String)

    init(_ error: UsageError) { self = .usage(error.message) }
}

/// Where a command's output goes: standard output as bytes (binary-safe), standard error as text.
/// Tests capture both with `CapturedIO`.
protocol ToolIO: AnyObject, Sendable {
    func writeOut(_ bytes: [UInt8]) throws(ToolError)
    func writeErr(_ text: String)
    /// True when standard error is a terminal (progress lines are shown only then).
    var errIsTerminal: Bool { get }
    /// True when standard output is a terminal (PNG bytes are not sent there unasked).
    var outIsTerminal: Bool { get }
    /// True when `path` names the file standard output is open on (`/dev/stdout`, or the file
    /// the shell redirected it to): writing there goes through standard output, keeping its
    /// position and append mode.
    func isStandardOutput(_ path: String) -> Bool
    /// The regular file standard input reads (`< file`), when it is one: an input given as `-`
    /// is that file for the checks that no output replaces the command's input.
    var standardInputFile: FileIdentity? { get }
}

extension ToolIO {
    func print(_ text: String) throws(ToolError) { try writeOut(Array((text + "\n").utf8)) }
    func isStandardOutput(_ path: String) -> Bool { false }
    var standardInputFile: FileIdentity? { nil }
}

/// A regular file's device and inode: the same file under any name or open descriptor.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(device: UInt64, inode: UInt64) { self.device = device; self.inode = inode }

    /// The regular file `info` describes, nil for anything else (a pipe, terminal, device).
    init?(_ info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The regular file at `path` (symbolic links followed), nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The regular file open on descriptor `fd`, nil when it is not a regular file.
    init?(fileDescriptor fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        self.init(info)
    }
}

/// The process's standard output and error.
final class StandardIO: ToolIO, Sendable {
    /// True when the caller started the tool with standard output closed.
    let outputClosed: Bool

    init(outputClosed: Bool = false) { self.outputClosed = outputClosed }

    /// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed; returns whether 1 was.
    static func holdClosedStreams() -> Bool {
        var outputClosed = false
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == 1 { outputClosed = true }
            let held = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if held >= 0 && held != fd { _ = dup2(held, fd); close(held) }
        }
        return outputClosed
    }

    func writeOut(_ bytes: [UInt8]) throws(ToolError) {
        if outputClosed { throw ToolError.failure("cannot write to standard output: it is closed") }
        guard OutputFiles.writeAll(bytes, toFileDescriptor: 1) else {
            throw ToolError.failure("cannot write to standard output: \(String(cString: strerror(errno)))")
        }
    }

    func writeErr(_ text: String) { writeStandardError(Array(text.utf8)) }

    var errIsTerminal: Bool { isatty(2) == 1 }
    var outIsTerminal: Bool { isatty(1) == 1 }

    var standardInputFile: FileIdentity? { FileIdentity(fileDescriptor: 0) }

    func isStandardOutput(_ path: String) -> Bool {
        var out = stat(), file = stat()
        return fstat(1, &out) == 0 && stat(path, &file) == 0 && out.st_dev == file.st_dev && out.st_ino == file.st_ino
    }
}

/// A command: its name, one-line summary, usage line, options, and what it does. The usage line
/// and the help text after the options are made when they are printed, not when a run starts.
struct Command: Sendable {
    var name: String
    var summary: String
    var specs: [OptionSpec]
    var run: @Sendable (ParsedArguments, ToolIO) throws(ToolError) -> Void
    private let makeUsage: @Sendable () -> String
    private let makeDetails: @Sendable () -> String

    init(name: String, summary: String, usage: @autoclosure @escaping @Sendable () -> String, specs: [OptionSpec],
         details: @autoclosure @escaping @Sendable () -> String = "",
         run: @escaping @Sendable (ParsedArguments, ToolIO) throws(ToolError) -> Void) {
        self.name = name; self.summary = summary; self.specs = specs; self.run = run
        makeUsage = usage; makeDetails = details
    }

    var usage: String { makeUsage() }
    var details: String { makeDetails() }
    var help: String { helpText(usage: usage, summary: summary, specs: specs, details: details) }
}

let helpOption = OptionSpec.flag("help", short: "h", "Show this help and exit.")

/// Every command, in help order.
let commands: [Command] = [renderCommand, lanesCommand, listCommand, routeCommand, stepCommand, feedCommand]

let topLevelHelp: String = {
    var text = """
    USAGE: maneuver-icons <command> [options]

    Renders turn-by-turn maneuver and lane icons (Google Navigation SDK maneuvers and lane shapes)
    as PNG or SVG.

    COMMANDS:

    """
    let width = commands.map(\.name.count).max() ?? 0
    for command in commands {
        text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))  \(command.summary)\n"
    }
    text += """

    OPTIONS:
      -h, --help   Show this help and exit.
      --version    Show the version and licence and exit.

    Run 'maneuver-icons <command> --help' (or 'maneuver-icons help <command>') for a command's
    options.

    EXIT STATUS:
      0    success
      1    a failure: reading or writing a file, or input that cannot be drawn (a step or
           route whose lanes make an image too large for --scale); no file is left half-written
      64   a mistake in the command line (unknown command or option, bad value, conflicting
           options, an output that would replace the input), found before anything is written
      130  interrupted (143: terminated); temporary files are removed

    """
    return text
}()

/// The usage error for the first of the raw command-line arguments (without the program name)
/// that is not valid UTF-8, or nil when all are. Swift's `CommandLine.arguments` replaces such
/// bytes with U+FFFD, so `-o $'\xff.png'` would write a file of another name and a step file of
/// such a name would be "not found": refused instead, before anything is read or written. The
/// bytes are shown with `\xHH` escapes outside printable ASCII.
func nonUTF8ArgumentError(_ raw: [[UInt8]]) -> String? {
    guard let index = raw.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil }) else { return nil }
    let bytes = raw[index].prefix(300)
    return "argument \(index + 1) ('\(bytesShownEscaped(bytes))\(raw[index].count > 300 ? "…" : "")') is not valid UTF-8; "
        + "names, values and file paths must be UTF-8"
}

/// `bytes` for a message: valid UTF-8 as its characters (escaped as every quoted value is), each
/// byte of an invalid sequence as `\xHH`, and a backslash as `\x5C` so the two cannot be confused.
func bytesShownEscaped(_ bytes: ArraySlice<UInt8>) -> String {
    var shown = "", parser = Unicode.UTF8.ForwardParser(), iterator = bytes.makeIterator(), offset = bytes.startIndex
    func hex(_ b: UInt8) -> String { "\\x" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true) }
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
            let scalar = Unicode.UTF8.decode(encoded)
            shown += scalar == "\\" ? hex(0x5C) : String(Character(scalar)).escapedForMessage
            offset += encoded.count
        case .error(let length):
            shown += bytes[offset ..< offset + length].map(hex).joined()
            offset += length
        case .emptyInput:
            return shown
        }
    }
}

/// Runs the tool with `arguments` (without the program name) and returns the exit status.
func runTool(_ arguments: [String], io: ToolIO) -> Int32 {
    guard let first = arguments.first else {
        io.writeErr("maneuver-icons: error: missing command\n\n" + topLevelHelp)
        return ExitStatus.usage.rawValue
    }
    switch first {
    case "-h", "--help", "help":
        return finish({ () throws(ToolError) in
            // `help <command>` (or `--help <command>`, as `<command> --help`) shows that
            // command's help; anything else after it is a usage error like a command's stray
            // argument (`list extra`).
            let rest = arguments.dropFirst()
            if let name = rest.first {
                guard let command = commands.first(where: { $0.name == name }) else {
                    var what = "unknown command \(quoted(name)) after \(first)"
                    if let near = nearestCommand(to: name) { what += " (did you mean '\(near)'?)" }
                    throw ToolError.usage(what + "; valid commands: " + commands.map(\.name).joined(separator: ", "))
                }
                if rest.count > 1 {
                    throw ToolError.usage("unexpected argument \(quoted(rest[rest.startIndex + 1])) after \(first) \(name)")
                }
                try io.print(command.help.trimmingTrailingNewline)
                return
            }
            try io.print(topLevelHelp.trimmingTrailingNewline)
        }, command: nil, io: io)
    case "--version":
        return finish({ () throws(ToolError) in
            // Like a command's stray argument (`list extra`): a usage error, not silently ignored.
            if arguments.count > 1 {
                throw ToolError.usage("unexpected argument \(quoted(arguments[1])) after --version, which takes none")
            }
            try io.print("\(ManeuverIconsPackage.name) \(ManeuverIconsPackage.version)\nLicence: \(ManeuverIconsPackage.license)")
        }, command: nil, io: io)
    default:
        break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
        let names = commands.map(\.name)
        var what = first.hasPrefix("-") ? "unknown option \(quoted(first))" : "unknown command \(quoted(first))"
        if !first.hasPrefix("-"), let near = nearestCommand(to: first) { what += " (did you mean '\(near)'?)" }
        io.writeErr("maneuver-icons: error: \(what); valid commands: \(names.joined(separator: ", ")); options: --help, --version\n")
        return ExitStatus.usage.rawValue
    }
    return finish({ () throws(ToolError) in
        let parsed: ParsedArguments
        do throws(UsageError) { parsed = try parseArguments(Array(arguments.dropFirst()), specs: command.specs) } catch {
            throw ToolError(error)
        }
        if parsed.has("help") {
            try io.print(command.help.trimmingTrailingNewline)
            return
        }
        try command.run(parsed, io)
    }, command: command, io: io)
}

/// The command a mistyped name most likely meant: the closest by edit distance, at most 1 edit
/// away for names of up to 4 letters and 2 for longer ones; `nil` when none is that close.
func nearestCommand(to name: String) -> String? { nearestName(to: name, among: commands.map(\.name)) }

/// The one of `names` within a small edit distance of `name` (1 for names up to 4 letters, else
/// 2; letter case ignored), the closest first; nil when none is, or `name` is over 24 letters.
func nearestName(to name: String, among names: [String]) -> String? {
    let typed = Array(name.lowercased().utf8)
    guard typed.count <= 24 else { return nil }
    let allowed = typed.count <= 4 ? 1 : 2
    let scored = names.map { ($0, editDistance(typed, Array($0.utf8))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed else { return nil }
    return best.0
}

/// Edit distance between two byte strings counting insertions, deletions, substitutions and
/// swaps of two neighbours (`stpe` → `step` is 1), each edit once (optimal string alignment).
private func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var beforePrevious: [Int] = [], previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous) = (previous, current)
    }
    return previous[b.count]
}

/// Runs `body` and turns its outcome into an exit status and standard-error text.
private func finish(_ body: () throws(ToolError) -> Void, command: Command?, io: ToolIO) -> Int32 {
    do {
        try body()
        return ExitStatus.success.rawValue
    } catch {
        switch error.shortened {
        case .usage(let message):
            var text = "maneuver-icons: error: \(message)\n"
            if let command {
                text += "USAGE: \(command.usage)\nRun 'maneuver-icons \(command.name) --help' for the options.\n"
            }
            io.writeErr(text)
            return ExitStatus.usage.rawValue
        case .failure(let message):
            io.writeErr("maneuver-icons: error: \(message)\n")
            return ExitStatus.failure.rawValue
        }
    }
}

extension ToolError {
    /// The error with its message cut at `messageLimit` Unicode scalars (`shortened`), its
    /// control and bidi characters escaped: each message quotes the user's text escaped already,
    /// this catches any that does not (escaping twice changes nothing).
    var shortened: ToolError {
        func cut(_ message: String) -> String {
            maneuver_icons.shortened(message.escapedForMessage, limit: messageLimit)
        }
        switch self {
        case .usage(let message): return .usage(cut(message))
        case .failure(let message): return .failure(cut(message))
        }
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}

/// Writes `bytes` to standard error without dying of SIGPIPE when its reader has gone (`2>` into
/// a pipe whose reader exited): a diagnostic must never turn the exit status into 141 or stop a
/// run that would succeed. SIGPIPE is blocked on this thread for the write, and one the write
/// raised is taken off the thread's pending signals before the old mask comes back.
func writeStandardError(_ bytes: [UInt8]) {
    #if canImport(Glibc)
    var block = sigset_t(), old = sigset_t(), pending = sigset_t()
    sigemptyset(&block)
    sigaddset(&block, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &block, &old)
    sigpending(&pending)
    let wasPending = sigismember(&pending, SIGPIPE) == 1
    if !OutputFiles.writeAll(bytes, toFileDescriptor: 2) && errno == EPIPE && !wasPending {
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&block, nil, &now)
    }
    pthread_sigmask(SIG_SETMASK, &old, nil)
    #else
    _ = fcntl(2, F_SETNOSIGPIPE, 1)
    _ = OutputFiles.writeAll(bytes, toFileDescriptor: 2)
    #endif
}
