import Foundation
import ManeuverIcons

/// `maneuver-icons step <step.json> [options]`: the maneuver icon (and lanes image) of one
/// Navigation-SDK-shaped step.
let stepCommand = Command(
    name: "step",
    summary: "Render the maneuver icon (and lanes image) of one step given as StepInfo JSON.",
    usage: "maneuver-icons step <step.json|-> [--output <file>|-] [--lanes-output <file>] [options]",
    specs: [
        .option("size", value: "<size>", "square96 (default), square48, or a number of points."),
        scaleSpec, themeSpec,
    ] + colorSpecs + formatSpecs + [
        .option("layout", value: "standard|carplay", "Lane cell size of the lanes image (default standard)."),
        outputSpec,
        .option("lanes-output", value: "<file>", "Also write the lanes image here when the step has lanes."),
        helpOption,
    ],
    details: """
    The step is JSON shaped like GMSNavigationStepInfo, e.g.
      {"maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "roundaboutTurnNumber": 3,
       "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]}]}
    'roundaboutTurnNumber' is drawn as the exit badge and 'exitAngle' places the exit arm.
    """,
    run: { (parsed, io) throws(ToolError) in
        let input = try parsed.singlePositional("step JSON file ('-' for standard input)")
        let step: StepInfo
        do { step = try StepInfo.decode(Data(try readInput(input))) } catch let error as FeedError {
            throw ToolError.failure("\(input): \(error)")
        } catch let error as ToolError { throw error } catch { throw ToolError.failure("\(input): \(error)") }
        let imageOptions = try parsed.imageOptions()
        let laneLayout = try parsed.laneLayout()
        let (format, flatten) = try parsed.format()
        let renderer = IconRenderer()
        do {
            let icon: [UInt8]
            switch format {
            case .png:
                icon = try renderer.maneuverPNG(step.maneuver, options: imageOptions, exitAngle: step.exitAngle,
                                                exitNumber: step.roundaboutTurnNumber)
            case .svg:
                icon = Array(try renderer.maneuverSVG(step.maneuver, options: imageOptions, exitAngle: step.exitAngle,
                                                      exitNumber: step.roundaboutTurnNumber, flatten: flatten).utf8)
            }
            try emit(icon, to: parsed["output"], io: io)
            guard let lanesOutput = parsed["lanes-output"] else { return }
            let lanesOptions = LanesImageOptions(layout: laneLayout, scale: imageOptions.scale, colors: imageOptions.colors)
            let lanes: [UInt8]?
            switch format {
            case .png: lanes = try renderer.lanesPNG(step.lanes, options: lanesOptions)
            case .svg: lanes = try renderer.lanesSVG(step.lanes, options: lanesOptions, flatten: flatten).map { Array($0.utf8) }
            }
            if let lanes { try emit(lanes, to: lanesOutput, io: io) } else {
                io.writeErr("maneuver-icons: note: the step has no lanes; \(lanesOutput) not written\n")
            }
        } catch let error as RenderError { throw toolError(error) } catch let error as ToolError { throw error } catch {
            throw ToolError.failure("\(error)")
        }
    }
)

let routeCommand = Command(
    name: "route",
    summary: "Render every step of a route response (OSRM format) into a folder, with manifest.json.",
    usage: "maneuver-icons route <response.json> --output <dir> [options]",
    specs: [helpOption],
    run: { (_, _) throws(ToolError) in throw ToolError.failure("route: not implemented yet") }
)

/// The bytes of `path`, or of standard input for `-`.
func readInput(_ path: String) throws(ToolError) -> [UInt8] {
    let bytes = path == "-" ? IconSetFiles.readAll(fileDescriptor: 0) : IconSetFiles.read(path)
    guard let bytes else {
        let name = path == "-" ? "standard input" : "'\(path)'"
        throw ToolError.failure("cannot read \(name): \(String(cString: strerror(errno)))")
    }
    return bytes
}
