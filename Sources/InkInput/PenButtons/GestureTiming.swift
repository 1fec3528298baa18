/// The time limits of pen-button gestures, in milliseconds.
public struct GestureTiming: Hashable, Sendable {
    /// Longest time from a click's press to the next press for the two to make a double-click.
    public var doubleClickInterval: UInt64
    /// How long a button is held before it is a long press (a click is released sooner).
    public var longPressThreshold: UInt64

    public init(doubleClickInterval: UInt64 = 300, longPressThreshold: UInt64 = 500) {
        self.doubleClickInterval = doubleClickInterval
        self.longPressThreshold = longPressThreshold
    }
}
