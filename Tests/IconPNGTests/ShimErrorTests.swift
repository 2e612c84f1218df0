import CPNG
import Testing

/// The C shim owns libpng's setjmp: a request libpng or zlib rejects comes back as a non-zero
/// status with libpng's message and no output, in both IDAT writers (libpng's rows: filters mask
/// with several filters; the shim's own: a single filter), and the next encode works normally.
@Test func shimReportsLibpngErrorsWithoutCrashing() {
    let rows = [UInt8](repeating: 0, count: 4 * 4 * 4)
    func encode(bitDepth: Int32, filters: Int32, windowBits: Int32) -> (status: Int32, message: String, size: Int) {
        rows.withUnsafeBufferPointer { rows in
            var request = cpng_encode_request()
            request.width = 4
            request.height = 4
            request.color_type = CPNG_COLOR_TYPE_RGBA
            request.bit_depth = bitDepth
            request.rows = rows.baseAddress
            request.row_bytes = 16
            request.compression_level = 3
            request.strategy = CPNG_STRATEGY_DEFAULT
            request.filters = filters
            request.window_bits = windowBits
            request.mem_level = 8
            var output = cpng_output()
            let status = cpng_encode(&request, &output)
            defer { cpng_output_free(&output) }
            let message = withUnsafeBytes(of: &output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return (status, message, output.data == nil ? 0 : output.size)
        }
    }
    // RGBA at bit depth 3 is not a PNG format: png_set_IHDR fails.
    for filters in [CPNG_FILTER_NONE, CPNG_FILTER_ALL] {
        let bad = encode(bitDepth: 3, filters: filters, windowBits: CPNG_LIBPNG_DEFAULT)
        #expect(bad.status != 0 && !bad.message.isEmpty && bad.size == 0)
    }
    // A zlib window of 2^20 bytes does not exist: deflateInit2 fails inside the shim's writer.
    let badWindow = encode(bitDepth: 8, filters: CPNG_FILTER_NONE, windowBits: 20)
    #expect(badWindow.status != 0 && !badWindow.message.isEmpty && badWindow.size == 0)
    let good = encode(bitDepth: 8, filters: CPNG_FILTER_NONE, windowBits: CPNG_LIBPNG_DEFAULT)
    #expect(good.status == 0 && good.size > 8)
}
