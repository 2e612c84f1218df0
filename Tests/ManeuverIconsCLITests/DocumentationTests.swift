import Foundation
import Testing

/// The README is the front door and `docs/` holds the depth: the README stays short, what a user
/// reads never depends on the project's shared folder (which users do not have), and every
/// relative link between the pages reaches an existing file and heading.
@Suite("Documentation pages")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md, CHANGELOG.md and every page in docs/, as paths relative to the root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "CHANGELOG.md"] + docs
    }

    static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    @Test("the README has at most 1,200 words")
    func readmeIsShort() throws {
        let words = try Self.text("README.md").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count
        #expect(words <= 1_200, "README.md has \(words) words")
    }

    /// Only the benchmarks page may name the shared folder, where a benchmark needs it.
    @Test("no page but docs/benchmarks.md names ../shared")
    func noSharedFolder() throws {
        let pages = try Self.pages()
        #expect(pages.contains("docs/benchmarks.md") && pages.contains("docs/cli.md"), "\(pages)")
        for page in pages where page != "docs/benchmarks.md" {
            #expect(!(try Self.text(page)).contains("../shared"), "\(page) names ../shared")
        }
    }

    @Test("relative links reach an existing file and heading")
    func linksResolve() throws {
        var checked = 0
        for page in try Self.pages() {
            for link in Self.links(in: try Self.text(page)) where !link.contains("://") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
                let target = parts[0].isEmpty ? page
                    : URL(fileURLWithPath: folder == "." ? parts[0] : folder + "/" + parts[0]).standardized.relativePath
                let url = Self.root.appendingPathComponent(target)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(page): \(link) has no file")
                if parts.count == 2, target.hasSuffix(".md"), let text = try? Self.text(target) {
                    #expect(Self.anchors(in: text).contains(parts[1]), "\(page): \(link) has no such heading")
                }
                checked += 1
            }
        }
        #expect(checked > 20, "only \(checked) links found")
    }

    /// The targets of Markdown links `[text](target)` in `text`.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            links.append(String(after[..<close]))
            rest = after[close...]
        }
        return links
    }

    /// GitHub's heading anchors: lower case, punctuation other than `-` and `_` dropped, spaces
    /// turned into `-`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
            }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }
}
