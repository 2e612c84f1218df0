// CPNG: a small C shim over libpng for IconPNG.
//
// libpng reports errors with setjmp/longjmp. Every function here owns its own setjmp (or uses
// libpng's simplified API, which catches its own longjmp), so no longjmp ever crosses a Swift
// frame: errors come back as a non-zero return code and a NUL-terminated message.
//
// libpng's macros do not import into Swift, so the values Swift needs are re-exported below as
// `static const` constants. This header deliberately does not include png.h or zlib.h.
#pragma once

#include <stddef.h>
#include <stdint.h>

// MARK: - Constants (values fixed by the PNG specification and zlib.h)

/// IHDR colour type codes.
static const int CPNG_COLOR_TYPE_GREY = 0;
static const int CPNG_COLOR_TYPE_RGB = 2;
static const int CPNG_COLOR_TYPE_PALETTE = 3;
static const int CPNG_COLOR_TYPE_GREY_ALPHA = 4;
static const int CPNG_COLOR_TYPE_RGBA = 6;

/// Filter masks for `cpng_encode_request.filters` (libpng's PNG_FILTER_*).
static const int CPNG_FILTER_NONE = 0x08;
static const int CPNG_FILTER_SUB = 0x10;
static const int CPNG_FILTER_UP = 0x20;
static const int CPNG_FILTER_AVERAGE = 0x40;
static const int CPNG_FILTER_PAETH = 0x80;
static const int CPNG_FILTER_ALL = 0xF8;

/// zlib strategies for `cpng_encode_request.strategy` (zlib's Z_*).
static const int CPNG_STRATEGY_DEFAULT = 0;
static const int CPNG_STRATEGY_FILTERED = 1;
static const int CPNG_STRATEGY_HUFFMAN_ONLY = 2;
static const int CPNG_STRATEGY_RLE = 3;
static const int CPNG_STRATEGY_FIXED = 4;

/// Pass for an integer setting to leave libpng's own default in place.
static const int CPNG_LIBPNG_DEFAULT = -1;

/// Length of the message buffers below, including the terminating NUL.
#define CPNG_MESSAGE_CAPACITY 256

// MARK: - Encoding

/// What to write. Rows are already in the file's pixel format (straight alpha, packed to
/// `bit_depth`, no filter byte): `height` rows of `row_bytes` bytes each, `row_bytes` apart.
typedef struct cpng_encode_request {
    uint32_t width;
    uint32_t height;
    int color_type;              // CPNG_COLOR_TYPE_*
    int bit_depth;               // 1, 2, 4 or 8
    const uint8_t *rows;
    size_t row_bytes;
    const uint8_t *palette_rgb;  // palette_count * 3 bytes (r, g, b); palette colour type only
    int palette_count;           // 1...256; every index in `rows` must be below it (not checked)
    const uint8_t *palette_alpha;// tRNS alpha values of the first palette_alpha_count entries
    int palette_alpha_count;     // 0 writes no tRNS chunk
    int compression_level;       // 0...9, or CPNG_LIBPNG_DEFAULT
    int strategy;                // CPNG_STRATEGY_*, or CPNG_LIBPNG_DEFAULT
    /// One CPNG_FILTER_* value: every row gets that filter and this shim runs zlib itself
    /// (honouring the deflate_* tuning below) and writes the IDAT chunks through libpng's
    /// png_write_chunk. A mask of several filters (or CPNG_LIBPNG_DEFAULT): libpng's own row
    /// writer picks per row, and the deflate_* fields are ignored.
    int filters;
    int window_bits;             // 9...15, or CPNG_LIBPNG_DEFAULT (single filter: smallest window
                                 // covering the data; several: libpng's choice)
    int mem_level;               // 1...9, or CPNG_LIBPNG_DEFAULT
    /// zlib deflateTune parameters, single-filter path only; deflate_nice_length 0 leaves the
    /// level's own values.
    int deflate_good_length;
    int deflate_max_lazy;
    int deflate_nice_length;
    int deflate_max_chain;
    size_t capacity_hint;        // initial output allocation in bytes (0: a small default)
} cpng_encode_request;

/// The encoded file. On success `data` holds `size` bytes allocated with malloc; release it with
/// `cpng_output_free`. On failure `data` is NULL and `message` says why.
typedef struct cpng_output {
    uint8_t *data;
    size_t size;
    size_t capacity;
    char message[CPNG_MESSAGE_CAPACITY];
} cpng_output;

/// Encodes one PNG into memory. Returns 0 on success, non-zero on failure (see `out->message`).
/// Writes only IHDR, PLTE and tRNS (when given), IDAT and IEND: no time or text chunks.
int cpng_encode(const cpng_encode_request *request, cpng_output *out);

/// Frees `out->data` (safe to call twice or after a failure).
void cpng_output_free(cpng_output *out);

// MARK: - Decoding

/// A PNG being decoded with libpng's simplified API. Usage: `cpng_decode_begin` reads the header;
/// the caller checks `width`/`height`, then calls `cpng_decode_finish_rgba` (which releases the
/// decoder) or `cpng_decode_abort`. The encoded bytes must stay valid until then.
typedef struct cpng_decoder {
    void *image;                 // private: the png_image
    uint32_t width;
    uint32_t height;
    char message[CPNG_MESSAGE_CAPACITY];
} cpng_decoder;

/// Reads the header of a PNG in memory. Returns 0 on success; on failure nothing needs releasing.
int cpng_decode_begin(cpng_decoder *decoder, const uint8_t *bytes, size_t size);

/// Decodes all pixels as 8-bit RGBA with straight alpha (any PNG colour type and bit depth) into
/// `rgba`, which must hold `width * height * 4` bytes (`rgba_size`). Always releases the decoder.
/// Returns 0 on success.
int cpng_decode_finish_rgba(cpng_decoder *decoder, uint8_t *rgba, size_t rgba_size);

/// Releases a decoder that `cpng_decode_begin` set up without finishing it.
void cpng_decode_abort(cpng_decoder *decoder);
