// Conversions for IconRaster's inner loops that Swift offers only with run-time checks, and
// libc's word fill.
//
// Swift's `Int(x)` traps on NaN and on values outside Int's range, so every call tests both
// bounds before converting. The rasterizer converts only x coordinates it has already clamped
// to the canvas (0...width, finite), several thousand times per icon; the checks cost ≈ 5 % of
// its time there. These static inline functions compile to the bare conversion instruction and
// are inlined into the Swift callers.
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

#endif
