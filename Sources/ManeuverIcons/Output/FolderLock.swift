#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on an output folder while a run writes into it, so runs into one folder
/// take turns (`render --all`, `route`, and `step` on its files' folders). Advisory, no file,
/// released when the value goes; where the file system cannot lock, the run goes unlocked.
package final class FolderLock {
    let descriptor: Int32

    /// Waits until no other run holds `folder`'s lock, then holds it; `waiting` is called once
    /// before waiting. - Throws: `IconSetError.outputNotWritable` when it cannot be opened.
    package init(_ folder: String, waiting: (() -> Void)? = nil) throws(IconSetError) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IconSetError.outputNotWritable(path: folder, reason: "cannot open: " + OutputFiles.reason()) }
        var result = flock(descriptor, LOCK_EX | LOCK_NB)
        while result != 0 && errno == EINTR { result = flock(descriptor, LOCK_EX | LOCK_NB) }
        if result != 0 && errno == EWOULDBLOCK {
            waiting?()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Whether `path` still names the locked folder (not removed or replaced meanwhile).
    func holdsFolder(at path: String) -> Bool {
        var held = stat(), named = stat()
        return fstat(descriptor, &held) == 0 && stat(path, &named) == 0 && held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }
}
