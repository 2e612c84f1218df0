import Foundation

/// A fresh, empty folder under the temporary directory, removed with everything in it when the
/// value is released.
public final class ScratchFolder: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("maneuver-icons-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The bytes of the file at `path`, nil when it cannot be read.
public func readBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
}
