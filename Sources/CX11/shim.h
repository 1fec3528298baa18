// Xlib + XInput2 for Swift. The XI2 mask macros cannot be imported, so they are wrapped here.
#ifndef INKSTONE_CX11_SHIM_H
#define INKSTONE_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XInput.h>
#include <locale.h>
#include <libintl.h>
#include <poll.h>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <signal.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <errno.h>

/// The calling thread's kernel id (glibc declares gettid only with _GNU_SOURCE).
static inline pid_t inkstone_gettid(void) { return (pid_t)syscall(SYS_gettid); }

/// The kernel's sched_attr, its first version (48 bytes): glibc declares neither it nor
/// sched_setattr before 2.41, and syscall() is variadic, which Swift cannot call.
struct inkstone_sched_attr {
    unsigned int size, policy;
    unsigned long long flags;
    int nice;
    unsigned int priority;
    unsigned long long runtime, deadline, period;
};

/// Sets a thread's time slice to `nanoseconds` (0: the kernel's default), keeping its policy and
/// nice value; returns 0 or the errno. Only a normal or batch thread's (EEVDF, Linux 6.12 on;
/// earlier kernels take the call and ignore the slice).
static inline int inkstone_set_thread_slice(pid_t thread, unsigned long long nanoseconds) {
    struct inkstone_sched_attr attr = {0};
    if (syscall(SYS_sched_getattr, thread, &attr, sizeof attr, 0) != 0) return errno;
    if (attr.policy != 0 && attr.policy != 3) return EINVAL;   /* SCHED_OTHER, SCHED_BATCH */
    attr.size = sizeof attr;
    attr.flags = 0;
    attr.runtime = nanoseconds;
    return syscall(SYS_sched_setattr, thread, &attr, 0) == 0 ? 0 : errno;
}

/// The events Xlib holds in its queue, as the QLength macro reads them: what
/// XEventsQueued(dpy, QueuedAlready) returns, without taking the display's lock (and its checks)
/// each time. For the event loop, on the thread that alone uses the display.
static inline int inkstone_queued_events(Display *dpy) { return QLength(dpy); }

static inline void inkstone_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int inkstone_xi_mask_len(int event) { return XIMaskLen(event); }

/// XCreateIC is variadic; this creates the plain "root" style input context for a window.
static inline XIC inkstone_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}
/// An input context whose preedit (the text an input method is composing) is drawn by the app:
/// the IM calls `start`, `done`, `draw` and `caret` with `client`. NULL when the IM does not
/// offer the XIMPreeditCallbacks style (then `inkstone_create_ic` is the fallback).
static inline XIC inkstone_create_ic_preedit(XIM im, Window window, XPointer client, XIMProc start,
                                             XIMProc done, XIMProc draw, XIMProc caret) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return NULL;
    int offered = 0;
    for (int i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == (XIMPreeditCallbacks | XIMStatusNothing)) offered = 1;
    }
    XFree(styles);
    if (!offered) return NULL;
    XIMCallback s = { client, start }, d = { client, done }, w = { client, (XIMProc)draw }, c = { client, caret };
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, &s, XNPreeditDoneCallback, &d,
                                                XNPreeditDrawCallback, &w, XNPreeditCaretCallback, &c, NULL);
    if (preedit == NULL) return NULL;
    XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, window,
                       XNFocusWindow, window, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return ic;
}
/// Tells the input method where the caret is (XNSpotLocation, window pixels, the caret's foot):
/// it puts its candidate window there. Returns 0 when the context does not take it.
static inline int inkstone_ic_set_spot(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    if (preedit == NULL) return 0;
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return failed == NULL;
}
/// Tells the IM to call `destroyed` with `client` when its server goes away.
static inline void inkstone_im_on_destroy(XIM im, XPointer client, XIMProc destroyed) {
    XIMCallback cb = { client, destroyed };
    XSetIMValues(im, XNDestroyCallback, &cb, NULL);
}
/// Adds the events the input context needs (XNFilterEvents) to the window's event mask.
static inline void inkstone_ic_select_filter_events(Display *dpy, XIC ic, Window window) {
    unsigned long mask = 0;
    XWindowAttributes a;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) == NULL && mask != 0 && XGetWindowAttributes(dpy, window, &a)) {
        XSelectInput(dpy, window, a.your_event_mask | (long)mask);
    }
}
/// The keyboard group (layout) a core event's state holds (XkbGroupForCoreState).
static inline int inkstone_group_of_state(unsigned int state) { return (int)((state >> 13) & 0x3); }
/// Selects XI1 ProximityIn/ProximityOut of one device on a window (the XI1 class macros cannot
/// be imported). Returns the opened device (keep it; NULL if it cannot be opened) and the two
/// event types (0 when the device has no proximity class).
static inline XDevice *inkstone_select_proximity(Display *dpy, Window window, XID deviceid,
                                                 int *in_type, int *out_type) {
    XDevice *device = XOpenDevice(dpy, deviceid);
    int tin = 0, tout = 0;
    XEventClass cin = 0, cout = 0;
    *in_type = 0; *out_type = 0;
    if (!device) return NULL;
    ProximityIn(device, tin, cin);
    ProximityOut(device, tout, cout);
    if (tin && tout) {
        XEventClass classes[2] = { cin, cout };
        XSelectExtensionEvent(dpy, window, classes, 2);
        *in_type = tin; *out_type = tout;
    }
    return device;
}

/// Creates a fully transparent cursor (the hover preview stands in for the pointer).
static inline Cursor inkstone_invisible_cursor(Display *dpy, Window window) {
    static char empty[1] = { 0 };
    XColor black = { 0 };
    Pixmap bitmap = XCreateBitmapFromData(dpy, window, empty, 1, 1);
    Cursor cursor = XCreatePixmapCursor(dpy, bitmap, bitmap, &black, &black, 0, 0);
    XFreePixmap(dpy, bitmap);
    return cursor;
}
#endif
