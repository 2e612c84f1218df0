/// A small DEFLATE decoder (RFC 1951) with the zlib wrapper (RFC 1950), written for tests so that
/// PNG files can be checked by a decoder independent of libpng and zlib. Straightforward and
/// slow; it checks the zlib header and the Adler-32 sum and throws on anything malformed.
public enum Inflate {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ text: String) { description = text }
    }

    /// The bytes a zlib stream (2-byte header, DEFLATE blocks, Adler-32) holds.
    public static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw Failure("not a zlib stream without a dictionary")
        }
        var reader = BitReader(data, start: 2)
        let out = try inflate(&reader)
        let end = reader.alignedByteOffset
        guard end + 4 <= data.count else { throw Failure("missing Adler-32") }
        let expected = data[end ..< end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        guard b << 16 | a == expected else { throw Failure("Adler-32 mismatch") }
        return out
    }

    struct BitReader {
        let data: [UInt8]
        var position: Int   // in bits
        init(_ data: [UInt8], start: Int) { self.data = data; position = start * 8 }

        mutating func bits(_ n: Int) throws -> Int {
            var value = 0
            for k in 0 ..< n {
                let byte = position >> 3
                guard byte < data.count else { throw Failure("stream ends early") }
                value |= Int(data[byte] >> UInt8(position & 7) & 1) << k
                position += 1
            }
            return value
        }

        var alignedByteOffset: Int { (position + 7) >> 3 }
        mutating func alignToByte() { position = alignedByteOffset * 8 }
    }

    /// A canonical Huffman code from code lengths, decoded bit by bit.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1 ..< 16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in lengths.enumerated() where l > 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }

        func decode(_ r: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for l in 1 ..< 16 {
                code |= try r.bits(1)
                let count = counts[l]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure("invalid Huffman code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static func inflate(_ r: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try r.bits(1) == 1
            switch try r.bits(2) {
            case 0:
                r.alignToByte()
                let length = try r.bits(16), complement = try r.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure("stored block length mismatch") }
                for _ in 0 ..< length { out.append(UInt8(try r.bits(8))) }
            case 1:
                let literal = try Huffman(lengths: (0 ..< 288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let distance = try Huffman(lengths: [Int](repeating: 5, count: 30))
                try block(&r, literal, distance, &out)
            case 2:
                let literalCount = try r.bits(5) + 257, distanceCount = try r.bits(5) + 1, codeCount = try r.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0 ..< codeCount { codeLengths[order[i]] = try r.bits(3) }
                let codes = try Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try codes.decode(&r)
                    switch symbol {
                    case 0 ... 15: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Failure("repeat with no length") }
                        lengths += [Int](repeating: previous, count: 3 + (try r.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try r.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try r.bits(7)))
                    }
                }
                try block(&r, Huffman(lengths: Array(lengths[..<literalCount])),
                          Huffman(lengths: Array(lengths[literalCount...])), &out)
            default:
                throw Failure("reserved block type")
            }
        }
        return out
    }

    static func block(_ r: inout BitReader, _ literal: Huffman, _ distance: Huffman, _ out: inout [UInt8]) throws {
        while true {
            let symbol = try literal.decode(&r)
            if symbol < 256 { out.append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            let l = symbol - 257
            guard l < 29 else { throw Failure("invalid length symbol") }
            let length = lengthBase[l] + (try r.bits(lengthExtra[l]))
            let d = try distance.decode(&r)
            guard d < 30 else { throw Failure("invalid distance symbol") }
            let back = distanceBase[d] + (try r.bits(distanceExtra[d]))
            guard back <= out.count else { throw Failure("distance before the start") }
            for _ in 0 ..< length { out.append(out[out.count - back]) }
        }
    }
}
