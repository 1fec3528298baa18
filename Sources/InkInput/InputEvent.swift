import InkGeometry

/// The set of pressed pointer buttons (bit n-1 for button n).
public struct ButtonSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(button: Int) { self.rawValue = button >= 1 && button <= 32 ? 1 << UInt32(button - 1) : 0 }

    /// Button 1: the pen tip's contact, or the mouse's left button.
    public static let primary = ButtonSet(button: 1)
    public func contains(button: Int) -> Bool { contains(ButtonSet(button: button)) }
}

/// The device an event came from.
public struct DeviceRef: Hashable, Sendable {
    public var id: Int
    public var kind: DeviceKind
    public init(id: Int, kind: DeviceKind) { self.id = id; self.kind = kind }
}

/// One pointer event, platform-neutral: what the platform hands the engine for each XI2
/// motion, button press or button release (the "PenEvent" at the boundary).
public struct InputEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case motion
        case press(button: Int)
        case release(button: Int)
        /// The pointer left the window.
        case leave
        /// A pen came into the tablet's proximity.
        case proximityIn
        /// A pen left the tablet's proximity: nothing follows until it returns.
        case proximityOut
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
