import Foundation
import ManeuverIcons

/// `step` and `route`: icons for steps read from JSON (ManeuverFeed): one SDK-shaped step (or the
/// current step of nav info), or every step of an OSRM-format route response.

/// The image options of `step` (`formatFromExtension`: its files' extensions pick the format) and
/// `route` (a folder: --format or PNG).
func stepImageSpecs(formatFromExtension: Bool) -> [OptionSpec] {
    [
        iconSizeSpec, scaleSpec, hintingSpec, themeSpec,
    ] + colorSpecs + styleSpecs + formatSpecs(fromExtension: formatFromExtension) + [
        .option("layout", value: "standard|carplay|<W>x<H>", "Lane cell size of lanes images: standard (default), carplay, or a display slot W × H (lanes H tall, at most W wide)."),
        junctionSpec,
    ]
}

let stepCommand = Command(
    name: "step",
    summary: "Render the maneuver icon (and lanes image) of one step: StepInfo, nav info, or any platform's step object.",
    usage: "maneuver-icons step <step.json|-> [--output <file>|-] [--lanes-output <file>] [options]",
    specs: stepImageSpecs(formatFromExtension: true) + [
        trafficSideSpec,
        outputSpec,
        .option("lanes-output", value: "<file>", "Also write the lanes image here when the step has lanes ('-': standard output, if --output is not; its own \(pickingExtensions) name picks its format)."),
        .flag("clear-stale", "Remove the file at --output or --lanes-output when this step draws nothing there."),
        helpOption,
    ],
    details: """
    The input is JSON shaped like GMSNavigationStepInfo, e.g.
      {"maneuver": "ROUNDABOUT_LEFT_CLOCKWISE", "roundaboutTurnNumber": 3, "exitAngle": 90,
       "lanes": [{"laneDirections": [{"laneShape": "NORMAL_LEFT", "recommended": true}]}]}
    or nav info ({"navState": "enroute", "currentStep": {...}}), whose current step is drawn
    (while rerouting or stopped nothing is drawn or written: a note goes to standard error),
    or any vocabulary's value ({"vocabulary": "carplay", "maneuver": "leftTurn"}), or a
    platform's or engine's own step object, told by its shape: a CarPlay CPManeuver
    ({"maneuverType": 1, "trafficSide": 1, ...}), an Android Auto Step or Maneuver
    ({"maneuver": {"type": 7}}), a cluster turn event ({"event": 4, "turnSide": 1}), a
    Valhalla maneuver, GraphHopper instruction, Routes API or Directions API step, HERE action
    or OSRM step. What could not be drawn as stated is said on standard error.
    A step file holds at most 64 MiB (more fails with exit 1, nothing written).
    A display loop that reruns 'step' should pass --clear-stale: when a step draws no icon (off
    route) or no lanes image (a step without lanes), the previous step's file is removed instead
    of staying in place (only a regular file; a link, device or standard output is left alone).
    'roundaboutTurnNumber' is drawn as the exit badge and 'exitAngle' places the exit arm: the
    degrees travelled along the ring from the entry at the bottom (clockwise ring: 90 exits left).
    --output and --lanes-output must name different files, neither of them the step file (also
    through a link, or as '-' with standard input redirected from it; at most one of them
    standard output).
    Each file's extension picks its format (\(pickingExtensions)) unless --format is given, which
    must agree with both names; FORMATS below.

    Both images are drawn before any file is touched, and the two files change together: each
    image is first written whole to a temporary file beside its file, and only when both are
    ready are they renamed into place; with --clear-stale the previous lanes file of a step
    without lanes is removed in the same go, before the icon is replaced (if it cannot be, the
    icon is not replaced either, and the new icon never sits beside the old lanes image).
    Steps run at the same time into the same files take turns, so the icon and lanes image left
    in place are always one step's pair: while it changes its files, step holds an advisory
    lock on each folder holding one of them (not for standard output, a device or a FIFO), the
    lock 'route' and 'render --all' take on their output folder (they take turns with it too).
    A run that fails (the step's lanes too many for --scale, a missing folder, a directory in a
    file's place) replaces and removes nothing: the previous step's icon and lanes image both
    stay as they were, --clear-stale or not, and the exit status is 1 (64: a mistake in the
    command line, found before anything is written). Not covered: a run interrupted (Ctrl-C,
    kill) in the instant between its two renames, or whose second rename fails after the first
    (another program changed the folder meanwhile), keeps what was renamed by then, so the next
    run should rewrite both files.

    FORMATS (--format):
    \(formatList)
    """,
    run: { (parsed, io) throws(ToolError) in
        let input = try parsed.singlePositional("step JSON file ('-' for standard input)")
        let output = try parsed.outputPath(), lanesOutput = try parsed.outputPath("lanes-output")
        try checkStepOutputs(input: input, output: output, lanesOutput: lanesOutput, io: io)
        // Formats and options are checked before anything is read, written or cleared.
        let render = try ImageRequest(parsed)
        let lanesRender = lanesOutput == nil ? nil : try ImageRequest(parsed, output: "lanes-output")
        let reading = RouteReadingOptions(trafficSide: try parsed.trafficSide())
        let bytes = try readInput(input)
        let document: StepDocument
        do throws(FeedError) { document = try StepDocument.decode(Data(bytes), options: reading) } catch {
            if error.kind == .unrecognizedDocument, RouteResponse.isRouteResponse(Data(bytes)) {
                throw ToolError.failure("\(shownPath(input)) is a route response; use 'maneuver-icons route \(shownPath(input)) --output <dir>'")
            }
            throw feedFailure(input, error)
        }
        let step: ManeuverStep
        switch document {
        case .step(let s):
            step = s.step
            for warning in s.warnings { io.writeErr("maneuver-icons: note: \(shownPath(input)): \(warning)\n") }
        case .navInfo(let navInfo):
            guard navInfo.navState == .enroute else {
                // The SDK's steps are stale or absent then: nothing to draw, and nothing written.
                io.writeErr("maneuver-icons: note: navState is \(navInfo.navState.name), not enroute; no icon drawn\n")
                if parsed.has("clear-stale") {
                    let locks = stepFolderLocks([output, lanesOutput], io: io)
                    for path in [output, lanesOutput].compactMap({ $0 }) { clearStale(path, sparing: input, io: io) }
                    withExtendedLifetime(locks) {}
                }
                return
            }
            guard let current = navInfo.currentStep else {
                throw feedFailure(input, FeedError(kind: .missingField, path: "$.currentStep", message: "missing field",
                                                   expected: "the step to draw (an enroute nav info's current step)"))
            }
            step = ManeuverStep(current)
        }
        // Both images are drawn before any file is touched (an error here changes nothing).
        let icon = try render.maneuver(step, from: shownPath(input))
        let lanes = try lanesRender?.lanes(step.lanes, from: shownPath(input)) ?? nil
        try writeStep(icon: icon, to: output, lanes: lanes, to: lanesOutput,
                      clearStale: parsed.has("clear-stale"), sparing: input, io: io)
    }
)

/// Writes `step`'s images together: the icon to `output` (standard output for nil, `-` or the
/// file standard output is open on) and, when the step has lanes (`lanes` not nil), the lanes
/// image to `lanesOutput`; with `clearStale` and no lanes, the previous file at `lanesOutput`
/// is removed instead (`isStale`). Both files are prepared (temporary files written whole beside
/// them) before either changes, so an error while preparing (a missing folder, a directory in a
/// file's place) leaves both as they were and writes nothing to standard output either; the
/// stale file is removed first and the files renamed into place after (`OutputFiles.write`),
/// then standard output is written.
/// - Throws: `ToolError.usage` for PNG bytes bound for a terminal by default, before anything is
///   written; `ToolError.failure` naming the file for an I/O error.
func writeStep(icon: [UInt8], to output: String?, lanes: [UInt8]?, to lanesOutput: String?,
               clearStale: Bool, sparing input: String, io: ToolIO) throws(ToolError) {
    try checkNotTerminal(icon, output: output, io: io)
    // Held from the plan (what is stale) to the renames: concurrent steps into these files take turns.
    let locks = stepFolderLocks([output, lanesOutput], io: io)
    defer { withExtendedLifetime(locks) {} }
    let plan = StepWritePlan(icon: icon, to: output, lanes: lanes, to: lanesOutput,
                             clearStale: clearStale, sparing: input, io: io)
    do throws(IconSetError) { try OutputFiles.write(plan.files, removing: plan.removing) } catch { throw ToolError.failure(error.description) }
    if let standardOutput = plan.standardOutput { try io.writeOut(standardOutput) }
    var notes = plan.notes
    if let removed = plan.removing { notes.append("removed the previous \(shownPath(removed))") }
    for note in notes { io.writeErr("maneuver-icons: note: \(note)\n") }
}

/// The advisory locks `step` holds while it changes its files (`FolderLock`, the
/// lock `route` and `render --all` take on their folder): one per folder that holds a file
/// among `paths` (the folder of a symbolic link's final target), taken in sorted order so that
/// two steps never wait for each other's second lock; none for standard output, a device or
/// FIFO, or a folder that cannot be opened (the write reports that, or the run goes unlocked).
/// Two steps writing the same icon and lanes files at once thus take turns, and each leaves a
/// matching pair.
func stepFolderLocks(_ paths: [String?], io: ToolIO) -> [FolderLock] {
    // Keyed by the folder's device and inode, not its path: one folder reached by two paths (a
    // bind mount, a link) is locked once, since a second flock of it would wait for the first.
    var folders: [FileIdentity: String] = [:]
    for case let path? in paths where path != "-" && !io.isStandardOutput(path) {
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG { continue }   // a device, FIFO or folder
        let folder = (writeTarget(path) as NSString).deletingLastPathComponent
        if stat(folder, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            folders[FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))] = folder
        }
    }
    return folders.sorted { ($0.key.device, $0.key.inode) < ($1.key.device, $1.key.inode) }
        .compactMap { entry in try? FolderLock(entry.value, waiting: { io.writeErr(noticeLine("waiting for another run into \(entry.value.quotedForMessage) to finish…")) }) }
}

/// What `writeStep` does with a drawn step: the files to write, the stale lanes file to remove
/// first (before the icon is renamed into place, so that the new icon never sits beside the
/// previous step's lanes image), the image for standard output, and the notes for standard error.
struct StepWritePlan {
    var files: [OutputFile] = []
    var removing: String? = nil
    var standardOutput: [UInt8]? = nil
    var notes: [String] = []

    init(icon: [UInt8], to output: String?, lanes: [UInt8]?, to lanesOutput: String?,
         clearStale: Bool, sparing input: String, io: ToolIO) {
        func toStandardOutput(_ path: String) -> Bool { path == "-" || io.isStandardOutput(path) }
        if let lanesOutput, lanes == nil {
            notes.append("the step has no lanes; \(shownPath(lanesOutput)) not written")
            if clearStale && isStale(lanesOutput, sparing: input, io: io) { removing = lanesOutput }
        }
        if let output, !toStandardOutput(output) { files.append(OutputFile(path: output, bytes: icon)) } else { standardOutput = icon }
        if let lanesOutput, let lanes {
            // checkStepOutputs made sure that at most one image goes to standard output.
            if toStandardOutput(lanesOutput) { standardOutput = lanes } else { files.append(OutputFile(path: lanesOutput, bytes: lanes)) }
        }
    }
}

/// Whether `step --clear-stale` removes the previous step's image at `path`: a regular file,
/// never a symbolic link, device, FIFO, standard output (`-`), or the step file `input` itself.
func isStale(_ path: String, sparing input: String, io: ToolIO) -> Bool {
    guard path != "-", !io.isStandardOutput(path) else { return false }
    var info = stat(), source = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
    if input != "-", stat(input, &source) == 0, source.st_dev == info.st_dev, source.st_ino == info.st_ino { return false }
    return true
}

/// `step --clear-stale` off route (nothing drawn): removes the previous step's image at `path`
/// when `isStale`, noting it on standard error (a file that cannot be removed is a warning).
func clearStale(_ path: String, sparing input: String, io: ToolIO) {
    guard isStale(path, sparing: input, io: io) else { return }
    if unlink(path) == 0 {
        io.writeErr("maneuver-icons: note: removed the previous \(shownPath(path))\n")
    } else {
        io.writeErr("maneuver-icons: warning: cannot remove the previous \(shownPath(path)): \(String(cString: strerror(errno)))\n")
    }
}

let routeCommand = Command(
    name: "route",
    summary: "Render every step of a route response (OSRM, Valhalla, GraphHopper, Google, HERE) into a folder, with manifest.json.",
    usage: "maneuver-icons route <response.json|-> --output <dir> [options]",
    specs: stepImageSpecs(formatFromExtension: false) + [
        trafficSideSpec,
        .option("output", short: "o", value: "<dir>", "Folder for the images and manifest.json (created when missing)."),
        helpOption,
    ],
    details: """
    Reads a route response in its engine's own format, told by its shape: OSRM format (OSRM,
    Valhalla's and Mapbox's OSRM output, also a bare route object), Valhalla (trip.legs[].maneuvers[]),
    GraphHopper (paths[].instructions[]), Google Routes API v2 and Directions API
    (routes[].legs[].steps[]) and HERE Routing v8 (routes[].sections[].actions[] or
    turnByTurnActions[]); at most 64 MiB, more fails with exit 1 and nothing written. Each step's
    maneuver is read through its format's vocabulary table (maneuver-icons list --vocabulary).
    Writes, for every step of every route and leg, step_<n>_<glyph>.png and, when the step has
    lanes (OSRM format), step_<n>_lanes.png, plus manifest.json: per step its format, position
    and path, the Google maneuver (or null where none says the same), the glyph drawn, its
    source (vocabulary, value, and the fields as given), exit number and angle and where the angle
    came from, lane spec, files and warnings; for OSRM format also the type, modifier and driving
    side. --traffic-side gives the side traffic drives on to formats that do not say (all but
    OSRM's driving_side); without it right-hand traffic is assumed where a step needs it, with a
    warning. A warning (also printed to standard error) tells what was read leniently, assumed
    or could not be drawn as stated: a value the table does not know (drawn UNKNOWN), a roundabout
    without its exit's direction (the numbered ring, or the ring alone), a step without a
    maneuver (Google), a ferry told only by other fields, a maneuver type the OSRM table does not
    know (read as "turn", as OSRM asks),
    an unknown modifier (read as absent), an unknown lane indication, a valid_indication that is
    none of the lane's indications, a lane without indications, an exit outside 1–99 (no badge) or
    degrees outside 0–360 (no angle), banner degrees that put a roundabout's exit on the other side
    than the modifier (the degrees win: they name the exit), bearings that turn the other way than
    a roundabout's modifier when there are no degrees (check that icon), a mode in the wrong case.
    Files the previous route manifest listed and no longer produced are removed; a folder whose
    manifest.json is not a route manifest of maneuver-icons (an icon set from 'render --all',
    another program's file) is refused and left untouched.

    Every image is drawn before the folder is created or anything in it touched: a step that
    cannot be drawn (more lanes than fit --scale's 4096-pixel cap, say) fails the run with exit
    1 and nothing written. Then every file's place is checked: a folder, FIFO or write-protected
    file where an image or manifest.json goes fails the run with exit 1 and nothing changed.
    The changed files are then staged in a hidden folder inside --output and moved into place
    together, manifest.json last; a failure or interruption before the move leaves the folder
    as it was, one during the move is finished by the next run into the folder (the message
    says which). The input file is never written over: a response inside --output under a
    name the run writes (step_000_depart.png, manifest.json), also through a link or as '-' with
    standard input redirected from it, is a usage error, nothing written.

    FORMATS (--format):
    \(formatList)
    """,
    run: { (parsed, io) throws(ToolError) in
        let input = try parsed.singlePositional("route response JSON file ('-' for standard input)")
        guard let output = try parsed.outputPath(folder: true) else { throw ToolError.usage("route needs --output <dir>") }
        if output == "-" { throw ToolError.usage("route writes a folder of images: --output needs a folder, not '-' (standard output)") }
        // Options are checked before anything is read.
        let render = try ImageRequest(parsed, output: nil, cacheLimits: .default)
        let trafficSide = try parsed.trafficSide()
        let bytes = try readInput(input)
        let response: RouteResponse
        do throws(FeedError) { response = try RouteResponse.decode(Data(bytes), options: RouteReadingOptions(trafficSide: trafficSide)) } catch {
            // A step or nav-info file given to route: say which command reads it (as step does
            // for a route response).
            if error.kind == .unrecognizedDocument, (try? StepDocument.decode(Data(bytes))) != nil {
                throw ToolError.failure("\(shownPath(input)) is a step, not a route response; use 'maneuver-icons step \(shownPath(input)) -o <file>'")
            }
            throw feedFailure(input, error)
        }
        let steps = response.steps
        if steps.isEmpty {
            // Legs without steps (a response requested without steps=true keeps an empty list):
            // the run still writes its manifest, with no steps, but says why nothing is drawn.
            io.writeErr("maneuver-icons: warning: \(shownPath(input)): the response has no steps (its legs are empty, or the route was requested without steps=true); no images drawn\n")
        }
        let digits = max(3, String(max(steps.count - 1, 0)).count)
        let ext = render.format.fileExtension
        let names = steps.enumerated().map { index, step in
            let number = String(repeating: "0", count: digits - String(index).count) + String(index)
            return (icon: "step_\(number)_\(step.step.drawing.glyph.description.lowercased()).\(ext)",
                    lanes: step.step.lanes.isEmpty ? nil : "step_\(number)_lanes.\(ext)")
        }
        try checkRouteInput(input, output: output, names: names.flatMap { [$0.icon, $0.lanes].compactMap { $0 } },
                            standardInput: io.standardInputFile)

        // Every image is drawn before the folder is made or touched: a step that cannot be drawn
        // fails the run with nothing written (and an interruption says so).
        Interruption.beginFolderRun(output)
        defer { Interruption.endFolderRun() }
        var images: [(name: String, bytes: [UInt8])] = []
        var stepEntries: [ManifestValue] = [], lanesCount = 0
        for (index, step) in steps.enumerated() {
            for warning in step.warnings { io.writeErr("maneuver-icons: warning: \(shownPath(input)): \(warning)\n") }
            let source = "\(shownPath(input)): step \(index)"
            images.append((names[index].icon, try render.maneuver(step.step, from: source, name: fileStem(names[index].icon))))
            var lanesName = ManifestValue.null
            if let lanes = try render.lanes(step.step.lanes, from: source, name: fileStem(names[index].lanes ?? "lanes")),
               let name = names[index].lanes {
                lanesName = .string(name)
                lanesCount += 1
                images.append((name, lanes))
            }
            stepEntries.append(routeManifestEntry(step, index: index, files: .object([("icon", .string(names[index].icon)), ("lanes", lanesName)])))
        }
        let colors = render.image.colors
        var options: [(String, ManifestValue)] = [
            ("size", .string(render.junction == .carPlay ? "carplay" : render.image.size.name)), ("scale", .number(render.image.scale)),
            ("format", .string(render.format.name)), ("junction", .bool(render.junction != nil)),
            ("laneLayout", .string(parsed["layout"]?.lowercased() ?? "standard")), ("primary", .string(colors.primary.hexString)),
            ("secondary", .string(colors.secondary.hexString)), ("background", .string(colors.background.hexString)),
        ]
        if trafficSide != .none { options.append(("trafficSide", .string("\(trafficSide)"))) }
        let summary = try writeRoute(images, steps: stepEntries, lanesCount: lanesCount, options: options, into: output, io: io)
        try io.print(summary)
    }
)

/// `route`'s writing, once every image is drawn: `images` and the manifest into `output`
/// through `OutputFolder` (the set lands whole; see there).
/// - Returns: the summary line.
private func writeRoute(_ images: [(name: String, bytes: [UInt8])], steps stepEntries: [ManifestValue], lanesCount: Int,
                        options: [(String, ManifestValue)], into output: String, io: ToolIO) throws(ToolError) -> String {
    let files = images.map { OutputFile(path: $0.name, bytes: $0.bytes) }
    let manifest = Manifest.json(kind: .route, [
        ("options", .object(options)),
        ("steps", .array(stepEntries)),
        ("files", .array(files.map {
            .object([("path", .string($0.path)), ("bytes", .integer($0.bytes.count)), ("sha256", .string(ContentHash.sha256Hex($0.bytes)))])
        })),
    ])
    let outcome: (written: Int, unchanged: Int, stale: StaleRemoval)
    do throws(IconSetError) {
        let folder = try OutputFolder(output, kind: .route, notice: { io.writeErr(noticeLine($0)) })
        outcome = try folder.write(files, manifest: manifest)
    } catch {
        throw ToolError.failure(error.description)
    }
    let steps = stepEntries.count
    return "\(steps) \(steps == 1 ? "step" : "steps") (\(lanesCount) with lanes) in \(shownPath(output)): "
        + "\(files.count) \(files.count == 1 ? "image" : "images") and manifest.json" + staleSummary(outcome.stale)
}

/// `route` never writes over its input.
/// - Throws: a usage error, before anything is written, when `input` is one of the files the
///   run writes in `output` (`names` or manifest.json; the same file also
///   through a link, `inputIsFile`; for `-`, the regular file `standardInput` reads).
func checkRouteInput(_ input: String, output: String, names: [String], standardInput: FileIdentity?) throws(ToolError) {
    for name in names + [Manifest.fileName]
    where inputIsFile(input, output + "/" + name, standardInput: standardInput) {
        throw ToolError.usage("the route response \(inputName(input)) is \(name) in --output \(quoted(output, limit: 300)), "
                              + "which this run writes; move the response or choose another folder")
    }
}

/// Whether writing `path` would replace the command's input `input`: `namesSameFile` for a
/// named input; for `-`, whether `path` (links followed) is the regular file standard input
/// reads (`standardInput`: `< file`; nothing for a pipe or terminal). `path` `-` is standard
/// output, never the input file.
func inputIsFile(_ input: String, _ path: String, standardInput: FileIdentity?) -> Bool {
    guard path != "-" else { return false }
    guard input == "-" else { return namesSameFile(input, path) }
    guard let standardInput else { return false }
    return FileIdentity(path: path) == standardInput
}

/// The input as messages name it: quoted, or "on standard input" for `-`.
func inputName(_ input: String) -> String {
    input == "-" ? "read from standard input" : quoted(input, limit: 300)
}

/// The bytes of `path`, or of standard input for `-`.
/// - Throws: a failure when it cannot be read or holds more than `maximumInputBytes`.
func readInput(_ path: String) throws(ToolError) -> [UInt8] {
    var fd: Int32 = 0
    if path != "-" {
        fd = open(path, O_RDONLY | O_CLOEXEC)
        var info = stat()
        if fd >= 0 && fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > maximumInputBytes {
            close(fd)   // a regular file too large: refused by its size, nothing read
            fd = -1
            errno = EFBIG
        }
    }
    let bytes = fd < 0 ? nil : readAll(fileDescriptor: fd, limit: maximumInputBytes)
    let failure = errno
    if fd > 0 { close(fd) }
    guard let bytes else {
        errno = failure
        let name = path == "-" ? "standard input" : "'\(shownPath(path))'"
        if errno == EFBIG {
            throw ToolError.failure("cannot read \(name): more than \(maximumInputBytes >> 20) MiB, the most a step or route document may hold")
        }
        throw ToolError.failure("cannot read \(name): \(String(cString: strerror(errno)))")
    }
    return bytes
}

/// Everything readable from an open file descriptor, or `nil` (with `errno` set) on a read error
/// or (`EFBIG`) once more than `limit` bytes were read, so an endless input (`/dev/zero`, a pipe)
/// costs at most `limit` bytes of memory.
func readAll(fileDescriptor fd: Int32, limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; return nil }
        if n == 0 { return bytes }
        if n > limit - bytes.count { errno = EFBIG; return nil }
        bytes += chunk[0..<n]
    }
}

/// The largest step or route document read (64 MiB): real route responses, even with full
/// geometry, are a few MB. Without a bound, `step /dev/zero` grew until memory ran out (found
/// by a new-user trial). Parsing memory is bounded by the feed's own object and value counts
/// (about 1.5 GB; `JSONValue.parse`).
let maximumInputBytes = 64 << 20

/// A path as messages show it: cut at 300 characters (a path is at most 4096 bytes anyway).
func shownPath(_ path: String) -> String { shortened(path, limit: 300).escapedForMessage }

/// A feed error of the document at `input`, with the values it quotes cut short, and a list of
/// valid names longer than a line (the 66 maneuvers: 1.6 KB) cut to its first names and a pointer
/// to `maneuver-icons list`, as the command line's own unknown-name errors do.
func feedFailure(_ input: String, _ error: FeedError) -> ToolError {
    ToolError.failure("\(shownPath(input)): \(shortFeedError(error))")
}

/// `expected` ("one of A, B, … or an integer 0…65", possibly after a description such as "a
/// maneuver name or integer: ") when its list of names is at most `longestNameList` characters,
/// else the text before the list, the names up to that length, "…", where to see them all, and
/// the text after the list (" or an integer 0…65").
func shortenedNameList(_ expected: String) -> String {
    guard let start = expected.range(of: "one of ")?.lowerBound else { return expected }
    let listEnd = expected[start...].range(of: " or ")?.lowerBound ?? expected.endIndex
    let list = expected[start..<listEnd]
    guard list.count > longestNameList else { return expected }
    let head = list.prefix(longestNameList)
    guard let cut = head.range(of: ", ", options: .backwards)?.lowerBound else { return expected }
    return String(expected[..<cut]) + ", … (all: maneuver-icons list)" + expected[listEnd...]
}

/// Characters of a list of valid names a feed error shows in full.
let longestNameList = 200

/// `step` reads one file and writes up to two images: none may land where another goes or
/// where the step was read from.
/// - Throws: a usage error, before anything is read or written, when both images go to standard
///   output (`--output` absent or `-`, and `--lanes-output -` or `/dev/stdout`), both options
///   name the same file, or either names the input file (`inputIsFile`: also through a
///   symbolic link, `./` or a hard link; for `-`, the regular file standard input reads).
func checkStepOutputs(input: String, output: String?, lanesOutput: String?, io: ToolIO) throws(ToolError) {
    let standardInput = input == "-" ? io.standardInputFile : nil
    for (option, path) in [("--output", output), ("--lanes-output", lanesOutput)] {
        guard let path, inputIsFile(input, path, standardInput: standardInput) else { continue }
        let image = option == "--output" ? "icon" : "lanes image"
        throw ToolError.usage("\(option) names the step file \(inputName(input)) itself; the \(image) would replace its input. Give another file name")
    }
    guard let lanesOutput else { return }
    let iconToStandardOutput = output == nil || output == "-" || io.isStandardOutput(output!)
    if iconToStandardOutput && (lanesOutput == "-" || io.isStandardOutput(lanesOutput)) {
        throw ToolError.usage("--lanes-output is standard output, where the icon goes too; give --output <file> or a --lanes-output file")
    }
    if let output, output != "-", namesSameFile(output, lanesOutput) {
        throw ToolError.usage("--output and --lanes-output name the same file \(quoted(lanesOutput, limit: 300)); the lanes image would replace the icon")
    }
}

/// Whether writing both paths would put two images in one regular file: the same device and
/// inode when both exist; else the same target once symbolic links (also dangling ones, which a
/// write follows) and the parent folder are resolved. A device or FIFO (`/dev/null`, a pipe)
/// replaces nothing, so naming it twice is allowed.
func namesSameFile(_ a: String, _ b: String) -> Bool {
    var infoA = stat(), infoB = stat()
    if stat(a, &infoA) == 0 && stat(b, &infoB) == 0 {
        return infoA.st_dev == infoB.st_dev && infoA.st_ino == infoB.st_ino && (infoA.st_mode & S_IFMT) == S_IFREG
    }
    return writeTarget(a) == writeTarget(b)
}

/// The absolute path a write to `path` lands on: symbolic links followed (at most 40), the
/// parent folder resolved with `realpath` when it exists, `.` and `..` dropped.
func writeTarget(_ path: String) -> String {
    var current = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    for _ in 0 ..< 40 {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
        current = destination.hasPrefix("/") ? destination : (current as NSString).deletingLastPathComponent + "/" + destination
    }
    let parent = (current as NSString).deletingLastPathComponent, name = (current as NSString).lastPathComponent
    let resolvedParent = realpath(parent, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) }
    return ((resolvedParent ?? parent) + "/" + name as NSString).standardizingPath
}
