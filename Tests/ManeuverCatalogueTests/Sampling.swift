import Foundation
import IconGeometry
@testable import ManeuverCatalogue

/// Test-side geometry helpers, written independently of the code under test: points along path
/// elements evaluated from their definitions (lines, Béziers by de Casteljau's formula, arcs from
/// centre, radius and angles).
enum Sample {
    /// Points along `path`: each element's end point plus `n − 1` interior points of every curve,
    /// and the start point of an arc (so an implicit joining line is visible).
    static func points(_ path: Path, n: Int = 8) -> [Point] {
        var out: [Point] = []
        var current: Point? = nil
        var start: Point? = nil
        for e in path.elements {
            switch e {
            case .move(let p):
                out.append(p); current = p; start = p
            case .line(let p):
                out.append(p); current = p
            case .quad(let c, let p):
                let a = current ?? c
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    out.append(a * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let a = current ?? c1
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    out.append(a * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                current = p
            case .arc(let c, let r, let s, let w):
                for k in 0...n {
                    let a = s + w * Double(k) / Double(n)
                    out.append(Point(c.x + r * cos(a), c.y + r * sin(a)))
                }
                if start == nil { start = out[out.count - n - 1] }
                current = out.last
            case .close:
                if let s = start { out.append(s); current = s }
            }
        }
        return out
    }

    /// `points(path)` with straight runs between consecutive samples cut into pieces at most
    /// `step` long, so that every part of an outline is represented.
    static func dense(_ path: Path, step: Double = 0.5) -> [Point] {
        let pts = points(path)
        guard var last = pts.first else { return [] }
        var out = [last]
        for p in pts.dropFirst() {
            let n = max(1, Int((last.distance(to: p) / step).rounded(.up)))
            for k in 1...n { out.append(last.lerp(p, Double(k) / Double(n))) }
            last = p
        }
        return out
    }

    /// Points of every shape of every layer, in paint order, tagged with role, paint and index.
    static func glyphPoints(_ g: Glyph) -> [[Point]] {
        g.layers.flatMap { $0.shapes.map { points($0.path) } }
    }

    /// The mirror image of a point about x = `axis`.
    static func mirror(_ p: Point, about axis: Double) -> Point { Point(2 * axis - p.x, p.y) }

    /// Signed turn of a direction in degrees on screen (y down), normalised to (−180, 180].
    static func degrees(_ v: Point) -> Double { atan2(v.y, v.x) * 180 / .pi }

    static func angleDifference(_ a: Double, _ b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d <= -180 { d += 360 }
        return abs(d)
    }

    /// Direction in which an arrow glyph's head points: from the last point of the stem (which
    /// runs on under the head, on its axis) to the centre of the head's outline samples (the head
    /// is symmetric about that axis). The arrow is the first primary stroke directly followed by a
    /// nonzero fill. Returns (direction in degrees on screen, head centre).
    static func headDirection(_ g: Glyph) -> (degrees: Double, center: Point)? {
        let primary = g.shapes(.primary)
        guard let i = primary.indices.dropLast().first(where: { i in
            if case .stroke = primary[i].paint, primary[i + 1].paint == .fill(.nonZero) { return true }
            return false
        }), let end = points(primary[i].path).last else { return nil }
        let outline = points(primary[i + 1].path).dropLast() // drop the closing repeat
        let center = outline.reduce(Point.zero, +) / Double(outline.count)
        return (degrees(center - end), center)
    }

    /// The arrowhead of an arrow glyph: the nonzero fill directly after the first primary stroke
    /// (as `headDirection` finds it).
    static func head(_ g: Glyph) -> Shape? {
        let primary = g.shapes(.primary)
        guard let i = primary.indices.dropLast().first(where: { i in
            if case .stroke = primary[i].paint, primary[i + 1].paint == .fill(.nonZero) { return true }
            return false
        }) else { return nil }
        return primary[i + 1]
    }

    /// The total length of a path's samples (`points` with `n` per curve).
    static func length(_ path: Path, n: Int = 64) -> Double {
        let pts = points(path, n: n)
        return zip(pts, pts.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// Ink bounds of all shapes with a role.
    static func bounds(_ g: Glyph, _ role: ColorRole) -> Rect {
        g.shapes(role).reduce(Rect.empty) { $0.union($1.inkBounds) }
    }
}

extension Maneuver {
    /// The spec's mirror twin (§5) of a maneuver named …RIGHT…, …CLOCKWISE (roundabouts and turn
    /// U-turns): the name with RIGHT→LEFT, or for roundabouts CLOCKWISE→COUNTERCLOCKWISE with
    /// LEFT↔RIGHT swapped. Derived from the names alone, not from the code under test.
    static var mirrorPairs: [(left: Maneuver, right: Maneuver)] {
        var pairs: [(Maneuver, Maneuver)] = []
        let byName = Dictionary(uniqueKeysWithValues: Maneuver.allCases.map { ($0.docsName, $0) })
        for m in Maneuver.allCases {
            let n = m.docsName
            if n.hasPrefix("ROUNDABOUT") {
                guard n.hasSuffix("_CLOCKWISE"), !n.hasSuffix("COUNTERCLOCKWISE") else { continue }
                var twin = String(n.dropLast("_CLOCKWISE".count)) + "_COUNTERCLOCKWISE"
                if twin.contains("LEFT") { twin = twin.replacingOccurrences(of: "LEFT", with: "RIGHT") }
                else if twin.contains("RIGHT") { twin = twin.replacingOccurrences(of: "RIGHT", with: "LEFT") }
                pairs.append((m, byName[twin]!))
            } else if n.contains("LEFT") {
                pairs.append((m, byName[n.replacingOccurrences(of: "LEFT", with: "RIGHT")]!))
            } else if n.hasSuffix("U_TURN_CLOCKWISE") {
                pairs.append((m, byName[n.replacingOccurrences(of: "CLOCKWISE", with: "COUNTERCLOCKWISE")]!))
            }
        }
        return pairs
    }
}
