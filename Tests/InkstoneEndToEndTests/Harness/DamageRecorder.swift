import CXTest
import Foundation

/// What the X server tells the test about the app's window, in the order the server did it:
/// each drawing on the window (XDamage, raw rectangles) and each acknowledgement the app wrote
/// (`_INKSTONE_ACK` changed). The server handles one client's requests in order, so this order
/// is the order of the app's own requests: drawing seen before an acknowledgement was sent
/// before it.
final class DamageRecorder: @unchecked Sendable {
    enum Seen: Equatable {
        /// A drawn rectangle, in window coordinates.
        case drawn(x: Int, y: Int, width: Int, height: Int)
        /// The app answered an acknowledgement request.
        case acknowledged
    }

    private let dpy: OpaquePointer
    private let window: Window
    private let damageEventBase: Int32
    private let ackAtom: Atom
    private var damage: Damage = 0
    private(set) var seen: [Seen] = []

    struct Unavailable: Error {}

    init(client: XTestClient, window: Window) throws {
        dpy = client.dpy
        self.window = window
        var event: Int32 = 0, error: Int32 = 0
        guard XDamageQueryExtension(dpy, &event, &error) != 0 else { throw Unavailable() }
        damageEventBase = event
        ackAtom = XInternAtom(dpy, "_INKSTONE_ACK", 0)
        XSelectInput(dpy, window, Int(PropertyChangeMask))
        damage = XDamageCreate(dpy, window, Int32(XDamageReportRawRectangles))
        XSync(dpy, 0)
    }

    deinit { XDamageDestroy(dpy, damage) }

    /// Reads what has arrived; returns everything seen so far.
    @discardableResult
    func read() -> [Seen] {
        XSync(dpy, 0)
        while XPending(dpy) > 0 {
            var event = XEvent()
            XNextEvent(dpy, &event)
            if event.type == damageEventBase + XDamageNotify {
                let n = withUnsafePointer(to: &event) { $0.withMemoryRebound(to: XDamageNotifyEvent.self, capacity: 1) { $0.pointee } }
                if n.drawable == window {
                    seen.append(.drawn(x: Int(n.area.x), y: Int(n.area.y), width: Int(n.area.width), height: Int(n.area.height)))
                }
            } else if event.type == PropertyNotify, event.xproperty.window == window, event.xproperty.atom == ackAtom {
                seen.append(.acknowledged)
            }
        }
        return seen
    }

    /// Forgets what was seen so far.
    func clear() {
        read()
        seen = []
    }

    /// Asks for an acknowledgement the way `Acknowledgements.request` does, without waiting.
    func requestAcknowledgement(token: UInt) {
        var value = [token]
        value.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(dpy, window, XInternAtom(dpy, "_INKSTONE_ACK_REQUEST", 0), XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
    }
}

extension DamageRecorder.Seen {
    /// Whether this is a drawing within `reach` px of (x, y).
    func isDrawing(near x: Int, _ y: Int, reach: Int = 12) -> Bool {
        guard case .drawn(let rx, let ry, let w, let h) = self else { return false }
        return rx < x + reach && x - reach < rx + w && ry < y + reach && y - reach < ry + h
    }
}
