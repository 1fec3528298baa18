// Test-only: Xlib, XInput2, XTest and XDamage, for driving and reading the app under a test X server.
#ifndef INKSTONE_CXTEST_SHIM_H
#define INKSTONE_CXTEST_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xdamage.h>
#include <signal.h>
#include <spawn.h>
#include <poll.h>
#include <sys/wait.h>
#include <sys/socket.h>

static inline void inkstone_test_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline void inkstone_test_destroy_image(XImage *image) { XDestroyImage(image); }
#endif
