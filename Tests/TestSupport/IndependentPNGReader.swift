/// A PNG reader for tests, independent of libpng and zlib (`Inflate`): non-interlaced images of
/// every colour type at 1, 2, 4 or 8 bits, all five row filters, PLTE and tRNS. It returns the
/// samples as stored (grey levels, palette indices, channel bytes), unscaled, so that a test sees
/// exactly what the file holds.
public struct IndependentPNGReader {
    public let width: Int
    public let height: Int
    public let bitDepth: Int
    /// IHDR colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    public let colorType: Int
    /// Samples per pixel, row by row, `width · height · channels` values.
    public let samples: [Int]
    /// PLTE as (r, g, b), tRNS as alpha per palette entry (255 past its end).
    public let palette: [(r: Int, g: Int, b: Int, a: Int)]

    public var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }

    public init(_ png: [UInt8]) throws {
        guard png.count > 8, Array(png[0 ..< 8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Inflate.Failure("not a PNG") }
        var offset = 8
        var header: [UInt8] = [], idat: [UInt8] = [], plte: [UInt8] = [], trns: [UInt8] = []
        while offset + 12 <= png.count {
            let length = png[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4 ..< offset + 8], as: UTF8.self)
            guard offset + 12 + length <= png.count else { throw Inflate.Failure("chunk runs past the end") }
            let body = Array(png[offset + 8 ..< offset + 8 + length])
            switch type {
            case "IHDR": header = body
            case "IDAT": idat += body
            case "PLTE": plte = body
            case "tRNS": trns = body
            default: break
            }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Inflate.Failure("no IHDR") }
        width = header[0 ..< 4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4 ..< 8].reduce(0) { $0 << 8 | Int($1) }
        bitDepth = Int(header[8]); colorType = Int(header[9])
        guard header[12] == 0 else { throw Inflate.Failure("interlaced images are not read here") }
        guard [1, 2, 4, 8].contains(bitDepth) else { throw Inflate.Failure("bit depth \(bitDepth) is not read here") }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0
        guard channels > 0 else { throw Inflate.Failure("colour type \(colorType)") }

        let raw = try Inflate.zlib(idat)
        let rowBytes = (width * channels * bitDepth + 7) / 8
        let bpp = max(1, channels * bitDepth / 8)
        guard raw.count == height * (rowBytes + 1) else { throw Inflate.Failure("\(raw.count) bytes of rows, expected \(height * (rowBytes + 1))") }
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var samples: [Int] = []
        samples.reserveCapacity(width * height * channels)
        for y in 0 ..< height {
            let start = y * (rowBytes + 1)
            let filter = raw[start]
            var row = Array(raw[start + 1 ..< start + 1 + rowBytes])
            for i in 0 ..< rowBytes {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Inflate.Failure("filter \(filter)")
                }
                row[i] = UInt8((Int(row[i]) + predictor) & 0xFF)
            }
            previous = row
            for k in 0 ..< width * channels {
                let bit = k * bitDepth
                let value = Int(row[bit / 8] >> UInt8(8 - bitDepth - bit % 8)) & ((1 << bitDepth) - 1)
                samples.append(value)
            }
        }
        self.samples = samples
        palette = stride(from: 0, to: plte.count - 2, by: 3).map { i in
            (Int(plte[i]), Int(plte[i + 1]), Int(plte[i + 2]), i / 3 < trns.count ? Int(trns[i / 3]) : 255)
        }
    }
}
