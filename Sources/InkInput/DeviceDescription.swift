/// One valuator (axis) of a device, as the server describes it.
public struct AxisDescription: Hashable, Sendable {
    /// Index of the axis in the device's valuator list.
    public var number: Int
    /// The axis label atom's name ("Abs Pressure", "Rel X"...), or "" when unlabelled.
    public var label: String
    public var minimum: Double
    public var maximum: Double

    public init(number: Int, label: String, minimum: Double, maximum: Double) {
        self.number = number; self.label = label; self.minimum = minimum; self.maximum = maximum
    }
}

/// A device's XI 2.2 touch class: what its touches point at and how many there can be.
public struct TouchClass: Hashable, Sendable {
    /// True for a touchscreen (touches are where the finger is, XIDirectTouch), false for a
    /// touchpad (touches move a pointer, XIDependentTouch).
    public var direct: Bool
    /// How many touches the device tracks at once.
    public var maxTouches: Int
    public init(direct: Bool, maxTouches: Int) { self.direct = direct; self.maxTouches = maxTouches }
}

/// Everything about a slave pointer device that classification needs, gathered by the platform.
public struct DeviceDescription: Hashable, Sendable {
    public var id: Int
    public var name: String
    public var axes: [AxisDescription]
    /// The atom name of the "Wacom Tool Type" property (STYLUS, ERASER, CURSOR, PAD, TOUCH), if set.
    public var wacomToolType: String?
    /// Names of the device's properties (e.g. "libinput Tapping Enabled").
    public var propertyNames: [String]
    /// Whether the device has an XI2 touch class.
    public var hasTouchClass: Bool
    /// The device's touch class, when it has one (`hasTouchClass` is then true).
    public var touchClass: TouchClass?
    /// The device's scroll valuators (XI 2.1 scroll classes), if any: it scrolls smoothly.
    public var scrollAxes: [ScrollAxis]

    public init(id: Int, name: String, axes: [AxisDescription] = [], wacomToolType: String? = nil,
                propertyNames: [String] = [], hasTouchClass: Bool = false, scrollAxes: [ScrollAxis] = [],
                touchClass: TouchClass? = nil) {
        self.touchClass = touchClass
        self.id = id; self.name = name; self.axes = axes; self.wacomToolType = wacomToolType
        self.propertyNames = propertyNames; self.hasTouchClass = hasTouchClass || touchClass != nil; self.scrollAxes = scrollAxes
    }

    /// The first axis with one of these labels.
    public func axis(labelled labels: String...) -> AxisDescription? {
        axes.first { labels.contains($0.label) }
    }
}
