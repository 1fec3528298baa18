/*
 * inkstone_rig_drv.c - "inkstonerig": a TEST-ONLY Xorg input driver.
 *
 * It gives a headless Xorg (dummy video driver) scriptable pen, eraser and
 * mouse devices so the Inkstone test-suite can produce real XInput2 events
 * with pressure, tilt and barrel rotation.  Nothing here is meant for real
 * hardware.
 *
 * Every InputDevice section using Driver "inkstonerig" takes two options:
 *   Option "Role" "stylus" | "eraser" | "mouse" | "touchscreen" | "touchpad"
 *   Option "Path" "/some/fifo"      (created with mkfifo if missing)
 * Optional: Option "Serial" (default 0x1234), "ToolID" (default 0x802 for the
 * stylus, 0x80a for the eraser), "TabletID" (default 0x357).
 *
 * The FIFO is opened O_RDWR|O_NONBLOCK: because the server itself holds a
 * write end, writers may open and close it at will and the server never sees
 * EOF.  read_input() (which runs on the server's input thread) reads it and
 * executes one text command per line (partial lines are buffered):
 *
 *   in  [X Y [P [TX TY [W]]]]   proximity in (stylus/eraser; optional axes)
 *   out                         proximity out (stylus/eraser)
 *   move X Y [P [TX TY [W]]]    absolute motion; omitted axes keep last value
 *   down B / up B               button B (1..7) press / release
 *   click B                     down B then up B
 *   scroll V [H]                relative motion of the scroll valuators
 *                               (mouse only; 120 units = one notch)
 *   tdown ID X Y [MAJ [MIN]]    touch ID (0..9) begins (touchscreen only)
 *   tmove ID X Y [MAJ [MIN]]    touch ID moves; omitted sizes keep last value
 *   tup ID                      touch ID ends (touchscreen and touchpad)
 *   pause MS                    waits MS (1..1000) milliseconds before the
 *                               next line, so the events after it carry a
 *                               later server time (a flick's speed)
 *   # ...  / empty line         ignored
 *
 * Units: X, Y 0..65535 (mapped onto the whole screen: root_x = X*W/65536),
 * P 0..65535, TX/TY -64..63, W 0..1023.  Values are clamped to the ranges.
 *
 * Valuators:  stylus/eraser: 0 Abs X, 1 Abs Y, 2 Abs Pressure, 3 Abs Tilt X,
 *             4 Abs Tilt Y, 5 Abs Wheel (all absolute)
 *             mouse: 0 Abs X, 1 Abs Y (absolute, 0..65535; the mouse is an
 *             absolute pointer so that `move X Y` needs no acceleration math),
 *             2 Rel Vert Scroll, 3 Rel Horiz Scroll (relative, unbounded; XI 2.1
 *             scroll valuators, increment RIG_SCROLL_INCREMENT, as a touchpad or
 *             a high-resolution wheel under xf86-input-libinput).  The server
 *             emulates wheel buttons 4-7 from them for old clients.
 *             touchscreen: 0 Abs MT Position X, 1 Abs MT Position Y (0..65535),
 *             2 Abs MT Touch Major, 3 Abs MT Touch Minor (0..65535, in the
 *             units of X: a contact of 1280 is 25 px wide on a 1280 px screen);
 *             an XIDirectTouch class with RIG_MAX_TOUCHES touches, posted with
 *             xf86PostTouchEvent (the server emulates the pointer from the
 *             first touch for clients that do not select touch events).
 *             touchpad: the same axes, an XIDependentTouch class with
 *             RIG_PAD_TOUCHES touches (an indirect device, as a laptop's).
 * Buttons (7): pen  1 Touch, 2 Stylus, 3 Stylus2, 4-7 wheel up/down/left/right
 *              mouse 1 Left, 2 Middle, 3 Right, 4-7 wheel up/down/left/right
 *
 * Properties (stylus/eraser only), mimicking xf86-input-wacom:
 *   "Wacom Tool Type"  ATOM[1]      STYLUS or ERASER
 *   "Wacom Serial IDs" INTEGER[5]   {tablet id, old serial, old tool id,
 *                                    current serial, current tool id};
 *                                   the last two are 0 while out of proximity.
 * Properties may only be changed on the main thread, so read_input() queues
 * the proximity transitions and a TimerSet() timer publishes them.
 */

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <xorg-server.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <X11/Xatom.h>
#include <X11/extensions/XI.h>
#include <xf86.h>
#include <xf86Module.h>
#include <xf86Xinput.h>
#include <exevents.h>
#include <xserver-properties.h>

#define RIG_NUM_BUTTONS 7
#define RIG_PEN_AXES    6
#define RIG_MOUSE_AXES  4     /* X, Y and two scroll valuators */
#define RIG_MOUSE_MOVE  2     /* the mouse's axes `move` and buttons post */
#define RIG_SCROLL_INCREMENT 120
#define RIG_MAX_AXES    6
#define RIG_LINE_MAX    512     /* longest accepted command line */
#define RIG_BUF_SIZE    8192    /* read buffer, holds partial lines */
#define RIG_PROX_QUEUE  64      /* pending proximity transitions */
#define RIG_MAX_TOUCHES 10      /* touchscreen: simultaneous touches */
#define RIG_PAD_TOUCHES 5       /* touchpad: simultaneous touches */
#define RIG_MAX_PAUSE_MS 1000   /* the longest pause a line may ask for */
#define RIG_TOUCH_AXES  4       /* MT X, MT Y, touch major, touch minor */
#define RIG_TOUCH_SIZE  1000    /* default contact size (~20 px) */

enum rig_role { ROLE_STYLUS, ROLE_ERASER, ROLE_MOUSE, ROLE_TOUCH, ROLE_TOUCHPAD };
enum { AX_X, AX_Y, AX_PRESSURE, AX_TILT_X, AX_TILT_Y, AX_WHEEL };
enum { AX_VSCROLL = 2, AX_HSCROLL = 3 };   /* mouse only */

/* Axis ranges, indexed like the valuators. */
static const int axis_min[RIG_MAX_AXES] = { 0, 0, 0, -64, -64, 0 };
static const int axis_max[RIG_MAX_AXES] = { 65535, 65535, 65535, 63, 63, 1023 };

typedef struct {
    enum rig_role role;
    char *path;                 /* FIFO path (from Option "Path") */
    int naxes;                  /* 6 for pens, 4 for the mouse */
    int nmove;                  /* axes posted by move/buttons: 6 / 2 */
    int axes[RIG_MAX_AXES];     /* last value of each axis */
    ValuatorMask *mask;         /* scratch mask, input thread only */

    char buf[RIG_BUF_SIZE];     /* bytes read but not yet a full line */
    size_t len;
    Bool discarding;            /* dropping the rest of an overlong line */

    /* Proximity state.  in_prox belongs to the input thread; the queue is
     * shared with the main-thread timer and guarded by input_lock(). */
    Bool in_prox;
    Bool prox_queue[RIG_PROX_QUEUE];
    int prox_count;
    OsTimerPtr timer;

    Atom prop_serials;          /* "Wacom Serial IDs" */
    Atom prop_tool_type;        /* "Wacom Tool Type" */
    int tablet_id, serial, tool_id;

    /* Touchscreen: which touches are down, and each one's last axes. */
    Bool touch_down[RIG_MAX_TOUCHES];
    int touch_axes[RIG_MAX_TOUCHES][RIG_TOUCH_AXES];
} RigDeviceRec, *RigDevicePtr;

static const char *role_name(enum rig_role r)
{
    return r == ROLE_STYLUS ? "stylus" : r == ROLE_ERASER ? "eraser"
         : r == ROLE_MOUSE ? "mouse" : r == ROLE_TOUCH ? "touchscreen" : "touchpad";
}

/* The touchscreen and the touchpad take touches, and nothing else. */
static Bool is_touch(RigDevicePtr priv)
{
    return priv->role == ROLE_TOUCH || priv->role == ROLE_TOUCHPAD;
}

static Bool is_pen(RigDevicePtr priv)
{
    return priv->role == ROLE_STYLUS || priv->role == ROLE_ERASER;
}

/* ------------------------------------------------------------------------
 * Properties (main thread only)
 * ------------------------------------------------------------------------ */

/* Write "Wacom Serial IDs" for the given proximity state. */
static void
rig_set_serial_property(DeviceIntPtr dev, RigDevicePtr priv, Bool in_prox,
                        Bool send_event)
{
    CARD32 values[5];

    values[0] = priv->tablet_id;
    values[1] = priv->serial;   /* "old" serial/tool: last tool seen */
    values[2] = priv->tool_id;
    values[3] = in_prox ? priv->serial : 0;
    values[4] = in_prox ? priv->tool_id : 0;
    XIChangeDeviceProperty(dev, priv->prop_serials, XA_INTEGER, 32,
                           PropModeReplace, 5, values, send_event);
}

/*
 * Timer callback, runs on the main thread (from WaitForSomething, with the
 * input lock held).  Publishes every queued proximity transition in order,
 * so "in" and "out" written in the same batch still give two property events.
 */
static CARD32
rig_prox_timer(OsTimerPtr timer, CARD32 now, void *arg)
{
    InputInfoPtr pInfo = arg;
    RigDevicePtr priv = pInfo->private;
    Bool queue[RIG_PROX_QUEUE];
    int i, n;

    input_lock();
    n = priv->prox_count;
    memcpy(queue, priv->prox_queue, n * sizeof(Bool));
    priv->prox_count = 0;
    input_unlock();

    for (i = 0; i < n; i++)
        rig_set_serial_property(pInfo->dev, priv, queue[i], TRUE);
    return 0;                   /* one-shot */
}

/*
 * Called on the input thread: queue a transition and arm the timer.
 * Pitfalls (xserver 21.1 os/WaitFor.c TimerSet):
 *  - a delay of 0 ms does not arm anything (millis == 0 means "disarm");
 *  - an already-expired time (absolute "now") runs the callback at once,
 *    i.e. on the input thread, which trips "WriteToClient called from
 *    input thread" BUGs.
 * So, like xf86-input-wacom, use a relative 1 ms: the main thread runs the
 * timer on its next loop iteration, typically 0.1-2 ms later.
 */
static void
rig_queue_prox(InputInfoPtr pInfo, Bool in_prox)
{
    RigDevicePtr priv = pInfo->private;

    input_lock();
    if (priv->prox_count < RIG_PROX_QUEUE)
        priv->prox_queue[priv->prox_count++] = in_prox;
    else                        /* queue full: collapse into the last slot */
        priv->prox_queue[RIG_PROX_QUEUE - 1] = in_prox;
    input_unlock();

    priv->timer = TimerSet(priv->timer, 0, 1, rig_prox_timer, pInfo);
}

/* ------------------------------------------------------------------------
 * Event posting (input thread)
 * ------------------------------------------------------------------------ */

/* Fill the scratch mask with all current axis values. */
static ValuatorMask *
rig_full_mask(RigDevicePtr priv)
{
    valuator_mask_zero(priv->mask);
    valuator_mask_set_range(priv->mask, 0, priv->nmove, priv->axes);
    return priv->mask;
}

static int clampi(long v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : (int) v;
}

/*
 * Parse up to naxes integers from args into priv->axes (in valuator order).
 * Returns the number parsed, or -1 on a malformed token.
 */
static int
rig_parse_axes(RigDevicePtr priv, char *args)
{
    int n = 0;
    char *tok, *save = NULL, *end;

    for (tok = strtok_r(args, " \t", &save); tok;
         tok = strtok_r(NULL, " \t", &save)) {
        long v;

        if (n >= priv->nmove)
            return -1;
        errno = 0;
        v = strtol(tok, &end, 10);
        if (*end != '\0' || errno)
            return -1;
        priv->axes[n] = clampi(v, axis_min[n], axis_max[n]);
        n++;
    }
    return n;
}

static int
rig_parse_button(const char *args)
{
    char *end;
    long b;

    while (*args == ' ' || *args == '\t')
        args++;
    b = strtol(args, &end, 10);
    while (*end == ' ' || *end == '\t')
        end++;
    if (end == args || *end != '\0' || b < 1 || b > RIG_NUM_BUTTONS)
        return -1;
    return (int) b;
}

static void
rig_warn(InputInfoPtr pInfo, const char *what, const char *cmd,
         const char *args)
{
    /* Only the signal-safe logger may be used on the input thread. */
    LogMessageVerbSigSafe(X_WARNING, 0, "%s: inkstonerig: %s: '%s%s%s'\n",
                          pInfo->name, what, cmd, *args ? " " : "", args);
}

/*
 * tdown/tmove ID X Y [MAJ [MIN]] and tup ID: one touch of the touchscreen.
 * A tdown of a touch already down, or a tmove/tup of one that is not, is
 * refused (the server requires begin, updates, end for each touch).
 */
static void
rig_handle_touch(InputInfoPtr pInfo, const char *cmd, char *args)
{
    RigDevicePtr priv = pInfo->private;
    long v[5];
    int n = 0, type, id, i;
    char *tok, *save = NULL, *end;
    char copy[RIG_LINE_MAX];

    snprintf(copy, sizeof(copy), "%s", args);
    for (tok = strtok_r(copy, " \t", &save); tok;
         tok = strtok_r(NULL, " \t", &save)) {
        if (n >= 5) {
            n = -1;
            break;
        }
        errno = 0;
        v[n] = strtol(tok, &end, 10);
        if (*end != '\0' || errno) {
            n = -1;
            break;
        }
        n++;
    }
    type = strcmp(cmd, "tdown") == 0 ? XI_TouchBegin
         : strcmp(cmd, "tmove") == 0 ? XI_TouchUpdate : XI_TouchEnd;
    if (!is_touch(priv) || n < 1 || v[0] < 0 ||
        v[0] >= (priv->role == ROLE_TOUCH ? RIG_MAX_TOUCHES : RIG_PAD_TOUCHES) ||
        (type == XI_TouchEnd ? n != 1 : n < 3)) {
        rig_warn(pInfo, "bad touch", cmd, args);
        return;
    }
    id = (int) v[0];
    if ((type == XI_TouchBegin) == priv->touch_down[id]) {
        rig_warn(pInfo, "touch state", cmd, args);
        return;
    }
    if (type == XI_TouchBegin) {
        priv->touch_axes[id][2] = RIG_TOUCH_SIZE;
        priv->touch_axes[id][3] = RIG_TOUCH_SIZE;
    }
    for (i = 1; i < n; i++)
        priv->touch_axes[id][i - 1] = clampi(v[i], 0, 65535);
    if (n == 4)                 /* a major alone: a round contact */
        priv->touch_axes[id][3] = priv->touch_axes[id][2];
    valuator_mask_zero(priv->mask);
    valuator_mask_set_range(priv->mask, 0, RIG_TOUCH_AXES, priv->touch_axes[id]);
    priv->touch_down[id] = type != XI_TouchEnd;
    xf86PostTouchEvent(pInfo->dev, id, type, 0, priv->mask);
}

/* Execute one command line (NUL-terminated, no newline). */
static void
rig_handle_line(InputInfoPtr pInfo, char *line)
{
    RigDevicePtr priv = pInfo->private;
    DeviceIntPtr dev = pInfo->dev;
    char *cmd, *args;
    size_t l;

    /* Trim leading blanks and trailing blanks / CR. */
    while (*line == ' ' || *line == '\t')
        line++;
    l = strlen(line);
    while (l > 0 && (line[l - 1] == ' ' || line[l - 1] == '\t' ||
                     line[l - 1] == '\r'))
        line[--l] = '\0';
    if (l == 0 || line[0] == '#')
        return;

    /* Split "cmd args". */
    cmd = line;
    args = line + strcspn(line, " \t");
    if (*args)
        *args++ = '\0';

    if (strcmp(cmd, "pause") == 0) {
        char *end;
        long ms;

        errno = 0;
        ms = strtol(args, &end, 10);
        if (*args == '\0' || *end != '\0' || errno || ms < 1 || ms > RIG_MAX_PAUSE_MS)
            rig_warn(pInfo, "bad pause", cmd, args);
        else
            usleep((useconds_t) ms * 1000);
    }
    else if (strcmp(cmd, "tdown") == 0 || strcmp(cmd, "tmove") == 0 ||
        strcmp(cmd, "tup") == 0) {
        rig_handle_touch(pInfo, cmd, args);
    }
    else if (is_touch(priv)) {
        rig_warn(pInfo, "a touch device only takes touches", cmd, args);
    }
    else if (strcmp(cmd, "move") == 0) {
        if (rig_parse_axes(priv, args) < 2) {
            rig_warn(pInfo, "bad move", cmd, args);
            return;
        }
        xf86PostMotionEventM(dev, Absolute, rig_full_mask(priv));
    }
    else if (strcmp(cmd, "down") == 0 || strcmp(cmd, "up") == 0 ||
             strcmp(cmd, "click") == 0) {
        int b = rig_parse_button(args);

        if (b < 0) {
            rig_warn(pInfo, "bad button", cmd, args);
            return;
        }
        if (cmd[0] != 'u')      /* down, click */
            xf86PostButtonEventM(dev, Absolute, b, TRUE, rig_full_mask(priv));
        if (cmd[0] != 'd')      /* up, click */
            xf86PostButtonEventM(dev, Absolute, b, FALSE, rig_full_mask(priv));
    }
    else if (strcmp(cmd, "scroll") == 0) {
        long d[2] = { 0, 0 };
        char *tok, *save = NULL, *end;
        int n = 0;

        for (tok = strtok_r(args, " \t", &save); tok && n < 3;
             tok = strtok_r(NULL, " \t", &save)) {
            errno = 0;
            if (n < 2)
                d[n] = strtol(tok, &end, 10);
            if (n >= 2 || *end != '\0' || errno)
                n = 3;
            else
                n++;
        }
        if (is_pen(priv) || n < 1 || n > 2) {
            rig_warn(pInfo, "bad scroll", cmd, "");
            return;
        }
        /* Relative, like xf86-input-libinput: the server accumulates the
         * values and emulates wheel buttons from them. */
        valuator_mask_zero(priv->mask);
        valuator_mask_set(priv->mask, AX_VSCROLL, (int) d[0]);
        if (n == 2)
            valuator_mask_set(priv->mask, AX_HSCROLL, (int) d[1]);
        xf86PostMotionEventM(dev, Relative, priv->mask);
    }
    else if (strcmp(cmd, "in") == 0 || strcmp(cmd, "out") == 0) {
        Bool in = (cmd[0] == 'i');

        if (!is_pen(priv)) {
            rig_warn(pInfo, "no proximity on a mouse", cmd, args);
            return;
        }
        if (in && rig_parse_axes(priv, args) < 0) {
            rig_warn(pInfo, "bad in", cmd, args);
            return;
        }
        xf86PostProximityEventM(dev, in, rig_full_mask(priv));
        if (priv->in_prox != in) {
            priv->in_prox = in;
            rig_queue_prox(pInfo, in);
        }
    }
    else {
        rig_warn(pInfo, "unknown command", cmd, args);
    }
}

/*
 * read_input: called on the input thread whenever the FIFO is readable.
 * Drains the FIFO and executes every complete line; an incomplete trailing
 * line stays in priv->buf until the rest arrives.
 */
static void
rig_read_input(InputInfoPtr pInfo)
{
    RigDevicePtr priv = pInfo->private;

    for (;;) {
        ssize_t n;
        char *start, *nl;

        if (priv->len >= sizeof(priv->buf) - 1) {
            /* Buffer full without a newline: drop it, skip to next line. */
            rig_warn(pInfo, "line too long, dropped", "", "");
            priv->len = 0;
            priv->discarding = TRUE;
        }
        n = read(pInfo->fd, priv->buf + priv->len,
                 sizeof(priv->buf) - 1 - priv->len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)             /* EAGAIN: drained (EOF cannot happen: O_RDWR) */
            break;
        priv->len += n;
        priv->buf[priv->len] = '\0';

        start = priv->buf;
        while ((nl = memchr(start, '\n', priv->buf + priv->len - start))) {
            *nl = '\0';
            if (priv->discarding)
                priv->discarding = FALSE;
            else if (nl - start < RIG_LINE_MAX)
                rig_handle_line(pInfo, start);
            else
                rig_warn(pInfo, "line too long, dropped", "", "");
            start = nl + 1;
        }
        /* Keep the partial line at the start of the buffer. */
        priv->len = priv->buf + priv->len - start;
        memmove(priv->buf, start, priv->len);
    }
}

/* ------------------------------------------------------------------------
 * Device control
 * ------------------------------------------------------------------------ */

/* Pointer feedback control (acceleration settings): nothing to do. */
static void
rig_ptr_ctrl(DeviceIntPtr dev, PtrCtrl *ctrl)
{
}

/* A touch device's touch count and mode: the touchscreen is direct, the touchpad dependent. */
static int priv_role_touches(DeviceIntPtr dev)
{
    RigDevicePtr priv = ((InputInfoPtr) dev->public.devicePrivate)->private;

    return priv->role == ROLE_TOUCH ? RIG_MAX_TOUCHES : RIG_PAD_TOUCHES;
}

static int priv_role_mode(DeviceIntPtr dev)
{
    RigDevicePtr priv = ((InputInfoPtr) dev->public.devicePrivate)->private;

    return priv->role == ROLE_TOUCH ? XIDirectTouch : XIDependentTouch;
}

/* The touchscreen and the touchpad: MT position and contact size axes and a
 * direct (touchscreen) or dependent (touchpad) touch class. */
static int
rig_init_touch(DeviceIntPtr dev, CARD8 *map)
{
    static const char *labels[RIG_TOUCH_AXES] = {
        AXIS_LABEL_PROP_ABS_MT_POSITION_X, AXIS_LABEL_PROP_ABS_MT_POSITION_Y,
        AXIS_LABEL_PROP_ABS_MT_TOUCH_MAJOR, AXIS_LABEL_PROP_ABS_MT_TOUCH_MINOR
    };
    Atom btn_labels[RIG_NUM_BUTTONS];
    Atom axis_labels[RIG_TOUCH_AXES];
    int i;

    for (i = 0; i < RIG_NUM_BUTTONS; i++)
        btn_labels[i] = i == 0 ? XIGetKnownProperty(BTN_LABEL_PROP_BTN_LEFT) : None;
    for (i = 0; i < RIG_TOUCH_AXES; i++)
        axis_labels[i] = XIGetKnownProperty(labels[i]);
    if (!InitPointerDeviceStruct((DevicePtr) dev, map, RIG_NUM_BUTTONS,
                                 btn_labels, rig_ptr_ctrl,
                                 GetMotionHistorySize(), RIG_TOUCH_AXES,
                                 axis_labels))
        return BadAlloc;
    for (i = 0; i < RIG_TOUCH_AXES; i++) {
        xf86InitValuatorAxisStruct(dev, i, axis_labels[i], 0, 65535, 200000,
                                   0, 200000, Absolute);
        xf86InitValuatorDefaults(dev, i);
    }
    if (!InitTouchClassDeviceStruct(dev,
            priv_role_touches(dev), priv_role_mode(dev), 2))
        return BadAlloc;
    return Success;
}

static int
rig_init(DeviceIntPtr dev)
{
    InputInfoPtr pInfo = dev->public.devicePrivate;
    RigDevicePtr priv = pInfo->private;
    Atom btn_labels[RIG_NUM_BUTTONS];
    Atom axis_labels[RIG_MAX_AXES];
    CARD8 map[RIG_NUM_BUTTONS + 1];
    int i;

    for (i = 0; i <= RIG_NUM_BUTTONS; i++)
        map[i] = i;

    if (is_touch(priv))
        return rig_init_touch(dev, map);

    if (is_pen(priv)) {
        btn_labels[0] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_TOUCH);
        btn_labels[1] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_STYLUS);
        btn_labels[2] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_STYLUS2);
        axis_labels[AX_X] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_X);
        axis_labels[AX_Y] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_Y);
        axis_labels[AX_PRESSURE] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_PRESSURE);
        axis_labels[AX_TILT_X] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_TILT_X);
        axis_labels[AX_TILT_Y] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_TILT_Y);
        axis_labels[AX_WHEEL] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_WHEEL);
    }
    else {
        btn_labels[0] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_LEFT);
        btn_labels[1] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_MIDDLE);
        btn_labels[2] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_RIGHT);
        axis_labels[AX_X] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_X);
        axis_labels[AX_Y] = XIGetKnownProperty(AXIS_LABEL_PROP_ABS_Y);
        axis_labels[AX_VSCROLL] = XIGetKnownProperty(AXIS_LABEL_PROP_REL_VSCROLL);
        axis_labels[AX_HSCROLL] = XIGetKnownProperty(AXIS_LABEL_PROP_REL_HSCROLL);
    }
    btn_labels[3] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_WHEEL_UP);
    btn_labels[4] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_WHEEL_DOWN);
    btn_labels[5] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_HWHEEL_LEFT);
    btn_labels[6] = XIGetKnownProperty(BTN_LABEL_PROP_BTN_HWHEEL_RIGHT);

    /* 7 buttons as the wacom driver allocates (with only 3 the slave's
     * button mask was seen never to show button 3). */
    if (!InitPointerDeviceStruct((DevicePtr) dev, map, RIG_NUM_BUTTONS,
                                 btn_labels, rig_ptr_ctrl,
                                 GetMotionHistorySize(), priv->naxes,
                                 axis_labels))
        return BadAlloc;

    for (i = 0; i < priv->nmove; i++) {
        /* resolution: X/Y 200000 units/m (a 33 cm square tablet), tilt
         * 57 units/rad (~1 unit per degree, as wacom), others none. */
        int res = i <= AX_Y ? 200000 : (i == AX_TILT_X || i == AX_TILT_Y) ? 57 : 1;

        xf86InitValuatorAxisStruct(dev, i, axis_labels[i], axis_min[i],
                                   axis_max[i], res, 0, res, Absolute);
        xf86InitValuatorDefaults(dev, i);
    }

    if (!is_pen(priv)) {
        /* Scroll valuators: unbounded (min == max), relative. */
        for (i = AX_VSCROLL; i <= AX_HSCROLL; i++) {
            xf86InitValuatorAxisStruct(dev, i, axis_labels[i], -1, -1, 0, 0, 0,
                                       Relative);
            xf86InitValuatorDefaults(dev, i);
        }
        SetScrollValuator(dev, AX_VSCROLL, SCROLL_TYPE_VERTICAL,
                          RIG_SCROLL_INCREMENT, SCROLL_FLAG_PREFERRED);
        SetScrollValuator(dev, AX_HSCROLL, SCROLL_TYPE_HORIZONTAL,
                          RIG_SCROLL_INCREMENT, SCROLL_FLAG_NONE);
    }

    if (is_pen(priv)) {
        Atom tool;

        if (!InitProximityClassDeviceStruct(dev))
            return BadAlloc;

        /* Wacom Tool Type: STYLUS or ERASER. */
        priv->prop_tool_type = MakeAtom("Wacom Tool Type",
                                        strlen("Wacom Tool Type"), TRUE);
        tool = priv->role == ROLE_STYLUS ? MakeAtom("STYLUS", 6, TRUE)
                                         : MakeAtom("ERASER", 6, TRUE);
        XIChangeDeviceProperty(dev, priv->prop_tool_type, XA_ATOM, 32,
                               PropModeReplace, 1, &tool, FALSE);
        XISetDevicePropertyDeletable(dev, priv->prop_tool_type, FALSE);

        /* Wacom Serial IDs: out of proximity at start. */
        priv->prop_serials = MakeAtom("Wacom Serial IDs",
                                      strlen("Wacom Serial IDs"), TRUE);
        rig_set_serial_property(dev, priv, FALSE, FALSE);
        XISetDevicePropertyDeletable(dev, priv->prop_serials, FALSE);

        /* Allocate the timer now (millis 0 = allocate, don't arm). */
        priv->timer = TimerSet(NULL, 0, 0, rig_prox_timer, pInfo);
    }

    /* Start in the middle of the screen; pressure, tilt, wheel at 0. */
    priv->axes[AX_X] = 32768;
    priv->axes[AX_Y] = 32768;
    return Success;
}

static int
rig_on(DeviceIntPtr dev)
{
    InputInfoPtr pInfo = dev->public.devicePrivate;
    RigDevicePtr priv = pInfo->private;
    struct stat st;

    if (stat(priv->path, &st) != 0 && mkfifo(priv->path, 0600) != 0) {
        xf86IDrvMsg(pInfo, X_ERROR, "cannot create FIFO %s: %s\n",
                    priv->path, strerror(errno));
        return BadAccess;
    }
    /* O_RDWR: we hold a writer ourselves, so the FIFO never reports EOF
     * and writers can open/close it at will. */
    pInfo->fd = open(priv->path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
    if (pInfo->fd < 0) {
        xf86IDrvMsg(pInfo, X_ERROR, "cannot open %s: %s\n", priv->path,
                    strerror(errno));
        return BadAccess;
    }
    priv->len = 0;
    priv->discarding = FALSE;
    xf86AddEnabledDevice(pInfo);
    dev->public.on = TRUE;
    xf86IDrvMsg(pInfo, X_INFO, "%s reading %s\n", role_name(priv->role),
                priv->path);
    return Success;
}

static void
rig_off(DeviceIntPtr dev)
{
    InputInfoPtr pInfo = dev->public.devicePrivate;
    RigDevicePtr priv = pInfo->private;

    if (pInfo->fd >= 0) {
        xf86RemoveEnabledDevice(pInfo);
        close(pInfo->fd);
        pInfo->fd = -1;
    }
    if (priv->timer)
        TimerCancel(priv->timer);
    /* Drop unpublished proximity transitions; the property keeps the last
     * published state. */
    input_lock();
    priv->prox_count = 0;
    input_unlock();
    dev->public.on = FALSE;
}

static Bool
rig_device_control(DeviceIntPtr dev, int what)
{
    InputInfoPtr pInfo = dev->public.devicePrivate;
    RigDevicePtr priv = pInfo->private;

    switch (what) {
    case DEVICE_INIT:
        return rig_init(dev);
    case DEVICE_ON:
        return rig_on(dev);
    case DEVICE_OFF:
        rig_off(dev);
        return Success;
    case DEVICE_CLOSE:
        rig_off(dev);
        if (priv->timer) {
            TimerFree(priv->timer);
            priv->timer = NULL;
        }
        return Success;
    default:
        return BadValue;
    }
}

/* ------------------------------------------------------------------------
 * Driver and module glue
 * ------------------------------------------------------------------------ */

static int
rig_pre_init(InputDriverPtr drv, InputInfoPtr pInfo, int flags)
{
    RigDevicePtr priv;
    char *role;

    priv = calloc(1, sizeof(*priv));
    if (!priv)
        return BadAlloc;

    role = xf86SetStrOption(pInfo->options, "Role", "stylus");
    if (strcasecmp(role, "stylus") == 0)
        priv->role = ROLE_STYLUS;
    else if (strcasecmp(role, "eraser") == 0)
        priv->role = ROLE_ERASER;
    else if (strcasecmp(role, "mouse") == 0)
        priv->role = ROLE_MOUSE;
    else if (strcasecmp(role, "touchscreen") == 0)
        priv->role = ROLE_TOUCH;
    else if (strcasecmp(role, "touchpad") == 0)
        priv->role = ROLE_TOUCHPAD;
    else {
        xf86IDrvMsg(pInfo, X_ERROR, "unknown Role '%s'\n", role);
        free(role);
        free(priv);
        return BadValue;
    }
    free(role);

    priv->path = xf86SetStrOption(pInfo->options, "Path", NULL);
    if (!priv->path) {
        xf86IDrvMsg(pInfo, X_ERROR, "Option \"Path\" is required\n");
        free(priv);
        return BadValue;
    }

    priv->naxes = is_pen(priv) ? RIG_PEN_AXES
                : is_touch(priv) ? RIG_TOUCH_AXES : RIG_MOUSE_AXES;
    priv->nmove = is_pen(priv) ? RIG_PEN_AXES : RIG_MOUSE_MOVE;
    priv->mask = valuator_mask_new(priv->naxes);
    priv->tablet_id = xf86SetIntOption(pInfo->options, "TabletID", 0x357);
    priv->serial = xf86SetIntOption(pInfo->options, "Serial", 0x1234);
    priv->tool_id = xf86SetIntOption(pInfo->options, "ToolID",
                                     priv->role == ROLE_ERASER ? 0x80a : 0x802);

    pInfo->private = priv;
    pInfo->type_name = priv->role == ROLE_STYLUS ? "STYLUS"
                     : priv->role == ROLE_ERASER ? "ERASER"
                     : priv->role == ROLE_TOUCH ? XI_TOUCHSCREEN
                     : priv->role == ROLE_TOUCHPAD ? XI_TOUCHPAD : XI_MOUSE;
    pInfo->device_control = rig_device_control;
    pInfo->read_input = rig_read_input;
    pInfo->switch_mode = NULL;
    pInfo->fd = -1;
    xf86IDrvMsg(pInfo, X_INFO, "role %s, path %s\n", role_name(priv->role),
                priv->path);
    return Success;
}

static void
rig_uninit(InputDriverPtr drv, InputInfoPtr pInfo, int flags)
{
    RigDevicePtr priv = pInfo->private;

    if (priv) {
        valuator_mask_free(&priv->mask);
        free(priv->path);
        free(priv);
        pInfo->private = NULL;
    }
}

static InputDriverRec rigDriver = {
    .driverVersion = 1,
    .driverName = "inkstonerig",
    .PreInit = rig_pre_init,
    .UnInit = rig_uninit,
};

static void *
rig_plug(void *module, void *options, int *errmaj, int *errmin)
{
    xf86AddInputDriver(&rigDriver, module, 0);
    return module;
}

static void
rig_unplug(void *p)
{
}

static XF86ModuleVersionInfo rigVersionRec = {
    "inkstonerig",
    MODULEVENDORSTRING,
    MODINFOSTRING1,
    MODINFOSTRING2,
    XORG_VERSION_CURRENT,
    0, 1, 0,
    ABI_CLASS_XINPUT,
    ABI_XINPUT_VERSION,
    MOD_CLASS_XINPUT,
    {0, 0, 0, 0}
};

_X_EXPORT XF86ModuleData inkstonerigModuleData = {
    &rigVersionRec,
    rig_plug,
    rig_unplug
};
