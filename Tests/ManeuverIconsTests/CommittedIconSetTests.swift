import Foundation
import Testing
import ManeuverIcons

/// The committed `icons/` beside its pictures (which GoldenTests compares as decoded pixels):
/// manifest.json and index.html are what `scripts/render-icons` writes for the set, and the
/// manifest describes the committed files.
///
/// The manifest's byte counts and SHA-256 digests are those of PNG bytes, which depend on the
/// zlib build; they are checked against the committed files, not against a fresh run, and the rest
/// of the manifest against the fresh run's, text for text.
@Suite struct CommittedIconSetTests {
    static let icons = GoldenImages.Folder.icons.url

    /// `"bytes": 362, "sha256": "…"` of each image entry, the part of the manifest that follows the
    /// PNG bytes.
    static func withoutDigests(_ manifest: String) throws -> String {
        manifest.replacing(try Regex(#""bytes": [0-9]+, "sha256": "[0-9a-f]{64}""#), with: "\"bytes\": …")
    }

    @Test("manifest.json and index.html are what the generator writes")
    func supportFilesAreUpToDate() throws {
        let fresh = TemporaryFolder()
        try IconSetGenerator(layout: .flat).generate(into: fresh.path)
        let hint = "icons/ is stale: regenerate with scripts/render-icons"
        func text(_ folder: URL, _ file: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(try text(Self.icons, "index.html") == text(fresh.url, "index.html"), "\(hint)")
        let committed = try Self.withoutDigests(text(Self.icons, "manifest.json"))
        #expect(committed.components(separatedBy: "\"bytes\": …").count == CommittedIcons.paths.count + 1)
        #expect(committed == (try Self.withoutDigests(text(fresh.url, "manifest.json"))), "\(hint)")
    }

    @Test("The manifest's byte counts and digests are the committed files'")
    func manifestDescribesCommittedFiles() throws {
        let data = try Data(contentsOf: Self.icons.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        #expect(files.count == CommittedIcons.paths.count)
        var wrong: [String] = []
        for entry in files {
            let path = try #require(entry["path"] as? String)
            let bytes = [UInt8](try Data(contentsOf: Self.icons.appendingPathComponent(path)))
            if entry["bytes"] as? Int != bytes.count || entry["sha256"] as? String != ContentHash.sha256Hex(bytes) {
                wrong.append(path)
            }
        }
        #expect(wrong.isEmpty, "manifest entries that do not describe the committed file (run scripts/render-icons): \(wrong.prefix(10))")
    }
}
