import Foundation   // JSONSerialization, to read a previous manifest

/// `manifest.json`, the last file of every set this tool writes into a folder: who wrote it
/// (generator, version, licence), which command (`kind`), then the command's fields, among them
/// `files` (an icon set's also `supportFiles`), each entry with its `path` relative to the folder
/// and its `sha256`. A rerun reads the previous manifest to know which files are its own.
package enum Manifest {
    package static let fileName = "manifest.json"

    /// The text: `generator`, `version`, `license`, `kind`, then `fields` in order, one per line,
    /// an array's entries one per line. No time stamps: the same content gives the same bytes.
    package static func json(kind: ManifestKind, _ fields: [(String, ManifestValue)]) -> [UInt8] {
        let package = ManeuverIconsPackage.self
        let header: [(String, ManifestValue)] = [("generator", .string(package.name)), ("version", .string(package.version)),
                                                 ("license", .string(package.license)), ("kind", .string(kind.rawValue))]
        let lines = (header + fields).map { key, value -> String in
            guard case .array(let entries) = value, !entries.isEmpty else { return "  \(key.jsonQuoted): \(value.inline)" }
            return "  \(key.jsonQuoted): [\n" + entries.map { "    " + $0.inline }.joined(separator: ",\n") + "\n  ]"
        }
        return Array(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
    }

    /// A manifest of this tool's kind (nil: an unknown one) and the files its `files` and
    /// `supportFiles` list, safe relative paths only, so a damaged or hostile manifest never
    /// points outside the folder; nil when it is no manifest of this tool (not JSON, another
    /// generator). One of ours without `kind` is an icon set's (it has `layout`).
    package static func contents(of data: [UInt8]) -> (kind: ManifestKind?, files: [ListedFile])? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
              root["generator"] as? String == ManeuverIconsPackage.name else { return nil }
        let kind = root["kind"] == nil ? (root["layout"] is String ? .iconSet : nil) : (root["kind"] as? String).flatMap(ManifestKind.init)
        let files = ["files", "supportFiles"].flatMap { key in
            (root[key] as? [[String: Any]] ?? []).compactMap { entry -> ListedFile? in
                guard let path = entry["path"] as? String, isSafeRelativePath(path) else { return nil }
                return ListedFile(path: path, sha256: entry["sha256"] as? String)
            }
        }
        return (kind, files)
    }

    /// The files the previous run of `kind` wrote into `root`, as its manifest lists them; none
    /// without a manifest. Reads nothing but a regular file of at most 64 MiB.
    /// - Throws: `IconSetError.foreignManifest` when a manifest.json is there but is no manifest
    ///   of `kind` by this tool (another program's, the other command's, a damaged one, a folder):
    ///   the caller must write nothing into that folder.
    package static func previousFiles(in root: String, kind: ManifestKind) throws(IconSetError) -> [ListedFile] {
        let path = root + "/" + fileName
        let data: [UInt8]
        switch OutputFiles.readExisting(path, limit: 64 << 20) {
        case .absent: return []
        case .notRegular: throw IconSetError.foreignManifest(path: path, reason: "is not a regular file")
        case .tooLarge(let count): throw IconSetError.foreignManifest(path: path, reason: "has \(count) bytes, more than a manifest of maneuver-icons")
        case .unreadable(let why): throw IconSetError.io(path: path, reason: "cannot read: " + why)
        case .contents(let bytes): data = bytes
        }
        guard let parsed = contents(of: data), let found = parsed.kind else {
            // Not JSON but naming this tool as generator: ours, cut short or merged badly.
            let damaged = (try? JSONSerialization.jsonObject(with: Data(data))) == nil
                && String(decoding: data, as: UTF8.self).range(of: #""generator"\s*:\s*"maneuver-icons""#, options: .regularExpression) != nil
            throw IconSetError.foreignManifest(path: path, reason: damaged
                ? "is a manifest of maneuver-icons that is not valid JSON any more (truncated, or a merge conflict?): restore it, or remove it and rerun"
                : "was not written by maneuver-icons")
        }
        guard found == kind else { throw IconSetError.foreignManifest(path: path, reason: "was written by \(found.command), not \(kind.command)") }
        return parsed.files
    }

    /// A relative path without empty, `.` or `..` components or control characters.
    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.unicodeScalars.contains { $0.value < 0x20 }
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

/// Which command wrote a manifest (its `kind`). A previous manifest is used only by the same
/// command, so `route` and `render --all` never replace or remove each other's files.
package enum ManifestKind: String, Sendable {
    case iconSet = "icon-set", route

    var command: String { self == .iconSet ? "'maneuver-icons render --all'" : "'maneuver-icons route'" }
}

/// A file a previous run wrote: its path relative to the folder and the SHA-256 (lower-case hex)
/// of its bytes, when the manifest records it.
package struct ListedFile: Hashable, Sendable {
    package var path: String, sha256: String?

    package init(path: String, sha256: String?) { self.path = path; self.sha256 = sha256 }
}
