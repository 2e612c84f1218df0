/// The first (and only full) pass over a straight-alpha pixmap: which colours occur,
/// whether every colour is grey, whether any pixel is not opaque.
///
/// While at most 256 distinct colours have been seen it also writes, per pixel, the colour's index
/// in `colors` (first-occurrence order) to `indices`, so the later passes never unpremultiply again.
/// Runs of identical pixels (the transparent background, opaque stroke interiors) cost one load,
/// one compare and one store per pixel.
struct ColorCensus {
    /// Distinct straight colours in order of first occurrence; complete only when `!overflowed`.
    var colors: [UInt32]
    /// More than 256 distinct colours: `colors` is partial and `indices` is not valid.
    var overflowed: Bool
    /// Every pixel has r == g == b (straight values).
    var allGrey: Bool
    /// Some pixel has alpha < 255.
    var anyTranslucent: Bool
    /// Pixels (in scan order) that differ from the pixel before them, plus one for the first:
    /// the number of runs. Counted only up to the point the palette overflowed.
    var runStarts: Int = 0

    static let paletteCapacity = 256

    /// - Parameters:
    ///   - pixels: `count * 4` bytes of straight RGBA.
    ///   - indices: room for `count` bytes.
    static func take(pixels: UnsafeRawBufferPointer, count: Int, indices: UnsafeMutablePointer<UInt8>) -> ColorCensus {
        precondition(count > 0 && pixels.count >= count * 4)
        var colors: [UInt32] = []
        colors.reserveCapacity(paletteCapacity)
        // Open addressing, 512 slots: UInt64(colour) << 32 | (index + 1); 0 marks an empty slot.
        let tableSize = 512
        var overflowAt = -1
        var runStarts = 0
        do {
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: tableSize) { table in
                table.initialize(repeating: 0)
                var last = ~UInt32(littleEndian: pixels.loadUnaligned(as: UInt32.self))
                var lastIndex: UInt8 = 0
                var i = 0
                scan: while i < count {
                    // Runs: four pixels equal to the last one cost two 8-byte compares.
                    let pair = UInt64(last) | UInt64(last) << 32
                    while i &+ 4 <= count
                        && UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)) == pair
                        && UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: i &* 4 &+ 8, as: UInt64.self)) == pair {
                        UnsafeMutableRawPointer(indices + i).storeBytes(of: UInt32(lastIndex) &* 0x0101_0101, as: UInt32.self)
                        i &+= 4
                    }
                    if i == count { break }
                    let pixel = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                    if pixel != last {
                        last = pixel
                        runStarts &+= 1
                        let color = Transparent.normalized(pixel)
                        var slot = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 23)
                        while true {
                            let entry = table[slot]
                            if entry == 0 {
                                if colors.count == paletteCapacity { overflowAt = i; break scan }
                                lastIndex = UInt8(truncatingIfNeeded: colors.count)
                                table[slot] = UInt64(color) << 32 | UInt64(colors.count + 1)
                                colors.append(color)
                                break
                            }
                            if UInt32(truncatingIfNeeded: entry >> 32) == color {
                                lastIndex = UInt8(truncatingIfNeeded: (entry & 0xFFFF) &- 1)
                                break
                            }
                            slot = (slot &+ 1) & (tableSize - 1)
                        }
                    }
                    indices[i] = lastIndex
                    i &+= 1
                }
            }
        }
        var allGrey = colors.allSatisfy(\.isGrey)
        var anyTranslucent = colors.contains { $0.alpha != 255 }
        if overflowAt >= 0 {
            scanFlags(pixels: pixels, from: overflowAt, count: count, allGrey: &allGrey, anyTranslucent: &anyTranslucent)
        }
        return ColorCensus(colors: colors, overflowed: overflowAt >= 0, allGrey: allGrey,
                           anyTranslucent: anyTranslucent, runStarts: runStarts)
    }

    /// Finishes the grey / translucency flags over pixels `start..<count` once the palette has
    /// overflowed; stops early when the answer can only be RGBA.
    private static func scanFlags(pixels: UnsafeRawBufferPointer, from start: Int, count: Int,
                                  allGrey: inout Bool, anyTranslucent: inout Bool) {
        do {
            var last = ~UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: start &* 4, as: UInt32.self))
            var i = start
            while i < count {
                if !allGrey && anyTranslucent { return }
                let pixel = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                if pixel != last {
                    last = pixel
                    anyTranslucent = anyTranslucent || pixel.alpha != 255
                    allGrey = allGrey && Transparent.normalized(pixel).isGrey
                }
                i &+= 1
            }
        }
    }
}
