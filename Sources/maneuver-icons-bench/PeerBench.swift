// Our engine on the peer benchmark's geometry (see scripts/export-peer-geometry), timed like the
// peers' `bench.py raster`: untimed preparation, each call allocates its own pixmap, 3 warm-up
// calls, then at least 7 calls and 15 ms; per-icon median; table = median over the icons.
import Foundation
import IconGeometry
import IconRaster

/// Command-line options of the peer section.
struct PeerBenchOptions {
    static let defaultGeometry = ".build/peer-geometry.txt"
    static let defaultResults = "../shared/bench/out/raster.json"
    static let usage = """
    usage: maneuver-icons-bench [--peer-geometry FILE] [--peer-results FILE] [--peer-only] [--peer-per-icon] [--digits N]
           maneuver-icons-bench --accuracy-export DIR
           maneuver-icons-bench --fixed-work
      --peer-geometry FILE  geometry written by scripts/export-peer-geometry (default: \(defaultGeometry),
                            used when it exists)
      --peer-results FILE   the peers' bench.py raster output to print next to ours (default:
                            \(defaultResults), used when it exists)
      --peer-only           run only the peer-geometry section
      --peer-per-icon       also print the per-icon figures at 288 px
      --digits N            decimals of the peer section's µs figures, 0...3, in its tables (default 1; 2 for
                            A/B runs of two builds)
      --accuracy-export DIR write every maneuver's geometry and our float coverage per colour layer at
                            96 and 288 px into DIR, time nothing (for scripts/accuracy; format in
                            AccuracyExport.swift)
      --fixed-work          render every maneuver through IconRenderer (no cache) at 48, 96 and 288 px,
                            day, to PNG, once, and time nothing: a fixed workload whose instructions
                            `valgrind --tool=callgrind` counts the same in every run (FixedWork.swift)
    """

    var geometry: String?
    var results = defaultResults
    var only = false
    var perIcon = false
    var digits = 1
    var accuracyExport: String?
    var fixedWork = false

    init(_ arguments: [String]) {
        var explicitGeometry: String?
        var i = 0
        func value() -> String {
            i += 1
            guard i < arguments.count else { Self.exit("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--peer-geometry": explicitGeometry = value()
            case "--peer-results": results = value()
            case "--peer-only": only = true
            case "--peer-per-icon": perIcon = true
            case "--digits":
                let text = value()
                guard let n = Int(text), (0 ... 3).contains(n) else { Self.exit("--digits takes 0...3, not \(text)") }
                digits = n
            case "--accuracy-export": accuracyExport = value()
            case "--fixed-work": fixedWork = true
            case "-h", "--help": print(Self.usage); Foundation.exit(0)
            default: Self.exit("unknown argument \(arguments[i])")
            }
            i += 1
        }
        if let explicitGeometry {
            guard FileManager.default.fileExists(atPath: explicitGeometry) else { Self.exit("no file \(explicitGeometry)") }
            geometry = explicitGeometry
        } else if FileManager.default.fileExists(atPath: Self.defaultGeometry) {
            geometry = Self.defaultGeometry
        }
        if accuracyExport != nil && (only || perIcon || digits != 1 || explicitGeometry != nil) { Self.exit("--accuracy-export takes no other option") }
        if only && geometry == nil { Self.exit("--peer-only needs \(Self.defaultGeometry) or --peer-geometry FILE (run scripts/export-peer-geometry)") }
    }

    private static func exit(_ message: String) -> Never {
        FileHandle.standardError.write(Data("maneuver-icons-bench: \(message)\n\(usage)\n".utf8))
        Foundation.exit(2)
    }
}

/// The peers' per-icon medians from bench.py's raster.json: peer key → "icon@px" → µs.
func loadPeerResults(_ file: String) -> [String: [String: Double]] {
    guard let data = FileManager.default.contents(atPath: file),
          let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let peers = root["peers"] as? [String: Any] else { return [:] }
    var out: [String: [String: Double]] = [:]
    for (key, value) in peers {
        guard let rows = (value as? [String: Any])?["rows"] as? [String: Any] else { continue }
        for (cell, r) in rows {
            if let us = (r as? [String: Any])?["median_us"] as? Double { out[key, default: [:]][cell] = us }
        }
    }
    return out
}

/// Cairo's default flattening tolerance (device pixels), for the peer section's column (3).
let coarseTolerance = 0.1

func runPeerSection(_ options: PeerBenchOptions) {
    guard let file = options.geometry else { return }
    let icons: [PeerIcon]
    do { icons = try PeerGeometry.load(file) } catch {
        print("## Peer geometry: cannot read \(file): \(error)")
        return
    }
    let peerResults = loadPeerResults(options.results)
    /// The shared bench's own figures rather than a run of this session's choosing.
    let stored = options.results == PeerBenchOptions.defaultResults
    let polyPeers = ["blend2d-poly", "cairo-poly", "skia-poly"].filter { peerResults[$0] != nil }
    let pathPeers = ["cairo-path", "skia-path"].filter { peerResults[$0] != nil }
    let names = icons.map(\.name)
    /// Median over our icons of a peer's per-icon medians at `px` (nil unless it has them all).
    func peerMedian(_ key: String, _ px: Int) -> Double? {
        let v = names.compactMap { peerResults[key]?["\($0)@\(px)"] }
        return v.count == names.count ? median(v) : nil
    }

    print("## Peer geometry: our engine on the \(icons.count) icons of \(file) (scripts/export-peer-geometry: the peer bench's icons, or with peer-bench-on-our-icons --export-geometry our glyphs)")
    print("Per icon, median over the icons of each icon's median call (µs); every call allocates its own pixmap.")
    print("(1) fill prepared polygons: exactly the pre-stroked, pre-flattened polygons the *-poly peers fill, one nonzero fill per layer.")
    print("(2) stroke + fill from paths: the same paths the *-path peers get, scaled to device pixels (untimed), then our Stroker/flattening")
    print("    (tolerance \(defaultFlatteningTolerance) px) and one fill per layer, all timed. Δα: max |alpha difference| between (1) and (2) over the icons.")
    print("(3) as (2) at flattening tolerance \(coarseTolerance) px, Cairo's default (cairo_set_tolerance): what our engine costs with the")
    print("    peers' flattening instead of the \(defaultFlatteningTolerance) px our accuracy goal needs; Δα (3): max |alpha difference| from (2).")
    if peerResults.isEmpty { print("(No peer figures: \(options.results) not found or unreadable.)") }
    else {
        print("Peer figures: \(options.results) (bench.py raster, same per-icon-median statistic, Python binding overhead included).")
        if stored {
            print("STORED figures, measured in another session: machine speed differs between sessions by tens of percent, so do not")
            print("compare them with ours. For peer figures measured now: `scripts/peer-bench-on-our-icons --their-icons --peers")
            print("blend2d-poly,cairo-poly,skia-poly,cairo-path,skia-path --json F`, then pass --peer-results F here.")
        }
    }
    print("")
    let label = { (peer: String) in stored ? peer + " (stored)" : peer }
    print("| px | ours (1) fill polygons | " + polyPeers.map(label).joined(separator: " | ") + (polyPeers.isEmpty ? "" : " | ")
          + "ours (2) stroke + fill paths | " + pathPeers.map(label).joined(separator: " | ") + (pathPeers.isEmpty ? "" : " | ")
          + "Δα (1) vs (2) | ours (3) at \(coarseTolerance) px | Δα (3) |")
    print("|---:|" + String(repeating: "---:|", count: 5 + polyPeers.count + pathPeers.count))

    var rasterizer = Rasterizer()
    var perIcon288: [(name: String, poly: Double, path: Double)] = []
    for px in [96, 192, 288] {
        let scale = Transform.scale(Double(px) / 96)
        var poly: [Double] = [], path: [Double] = [], coarse: [Double] = []
        var maxDelta = 0, maxCoarseDelta = 0
        for icon in icons {
            guard let polygonLayers = icon.polygons[px] else { continue }
            let prepared = polygonLayers.map { ([FillItem($0.outline, rule: .nonZero)], $0.color) }
            let shapes = icon.layers.map { ($0.shape.transformed(by: scale), $0.color) }
            func fillPolygons() throws -> Pixmap {
                var pm = try! Pixmap(width: px, height: px)
                for (items, color) in prepared { try rasterizer.fill(items, color: color, into: &pm) }
                return pm
            }
            func strokeAndFill(tolerance: Double = defaultFlatteningTolerance) throws -> Pixmap {
                var pm = try! Pixmap(width: px, height: px)
                for (shape, color) in shapes {
                    let (outline, rule) = shape.fillOutline(tolerance: tolerance)
                    try rasterizer.fill([FillItem(outline, rule: rule)], color: color, into: &pm)
                }
                return pm
            }
            let a: Pixmap, b: Pixmap, c: Pixmap
            do { a = try fillPolygons(); b = try strokeAndFill(); c = try strokeAndFill(tolerance: coarseTolerance) } catch {
                print("| \(px) | \(icon.name): \(error) |")
                continue
            }
            for i in stride(from: 3, to: a.data.count, by: 4) {
                maxDelta = max(maxDelta, abs(Int(a.data[i]) - Int(b.data[i])))
                maxCoarseDelta = max(maxCoarseDelta, abs(Int(c.data[i]) - Int(b.data[i])))
            }
            poly.append(medianMicroseconds(minRuns: 7, minSeconds: 0.015) { _ = try! fillPolygons() })
            path.append(medianMicroseconds(minRuns: 7, minSeconds: 0.015) { _ = try! strokeAndFill() })
            coarse.append(medianMicroseconds(minRuns: 7, minSeconds: 0.015) { _ = try! strokeAndFill(tolerance: coarseTolerance) })
            if px == 288 { perIcon288.append((icon.name, poly.last!, path.last!)) }
        }
        func cell(_ v: Double?) -> String { v.map { fmt($0, options.digits) } ?? "–" }
        print("| \(px) | \(cell(median(poly))) | " + polyPeers.map { cell(peerMedian($0, px)) + " | " }.joined()
              + "\(cell(median(path))) | " + pathPeers.map { cell(peerMedian($0, px)) + " | " }.joined()
              + "\(maxDelta) | \(cell(median(coarse))) | \(maxCoarseDelta) |")
    }
    print("")
    if !perIcon288.isEmpty {
        let worstPoly = perIcon288.max { $0.poly < $1.poly }!, worstPath = perIcon288.max { $0.path < $1.path }!
        let d = options.digits
        print("At 288 px: ours (1) mean \(fmt(perIcon288.map(\.poly).reduce(0, +) / Double(perIcon288.count), d)) µs, worst \(fmt(worstPoly.poly, d)) (\(worstPoly.name)); "
              + "ours (2) mean \(fmt(perIcon288.map(\.path).reduce(0, +) / Double(perIcon288.count), d)) µs, worst \(fmt(worstPath.path, d)) (\(worstPath.name)).")
    }
    if options.perIcon {
        let peers = polyPeers + pathPeers
        print("")
        print("| icon @288 | ours (1) | ours (2) | " + peers.joined(separator: " | ") + " |")
        print("|---|---:|---:|" + String(repeating: "---:|", count: peers.count))
        for r in perIcon288 {
            let d = options.digits
            print("| \(r.name) | \(fmt(r.poly, d)) | \(fmt(r.path, d)) | " + peers.map { (peerResults[$0]?["\(r.name)@288"]).map { fmt($0, d) } ?? "–" }.joined(separator: " | ") + " |")
        }
    }
    print("")
}
