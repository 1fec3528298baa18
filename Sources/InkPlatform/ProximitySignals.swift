import CX11
import Foundation
import InkInput

/// How the app learns that a pen left the tablet's proximity, per X driver. XI2 itself has no
/// proximity event, and the server sends nothing at all when a pen is lifted away (no motion,
/// no XI_Leave), so the preview would stay behind. This is where the policy is decided:
///
/// - **wacom (xf86-input-wacom):** the "Wacom Serial IDs" property's values 4 and 5 (the tool's
///   serial and id) become 0 when the tool leaves and non-zero when it comes back; clients see
///   XI_PropertyEvent. The driver also posts XI1 ProximityIn/ProximityOut. Both are used; a pen
///   held still in hover sends nothing and keeps its preview.
/// - **libinput (xf86-input-libinput):** tablet tools post XI1 ProximityIn/ProximityOut (libinput
///   itself forces a proximity-out after ~50 ms of silence for tablets that never send one).
///   There is no serial property; XI1 proximity is the signal, and still pens keep their preview.
/// - **Xwayland:** the compositor's proximity-out reaches Xwayland but no X event is sent for it
///   (no property, no XI1 class). Only XI_Leave and another device's motion say the pen is gone,
///   so for devices with neither signal a hover that has been silent for `silentPenTimeout` is
///   taken as proximity out — the one place an idle timeout is used, because nothing better exists.
///
/// For every driver: XI_Leave of the window and motion from any other device also end the hover.
@MainActor
final class ProximitySignals {
    /// How long a pen without any proximity signal may hover silently before it counts as gone.
    static let silentPenTimeout: TimeInterval = 1.5

    private let display: XDisplay
    private let window: Window
    private var opened: [Int: UnsafeMutablePointer<XDevice>] = [:]
    private var xi1Types: [Int32: (device: Int, isIn: Bool)] = [:]
    private var signalled: Set<Int> = []
    /// What each device's proximity signals said last (devices never heard of are `.unknown`).
    private var said: [Int: PenSource.Proximity] = [:]
    private let serialIDs: Atom

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        serialIDs = display.atom("Wacom Serial IDs")
    }

    /// Re-selects XI1 proximity for every pen and eraser (after start and hierarchy changes).
    func refresh(_ registry: DeviceRegistry) {
        for device in opened.values { XCloseDevice(display.pointer, device) }
        opened = [:]
        xi1Types = [:]
        signalled = []
        for (id, device) in registry.devices where device.kind == .pen || device.kind == .eraser {
            var tin: Int32 = 0, tout: Int32 = 0
            if let handle = inkstone_select_proximity(display.pointer, window, XID(id), &tin, &tout) {
                opened[id] = handle
            }
            if tin != 0 && tout != 0 {
                // Every device of a kind shares the same XI1 event types; the event names the device.
                xi1Types[tin] = (-1, true)
                xi1Types[tout] = (-1, false)
                signalled.insert(id)
            }
            if registry.property32(Int32(id), "Wacom Serial IDs") != nil { signalled.insert(id) }
        }
    }

    /// Whether the device tells us when it leaves proximity.
    func hasSignal(_ deviceID: Int) -> Bool { signalled.contains(deviceID) }

    /// Records what a proximity signal (XI1 event or serial property) said about a device.
    func note(_ deviceID: Int, isIn: Bool) { said[deviceID] = isIn ? .inside : .away }

    /// What the device's proximity signals said last.
    func state(_ deviceID: Int) -> PenSource.Proximity { said[deviceID] ?? .unknown }

    /// An XI1 proximity event: the device and whether it came in.
    func xi1Proximity(_ event: inout XEvent) -> (device: Int, isIn: Bool)? {
        guard let entry = xi1Types[event.type] else { return nil }
        let device = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XProximityNotifyEvent.self, capacity: 1) { Int($0.pointee.deviceid) }
        }
        return (device, entry.isIn)
    }

    /// A property change of a device: whether it says the tool came in (true) or left (false),
    /// or nil when it is not about proximity.
    func propertyProximity(_ event: UnsafePointer<XIPropertyEvent>, registry: DeviceRegistry) -> Bool? {
        guard event.pointee.property == serialIDs else { return nil }
        guard let values = registry.property32(event.pointee.deviceid, "Wacom Serial IDs"), values.count >= 5 else { return nil }
        return values[3] != 0 || values[4] != 0
    }
}
