/// The second pass: turns census indices (or, after a palette overflow, the straight pixels)
/// into the file's rows for an `EncodingPlan`: straight alpha, packed to the bit depth, `rowBytes`
/// per row, no filter byte.
struct PreparedImage {
    /// `height * plan.rowBytes` bytes (the array may be longer; rows are `plan.rowBytes` apart).
    var rows: [UInt8]
    /// PLTE entries, 3 bytes each, sorted by (alpha, red, green, blue); empty unless palette.
    var paletteRGB: [UInt8] = []
    /// tRNS: alpha of the leading non-opaque palette entries (the opaque ones sort last).
    var paletteAlpha: [UInt8] = []
}

enum RowBuilder {
    /// - Parameters:
    ///   - indices: the census's per-pixel indices (`width * height` bytes); reused in place for
    ///     palette and grey output.
    ///   - pixels: the straight-alpha pixmap bytes.
    static func build(plan: EncodingPlan, census: ColorCensus, indices: consuming [UInt8],
                      pixels: UnsafeRawBufferPointer, width: Int, height: Int) -> PreparedImage {
        let count = width * height
        if census.overflowed {
            return PreparedImage(rows: convert(pixels: pixels, count: count, to: plan.colorType))
        }
        let colors = census.colors
        switch plan.colorType {
        case .palette:
            // Deterministic order independent of scan order: sorted by (alpha, red, green, blue),
            // so transparent black (if present) is index 0 and tRNS can stop at the first opaque entry.
            let order = colors.indices.sorted { sortKey(colors[$0]) < sortKey(colors[$1]) }
            var remap = [UInt8](repeating: 0, count: 256)
            var rgb: [UInt8] = []
            var alpha: [UInt8] = []
            rgb.reserveCapacity(order.count * 3)
            for (rank, original) in order.enumerated() {
                remap[original] = UInt8(rank)
                let color = colors[original]
                rgb += [color.red, color.green, color.blue]
                if color.alpha != 255 { alpha.append(color.alpha) }
            }
            mapAndPack(&indices, width: width, height: height, bitDepth: plan.bitDepth, lut: remap)
            return PreparedImage(rows: indices, paletteRGB: rgb, paletteAlpha: alpha)
        case .grey:
            let scale = UInt8(255 / ((1 << plan.bitDepth) - 1))
            var levels = [UInt8](repeating: 0, count: 256)
            for (index, color) in colors.enumerated() { levels[index] = color.red / scale }
            mapAndPack(&indices, width: width, height: height, bitDepth: plan.bitDepth, lut: levels)
            return PreparedImage(rows: indices)
        case .greyAlpha, .rgb, .rgba:
            let bytesPerPixel = plan.colorType.samplesPerPixel
            var table = [UInt8](repeating: 0, count: 256 * bytesPerPixel)
            for (index, color) in colors.enumerated() {
                let channels = [color.red, color.green, color.blue, color.alpha]
                let picked = plan.colorType == .greyAlpha ? [channels[0], channels[3]] : Array(channels.prefix(bytesPerPixel))
                for (k, value) in picked.enumerated() { table[index * bytesPerPixel + k] = value }
            }
            return PreparedImage(rows: expand(indices, count: count, table: table, bytesPerPixel: bytesPerPixel))
        }
    }

    @inline(__always) static func sortKey(_ c: UInt32) -> UInt32 {
        UInt32(c.alpha) << 24 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
    }

    /// Replaces every byte `i` by `lut[i]` and packs rows to `bitDepth` in place (MSB first, each
    /// row starting on a byte boundary, unused low bits zero). Packing never overtakes reading:
    /// output byte k of row y sits at `y * rowBytes + k`, at or before the pixels it consumes.
    static func mapAndPack(_ buffer: inout [UInt8], width: Int, height: Int, bitDepth: Int, lut: [UInt8]) {
        buffer.withUnsafeMutableBufferPointer { buffer in
            lut.withUnsafeBufferPointer { lut in
                let data = buffer.baseAddress!
                if bitDepth == 8 {
                    // Runs: eight equal bytes map with one compare and one store.
                    let count = width * height
                    var i = 0
                    var runByte = data[0]
                    var runWord = UInt64(runByte) &* 0x0101_0101_0101_0101
                    var mappedWord = UInt64(lut[Int(runByte)]) &* 0x0101_0101_0101_0101
                    while i < count {
                        if i &+ 8 <= count {
                            let raw = UnsafeMutableRawPointer(data + i)
                            if raw.loadUnaligned(as: UInt64.self) == runWord {
                                raw.storeBytes(of: mappedWord, as: UInt64.self)
                                i &+= 8
                                continue
                            }
                            if data[i] != runByte {
                                runByte = data[i]
                                runWord = UInt64(runByte) &* 0x0101_0101_0101_0101
                                mappedWord = UInt64(lut[Int(runByte)]) &* 0x0101_0101_0101_0101
                            }
                        }
                        data[i] = lut[Int(data[i])]
                        i &+= 1
                    }
                    return
                }
                let rowBytes = (width * bitDepth + 7) / 8
                let perByte = 8 / bitDepth
                let fullBytes = width / perByte
                for y in 0..<height {
                    var source = data + y * width
                    var target = data + y * rowBytes
                    for _ in 0..<fullBytes {
                        var byte: UInt8 = 0
                        for _ in 0..<perByte {
                            byte = byte &<< UInt8(bitDepth) | lut[Int(source.pointee)]
                            source += 1
                        }
                        target.pointee = byte
                        target += 1
                    }
                    let rest = width - fullBytes * perByte
                    if rest > 0 {
                        var byte: UInt8 = 0
                        for _ in 0..<rest {
                            byte = byte &<< UInt8(bitDepth) | lut[Int(source.pointee)]
                            source += 1
                        }
                        target.pointee = byte &<< UInt8((perByte - rest) * bitDepth)
                    }
                }
            }
        }
    }

    /// Looks every index up in `table` (`bytesPerPixel` bytes per entry) into a new buffer.
    static func expand(_ indices: [UInt8], count: Int, table: [UInt8], bytesPerPixel: Int) -> [UInt8] {
        switch bytesPerPixel {
        case 2: expand(indices, count: count, table: table, as: UInt16.self)
        case 4: expand(indices, count: count, table: table, as: UInt32.self)
        default: expandBytes(indices, count: count, table: table, bytesPerPixel: bytesPerPixel)
        }
    }

    /// `expand` for pixels of exactly `T`'s size; runs of eight equal indices cost one compare.
    private static func expand<T: FixedWidthInteger>(_ indices: [UInt8], count: Int, table: [UInt8], as _: T.Type) -> [UInt8] {
        let size = MemoryLayout<T>.size
        // Entries loaded as T in memory order, so storing them back writes the same bytes.
        let words: [T] = table.withUnsafeBytes { raw in (0..<256).map { raw.loadUnaligned(fromByteOffset: $0 * size, as: T.self) } }
        return [UInt8](unsafeUninitializedCapacity: count * size) { out, initialized in
            indices.withUnsafeBufferPointer { indices in
                words.withUnsafeBufferPointer { words in
                    let target = UnsafeMutableRawPointer(out.baseAddress!), source = indices.baseAddress!
                    var i = 0
                    while i < count {
                        let index = source[i]
                        let word = words[Int(index)]
                        if i &+ 8 <= count,
                           UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self) == UInt64(index) &* 0x0101_0101_0101_0101 {
                            for k in 0..<8 { target.storeBytes(of: word, toByteOffset: (i &+ k) &* size, as: T.self) }
                            i &+= 8
                            continue
                        }
                        target.storeBytes(of: word, toByteOffset: i &* size, as: T.self)
                        i &+= 1
                    }
                }
            }
            initialized = count * size
        }
    }

    private static func expandBytes(_ indices: [UInt8], count: Int, table: [UInt8], bytesPerPixel: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count * bytesPerPixel) { out, initialized in
            indices.withUnsafeBufferPointer { indices in
                table.withUnsafeBufferPointer { table in
                    let target = out.baseAddress!, source = indices.baseAddress!, entries = table.baseAddress!
                    for i in 0..<count {
                        let entry = entries + Int(source[i]) * bytesPerPixel
                        let pixel = target + i * bytesPerPixel
                        for k in 0..<bytesPerPixel { pixel[k] = entry[k] }
                    }
                }
            }
            initialized = count * bytesPerPixel
        }
    }

    /// Writes every pixel as grey+alpha, RGB or RGBA samples (alpha 0 as all zero).
    static func convert(pixels: UnsafeRawBufferPointer, count: Int, to colorType: PNGColorType) -> [UInt8] {
        switch colorType {
        case .greyAlpha: convert(pixels: pixels, count: count, GreyAlphaSample.self)
        case .rgb: convert(pixels: pixels, count: count, RGBSample.self)
        default: convert(pixels: pixels, count: count, RGBASample.self)
        }
    }

    private static func convert<S: SampleWriter>(pixels: UnsafeRawBufferPointer, count: Int, _: S.Type) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count * S.size) { out, initialized in
            do {
                let target = UnsafeMutableRawPointer(out.baseAddress!)
                var last = ~UInt32(littleEndian: pixels.loadUnaligned(as: UInt32.self))
                var color: UInt32 = 0
                var i = 0
                while i < count {
                    // Runs: two pixels equal to the last one cost one 8-byte compare.
                    if i &+ 2 <= count,
                       UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self))
                        == UInt64(last) | UInt64(last) << 32 {
                        S.write(color, to: target + i &* S.size)
                        S.write(color, to: target + (i &+ 1) &* S.size)
                        i &+= 2
                        continue
                    }
                    let pixel = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                    if pixel != last {
                        last = pixel
                        color = Transparent.normalized(pixel)
                    }
                    S.write(color, to: target + i &* S.size)
                    i &+= 1
                }
            }
            initialized = count * S.size
        }
    }
}

/// Writes one straight pixel word (see `Transparent`) as the samples of a colour type.
private protocol SampleWriter {
    static var size: Int { get }
    static func write(_ color: UInt32, to target: UnsafeMutableRawPointer)
}

private enum GreyAlphaSample: SampleWriter {
    static var size: Int { 2 }
    @inline(__always) static func write(_ color: UInt32, to target: UnsafeMutableRawPointer) {
        target.storeBytes(of: color.red, as: UInt8.self)
        target.storeBytes(of: color.alpha, toByteOffset: 1, as: UInt8.self)
    }
}

private enum RGBSample: SampleWriter {
    static var size: Int { 3 }
    @inline(__always) static func write(_ color: UInt32, to target: UnsafeMutableRawPointer) {
        target.storeBytes(of: color.red, as: UInt8.self)
        target.storeBytes(of: color.green, toByteOffset: 1, as: UInt8.self)
        target.storeBytes(of: color.blue, toByteOffset: 2, as: UInt8.self)
    }
}

private enum RGBASample: SampleWriter {
    static var size: Int { 4 }
    @inline(__always) static func write(_ color: UInt32, to target: UnsafeMutableRawPointer) {
        target.storeBytes(of: color.littleEndian, as: UInt32.self)
    }
}
