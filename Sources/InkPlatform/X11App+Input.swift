import CX11
import Foundation
import InkGeometry
import InkInput

/// XI2 events turned into engine input: pointer, pen and touch events decoded, proximity from
/// either source, and every input handed to the editor (logged with `--debug-input`, recorded
/// with `--record-trace`, acknowledged to tests).
extension X11App {
    /// One XI2 event (a generic event cookie).
    func handleXI(_ event: inout XEvent) {
        guard XGetEventData(display.pointer, &event.xcookie) != 0, let data = event.xcookie.data else { return }
        defer { XFreeEventData(display.pointer, &event.xcookie) }
        let type = event.xcookie.evtype
        switch type {
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
            if type == XI_Motion { eventTimes?.motionInHand() }
            let ev = data.assumingMemoryBound(to: XIDeviceEvent.self)
            clock.observe(serverTime: UInt64(ev.pointee.time))
            XIEventDecoder(registry: registry, proximity: proximity).decode(ev, type: type) { deliver(inInterface($0)) }
            if type == XI_Motion { eventTimes?.motionHandled() }
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            handleTouch(data.assumingMemoryBound(to: XIDeviceEvent.self), type: type)
        case XI_Leave:
            let ev = data.assumingMemoryBound(to: XILeaveEvent.self).pointee
            guard ev.mode == XINotifyNormal, let device = registry.device(ev.sourceid) else { return }
            deliver(inInterface(InputEvent(action: .leave, device: DeviceRef(id: Int(ev.sourceid), kind: device.kind),
                                           position: Point(ev.event_x, ev.event_y), time: UInt64(ev.time))))
        case XI_PropertyEvent:
            let ev = data.assumingMemoryBound(to: XIPropertyEvent.self)
            if let isIn = proximity.propertyProximity(ev, registry: registry) {
                deliverProximity(device: Int(ev.pointee.deviceid), isIn: isIn)
            }
        case XI_DeviceChanged:
            registry.deviceChanged(data.assumingMemoryBound(to: XIDeviceChangedEvent.self))
        case XI_HierarchyChanged:
            registry.refresh()
            proximity.refresh(registry)
        default:
            break
        }
    }

    func deliver(_ input: InputEvent) {
        if options.debugInput { log(debugLine(input)) }
        if let traceRecording, let problem = traceRecording.note(input, deviceName: registry.device(Int32(input.device.id))?.description.name ?? "",
                                                                   editor: editor) {
            log(problem)
        }
        let outcome = editor.handle(input)
        eventTimes?.mark(.edited)
        show(outcome)
        traceRecording?.handled(input, editor: editor)
        acknowledger?.noteInput()
        let isPen = input.device.kind == .pen || input.device.kind == .eraser
        if input.action == .motion && isPen && input.buttons.isEmpty && !proximity.hasSignal(input.device.id) {
            silentPenDeadline = (input.device, Date().addingTimeInterval(ProximitySignals.silentPenTimeout))
        } else if input.action == .leave || input.device.id == silentPenDeadline?.device.id || !isPen {
            silentPenDeadline = nil
        }
    }

    func deliverProximity(device id: Int, isIn: Bool) {
        guard let device = registry.device(Int32(id)) else { return }
        proximity.note(id, isIn: isIn)
        let position = editor.hover?.position ?? .zero
        deliver(InputEvent(action: isIn ? .proximityIn : .proximityOut, device: DeviceRef(id: id, kind: device.kind),
                           position: position, time: clock.now))
    }

    /// An XI 2.2 touch event (begin, update, end): decoded with its contact size (the screen's
    /// width turns the touch axes into pixels) and handed to the editor like any input.
    func handleTouch(_ ev: UnsafePointer<XIDeviceEvent>, type: Int32) {
        clock.observe(serverTime: UInt64(ev.pointee.time))
        let width = Double(XDisplayWidth(display.pointer, display.screen))
        if let input = XIEventDecoder(registry: registry, proximity: proximity).decodeTouch(ev, type: type, screenWidth: width) {
            deliver(inInterface(input))
        }
    }
}
