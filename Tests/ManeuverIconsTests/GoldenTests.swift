import Foundation
import IconPNG
import Testing
import ManeuverIcons

/// One picture of `goldens/`: how to render it and its file name (without `.png`).
struct GoldenCase: CustomStringConvertible, Sendable {
    var name: String
    var render: @Sendable (IconRenderer) throws -> [UInt8]
    var description: String { name }

    /// Pictures the committed icon set (`icons/`: every maneuver and the common lanes at 48 and
    /// 96 pt, 1×–3×, day and night) does not have: roundabout exit angles and numbers, lane
    /// configurations beyond the common ones and other lane cells, custom colours, and sizes
    /// and scales outside the set. `GoldenTests.noPictureInBothFolders` keeps the two apart.
    static let all: [GoldenCase] = {
        var cases: [GoldenCase] = []
        func maneuver(_ name: String, _ m: Maneuver, _ options: ImageOptions,
                      exitAngle: Double? = nil, exitNumber: Int? = nil) -> GoldenCase {
            GoldenCase(name: name) { try $0.maneuverPNG(m, options: options, exitAngle: exitAngle, exitNumber: exitNumber) }
        }
        func lanes(_ name: String, _ lanes: [Lane], _ options: LanesImageOptions) -> GoldenCase {
            GoldenCase(name: "lanes_\(name)") { r in
                guard let png = try r.lanesPNG(lanes, options: options) else { throw GoldenError.noImage(name) }
                return png
            }
        }
        func lane(_ dirs: (LaneShape, Bool)...) -> Lane {
            Lane(laneDirections: dirs.map { LaneDirection(laneShape: $0.0, recommended: $0.1) })
        }
        let retina = ImageOptions(size: .square96, scale: 2)

        // Exit angle and number: both circulations, the angle range's ends, two-digit numbers and
        // the badge at its smallest (48 pt at 1×).
        for (m, angle, number) in [(Maneuver.roundaboutCounterClockwise, 135.0, 3), (.roundaboutClockwise, 135.0, 3),
                                   (.roundaboutRightCounterClockwise, 300.0, 12), (.roundaboutCounterClockwise, 1.0, 1),
                                   (.roundaboutClockwise, 359.0, 99)] {
            cases.append(maneuver("exit_\(m.docsName.lowercased())_\(Int(angle))deg_exit\(number)_square96_2x", m, retina,
                                  exitAngle: angle, exitNumber: number))
        }
        cases.append(maneuver("exit_roundabout_left_clockwise_90deg_exit2_square48_1x", .roundaboutLeftClockwise,
                              ImageOptions(size: .square48, scale: 1), exitAngle: 90, exitNumber: 2))

        // Lanes: every shape alone and not recommended (the set has them recommended), lanes with
        // two and three directions, twelve lanes, CarPlay cells narrowing under their budget, and
        // a custom cell without separators.
        let standard2x = LanesImageOptions(layout: .standard, scale: 2)
        for shape in LaneShape.allCases {
            cases.append(lanes("\(shape.docsName.lowercased())_other", [lane((shape, false))], standard2x))
        }
        cases.append(lanes("two_directions", [lane((.straight, true), (.normalRight, false)),
                                              lane((.straight, false), (.slightLeft, true))], standard2x))
        cases.append(lanes("three_directions", [lane((.normalLeft, false), (.straight, true), (.normalRight, false)),
                                                lane((.uTurnLeft, true), (.sharpLeft, false), (.slightRight, false))], standard2x))
        let twelve = (0..<12).map { i in lane((LaneShape.allCases[1 + i % 9], i % 3 == 0), (.straight, i % 4 == 1)) }
        cases.append(lanes("twelve_lanes", twelve, LanesImageOptions(layout: .standard, scale: 1)))
        cases.append(lanes("carplay_nine_lanes_3x", Array(twelve.prefix(9)), LanesImageOptions(layout: .carPlay, scale: 3)))
        let sdkExample = [lane((.normalLeft, true)), lane((.normalLeft, true)), lane((.straight, false)),
                          lane((.straight, false), (.normalRight, false))]
        cases.append(lanes("cell30x40_no_separators_sdk_example_2x", sdkExample,
                           LanesImageOptions(layout: LaneLayout(laneWidth: 30, height: 40, separators: false), scale: 2)))

        // Custom colours: opaque on white, translucent context over a translucent background
        // (straight alpha out), and lanes on a dark opaque background.
        let blueOnWhite = IconColors(primary: Color(r: 0x1A, g: 0x73, b: 0xE8), secondary: Color(r: 0xBD, g: 0xC1, b: 0xC6),
                                     background: Color(r: 255, g: 255, b: 255))
        cases.append(maneuver("colors_blue_on_white_fork_left_square96_2x", .forkLeft,
                              ImageOptions(size: .square96, scale: 2, colors: blueOnWhite)))
        let hud = IconColors(primary: Color(r: 0xFF, g: 0xD6, b: 0x00), secondary: Color(r: 255, g: 255, b: 255, a: 0x80),
                             background: Color(r: 0, g: 0, b: 0, a: 0x99))
        cases.append(maneuver("colors_translucent_roundabout_left_counterclockwise_square96_2x", .roundaboutLeftCounterClockwise,
                              ImageOptions(size: .square96, scale: 2, colors: hud)))
        let dark = IconColors(primary: Color(r: 255, g: 255, b: 255), secondary: Color(r: 0x9A, g: 0xA0, b: 0xA6),
                              background: Color(r: 0x20, g: 0x21, b: 0x24))
        cases.append(lanes("colors_dark_sdk_example_2x", sdkExample, LanesImageOptions(layout: .standard, scale: 2, colors: dark)))

        // Sizes and scales outside the set: the smallest size, a watch-sized icon, a size that
        // rounds to an odd pixel count, Android's 0.75× and 1.5×, and 4×.
        cases.append(maneuver("size_turn_right_8pt_1x", .turnRight, ImageOptions(size: .points(8), scale: 1)))
        cases.append(maneuver("size_turn_sharp_left_20pt_1x", .turnSharpLeft, ImageOptions(size: .points(20), scale: 1)))
        cases.append(maneuver("size_fork_right_72.5pt_3x", .forkRight, ImageOptions(size: .points(72.5), scale: 3)))
        cases.append(maneuver("size_turn_u_turn_counterclockwise_square96_0.75x", .turnUTurnCounterClockwise,
                              ImageOptions(size: .square96, scale: 0.75)))
        cases.append(maneuver("size_ferry_train_square48_1.5x", .ferryTrain, ImageOptions(size: .square48, scale: 1.5)))
        cases.append(maneuver("size_merge_left_square96_4x", .mergeLeft, ImageOptions(size: .square96, scale: 4)))
        cases += armsCases
        return cases
    }()
}

enum GoldenError: Error { case noImage(String) }

/// The committed icon set as references: every image of the flat layout's plan, rendered as
/// `scripts/render-icons` renders it.
enum CommittedIcons {
    static let generator = IconSetGenerator(layout: .flat, renderer: IconRenderer(cacheLimits: .disabled))
    static let items: [String: IconSetItem] = Dictionary(uniqueKeysWithValues: generator.items.map { ($0.path, $0) })
    static let paths: [String] = items.keys.sorted()
}

/// Rendered pictures against the two reference folders, compared as decoded pixels within
/// `ImageDifference.tolerance` (see `GoldenImages` for the folders, diff pictures and recording).
@Suite("Golden images")
struct GoldenTests {
    static let renderer = IconRenderer(cacheLimits: .disabled)

    @Test("Rendered picture matches goldens/", arguments: GoldenCase.all)
    func matchesGolden(_ golden: GoldenCase) throws {
        let png = try golden.render(Self.renderer)
        if let failure = GoldenImages.check(png, against: golden.name + ".png", in: .goldens) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("Rendered icon matches icons/", arguments: CommittedIcons.paths)
    func matchesCommittedIcon(_ path: String) throws {
        let item = try #require(CommittedIcons.items[path])
        let png = try CommittedIcons.generator.bytes(for: item)
        if let failure = GoldenImages.check(png, against: path, in: .icons) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Every picture in `goldens/` belongs to a case and every case has one (the per-case test
    /// reports a missing one): a renamed or removed case cannot leave a stale picture behind.
    @Test("goldens/ holds one picture per case and nothing else")
    func goldensMatchCases() {
        let expected = Set(GoldenCase.all.map { $0.name + ".png" })
        #expect(expected.count == GoldenCase.all.count, "two cases share a name")
        let recorded = Set(GoldenImages.Folder.goldens.pngFiles())
        let orphans = recorded.subtracting(expected).sorted()
        #expect(orphans.isEmpty, "goldens with no case (git rm them): \(orphans)")
        let missing = expected.subtracting(recorded).sorted()
        #expect(missing.isEmpty || GoldenImages.isRecording, "cases with no golden: \(missing.prefix(10))")
    }

    /// `icons/` holds exactly the plan's images: a picture the generator no longer makes would be
    /// a reference no test looks at.
    @Test("icons/ holds the set's images and nothing else")
    func iconsMatchPlan() {
        let committed = GoldenImages.Folder.icons.pngFiles()
        #expect(committed == CommittedIcons.paths,
                "icons/ and the plan differ: only in icons/ \(Set(committed).subtracting(CommittedIcons.paths).sorted().prefix(10)), only in the plan \(Set(CommittedIcons.paths).subtracting(committed).sorted().prefix(10)); run scripts/render-icons")
    }

    /// One reference set: no picture of `goldens/` shows what an image of `icons/` shows (same
    /// size and decoded pixels, whatever the file's bytes or name; straight pixels, which our
    /// encoder derives from the premultiplied ones one to one).
    @Test("No picture is in both goldens/ and icons/")
    func noPictureInBothFolders() throws {
        struct Picture: Hashable { var width: Int, height: Int, rgba: [UInt8] }
        func picture(_ folder: GoldenImages.Folder, _ file: String) throws -> Picture {
            let data = try Data(contentsOf: folder.url.appendingPathComponent(file))
            let image = try PNGDecoder.decode([UInt8](data))
            return Picture(width: image.width, height: image.height, rgba: image.rgba)
        }
        let iconFiles = GoldenImages.Folder.icons.pngFiles()
        #expect(iconFiles.count == CommittedIcons.paths.count)
        var icons: [Picture: String] = [:]   // one file per picture: several maneuvers share one
        for file in iconFiles { icons[try picture(.icons, file)] = file }
        for file in GoldenImages.Folder.goldens.pngFiles() {
            if let twin = icons[try picture(.goldens, file)] {
                Issue.record("goldens/\(file) shows the same picture as icons/\(twin): the icons/ test covers it already")
            }
        }
    }
}
