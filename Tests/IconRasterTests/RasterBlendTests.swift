import CRasterSupport
import Testing
@testable import IconRaster

/// `raster_blend` (CRasterSupport) is the pixel blend of `SourceOverSink`: each byte `d` of a
/// premultiplied pixel becomes `d + (((c − d)·k + 32768) >> 16)` for the source channel `c` and
/// the weight `k` in 0...65536. Decision: exact integers, bit for bit, on every path (the SSE2
/// float lanes and the portable C), so a pixel never depends on the CPU it was drawn on. Checked
/// here for every source and destination byte pair at weights covering the ends, the halves
/// and their neighbours (where the rounding offset 32768 and the floor meet) and pseudo-random
/// weights, on each path against the formula in Swift integers.
@Suite struct RasterBlendTests {
    static let weights: [UInt32] = {
        var ks: [UInt32] = [0, 1, 2, 127, 128, 255, 256, 257, 32767, 32768, 32769, 65279, 65280, 65534,
                            65535, 65536]
        var state: UInt64 = 0x0B1E_2026
        for _ in 0 ..< 16 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            ks.append(UInt32(state >> 33) % 65537)
        }
        return ks
    }()

    func expectFormula(_ name: String, _ blend: (UnsafeMutablePointer<UInt8>, raster_blend_source, Float) -> Void) {
        var mismatches = 0, checked = 0
        var pixel: [UInt8] = [0, 0, 0, 0]
        for k in Self.weights {
            for c in 0 ... 255 {
                // The four channels: this source byte in the first lane, and three other sources
                // in the others (255 − c, c / 2, and the alpha lane's 255).
                let sources = [c, 255 - c, c / 2, 255]
                let source = raster_blend_source(c: (Float(sources[0]), Float(sources[1]), Float(sources[2]), 255))
                for d in 0 ... 255 {
                    let bytes = [d, (d * 7) & 255, 255 - d, d]
                    for i in 0 ..< 4 { pixel[i] = UInt8(bytes[i]) }
                    pixel.withUnsafeMutableBufferPointer { blend($0.baseAddress!, source, Float(k)) }
                    for i in 0 ..< 4 {
                        let x = (sources[i] - bytes[i]) * Int(k) + 32768
                        let expected = bytes[i] + Int((Double(x) / 65536).rounded(.down))
                        if Int(pixel[i]) != expected { mismatches += 1 }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == Self.weights.count * 256 * 256 * 4, "\(name)")
        #expect(mismatches == 0, "\(name)")
    }

    @Test func portableBlendIsTheIntegerFormula() {
        expectFormula("portable") { raster_blend_portable($0, $1, $2) }
    }

    #if arch(x86_64)
    @Test func sse2BlendIsTheIntegerFormula() {
        expectFormula("SSE2") { raster_blend_sse2($0, $1, $2) }
    }
    #endif

    /// `SourceOverSink` rounds the weight in float arithmetic for `raster_blend`
    /// (`roundedWeightAsFloat`): the same integer as `roundedWeight`, ties to even included, over
    /// the whole range of weights (0...65536) in steps of 1/8.
    @Test func weightRoundedAsFloatIsTheRoundedInteger() {
        var mismatches = 0
        for i in 0 ... 65536 * 8 {
            let x = Float(i) / 8
            if SourceOverSink.roundedWeightAsFloat(x) != Float(SourceOverSink.roundedWeight(x)) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(SourceOverSink.roundedWeightAsFloat(2.5) == 2 && SourceOverSink.roundedWeightAsFloat(3.5) == 4)
    }

    /// The weights reach both ends: 0 leaves the pixel, 65536 gives the source.
    @Test func weightEndsLeaveThePixelOrGiveTheSource() {
        var pixel: [UInt8] = [10, 200, 30, 40]
        let source = raster_blend_source(c: (250, 5, 128, 255))
        pixel.withUnsafeMutableBufferPointer { raster_blend($0.baseAddress!, source, 0) }
        #expect(pixel == [10, 200, 30, 40])
        pixel.withUnsafeMutableBufferPointer { raster_blend($0.baseAddress!, source, 65536) }
        #expect(pixel == [250, 5, 128, 255])
    }

    /// `raster_blend_straight`, the blend of straight-alpha pixels: over an opaque pixel the
    /// bytes of `raster_blend`; over a transparent one the source colour and `raster_blend`'s
    /// alpha (nothing when that alpha is 0); otherwise the straight-alpha source-over in `Double`
    /// rounded to nearest, within 0.01 of a level of a rounding tie either way (float lanes).
    @Test func straightBlendIsStraightSourceOver() {
        var mismatches = 0, checked = 0
        for k in Self.weights {
            for c in stride(from: 0, through: 255, by: 3) {
                let source = raster_blend_source(c: (Float(c), Float(255 - c), Float(c / 2), 255))
                let sources = [c, 255 - c, c / 2]
                for a in [0, 1, 2, 16, 17, 100, 128, 200, 254, 255] {
                    for d in stride(from: 0, through: 255, by: 5) {
                        var pixel: [UInt8] = a == 0 ? [0, 0, 0, 0] : [UInt8(d), UInt8(255 - d), UInt8(d / 3), UInt8(a)]
                        var opaque = pixel
                        let before = pixel
                        pixel.withUnsafeMutableBufferPointer { raster_blend_straight($0.baseAddress!, source, Float(k)) }
                        checked += 1
                        let alpha = a + Int((Double((255 - a) * Int(k) + 32768) / 65536).rounded(.down))
                        if a == 255 {
                            opaque.withUnsafeMutableBufferPointer { raster_blend($0.baseAddress!, source, Float(k)) }
                            if pixel != opaque { mismatches += 1 }
                            continue
                        }
                        if alpha == 0 {
                            if pixel != before { mismatches += 1 }
                            continue
                        }
                        if Int(pixel[3]) != alpha { mismatches += 1 }
                        let newAlpha = Double(a) + Double(255 - a) * Double(k) / 65536
                        for i in 0 ..< 3 {
                            let premultiplied = Double(sources[i]) * 255 * Double(k) / 65536
                                + Double(before[i]) * Double(a) * (1 - Double(k) / 65536)
                            let exact = premultiplied / newAlpha
                            let fraction = exact - exact.rounded(.down)
                            if abs(fraction - 0.5) < 0.01 { continue }
                            if Int(pixel[i]) != Int(exact.rounded()) { mismatches += 1 }
                        }
                    }
                }
            }
        }
        #expect(checked > 100_000)
        #expect(mismatches == 0)
    }
}
