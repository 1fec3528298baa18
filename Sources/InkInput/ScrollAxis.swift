/// A valuator that scrolls (XI 2.1 "scroll class"): a touchpad's two-finger scroll, a
/// high-resolution wheel, a tablet pad's touch ring. Its value only grows or shrinks; one
/// `increment` of change is one wheel notch. A negative increment means the axis runs the other
/// way (a growing value scrolls up or left).
public struct ScrollAxis: Hashable, Sendable {
    public enum Direction: Hashable, Sendable { case vertical, horizontal }

    /// The valuator's number on its device.
    public var number: Int
    public var direction: Direction
    /// The change of value that makes one notch; never 0 (the platform drops such axes).
    public var increment: Double
    /// The server emulates no wheel buttons for this axis.
    public var noEmulation: Bool
    /// The axis the device prefers for its direction.
    public var preferred: Bool

    public init(number: Int, direction: Direction, increment: Double, noEmulation: Bool = false, preferred: Bool = false) {
        self.number = number; self.direction = direction; self.increment = increment
        self.noEmulation = noEmulation; self.preferred = preferred
    }
}
