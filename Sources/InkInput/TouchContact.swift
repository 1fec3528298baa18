import InkGeometry

/// Where a finger is in its contact with a touch surface.
public enum TouchPhase: String, Hashable, Sendable {
    /// The finger came down.
    case began
    /// The finger moved (or its contact changed size).
    case moved
    /// The finger lifted.
    case ended
}

/// One finger's contact: which touch it is and, where the device reports it, how big it is.
public struct TouchContact: Hashable, Sendable {
    /// The touch's number, the same from its begin to its end (X: the XI 2.2 touch id).
    public var id: UInt32
    /// The contact's size in window pixels (major, minor axis of its ellipse), when reported.
    public var size: Size?

    public init(id: UInt32, size: Size? = nil) { self.id = id; self.size = size }

    /// The contact size in pixels from touch major/minor values in the units of the position
    /// axis `x` (as Linux reports ABS_MT_TOUCH_MAJOR on touchscreens), for a screen `screenWidth`
    /// pixels wide. Nil without a major value or a usable X range.
    public static func size(major: Double?, minor: Double?, x: AxisDescription?, screenWidth: Double) -> Size? {
        guard let major, major.isFinite, major >= 0, let x, x.maximum > x.minimum, screenWidth > 0 else { return nil }
        let perUnit = screenWidth / (x.maximum - x.minimum + 1)
        let m = (minor.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }) ?? major
        return Size(major * perUnit, m * perUnit)
    }
}
