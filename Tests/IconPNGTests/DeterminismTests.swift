import IconRaster
import Testing
@testable import IconPNG

/// Decision: same pixels + options → byte-identical file, and nothing time- or machine-dependent
/// is written: the only chunks are IHDR, PLTE, tRNS, IDAT, IEND.
@Test func repeatedEncodesAreByteIdentical() throws {
    for icon in SyntheticIcons.all(size: 32).map(\.pixmap) {
        let first = try PNGEncoder.encode(icon)
        let copy = try Pixmap(width: icon.width, height: icon.height, straightData: icon.data)
        #expect(try PNGEncoder.encode(copy) == first)
        #expect(try PNGEncoder.encode(icon) == first)
        let types = Set(try #require(chunks(of: first)).map(\.type))
        #expect(types.isSubset(of: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]))
    }
}

/// The palette does not depend on where colours first appear: an image and its horizontal mirror
/// (same colours, different scan order) get identical PLTE and tRNS chunks.
@Test func paletteOrderIsIndependentOfScanOrder() throws {
    let icon = SyntheticIcons.turnRight(size: 32, color: SyntheticIcons.blue)
    let mirrored = try Pixmap(width: 32, height: 32, straightData: (0 ..< 32 * 32).flatMap { i -> [UInt8] in
        let p = icon.pixel(31 - i % 32, i / 32)
        return [p.r, p.g, p.b, p.a]
    })
    #expect(icon.data != mirrored.data)
    let a = try #require(chunks(of: PNGEncoder.encode(icon))), b = try #require(chunks(of: PNGEncoder.encode(mirrored)))
    #expect(a.first { $0.type == "PLTE" } != nil)
    #expect(a.first { $0.type == "PLTE" } == b.first { $0.type == "PLTE" })
    #expect(a.first { $0.type == "tRNS" } == b.first { $0.type == "tRNS" })
}
