import CPNG

/// Decodes PNG files through libpng's simplified API.
public enum PNGDecoder {
    /// Decodes any PNG (every colour type and bit depth, with or without tRNS) to straight-alpha
    /// RGBA8, as libpng's simplified API reads it: 8-bit samples without a gAMA chunk come back
    /// unchanged (so do the files this package writes); 16-bit samples, which that API takes as
    /// linear light, and samples of a file whose gAMA is not sRGB's are converted to 8-bit sRGB
    /// (a 16-bit grey 0x8080 reads as 186, not 128).
    ///
    /// The header is read first: a declared size beyond `PNGSizeLimits`, or zero, is refused
    /// before libpng reads further or the pixel buffer is allocated. So is a chunk whose declared
    /// length runs past the end of the bytes (`checkChunkLengths`), and a 16-bit interlaced image,
    /// which libpng's simplified reader decodes wrongly (about half the samples; pnggroup/libpng
    /// issue 853, in Debian's 1.6.39), so it is refused rather than returned with wrong pixels.
    ///
    /// - Throws: `PNGError.decodeFailed` with libpng's message for anything that is not a readable
    ///   PNG (wrong signature, truncated or corrupt data), or our own for a chunk longer than the
    ///   bytes left and for a 16-bit interlaced image; `.imageTooLarge` for a declared width or
    ///   height of zero or beyond `PNGSizeLimits`.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> DecodedImage {
        if let (width, height) = declaredSize(bytes) {
            try PNGSizeLimits.check(width: width, height: height)
            if bytes[24] == 16 && bytes[28] == 1 {
                throw .decodeFailed("16-bit interlaced images are not supported (libpng's simplified reader decodes them wrongly, pnggroup/libpng#853)")
            }
        }
        try checkChunkLengths(bytes)
        let result: Result<DecodedImage, PNGError> = bytes.withUnsafeBufferPointer { input in
            var decoder = cpng_decoder()
            guard cpng_decode_begin(&decoder, input.baseAddress, input.count) == 0 else {
                return .failure(.decodeFailed(PNGEncoder.message(&decoder.message)))
            }
            let width = Int(decoder.width), height = Int(decoder.height)
            do throws(PNGError) {
                try PNGSizeLimits.check(width: width, height: height)
            } catch {
                cpng_decode_abort(&decoder)
                return .failure(error)
            }
            let size = width * height * 4
            var status: Int32 = 0
            let rgba = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                status = cpng_decode_finish_rgba(&decoder, buffer.baseAddress, size)
                initialized = status == 0 ? size : 0
            }
            guard status == 0 else { return .failure(.decodeFailed(PNGEncoder.message(&decoder.message))) }
            do throws(PNGError) {
                return .success(try DecodedImage(width: width, height: height, rgba: rgba))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Width and height of the IHDR chunk that must follow the signature, or nil when the bytes do
    /// not start that way or stop within it (libpng then reports what is wrong). Read here because
    /// libpng refuses sides over 1,000,000 px itself with a generic "Invalid IHDR data". When it
    /// returns a size, the IHDR's bit depth (byte 24) and interlace method (byte 28) are there too.
    static func declaredSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let start: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 29, bytes[0..<16].elementsEqual(start) else { return nil }
        return (bigEndian32(bytes, 16), bigEndian32(bytes, 20))
    }

    private static func bigEndian32(_ bytes: [UInt8], _ i: Int) -> Int {
        Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }

    /// Walks the chunks after the signature up to IEND (or the end of the bytes) and throws when
    /// one declares more data than follows its 8-byte header (a missing CRC is left to libpng,
    /// which accepts a file cut inside IEND, as documented there). libpng sizes, allocates and
    /// zeroes a buffer from a text or palette chunk's declared length before it finds the data
    /// missing, so a tiny file could declare gigabytes. The whole file is in memory, so the check
    /// is exact and cheap.
    static func checkChunkLengths(_ bytes: [UInt8]) throws(PNGError) {
        // Not a PNG at all: libpng's own message says so ("Not a PNG file").
        guard bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bigEndian32(bytes, offset)
            let type = bytes[offset + 4 ..< offset + 8]
            let available = bytes.count - offset - 8
            if length > available {
                let name = type.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                    ? "'" + String(decoding: type, as: UTF8.self) + "'"
                    : type.map { String($0, radix: 16) }.joined(separator: " ")
                throw .decodeFailed("chunk \(name) at byte \(offset) declares \(length) bytes of data, but only \(max(0, available)) follow")
            }
            if type.elementsEqual([0x49, 0x45, 0x4E, 0x44]) { return }   // IEND
            offset += 12 + length
        }
    }
}
