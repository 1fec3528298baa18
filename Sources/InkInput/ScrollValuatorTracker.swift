/// Turns the absolute values of scroll valuators into smooth scroll deltas: per device and
/// valuator it keeps the last value seen and reports (value - last) / increment notches. A
/// valuator with no last value (never seen, or reset because the device changed) gives no delta
/// for its first value, which becomes the starting point. Positive deltas scroll down / right,
/// like `ScrollDelta.down` / `.right` of a stepped wheel.
public struct ScrollValuatorTracker: Sendable {
    private struct Key: Hashable, Sendable { var device: Int; var number: Int }
    private var last: [Key: Double] = [:]

    public init() {}

    /// The scroll that `values` (by valuator number; valuators absent from the event are absent
    /// here) of `device` make on its scroll `axes`, or nil when nothing scrolled.
    public mutating func delta(device: Int, values: [Int: Double], axes: [ScrollAxis]) -> ScrollDelta? {
        var out = ScrollDelta(stepped: false)
        var moved = false
        for axis in axes where axis.increment != 0 && axis.increment.isFinite {
            guard let value = values[axis.number], value.isFinite else { continue }
            let key = Key(device: device, number: axis.number)
            defer { last[key] = value }
            guard let previous = last[key], value != previous else { continue }
            let notches = (value - previous) / axis.increment
            switch axis.direction {
            case .vertical: out.dy += notches
            case .horizontal: out.dx += notches
            }
            moved = true
        }
        return moved && (out.dx != 0 || out.dy != 0) ? out : nil
    }

    /// Forgets `device`'s last values (its classes changed, or another device took over its
    /// master): the next value of each of its scroll valuators is a new starting point.
    public mutating func reset(device: Int) {
        last = last.filter { $0.key.device != device }
    }

    /// Takes `values` as `device`'s last values (as reported with its classes in an ordered
    /// device-change event), replacing what was known.
    public mutating func seed(device: Int, values: [Int: Double]) {
        reset(device: device)
        for (number, value) in values where value.isFinite { last[Key(device: device, number: number)] = value }
    }

    /// Whether a wheel `step` the server emulated from scroll valuators (`emulated`) must be
    /// dropped because this device's smooth `axes` of that direction already report it: one
    /// notch is never counted twice. Real wheel steps, and emulated ones of a direction the
    /// device has no scroll axis for, are kept.
    public static func dropsEmulatedStep(_ step: ScrollDelta, emulated: Bool, axes: [ScrollAxis]) -> Bool {
        guard emulated else { return false }
        let direction: ScrollAxis.Direction = step.dy != 0 ? .vertical : .horizontal
        return axes.contains { $0.direction == direction && $0.increment != 0 && $0.increment.isFinite }
    }
}
