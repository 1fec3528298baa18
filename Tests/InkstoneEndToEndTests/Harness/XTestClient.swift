import CXTest
import Foundation
import InkTestSupport

/// The test's own connection to the X server: finds the app's window, drives the mouse and
/// keyboard with XTest, and reads the window's pixels back.
final class XTestClient: @unchecked Sendable {
    let dpy: OpaquePointer
    private var closed = false

    /// Xlib is used from several test threads at once (one connection each).
    /// X errors (a window gone between two requests) must not end the test process.
    private static let threadsReady: Bool = {
        let ok = XInitThreads() != 0
        XSetErrorHandler { _, _ in 0 }
        return ok
    }()

    init(display: String) throws {
        _ = Self.threadsReady
        guard let d = XOpenDisplay(display) else { throw ChildProcess.SpawnError(description: "cannot open \(display)") }
        dpy = d
    }

    /// Ends the connection; must happen before its server stops (Xlib exits the whole
    /// process when a server vanishes under an open connection).
    ///
    /// It closes the connection's socket and deliberately never calls `XCloseDisplay`: that
    /// runs every extension's close hook, and libXext's `XextRemoveDisplay` frees the per-display
    /// record that `XextFindDisplay` reads WITHOUT a lock on its fast path (`extinfo->cur`), so
    /// another test thread inside an XTest, XInput or XDamage call crashed the test process
    /// (SIGSEGV in libXext) now and then. The `Display` (a few kilobytes) is left allocated and
    /// is never used again; the server sees the client go when the socket closes.
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(XConnectionNumber(dpy))
    }

    deinit { close() }

    var root: Window { XDefaultRootWindow(dpy) }

    func atom(_ name: String) -> Atom { XInternAtom(dpy, name, 0) }

    /// The top-level window whose _NET_WM_PID is `pid`, if mapped.
    func window(ofPID pid: pid_t) -> Window? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(dpy, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for i in 0..<Int(count) {
            let w = children[i]
            if let value = cardinal(w, "_NET_WM_PID"), value == UInt(pid) {
                var attrs = XWindowAttributes()
                if XGetWindowAttributes(dpy, w, &attrs) != 0, attrs.map_state == IsViewable { return w }
            }
        }
        return nil
    }

    private func cardinal(_ w: Window, _ name: String) -> UInt? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, w, atom(name), 0, 1, 0, XA_CARDINAL, &type, &format, &items, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        guard items == 1, format == 32 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
    }

    /// A UTF-8 text property (e.g. _NET_WM_NAME).
    func utf8Property(_ w: Window, _ name: String) -> String? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, w, atom(name), 0, 1024, 0, atom("UTF8_STRING"), &type, &format, &items, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(items)), as: UTF8.self)
    }

    /// The window's size.
    func size(of w: Window) -> (width: Int, height: Int) {
        var attrs = XWindowAttributes()
        XGetWindowAttributes(dpy, w, &attrs)
        return (Int(attrs.width), Int(attrs.height))
    }

    /// Where the window's (0, 0) is on the root window.
    func origin(of w: Window) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(dpy, w, root, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// The window's pixels now.
    func snapshot(_ w: Window) -> Snapshot? {
        XSync(dpy, 0)
        let (width, height) = size(of: w)
        guard width > 0, height > 0, let image = XGetImage(dpy, w, 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap) else { return nil }
        defer { inkstone_test_destroy_image(image) }
        let img = image.pointee
        guard img.bits_per_pixel == 32, let data = img.data else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let stride = Int(img.bytes_per_line)
        data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
            for y in 0..<height {
                let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[x] & 0xffffff }
            }
        }
        return Snapshot(width: width, height: height, pixels: pixels)
    }

    // MARK: XTest input (window coordinates)

    func move(_ w: Window, _ x: Double, _ y: Double) {
        let o = origin(of: w)
        XTestFakeMotionEvent(dpy, -1, Int32(o.x) + Int32(x.rounded()), Int32(o.y) + Int32(y.rounded()), 0)
        XFlush(dpy)
    }

    func button(_ number: UInt32, down: Bool) {
        XTestFakeButtonEvent(dpy, number, down ? 1 : 0, 0)
        XFlush(dpy)
    }

    /// A press, a drag through `points` and a release with the left button.
    func drag(_ w: Window, through points: [(Double, Double)]) {
        guard let first = points.first else { return }
        move(w, first.0, first.1)
        button(1, down: true)
        for p in points.dropFirst() { move(w, p.0, p.1) }
        button(1, down: false)
        XSync(dpy, 0)
    }

    func click(_ w: Window, _ x: Double, _ y: Double) {
        move(w, x, y)
        button(1, down: true)
        button(1, down: false)
        XSync(dpy, 0)
    }

    /// Presses and releases a key with modifiers held (keysym names: "z", "Control_L", "Shift_L").
    func key(_ name: String, with modifiers: [String] = []) {
        let codes = modifiers.map { XKeysymToKeycode(dpy, XStringToKeysym($0)) }
        let code = XKeysymToKeycode(dpy, XStringToKeysym(name))
        for c in codes { XTestFakeKeyEvent(dpy, UInt32(c), 1, 0) }
        XTestFakeKeyEvent(dpy, UInt32(code), 1, 0)
        XTestFakeKeyEvent(dpy, UInt32(code), 0, 0)
        for c in codes.reversed() { XTestFakeKeyEvent(dpy, UInt32(c), 0, 0) }
        XSync(dpy, 0)
    }

    /// Makes the key that types keysym `existing` type `keysym` instead (both names, e.g.
    /// "F9" and "eacute"), as another keyboard layout would; the server keeps it until it
    /// stops. Returns the key's code, for `press(keycode:)`.
    @discardableResult
    func mapKey(_ existing: String, to keysym: String) -> UInt32 {
        let code = XKeysymToKeycode(dpy, XStringToKeysym(existing))
        // Both levels (as xdotool does), so Shift or Caps Lock type it too.
        var syms = [XStringToKeysym(keysym), XStringToKeysym(keysym)]
        XChangeKeyboardMapping(dpy, Int32(code), 2, &syms, 1)
        XSync(dpy, 0)
        return UInt32(code)
    }

    /// Locks the keyboard to `group` (0 the first layout, 1 the second: "ru" after
    /// `setxkbmap -layout us,ru`), as a layout switch key does.
    /// Returns the group the server then has locked.
    @discardableResult
    func lockGroup(_ group: UInt32) -> Int {
        var major = Int32(XkbMajorVersion), minor = Int32(XkbMinorVersion), opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        _ = XkbQueryExtension(dpy, &opcode, &event, &error, &major, &minor)
        XkbLockGroup(dpy, UInt32(XkbUseCoreKbd), group)
        XSync(dpy, 0)
        var state = XkbStateRec()
        XkbGetState(dpy, UInt32(XkbUseCoreKbd), &state)
        return Int(state.locked_group)
    }

    /// The keysym name the key typing `name` on the first layout has on layout `group`.
    func keysymName(of name: String, group: Int32) -> String? {
        let code = XKeysymToKeycode(dpy, XStringToKeysym(name))
        return XKeysymToString(XkbKeycodeToKeysym(dpy, code, group, 0)).map { String(cString: $0) }
    }

    /// Presses and releases the key with code `keycode`.
    func press(keycode: UInt32) {
        XTestFakeKeyEvent(dpy, keycode, 1, 0)
        XTestFakeKeyEvent(dpy, keycode, 0, 0)
        XSync(dpy, 0)
    }

    /// Holds a key down (keysym name), until `keyUp`.
    func keyDown(_ name: String) {
        XTestFakeKeyEvent(dpy, UInt32(XKeysymToKeycode(dpy, XStringToKeysym(name))), 1, 0)
        XSync(dpy, 0)
    }

    func keyUp(_ name: String) {
        XTestFakeKeyEvent(dpy, UInt32(XKeysymToKeycode(dpy, XStringToKeysym(name))), 0, 0)
        XSync(dpy, 0)
    }

    /// Asks the window to close, as a window manager's close button does.
    func requestClose(_ w: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = w
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(atom("WM_DELETE_WINDOW"))
        event.xclient.data.l.1 = 0
        XSendEvent(dpy, w, 0, 0, &event)
        XSync(dpy, 0)
    }

    func resize(_ w: Window, width: Int, height: Int) {
        XResizeWindow(dpy, w, UInt32(width), UInt32(height))
        XSync(dpy, 0)
    }
}
