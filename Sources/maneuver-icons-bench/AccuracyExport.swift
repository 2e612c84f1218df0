// `--accuracy-export DIR`: writes, for every maneuver at each accuracy size, the glyph's geometry
// (unstroked, in device pixels) and our float coverage of each colour layer, for scripts/accuracy
// to compare against an exact area-coverage reference. Nothing is timed.
//
// DIR/geometry.txt (UTF-8 text, one record a line, fields separated by single spaces, numbers in
// Swift's shortest round-trip notation):
//
//     icon NAME PX WIDTH HEIGHT          starts an icon: maneuver (docs name) at PX pixels per 96
//                                        points, a WIDTH × HEIGHT pixel canvas
//     layer ROLE FILE                    starts a colour layer (primary | secondary); FILE (in DIR)
//                                        holds our coverage of the union of its shapes: WIDTH ×
//                                        HEIGHT little-endian float32, row-major, y down
//     fill RULE                          starts a filled shape; RULE = nonZero | evenOdd
//     stroke WIDTH JOIN CAP MITER        starts a stroked shape (WIDTH in pixels); JOIN = miter |
//                                        round | bevel, CAP = butt | round | square
//     M x y | L x y | Q cx cy x y        the shape's path elements (Path.swift's PathElement), in
//     C c1x c1y c2x c2y x y              device pixels, x right, y down
//     A cx cy r start sweep              circular arc: radians, positive sweep clockwise on screen;
//                                        canvas semantics (a line joins the current point to the
//                                        arc's start; no current point: the arc starts a subpath)
//     Z                                  close the current subpath (the current point becomes its
//                                        start)
//
// The coverage is what the renderer fills per layer (PreparedGlyph): every shape scaled by
// PX / glyph.width, stroked and flattened by `fillOutline(tolerance: defaultFlatteningTolerance)`,
// empty outlines dropped, all of them in one `Rasterizer.coverage` call (one union).
import Foundation
import IconGeometry
import IconRaster
import ManeuverCatalogue

let accuracySizes = [96, 288]

func runAccuracyExport(to directory: String) {
    let fm = FileManager.default
    do {
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(Data("maneuver-icons-bench: cannot create \(directory): \(error)\n".utf8))
        exit(1)
    }
    var lines = ["# maneuver-icons accuracy export: \(Maneuver.allCases.count) maneuvers at \(accuracySizes.map(String.init).joined(separator: ", ")) px; flattening tolerance \(defaultFlatteningTolerance) px; format: Sources/maneuver-icons-bench/AccuracyExport.swift"]
    var rasterizer = Rasterizer()
    for m in Maneuver.allCases {
        let glyph = try! ManeuverGlyphs.glyph(for: m)
        for px in accuracySizes {
            let s = Double(px) / glyph.width
            let width = px, height = Int((glyph.height * s).rounded())
            let t = Transform.scale(s)
            lines.append("icon \(m.docsName) \(px) \(width) \(height)")
            for (index, layer) in glyph.layers.enumerated() {
                let file = "\(m.docsName)-\(px)-\(index).f32"
                lines.append("layer \(layer.role.rawValue) \(file)")
                var items: [FillItem] = []
                for shape in layer.shapes {
                    let placed = shape.transformed(by: t)
                    switch placed.paint {
                    case .fill(let rule): lines.append("fill \(rule.rawValue)")
                    case .stroke(let st): lines.append("stroke \(num(st.width)) \(st.join.rawValue) \(st.cap.rawValue) \(num(st.miterLimit))")
                    }
                    lines += placed.path.elements.map(elementLine)
                    let (outline, rule) = placed.fillOutline(tolerance: defaultFlatteningTolerance)
                    if !outline.isEmpty { items.append(FillItem(outline, rule: rule)) }
                }
                let coverage = items.isEmpty ? [Float](repeating: 0, count: width * height)
                                             : try! rasterizer.coverage(items, width: width, height: height)
                let data = coverage.map { $0.bitPattern.littleEndian }.withUnsafeBytes { Data($0) }
                guard fm.createFile(atPath: directory + "/" + file, contents: data) else {
                    FileHandle.standardError.write(Data("maneuver-icons-bench: cannot write \(directory)/\(file)\n".utf8))
                    exit(1)
                }
            }
        }
    }
    let text = lines.joined(separator: "\n") + "\n"
    guard fm.createFile(atPath: directory + "/geometry.txt", contents: Data(text.utf8)) else {
        FileHandle.standardError.write(Data("maneuver-icons-bench: cannot write \(directory)/geometry.txt\n".utf8))
        exit(1)
    }
    print("wrote \(directory)/geometry.txt and the coverage of \(Maneuver.allCases.count) maneuvers at \(accuracySizes.map(String.init).joined(separator: ", ")) px")
}

private func num(_ v: Double) -> String { v == 0 ? "0" : "\(v)" }
private func pts(_ points: Point...) -> String { points.map { "\(num($0.x)) \(num($0.y))" }.joined(separator: " ") }

private func elementLine(_ e: PathElement) -> String {
    switch e {
    case .move(let p): return "M " + pts(p)
    case .line(let p): return "L " + pts(p)
    case .quad(let c, let p): return "Q " + pts(c, p)
    case .cubic(let c1, let c2, let p): return "C " + pts(c1, c2, p)
    case .arc(let c, let r, let s, let w): return "A \(pts(c)) \(num(r)) \(num(s)) \(num(w))"
    case .close: return "Z"
    }
}
