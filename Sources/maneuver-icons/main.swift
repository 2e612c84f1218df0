#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let interruptionHandlers = installInterruptionHandlers()
exit(runTool(Array(CommandLine.arguments.dropFirst()), io: StandardIO()))
