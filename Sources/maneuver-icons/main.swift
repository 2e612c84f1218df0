#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Standard streams the caller closed are held on /dev/null first, so that no file this run opens
// (a temporary PNG, a signal descriptor) becomes descriptor 1 or 2 and receives the output;
// writes to a closed standard output are then reported as such.
let closedStandardOutput = StandardIO.holdClosedStreams()
let interruptionHandlers = installInterruptionHandlers()
exit(runTool(Array(CommandLine.arguments.dropFirst()), io: StandardIO(outputClosed: closedStandardOutput)))
