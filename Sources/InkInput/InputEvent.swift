import InkGeometry

/// The device an event came from.
public struct DeviceRef: Hashable, Sendable {
    public var id: Int
    public var kind: DeviceKind
    public init(id: Int, kind: DeviceKind) { self.id = id; self.kind = kind }
}

/// One pointer event, platform-neutral: what the platform hands the engine for each pointer
/// motion, button press or release, scroll and proximity change (the "PenEvent" at the
/// boundary). It names meanings (the pen tip's contact, a barrel button, a wheel step), never a
/// platform's numbers, so any front end (X11 today, Wayland later) can feed the engine.
public struct InputEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case motion
        case press(PointerButton)
        case release(PointerButton)
        /// A wheel or touchpad scroll.
        case scroll(ScrollDelta)
        /// The pointer left the window.
        case leave
        /// A pen came into the tablet's proximity.
        case proximityIn
        /// A pen left the tablet's proximity: nothing follows until it returns.
        case proximityOut
        /// A finger on a touch surface began, moved or ended its contact (XI 2.2 touch).
        case touch(TouchPhase, TouchContact)
    }

    public var action: Action
    public var device: DeviceRef
    /// In window coordinates.
    public var position: Point
    public var axes: AxisValues
    /// Buttons held when the event happened (before a press or release takes effect).
    public var buttons: ButtonSet
    /// Milliseconds, from the server's clock.
    public var time: UInt64
    /// Keyboard modifiers held (Ctrl+wheel zooms).
    public var modifiers: KeyChord.Modifiers

    public init(action: Action, device: DeviceRef, position: Point, axes: AxisValues = AxisValues(),
                buttons: ButtonSet = [], time: UInt64 = 0, modifiers: KeyChord.Modifiers = []) {
        self.action = action; self.device = device; self.position = position
        self.axes = axes; self.buttons = buttons; self.time = time; self.modifiers = modifiers
    }

    /// Pressure to draw with: the device's (clamped to 0...1), or 0.5 for a device without
    /// pressure or with a strange value.
    public var drawingPressure: Double {
        guard let p = axes.pressure, p.isFinite else { return 0.5 }
        return Swift.min(1, Swift.max(0, p))
    }
}
