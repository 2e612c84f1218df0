// Reader for the peer benchmark's geometry as written by scripts/export-peer-geometry (the format is
// documented there): per icon, its paint layers as paths in 96-unit icon coordinates, and per size
// the pre-stroked, pre-flattened polygons the `*-poly` peers fill.
import Foundation
import IconGeometry
import IconRaster

/// One layer of an icon: a fill or a stroke of a path, in 96-unit icon coordinates.
struct PeerLayer {
    var shape: Shape
    var color: Color
}

/// One layer as prepared polygons in device pixels of one size, filled with the nonzero rule.
struct PeerPolygonLayer {
    var outline: FillOutline
    var color: Color
}

struct PeerIcon {
    var name: String
    var layers: [PeerLayer] = []
    var polygons: [Int: [PeerPolygonLayer]] = [:]
}

struct PeerGeometryError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "peer geometry, line \(line): \(message)" }
}

enum PeerGeometry {
    static func load(_ file: String) throws -> [PeerIcon] {
        try parse(String(contentsOfFile: file, encoding: .utf8))
    }

    static func parse(_ text: String) throws(PeerGeometryError) -> [PeerIcon] {
        var icons: [PeerIcon] = []
        var lineNumber = 0
        // The path layer being read: its paint, colour and the path so far.
        var open: (paint: Paint, color: Color, path: Path)?
        // The polygon layer being read: its size and index in icons.last!.polygons[size].
        var openPolygons: (size: Int, index: Int)?

        func fail(_ message: String) -> PeerGeometryError { PeerGeometryError(line: lineNumber, message: message) }
        func closeLayer() {
            if let o = open { icons[icons.count - 1].layers.append(PeerLayer(shape: Shape(path: o.path, paint: o.paint), color: o.color)) }
            open = nil
            openPolygons = nil
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if rawLine.isEmpty || rawLine.hasPrefix("#") { continue }
            let f = rawLine.split(separator: " ")
            let args = f.dropFirst()
            func numbers(_ count: Int? = nil) throws(PeerGeometryError) -> [Double] {
                let values = args.compactMap { Double($0) }
                guard values.count == args.count, count == nil || values.count == count else {
                    throw fail("expected \(count.map(String.init) ?? "only") numbers after \(f[0])")
                }
                return values
            }
            func points(_ count: Int) throws(PeerGeometryError) -> [Point] {
                let v = try numbers(2 * count)
                return (0..<count).map { Point(v[2 * $0], v[2 * $0 + 1]) }
            }
            func color(_ fields: ArraySlice<Substring>) throws(PeerGeometryError) -> Color {
                let c = fields.compactMap { UInt8($0) }
                guard c.count == 4 else { throw fail("expected a colour R G B A (0–255)") }
                return Color(r: c[0], g: c[1], b: c[2], a: c[3])
            }
            let command = String(f[0])
            if command == "icon" {
                guard f.count == 2 else { throw fail("expected: icon NAME") }
                if !icons.isEmpty { closeLayer() }
                icons.append(PeerIcon(name: String(f[1])))
                continue
            }
            guard !icons.isEmpty else { throw fail("\(command) before the first icon line") }
            switch command {
            case "fill":
                guard f.count == 6, let rule = ["nonzero": FillRule.nonZero, "evenodd": .evenOdd][String(f[1])] else {
                    throw fail("expected: fill nonzero|evenodd R G B A")
                }
                closeLayer()
                open = (.fill(rule), try color(f[2...5]), Path())
            case "stroke":
                guard f.count == 9, let width = Double(f[5]), let join = LineJoin(rawValue: String(f[6])),
                      let cap = LineCap(rawValue: String(f[7])), let miter = Double(f[8]) else {
                    throw fail("expected: stroke R G B A WIDTH miter|round|bevel butt|round|square MITERLIMIT")
                }
                closeLayer()
                open = (.stroke(StrokeStyle(width: width, join: join, cap: cap, miterLimit: miter)), try color(f[1...4]), Path())
            case "M", "L", "Q", "C", "A", "Z":
                guard open != nil else { throw fail("path command \(command) outside a fill or stroke layer") }
                switch command {
                case "M": open!.path.move(to: try points(1)[0])
                case "L": open!.path.line(to: try points(1)[0])
                case "Q": let p = try points(2); open!.path.quad(to: p[1], control: p[0])
                case "C": let p = try points(3); open!.path.cubic(to: p[2], control1: p[0], control2: p[1])
                case "A":
                    let v = try numbers(5)
                    open!.path.arc(center: Point(v[0], v[1]), radius: v[2], startAngle: v[3], sweep: v[4])
                default: open!.path.close()
                }
            case "polygons":
                guard f.count == 6, let size = Int(f[1]), size > 0 else { throw fail("expected: polygons PX R G B A") }
                closeLayer()
                let layer = PeerPolygonLayer(outline: FillOutline(), color: try color(f[2...5]))
                icons[icons.count - 1].polygons[size, default: []].append(layer)
                openPolygons = (size, icons[icons.count - 1].polygons[size]!.count - 1)
            case "ring":
                guard let (size, index) = openPolygons else { throw fail("ring outside a polygons layer") }
                let v = try numbers()
                guard v.count >= 6, v.count % 2 == 0 else { throw fail("a ring needs at least 3 points") }
                icons[icons.count - 1].polygons[size]![index].outline.addContour(stride(from: 0, to: v.count, by: 2).map { Point(v[$0], v[$0 + 1]) })
            default:
                throw fail("unknown record \(command)")
            }
        }
        if !icons.isEmpty { closeLayer() }
        return icons
    }
}
