// Xlib + XInput2 for Swift. The XI2 mask macros cannot be imported, so they are wrapped here.
#ifndef INKSTONE_CX11_SHIM_H
#define INKSTONE_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XInput.h>
#include <locale.h>
#include <poll.h>

static inline void inkstone_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int inkstone_xi_mask_is_set(const unsigned char *mask, int bit) { return XIMaskIsSet(mask, bit) ? 1 : 0; }
static inline int inkstone_xi_mask_len(int event) { return XIMaskLen(event); }

/// XCreateIC is variadic; this creates the plain "root" style input context for a window.
static inline XIC inkstone_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}
#endif
