import Foundation
import Testing
@testable import maneuver_icons

/// The README's command-line block is what a fresh user runs first, from a bare clone: it must
/// not need files outside the repository, and no example may overwrite another's output.
@Suite("README command-line examples")
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The lines of the first ```sh block after "### Command line".
    static func commandLineBlock() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "### Command line"))
        let lines = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "```sh"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        return Array(lines[(start + 1) ..< end])
    }

    @Test("no example reads outside the repository, and no two write the same file")
    func distinctOutputsAndNoOutsidePaths() throws {
        let block = try Self.commandLineBlock()
        #expect(!block.contains { $0.contains("../") }, "a fresh clone has nothing beside it")
        var written: [String] = []
        for line in block {
            let words = line.split(separator: "#", maxSplits: 1).first.map { $0.split(separator: " ").map(String.init) } ?? []
            for (i, word) in words.enumerated().dropLast() where ["-o", "--output", "--lanes-output", ">"].contains(word) {
                written.append(words[i + 1])
            }
        }
        #expect(written.contains("lanes.png") && written.contains("route-icons"), "\(written)")
        #expect(Set(written).count == written.count, "written twice: \(written.filter { w in written.filter { $0 == w }.count > 1 })")
    }

    @Test("the route example's response, written by the block itself, renders")
    func routeExampleRuns() throws {
        let block = try Self.commandLineBlock()
        let start = try #require(block.firstIndex { $0.hasPrefix("cat > route.json <<'EOF'") })
        let end = try #require(block[(start + 1)...].firstIndex(of: "EOF"))
        let folder = ScratchFolder()
        try Data(block[(start + 1) ..< end].joined(separator: "\n").utf8).write(to: folder.url.appendingPathComponent("route.json"))
        #expect(block.contains("$B route route.json --output route-icons"))
        let run = tool("route", folder.file("route.json"), "--output", folder.file("route-icons"))
        #expect(run.status == 0, "\(run.err)")
        #expect(run.outText.hasPrefix("3 steps (1 with lanes)"), "\(run.outText)")
    }
}
