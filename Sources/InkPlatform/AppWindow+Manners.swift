import CX11
import Glibc
import InkRender

/// What a desktop expects of a top-level window besides drawing: its icon, hints and type, an
/// answer to the window manager's ping, fullscreen on request, and the end of the launcher's
/// startup notification.
extension AppWindow {
    /// WM_HINTS (takes keyboard focus, starts normal, its own group), `_NET_WM_WINDOW_TYPE`
    /// normal and `_NET_WM_ICON` from the app icon. Called before the window is mapped.
    func setDesktopProperties() {
        let dpy = display.pointer
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint | WindowGroupHint
            hints.pointee.input = 1
            hints.pointee.initial_state = NormalState
            hints.pointee.window_group = window
            XSetWMHints(dpy, window, hints)
            XFree(hints)
        }
        setAtoms("_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_NORMAL"])
        // _NET_WM_ICON: width, height, then the pixels, for each size; format 32 is C longs.
        // The sizes that fit in one request (a server without BIG-REQUESTS takes 256 KiB).
        let limit = max(XExtendedMaxRequestSize(dpy), XMaxRequestSize(dpy)) - 64
        var icon: [UInt] = []
        for size in AppIconPainter.windowIconSizes where icon.count + 2 + size * size <= limit {
            icon += [UInt(size), UInt(size)] + AppIconPainter.argb(size: size).map { UInt($0) }
        }
        icon.withUnsafeBytes { b in
            _ = XChangeProperty(dpy, window, display.atom("_NET_WM_ICON"), XA_CARDINAL, 32, PropModeReplace,
                                b.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(icon.count))
        }
    }

    /// `_NET_STARTUP_ID`: the launcher's startup notification this window completes.
    func setStartupID(_ id: String) {
        let bytes = Array(id.utf8)
        bytes.withUnsafeBufferPointer { b in
            _ = XChangeProperty(display.pointer, window, display.atom("_NET_STARTUP_ID"), display.atom("UTF8_STRING"), 8,
                                PropModeReplace, b.baseAddress, Int32(b.count))
        }
    }

    /// Whether a client message is the window manager's `_NET_WM_PING`.
    func isPing(_ event: XClientMessageEvent) -> Bool {
        event.message_type == display.atom("WM_PROTOCOLS") && Atom(event.data.l.0) == display.atom("_NET_WM_PING")
    }

    /// Answers a ping: the same message, sent back to the root window (EWMH).
    func answerPing(_ event: XClientMessageEvent) {
        var reply = XEvent()
        reply.xclient = event
        reply.xclient.window = display.root
        XSendEvent(display.pointer, display.root, 0, Int(SubstructureNotifyMask | SubstructureRedirectMask), &reply)
        display.flush()
    }

    /// Asks the window manager to switch fullscreen on or off (`_NET_WM_STATE`, toggle).
    func toggleFullscreen() {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = display.atom("_NET_WM_STATE")
        event.xclient.format = 32
        event.xclient.data.l.0 = 2   // _NET_WM_STATE_TOGGLE
        event.xclient.data.l.1 = Int(display.atom("_NET_WM_STATE_FULLSCREEN"))
        event.xclient.data.l.3 = 1   // a normal application asks
        XSendEvent(display.pointer, display.root, 0, Int(SubstructureNotifyMask | SubstructureRedirectMask), &event)
        display.flush()
    }

    /// Ends the launcher's startup notification `id` (the "remove" message of the startup
    /// notification protocol, in 20-byte client messages to the root window).
    func completeStartup(_ id: String) {
        let escaped = id.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let message = Array("remove: ID=\"\(escaped)\"".utf8) + [0]
        let dpy = display.pointer
        // The messages' own window, as the protocol asks (never mapped).
        let sender = XCreateSimpleWindow(dpy, display.root, -100, -100, 1, 1, 0, 0, 0)
        var first = true
        for start in stride(from: 0, to: message.count, by: 20) {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = sender
            event.xclient.message_type = display.atom(first ? "_NET_STARTUP_INFO_BEGIN" : "_NET_STARTUP_INFO")
            event.xclient.format = 8
            withUnsafeMutableBytes(of: &event.xclient.data) { data in
                for (i, byte) in message[start..<min(start + 20, message.count)].enumerated() { data[i] = byte }
            }
            XSendEvent(dpy, display.root, 0, Int(PropertyChangeMask), &event)
            first = false
        }
        XDestroyWindow(dpy, sender)
        display.flush()
    }

    /// Sets a property of atoms by their names.
    private func setAtoms(_ property: String, _ names: [String]) {
        let atoms = names.map { UInt(display.atom($0)) }
        atoms.withUnsafeBytes { b in
            _ = XChangeProperty(display.pointer, window, display.atom(property), XA_ATOM, 32, PropModeReplace,
                                b.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(atoms.count))
        }
    }
}
