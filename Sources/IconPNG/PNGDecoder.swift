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
    /// before libpng reads further or the pixel buffer is allocated.
    ///
    /// - Throws: `PNGError.decodeFailed` with libpng's message for anything that is not a readable
    ///   PNG (wrong signature, truncated or corrupt data); `.imageTooLarge` for a declared width or
    ///   height of zero or beyond `PNGSizeLimits`.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> DecodedImage {
        if let (width, height) = declaredSize(bytes) { try PNGSizeLimits.check(width: width, height: height) }
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
            return .success(DecodedImage(width: width, height: height, rgba: rgba))
        }
        return try result.get()
    }

    /// Width and height of the IHDR chunk that must follow the signature, or nil when the bytes do
    /// not start that way (libpng then reports what is wrong). Read here because libpng refuses
    /// sides over 1,000,000 px itself with a generic "Invalid IHDR data".
    static func declaredSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let start: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, bytes[0..<16].elementsEqual(start) else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be32(16), be32(20))
    }
}
