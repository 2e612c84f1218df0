import Foundation
import Testing
@testable import maneuver_icons

/// The README's command-line block is what a fresh user runs first, from a bare clone: it must
/// not need files outside the repository, and no example may overwrite another's output.
@Suite("README command-line examples")
struct ReadmeExampleTests {
    static let readme = RepositoryPaths.readme

    /// The lines of the first ```sh block after "### Command line".
    static func commandLineBlock() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "### Command line"))
        let lines = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "```sh"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        return Array(lines[(start + 1) ..< end])
    }

    /// The files and folders the block writes: the word after `-o`, `--output`, `--lanes-output`
    /// or `>` on each line (comments dropped).
    static func writtenPaths() throws -> [String] {
        var written: [String] = []
        for line in try commandLineBlock() {
            let words = line.split(separator: "#", maxSplits: 1).first.map { $0.split(separator: " ").map(String.init) } ?? []
            for (i, word) in words.enumerated().dropLast() where ["-o", "--output", "--lanes-output", ">"].contains(word) {
                written.append(words[i + 1])
            }
        }
        return written
    }

    @Test("no example reads outside the repository, and no two write the same file")
    func distinctOutputsAndNoOutsidePaths() throws {
        let block = try Self.commandLineBlock()
        #expect(!block.contains { $0.contains("../") }, "a fresh clone has nothing beside it")
        let written = try Self.writtenPaths()
        #expect(written.contains("lanes.png") && written.contains("route-icons"), "\(written)")
        #expect(Set(written).count == written.count, "written twice: \(written.filter { w in written.filter { $0 == w }.count > 1 })")
    }

    /// Running the block in the repository root leaves no untracked files: .gitignore names
    /// each file and folder it writes, anchored at the root (`/route.json`, `/route-icons/`), so
    /// a file of that name deeper down (goldens, fixtures) stays tracked. `icons` is the
    /// committed icon set, which the block rewrites with the same bytes: never ignored.
    @Test("git ignores what the block writes at the root, and nothing committed")
    func gitignoreCoversTheBlock() throws {
        let gitignore = Self.readme.deletingLastPathComponent().appendingPathComponent(".gitignore")
        let patterns = Set(try String(contentsOf: gitignore, encoding: .utf8).split(separator: "\n").map(String.init))
        let committed: Set<String> = ["icons"]
        let written = try Self.writtenPaths()
        #expect(written.contains("route.json") && written.contains("step.json") && written.contains("turn.png"), "\(written)")
        for path in written where !committed.contains(path) {
            #expect(patterns.contains("/" + path) || patterns.contains("/" + path + "/"), "\(path) is not ignored")
        }
        for path in committed {
            #expect(patterns.isDisjoint(with: [path, path + "/", "/" + path, "/" + path + "/"]), "\(path) is committed")
        }
        #expect(patterns.isDisjoint(with: ["*.png", "*.svg", "*.json"]), "an unanchored pattern would hide committed images and fixtures")
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
