// Release-mode benchmark of maneuver-icons. Run:  swift run -c release maneuver-icons-bench
// Prints medians of many runs (µs per icon) for the engine, the catalogue, PNG encoding and the
// feed-daemon library call. Figures, not assertions: tests stay fast and deterministic.
// With .build/peer-geometry.txt (scripts/export-peer-geometry) or --peer-geometry FILE it also times
// the engine on the peer benchmark's icons (PeerBench.swift); --help lists the options.
// --accuracy-export DIR only writes geometry and float coverage for scripts/accuracy (AccuracyExport.swift).
// --fixed-work only renders a fixed set of icons, for instruction counts under callgrind (FixedWork.swift).
import Foundation
import IconGeometry
import IconPNG
import IconRaster
import ManeuverCatalogue
import ManeuverIcons

let sizes = [96, 192, 288]
let allManeuvers = Maneuver.allCases
let peerOptions = PeerBenchOptions(Array(CommandLine.arguments.dropFirst()))
if let directory = peerOptions.accuracyExport {
    runAccuracyExport(to: directory)
    exit(0)
}
if peerOptions.fixedWork {
    runFixedWork()
    exit(0)
}

/// Fill items of every layer of a glyph at `px` device pixels.
func prepare(_ glyph: Glyph, px: Int) -> [(ColorRole, [FillItem])] {
    let t = Transform.scale(Double(px) / glyph.width)
    return glyph.layers.map { layer in
        (layer.role, layer.shapes.map { shape in
            let (o, r) = shape.transformed(by: t).fillOutline(tolerance: defaultFlatteningTolerance)
            return FillItem(o, rule: r)
        })
    }
}

func glyph(_ m: Maneuver) -> Glyph { try! ManeuverGlyphs.glyph(for: m) }

print("maneuver-icons benchmark (release build, medians of many runs; \(ProcessInfo.processInfo.activeProcessorCount) cores)")
print("")
if peerOptions.only {
    runPeerSection(peerOptions)
    exit(0)
}

// 1. Engine: stroke + fill from paths, fill of prepared outlines, per icon, over all 66 maneuvers.
print("## Engine: per icon, median over the 66 maneuvers of each icon's median call (µs)")
print("| px | geometry (catalogue) | stroke+flatten | fill prepared outlines | stroke + fill (paths → pixels) |")
print("|---:|---:|---:|---:|---:|")
var rasterizer = Rasterizer()
var totals288 = (geometry: 0.0, prepare: 0.0, fill: 0.0, all: 0.0)
var slowest288: [String] = []
for px in sizes {
    var g: [Double] = [], s: [Double] = [], f: [Double] = [], a: [Double] = []
    for m in allManeuvers {
        let gl = glyph(m)
        g.append(medianMicroseconds(minRuns: 15, minSeconds: 0.005) { _ = try! ManeuverGlyphs.glyph(for: m) })
        s.append(medianMicroseconds(minRuns: 15, minSeconds: 0.005) { _ = prepare(gl, px: px) })
        let prepared = prepare(gl, px: px)
        f.append(medianMicroseconds(minRuns: 15, minSeconds: 0.005) {
            var pm = try! Pixmap(width: px, height: px)
            for (role, items) in prepared { try! rasterizer.fill(items, color: role == .primary ? .black : Color(r: 128, g: 128, b: 128), into: &pm) }
        })
        a.append(medianMicroseconds(minRuns: 15, minSeconds: 0.005) {
            var pm = try! Pixmap(width: px, height: px)
            for (role, items) in prepare(gl, px: px) { try! rasterizer.fill(items, color: role == .primary ? .black : Color(r: 128, g: 128, b: 128), into: &pm) }
        })
    }
    if px == 288 {
        totals288 = (g.reduce(0, +), s.reduce(0, +), f.reduce(0, +), a.reduce(0, +))
        slowest288 = zip(allManeuvers, a).sorted { $0.1 > $1.1 }.prefix(5).map { "\($0.0.docsName) \(fmt($0.1)) µs" }
    }
    print("| \(px) | \(fmt(median(g))) | \(fmt(median(s))) | \(fmt(median(f))) | \(fmt(median(a))) |")
}
print("")
print("Slowest at 288 px (stroke + fill): \(slowest288.joined(separator: ", "))")
print("All 66 maneuvers at square96 3× (288 px), no PNG: geometry \(fmt(totals288.geometry)) µs + stroke/flatten \(fmt(totals288.prepare)) µs + fill \(fmt(totals288.fill)) µs; paths → pixels \(fmt(totals288.all)) µs in total, \(fmt(totals288.all / 66)) µs per icon; geometry building is \(fmt(100 * totals288.geometry / max(totals288.all, 1e-9)))% of raster time.")
// Glyphs are built once into an immutable table; what is built per call is the parametric
// roundabout of an explicit exit angle, and the exit-number badge.
let parametric = medianMicroseconds(minRuns: 101) { _ = try! ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: 123) }
let badged = medianMicroseconds(minRuns: 101) { _ = try! ManeuverGlyphs.glyph(for: .roundaboutCounterClockwise, exitAngle: 123, exitNumber: 42) }
print("Geometry built per call: roundabout with an exit angle \(fmt(parametric, 2)) µs, with an exit-number badge too \(fmt(badged, 2)) µs (table lookup for the 66 plain glyphs).")
print("")

// 2. PNG encoding: ours vs libpng's defaults (RGBA, zlib 6, adaptive filters) on the same pixels.
print("## PNG encode per icon (median over the 66 maneuvers, day theme; µs and bytes)")
print("| px | ours µs | ours bytes (median) | libpng defaults µs | libpng defaults bytes (median) | speed-up | ours total bytes | libpng total bytes |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
let pngRenderer = IconRenderer(cacheLimits: .disabled)
for px in sizes {
    var ours: [Double] = [], base: [Double] = [], ob: [Double] = [], bb: [Double] = []
    for m in allManeuvers {
        let pm = try! pngRenderer.maneuverImage(m, options: ImageOptions(size: .square96, scale: Double(px) / 96))
        ours.append(medianMicroseconds(minRuns: 9, minSeconds: 0.005) { _ = try! PNGEncoder.encode(pm) })
        base.append(medianMicroseconds(minRuns: 5, minSeconds: 0.005) { _ = try! PNGEncoder.encodeWithLibpngDefaults(pm) })
        ob.append(Double(try! PNGEncoder.encode(pm).count))
        bb.append(Double(try! PNGEncoder.encodeWithLibpngDefaults(pm).count))
    }
    print("| \(px) | \(fmt(median(ours))) | \(Int(median(ob))) | \(fmt(median(base))) | \(Int(median(bb))) | \(fmt(median(base) / median(ours)))× | \(Int(ob.reduce(0, +))) | \(Int(bb.reduce(0, +))) |")
}
print("")

// 3. Feed-daemon call: cache hit, miss (render + PNG), lanes image, throughput with 1 and 2 threads.
print("## Library call (IconRenderer)")
let daemon = IconRenderer()
let o3 = ImageOptions(size: .square96, scale: 3)
_ = try! daemon.maneuverPNG(.roundaboutLeftCounterClockwise, options: o3)
let hit = medianMicroseconds(minRuns: 101, inner: 100) { _ = try! daemon.maneuverPNG(.roundaboutLeftCounterClockwise, options: o3) }
var missSamples: [Double] = []
for m in allManeuvers {
    let uncached = IconRenderer(cacheLimits: .disabled)
    missSamples.append(medianMicroseconds(minRuns: 9, minSeconds: 0.005) { _ = try! uncached.maneuverPNG(m, options: o3) })
}
let lanes4 = try! LaneSpec.parse("left*,left*,straight,straight+right")
let uncachedLanes = IconRenderer(cacheLimits: .disabled)
let lanesMiss = medianMicroseconds(minRuns: 31) { _ = try! uncachedLanes.lanesPNG(lanes4, options: LanesImageOptions(scale: 3)) }
print("| call | median µs |")
print("|---|---:|")
print("| cache hit, square96 3× | \(fmt(hit, 3)) |")
print("| cache miss, square96 3× (render + PNG), median over maneuvers | \(fmt(median(missSamples))) |")
print("| lanes image, 4 lanes (SDK example), 3×, render + PNG | \(fmt(lanesMiss)) |")

func throughput(threads: Int, seconds: Double = 0.6) -> Double {
    let r = IconRenderer(cacheLimits: .disabled)
    let counter = Counter()
    let deadline = now() + UInt64(seconds * 1e9)
    let t0 = now()
    DispatchQueue.concurrentPerform(iterations: threads) { t in
        var i = t, n = 0
        while now() < deadline {
            _ = try! r.maneuverPNG(allManeuvers[i % allManeuvers.count], options: o3)
            i += threads; n += 1
        }
        counter.add(n)
    }
    return Double(counter.value) / (Double(now() - t0) / 1e9)
}
let t1 = throughput(threads: 1), t2 = throughput(threads: 2)
print("| throughput, misses at 3×, 1 thread | \(fmt(t1, 0)) icons/s |")
print("| throughput, misses at 3×, 2 threads | \(fmt(t2, 0)) icons/s (\(fmt(t2 / t1, 2))×) |")

// 4. Optional: the engine on the peer benchmark's icons (when the exported geometry is there).
if peerOptions.geometry != nil {
    print("")
    runPeerSection(peerOptions)
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add(_ k: Int) { lock.lock(); n += k; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}
