/// What a generated icon set contains and where each file goes: every maneuver and every extra
/// glyph (`ExtraGlyph`, the numbered roundabout with `IconSetItem.exitNumbers`) at the content's
/// sizes (the SDK's `square96`, `square48` by default), every maneuver's junction image in the
/// content's junction forms (none by default), every scale and theme, plus a fixed list of common
/// lane images in the content's lane layouts (`IconSetContent`). The plan is pure data: the same
/// layout and content always give the same items in the same order (sorted by path).

/// A named lanes picture in the icon set: the lanes, left to right, and a file-name stem.
public struct IconSetLanes: Sendable, Hashable {
    /// lower_snake stem used in file names, e.g. `sdk_example`.
    public var name: String
    /// The lanes, left to right.
    public var lanes: [Lane]

    public init(name: String, lanes: [Lane]) { self.name = name; self.lanes = lanes }

    /// The common lane pictures: the SDK docs' four-lane example, every lane shape alone and
    /// recommended, and a few lanes allowing several directions.
    public static let common: [IconSetLanes] = {
        func lane(_ shapes: LaneShape..., recommended: Set<LaneShape> = []) -> Lane {
            Lane(laneDirections: shapes.map { LaneDirection(laneShape: $0, recommended: recommended.contains($0)) })
        }
        var sets: [IconSetLanes] = [
            // SDK docs: [NORMAL_LEFT✓], [NORMAL_LEFT✓], [STRAIGHT], [STRAIGHT, NORMAL_RIGHT].
            IconSetLanes(name: "sdk_example", lanes: [
                lane(.normalLeft, recommended: [.normalLeft]), lane(.normalLeft, recommended: [.normalLeft]),
                lane(.straight), lane(.straight, .normalRight),
            ]),
        ]
        for shape in LaneShape.allCases {
            sets.append(IconSetLanes(name: "only_" + IconSetNaming.snake(shape.docsName),
                                     lanes: [lane(shape, recommended: [shape])]))
        }
        sets += [
            IconSetLanes(name: "straight_or_right", lanes: [lane(.straight, .normalRight, recommended: [.straight])]),
            IconSetLanes(name: "left_or_straight", lanes: [lane(.normalLeft, .straight, recommended: [.straight])]),
            IconSetLanes(name: "uturn_or_left", lanes: [lane(.uTurnLeft, .normalLeft, recommended: [.uTurnLeft])]),
            IconSetLanes(name: "three_way", lanes: [lane(.normalLeft, .straight, .normalRight, recommended: [.straight])]),
            IconSetLanes(name: "exit_right", lanes: [
                lane(.straight), lane(.straight), lane(.straight, .slightRight, recommended: [.slightRight]),
                lane(.slightRight, recommended: [.slightRight]),
            ]),
            IconSetLanes(name: "keep_left", lanes: [
                lane(.slightLeft, recommended: [.slightLeft]), lane(.slightLeft, .straight, recommended: [.slightLeft]),
                lane(.straight),
            ]),
        ]
        return sets
    }()
}

/// One image of an icon set.
public struct IconSetItem: Sendable, Hashable {
    /// What the image shows.
    public enum Subject: Sendable, Hashable {
        /// A maneuver at a square size.
        case maneuver(Maneuver, IconSize)
        /// A glyph for what the maneuvers cannot say at a square size, with the exit number it
        /// draws, if any (`IconSetItem.exitNumbers`).
        case glyph(ExtraGlyph, exitNumber: Int?, IconSize)
        /// A maneuver's junction image in a form (`JunctionForm`), without arms.
        case junction(Maneuver, JunctionForm)
        /// A lanes picture in a lane layout.
        case lanes(IconSetLanes, LaneLayout)
    }

    public var subject: Subject
    /// Device pixels per point.
    public var scale: Double
    public var theme: Theme
    /// Path relative to the set's folder, `/`-separated.
    public var path: String
    /// How the file is encoded.
    public var format: IconSetFormat = .png

    /// The group of images that differ only in scale and theme (an imageset, a gallery cell row),
    /// e.g. `turn_left_square96` or `lanes_sdk_example_standard`.
    public var stem: String {
        switch subject {
        case .maneuver(let m, let size): return IconSetNaming.snake(m.docsName) + "_" + size.name
        case .glyph(let g, let n, let size): return g.rawValue + (n.map { "_\($0)" } ?? "") + "_" + size.name
        case .junction(let m, let form): return "junction_" + IconSetNaming.snake(m.docsName) + "_" + form.rawValue.lowercased()
        case .lanes(let set, let layout): return "lanes_" + set.name + "_" + IconSetNaming.layoutName(layout)
        }
    }

    /// The exit numbers an icon set draws `glyph` with: none for a glyph that draws no number;
    /// for `roundaboutNumberedExit`, the ring alone and exits 1…9 (nearly every roundabout;
    /// other numbers, up to 99, come from the renderer or `render`).
    public static func exitNumbers(_ glyph: ExtraGlyph) -> [Int?] {
        glyph.drawsExitNumber ? [nil] + (1...9).map { $0 } : [nil]
    }

    /// Image size in points (width, height): the square's side, or the lane cells' total width and
    /// their height.
    public var points: (width: Double, height: Double) {
        switch subject {
        case .maneuver(_, let size), .glyph(_, _, let size): return (size.points, size.points)
        case .junction(_, let form): return form.size
        case .lanes(let set, let layout):
            return (layout.cellWidth(laneCount: set.lanes.count) * Double(set.lanes.count), layout.height)
        }
    }
}

/// File-name pieces shared by the layouts.
enum IconSetNaming {
    /// `TURN_U_TURN_CLOCKWISE` → `turn_u_turn_clockwise`.
    static func snake(_ docsName: String) -> String { docsName.lowercased() }

    /// `standard`, `carplay`, a display slot's size such as `slot64x64` (`LaneLayout.slot`), or
    /// for another layout its cell size such as `cell30x30`.
    static func layoutName(_ layout: LaneLayout) -> String {
        if layout == .standard { return "standard" }
        if layout == .carPlay { return "carplay" }
        if layout == .androidAuto { return "android_auto" }
        if let width = layout.maximumWidth, layout == .slot(width: width, height: layout.height) {
            return "slot\(width.clean)x\(layout.height.clean)"
        }
        return "cell\(layout.laneWidth.clean)x\(layout.height.clean)"
    }

    /// `2` → `2x`, `1.5` → `1.5x`.
    static func scaleSuffix(_ scale: Double) -> String { scale.clean + "x" }

    /// `.png`, or `@2x.png` where a raster format has several scales (flat layout).
    static func fileSuffix(_ item: IconSetItem, scaled: Bool = true) -> String {
        (scaled && !item.format.isVector ? "@" + scaleSuffix(item.scale) : "") + "." + item.format.fileExtension
    }
}

extension IconSetLayout {
    /// Every image of the set in this layout, sorted by path: in `content.format` (the layout's
    /// first when nil), one scale (1) for a vector format, else `content.scales` or the layout's.
    public func plan(lanes: [IconSetLanes] = IconSetLanes.common, content: IconSetContent = IconSetContent()) -> [IconSetItem] {
        var subjects: [IconSetItem.Subject] = []
        for maneuver in Maneuver.allCases {
            for size in content.sizes { subjects.append(.maneuver(maneuver, size)) }
            for form in content.junctionForms { subjects.append(.junction(maneuver, form)) }
        }
        for glyph in ExtraGlyph.allCases {
            for n in IconSetItem.exitNumbers(glyph) {
                for size in content.sizes { subjects.append(.glyph(glyph, exitNumber: n, size)) }
            }
        }
        for set in lanes {
            for layout in content.laneLayouts { subjects.append(.lanes(set, layout)) }
        }
        let format = content.format ?? formats[0]
        let scales = format.isVector ? [1] : content.scales ?? self.scales
        var items: [IconSetItem] = []
        for subject in subjects {
            for theme in content.themes {
                for scale in scales {
                    var item = IconSetItem(subject: subject, scale: scale, theme: theme, path: "", format: format)
                    item.path = rules.path(for: item)
                    items.append(item)
                }
            }
        }
        return items.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
