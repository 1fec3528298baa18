import CX11
import Glibc

/// An open connection to an X server. A protocol error never ends the app (it is counted and,
/// with `--debug-input`, logged: see `XErrorHooks`); losing the connection runs the app's
/// last words (writing the journal) before the process exits.
@MainActor
public final class XDisplay {
    public let pointer: OpaquePointer
    private var atoms: [String: Atom] = [:]
    private var atomNames: [Atom: String] = [:]

    /// Opens `name` (nil: $DISPLAY). nil when the display cannot be reached.
    public init?(name: String?) {
        guard let d = XOpenDisplay(name) else { return nil }
        pointer = d
        XSetErrorHandler(XErrorHooks.errorHandler)
        XSetIOErrorHandler(XErrorHooks.ioErrorHandler)
    }

    /// The name the connection would use, for messages.
    public static func displayName(_ name: String?) -> String {
        String(cString: XDisplayName(name))
    }

    public var screen: Int32 { XDefaultScreen(pointer) }
    public var root: Window { XRootWindow(pointer, screen) }
    public var fileDescriptor: Int32 { XConnectionNumber(pointer) }

    /// The atom for a name (created if needed), cached.
    public func atom(_ name: String) -> Atom {
        if let a = atoms[name] { return a }
        let a = XInternAtom(pointer, name, 0)
        atoms[name] = a
        atomNames[a] = name
        return a
    }

    /// The name of an atom, or "" for atom 0 or an unknown atom (never an X error exit).
    public func name(of atom: Atom) -> String {
        guard atom != 0 else { return "" }
        if let n = atomNames[atom] { return n }
        guard let cstr = XGetAtomName(pointer, atom) else { return "" }
        defer { XFree(cstr) }
        let n = String(cString: cstr)
        atomNames[atom] = n
        return n
    }

    /// `XNextRequest` when the output was last flushed here: requests made since are waiting.
    private var flushedRequest: UInt = 0

    /// Sends the requests made so far. Xlib then also reads the socket (one system call more),
    /// which puts any events that came meanwhile in its queue.
    public func flush() {
        XFlush(pointer)
        flushedRequest = XNextRequest(pointer)
    }

    /// Flushes only when requests were made since the last `flush` (a pointer shape, a
    /// property): the event loop asks before every wait, and most passes (a drawing event's,
    /// shown and flushed already) have nothing to send. True when it flushed.
    @discardableResult
    public func flushIfPending() -> Bool {
        guard XNextRequest(pointer) != flushedRequest else { return false }
        flush()
        return true
    }

    isolated deinit { XCloseDisplay(pointer) }
}
