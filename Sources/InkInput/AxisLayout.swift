/// Where a device reports each drawing axis and how to normalise it.
public struct AxisLayout: Hashable, Sendable {
    /// One axis: its valuator number and range.
    public struct Slot: Hashable, Sendable {
        public var number: Int
        public var minimum: Double
        public var maximum: Double
        public init(number: Int, minimum: Double, maximum: Double) {
            self.number = number; self.minimum = minimum; self.maximum = maximum
        }
        /// The value mapped onto 0...1 by the range (clamped; 0.5 for a broken range).
        public func unit(_ v: Double) -> Double {
            guard maximum > minimum, v.isFinite else { return 0.5 }
            return Swift.min(1, Swift.max(0, (v - minimum) / (maximum - minimum)))
        }
        /// The value as a fraction of a full turn, 0..<1: an integer range of n steps covers
        /// the circle in n + 1 positions (wacom's Abs Wheel 0...1023 is 1024 positions).
        public func turn(_ v: Double) -> Double {
            guard maximum > minimum, v.isFinite else { return 0 }
            let positions = maximum - minimum >= 8 ? maximum - minimum + 1 : maximum - minimum
            let t = (Swift.min(maximum, Swift.max(minimum, v)) - minimum) / positions
            return t - t.rounded(.down)
        }
    }

    public var pressure: Slot?
    public var tiltX: Slot?
    public var tiltY: Slot?
    /// Barrel rotation: "Abs Wheel" (wacom Art Pen) or ABS_RZ (libinput), which the X server
    /// labels "Abs Rotary Z" (xserver-properties.h); "Abs Rz" is accepted too.
    public var rotation: Slot?

    public init(pressure: Slot? = nil, tiltX: Slot? = nil, tiltY: Slot? = nil, rotation: Slot? = nil) {
        self.pressure = pressure; self.tiltX = tiltX; self.tiltY = tiltY; self.rotation = rotation
    }

    /// The layout of a described device, from its axis labels.
    public init(_ device: DeviceDescription) {
        func slot(_ labels: String...) -> Slot? {
            guard let a = device.axes.first(where: { labels.contains($0.label) }) else { return nil }
            return Slot(number: a.number, minimum: a.minimum, maximum: a.maximum)
        }
        self.init(pressure: slot("Abs Pressure"), tiltX: slot("Abs Tilt X"), tiltY: slot("Abs Tilt Y"),
                  rotation: slot("Abs Wheel", "Abs Rotary Z", "Abs Rz"))
    }

    /// The highest valuator number this layout reads, or -1.
    public var highestNumber: Int {
        [pressure, tiltX, tiltY, rotation].compactMap { $0?.number }.max() ?? -1
    }
}
