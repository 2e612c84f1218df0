import CPNG

/// Decodes PNG files through libpng's simplified API.
public enum PNGDecoder {
    /// Decodes any PNG (every colour type and bit depth, with or without tRNS; 16-bit samples are
    /// reduced to 8 bits) to straight-alpha RGBA8.
    ///
    /// The header is read first: a declared size beyond `PNGSizeLimits` is refused before the
    /// pixel buffer is allocated.
    ///
    /// - Throws: `PNGError.decodeFailed` with libpng's message for anything that is not a readable
    ///   PNG (wrong signature, truncated or corrupt data); `.imageTooLarge` for declared sizes
    ///   beyond `PNGSizeLimits`.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> DecodedImage {
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
}
