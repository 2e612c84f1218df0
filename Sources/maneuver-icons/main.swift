#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(runTool(Array(CommandLine.arguments.dropFirst()), io: StandardIO()))
