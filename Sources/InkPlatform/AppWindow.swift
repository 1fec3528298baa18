import Glibc
import CCairo
import CCairoXlib
import CX11
import InkGeometry
import InkInterface

/// The app's top-level X window: title, close button protocol, and a Cairo surface on it.
@MainActor
final class AppWindow {
    let display: XDisplay
    let window: Window
    private(set) var size: Size
    private let surface: OpaquePointer
    private let context: OpaquePointer
    let deleteAtom: Atom
    private lazy var arrowCursor: Cursor = XCreateFontCursor(display.pointer, 68) // XC_left_ptr
    private lazy var invisibleCursor: Cursor = inkstone_invisible_cursor(display.pointer, window)
    private var shownPointer: PointerShape?
    /// The title last set (`setTitle`).
    private var shownTitle: String?
    /// Small rectangles (a drawing event's) go to the window without Cairo's shared memory.
    private var directUpload: DirectUpload?
    /// Whether the window reports changes of its properties (end-to-end tests' acknowledgements).
    private var watchesProperties = false
    /// The core events the window selects.
    private var eventMask: Int {
        Int(ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | FocusChangeMask) | (watchesProperties ? Int(PropertyChangeMask) : 0)
    }

    /// `startupID`: the launcher's startup notification (DESKTOP_STARTUP_ID) the window is for.
    init?(display: XDisplay, size: Size, title: String, startupID: String? = nil) {
        self.display = display
        self.size = size
        let dpy = display.pointer
        let screen = display.screen
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XWhitePixel(dpy, screen)
        attributes.bit_gravity = Int32(NorthWestGravity)
        attributes.event_mask = Int(ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | FocusChangeMask)
        let w = XCreateWindow(dpy, display.root, 0, 0, UInt32(size.width), UInt32(size.height), 0,
                              XDefaultDepth(dpy, screen), UInt32(InputOutput), XDefaultVisual(dpy, screen),
                              UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)
        guard w != 0 else { return nil }
        window = w
        deleteAtom = display.atom("WM_DELETE_WINDOW")
        // The close button, and the window manager's check that the app still answers.
        var protocols = [deleteAtom, display.atom("_NET_WM_PING")]
        XSetWMProtocols(dpy, w, &protocols, Int32(protocols.count))
        guard let s = cairo_xlib_surface_create(dpy, w, XDefaultVisual(dpy, screen), Int32(size.width), Int32(size.height)),
              let cr = cairo_create(s) else { return nil }
        surface = s
        context = cr
        setTitle(title)
        setIdentity()
        setDesktopProperties()
        if let startupID { setStartupID(startupID) }
        selectInput()
        directUpload = DirectUpload(display: display, window: w)
        setPointer(.arrow)
        XMapWindow(dpy, w)
    }

    isolated deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Sets both the EWMH (UTF-8) and the legacy window title. The legacy WM_NAME and
    /// WM_ICON_NAME are Latin-1 STRINGs when the title is Latin-1; otherwise (an em dash, a
    /// CJK or Arabic name) they are UTF8_STRING too, as Xlib's locale conversion would drop
    /// what the locale cannot encode.
    func setTitle(_ title: String) {
        // Every committed stroke reports the title: set again only when it changed.
        guard title != shownTitle else { return }
        shownTitle = title
        let dpy = display.pointer
        let bytes = Array(title.utf8)
        let utf8 = display.atom("UTF8_STRING")
        let latin1 = title.unicodeScalars.allSatisfy { $0.value <= 0xff }
        bytes.withUnsafeBufferPointer { b in
            XChangeProperty(dpy, window, display.atom("_NET_WM_NAME"), utf8, 8, PropModeReplace, b.baseAddress, Int32(b.count))
            XChangeProperty(dpy, window, display.atom("_NET_WM_ICON_NAME"), utf8, 8, PropModeReplace, b.baseAddress, Int32(b.count))
        }
        Xutf8SetWMProperties(dpy, window, title, title, nil, 0, nil, nil, nil)
        guard !latin1 else { return }
        bytes.withUnsafeBufferPointer { b in
            XChangeProperty(dpy, window, XA_WM_NAME, utf8, 8, PropModeReplace, b.baseAddress, Int32(b.count))
            XChangeProperty(dpy, window, XA_WM_ICON_NAME, utf8, 8, PropModeReplace, b.baseAddress, Int32(b.count))
        }
    }

    /// WM_CLASS and _NET_WM_PID, so desktops and tests can find the window.
    private func setIdentity() {
        let dpy = display.pointer
        let hint = XAllocClassHint()
        if let hint {
            let name = strdup("inkstone"), cls = strdup("Inkstone")
            hint.pointee.res_name = name
            hint.pointee.res_class = cls
            XSetClassHint(dpy, window, hint)
            free(name); free(cls)
            XFree(hint)
        }
        setMinimumSize(Size(400, 300))
        // Format 32 data is an array of C longs; the pointer is used only inside the closure.
        let pid = [UInt(getpid())]
        pid.withUnsafeBytes { b in
            _ = XChangeProperty(dpy, window, display.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
                                b.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// The smallest window every control is laid out for (the toolbar and the panel fit it),
    /// in screen pixels: 400x300 interface pixels at the interface scale.
    func setMinimumSize(_ size: Size) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = Int(PMinSize)
        hints.pointee.min_width = Int32(size.width.rounded(.up))
        hints.pointee.min_height = Int32(size.height.rounded(.up))
        XSetWMNormalHints(display.pointer, window, hints)
        XFree(hints)
    }

    /// XI2 pointer and touch events from the master devices on the window (touches only once
    /// this client owns them: no XI_TouchOwnership is selected, so while a window manager's
    /// touch grab holds a touch, nothing of it arrives, and a touch the grab keeps never does;
    /// the server then sends no pointer events emulated from touches to this window); hierarchy, property and class
    /// changes (XI_DeviceChanged) of all devices on the root window.
    private func selectInput() {
        let dpy = display.pointer
        var bits = [UInt8](repeating: 0, count: Int(inkstone_xi_mask_len(XI_LASTEVENT)))
        for e in [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_Enter, XI_Leave, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] {
            inkstone_xi_set_mask(&bits, e)
        }
        bits.withUnsafeMutableBufferPointer { b in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(b.count), mask: b.baseAddress)
            _ = XISelectEvents(dpy, window, &mask, 1)
        }
        var rootBits = [UInt8](repeating: 0, count: Int(inkstone_xi_mask_len(XI_LASTEVENT)))
        inkstone_xi_set_mask(&rootBits, XI_HierarchyChanged)
        inkstone_xi_set_mask(&rootBits, XI_PropertyEvent)
        inkstone_xi_set_mask(&rootBits, XI_DeviceChanged)
        rootBits.withUnsafeMutableBufferPointer { b in
            var mask = XIEventMask(deviceid: XIAllDevices, mask_len: Int32(b.count), mask: b.baseAddress)
            _ = XISelectEvents(dpy, display.root, &mask, 1)
        }
    }

    /// The server's current time, from the PropertyNotify of a property change of our own.
    func serverTime() -> UInt64 {
        let dpy = display.pointer
        XSelectInput(dpy, window, Int(ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | FocusChangeMask | PropertyChangeMask))
        var zero: UInt8 = 0
        XChangeProperty(dpy, window, display.atom("_INKSTONE_TIME"), XA_INTEGER, 8, PropModeReplace, &zero, 1)
        var event = XEvent()
        XWindowEvent(dpy, window, Int(PropertyChangeMask), &event)
        XSelectInput(dpy, window, eventMask)
        return UInt64(event.xproperty.time)
    }

    /// From now on, changes of the window's properties arrive as PropertyNotify events.
    func watchProperties() {
        watchesProperties = true
        XSelectInput(display.pointer, window, eventMask)
    }

    /// Shows the arrow or no pointer at all.
    func setPointer(_ shape: PointerShape) {
        guard shape != shownPointer else { return }
        shownPointer = shape
        XDefineCursor(display.pointer, window, shape == .arrow ? arrowCursor : invisibleCursor)
    }

    func resized(to newSize: Size) {
        size = newSize
        cairo_xlib_surface_set_size(surface, Int32(newSize.width), Int32(newSize.height))
    }

    /// Copies a rectangle of `frame` (a window-sized image surface) onto the window.
    func present(_ frame: OpaquePointer, _ r: Rect) {
        guard !r.isEmpty else { return }
        if directUpload?.put(frame, r) == true { return }
        cairo_save(context)
        cairo_rectangle(context, r.x, r.y, r.width, r.height)
        cairo_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, frame, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
        cairo_surface_flush(surface)
    }
}
