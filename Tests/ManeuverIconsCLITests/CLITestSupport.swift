import Foundation
@testable import maneuver_icons
// The shared test helpers (scratch folders, PNG headers, repository paths), for every file here.
@_exported import TestSupport

/// Standard output and error captured in memory, for running commands in-process.
final class CapturedIO: ToolIO, @unchecked Sendable {
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errText = ""
    let errIsTerminal: Bool
    let outIsTerminal: Bool
    /// The regular file standard input is taken to read (`< file`): the tool's checks that no
    /// output replaces an input given as `-` see it, while nothing here redirects descriptor 0.
    let standardInputFile: FileIdentity?
    /// The path standard output is taken to be redirected to (`> file`), if any.
    let standardOutputPath: String?

    init(errIsTerminal: Bool = false, outIsTerminal: Bool = false, standardInputFile: FileIdentity? = nil,
         standardOutputPath: String? = nil) {
        self.errIsTerminal = errIsTerminal
        self.outIsTerminal = outIsTerminal
        self.standardInputFile = standardInputFile
        self.standardOutputPath = standardOutputPath
    }

    func isStandardOutput(_ path: String) -> Bool { path == standardOutputPath }

    func writeOut(_ bytes: [UInt8]) throws(ToolError) { lock.withLock { outBytes += bytes } }
    func writeErr(_ text: String) { lock.withLock { errText += text } }

    var out: [UInt8] { lock.withLock { outBytes } }
    var err: String { lock.withLock { errText } }
}

/// The outcome of one run of the tool.
struct ToolRun {
    var status: Int32
    var out: [UInt8]
    var err: String
    var outText: String { String(decoding: out, as: UTF8.self) }
}

/// Runs the tool in-process, as `maneuver-icons <arguments>`.
func tool(_ arguments: String...) -> ToolRun { tool(arguments) }

func tool(_ arguments: [String], errIsTerminal: Bool = false, outIsTerminal: Bool = false,
          standardInputFile: FileIdentity? = nil, standardOutputPath: String? = nil) -> ToolRun {
    let io = CapturedIO(errIsTerminal: errIsTerminal, outIsTerminal: outIsTerminal, standardInputFile: standardInputFile,
                        standardOutputPath: standardOutputPath)
    let status = runTool(arguments, io: io)
    return ToolRun(status: status, out: io.out, err: io.err)
}
