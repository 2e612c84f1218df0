#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Standard streams the caller closed are held on /dev/null first, so that no file this run opens
// (a temporary PNG) becomes descriptor 1 or 2 and receives the output; writes to a closed standard
// output are then reported as such. Then SIGINT and SIGTERM get their handler (Interruption.swift).
let closedStandardOutput = StandardIO.holdClosedStreams()
installInterruptionHandlers()
// (`max`: an exec with an empty argv gives argc 0, where `1 ..< 0` would trap.)
let rawArguments = (1 ..< max(1, Int(CommandLine.argc))).map { i -> [UInt8] in
    guard let argument = CommandLine.unsafeArgv[i] else { return [] }
    return Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
}
if let message = nonUTF8ArgumentError(rawArguments) {
    StandardIO(outputClosed: closedStandardOutput).writeErr("maneuver-icons: error: \(message)\nRun 'maneuver-icons --help' for the commands.\n")
    exit(ExitStatus.usage.rawValue)
}
exit(runTool(Array(CommandLine.arguments.dropFirst()), io: StandardIO(outputClosed: closedStandardOutput)))
