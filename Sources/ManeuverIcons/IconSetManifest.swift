import Foundation   // JSONSerialization, to read a previous manifest

/// `manifest.json` of a generated icon set: one entry per image (what it shows, size in points,
/// scale, pixel size, theme, path relative to the set's folder, byte count and SHA-256) and the
/// support files (gallery, asset catalog Contents.json). Entries are sorted by path and carry no
/// time stamps, so the same set always gives the same bytes.
public struct IconSetManifest: Sendable, Equatable {
    /// One image.
    public struct File: Sendable, Equatable {
        public var item: IconSetItem
        /// Path relative to the set's folder, `/`-separated.
        public var path: String { item.path }
        /// Image size in device pixels.
        public var pixelWidth: Int, pixelHeight: Int
        /// PNG size in bytes.
        public var byteCount: Int
        /// SHA-256 of the PNG file, lower-case hex.
        public var sha256: String
    }

    /// A file that is not an image: `index.html`, an asset catalog's `Contents.json`.
    public struct SupportFile: Sendable, Equatable {
        public var path: String
        public var sha256: String
    }

    public var layout: IconSetLayout
    /// Images, sorted by path.
    public var files: [File]
    /// Support files, sorted by path.
    public var supportFiles: [SupportFile]

    /// The manifest's own file name inside the set's folder.
    public static let fileName = "manifest.json"

    /// Every path the manifest lists (images and support files, not the manifest itself).
    public var allPaths: [String] { files.map(\.path) + supportFiles.map(\.path) }

    /// The manifest as JSON text: fixed key order, one entry per line, trailing newline.
    public var json: String {
        var out = "{\n"
        out += "  \"generator\": \"maneuver-icons\",\n"
        out += "  \"kind\": \"\(ManifestKind.iconSet.rawValue)\",\n"
        out += "  \"layout\": \(IconSetJSON.quote(layout.rawValue)),\n"
        out += "  \"files\": [\n"
        out += files.map { "    " + Self.object(for: $0) }.joined(separator: ",\n")
        out += "\n  ],\n  \"supportFiles\": [\n"
        out += supportFiles.map { "    {\"path\": \(IconSetJSON.quote($0.path)), \"sha256\": \"\($0.sha256)\"}" }
            .joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }

    private static func object(for file: File) -> String {
        var fields: [(String, String)] = [("path", IconSetJSON.quote(file.path))]
        let scale = file.item.scale
        switch file.item.subject {
        case .maneuver(let maneuver, let size):
            fields += [
                ("kind", "\"maneuver\""), ("maneuver", IconSetJSON.quote(maneuver.docsName)),
                ("swiftName", IconSetJSON.quote(maneuver.swiftName)), ("rawValue", String(maneuver.rawValue)),
                ("size", IconSetJSON.quote(size.name)),
            ]
        case .lanes(let set, let layout):
            fields += [
                ("kind", "\"lanes\""), ("name", IconSetJSON.quote(set.name)),
                ("lanes", IconSetJSON.quote(LaneSpec.format(set.lanes))),
                ("laneLayout", IconSetJSON.quote(IconSetNaming.layoutName(layout))),
            ]
        }
        fields += [
            ("pointWidth", file.item.points.width.clean), ("pointHeight", file.item.points.height.clean),
            ("scale", scale.clean), ("pixelWidth", String(file.pixelWidth)), ("pixelHeight", String(file.pixelHeight)),
            ("theme", IconSetJSON.quote(file.item.theme.rawValue)), ("bytes", String(file.byteCount)),
            ("sha256", "\"\(file.sha256)\""),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The paths listed by a manifest file's `files` and `supportFiles`, keeping only safe relative
    /// paths (no absolute path, no `..` or `.` component, no empty component), so a damaged or
    /// hostile manifest can never point outside the set's folder.
    /// - Returns: `nil` when `data` is not a manifest this tool wrote (not JSON, wrong shape).
    public static func listedPaths(inManifestData data: [UInt8]) -> [String]? {
        listedFiles(inManifestData: data)?.map(\.path)
    }

    /// `listedPaths` with each file's recorded `sha256` (nil when the entry has none).
    public static func listedFiles(inManifestData data: [UInt8]) -> [ListedFile]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
              root["generator"] as? String == "maneuver-icons" else { return nil }
        var files: [ListedFile] = []
        for key in ["files", "supportFiles"] {
            for entry in root[key] as? [[String: Any]] ?? [] {
                if let path = entry["path"] as? String, isSafeRelativePath(path) {
                    files.append(ListedFile(path: path, sha256: entry["sha256"] as? String))
                }
            }
        }
        return files
    }

    /// What wrote a manifest file: `nil` when it is not one of this tool's (not JSON, no
    /// `"generator": "maneuver-icons"`, or an unknown kind). A manifest of ours without a `kind`
    /// field is an icon set's (icon-set manifests from before the field; route manifests always had it).
    public static func kind(ofManifestData data: [UInt8]) -> ManifestKind? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
              root["generator"] as? String == "maneuver-icons" else { return nil }
        guard let kind = root["kind"] else { return root["layout"] is String ? .iconSet : nil }
        return (kind as? String).flatMap(ManifestKind.init(rawValue:))
    }

    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

/// Which command of this tool wrote a `manifest.json`: its top-level `"kind"` field. A folder's
/// previous manifest is used for removing stale files only when it is of the same kind, so
/// `route` and `render --all` never delete each other's files.
public enum ManifestKind: String, Sendable, CaseIterable {
    /// `render --all` (`IconSetGenerator`).
    case iconSet = "icon-set"
    /// `route`: the step images of a route response.
    case route

    /// The command, for messages: `'maneuver-icons render --all'`.
    public var command: String {
        switch self {
        case .iconSet: return "'maneuver-icons render --all'"
        case .route: return "'maneuver-icons route'"
        }
    }
}

extension IconSetFiles {
    /// The largest `manifest.json` read (a whole flat icon set's is about 400 kB).
    static let manifestByteLimit = 64 << 20

    /// The files an earlier run of `kind` wrote into `root`, for removing stale files after
    /// writing: those the `manifest.json` lists (safe relative paths, see
    /// `IconSetManifest.listedFiles(inManifestData:)`), then those of a journal an interrupted or
    /// failed run left (`OutputJournal`). Empty when the folder has neither. Reads nothing but
    /// a regular file of at most 64 MiB.
    /// - Throws: `IconSetError.foreignManifest` when a manifest.json is there but is not this
    ///   tool's manifest of `kind` (another program's file, the other command's manifest, a
    ///   directory or device): the caller must write nothing into that folder.
    public static func previousFiles(in root: String, kind: ManifestKind) throws(IconSetError) -> [ListedFile] {
        let path = root + "/" + IconSetManifest.fileName
        let data: [UInt8]
        for other in ManifestKind.allCases where other != kind && !OutputJournal.entries(in: root, kind: other).isEmpty {
            throw IconSetError.foreignManifest(path: root + "/" + OutputJournal.fileName(other),
                                               reason: "is the journal of an interrupted \(other.command) run (its files are not listed anywhere else): rerun that command into this folder to finish it")
        }
        let journal = OutputJournal.entries(in: root, kind: kind)
        switch readExisting(path, limit: manifestByteLimit) {
        case .absent: return journal
        case .notRegular: throw IconSetError.foreignManifest(path: path, reason: "is not a regular file")
        case .tooLarge(let count): throw IconSetError.foreignManifest(path: path, reason: "has \(count) bytes, more than a manifest of maneuver-icons")
        case .unreadable(let why): throw IconSetError.io(path: path, reason: "cannot read: " + why)
        case .contents(let bytes): data = bytes
        }
        guard let found = IconSetManifest.kind(ofManifestData: data) else {
            // Text that is not JSON but names this tool as generator (an icon set's manifest has
            // `"generator": "maneuver-icons"` first, a route's `"generator" : "maneuver-icons"`
            // after its files) is a damaged manifest of ours, not another program's file (the
            // message said "not written by maneuver-icons"; review).
            let text = String(decoding: data, as: UTF8.self)
            let damaged = (try? JSONSerialization.jsonObject(with: Data(data))) == nil
                && text.range(of: #""generator"\s*:\s*"maneuver-icons""#, options: .regularExpression) != nil
            throw IconSetError.foreignManifest(path: path, reason: damaged
                ? "is a manifest of maneuver-icons that is not valid JSON any more (truncated, or a merge conflict?): restore it, or remove it and rerun"
                : "was not written by maneuver-icons")
        }
        guard found == kind else {
            throw IconSetError.foreignManifest(path: path, reason: "was written by \(found.command), not \(kind.command)")
        }
        return (IconSetManifest.listedFiles(inManifestData: data) ?? []) + journal
    }
}

/// JSON text helpers for the files the icon set writes.
enum IconSetJSON {
    /// `s` as a JSON string literal (quotes, backslashes and control characters escaped).
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
