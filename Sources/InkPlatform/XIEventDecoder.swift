import CX11
import InkGeometry
import InkInput

/// Turns XI2 device events (from a master device, naming the slave in `sourceid`) into engine
/// input events. Motion that X attributes to a pen but that the pen did not make (a warp of the
/// master pointer after the pen left, see `PenSource`) comes out as the master pointer's, of
/// kind `.other`: it never counts as pen hover. Scroll valuators (XI 2.1: touchpads,
/// high-resolution wheels, touch rings) become smooth scrolls; wheel buttons 4-7 stepped ones.
@MainActor
struct XIEventDecoder {
    let registry: DeviceRegistry
    let proximity: ProximitySignals

    /// The engine events of one XI2 event, handed to `deliver` in order: none, one, or a
    /// motion followed by the smooth scroll the same event carries. No array is made: this
    /// runs for every motion.
    func decode(_ ev: UnsafePointer<XIDeviceEvent>, type: Int32, _ deliver: (InputEvent) -> Void) {
        let e = ev.pointee
        guard e.event_x.isFinite, e.event_y.isFinite, let device = registry.device(e.sourceid) else { return }
        let emulated = e.flags & Int32(XIPointerEmulated) != 0
        let number = Int(e.detail)
        let scrollAxes = device.description.scrollAxes
        // Pointer-emulated events stand in for touch or smooth scrolling: keep only the wheel
        // "buttons" (4-7), which scroll and zoom, and those only from devices whose scroll
        // valuators are not already read (one notch is never counted twice).
        // Touches arrive as touch events (see `decodeTouch`): pointer events a touchscreen's
        // touches emulate are never taken as well.
        if emulated && device.kind == .touch && device.description.touchClass?.direct == true { return }
        if emulated && device.kind != .touch {
            guard let step = XButtonMapping.scroll(number),
                  !ScrollValuatorTracker.dropsEmulatedStep(step, emulated: true, axes: scrollAxes) else { return }
        }
        var action: InputEvent.Action?
        switch type {
        case XI_Motion: action = .motion
        case XI_ButtonPress:
            if let delta = XButtonMapping.scroll(number) { action = .scroll(delta) }
            else if let b = XButtonMapping.button(number, kind: device.kind) { action = .press(b) }
            else { return }
        case XI_ButtonRelease:
            // A wheel notch is whole at its press; buttons the engine has no use for are dropped.
            guard let b = XButtonMapping.button(number, kind: device.kind) else { return }
            action = .release(b)
        default: return
        }
        var buttons = ButtonSet()
        if let mask = e.buttons.mask, e.buttons.mask_len > 0 {
            buttons = XButtonMapping.held(kind: device.kind, mask: UnsafeBufferPointer(start: mask, count: Int(e.buttons.mask_len)))
        }
        var fresh = AxisValues()
        var smooth: ScrollDelta?
        if let mask = e.valuators.mask, let values = e.valuators.values, e.valuators.mask_len > 0 {
            let maskBytes = UnsafeBufferPointer(start: mask, count: Int(e.valuators.mask_len))
            let valueBuffer = UnsafeBufferPointer(start: values, count: Self.setBits(maskBytes))
            fresh = ValuatorDecoder.decode(mask: maskBytes, values: valueBuffer, layout: device.layout)
            if !scrollAxes.isEmpty {
                let scrollValues = ValuatorDecoder.values(mask: maskBytes, values: valueBuffer, numbers: scrollAxes.map(\.number))
                smooth = registry.scrollTracker.delta(device: Int(e.sourceid), values: scrollValues, axes: scrollAxes)
                // A motion that only moved scroll valuators is only a scroll.
                if type == XI_Motion && !scrollValues.isEmpty && !Self.movesPointer(maskBytes, scrollAxes: scrollAxes) { action = nil }
            }
        }
        var source = DeviceRef(id: Int(e.sourceid), kind: device.kind)
        if action == .motion, device.kind == .pen || device.kind == .eraser,
           !PenSource.isPenMotion(eventAxes: fresh, layout: device.layout, proximity: proximity.state(source.id), buttons: buttons) {
            source = DeviceRef(id: Int(e.deviceid), kind: .other)
        }
        let axes = source.kind == .other ? fresh : fresh.filled(from: registry.lastAxes(of: e.sourceid))
        if source.kind == device.kind { registry.remember(axes, for: e.sourceid) }
        var modifiers = KeyChord.Modifiers()
        let held = UInt32(bitPattern: e.mods.effective)
        if held & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if held & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if held & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        let position = Point(e.event_x, e.event_y), time = UInt64(e.time)
        if let action {
            deliver(InputEvent(action: action, device: source, position: position, axes: axes, buttons: buttons,
                               time: time, modifiers: modifiers))
        }
        if let smooth {
            deliver(InputEvent(action: .scroll(smooth), device: DeviceRef(id: Int(e.sourceid), kind: device.kind),
                               position: position, axes: axes, buttons: buttons, time: time, modifiers: modifiers))
        }
    }

    // The pure arithmetic on the event's masks stays off the main actor: a closure written in
    // an actor-isolated function is checked for its actor on each call (a few hundred
    // instructions a time), and these run for every motion.

    /// How many valuators the mask says the event carries.
    nonisolated static func setBits(_ mask: UnsafeBufferPointer<UInt8>) -> Int {
        mask.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// Whether the mask moves x or y (valuators 0 and 1) other than as a scroll axis.
    nonisolated static func movesPointer(_ mask: UnsafeBufferPointer<UInt8>, scrollAxes: [ScrollAxis]) -> Bool {
        guard let first = mask.first else { return false }
        return (0...1).contains { n in first & (1 << n) != 0 && !scrollAxes.contains { $0.number == n } }
    }
}
