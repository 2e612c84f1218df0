import IconRaster
// The shared test helpers (PNG headers), for every file here.
@_exported import TestSupport

/// What the file must hold for a pixmap's straight-alpha bytes: the same bytes, with every pixel
/// of alpha 0 as 0,0,0,0.
func expectedStraightRGBA(_ straight: [UInt8]) -> [UInt8] {
    var out = straight
    for i in stride(from: 0, to: out.count, by: 4) where out[i + 3] == 0 {
        out[i] = 0; out[i + 1] = 0; out[i + 2] = 0
    }
    return out
}

/// A pixmap whose premultiplied pixels come from `pixel(x, y)` (r, g, b, a; caller keeps c <= a),
/// converted to straight alpha as `Pixmap(width:height:premultipliedData:)` converts.
func makePixmap(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Pixmap {
    var data = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = pixel(x, y)
            let i = (y * width + x) * 4
            data[i] = r; data[i + 1] = g; data[i + 2] = b; data[i + 3] = a
        }
    }
    return try! Pixmap(width: width, height: height, premultipliedData: data)
}

/// Number of runs of equal pixels in scan order (1 + pixels differing from their predecessor).
func runStarts(_ pixmap: Pixmap) -> Int {
    var runs = 1
    for i in stride(from: 4, to: pixmap.data.count, by: 4) where pixmap.data[i..<i + 4] != pixmap.data[i - 4..<i] {
        runs += 1
    }
    return runs
}

/// One chunk of a PNG file.
struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
}

/// Splits a PNG into chunks (after the 8-byte signature); nil if the framing is broken.
func chunks(of png: [UInt8]) -> [Chunk]? {
    guard png.count >= 8, Array(png[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { return nil }
    var result: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard offset + 12 + length <= png.count else { return nil }
        let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
        result.append(Chunk(type: type, data: Array(png[offset + 8..<offset + 8 + length])))
        offset += 12 + length
    }
    return offset == png.count ? result : nil
}

/// CRC-32 (ISO 3309, as PNG uses), bitwise.
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// `png` with its IHDR width and height replaced (and the IHDR CRC recomputed).
func withDeclaredSize(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
    var out = png
    for (offset, value) in [(16, width), (20, height)] {
        for k in 0..<4 { out[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
    }
    let crc = crc32(out[12..<29])
    for k in 0..<4 { out[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
    return out
}

/// Adler-32 as zlib computes it.
func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    return b << 16 | a
}

/// A PNG written by hand (not by IconPNG): the given IHDR fields, extra chunks before IDAT, and
/// `rows` (already packed, each prefixed with filter type 0) in one stored (uncompressed) deflate
/// block. For checking the decoder on formats the encoder never writes.
func handmadePNG(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8,
                 extraChunks: [Chunk] = [], rows: [[UInt8]]) -> [UInt8] {
    func be32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body[...]))
    }
    let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
    let length = UInt16(raw.count)
    let header: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8),
                           UInt8(~length & 0xFF), UInt8(~length >> 8)]
    var zlib = header
    zlib += raw
    zlib += be32(adler32(raw))
    var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    png += chunk("IHDR", be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0])
    for extra in extraChunks { png += chunk(extra.type, extra.data) }
    png += chunk("IDAT", zlib) + chunk("IEND", [])
    return png
}
