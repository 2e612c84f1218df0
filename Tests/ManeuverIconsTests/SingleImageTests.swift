import Testing
@testable import ManeuverIcons

/// A single image (`SingleImage`) in each format of the registry (`IconSetFormat.all`) is the
/// file the renderer's own call for that kind of format writes: PNG `maneuverPNG`, a vector
/// format `maneuverVector`, a device format `maneuverFile`, with the options, junction form, name,
/// `flatten` and `tintable` of the image. So the tool, which writes single images through the
/// registry only, writes what the library's documented calls write.
@Suite("Single images in every format")
struct SingleImageTests {
    static let renderer = IconRenderer(cacheLimits: .disabled)
    static let options = ImageOptions(size: .square48, scale: 2, colors: .night)
    static let lanesOptions = LanesImageOptions(layout: .carPlay, scale: 2, colors: .night)
    static let lanes = [Lane(laneDirections: [LaneDirection(laneShape: .normalLeft, recommended: true)]),
                        Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: false),
                                              LaneDirection(laneShape: .normalRight, recommended: false)])]
    static let spec = ManeuverSpec(.roundabout, circulation: .clockwise, exitAngle: 200)

    static func image(_ subject: SingleImage.Subject, junction: JunctionForm? = nil, flatten: Bool = false,
                      tintable: Bool = false) -> SingleImage {
        SingleImage(subject, renderer: renderer, options: options, lanesOptions: lanesOptions, junction: junction, flatten: flatten,
                    tintable: tintable, name: "pinned")
    }

    @Test("each format's file is its renderer call's, for a maneuver, a spec and lanes", arguments: IconSetFormat.all)
    func file(format: IconSetFormat) throws {
        let r = Self.renderer, o = Self.options, l = Self.lanesOptions
        let maneuver = try #require(try format.bytes(for: Self.image(.maneuver(.roundaboutLeftCounterClockwise, exitAngle: 120,
                                                                                exitNumber: 3, arms: [60, 200]))))
        let spec = try #require(try format.bytes(for: Self.image(.spec(Self.spec), junction: .carPlay)))
        let lanes = try #require(try format.bytes(for: Self.image(.lanes(Self.lanes))))
        if let device = format.device {
            #expect(maneuver == (try r.maneuverFile(.roundaboutLeftCounterClockwise, options: o, exitAngle: 120, exitNumber: 3,
                                                    arms: [60, 200], format: device, name: "pinned")))
            #expect(spec == (try r.maneuverFile(Self.spec, options: o, junction: .carPlay, format: device, name: "pinned")))
            #expect(lanes == (try r.lanesFile(Self.lanes, options: l, format: device, name: "pinned")))
        } else if let vector = VectorFormat(rawValue: format.name) {
            #expect(maneuver == Array(try r.maneuverVector(.roundaboutLeftCounterClockwise, options: o, exitAngle: 120, exitNumber: 3,
                                                           arms: [60, 200], format: vector).utf8))
            #expect(spec == Array(try r.maneuverVector(Self.spec, options: o, junction: .carPlay, format: vector).utf8))
            #expect(lanes == (try r.lanesVector(Self.lanes, options: l, format: vector)).map { Array($0.utf8) })
        } else {
            #expect(format == .png)
            #expect(maneuver == (try r.maneuverPNG(.roundaboutLeftCounterClockwise, options: o, exitAngle: 120, exitNumber: 3, arms: [60, 200])))
            #expect(spec == (try r.maneuverPNG(Self.spec, options: o, junction: .carPlay)))
            #expect(lanes == (try r.lanesPNG(Self.lanes, options: l)))
        }
        #expect(try format.bytes(for: Self.image(.lanes([]))) == nil)
    }

    @Test("flatten reaches the SVG: the same file as maneuverSVG and lanesSVG with flatten")
    func flatten() throws {
        let r = Self.renderer, o = Self.options
        let flat = try #require(try IconSetFormat.svg.bytes(for: Self.image(.maneuver(.turnSharpLeft), flatten: true)))
        #expect(flat == Array(try r.maneuverSVG(.turnSharpLeft, options: o, flatten: true).utf8))
        #expect(flat != Array(try r.maneuverSVG(.turnSharpLeft, options: o).utf8))
        let spec = try #require(try IconSetFormat.svg.bytes(for: Self.image(.spec(Self.spec), flatten: true)))
        #expect(spec == Array(try r.maneuverSVG(Self.spec, options: o, flatten: true).utf8))
        let lanes = try #require(try IconSetFormat.svg.bytes(for: Self.image(.lanes(Self.lanes), flatten: true)))
        #expect(lanes == (try r.lanesSVG(Self.lanes, options: Self.lanesOptions, flatten: true)).map { Array($0.utf8) })
    }

    @Test("tintable reaches the vector formats: a VectorDrawable carries android:tint")
    func tintable() throws {
        let drawable = try #require(try IconSetFormat.vectorDrawable.bytes(for: Self.image(.maneuver(.turnLeft), tintable: true)))
        let text = String(decoding: drawable, as: UTF8.self)
        #expect(text.contains("android:tint=\"#FFFFFFFF\""), "\(text.prefix(300))")  // the night theme's white primary
        let plain = try #require(try IconSetFormat.vectorDrawable.bytes(for: Self.image(.maneuver(.turnLeft))))
        #expect(!String(decoding: plain, as: UTF8.self).contains("android:tint"))
    }
}
