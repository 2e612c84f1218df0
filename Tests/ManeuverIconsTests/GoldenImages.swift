import Foundation
import IconPNG
import IconRaster
import ManeuverIcons

/// Golden-image comparison for the catalogue.
///
/// Decision: a rendered icon matches its golden when every channel of every pixel, decoded to
/// straight RGBA8 through libpng, is within `GoldenImages.tolerance` (2/255) of the golden's.
/// The renderer is deterministic, so on the machine that recorded the goldens the difference is 0;
/// the 2/255 allows floating-point differences between CPUs (fused multiply-add, libm) in the
/// exact-area coverage while still catching any visible change: a shifted edge, a missing part or
/// a wrong colour moves pixels by far more.
///
/// Re-recording: `MANEUVER_ICONS_RECORD_GOLDENS=1 swift test --filter GoldenTests` writes every
/// golden and then FAILS, so a recording run can never pass silently. Look at every changed picture
/// before committing re-recorded goldens.
///
/// On a mismatch the test writes `actual.png`, `expected.png` and `diff.png` (red where the
/// pixels differ by more than the tolerance) to a folder under the temporary directory and prints
/// their paths.
enum GoldenImages {
    static let tolerance = 2
    static let recordVariable = "MANEUVER_ICONS_RECORD_GOLDENS"

    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// The repository's `goldens/` folder (from this file's path: Tests/ManeuverIconsTests/…).
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("goldens")
    }

    enum Outcome: Equatable {
        case match
        case recorded
        case missing(String)
        case mismatch(String)
    }

    /// Compares `png` (as rendered) with `goldens/<name>.png`, or records it when recording.
    static func check(name: String, png: [UInt8]) -> Outcome {
        let url = directory.appendingPathComponent(name + ".png")
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            do { try Data(png).write(to: url, options: .atomic) } catch { return .missing("could not record \(url.path): \(error)") }
            return .recorded
        }
        guard let goldenData = FileManager.default.contents(atPath: url.path) else {
            return .missing("no golden \(url.path); record with \(recordVariable)=1 after looking at the picture")
        }
        do {
            let actual = try PNGDecoder.decode(png)
            let expected = try PNGDecoder.decode([UInt8](goldenData))
            guard actual.width == expected.width, actual.height == expected.height else {
                return .mismatch("\(name): size \(actual.width)×\(actual.height) vs golden \(expected.width)×\(expected.height)")
            }
            var worst = 0, count = 0
            var diff = [UInt8](repeating: 0, count: actual.rgba.count)
            for i in stride(from: 0, to: actual.rgba.count, by: 4) {
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(actual.rgba[i + c]) - Int(expected.rgba[i + c]))) }
                worst = max(worst, d)
                if d > tolerance {
                    count += 1
                    diff[i] = 255; diff[i + 3] = 255
                } else {
                    diff[i + 3] = expected.rgba[i + 3] / 4
                }
            }
            if worst <= tolerance { return .match }
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maneuver-icons-golden-failures/\(name)")
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let actualURL = dir.appendingPathComponent("actual.png")
            let expectedURL = dir.appendingPathComponent("expected.png")
            let diffURL = dir.appendingPathComponent("diff.png")
            try? Data(png).write(to: actualURL)
            try? goldenData.write(to: expectedURL)
            var straightDiff = Pixmap(width: actual.width, height: actual.height)
            for i in stride(from: 0, to: diff.count, by: 4) {
                let a = diff[i + 3]
                straightDiff.data[i] = UInt8(Int(diff[i]) * Int(a) / 255)
                straightDiff.data[i + 3] = a
            }
            if let d = try? PNGEncoder.encode(straightDiff) { try? Data(d).write(to: diffURL) }
            let message = "\(name): \(count) pixels differ by more than \(tolerance)/255 (worst \(worst)/255); actual \(actualURL.path), expected \(expectedURL.path), diff \(diffURL.path)"
            print(message)
            return .mismatch(message)
        } catch {
            return .mismatch("\(name): could not decode: \(error)")
        }
    }

    /// Names of the PNG files in `goldens/` without the extension.
    static func recordedNames() -> Set<String> {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return Set(files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) })
    }
}
