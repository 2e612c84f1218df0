import Foundation
import Testing
import ManeuverIcons
import ManeuverCatalogue

/// Roundabouts with arms and junction images through the renderer (issue 23): the mirror
/// invariant in pixels, the CarPlay form's size, the cache key, flush joins and the U-turn told
/// apart from the sharp exit at 48 px.
@Suite("Junction rendering")
struct JunctionRenderingTests {
    static let renderer = IconRenderer(cacheLimits: .disabled)

    /// Worst premultiplied channel difference between `a` and the horizontal mirror image of `b`.
    static func mirrorDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        let da = a.premultipliedRGBA(), db = b.premultipliedRGBA()
        var worst = 0
        for y in 0 ..< a.height {
            for x in 0 ..< a.width {
                let i = (y * a.width + x) * 4, j = (y * a.width + (a.width - 1 - x)) * 4
                for c in 0 ..< 4 { worst = max(worst, abs(Int(da[i + c]) - Int(db[j + c]))) }
            }
        }
        return worst
    }

    /// Decision (icon spec §5): mirrored geometry through the exact-area rasterizer agrees to
    /// within 1/255: a clockwise roundabout with arms (degrees travelled in circulation) is the
    /// mirror image of the counterclockwise one with the same arms, for 3, 4, 5 and 8 arms; a
    /// left junction image of its right twin with the arms mirrored, in both forms.
    @Test("Mirror twins with arms agree pixel for pixel within 1/255", arguments: [1.0, 2.0, 3.0])
    func mirror(scale: Double) throws {
        let options = ImageOptions(size: .square96, scale: scale)
        for n in [3, 4, 5, 8] {
            let angles = (1 ..< n).map { Double($0) * 360 / Double(n) }
            for exit in angles {
                let arms = angles.filter { $0 != exit }
                let ccw = try Self.renderer.maneuverImage(.roundaboutCounterClockwise, options: options, exitAngle: exit, arms: arms)
                let cw = try Self.renderer.maneuverImage(.roundaboutClockwise, options: options, exitAngle: exit, arms: arms)
                #expect(Self.mirrorDifference(ccw, cw) <= 1, "\(n) arms, exit \(exit) at \(scale)×")
            }
        }
        for form in JunctionForm.allCases {
            let right = try Self.renderer.maneuverImage(.turnRight, options: options, arms: [0, 200, 270], junction: form)
            let left = try Self.renderer.maneuverImage(.turnLeft, options: options, arms: [0, 160, 90], junction: form)
            #expect(Self.mirrorDifference(right, left) <= 1, "\(form) at \(scale)×")
        }
    }

    /// The CarPlay form is 140 × 100 pt at the scale, whatever the icon size; its ink stays off
    /// the border; its SVG has the same size.
    @Test("The CarPlay junction form's size")
    func carPlaySize() throws {
        for scale in [1.0, 2, 3] {
            for m: Maneuver in [.turnRight, .roundaboutLeftClockwise, .depart] {
                let p = try Self.renderer.maneuverImage(m, options: ImageOptions(size: .square48, scale: scale), arms: [0, 270], junction: .carPlay)
                #expect(p.width == Int(140 * scale) && p.height == Int(100 * scale))
                var border = 0, ink = 0
                for y in 0 ..< p.height {
                    for x in 0 ..< p.width where p.alpha(x, y) > 0 {
                        ink += 1
                        if x == 0 || y == 0 || x == p.width - 1 || y == p.height - 1 { border += 1 }
                    }
                }
                #expect(ink > 0 && border == 0, "\(m.docsName) at \(scale)×")
            }
        }
        let svg = try Self.renderer.maneuverSVG(.turnRight, options: ImageOptions(scale: 2), arms: [0], junction: .carPlay)
        #expect(svg.contains("width=\"280\"") && svg.contains("height=\"200\""))
        // The square form is drawn at the icon size.
        let square = try Self.renderer.maneuverImage(.turnRight, options: ImageOptions(size: .square48, scale: 2), arms: [0], junction: .square96)
        #expect(square.width == 96 && square.height == 96)
        // Bad options are still errors.
        #expect(throws: RenderError.self) { try Self.renderer.maneuverImage(.turnRight, options: ImageOptions(scale: 9), junction: .carPlay) }
        #expect(throws: RenderError.catalogue(.armAngleOutOfRange(-5))) { try Self.renderer.maneuverPNG(.turnRight, arms: [-5]) }
    }

    /// Arms count in the cache key as drawn: their order does not; the form and the scale do.
    @Test("Arms and the junction form in the cache key")
    func cacheKey() throws {
        let r = IconRenderer()
        let a = try r.maneuverPNG(.roundaboutCounterClockwise, exitAngle: 180, arms: [90, 270])
        let b = try r.maneuverPNG(.roundaboutCounterClockwise, exitAngle: 180, arms: [270, 90])
        #expect(a == b && r.cacheStatistics.hits == 1 && r.cacheUsage.entries == 1)
        let plain = try r.maneuverPNG(.roundaboutCounterClockwise, exitAngle: 180)
        #expect(plain != a && r.cacheUsage.entries == 2)
        let square = try r.maneuverPNG(.turnRight, arms: [0, 270], junction: .square96)
        let carPlay = try r.maneuverPNG(.turnRight, arms: [0, 270], junction: .carPlay)
        let carPlay2 = try r.maneuverPNG(.turnRight, options: ImageOptions(scale: 2), arms: [0, 270], junction: .carPlay)
        #expect(square != carPlay && carPlay != carPlay2 && r.cacheUsage.entries == 5)
        #expect(try r.maneuverPNG(.turnRight, options: ImageOptions(size: .square48), arms: [0, 270], junction: .carPlay) == carPlay)
        #expect(r.cacheStatistics.hits == 2)
        #expect(try Self.renderer.maneuverPNG(.turnRight, arms: [0, 270], junction: .carPlay) == carPlay)
    }

    /// Decision: where the exit leaves the ring and where the entry meets it, the path's edges
    /// run straight on across the ring's band to its inner edge, and no primary lies beyond
    /// them (a round join at the turn left a rounded nub there, grey in its corner). Rendered at
    /// 4× with an opaque red primary and blue secondary, counterclockwise (clockwise: the mirror
    /// image): exit east (travel 90°, arm y 41…53, head from x 69): the band between the inner
    /// edge and the centre line beside the arm's far edge (x 59…64.5, y 41.5…46.5) is wholly red,
    /// the band beyond that edge (x 58…67, y 36…40.5) has no red; entry (x 42…54): the band
    /// beside its far edge (x 42.5…47.5, y 58.5…63.5) wholly red, beyond it (x 36…41.5,
    /// y 57…69) no red.
    @Test("The exit and the entry meet the ring flush")
    func flushJoins() throws {
        let colors = IconColors(primary: Color(r: 255, g: 0, b: 0), secondary: Color(r: 0, g: 0, b: 255))
        let scale = 4.0
        for clockwise in [false, true] {
            let m: Maneuver = clockwise ? .roundaboutLeftClockwise : .roundaboutRightCounterClockwise
            let p = try Self.renderer.maneuverImage(m, options: ImageOptions(size: .square96, scale: scale, colors: colors), arms: [180])
            func pixels(xs: ClosedRange<Double>, ys: ClosedRange<Double>, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [String] {
                var out: [String] = []
                for y in stride(from: ys.lowerBound, through: ys.upperBound, by: 0.25) {
                    for x in stride(from: xs.lowerBound, through: xs.upperBound, by: 0.25) {
                        // The pixel holding (x, y), or its mirror image.
                        let column = clockwise ? p.width - 1 - Int(x * scale) : Int(x * scale)
                        let c = p.pixel(column, Int(y * scale))
                        if test(c) { out.append("column \(column), (\(x), \(y)): \(c)") }
                    }
                }
                return out
            }
            let isRed = { (c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in c.r > 0 }
            let notRed = { (c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in c.r != 255 || c.b != 0 }
            let exitBeyond = pixels(xs: 58 ... 67, ys: 36 ... 40.5, where: isRed)
            let entryBeyond = pixels(xs: 36 ... 41.5, ys: 57 ... 69, where: isRed)
            let exitInside = pixels(xs: 59 ... 64.5, ys: 41.5 ... 46.5, where: notRed)
            let entryInside = pixels(xs: 42.5 ... 47.5, ys: 58.5 ... 63.5, where: notRed)
            #expect(exitBeyond.isEmpty, "\(m.docsName): primary beyond the exit's edge at \(exitBeyond.prefix(3))")
            #expect(entryBeyond.isEmpty, "\(m.docsName): primary beyond the entry's edge at \(entryBeyond.prefix(3))")
            #expect(exitInside.isEmpty, "\(m.docsName): not primary inside the exit's edge at \(exitInside.prefix(3))")
            #expect(entryInside.isEmpty, "\(m.docsName): not primary inside the entry's edge at \(entryInside.prefix(3))")
        }
    }

    /// Decision: at 48 px the U-turn and the sharp exit are different pictures, not the same
    /// picture with the head turned: on the exit's half of the box (beyond 3 px from the centre
    /// line, where the entry is), their primary ink overlaps in under 45 % of its union (a way
    /// back that leaves the ring low, at 225° in a wide swing, gives 54 %); and the U-turn's way
    /// back runs straight down beside the ring: primary in the column 37 px (74 pt, clockwise)
    /// in rows 26…30 (52…62 pt), where the sharp exit has none.
    @Test("The U-turn and the sharp exit differ at 48 px")
    func uTurnAndSharpExitDiffer() throws {
        for clockwise in [true, false] {
            let options = ImageOptions(size: .square48, scale: 1)
            let u = try Self.renderer.maneuverImage(clockwise ? .roundaboutUTurnClockwise : .roundaboutUTurnCounterClockwise, options: options)
            let s = try Self.renderer.maneuverImage(clockwise ? .roundaboutSharpRightClockwise : .roundaboutSharpLeftCounterClockwise, options: options)
            func ink(_ p: Pixmap) -> Set<Int> {
                var out: Set<Int> = []
                for y in 0 ..< p.height {
                    for x in 0 ..< p.width where (clockwise ? x >= 27 : x < 21) {
                        let c = p.pixel(x, y)
                        if c.a >= 128 && c.r < 100 && c.g < 100 && c.b < 100 { out.insert(y * p.width + x) }  // primary, black
                    }
                }
                return out
            }
            let a = ink(u), b = ink(s)
            let overlap = Double(a.intersection(b).count) / Double(a.union(b).count)
            #expect(overlap < 0.45, "clockwise \(clockwise): overlap \(overlap)")
            let column = clockwise ? 37 : 10
            let uLeg = (26 ... 30).filter { u.pixel(column, $0).a >= 128 }.count
            let sLeg = (26 ... 30).filter { s.pixel(column, $0).a >= 128 }.count
            #expect(uLeg == 5 && sLeg == 0, "clockwise \(clockwise): way back \(uLeg) rows, sharp exit \(sLeg)")
        }
    }
}
