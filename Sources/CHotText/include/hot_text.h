#ifndef INKSTONE_HOT_TEXT_H
#define INKSTONE_HOT_TEXT_H
#include <stddef.h>

/// The hot text block: the functions a drawing motion runs, which the linker lays out together
/// between two markers (`hot-text.order`, Package.swift). After the core idled between a pen's
/// reports (8 ms at 125 Hz), that code is out of the caches, and running it fetches one line
/// at a time from memory, each waiting for the last. Reading the block as data first fetches
/// all of it at once, many lines in flight (measured here: 1000 small functions after an 8 ms
/// sleep, 148 us run cold, 15 us read first and then run).

/// Reads one byte of each 64-byte line of the block (its first 256 KB: all of a release
/// build's). Returns how many lines it read: 0 when the block is missing (a build linked
/// without the order) or implausibly large.
size_t inkstone_hot_text_touch(void);

/// The block's size in bytes (0 when missing), for tests and `inkstone --debug-input`.
size_t inkstone_hot_text_size(void);

#endif
