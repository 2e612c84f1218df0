import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import IconGeometry

/// A vector document (SVG, VectorDrawable) read back as a second program reads it: XML through
/// Foundation's parser, path data through a reader of its own. Only what the writers may emit is
/// understood; anything else throws, so a writer that strays from its subset fails the tests.
struct VectorDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Index of the enclosing element in `elements`, nil for the root.
        var parent: Int?
    }

    /// Every element in document order.
    var elements: [Element] = []

    struct ReadError: Error, CustomStringConvertible { var description: String }

    init(_ text: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw ReadError(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")") }
        elements = delegate.elements
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            elements.append(Element(name: name, attributes: attributes, parent: open.last))
            open.append(elements.count - 1)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }

    /// SVG path data of the subset the writers emit: absolute `M`, `L`, `Q`, `C`, `Z`, numbers
    /// separated by spaces or commas, a command letter before every segment.
    static func path(_ d: String) throws -> Path {
        var path = Path()
        var command: Character? = nil
        var numbers: [Double] = []
        func finish() throws {
            guard let c = command else {
                if !numbers.isEmpty { throw ReadError(description: "numbers before a command in \(d.prefix(40))") }
                return
            }
            let p = stride(from: 0, to: numbers.count - 1, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) }
            let counts: [Character: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
            guard numbers.count == counts[c] else { throw ReadError(description: "\(c) with \(numbers.count) numbers in \(d.prefix(40))") }
            switch c {
            case "M": path.move(to: p[0])
            case "L": path.line(to: p[0])
            case "Q": path.quad(to: p[1], control: p[0])
            case "C": path.cubic(to: p[2], control1: p[0], control2: p[1])
            default: path.close()
            }
            numbers = []
        }
        var token = ""
        func flushNumber() throws {
            guard !token.isEmpty else { return }
            guard let v = Double(token) else { throw ReadError(description: "bad number \(token)") }
            numbers.append(v)
            token = ""
        }
        for ch in d {
            if "MLQCZ".contains(ch) {
                try flushNumber(); try finish(); command = ch
            } else if ch == " " || ch == "," {
                try flushNumber()
            } else if "0123456789.-e".contains(ch) {
                token.append(ch)
            } else {
                throw ReadError(description: "unexpected \(ch) in path data")
            }
        }
        try flushNumber(); try finish()
        return path
    }
}
