// Conversions for IconRaster's inner loops that Swift offers only with run-time checks, libc's
// word fill, and the source-over blend of one pixel with SSE2's float multiply.
//
// Swift's `Int(x)` traps on NaN and on values outside Int's range, so every call tests both
// bounds before converting. The rasterizer converts only x coordinates it has already clamped
// to the canvas (0...width, finite), several thousand times per icon, where the checks show in
// its time. These static inline functions compile to the bare conversion instruction and are
// inlined into the Swift callers.
#ifndef RASTER_SUPPORT_H
#define RASTER_SUPPORT_H

#include <stdint.h>

/// `x` truncated toward zero. Precondition: `x` is finite and within ±2^52 (the result is
/// undefined otherwise). For `x ≥ 0` this is the floor.
static inline intptr_t raster_truncate(double x) { return (intptr_t)x; }

#include <wchar.h>
_Static_assert(sizeof(wchar_t) == 4, "wmemset stores 4-byte words");
/// Stores the 4-byte `word` into `count` consecutive words at `p` through libc's `wmemset`
/// (wide vector stores where the CPU has them).
static inline void raster_fill_words(void *p, uint32_t word, intptr_t count) {
    wmemset((wchar_t *)p, (wchar_t)word, (size_t)count);
}

/// A solid source colour for `raster_blend`: the straight channels r, g, b and 255, as floats.
typedef struct { float c[4]; } raster_blend_source;

/// The source-over blend of one premultiplied RGBA8 pixel at `p` with weight `k` (an integer
/// 0...65536, as a float: the caller rounds it in float arithmetic): each byte `d` becomes
/// `d + (((c − d)·k + 32768) >> 16)` (arithmetic shift: the floor), with `c` the matching channel
/// of `source` (integers 0...255).
///
/// Portable C, for CPUs without SSE2 (and for tests on every CPU).
static inline void raster_blend_portable(uint8_t *p, raster_blend_source source, float k) {
    for (int i = 0; i < 4; i++) {
        int32_t d = p[i];
        int32_t x = ((int32_t)source.c[i] - d) * (int32_t)k + 32768;
        // Floor division by 65536 without relying on the shift of a negative value.
        int32_t q = x >= 0 ? x / 65536 : -((-x + 65535) / 65536);
        p[i] = (uint8_t)(d + q);
    }
}

#if defined(__SSE2__)
#include <emmintrin.h>
/// `raster_blend_portable`, four channels at once in SSE2's single-precision lanes: exact,
/// since (c − d)·k + 32768 is an integer of magnitude below 2^24 (|c − d| ≤ 255, k ≤ 65536),
/// and truncating that integral float to int32 is exact too; the shift is the floor as in the
/// portable code. The same bytes, bit for bit (pinned by `RasterBlendTests`). SSE2 has no
/// four-lane 32-bit integer multiply, which the same arithmetic in Swift's SIMD4<Int32> needs:
/// LLVM emulates it with two 64-bit multiplies and shuffles. (The weight comes as a float,
/// rounded there, so no integer-to-float conversion either.)
static inline void raster_blend_sse2(uint8_t *p, raster_blend_source source, float k) {
    int32_t word;
    __builtin_memcpy(&word, p, 4);
    __m128i zero = _mm_setzero_si128();
    __m128i d = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(word), zero), zero);
    __m128 difference = _mm_sub_ps(_mm_loadu_ps(source.c), _mm_cvtepi32_ps(d));
    __m128 x = _mm_add_ps(_mm_mul_ps(difference, _mm_set1_ps(k)), _mm_set1_ps(32768.0f));
    __m128i out = _mm_add_epi32(d, _mm_srai_epi32(_mm_cvttps_epi32(x), 16));
    out = _mm_packs_epi32(out, out);
    out = _mm_packus_epi16(out, out);
    word = _mm_cvtsi128_si32(out);
    __builtin_memcpy(p, &word, 4);
}
#endif

/// The blend of `raster_blend_portable`, through SSE2 where the CPU has it (every x86-64).
static inline void raster_blend(uint8_t *p, raster_blend_source source, float k) {
#if defined(__SSE2__)
    raster_blend_sse2(p, source, k);
#else
    raster_blend_portable(p, source, k);
#endif
}

/// The source-over blend of one **straight-alpha** RGBA8 pixel at `p` with weight `k` (an integer
/// 0...65536 as a float: coverage × source alpha × 65536/255, as for `raster_blend`) for a source
/// of straight channels `source` (r, g, b and 255).
///
/// Alpha becomes `a + (((255 − a)·k + 32768) >> 16)`, as in `raster_blend`. Each colour channel
/// `c` becomes `c + round((C − c)·w)` with `w = 255·k / (65536·a + (255 − a)·k)`, the share of
/// the new (unrounded) alpha that the source contributes: exact straight-alpha source-over,
/// rounded once. So over an opaque pixel (`a` = 255, `w` = k/65536) the bytes are
/// `raster_blend`'s, bit for bit; over a transparent pixel (`w` = 1) the colour is the source's
/// exactly, whatever the coverage; a result whose alpha rounds to 0 leaves the pixel as it was
/// (a transparent pixel stays (0, 0, 0, 0)).
static inline void raster_blend_straight(uint8_t *p, raster_blend_source source, float k) {
    int32_t a = p[3];
    if (a == 255) { raster_blend(p, source, k); return; }
    // 255·k and (255 − a)·k are integers below 2^24: exact in float.
    int32_t alpha = a + (((int32_t)((float)(255 - a) * k) + 32768) >> 16);
    if (alpha == 0) return;
    if (a == 0) {
        p[0] = (uint8_t)source.c[0]; p[1] = (uint8_t)source.c[1]; p[2] = (uint8_t)source.c[2];
        p[3] = (uint8_t)alpha;
        return;
    }
    float w = 255.0f * k / (65536.0f * (float)a + (float)(255 - a) * k);
    for (int i = 0; i < 3; i++) {
        float c = (float)p[i];
        p[i] = (uint8_t)(int32_t)(c + (source.c[i] - c) * w + 0.5f);
    }
    p[3] = (uint8_t)alpha;
}

#endif
