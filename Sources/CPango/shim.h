// Pango and pangocairo (laid-out text: measured widths, font fallback, bidirectional text,
// ellipsis) for Swift; only InkRender uses it, with `internal import CPango`. Its headers'
// folder comes from Package.swift's `pangoHeaders`, not from pkg-config (see there).
#ifndef INKSTONE_CPANGO_SHIM_H
#define INKSTONE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
