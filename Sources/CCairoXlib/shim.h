// Cairo's Xlib surface, for the platform module only (it pulls in Xlib).
#ifndef INKSTONE_CCAIROXLIB_SHIM_H
#define INKSTONE_CCAIROXLIB_SHIM_H
#include <cairo/cairo-xlib.h>
#endif
