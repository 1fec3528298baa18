import CXTest
import Foundation
import InkTestSupport

/// A window manager's passive touch grab on the root window, on its own connection: every touch
/// goes to it first, and the app (below it) gets the touch only once the grabber rejects it
/// (the server then replays the whole sequence to the app); an accepted touch never reaches the app.
final class TouchGrabber: @unchecked Sendable {
    private let client: XTestClient
    private var xiOpcode: Int32 = 0

    /// Grabs touch begins on the root of `display` for every master device.
    init(display: String) throws {
        client = try XTestClient(display: display)
        let dpy = client.dpy
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(dpy, "XInputExtension", &xiOpcode, &event, &error) != 0,
              XIQueryVersion(dpy, &major, &minor) == Success, major * 10 + minor >= 22 else {
            throw ChildProcess.SpawnError(description: "the server has no XI 2.2 for a touch grab")
        }
        var bits = [UInt8](repeating: 0, count: 4)
        for e in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { inkstone_test_xi_set_mask(&bits, e) }
        var modifiers = XIGrabModifiers(modifiers: Int32(bitPattern: UInt32(XIAnyModifier)), status: 0)
        let status = bits.withUnsafeMutableBufferPointer { b -> Int32 in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(b.count), mask: b.baseAddress)
            return XIGrabTouchBegin(dpy, XIAllMasterDevices, client.root, 0, &mask, 1, &modifiers)
        }
        XSync(dpy, 0)
        guard status == 0, modifiers.status == 0 else {
            throw ChildProcess.SpawnError(description: "the touch grab failed (\(status), \(modifiers.status))")
        }
    }

    /// Waits for the next touch begin the grab gets: its device and touch id.
    func nextTouchBegin(timeout: Double = 10) -> (device: Int32, touch: UInt32)? {
        let dpy = client.dpy
        var found: (Int32, UInt32)?
        waitUntil(timeout: timeout) {
            while found == nil, XPending(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                guard event.type == GenericEvent, event.xcookie.extension == xiOpcode,
                      event.xcookie.evtype == XI_TouchBegin, XGetEventData(dpy, &event.xcookie) != 0 else { continue }
                if let data = event.xcookie.data {
                    let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                    found = (e.deviceid, UInt32(bitPattern: e.detail))
                }
                XFreeEventData(dpy, &event.xcookie)
            }
            return found != nil
        }
        return found
    }

    /// Accepts (the app never sees it) or rejects (it is replayed to the app) a touch.
    func decide(_ touch: (device: Int32, touch: UInt32), accept: Bool) {
        XIAllowTouchEvents(client.dpy, touch.device, touch.touch, client.root, Int32(accept ? XIAcceptTouch : XIRejectTouch))
        XSync(client.dpy, 0)
    }

    func close() { client.close() }

    deinit { close() }
}
