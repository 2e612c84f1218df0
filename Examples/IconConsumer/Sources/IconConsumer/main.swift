// Renders the banner icon and the lanes image of one navigation step, as a feed daemon would:
//   swift run IconConsumer [output-folder]
// writes <folder>/maneuver@3x.png and <folder>/lanes@3x.png (default folder: the current one).
import Foundation
import ManeuverIcons

let folder = CommandLine.arguments.dropFirst().first ?? "."
let step = StepInfo(
    maneuver: .roundaboutLeftCounterClockwise,
    lanes: try LaneSpec.parse("left*,straight,straight+right"),
    drivingSide: .right,
    roundaboutTurnNumber: 3
)

let renderer = IconRenderer()   // one per process; thread-safe, caches PNGs
do {
    let icon = try renderer.maneuverPNG(for: step, options: ImageOptions(size: .square96, scale: 3))   // with the exit badge
    try Data(icon).write(to: URL(fileURLWithPath: folder).appendingPathComponent("maneuver@3x.png"))
    if let lanes = try renderer.lanesPNG(for: step, options: LanesImageOptions(scale: 3)) {
        try Data(lanes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("lanes@3x.png"))
    }
    print("wrote \(step.maneuver.docsName) (\(icon.count) bytes) and lanes \(LaneSpec.format(step.lanes)) to \(folder)")
} catch let error as RenderError {
    // Every case's payload is visible with `import ManeuverIcons` alone (PNGError, RasterError,
    // CatalogueError), so a daemon can tell its own mistakes from bad feed data.
    let reason: String
    switch error {
    case .png(let png): reason = "PNG: \(png as PNGError)"
    case .raster(let raster): reason = "raster: \(raster as RasterError)"
    case .catalogue(let bad): reason = "feed value: \(bad as CatalogueError)"
    default: reason = "\(error)"
    }
    FileHandle.standardError.write(Data("IconConsumer: \(reason)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("IconConsumer: \(error)\n".utf8))
    exit(1)
}
