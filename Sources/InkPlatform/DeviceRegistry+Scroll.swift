import CX11
import InkInput

/// Scroll classes (XI 2.1) of devices, and the scroll valuators' last values.
extension DeviceRegistry {
    /// The scroll axes among `count` XI2 classes, with the current value of each scroll
    /// valuator (from its valuator class).
    static func scrollAxes(_ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?,
                           count: Int32) -> (axes: [ScrollAxis], values: [Int: Double]) {
        guard let classes else { return ([], [:]) }
        var axes: [ScrollAxis] = []
        var current: [Int: Double] = [:]
        for c in 0..<Int(max(0, count)) {
            guard let any = classes[c] else { continue }
            switch any.pointee.type {
            case XIScrollClass:
                let s = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                guard s.increment != 0, s.increment.isFinite,
                      s.scroll_type == XIScrollTypeVertical || s.scroll_type == XIScrollTypeHorizontal else { continue }
                axes.append(ScrollAxis(number: Int(s.number),
                                       direction: s.scroll_type == XIScrollTypeVertical ? .vertical : .horizontal,
                                       increment: s.increment,
                                       noEmulation: s.flags & Int32(XIScrollFlagNoEmulation) != 0,
                                       preferred: s.flags & Int32(XIScrollFlagPreferred) != 0))
            case XIValuatorClass:
                let v = UnsafeRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                current[Int(v.number)] = v.value
            default:
                break
            }
        }
        let numbers = Set(axes.map(\.number))
        return (axes.sorted { $0.number < $1.number }, current.filter { numbers.contains($0.key) })
    }

    /// An XI_DeviceChanged event: a slave's classes changed (re-read them) or another slave now
    /// drives a master. Either way the source's scroll valuators start again from the values the
    /// event carries, in event order (XI 2.1: last values are reset on a device change).
    func deviceChanged(_ ev: UnsafePointer<XIDeviceChangedEvent>) {
        let e = ev.pointee
        if e.reason == XIDeviceChange { refresh() }
        let (_, values) = Self.scrollAxes(e.classes, count: e.num_classes)
        scrollTracker.seed(device: Int(e.sourceid), values: values)
    }
}
