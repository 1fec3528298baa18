#define _GNU_SOURCE
#include "hot_text.h"
#include <dlfcn.h>
#include <link.h>
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

/// The shared libraries' functions on the drawing path (`inkstone_hot_text_add_library_functions`):
/// their code, line by line, as ranges.
static struct { uintptr_t begin, end; } libraryRanges[256];
static size_t libraryRangeCount;

static volatile unsigned char sink;

static size_t readLines(uintptr_t begin, uintptr_t end, unsigned char *sum) {
    size_t lines = 0;
    for (uintptr_t p = begin & ~(uintptr_t)63; p < end; p += 64, lines++) *sum += *(const volatile unsigned char *)p;
    return lines;
}

HOT_SECTION(inkstone_hot_text_touch) size_t inkstone_hot_text_touch(void) {
    uintptr_t begin, end;
    unsigned char sum = 0;
    size_t lines = bounds(&begin, &end) ? readLines(begin, end, &sum) : 0;
    for (size_t i = 0; i < libraryRangeCount; i++) lines += readLines(libraryRanges[i].begin, libraryRanges[i].end, &sum);
    sink = sum;
    return lines;
}

/// A function whose size the dynamic symbol table does not give (an IFUNC's chosen
/// implementation, found under another name): its first lines.
static const uintptr_t unknownSize = 256;
/// At most this much of one function: the rest of a large one is seldom on the drawing path.
static const uintptr_t largestFunction = 4096;

extern const char *const inkstone_hot_library_functions[];
extern const size_t inkstone_hot_library_function_count;

size_t inkstone_hot_text_prepare(void) {
    const char *const *names = inkstone_hot_library_functions;
    size_t count = inkstone_hot_library_function_count;
    static int prepared;
    if (prepared) return libraryRangeCount;
    prepared = 1;
    size_t found = 0;
    for (size_t i = 0; i < count && libraryRangeCount < sizeof libraryRanges / sizeof libraryRanges[0]; i++) {
        void *address = dlsym(RTLD_DEFAULT, names[i]);
        if (address == NULL || inkstone_hot_text_contains(address)) continue;
        Dl_info info;
        const ElfW(Sym) *symbol = NULL;
        uintptr_t size = unknownSize;
        if (dladdr1(address, &info, (void **)&symbol, RTLD_DL_SYMENT) != 0 && symbol != NULL && info.dli_saddr == address
            && symbol->st_size > 0) size = symbol->st_size;
        if (size > largestFunction) size = largestFunction;
        libraryRanges[libraryRangeCount].begin = (uintptr_t)address;
        libraryRanges[libraryRangeCount].end = (uintptr_t)address + size;
        libraryRangeCount++;
        found++;
    }
    return found;
}

size_t inkstone_hot_text_size(void) {
    uintptr_t begin, end;
    return bounds(&begin, &end) ? end - begin : 0;
}

int inkstone_hot_text_contains(const void *address) {
    uintptr_t begin, end, a = (uintptr_t)address;
    return bounds(&begin, &end) && a >= begin && a < end;
}
