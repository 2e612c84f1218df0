#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ManeuverIcons

/// Handles SIGINT and SIGTERM (Ctrl-C, `timeout`, `kill`): removes the temporary files being
/// written, says so on standard error in one line, then exits with 128 + the signal number (130, 143) as a shell expects. Files already
/// renamed into place stay, and each of them is whole. The handler runs on a Dispatch queue, not
/// in signal context, so it may take the temporary-file lock.
/// - Returns: the signal sources, to be kept alive for the life of the process.
func installInterruptionHandlers() -> [DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            IconSetFiles.removeTemporaryFilesInFlight()
            let note = "maneuver-icons: interrupted by \(number == SIGINT ? "SIGINT" : "SIGTERM"); "
                + "its temporary files are removed and the files already written are whole\n"
            writeStandardError(Array(note.utf8))
            _exit(128 + number)
        }
        source.resume()
        signal(number, SIG_IGN)   // the source still sees the signal; the default action would kill first
        return source
    }
}
