/// A pointer button by what it means, not by a platform's number for it. The platform maps its
/// own numbering (X: 1 = tip or left, 2/3 = barrel or middle/right, 4-7 = wheel) onto these.
public enum PointerButton: String, CaseIterable, Hashable, Sendable {
    /// The pen tip's or eraser end's contact with the tablet, a touch, or the mouse's primary
    /// (left) button: what draws, erases and taps controls.
    case primary
    /// The mouse's secondary (right) button: the context menu.
    case secondary
    /// The mouse's middle button (or wheel click): drags the page.
    case middle
    /// The pen's lower barrel button (nearer the tip).
    case lowerBarrel = "lower-barrel"
    /// The pen's upper barrel button.
    case upperBarrel = "upper-barrel"
}

/// The set of pressed pointer buttons.
public struct ButtonSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ button: PointerButton) {
        switch button {
        case .primary: rawValue = 1 << 0
        case .secondary: rawValue = 1 << 1
        case .middle: rawValue = 1 << 2
        case .lowerBarrel: rawValue = 1 << 3
        case .upperBarrel: rawValue = 1 << 4
        }
    }

    public static let primary = ButtonSet(.primary)
    public static let secondary = ButtonSet(.secondary)
    public static let middle = ButtonSet(.middle)
    public static let lowerBarrel = ButtonSet(.lowerBarrel)
    public static let upperBarrel = ButtonSet(.upperBarrel)
    /// Some button the engine has no meaning for is held (a pen's third barrel button, a
    /// mouse's side buttons): held buttons still tell a real pen motion from a warp.
    public static let unnamed = ButtonSet(rawValue: 1 << 7)

    public func contains(_ button: PointerButton) -> Bool { contains(ButtonSet(button)) }

    /// The named buttons held, in `PointerButton` order.
    public var members: [PointerButton] { PointerButton.allCases.filter { contains($0) } }
}

/// A scroll: how far the content should move under the pointer, in wheel steps (one notch of a
/// wheel is 1). Positive `dy` scrolls toward the bottom of the content (wheel turned down),
/// positive `dx` toward its right.
public struct ScrollDelta: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    /// Whole notches of a wheel (true) or a smooth, fractional scroll of a touchpad (false).
    public var stepped: Bool

    public init(dx: Double = 0, dy: Double = 0, stepped: Bool = true) {
        self.dx = dx; self.dy = dy; self.stepped = stepped
    }

    public static let up = ScrollDelta(dy: -1)
    public static let down = ScrollDelta(dy: 1)
    public static let left = ScrollDelta(dx: -1)
    public static let right = ScrollDelta(dx: 1)
}
