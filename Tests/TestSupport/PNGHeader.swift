/// The eight bytes every PNG file starts with.
public let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The IHDR fields of a PNG, read from the bytes independently of the code under test: width and
/// height (big-endian at offsets 16 and 20), bit depth (24) and colour type (25). Nil unless the
/// file starts with the signature and is long enough to hold them.
public func ihdr(_ png: [UInt8]) -> (width: Int, height: Int, bitDepth: UInt8, colorType: UInt8)? {
    guard png.count >= 26, Array(png.prefix(8)) == pngSignature else { return nil }
    func be32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
    return (be32(16), be32(20), png[24], png[25])
}

/// Width and height from a PNG's IHDR (`ihdr`).
public func pngSize(_ png: [UInt8]) -> (width: Int, height: Int)? {
    ihdr(png).map { ($0.width, $0.height) }
}
