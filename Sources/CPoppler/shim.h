// Poppler's GLib binding (PDF pages rendered through Cairo) for Swift; only InkRender uses it.
#ifndef INKSTONE_CPOPPLER_SHIM_H
#define INKSTONE_CPOPPLER_SHIM_H
#include <poppler.h>
#include <sys/syscall.h>
#include <unistd.h>

// An anonymous in-memory file (memfd_create, close-on-exec), for opening bytes by name.
static inline int inkstone_memfd(const char *name) {
    return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
}
#endif
