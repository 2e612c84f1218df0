import Testing
import Foundation
import ManeuverIcons
@testable import ManeuverCatalogue

/// Invariants of the icon specification (§5), checked on pixels.
@Suite("Icon invariants")
struct IconInvariantTests {
    static let renderer = IconRenderer(cacheLimits: .disabled)

    /// Mirror pairs of the spec: each …LEFT… glyph mirrors its …RIGHT… twin, ROUNDABOUT_<d>_CLOCKWISE
    /// mirrors ROUNDABOUT_<mirror d>_COUNTERCLOCKWISE, the U-turns mirror each other.
    static let mirrorPairs: [(Maneuver, Maneuver)] = {
        func named(_ n: String) -> Maneuver? { Maneuver.allCases.first { $0.docsName == n } }
        func swapSides(_ n: String) -> String {
            n.replacingOccurrences(of: "LEFT", with: "\u{0}").replacingOccurrences(of: "RIGHT", with: "LEFT")
                .replacingOccurrences(of: "\u{0}", with: "RIGHT")
        }
        var pairs: [(Maneuver, Maneuver)] = []
        for m in Maneuver.allCases {
            let n = m.docsName
            if n.hasSuffix("_CLOCKWISE") && !n.hasSuffix("COUNTERCLOCKWISE") {
                // Clockwise ↔ counterclockwise with the exit side mirrored (U-turns, roundabouts).
                let twin = swapSides(String(n.dropLast("_CLOCKWISE".count))) + "_COUNTERCLOCKWISE"
                if let t = named(twin) { pairs.append((m, t)) }
            } else if !n.hasSuffix("COUNTERCLOCKWISE"), n.contains("LEFT"), let t = named(swapSides(n)) {
                pairs.append((m, t))
            }
        }
        return pairs
    }()

    @Test("The mirror pair list covers the spec's pairs")
    func pairCount() {
        // LEFT cases with a RIGHT twin: destination, turn, keep, slight, sharp, merge, fork,
        // on-ramp ×4 (left, keep, slight, sharp), off-ramp ×4 = 15. CLOCKWISE cases with a
        // COUNTERCLOCKWISE twin: the three U-turns (turn, on-ramp, off-ramp) and the ten
        // roundabouts (plain, exit, and 8 exit directions) = 13.
        #expect(Self.mirrorPairs.count == 15 + 13)
        #expect(Self.mirrorPairs.contains { $0.0 == .turnUTurnClockwise && $0.1 == .turnUTurnCounterClockwise })
        #expect(Self.mirrorPairs.contains { $0.0 == .roundaboutLeftClockwise && $0.1 == .roundaboutRightCounterClockwise })
        #expect(Self.mirrorPairs.contains { $0.0 == .roundaboutStraightClockwise && $0.1 == .roundaboutStraightCounterClockwise })
    }

    /// Decision: mirrored geometry through an exact-area rasterizer agrees to within 1/255 per
    /// channel (premultiplied pixels), at every scale.
    @Test("Mirror twins agree pixel for pixel within 1/255", arguments: [1.0, 2.0, 3.0])
    func mirrorPairs(scale: Double) throws {
        for (a, b) in Self.mirrorPairs {
            let options = ImageOptions(size: .square96, scale: scale)
            let pa = try Self.renderer.maneuverImage(a, options: options)
            let pb = try Self.renderer.maneuverImage(b, options: options)
            let da = pa.premultipliedRGBA(), db = pb.premultipliedRGBA()
            var worst = 0
            for y in 0..<pa.height {
                for x in 0..<pa.width {
                    let i = (y * pa.width + x) * 4, j = (y * pa.width + (pa.width - 1 - x)) * 4
                    for c in 0..<4 { worst = max(worst, abs(Int(da[i + c]) - Int(db[j + c]))) }
                }
            }
            #expect(worst <= 1, "\(a.docsName) vs mirrored \(b.docsName) at \(scale)×: worst \(worst)/255")
        }
    }

    /// Summed alpha of all pixels, and the number of inked pixels on the outermost ring.
    static func inkAndBorder(_ p: Pixmap) -> (ink: Int, border: Int) {
        var ink = 0, border = 0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let a = Int(p.alpha(x, y))
                ink += a
                if (x == 0 || y == 0 || x == p.width - 1 || y == p.height - 1) && a > 0 { border += 1 }
            }
        }
        return (ink, border)
    }

    /// Every case at every size and scale: ink present, and a 1-pixel border left fully
    /// transparent (nothing clipped at the canvas edge).
    @Test("Every maneuver renders inside the canvas", arguments: [(IconSize.square48, 1.0), (.square48, 2), (.square96, 1), (.square96, 1.5), (.square96, 3)])
    func insideCanvas(size: IconSize, scale: Double) throws {
        for m in Maneuver.allCases {
            let p = try Self.renderer.maneuverImage(m, options: ImageOptions(size: size, scale: scale))
            let (ink, border) = Self.inkAndBorder(p)
            // At least 3 % of the box inked (the lightest glyphs are ≈ 10 %).
            #expect(ink > p.width * p.height * 255 * 3 / 100, "\(m.docsName) \(size.name)@\(scale)×: too little ink")
            #expect(border == 0, "\(m.docsName) \(size.name)@\(scale)×: \(border) border pixels inked")
        }
    }

    @Test("Every lane shape renders inside its lanes image")
    func lanesInside() throws {
        for shape in LaneShape.allCases {
            let lanes = [Lane(laneDirections: [LaneDirection(laneShape: shape, recommended: true)])]
            let p = try #require(try Self.renderer.lanesImage(lanes, options: LanesImageOptions(scale: 2)))
            let (ink, border) = Self.inkAndBorder(p)
            #expect(ink > 0, "\(shape.docsName): empty")
            #expect(border == 0, "\(shape.docsName): touches the border")
        }
    }

    /// Decision: lane separators are crisp in the standard layout at 1×, 2× and 3×: 2 pt wide on
    /// the cell boundary, dashes from whole point to whole point, so every pixel near a boundary is
    /// either untouched or fully covered (the 1.5-pt lines on half points gave two 75 %-alpha
    /// columns at 1×, found by a new-user trial). Straight arrows keep clear of the boundaries;
    /// each separator is four dashes of 6 pt, as many pixel rows at each scale.
    @Test("Lane separators lie on pixel boundaries", arguments: [1.0, 2.0, 3.0])
    func separatorsAreCrisp(scale: Double) throws {
        let lanes = Array(repeating: Lane(laneDirections: [LaneDirection(laneShape: .straight)]), count: 3)
        let p = try #require(try Self.renderer.lanesImage(lanes, options: LanesImageOptions(scale: scale)))
        let s = Int(scale)
        for boundary in [48 * s, 96 * s] {
            var alphas = Set<UInt8>(), coveredRows = 0
            for y in 0 ..< p.height {
                for x in boundary - 3 * s ..< boundary + 3 * s { alphas.insert(p.alpha(x, y)) }
                if p.alpha(boundary - s, y) == 255 && p.alpha(boundary + s - 1, y) == 255 { coveredRows += 1 }
                #expect(p.alpha(boundary - s - 1, y) == 0 && p.alpha(boundary + s, y) == 0)
            }
            #expect(alphas == [0, 255], "scale \(scale), x \(boundary): \(alphas.sorted())")
            #expect(coveredRows == 4 * 6 * s, "scale \(scale), x \(boundary)")
        }
    }

    /// Decision: CarPlay's lane stems are crisp at 1×, 2× and 3×: 2 pt (the 48-pt design's 6 pt
    /// scaled to 18-pt cells is 2.25 pt, whose edges were partial pixels of alpha 32/64/96 at every
    /// scale; found by review), centred on each cell's whole-point centre line. A row through the
    /// stems holds only 0 and full alpha, two points of it per lane.
    @Test("CarPlay lane stems lie on pixel boundaries", arguments: [1.0, 2.0, 3.0])
    func carPlayStemsAreCrisp(scale: Double) throws {
        let lanes = Array(repeating: Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)]), count: 4)
        let p = try #require(try Self.renderer.lanesImage(lanes, options: LanesImageOptions(layout: .carPlay, scale: scale)))
        let y = p.height * 4 / 5, s = Int(scale)
        let row = (0 ..< p.width).map { p.alpha($0, y) }
        #expect(Set(row) == [0, 255], "scale \(scale): \(Set(row).sorted())")
        #expect(row.filter { $0 == 255 }.count == 4 * 2 * s)
        #expect(p.alpha(8 * s, y) == 255 && p.alpha(10 * s - 1, y) == 255 && p.alpha(10 * s, y) == 0)
    }

    /// Decision: the stems' bottom ends and the heads' flat bases of lane arrows lie on pixel
    /// boundaries. In the standard layout the straight head's base is on y = 15 (its tip 3.5 pt
    /// down; on 14.5 until a review found half-covered rows at 3×) and the normal turn's on
    /// x = 33; CarPlay's stems end on y = 17 (on 17.25 they left the image's last row partly
    /// covered, alpha 64/128/191 at 1×–3×). Checked at 1×–3×: the row just above the straight
    /// head's base is full across the head beside the stem, the row below it empty there, and in
    /// CarPlay the last row of a stem is full and the rows under it empty.
    @Test("Lane heads and stem ends lie on pixel boundaries", arguments: [1.0, 2.0, 3.0])
    func laneEdgesAreCrisp(scale: Double) throws {
        let s = Int(scale)
        let straight = [Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true)])]
        let p = try #require(try Self.renderer.lanesImage(straight, options: LanesImageOptions(scale: scale)))
        // Beside the stem (x 21…27) and inside the head's rounded corners (x 15.5…32.5).
        let besideStem = Array(17 * s ..< 20 * s) + Array(28 * s ..< 31 * s)
        for x in besideStem {
            #expect(p.alpha(x, 15 * s - 1) == 255 && p.alpha(x, 15 * s) == 0, "scale \(scale), column \(x)")
        }
        let turn = [Lane(laneDirections: [LaneDirection(laneShape: .normalRight, recommended: true)])]
        let q = try #require(try Self.renderer.lanesImage(turn, options: LanesImageOptions(scale: scale)))
        // The turn's head base, vertical on x = 33: the head spans y 9.5…26.5 round its run on
        // y = 18 (branching at 26, radius 8); beside the run's stroke (y 15…21).
        for y in Array(11 * s ..< 14 * s) + Array(22 * s ..< 25 * s) {
            #expect(q.alpha(33 * s - 1, y) == 0 && q.alpha(33 * s, y) == 255, "scale \(scale), row \(y)")
        }
        let carPlay = try #require(try Self.renderer.lanesImage(straight + straight,
                                                                 options: LanesImageOptions(layout: .carPlay, scale: scale)))
        let stemX = 9 * s   // the first cell's centre line
        #expect(carPlay.alpha(stemX, 17 * s - 1) == 255, "scale \(scale)")
        for y in 17 * s ..< carPlay.height { #expect(carPlay.alpha(stemX, y) == 0, "scale \(scale), row \(y)") }
    }

    /// Decision: no lanes give no image (nil, as the SDK gives none), but the options are checked
    /// all the same: a NaN scale or layout throws whatever the lanes (a trial found an empty list
    /// returning nil for options that throw with one lane).
    @Test("Empty lanes give no image, bad options an error")
    func emptyLanes() throws {
        #expect(try Self.renderer.lanesImage([]) == nil)
        #expect(try Self.renderer.lanesPNG([]) == nil)
        #expect(try Self.renderer.lanesSVG([]) == nil)
        #expect(try Self.renderer.lanesPNG([], options: LanesImageOptions(layout: .carPlay, scale: 3)) == nil)
        for bad in [LanesImageOptions(scale: .nan), LanesImageOptions(scale: 0.25),
                    LanesImageOptions(layout: LaneLayout(laneWidth: .nan)), LanesImageOptions(layout: LaneLayout(height: 0))] {
            #expect(throws: RenderError.self) { try Self.renderer.lanesPNG([], options: bad) }
            #expect(throws: RenderError.self) { try Self.renderer.lanesImage([], options: bad) }
            #expect(throws: RenderError.self) { try Self.renderer.lanesSVG([], options: bad) }
        }
    }

    @Test("Pixel sizes follow points × scale")
    func pixelSizes() throws {
        #expect(try ImageOptions(size: .square96, scale: 3).pixelSize() == 288)
        #expect(try ImageOptions(size: .square48, scale: 1.5).pixelSize() == 72)
        #expect(try Self.renderer.maneuverImage(.straight, options: ImageOptions(size: .square48, scale: 2)).width == 96)
    }

    @Test("Bad scales and sizes are clear errors before any pixel")
    func badOptions() throws {
        for s in [0.0, -1, .infinity, 0.49, 8.01] {
            #expect(throws: RenderError.invalidScale(s, allowed: ImageOptions.scaleRange)) {
                try Self.renderer.maneuverImage(.straight, options: ImageOptions(scale: s))
            }
        }
        #expect(throws: RenderError.self) { try Self.renderer.maneuverImage(.straight, options: ImageOptions(scale: .nan)) }
        #expect(throws: RenderError.self) { try Self.renderer.maneuverImage(.straight, options: ImageOptions(size: .points(1e9))) }
        #expect(throws: RenderError.self) { try Self.renderer.maneuverImage(.straight, options: ImageOptions(size: .points(.nan))) }
        // Custom sizes hold the documented range in the library too, not only in the CLI.
        for p in [1.0, 7.99, 1024.01, 2000] {
            #expect(throws: RenderError.invalidSize(p, allowed: IconSize.pointsRange)) {
                try Self.renderer.maneuverPNG(.straight, options: ImageOptions(size: .points(p)))
            }
        }
        #expect(try ImageOptions(size: .points(8), scale: 1).pixelSize() == 8)
        #expect(try ImageOptions(size: .points(1024), scale: 4).pixelSize() == 4096)
        #expect(throws: OptionError.self) { try IconSize(parsing: "huge") }
        #expect(throws: OptionError.self) { try IconSize(parsing: "5000") }
        #expect(try IconSize(parsing: "64") == .points(64))
        #expect(try IconSize(parsing: "square48") == .square48)
    }

    @Test("Hex colours parse and print")
    func hexColours() throws {
        #expect(try Color(hex: "#FF8000") == Color(r: 255, g: 128, b: 0, a: 255))
        #expect(try Color(hex: "00ff0080") == Color(r: 0, g: 255, b: 0, a: 128))
        #expect(try Color(hex: "#ff800080").hexString == "#FF800080")
        for bad in ["", "#12345", "#GG0000", "#1234567", "red"] {
            #expect(throws: OptionError.invalidColor(bad)) { try Color(hex: bad) }
        }
    }

    @Test("Background colour fills every pixel, icons draw on top")
    func background() throws {
        var colors = IconColors.day
        colors.background = Color(r: 0, g: 128, b: 0)
        let p = try Self.renderer.maneuverImage(.straight, options: ImageOptions(scale: 1, colors: colors))
        let corner = p.pixel(0, 0)
        #expect(corner.r == 0 && corner.g == 128 && corner.b == 0 && corner.a == 255)
        #expect(p.pixel(p.width / 2, p.height / 2).a == 255)
    }

    /// A stem meeting a ring leaves no notch: DEPART's arrow stem (12 pt wide, x 42…54) must
    /// run into its ring (radius 15 round (48, 72)) and not stop at the ring's top, where the
    /// curved edge lies 0.25 pt lower at the stem's sides and showed the background as a
    /// one-pixel nick on both sides (a visual audit). Checked at 4×, in the pixel columns just
    /// inside the stem's edges, from the head's base (y 38) down to y 66, above the ring's hole.
    @Test("DEPART's stem joins its ring without a notch")
    func departStemJoinsRing() throws {
        let scale = 4.0
        let p = try Self.renderer.maneuverImage(.depart, options: ImageOptions(size: .square96, scale: scale))
        for x in [Int(42 * scale), Int(54 * scale) - 1] {
            let gaps = (Int(38 * scale) ..< Int(66 * scale)).filter { p.alpha(x, $0) < 255 }
            #expect(gaps.isEmpty, "column \(x): alpha below 255 in rows \(gaps.prefix(4))")
        }
    }

    /// Decision: a roundabout's travelled arc shows no secondary colour at its edges. Rendered at
    /// 3× with an opaque red primary and blue secondary, every pixel on a radial line through the
    /// middle of the travelled arc (9…25 pt from the ring's centre (48, 47), across the 12-pt
    /// ring at radius 17 and its edge pixels) has no blue. With the whole ring drawn secondary
    /// under the primary (until a visual review), its edge pixels held some blue (up to 44 at 3×).
    @Test("The travelled arc of a roundabout has no secondary fringe")
    func roundaboutArcHasNoFringe() throws {
        let colors = IconColors(primary: Color(r: 255, g: 0, b: 0), secondary: Color(r: 0, g: 0, b: 255))
        let scale = 3.0
        var checked = 0
        for m in Maneuver.allCases {
            guard let clockwise = m.roundaboutIsClockwise, let travel = ManeuverGlyphs.namedExitTravel(m) else { continue }
            let p = try Self.renderer.maneuverImage(m, options: ImageOptions(size: .square96, scale: scale, colors: colors))
            // Counterclockwise the path leaves the bottom (90° on screen, y down) with decreasing
            // angle; beyond 320° it peels off at 225°. Clockwise is the mirror image (π − angle).
            let onRing = travel <= RoundaboutGlyphs.radialLimit ? travel : RoundaboutGlyphs.peelTravel
            let ccw = (90 - onRing / 2) * .pi / 180
            let angle = clockwise ? .pi - ccw : ccw
            var blue: [String] = []
            for step in 0 ... 64 {
                let rho = 9 + Double(step) * 0.25
                let x = Int((48 + rho * cos(angle)) * scale), y = Int((47 + rho * sin(angle)) * scale)
                let px = p.pixel(x, y)
                if px.b != 0 { blue.append("(\(x), \(y)): \(px)") }
                checked += 1
            }
            #expect(blue.isEmpty, "\(m.docsName): secondary in \(blue.prefix(3))")
        }
        #expect(checked == 16 * 65)
    }

    /// Decision: MERGE_UNSPECIFIED keeps the spec's colour roles (§6: secondary is "the road being
    /// merged into"): the road comes up the middle in the secondary colour and the path joins it
    /// from either lower corner in the primary. Until a visual review the path went straight up
    /// the middle with secondary roads swinging into it, which read as others merging into the
    /// driver's road. Checked at 1× on the row at y 86 (between the bottom margin and the first
    /// bends): primary columns 20…31 and 64…75, secondary 42…53, nothing else.
    @Test("MERGE_UNSPECIFIED: the path joins the road from both sides")
    func mergeUnspecifiedRoles() throws {
        let colors = IconColors(primary: Color(r: 255, g: 0, b: 0), secondary: Color(r: 0, g: 0, b: 255))
        let p = try Self.renderer.maneuverImage(.mergeUnspecified, options: ImageOptions(size: .square96, scale: 1, colors: colors))
        for x in 0 ..< p.width {
            let px = p.pixel(x, 86)
            let expected: (r: UInt8, b: UInt8, a: UInt8) = (20 ..< 32).contains(x) || (64 ..< 76).contains(x) ? (255, 0, 255)
                : (42 ..< 54).contains(x) ? (0, 255, 255) : (0, 0, 0)
            #expect(px.r == expected.r && px.b == expected.b && px.a == expected.a, "column \(x): \(px)")
        }
    }

    /// Decision: horizontal edges of the place glyphs lie on even points, so on pixel boundaries
    /// at every shipped size, square48 1× (half a pixel per point) included: NAME_CHANGE's dashes
    /// span y 56…68 (10 pt thick on 57…67 until a visual review found rows of alpha 128 there)
    /// and FERRY_BOAT's keel is on y 68 (was 69). Checked at square48 1× in a column through the
    /// left dash (x 25) and through the hull (x 48).
    @Test("NAME_CHANGE's dashes and FERRY_BOAT's keel are crisp at square48 1×")
    func placeGlyphEdgesAreCrisp() throws {
        let options = ImageOptions(size: .square48, scale: 1)
        let dashes = try Self.renderer.maneuverImage(.nameChange, options: options)
        #expect((27 ... 34).map { dashes.alpha(12, $0) } == [0, 255, 255, 255, 255, 255, 255, 0])
        let boat = try Self.renderer.maneuverImage(.ferryBoat, options: options)
        #expect(boat.alpha(24, 33) == 255 && boat.alpha(24, 34) == 0, "\(boat.alpha(24, 33)) \(boat.alpha(24, 34))")
    }

    /// Decision: stems are 12 pt wide on whole-point centre lines, so a vertical stem's edges lie
    /// on pixel boundaries at every size the set ships and it shows no grey fringe (at 13 pt both
    /// edge columns were half covered at 1× and 3×, a quarter at square48 1×). Checked on a row
    /// through the stems of STRAIGHT, TURN_LEFT, both legs of TURN_U_TURN_CLOCKWISE and the shafts
    /// of MERGE_LEFT and MERGE_RIGHT after their S-curves (on x = 44.69 and 51.31 until a review
    /// found their edges at alpha 80/175 at 1×), at the iOS and Android scales; the one shipped
    /// size that cannot be crisp, square48 at 1.5× (a 9-px stem centred on pixel 36), is left out.
    @Test("Vertical stems have crisp edges at the shipped sizes",
          arguments: [(IconSize.square48, 1.0), (.square48, 2), (.square48, 3), (.square48, 4),
                      (.square96, 1), (.square96, 1.5), (.square96, 2), (.square96, 3), (.square96, 4)])
    func stemsAreCrisp(size: IconSize, scale: Double) throws {
        // Rows in points: below the straight and left-turn heads; between the U-turn's bend and
        // the head at the foot of its right leg; the merges' shafts between their S-curves (which
        // end at y 43.75) and their heads (base at y 31), above the road's end (y 40).
        for (m, rowPoints) in [(Maneuver.straight, 82.0), (.turnLeft, 82), (.turnUTurnClockwise, 50),
                               (.mergeLeft, 38), (.mergeRight, 38)] {
            let p = try Self.renderer.maneuverImage(m, options: ImageOptions(size: size, scale: scale))
            let y = Int(rowPoints / 96 * Double(p.height))
            let alphas = (0 ..< p.width).map { p.alpha($0, y) }
            #expect(alphas.contains(255), "\(m.docsName): no stem in row \(y)")
            let soft = alphas.enumerated().filter { $0.element != 0 && $0.element != 255 }.map(\.offset)
            #expect(soft.isEmpty, "\(m.docsName) at \(size) \(scale)×: partly covered columns \(soft) in row \(y)")
        }
    }

    /// Decision: each point of an icon shows the topmost layer covering it. With a translucent
    /// primary, the secondary that runs on under it (a ring's ends, a stem's foot, the road
    /// under MERGE_UNSPECIFIED's branches, a lane's unrecommended arrow under the recommended
    /// one) must not show through: wherever the primary covers a pixel wholly, the pixel is the
    /// primary alone, exactly as with a fully transparent secondary. (Filling the layers one
    /// after another showed red through blue there: 255·0.5 red in those pixels.) Tolerance 1 per
    /// channel: a pixel whose alpha rounds to the primary's may still have a sliver of
    /// secondary under 1/255 of it (1–2 pixels per icon at the primary's edge).
    @Test("A translucent primary hides the secondary beneath it")
    func translucentPrimaryHidesSecondary() throws {
        let blue = Color(r: 0, g: 0, b: 255, a: 128)
        let withRed = IconColors(primary: blue, secondary: Color(r: 255, g: 0, b: 0))
        let alone = IconColors(primary: blue, secondary: Color(r: 255, g: 0, b: 0, a: 0))
        func check(_ a: Pixmap, _ b: Pixmap, _ name: String) -> Int {
            var primaryPixels = 0, mismatched = 0
            // Compared premultiplied: a sliver of red under 1/255 of the pixel is a level there.
            let pa = a.premultipliedRGBA(), pb = b.premultipliedRGBA()
            for i in stride(from: 0, to: pb.count, by: 4) where b.data[i ..< i + 4] == [0, 0, 255, 128] {
                primaryPixels += 1
                if (0 ..< 4).contains(where: { abs(Int(pa[i + $0]) - Int(pb[i + $0])) > 1 }) { mismatched += 1 }
            }
            #expect(mismatched == 0, "\(name): \(mismatched) of \(primaryPixels) wholly primary pixels show the secondary")
            return primaryPixels
        }
        var checked = 0
        for m in Maneuver.allCases {
            let a = try Self.renderer.maneuverImage(m, options: ImageOptions(scale: 1, colors: withRed))
            let b = try Self.renderer.maneuverImage(m, options: ImageOptions(scale: 1, colors: alone))
            checked += check(a, b, m.docsName)
        }
        let lanes = try LaneSpec.parse("left*,straight,straight+right*,slight-left*+left+straight")
        let a = try #require(try Self.renderer.lanesImage(lanes, options: LanesImageOptions(scale: 2, colors: withRed)))
        let b = try #require(try Self.renderer.lanesImage(lanes, options: LanesImageOptions(scale: 2, colors: alone)))
        checked += check(a, b, "lanes")
        #expect(checked > 66 * 300)
    }
}
