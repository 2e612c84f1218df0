#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffers reused by flattening and stroking, one set per thread: after the first calls on a
/// thread, `Path.flattened` and `Stroker.stroke` allocate only the arrays of the `FillOutline` they
/// return.
///
/// Each thread keeps its set in a pthread thread-specific slot (freed when the thread exits).
/// `with` takes the set out of the slot for the duration of the call and puts it back afterwards,
/// so a nested call on the same thread gets a fresh set, and nothing is ever shared between
/// threads. A set that grew beyond `maxRetainedBytes` (a huge path) is freed instead of kept.
/// Since only the one `with` call that took a set uses it, its buffers skip the run-time
/// exclusivity checks of class properties (`@exclusivity(unchecked)`).
final class GeometryScratch {
    /// The flattened subpaths.
    @exclusivity(unchecked) var lines = Polylines(capacity: 256)
    /// The stroke writer's output and scratch.
    @exclusivity(unchecked) var stroke = StrokeOutlineWriter.Buffers()

    /// Largest set kept for the next call on the thread.
    static let maxRetainedBytes = 1 << 20

    var retainedBytes: Int { lines.byteCapacity + stroke.byteCapacity }

    /// Runs `body` with this thread's set (or a fresh one when the thread's set is in use, or
    /// when the process has no thread-specific slot left for it).
    static func with<R>(_ body: (GeometryScratch) -> R) -> R {
        guard let key = scratchKey else { return body(GeometryScratch()) }
        let scratch: GeometryScratch
        if let slot = pthread_getspecific(key) {
            pthread_setspecific(key, nil)
            scratch = Unmanaged<GeometryScratch>.fromOpaque(slot).takeRetainedValue()
        } else {
            scratch = GeometryScratch()
        }
        let result = body(scratch)
        if scratch.retainedBytes <= maxRetainedBytes && pthread_getspecific(key) == nil {
            pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
        }
        return result
    }
}

/// Releases a thread's `GeometryScratch` when the thread exits.
private func releaseScratch(_ slot: UnsafeMutableRawPointer?) {
    guard let slot else { return }
    Unmanaged<GeometryScratch>.fromOpaque(slot).release()
}

/// The thread-specific slot holding each thread's `GeometryScratch` (created once, lazily); nil
/// when the process has used up its slots (`PTHREAD_KEYS_MAX`), and then nothing is kept.
private let scratchKey: pthread_key_t? = {
    var key = pthread_key_t()
    guard pthread_key_create(&key, { releaseScratch($0) }) == 0 else { return nil }
    return key
}()
