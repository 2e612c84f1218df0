#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

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

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, cpng_error_fn,
                                              cpng_warning_fn);
    if (png == NULL) {
        cpng_output_free(out);
        cpng_set_message(out->message, "png_create_write_struct failed");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        cpng_output_free(out);
        cpng_set_message(out->message, "png_create_info_struct failed");
        return 1;
    }
    // Only `png`, `info` and `out` (none modified after this point) are used after a longjmp.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
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
    if (request->filters != CPNG_LIBPNG_DEFAULT) {
        png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);
    }

    png_set_IHDR(png, info, request->width, request->height, request->bit_depth,
                 request->color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (request->color_type == CPNG_COLOR_TYPE_PALETTE) {
        png_set_PLTE(png, info, palette, request->palette_count);
        if (request->palette_alpha_count > 0) {
            png_set_tRNS(png, info, request->palette_alpha, request->palette_alpha_count, NULL);
        }
    }
    png_write_info(png, info);
    for (uint32_t y = 0; y < request->height; y++) {
        png_write_row(png, request->rows + (size_t)y * request->row_bytes);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
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
