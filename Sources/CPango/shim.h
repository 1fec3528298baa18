// Pango and pangocairo (laid-out text: measured widths, font fallback, bidirectional text,
// ellipsis) for Swift; only InkRender uses it.
#ifndef INKSTONE_CPANGO_SHIM_H
#define INKSTONE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
