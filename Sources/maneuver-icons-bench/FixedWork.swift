// A fixed workload for instruction counts: `valgrind --tool=callgrind maneuver-icons-bench
// --fixed-work` counts the same instructions in every run of the same binary, whatever else the
// machine is doing, where timings on a shared machine move by tens of percent. Compare two
// builds by their totals (docs/benchmarks.md).
import ManeuverCatalogue
import ManeuverIcons

/// Renders every maneuver to PNG through an `IconRenderer` without a cache, at 48, 96 and 288 px
/// (square48 1×, square96 1× and 3×), day colours: the default PNG path of a feed daemon's miss.
func runFixedWork() {
    let renderer = IconRenderer(cacheLimits: .disabled)
    var bytes = 0
    for options in [ImageOptions(size: .square48, scale: 1), ImageOptions(size: .square96, scale: 1),
                    ImageOptions(size: .square96, scale: 3)] {
        for maneuver in Maneuver.allCases {
            bytes += (try? renderer.maneuverPNG(maneuver, options: options).count) ?? 0
        }
    }
    print("fixed work: \(Maneuver.allCases.count * 3) icons, \(bytes) PNG bytes")
}
