#include "cpng.h"

#include <png.h>
#include <zlib.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Per-thread memory arena for libpng and zlib
//
// One encode allocates a few hundred kB inside libpng and zlib (the deflate window, hash chains
// and pending buffer). Through plain malloc those blocks go back to the system after every image
// (heap trimming / mmap), and re-faulting the pages would dominate the encode time of an icon.
// So each thread keeps one arena: allocations during an encode are bump-allocated from it and
// "freed" all at once when the encode ends. The arena grows to the largest need seen (capped at
// CPNG_ARENA_MAX_BYTES; bigger needs fall back to malloc) and is freed when the thread exits.

#define CPNG_ARENA_MAX_BYTES ((size_t)4 << 20)
#define CPNG_ARENA_ALIGN ((size_t)16)

typedef struct cpng_arena {
    uint8_t *base;
    size_t capacity;
    size_t used;
    size_t wanted;   // bytes the current encode asked for in all, arena or not
} cpng_arena;

static pthread_key_t cpng_arena_key;
static pthread_once_t cpng_arena_once = PTHREAD_ONCE_INIT;

static void cpng_arena_destroy(void *pointer) {
    cpng_arena *arena = (cpng_arena *)pointer;
    if (arena != NULL) { free(arena->base); free(arena); }
}

static void cpng_arena_make_key(void) { (void)pthread_key_create(&cpng_arena_key, cpng_arena_destroy); }

/// The calling thread's arena, reset for a new encode (NULL if it cannot be created: then
/// everything falls back to malloc).
static cpng_arena *cpng_arena_begin(void) {
    (void)pthread_once(&cpng_arena_once, cpng_arena_make_key);
    cpng_arena *arena = (cpng_arena *)pthread_getspecific(cpng_arena_key);
    if (arena == NULL) {
        arena = (cpng_arena *)calloc(1, sizeof(cpng_arena));
        if (arena == NULL) { return NULL; }
        if (pthread_setspecific(cpng_arena_key, arena) != 0) { free(arena); return NULL; }
    }
    arena->used = 0;
    arena->wanted = 0;
    return arena;
}

/// Ends an encode: grows the arena for next time if this encode needed more than it held.
static void cpng_arena_end(cpng_arena *arena) {
    if (arena == NULL) { return; }
    arena->used = 0;
    if (arena->wanted > arena->capacity && arena->wanted <= CPNG_ARENA_MAX_BYTES) {
        uint8_t *grown = (uint8_t *)malloc(arena->wanted);
        if (grown != NULL) {
            free(arena->base);
            arena->base = grown;
            arena->capacity = arena->wanted;
        }
    }
}

static png_voidp cpng_arena_malloc(png_structp png, png_alloc_size_t size) {
    cpng_arena *arena = (cpng_arena *)png_get_mem_ptr(png);
    size_t rounded = (size + CPNG_ARENA_ALIGN - 1) & ~(CPNG_ARENA_ALIGN - 1);
    if (arena != NULL) {
        if (rounded < size) { return NULL; }
        arena->wanted += rounded;
        if (arena->base != NULL && rounded <= arena->capacity - arena->used) {
            void *pointer = arena->base + arena->used;
            arena->used += rounded;
            return pointer;
        }
    }
    return malloc(size);
}

static void cpng_arena_free(png_structp png, png_voidp pointer) {
    cpng_arena *arena = (cpng_arena *)png_get_mem_ptr(png);
    if (arena != NULL && arena->base != NULL && (uint8_t *)pointer >= arena->base
        && (uint8_t *)pointer < arena->base + arena->capacity) {
        return; // released with the whole arena at the end of the encode
    }
    free(pointer);
}

// MARK: - Encoding

static void cpng_set_message(char *message, const char *text) {
    if (text == NULL) { text = "unknown libpng error"; }
    strncpy(message, text, CPNG_MESSAGE_CAPACITY - 1);
    message[CPNG_MESSAGE_CAPACITY - 1] = '\0';
}

static void cpng_error_fn(png_structp png, png_const_charp text) {
    cpng_output *out = (cpng_output *)png_get_error_ptr(png);
    cpng_set_message(out->message, text);
    png_longjmp(png, 1);
}

static void cpng_warning_fn(png_structp png, png_const_charp text) {
    // Warnings (none expected for the images we write) are dropped rather than printed.
    (void)png; (void)text;
}

static void cpng_write_fn(png_structp png, png_bytep data, size_t length) {
    cpng_output *out = (cpng_output *)png_get_io_ptr(png);
    if (length > SIZE_MAX - out->size) { png_error(png, "PNG output size overflow"); }
    size_t needed = out->size + length;
    if (needed > out->capacity) {
        size_t capacity = out->capacity < 1024 ? 1024 : out->capacity;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) { capacity = needed; break; }
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (grown == NULL) { png_error(png, "out of memory for PNG output"); }
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size = needed;
}

static void cpng_flush_fn(png_structp png) { (void)png; }

// MARK: - IDAT written here: one filter for the whole image, zlib tuned directly

/// zlib allocations go to the same arena as libpng's (through png_malloc_warn / png_free).
static voidpf cpng_zalloc(voidpf opaque, uInt items, uInt size) {
    if (size != 0 && items > (uInt)-1 / size) { return Z_NULL; }
    return png_malloc_warn((png_structp)opaque, (png_alloc_size_t)items * size);
}

static void cpng_zfree(voidpf opaque, voidpf address) { png_free((png_structp)opaque, address); }

/// PNG filter type byte for a single-filter mask, or -1 when the mask names several filters
/// (then libpng's own row writer chooses per row).
static int cpng_single_filter(int filters) {
    switch (filters) {
    case 0x08: return 0; // NONE
    case 0x10: return 1; // SUB
    case 0x20: return 2; // UP
    case 0x40: return 3; // AVERAGE
    case 0x80: return 4; // PAETH
    default: return -1;
    }
}

/// Filters `row` (with `prior` the unfiltered row above, NULL for the first row) into `target`:
/// the filter type byte, then row_bytes filtered bytes. `bpp` = bytes per complete pixel (≥ 1).
static void cpng_filter_row(int type, const uint8_t *row, const uint8_t *prior, size_t row_bytes,
                            size_t bpp, uint8_t *target) {
    target[0] = (uint8_t)type;
    uint8_t *t = target + 1;
    size_t i;
    switch (type) {
    case 0:
        memcpy(t, row, row_bytes);
        break;
    case 1:
        for (i = 0; i < bpp && i < row_bytes; i++) { t[i] = row[i]; }
        for (; i < row_bytes; i++) { t[i] = (uint8_t)(row[i] - row[i - bpp]); }
        break;
    case 2:
        if (prior == NULL) { memcpy(t, row, row_bytes); break; }
        for (i = 0; i < row_bytes; i++) { t[i] = (uint8_t)(row[i] - prior[i]); }
        break;
    case 3:
        for (i = 0; i < row_bytes; i++) {
            unsigned left = i >= bpp ? row[i - bpp] : 0, up = prior != NULL ? prior[i] : 0;
            t[i] = (uint8_t)(row[i] - ((left + up) >> 1));
        }
        break;
    default:
        for (i = 0; i < row_bytes; i++) {
            int a = i >= bpp ? row[i - bpp] : 0;
            int b = prior != NULL ? prior[i] : 0;
            int c = (prior != NULL && i >= bpp) ? prior[i - bpp] : 0;
            int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            t[i] = (uint8_t)(row[i] - predictor);
        }
        break;
    }
}

/// State of the own IDAT writer. It lives on the heap, not in cpng_encode's locals (which would
/// be indeterminate after a longjmp unless volatile), so the error handler can end the deflate
/// stream and release the buffers.
typedef struct cpng_idat_state {
    z_stream stream;
    int stream_open;
    uint8_t *filtered;
    uint8_t *chunk;
} cpng_idat_state;

static void cpng_idat_release(png_structp png, cpng_idat_state *state) {
    if (state->stream_open) { deflateEnd(&state->stream); state->stream_open = 0; }
    png_free(png, state->chunk);
    png_free(png, state->filtered);
    state->chunk = NULL;
    state->filtered = NULL;
}

/// Smallest window (2^9 ... 2^15 bytes) that covers `total` bytes of filtered data: deflate finds
/// the same matches, and the stream needs less memory to write and to read.
static int cpng_window_bits(size_t total) {
    int bits = 9;
    while (bits < 15 && ((size_t)1 << bits) < total) { bits++; }
    return bits;
}

/// Compresses all rows with one filter and writes them as IDAT chunks (at most
/// CPNG_IDAT_CHUNK_BYTES each), then IEND. Errors longjmp through png_error.
#define CPNG_IDAT_CHUNK_BYTES ((size_t)65536)
static void cpng_write_image_own(png_structp png, const cpng_encode_request *request, int filter,
                                 cpng_idat_state *state) {
    int channels = request->color_type == CPNG_COLOR_TYPE_RGBA ? 4
        : request->color_type == CPNG_COLOR_TYPE_RGB ? 3
        : request->color_type == CPNG_COLOR_TYPE_GREY_ALPHA ? 2 : 1;
    size_t bpp = (size_t)(channels * request->bit_depth + 7) / 8;
    size_t row_bytes = request->row_bytes;
    size_t total = (size_t)request->height * (row_bytes + 1);

    state->filtered = (uint8_t *)png_malloc(png, row_bytes + 1);
    state->chunk = (uint8_t *)png_malloc(png, CPNG_IDAT_CHUNK_BYTES);
    uint8_t *filtered = state->filtered, *chunk = state->chunk;
    z_stream *z = &state->stream;
    memset(z, 0, sizeof *z);
    z->zalloc = cpng_zalloc;
    z->zfree = cpng_zfree;
    z->opaque = png;
    int level = request->compression_level == CPNG_LIBPNG_DEFAULT ? Z_DEFAULT_COMPRESSION
                                                                   : request->compression_level;
    int strategy = request->strategy == CPNG_LIBPNG_DEFAULT ? Z_DEFAULT_STRATEGY : request->strategy;
    int window_bits = request->window_bits == CPNG_LIBPNG_DEFAULT ? cpng_window_bits(total)
                                                                  : request->window_bits;
    int mem_level = request->mem_level == CPNG_LIBPNG_DEFAULT ? 8 : request->mem_level;
    if (deflateInit2(z, level, Z_DEFLATED, window_bits, mem_level, strategy) != Z_OK) {
        png_error(png, z->msg != NULL ? z->msg : "deflateInit2 failed");
    }
    state->stream_open = 1;
    if (request->deflate_nice_length > 0
        && deflateTune(z, request->deflate_good_length, request->deflate_max_lazy,
                       request->deflate_nice_length, request->deflate_max_chain) != Z_OK) {
        png_error(png, "deflateTune failed");
    }
    z->next_out = chunk;
    z->avail_out = (uInt)CPNG_IDAT_CHUNK_BYTES;
    for (uint32_t y = 0; y <= request->height; y++) {
        int flush = Z_NO_FLUSH;
        if (y < request->height) {
            const uint8_t *row = request->rows + (size_t)y * request->row_bytes;
            const uint8_t *prior = y > 0 ? row - request->row_bytes : NULL;
            cpng_filter_row(filter, row, prior, row_bytes, bpp, filtered);
            z->next_in = filtered;
            z->avail_in = (uInt)(row_bytes + 1);
        } else {
            flush = Z_FINISH;
        }
        for (;;) {
            int status = deflate(z, flush);
            if (status == Z_STREAM_ERROR) { png_error(png, "deflate failed"); }
            if (z->avail_out == 0 || status == Z_STREAM_END) {
                size_t produced = CPNG_IDAT_CHUNK_BYTES - z->avail_out;
                if (produced > 0) { png_write_chunk(png, (png_const_bytep)"IDAT", chunk, produced); }
                z->next_out = chunk;
                z->avail_out = (uInt)CPNG_IDAT_CHUNK_BYTES;
            }
            if (status == Z_STREAM_END) { break; }
            if (flush == Z_NO_FLUSH && z->avail_in == 0) { break; }
        }
    }
    cpng_idat_release(png, state);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
}

int cpng_encode(const cpng_encode_request *request, cpng_output *out) {
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    out->message[0] = '\0';

    png_color palette[256];
    if (request->color_type == CPNG_COLOR_TYPE_PALETTE) {
        if (request->palette_count < 1 || request->palette_count > 256
            || request->palette_alpha_count < 0
            || request->palette_alpha_count > request->palette_count) {
            cpng_set_message(out->message, "invalid palette size");
            return 1;
        }
        for (int i = 0; i < request->palette_count; i++) {
            palette[i].red = request->palette_rgb[3 * i];
            palette[i].green = request->palette_rgb[3 * i + 1];
            palette[i].blue = request->palette_rgb[3 * i + 2];
        }
    }
    if (request->capacity_hint > 0) {
        out->data = (uint8_t *)malloc(request->capacity_hint);
        if (out->data == NULL) {
            cpng_set_message(out->message, "out of memory for PNG output");
            return 1;
        }
        out->capacity = request->capacity_hint;
    }

    int own_filter = cpng_single_filter(request->filters);
    cpng_idat_state *idat_state = (cpng_idat_state *)calloc(1, sizeof(cpng_idat_state));
    if (idat_state == NULL) {
        cpng_output_free(out);
        cpng_set_message(out->message, "out of memory for the PNG encoder");
        return 1;
    }
    cpng_arena *arena = cpng_arena_begin();
    png_structp png = png_create_write_struct_2(PNG_LIBPNG_VER_STRING, out, cpng_error_fn,
                                                cpng_warning_fn, arena, cpng_arena_malloc,
                                                cpng_arena_free);
    if (png == NULL) {
        free(idat_state);
        cpng_arena_end(arena);
        cpng_output_free(out);
        cpng_set_message(out->message, "png_create_write_struct failed");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(idat_state);
        cpng_arena_end(arena);
        cpng_output_free(out);
        cpng_set_message(out->message, "png_create_info_struct failed");
        return 1;
    }
    // Only `png`, `info`, `arena`, `out` and `idat_state` are used after a longjmp; none of these
    // locals changes after this point (what they point to is heap memory).
    if (setjmp(png_jmpbuf(png))) {
        cpng_idat_release(png, idat_state);
        free(idat_state);
        png_destroy_write_struct(&png, &info);
        cpng_arena_end(arena);
        free(out->data);
        out->data = NULL;
        out->size = 0;
        out->capacity = 0;
        if (out->message[0] == '\0') { cpng_set_message(out->message, NULL); }
        return 1;
    }

    png_set_write_fn(png, out, cpng_write_fn, cpng_flush_fn);
    if (request->compression_level != CPNG_LIBPNG_DEFAULT) {
        png_set_compression_level(png, request->compression_level);
    }
    if (request->strategy != CPNG_LIBPNG_DEFAULT) {
        png_set_compression_strategy(png, request->strategy);
    }
    if (request->window_bits != CPNG_LIBPNG_DEFAULT) {
        png_set_compression_window_bits(png, request->window_bits);
    }
    if (request->mem_level != CPNG_LIBPNG_DEFAULT) {
        png_set_compression_mem_level(png, request->mem_level);
    }
    if (request->filters != CPNG_LIBPNG_DEFAULT && own_filter < 0) {
        png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);
    }

    png_set_IHDR(png, info, request->width, request->height, request->bit_depth,
                 request->color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (request->color_type == CPNG_COLOR_TYPE_PALETTE) {
        // The caller's indices are valid by construction; libpng's per-byte scan for indices
        // beyond the palette would only cost encode time.
        png_set_check_for_invalid_index(png, 0);
        png_set_PLTE(png, info, palette, request->palette_count);
        if (request->palette_alpha_count > 0) {
            png_set_tRNS(png, info, request->palette_alpha, request->palette_alpha_count, NULL);
        }
    }
    png_write_info(png, info);
    if (own_filter >= 0) {
        cpng_write_image_own(png, request, own_filter, idat_state);
    } else {
        for (uint32_t y = 0; y < request->height; y++) {
            png_write_row(png, request->rows + (size_t)y * request->row_bytes);
        }
        png_write_end(png, NULL);
    }
    free(idat_state);
    png_destroy_write_struct(&png, &info);
    cpng_arena_end(arena);
    return 0;
}

void cpng_output_free(cpng_output *out) {
    free(out->data);
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
}

// MARK: - Decoding

int cpng_decode_begin(cpng_decoder *decoder, const uint8_t *bytes, size_t size) {
    decoder->image = NULL;
    decoder->width = 0;
    decoder->height = 0;
    decoder->message[0] = '\0';
    png_image *image = (png_image *)calloc(1, sizeof(png_image));
    if (image == NULL) {
        cpng_set_message(decoder->message, "out of memory for the PNG decoder");
        return 1;
    }
    image->version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(image, bytes, size)) {
        cpng_set_message(decoder->message, image->message);
        png_image_free(image);
        free(image);
        return 1;
    }
    decoder->image = image;
    decoder->width = image->width;
    decoder->height = image->height;
    return 0;
}

int cpng_decode_finish_rgba(cpng_decoder *decoder, uint8_t *rgba, size_t rgba_size) {
    png_image *image = (png_image *)decoder->image;
    if (image == NULL) {
        cpng_set_message(decoder->message, "decoder not started");
        return 1;
    }
    decoder->image = NULL;
    image->format = PNG_FORMAT_RGBA;
    int status = 0;
    if ((size_t)PNG_IMAGE_SIZE(*image) != rgba_size) {
        cpng_set_message(decoder->message, "output buffer size does not match the image");
        status = 1;
    } else if (!png_image_finish_read(image, NULL, rgba, 0, NULL)) {
        cpng_set_message(decoder->message, image->message);
        status = 1;
    }
    png_image_free(image); // a no-op when png_image_finish_read already released it
    free(image);
    return status;
}

void cpng_decode_abort(cpng_decoder *decoder) {
    png_image *image = (png_image *)decoder->image;
    if (image != NULL) {
        png_image_free(image);
        free(image);
        decoder->image = NULL;
    }
}
