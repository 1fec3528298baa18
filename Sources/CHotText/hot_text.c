#include "hot_text.h"
#include <stdint.h>

// Each function in a section of its own, named as `-ffunction-sections` would, so that the
// linker's symbol order can put the markers first and last around the hot functions.
#define HOT_SECTION(name) __attribute__((section(".text." #name), noinline, used))

HOT_SECTION(inkstone_hot_text_begin) void inkstone_hot_text_begin(void) { __asm__ volatile(""); }
HOT_SECTION(inkstone_hot_text_end) void inkstone_hot_text_end(void) { __asm__ volatile(""); }

size_t inkstone_hot_text_touch(void);

/// Larger than this, the markers were not placed around the block (the whole text lies between).
static const uintptr_t largest = 1 << 20;

/// The block, when the linker laid it out: the order puts the touch right after the first
/// marker; without it the three functions keep this file's order, the touch after both.
static int bounds(uintptr_t *begin, uintptr_t *end) {
    *begin = (uintptr_t)&inkstone_hot_text_begin;
    *end = (uintptr_t)&inkstone_hot_text_end;
    uintptr_t touch = (uintptr_t)&inkstone_hot_text_touch;
    return *begin < touch && touch < *end && *end - *begin <= largest;
}

/// Read at most this much: a release build's block is about half of it; a debug build's (the
/// same functions unoptimised, ~680 KB) is read only this far, its speed not being the point
/// and the whole of it costing ~10,000 lines a wake in the end-to-end tests.
static const uintptr_t readAtMost = 256 << 10;

static volatile unsigned char sink;

static size_t readLines(uintptr_t begin, uintptr_t end, unsigned char *sum) {
    size_t lines = 0;
    for (uintptr_t p = begin & ~(uintptr_t)63; p < end; p += 64, lines++) *sum += *(const volatile unsigned char *)p;
    return lines;
}

HOT_SECTION(inkstone_hot_text_touch) size_t inkstone_hot_text_touch(void) {
    uintptr_t begin, end;
    unsigned char sum = 0;
    size_t lines = bounds(&begin, &end) ? readLines(begin, end - begin > readAtMost ? begin + readAtMost : end, &sum) : 0;
    sink = sum;
    return lines;
}

size_t inkstone_hot_text_size(void) {
    uintptr_t begin, end;
    return bounds(&begin, &end) ? end - begin : 0;
}
