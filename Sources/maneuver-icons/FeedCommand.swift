import Foundation
import ManeuverIcons

/// `feed`: a long-running process for daemons and device bridges. JSON lines in on standard
/// input, each one step (`StepDocument`: any vocabulary's value, a platform's step object, the
/// SDK's StepInfo or nav info, with an optional `id`); per line, as it arrives, its images
/// written into the folder and one JSON line out on standard output, written at once.

let feedCommand = Command(
    name: "feed",
    summary: "Render a stream of steps: JSON lines in on standard input, one JSON answer per line out.",
    usage: "maneuver-icons feed --output <dir> [options]",
    specs: stepImageSpecs(formatFromExtension: false) + [
        trafficSideSpec,
        .option("output", short: "o", value: "<dir>", "Folder for the images (created when missing)."),
        helpOption,
    ],
    details: """
    Reads standard input line by line until it ends; each line is one JSON object:
      {"id": 7, "vocabulary": "carplay", "maneuver": 1, "trafficSide": "left"}
      {"vocabulary": "android-auto", "maneuver": "TYPE_ROUNDABOUT_ENTER_AND_EXIT_CW_WITH_ANGLE",
       "exitNumber": 2, "exitAngle": 135, "lanes": "left*,straight"}
      {"maneuver": "TURN_LEFT"}                       (the SDK's StepInfo)
      {"navState": "enroute", "currentStep": {...}}   (nav info: its current step)
      {"maneuverType": 28, "trafficSide": 1, "junctionExitAngle": -90}   (a CarPlay CPManeuver)
    or any step object 'maneuver-icons step' reads. As each line arrives its icon (and lanes
    image) is drawn and written whole into --output under a name made from its glyph and
    content (turn_left-1f0c….png, lanes-….png: the same image always has the same name and is
    written once per run), and one JSON line is written to standard output and flushed:
      {"line": 1, "id": 7, "files": {"icon": "DIR/turn_left-….png", "lanes": null},
       "maneuver": "TURN_LEFT", "glyph": "TURN_LEFT", "source": {...}, "exitNumber": null,
       "exitAngle": null, "notes": []}
    or, for a line that cannot be drawn, {"line": 2, "id": null, "error": "$.maneuver: …"}.
    "id" (a string, number or boolean) is echoed back; "line" counts from 1. A bad line never
    ends the stream; a line longer than 1 MiB is answered with an error and skipped. Nav info
    that is not enroute draws nothing ("files": null, with a note). The run ends at the end of
    input with status 0 (1 when standard output cannot be written, or the folder cannot be made).

    FORMATS (--format):
    \(formatList)
    """,
    run: { (parsed, io) throws(ToolError) in
        guard parsed.positionals.isEmpty else {
            throw ToolError.usage("feed reads standard input; remove \(quoted(parsed.positionals[0]))")
        }
        guard let output = try parsed.outputPath(folder: true), output != "-" else {
            throw ToolError.usage("feed needs --output <dir> (a folder for the images)")
        }
        let render = try ImageRequest(parsed, output: nil, cacheLimits: .default)
        let reading = RouteReadingOptions(trafficSide: try parsed.trafficSide())
        do { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) } catch {
            throw ToolError.failure("cannot make the folder \(shownPath(output)): \(error.localizedDescription)")
        }
        var feed = Feed(render: render, reading: reading, folder: output)
        try LineReader(fileDescriptor: 0, limit: Feed.maximumLineBytes).forEachLine { (number, line) throws(ToolError) in
            try io.writeOut(Array((feed.answer(line, number: number).inline + "\n").utf8))
        }
    }
)

/// One feed run's state: what it has written, by what was asked, so that a step drawn before
/// costs neither a render nor a write.
struct Feed {
    let render: ImageRequest
    let reading: RouteReadingOptions
    let folder: String
    /// The file names written this run, by icon request and by lanes: at most `rememberedFiles`
    /// of each, forgotten all at once beyond it (a request seen again is drawn and written again,
    /// the same bytes), so a daemon fed endless distinct angles keeps bounded memory.
    private var icons: [ManeuverStep.Rendering: String] = [:]
    private var lanes: [[Lane]: String] = [:]
    static let rememberedFiles = 4096

    /// The longest line read (1 MiB): a step is a few hundred bytes.
    static let maximumLineBytes = 1 << 20

    init(render: ImageRequest, reading: RouteReadingOptions, folder: String) {
        self.render = render; self.reading = reading; self.folder = folder
    }

    /// The answer to one line (`nil` bytes: the line was longer than the limit).
    mutating func answer(_ line: [UInt8]?, number: Int) -> ManifestValue {
        guard let line else {
            return Self.error(number, nil, "the line is longer than \(Self.maximumLineBytes >> 20) MiB; a step is one JSON object on one line")
        }
        let parsed = FeedLine.read(Data(line), options: reading)
        let id = parsed.id.map(Self.value) ?? .null
        let document: StepDocument
        switch parsed.document {
        case .success(let d): document = d
        case .failure(let error): return Self.error(number, id, shortFeedError(error).description)
        }
        guard let step = document.currentStep else {
            if case .navInfo(let n) = document, n.navState == .enroute {
                return Self.error(number, id, "$.currentStep: missing field; expected the step to draw (an enroute nav info's current step)")
            }
            let state = if case .navInfo(let n) = document { n.navState.name } else { "unknown" }
            return .object([("line", .integer(number)), ("id", id), ("files", .null), ("note", .string("navState is \(state), not enroute: nothing drawn"))])
        }
        let files: ManifestValue
        do throws(ToolError) {
            let icon = try iconFile(step, line: number)
            let lanesFile = try lanesFile(step.lanes, line: number)
            files = .object([("icon", .string(icon)), ("lanes", .optional(lanesFile))])
        } catch {
            switch error { case .usage(let m), .failure(let m): return Self.error(number, id, m) }
        }
        let drawing = step.drawing
        let spec = step.spec
        return .object([
            ("line", .integer(number)), ("id", id), ("files", files),
            ("maneuver", .optional(step.googleManeuver?.docsName)), ("glyph", .string(drawing.glyph.description)),
            ("source", .object([("vocabulary", .optional(spec.source?.vocabulary)), ("value", .optional(spec.source?.value))])),
            ("exitNumber", spec.isRoundabout ? drawing.exitNumber.map(ManifestValue.integer) ?? .null : .null),
            ("exitAngle", drawing.exitAngle.map(ManifestValue.number) ?? .null),
            ("notes", .array(document.warnings.map { .string($0.description) })),
        ])
    }

    /// The icon's path, drawn and written the first time this run asks for it.
    private mutating func iconFile(_ step: ManeuverStep, line: Int) throws(ToolError) -> String {
        let request = step.rendering(junction: render.junction != nil)
        if let name = icons[request] { return folder + "/" + name }
        let bytes = try render.maneuver(step, from: "line \(line)")
        let name = try write(bytes, stem: step.drawing.glyph.description.lowercased())
        if icons.count >= Self.rememberedFiles { icons.removeAll(keepingCapacity: true) }
        icons[request] = name
        return folder + "/" + name
    }

    /// The lanes image's path, nil without lanes; drawn and written once per run.
    private mutating func lanesFile(_ laneList: [Lane], line: Int) throws(ToolError) -> String? {
        guard !laneList.isEmpty else { return nil }
        if let name = lanes[laneList] { return folder + "/" + name }
        guard let bytes = try render.lanes(laneList, from: "line \(line)") else { return nil }
        let name = try write(bytes, stem: "lanes")
        if lanes.count >= Self.rememberedFiles { lanes.removeAll(keepingCapacity: true) }
        lanes[laneList] = name
        return folder + "/" + name
    }

    /// Writes `bytes` whole (`OutputFiles.write`) as `<stem>-<16 hex digits of their SHA-256>`
    /// with the format's file extension (`.png`, `.svg`, `.xml` for a VectorDrawable).
    private func write(_ bytes: [UInt8], stem: String) throws(ToolError) -> String {
        let name = "\(stem)-\(ContentHash.sha256Hex(bytes).prefix(16)).\(render.format.fileExtension)"
        do throws(IconSetError) { try OutputFiles.write([OutputFile(path: folder + "/" + name, bytes: bytes)]) } catch {
            throw ToolError.failure(error.description)
        }
        return name
    }

    static func error(_ line: Int, _ id: ManifestValue?, _ message: String) -> ManifestValue {
        .object([("line", .integer(line)), ("id", id ?? .null), ("error", .string(message))])
    }

    /// A JSON scalar as the manifests and answers write it (the route manifest's `given` too).
    static func value(_ scalar: JSONScalar) -> ManifestValue {
        switch scalar {
        case .string(let s): return .string(s)
        case .number(let d): return .number(d)
        case .bool(let b): return .bool(b)
        }
    }
}

/// A feed error as one line shows it: quoted values and long name lists cut, as the other
/// commands' errors are.
func shortFeedError(_ error: FeedError) -> FeedError {
    var short = error
    short.message = shortened(shorteningQuotedSpans(error.message), limit: 5 * echoLimit)
    short.expected = shortenedNameList(error.expected)
    return short
}

/// Reads a file descriptor line by line as the bytes arrive (a pipe's `read` returns what is
/// there), so that each line is handled before the next is written.
struct LineReader {
    let fileDescriptor: Int32
    /// The most bytes a line may hold; a longer one is passed as nil and skipped to its end.
    let limit: Int

    /// Calls `body` with each line's number (from 1) and bytes (without `\n` or `\r\n`; nil when
    /// longer than `limit`), including a last line without a line break, until end of input.
    /// - Throws: what `body` throws; a failure when the descriptor cannot be read.
    func forEachLine(_ body: (Int, [UInt8]?) throws(ToolError) -> Void) throws(ToolError) {
        var pending: [UInt8] = [], tooLong = false, number = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        func finish() throws(ToolError) {
            number += 1
            if !tooLong, pending.last == 0x0D { pending.removeLast() }
            try body(number, tooLong ? nil : pending)
            pending.removeAll(keepingCapacity: true)
            tooLong = false
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ToolError.failure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            var start = 0
            while let newline = chunk[start..<n].firstIndex(of: 0x0A) {
                if !tooLong { pending += chunk[start..<newline] }
                if pending.count > limit { tooLong = true }
                try finish()
                start = newline + 1
            }
            if !tooLong {
                pending += chunk[start..<n]
                if pending.count > limit { tooLong = true; pending.removeAll() }
            }
        }
        if tooLong || !pending.isEmpty { try finish() }
    }
}
