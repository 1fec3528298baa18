// GLib for Swift: InkPlatform's recently used files (GBookmarkFile, the freedesktop.org
// Desktop Bookmark format of ~/.local/share/recently-used.xbel, as GTK's recent manager writes it).
#ifndef INKSTONE_CGLIB_SHIM_H
#define INKSTONE_CGLIB_SHIM_H
#include <glib.h>
#endif
