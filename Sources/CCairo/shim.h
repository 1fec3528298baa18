// Cairo (image, PNG, PDF and SVG surfaces) for Swift. No X11 here: see CCairoXlib.
#ifndef INKSTONE_CCAIRO_SHIM_H
#define INKSTONE_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#endif
