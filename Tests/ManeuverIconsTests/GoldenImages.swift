import Foundation
import IconPNG

/// The golden tests' reference folders, the check of a rendered picture against its reference,
/// and recording.
///
/// Two reference folders, sharing no picture: `icons/` (the committed icon set, written only by
/// `scripts/render-icons`) and `goldens/` (cases the set does not have, written only by a
/// recording run: `RECORD_GOLDENS=1 swift test --filter Golden`). Pictures are compared as
/// decoded pixels within `ImageDifference.tolerance` (1/255 per premultiplied channel; the
/// reasons are there), never as PNG bytes. A recording run writes the goldens that are missing or
/// beyond the tolerance, nothing else, and still fails each case it wrote, so that no run is
/// green while references change; without it, nothing is written.
///
/// A failing case writes `expected | difference | actual` (`GoldenDiffPicture`) to
/// `.build/golden-diffs/<folder>/<file>` (ignored by git with `.build/`) and names that file in
/// the failure; a passing case removes its diff left by an earlier run.
enum GoldenImages {
    static let recordVariable = "RECORD_GOLDENS"
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// The repository root (from this file's path: Tests/ManeuverIconsTests/…).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A folder of reference PNGs.
    struct Folder: Sendable {
        /// How messages name it, e.g. `goldens`.
        var label: String
        var url: URL
        /// Where this folder's diff pictures go.
        var diffs: URL
        /// Whether a recording run may write it (`icons/` is the generator's).
        var recordable: Bool

        init(label: String, url: URL, diffs: URL, recordable: Bool) {
            self.label = label; self.url = url; self.diffs = diffs; self.recordable = recordable
        }

        /// `<repository>/<label>`, with diffs under `.build/golden-diffs/<label>`.
        init(inRepository label: String, recordable: Bool) {
            self.init(label: label, url: repository.appendingPathComponent(label),
                      diffs: repository.appendingPathComponent(".build/golden-diffs/" + label), recordable: recordable)
        }

        static let goldens = Folder(inRepository: "goldens", recordable: true)
        static let icons = Folder(inRepository: "icons", recordable: false)

        /// What to do when a change is meant.
        var updateHint: String {
            recordable ? "if the change is meant, look at the diff, then record: \(recordVariable)=1 swift test --filter Golden"
                       : "if the change is meant, look at the diff, then regenerate the set: scripts/render-icons"
        }

        /// Names of the PNG files in the folder (relative paths, sorted).
        func pngFiles() -> [String] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return files.filter { $0.hasSuffix(".png") }.sorted()
        }
    }

    /// Compares the rendered `png` with `folder/file`.
    /// - Returns: nil when they match within the tolerance; otherwise the failure to report, which
    ///   names the diff picture. When `recording` and the folder is recordable, a missing or
    ///   failing reference is replaced by `png` (the failure is still returned).
    static func check(_ png: [UInt8], against file: String, in folder: Folder,
                      recording: Bool = isRecording) -> String? {
        let reference = folder.url.appendingPathComponent(file)
        let diffURL = folder.diffs.appendingPathComponent(file)
        let name = "\(folder.label)/\(file)"
        let record = recording && folder.recordable
        let actual: DecodedImage
        do { actual = try PNGDecoder.decode(png) } catch { return "\(name): the rendered PNG does not decode: \(error)" }
        guard let data = FileManager.default.contents(atPath: reference.path) else {
            if record { return write(png, to: reference, "recorded the new \(name): look at it before committing") }
            return "\(name) is missing; " + (folder.recordable
                ? "look at the picture, then record it: \(recordVariable)=1 swift test --filter Golden"
                : "regenerate the set: scripts/render-icons")
        }
        let expected: DecodedImage
        do { expected = try PNGDecoder.decode([UInt8](data)) } catch {
            let failure = "\(name) does not decode (\(error))"
            return record ? write(png, to: reference, "re-recorded \(failure)") : "\(failure); \(folder.updateHint)"
        }
        guard let difference = ImageDifference(expected: expected, actual: actual), !difference.passes else {
            try? FileManager.default.removeItem(at: diffURL)
            return nil
        }
        var failure = "\(name): \(difference.summary); diff (expected | difference | actual): "
        do {
            try FileManager.default.createDirectory(at: diffURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let picture = try PNGEncoder.encode(GoldenDiffPicture.draw(expected: expected, actual: actual, difference: difference))
            try Data(picture).write(to: diffURL, options: .atomic)
            failure += diffURL.path
        } catch {
            failure += "could not be written to \(diffURL.path) (\(error))"
        }
        return record ? write(png, to: reference, "re-recorded \(failure); look at the diff before committing")
                      : "\(failure); \(folder.updateHint)"
    }

    /// Writes a recorded reference; returns `message`, or why the write failed.
    private static func write(_ png: [UInt8], to url: URL, _ message: String) -> String {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(png).write(to: url, options: .atomic)
            return message
        } catch {
            return "could not record \(url.path): \(error)"
        }
    }
}
