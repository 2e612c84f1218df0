#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ManeuverIcons

/// Handles SIGINT and SIGTERM (Ctrl-C, `timeout`, `kill`): the handler lets the library undo what
/// can be undone and say on standard error what the interruption left (`Interruption`: temporary
/// files removed; an output folder as it was, or its update left for the next run to finish),
/// then exits with 128 + the signal number (130, 143), as a shell expects. The handler is a plain
/// C signal handler: everything it calls is async-signal-safe and works on memory prepared here.
///
/// Call it first thing in `main`. A signal the tool was started ignoring (SIGINT, when a script
/// starts it in the background) stays ignored, as shells expect of their commands; one the
/// parent left blocked is unblocked, so that it is handled rather than left pending.
func installInterruptionHandlers() {
    Interruption.prepare()
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in [SIGINT, SIGTERM] where !isIgnored(number) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { signal in Interruption.interrupted(by: signal); _exit(128 + signal) }
        #else
        action.__sigaction_u.__sa_handler = { signal in Interruption.interrupted(by: signal); _exit(128 + signal) }
        #endif
        // While it runs: no second signal, and no SIGPIPE from a standard error whose reader is gone.
        sigemptyset(&action.sa_mask)
        for blocked in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&action.sa_mask, blocked) }
        sigaction(number, &action, nil)
        sigaddset(&handled, number)
    }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
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
