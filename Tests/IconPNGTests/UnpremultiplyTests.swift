import Testing
@testable import IconPNG

/// Decision: straight channel = round-half-up(c * 255 / a) = (c * 255 + a / 2) / a, computed by the
/// encoder with a reciprocal multiply; it must agree with the integer division for every valid
/// (c <= a) premultiplied value, leave opaque pixels unchanged, and map alpha 0 to 0,0,0,0.
@Test func reciprocalUnpremultiplyMatchesIntegerDivisionExhaustively() {
    var mismatches = 0
    Unpremultiply.reciprocals.withUnsafeBufferPointer { reciprocals in
        for a in 1...255 {
            for c in 0...a {
                let pixel = UInt32(c) | UInt32(c) << 8 | UInt32(c) << 16 | UInt32(a) << 24
                let straight = Unpremultiply.straight(pixel, reciprocals: reciprocals.baseAddress!)
                let expected = UInt32((c * 255 + a / 2) / a)
                if straight != (expected | expected << 8 | expected << 16 | UInt32(a) << 24) { mismatches += 1 }
            }
        }
        #expect(Unpremultiply.straight(0x00FF_FFFF, reciprocals: reciprocals.baseAddress!) == 0)
        #expect(Unpremultiply.straight(0xFF12_3456, reciprocals: reciprocals.baseAddress!) == 0xFF12_3456)
        // Invalid premultiplied data (channel above alpha) clamps to 255 instead of wrapping.
        #expect(Unpremultiply.straight(0x10FF_2010, reciprocals: reciprocals.baseAddress!) == 0x10FF_FFFF)
    }
    #expect(mismatches == 0)
}
