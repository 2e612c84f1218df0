import Testing
@testable import IconPNG

/// Bad input must throw (never crash or hang): every truncation that cuts into the signature,
/// header or image data, a flipped bit in the compressed data (caught by the chunk CRC), a broken
/// signature, empty and random bytes. Decision: a file cut inside the final IEND chunk still holds
/// every pixel; libpng's simplified reader accepts it, and then the pixels must be exact.
@Test func corruptAndTruncatedFilesThrow() throws {
    let icon = SyntheticIcons.turnRight(size: 24)
    let png = try PNGEncoder.encode(icon)
    let full = try PNGDecoder.decode(png)
    #expect(full.rgba == expectedStraightRGBA(icon.data))
    let iendStart = png.count - 12
    var decodedTruncations: [Int] = []
    for length in 0..<png.count {
        let decoded = try? PNGDecoder.decode(Array(png.prefix(length)))
        if let decoded {
            decodedTruncations.append(length)
            #expect(decoded == full, "truncated to \(length) bytes")
        }
    }
    #expect(decodedTruncations.allSatisfy { $0 >= iendStart }, "decoded despite missing image data: \(decodedTruncations)")
    var flipped = png
    flipped[iendStart - 8] ^= 0x10 // inside the last IDAT's data (before its 4-byte CRC)
    #expect((try? PNGDecoder.decode(flipped)) == nil)
    var badSignature = png
    badSignature[1] = UInt8(ascii: "Q")
    #expect((try? PNGDecoder.decode(badSignature)) == nil)
    var generator = SplitMix64(seed: 7)
    let noise = (0..<500).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    #expect((try? PNGDecoder.decode(noise)) == nil)
    #expect((try? PNGDecoder.decode([])) == nil)
}

/// A chunk declaring more data than the file holds is refused before libpng sees it: libpng
/// allocated and zeroed the declared length of a text chunk first (a 44-byte file with a tEXt of
/// 2^31 − 1 bytes cost 2 GiB; found by review). Our message names the chunk, so libpng was not
/// reached. A length that fits is left to libpng (a bad CRC there is its error), and a file cut
/// inside IEND's CRC still decodes (the decision above).
@Test func chunkLongerThanTheFileIsRefusedFirst() throws {
    let png = try PNGEncoder.encode(SyntheticIcons.turnRight(size: 8))
    let header = Array(png[0..<33])   // signature + IHDR
    for type in ["tEXt", "zTXt", "iTXt", "sPLT"] {
        let file = header + [0x7F, 0xFF, 0xFF, 0xFF] + Array(type.utf8) + Array("abc".utf8)
        #expect(throws: PNGError.decodeFailed("chunk '\(type)' at byte 33 declares 2147483647 bytes of data, but only 3 follow")) {
            try PNGDecoder.decode(file)
        }
    }
    let binaryType = header + [0, 0, 1, 0, 0x01, 0xFE, 0x41, 0x42]
    #expect(throws: PNGError.decodeFailed("chunk 1 fe 41 42 at byte 33 declares 256 bytes of data, but only 0 follow")) {
        try PNGDecoder.decode(binaryType)
    }
    let fits = header + [0, 0, 0, 3] + Array("tEXtabc".utf8) + [0, 0, 0, 0] + Array(png[33...])
    do {
        _ = try PNGDecoder.decode(fits)
    } catch {
        #expect(!error.description.contains("declares"), "\(error)")
    }
    #expect(try PNGDecoder.decode(Array(png.dropLast(2))).width == 8)
    // Bytes that are not a PNG at all get libpng's word for it, not a chunk walked from byte 8
    // of text or a JPEG (found by review).
    for notPNG in [Array("hello, this is definitely not a PNG file at all".utf8), [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]] {
        do {
            _ = try PNGDecoder.decode(notPNG)
            Issue.record("decoded non-PNG bytes")
        } catch {
            #expect(!error.description.contains("declares") && error.description.lowercased().contains("png"), "\(error)")
        }
    }
}

/// Decision: 16-bit interlaced images are refused with a reason: libpng's simplified reader
/// decodes them wrongly when asked for 8-bit output (pnggroup/libpng#853, open; Debian's
/// 1.6.39), here a 1 × 3 grey ramp 1000 / 5000 / 9000 read back as 103, 79, 79 with its rows
/// shuffled (found by review). The same samples without interlacing decode, in order.
@Test func sixteenBitInterlacedIsRefused() throws {
    let hex = "89504e470d0a1a0a0000000d49484452000000010000000310000000015021d68b"
        + "0000001149444154789c63607ec1a0acc120dc0100087601d2ed873a0e0000000049454e44ae426082"
    let bytes = stride(from: 0, to: hex.count, by: 2).map { i -> UInt8 in
        let start = hex.index(hex.startIndex, offsetBy: i)
        return UInt8(hex[start ..< hex.index(start, offsetBy: 2)], radix: 16)!
    }
    #expect(throws: PNGError.decodeFailed("16-bit interlaced images are not supported (libpng's simplified reader decodes them wrongly, pnggroup/libpng#853)")) {
        try PNGDecoder.decode(bytes)
    }
    let rows: [[UInt8]] = [[0x03, 0xE8], [0x13, 0x88], [0x23, 0x28]]
    let plain = try PNGDecoder.decode(handmadePNG(width: 1, height: 3, bitDepth: 16, colorType: 0, rows: rows))
    let greys = stride(from: 0, to: 12, by: 4).map { plain.rgba[$0] }
    #expect(greys == greys.sorted() && Set(greys).count == 3, "\(greys)")
}

/// Errors carry libpng's reason, not an empty string.
@Test func decodeErrorsExplainThemselves() {
    do {
        _ = try PNGDecoder.decode([1, 2, 3])
        Issue.record("decoding three bytes should fail")
    } catch {
        guard case let .decodeFailed(message) = error else { Issue.record("unexpected \(error)"); return }
        #expect(!message.isEmpty)
        #expect(error.description.hasPrefix("PNG decoding failed: "))
    }
}

/// Decision: decode refuses a declared size beyond PNGSizeLimits (16384 per side, 2^26 pixels)
/// from the header alone, before allocating pixels — the IDAT behind these headers is far too
/// short, so only the limit check can produce `.imageTooLarge`.
@Test func declaredHugeSizesAreRefusedBeforeDecoding() throws {
    let png = try PNGEncoder.encode(SyntheticIcons.turnRight(size: 8))
    #expect(throws: PNGError.imageTooLarge(width: 20_000, height: 1)) {
        try PNGDecoder.decode(withDeclaredSize(png, width: 20_000, height: 1))
    }
    #expect(throws: PNGError.imageTooLarge(width: 10_000, height: 10_000)) {
        try PNGDecoder.decode(withDeclaredSize(png, width: 10_000, height: 10_000))
    }
    // Within the limits the header is accepted and the short data is what fails.
    #expect(throws: PNGError.self) { try PNGDecoder.decode(withDeclaredSize(png, width: 16_384, height: 2)) }
    do {
        _ = try PNGDecoder.decode(withDeclaredSize(png, width: 16_384, height: 2))
    } catch {
        #expect(error != .imageTooLarge(width: 16_384, height: 2))
    }
    // A zero side, and sides beyond libpng's own limit of 1,000,000 px (which libpng reported
    // as a generic "Invalid IHDR data", review 10), are our size error too, as documented.
    #expect(throws: PNGError.imageTooLarge(width: 0, height: 8)) { try PNGDecoder.decode(withDeclaredSize(png, width: 0, height: 8)) }
    #expect(throws: PNGError.imageTooLarge(width: 2_000_000, height: 1)) {
        try PNGDecoder.decode(withDeclaredSize(png, width: 2_000_000, height: 1))
    }
    #expect(throws: PNGError.imageTooLarge(width: 0x7FFF_FFFF, height: 1)) {
        try PNGDecoder.decode(withDeclaredSize(png, width: 0x7FFF_FFFF, height: 1))
    }
}

/// A small deterministic generator for test noise.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
