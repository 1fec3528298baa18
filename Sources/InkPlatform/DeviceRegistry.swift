import CX11
import InkInput

/// What the app knows of one slave pointer: its description, kind and axis layout. A class:
/// the decoder looks a device up for every event, and a reference costs one retain where a
/// copy of the description cost a dozen.
public final class KnownDevice: Sendable {
    public let description: DeviceDescription
    public let kind: DeviceKind
    public let layout: AxisLayout

    init(description: DeviceDescription, kind: DeviceKind, layout: AxisLayout) {
        self.description = description
        self.kind = kind
        self.layout = layout
    }
}

/// The slave pointers of the X server, classified. Rebuilt on XI_HierarchyChanged, on a device's
/// XI_DeviceChanged and whenever an event names a source device it does not know.
@MainActor
public final class DeviceRegistry {
    private let display: XDisplay
    public private(set) var devices: [Int: KnownDevice] = [:] {
        didSet {
            byID = [KnownDevice?](repeating: nil, count: byID.count)
            for (id, device) in devices where byID.indices.contains(id) { byID[id] = device }
        }
    }
    /// `devices` by id (X numbers devices below 256), for the lookup every event makes: an
    /// index instead of a dictionary's hashing (the standard library's hasher, whose code lies
    /// outside the drawing path's block, on every motion).
    private var byID = [KnownDevice?](repeating: nil, count: 256)
    /// The last values of the devices' scroll valuators, for smooth scroll deltas.
    var scrollTracker = ScrollValuatorTracker()
    /// Each device's last axis values, to fill events that lack some (press/release), by
    /// device id (X numbers devices below 256): read and written on every event, so kept
    /// apart from the descriptions, with no hashing.
    private var lastAxes = [AxisValues](repeating: AxisValues(), count: 256)

    public init(display: XDisplay) {
        self.display = display
        refresh()
    }

    /// The device with this id, re-enumerating once if it is unknown.
    func device(_ id: Int32) -> KnownDevice? {
        if let d = known(id) { return d }
        refresh()
        return known(id)
    }

    private func known(_ id: Int32) -> KnownDevice? {
        byID.indices.contains(Int(id)) ? byID[Int(id)] : devices[Int(id)]
    }

    /// The last axis values of a device (none known: all nil).
    func lastAxes(of id: Int32) -> AxisValues {
        lastAxes.indices.contains(Int(id)) ? lastAxes[Int(id)] : AxisValues()
    }

    /// Keeps a device's axis values (every event of a known device).
    func remember(_ axes: AxisValues, for id: Int32) {
        guard lastAxes.indices.contains(Int(id)) else { return }
        lastAxes[Int(id)] = axes
    }

    /// Re-reads every slave pointer from the server.
    public func refresh() {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display.pointer, XIAllDevices, &count) else { devices = [:]; return }
        defer { XIFreeDeviceInfo(infos) }
        var found: [Int: KnownDevice] = [:]
        for i in 0..<Int(count) {
            let info = infos[i]
            guard info.use == XISlavePointer || info.use == XIFloatingSlave else { continue }
            let desc = describe(info)
            found[desc.id] = KnownDevice(description: desc, kind: DeviceClassifier.classify(desc), layout: AxisLayout(desc))
        }
        for gone in devices.keys where found[gone] == nil {
            scrollTracker.reset(device: gone)
            if lastAxes.indices.contains(gone) { lastAxes[gone] = AxisValues() }
        }
        devices = found
    }

    private func describe(_ info: XIDeviceInfo) -> DeviceDescription {
        var axes: [AxisDescription] = []
        var touch: TouchClass?
        for c in 0..<Int(info.num_classes) {
            guard let any = info.classes[c] else { continue }
            switch any.pointee.type {
            case XIValuatorClass:
                let v = UnsafeRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                axes.append(AxisDescription(number: Int(v.number), label: display.name(of: v.label), minimum: v.min, maximum: v.max))
            case XITouchClass:
                let t = UnsafeRawPointer(any).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                touch = TouchClass(direct: t.mode == XIDirectTouch, maxTouches: Int(t.num_touches))
            default:
                break
            }
        }
        axes.sort { $0.number < $1.number }
        let name = info.name.map { String(cString: $0) } ?? ""
        return DeviceDescription(id: Int(info.deviceid), name: name, axes: axes,
                                 wacomToolType: toolType(info.deviceid), propertyNames: propertyNames(info.deviceid),
                                 scrollAxes: Self.scrollAxes(info.classes, count: info.num_classes).axes,
                                 touchClass: touch)
    }

    /// The atom name held by the "Wacom Tool Type" property, if the device has it.
    private func toolType(_ id: Int32) -> String? {
        guard let value = property32(id, "Wacom Tool Type"), let first = value.first else { return nil }
        let name = display.name(of: Atom(first))
        return name.isEmpty ? nil : name
    }

    /// A format-32 device property's values (XIGetProperty returns them as 32-bit items).
    func property32(_ id: Int32, _ name: String) -> [UInt32]? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let prop = XInternAtom(display.pointer, name, 1)
        guard prop != 0 else { return nil }
        let status = XIGetProperty(display.pointer, id, prop, 0, 64, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 32, let data, items > 0 else { return nil }
        return data.withMemoryRebound(to: UInt32.self, capacity: Int(items)) { Array(UnsafeBufferPointer(start: $0, count: Int(items))) }
    }

    private func propertyNames(_ id: Int32) -> [String] {
        var n: Int32 = 0
        guard let list = XIListProperties(display.pointer, id, &n) else { return [] }
        defer { XFree(list) }
        return (0..<Int(n)).map { display.name(of: list[$0]) }
    }
}
