// Poppler's GLib binding (PDF pages rendered through Cairo) for Swift; only InkRender uses it.
#ifndef INKSTONE_CPOPPLER_SHIM_H
#define INKSTONE_CPOPPLER_SHIM_H
#include <poppler.h>
#endif
