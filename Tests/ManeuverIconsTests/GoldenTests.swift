import Foundation
import Testing
import ManeuverIcons

/// One golden image: how to render it and the file name under `goldens/`.
struct GoldenCase: CustomStringConvertible, Sendable {
    var name: String
    var render: @Sendable (IconRenderer) throws -> [UInt8]
    var description: String { name }

    static let maneuverVariants: [(IconSize, Double)] = [(.square96, 1), (.square96, 2), (.square96, 3), (.square48, 2)]

    /// Every maneuver at square96 1×, 2×, 3× and square48 2× in the day theme; a sample in the
    /// night theme; roundabouts with an exit angle and a badge; the lane cases of the catalogue
    /// issue (the SDK docs' four-lane example, each shape alone, lanes with two and three
    /// directions, 1 and 12 lanes, the CarPlay layout).
    static let all: [GoldenCase] = {
        var cases: [GoldenCase] = []
        for m in Maneuver.allCases {
            for (size, scale) in maneuverVariants {
                let options = ImageOptions(size: size, scale: scale)
                cases.append(GoldenCase(name: "maneuver_\(m.docsName.lowercased())_\(size.name)_\(Int(scale))x") {
                    try $0.maneuverPNG(m, options: options)
                })
            }
        }
        for m in [Maneuver.turnRight, .roundaboutLeftClockwise, .roundaboutLeftCounterClockwise, .ferryBoat, .destinationLeft, .turnUTurnCounterClockwise] {
            let options = ImageOptions(size: .square96, scale: 2, colors: .night)
            cases.append(GoldenCase(name: "night_\(m.docsName.lowercased())_square96_2x") { try $0.maneuverPNG(m, options: options) })
        }
        for (m, angle, number) in [(Maneuver.roundaboutCounterClockwise, 135.0, 3), (.roundaboutClockwise, 135.0, 3), (.roundaboutRightCounterClockwise, 300.0, 12)] {
            let options = ImageOptions(size: .square96, scale: 2)
            cases.append(GoldenCase(name: "exit_\(m.docsName.lowercased())_\(Int(angle))deg_exit\(number)_square96_2x") {
                try $0.maneuverPNG(m, options: options, exitAngle: angle, exitNumber: number)
            })
        }
        func lanes(_ name: String, _ lanes: [Lane], layout: LaneLayout = .standard, scale: Double = 2) -> GoldenCase {
            GoldenCase(name: "lanes_\(name)") { r in
                guard let png = try r.lanesPNG(lanes, options: LanesImageOptions(layout: layout, scale: scale)) else {
                    throw GoldenError.noImage(name)
                }
                return png
            }
        }
        func lane(_ dirs: (LaneShape, Bool)...) -> Lane {
            Lane(laneDirections: dirs.map { LaneDirection(laneShape: $0.0, recommended: $0.1) })
        }
        let sdkExample = [lane((.normalLeft, true)), lane((.normalLeft, true)), lane((.straight, false)),
                          lane((.straight, false), (.normalRight, false))]
        cases.append(lanes("sdk_example_2x", sdkExample))
        cases.append(lanes("sdk_example_1x", sdkExample, scale: 1))
        cases.append(lanes("sdk_example_carplay_3x", sdkExample, layout: .carPlay, scale: 3))
        for shape in LaneShape.allCases {
            cases.append(lanes("\(shape.docsName.lowercased())_recommended", [lane((shape, true))]))
            cases.append(lanes("\(shape.docsName.lowercased())_other", [lane((shape, false))]))
        }
        cases.append(lanes("two_directions", [lane((.straight, true), (.normalRight, false)), lane((.straight, false), (.slightLeft, true))]))
        cases.append(lanes("three_directions", [lane((.normalLeft, false), (.straight, true), (.normalRight, false)),
                                                lane((.uTurnLeft, true), (.sharpLeft, false), (.slightRight, false))]))
        cases.append(lanes("one_lane", [lane((.slightRight, true))]))
        cases.append(lanes("twelve_lanes", (0..<12).map { i in
            lane((LaneShape.allCases[1 + i % 9], i % 3 == 0), (.straight, i % 4 == 1))
        }, scale: 1))
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

    @Test("Rendered icon matches its golden", arguments: GoldenCase.all)
    func matchesGolden(_ golden: GoldenCase) throws {
        let png = try golden.render(Self.renderer)
        if let failure = GoldenImages.check(png, against: golden.name + ".png", in: .goldens) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("Rendered icon matches icons/", arguments: CommittedIcons.paths)
    func matchesCommittedIcon(_ path: String) throws {
        let item = try #require(CommittedIcons.items[path])
        let png = try CommittedIcons.generator.png(for: item)
        if let failure = GoldenImages.check(png, against: path, in: .icons) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Every golden in `goldens/` belongs to a case, and every case has a golden (the per-case
    /// test reports missing ones): a renamed or removed case cannot leave a stale picture behind.
    @Test("No golden without a catalogue case")
    func noOrphanGoldens() {
        let expected = Set(GoldenCase.all.map { $0.name + ".png" })
        let recorded = Set(GoldenImages.Folder.goldens.pngFiles())
        let orphans = recorded.subtracting(expected).sorted()
        #expect(orphans.isEmpty, "goldens with no case: \(orphans)")
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
}
