import CX11
import InkGeometry
import InkInput

extension XIEventDecoder {
    /// An XI 2.2 touch event (XI_TouchBegin/Update/End, from a master device naming the slave in
    /// `sourceid`) as an engine touch event: the touch id in `detail`, the contact size from the
    /// "Abs MT Touch Major/Minor" valuators where the device has them, in window pixels.
    /// Touches of an indirect device (a touchpad) are left to the pointer events the server
    /// makes of them.
    func decodeTouch(_ ev: UnsafePointer<XIDeviceEvent>, type: Int32, screenWidth: Double) -> InputEvent? {
        let e = ev.pointee
        guard e.event_x.isFinite, e.event_y.isFinite, let device = registry.device(e.sourceid),
              device.description.touchClass?.direct ?? true else { return nil }
        let phase: TouchPhase
        switch type {
        case XI_TouchBegin: phase = .began
        case XI_TouchUpdate: phase = .moved
        case XI_TouchEnd: phase = .ended
        default: return nil
        }
        let desc = device.description
        let majorAxis = desc.axis(labelled: "Abs MT Touch Major"), minorAxis = desc.axis(labelled: "Abs MT Touch Minor")
        var size: Size?
        if let majorAxis, let mask = e.valuators.mask, let values = e.valuators.values, e.valuators.mask_len > 0 {
            let maskBytes = UnsafeBufferPointer(start: mask, count: Int(e.valuators.mask_len))
            let setBits = maskBytes.reduce(0) { $0 + $1.nonzeroBitCount }
            let found = ValuatorDecoder.values(mask: maskBytes, values: UnsafeBufferPointer(start: values, count: setBits),
                                               numbers: [majorAxis.number] + (minorAxis.map { [$0.number] } ?? []))
            size = TouchContact.size(major: found[majorAxis.number], minor: minorAxis.flatMap { found[$0.number] },
                                     x: desc.axis(labelled: "Abs MT Position X", "Abs X"), screenWidth: screenWidth)
        }
        return InputEvent(action: .touch(phase, TouchContact(id: UInt32(truncatingIfNeeded: e.detail), size: size)),
                          device: DeviceRef(id: Int(e.sourceid), kind: .touch),
                          position: Point(e.event_x, e.event_y), time: UInt64(e.time))
    }
}
