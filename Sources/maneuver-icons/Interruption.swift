#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ManeuverIcons

/// Handles SIGINT and SIGTERM (Ctrl-C, `timeout`, `kill`): removes the temporary files being
/// written, says so on standard error in one line, then exits with 128 + the signal number (130,
/// 143) as a shell expects. Files already renamed into place stay, and each of them is whole.
///
/// Both signals are blocked in the calling thread, before the process starts any other thread
/// (call it first thing in `main`), so every thread started later inherits the block and the
/// signals stay pending until one thread, started here, takes them with `sigwait`. That thread
/// runs outside signal context, so it may take the temporary-file lock. (A Dispatch signal source
/// followed by `signal(SIG_IGN)` lost about one signal in twenty: Dispatch installs its own
/// handler asynchronously, and when the `SIG_IGN` came after it, the signal was ignored for the
/// rest of the run. Found by review 66.) A signal the tool was started ignoring (SIGINT, when a
/// script starts it in the background) stays ignored, as shells expect of their commands.
func installInterruptionHandlers() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM] where !isIgnored(number) { sigaddset(&signals, number) }
    guard sigismember(&signals, SIGINT) == 1 || sigismember(&signals, SIGTERM) == 1 else { return }
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let waiter = Thread { [signals] in
        // Named in /proc (`ps -L`; the test that checks the other threads' masks tells it by its
        // name). Written directly: Foundation's `Thread.name` left about one waiter in thirty
        // unnamed.
        #if os(Linux)
        _ = try? "signal waiter".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        #endif
        var signals = signals
        var number: Int32 = 0
        // sigwait fails only for an invalid set; it never returns without a signal otherwise.
        while sigwait(&signals, &number) != 0 {}
        _ = IconSetFiles.removeTemporaryFilesInFlight()
        let note = "maneuver-icons: interrupted by \(number == SIGINT ? "SIGINT" : "SIGTERM"); "
            + "its temporary files are removed and the files already written are whole\n"
        writeStandardError(Array(note.utf8))
        _exit(128 + number)
    }
    waiter.start()
}

/// True when the process started with `number` ignored (`SIG_IGN`).
private func isIgnored(_ number: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    #if canImport(Glibc)
    let handler = current.__sigaction_handler.sa_handler
    #else
    let handler = current.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}
