/* The latency floor for `make bench`: the least a drawing app can do on X11. Raw Xlib +
 * Cairo, core events, drawing straight onto the window: one round-capped segment per motion
 * while button 1 is down, then XFlush. No back buffer, no document, no toolkit.
 *
 * Compiled by inkstone-latency with the system cc (so it is C, not Swift: no runtime, no
 * package, nothing between the event and the pixels but Xlib and Cairo).
 * With INKSTONE_EVENT_TIMES=PATH, each drawn motion's monotonic times (the event in hand, the
 * flush done; two clock reads, ~50 ns) are kept and written to PATH when TERM ends the client,
 * as the app does (EventTimes.swift), so the bench can say where each one's time went.
 * Usage: floor X Y WIDTH HEIGHT   (prints the window id on stdout once it is mapped) */
#include <X11/Xlib.h>
#include <cairo/cairo-xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <time.h>
#include <fcntl.h>
#include <unistd.h>

#define KEPT 200000
static unsigned long long kept[KEPT][2];
static volatile int keptCount;
static const char *timesPath;

static unsigned long long now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ULL + (unsigned long long)t.tv_nsec;
}

/* Appends the decimal digits of v to p (async-signal-safe: no stdio in the handler). */
static char *digits(char *p, unsigned long long v) {
    char tmp[24];
    int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *p++ = tmp[--n];
    return p;
}

static void writeTimesAndEnd(int sig) {
    (void)sig;
    int fd = open(timesPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        for (int i = 0; i < keptCount; i++) {
            char line[64], *p = digits(line, kept[i][0]);
            *p++ = ' ';
            p = digits(p, kept[i][1]);
            *p++ = '\n';
            if (write(fd, line, (size_t)(p - line)) < 0) break;
        }
        close(fd);
    }
    _exit(0);
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: floor X Y WIDTH HEIGHT\n"); return 2; }
    int x = atoi(argv[1]), y = atoi(argv[2]), w = atoi(argv[3]), h = atoi(argv[4]);
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "floor: cannot open the display\n"); return 1; }
    int screen = DefaultScreen(dpy);
    XSetWindowAttributes a;
    a.background_pixel = WhitePixel(dpy, screen);
    a.event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask;
    Window win = XCreateWindow(dpy, RootWindow(dpy, screen), x, y, (unsigned)w, (unsigned)h, 0, CopyFromParent,
                               InputOutput, CopyFromParent, CWBackPixel | CWEventMask, &a);
    XStoreName(dpy, win, "inkstone-latency-floor");
    XMapWindow(dpy, win);
    cairo_surface_t *surface = cairo_xlib_surface_create(dpy, win, DefaultVisual(dpy, screen), w, h);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0.11, 0.11, 0.13);
    cairo_set_line_width(cr, 3.0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    XSync(dpy, False);
    printf("%lu\n", (unsigned long)win);
    fflush(stdout);
    timesPath = getenv("INKSTONE_EVENT_TIMES");
    if (timesPath && !*timesPath) timesPath = NULL;
    if (timesPath) signal(SIGTERM, writeTimesAndEnd);
    double lx = 0, ly = 0;
    int down = 0;
    for (;;) {
        XEvent e;
        XNextEvent(dpy, &e);
        switch (e.type) {
        case ButtonPress:
            if (e.xbutton.button == Button1) { down = 1; lx = e.xbutton.x; ly = e.xbutton.y; }
            break;
        case ButtonRelease:
            if (e.xbutton.button == Button1) down = 0;
            break;
        case MotionNotify: {
            if (!down) break;
            unsigned long long inHand = timesPath ? now() : 0;
            cairo_move_to(cr, lx, ly);
            cairo_line_to(cr, e.xmotion.x, e.xmotion.y);
            cairo_stroke(cr);
            cairo_surface_flush(surface);
            XFlush(dpy);
            if (timesPath && keptCount < KEPT) { kept[keptCount][0] = inHand; kept[keptCount][1] = now(); keptCount++; }
            lx = e.xmotion.x;
            ly = e.xmotion.y;
            break;
        }
        default:
            break;
        }
    }
}
