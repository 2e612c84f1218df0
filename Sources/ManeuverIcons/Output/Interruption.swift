#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What the command line's SIGINT and SIGTERM handler removes and says (`interrupted(by:)`), as
/// the writers record it. Single files (`OutputFiles.write`): their temporary files are removed.
/// A folder run (`OutputFolder`, one at a time): "before anything in '<folder>' changed" (the
/// next run removes what was staged), or once its commit folder exists "while moving the new
/// files into '<folder>'; the next run into that folder finishes the update", or once every file
/// is in place "after every new file was in place in '<folder>'". Async-signal-safe:
/// atomics, memory `prepare()` allocated, and `unlink`, `fstatat`, `write` only.
package enum Interruption {
    private static let slotCount = 2, pathBytes = 4096
    /// The temporary paths in flight, the folder's name for messages, the commit folder's name.
    nonisolated(unsafe) private static let memory = UnsafeMutablePointer<CChar>.allocate(capacity: (slotCount + 2) * pathBytes)
    private static let folderText = slotCount * pathBytes, commitText = folderText + pathBytes
    /// The folder run's files are all in place (`folderUpdated`), its commit folder going.
    private static let updated = Atomic<Bool>(false)
    /// Bit n: slot n is taken (`claimed`) and holds a path in flight (`ready`).
    private static let claimed = Atomic<UInt32>(0), ready = Atomic<UInt32>(0)
    /// The folder run's name's length (0: none) and its open folder (its lock's descriptor, or -1).
    private static let folder = Atomic<Int>(-1), folderLength = Atomic<Int>(0)

    /// Allocates what the handler reads; call before installing it.
    package static func prepare() {
        copy(OutputFolder.commitName, to: commitText)
        _ = claimed.load(ordering: .relaxed) | ready.load(ordering: .relaxed)
        _ = folder.load(ordering: .relaxed) + folderLength.load(ordering: .relaxed)
        _ = updated.load(ordering: .relaxed)
    }

    /// Records the temporary file `path` as in flight. - Returns: its slot; nil when none is free.
    static func register(_ path: String) -> Int? {
        guard path.utf8.count < pathBytes else { return nil }
        for slot in 0..<slotCount where claimed.bitwiseOr(1 << slot, ordering: .acquiring).oldValue & (1 << slot) == 0 {
            copy(path, to: slot * pathBytes)
            ready.bitwiseOr(1 << slot, ordering: .releasing)
            return slot
        }
        return nil
    }

    /// The temporary file of `slot` is renamed or removed.
    static func release(_ slot: Int) {
        ready.bitwiseAnd(~(1 << slot), ordering: .releasing)
        claimed.bitwiseAnd(~(1 << slot), ordering: .releasing)
    }

    /// Records a run into the folder `name` (from before it draws), unless one is recorded.
    package static func beginFolderRun(_ name: String) {
        guard folderLength.load(ordering: .acquiring) == 0 else { return }
        folderLength.store(copy("'\(name.shortenedForMessage)'", to: folderText), ordering: .releasing)
    }

    /// The recorded folder is open as `descriptor` (-1: no longer).
    static func folderOpened(_ descriptor: Int32) { folder.store(Int(descriptor), ordering: .releasing) }

    /// Every file of the recorded folder run is in place; only its commit folder is left to go.
    static func folderUpdated() { updated.store(true, ordering: .releasing) }

    /// The recorded folder run is over (its set is in place, or it failed).
    package static func endFolderRun() {
        folder.store(-1, ordering: .releasing)
        folderLength.store(0, ordering: .releasing)
        updated.store(false, ordering: .releasing)
    }

    /// Copies `text` with a NUL into the memory at `offset` (at most `pathBytes` in all).
    @discardableResult
    private static func copy(_ text: String, to offset: Int) -> Int {
        let bytes = text.utf8.prefix(pathBytes - 1)
        for (i, byte) in bytes.enumerated() { memory[offset + i] = CChar(bitPattern: byte) }
        memory[offset + bytes.count] = 0
        return bytes.count
    }

    /// Removes the temporary files in flight and says what the interruption left (see the type);
    /// the caller then exits. Async-signal-safe.
    package static func interrupted(by signal: Int32) {
        say("maneuver-icons: interrupted by ")
        say(signal == SIGINT ? "SIGINT" : "SIGTERM")
        let inFlight = ready.load(ordering: .acquiring)
        for slot in 0..<slotCount where inFlight & (1 << slot) != 0 { unlink(memory + slot * pathBytes) }
        let length = folderLength.load(ordering: .acquiring), descriptor = Int32(folder.load(ordering: .acquiring))
        guard length > 0 else { return say("; no file is left half-written\n") }
        if updated.load(ordering: .acquiring) {
            say(" after every new file was in place in ")
            _ = write(2, memory + folderText, length)
            return say("\n")
        }
        var info = stat()
        let committed = descriptor >= 0 && fstatat(descriptor, memory + commitText, &info, AT_SYMLINK_NOFOLLOW) == 0
        say(committed ? " while moving the new files into " : " before anything in ")
        _ = write(2, memory + folderText, length)
        say(committed ? "; the next run into that folder finishes the update\n" : " changed\n")
    }

    private static func say(_ text: StaticString) { _ = write(2, text.utf8Start, text.utf8CodeUnitCount) }
}
