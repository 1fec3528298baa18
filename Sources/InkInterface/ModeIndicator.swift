import InkGeometry

/// The always-visible mode indicator (B2): the tool of the device in use and, when a custom
/// double-click mode is active, that mode's name. It sits at the bottom of the canvas on the
/// side away from the writing hand.
public struct ModeIndicator: Hashable, Sendable {
    public var tool: Tool
    public var detail: String
    public var mode: String?

    public static let size = Size(236, 52)

    public static func frame(canvas: Rect, rightHanded: Bool) -> Rect {
        let x = rightHanded ? canvas.minX + 10 : canvas.maxX - 10 - size.width
        return Rect(x: x, y: canvas.maxY - 10 - size.height, width: size.width, height: size.height)
    }
}
