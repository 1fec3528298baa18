import InkDocument
import InkGeometry
import InkInput

/// The colour picker that the palette's custom colour button opens: a saturation/value square
/// and a hue bar to press or drag in with the pen (or the mouse), the old and the new colour
/// side by side (a tap on the old one goes back to it) and an OK button. Nothing changes until
/// OK; a tap outside or Escape leaves the colour as it was.
///
/// Laid out like the palette, next to the pen on the side away from the writing hand, and
/// mirrored for the left hand: the hue bar and the colour preview on the outer side, the OK
/// button on the hand's side. Every target is at least `minimumTarget` wide and high.
public struct ColorPicker: Hashable, Sendable {
    /// Whose colour it sets: the tool (pen or highlighter) of the device kind it was opened for.
    public var tool: Tool
    public var kind: DeviceKind
    /// The colour before the picker opened (opaque).
    public var original: InkColor
    /// The colour being picked.
    public var hsv: HSV
    public private(set) var frame: Rect
    /// Saturation from left to right, value from top (1) to bottom (0), at the current hue.
    public private(set) var square: Rect
    /// Hue from top (0°, red) to bottom (360°).
    public private(set) var hueBar: Rect
    /// The old colour's half of the preview (a tap goes back to it).
    public private(set) var oldSwatch: Rect
    /// The new colour's half of the preview.
    public private(set) var newSwatch: Rect
    /// Where "#rrggbb" of the new colour is written.
    public private(set) var label: Rect
    public private(set) var okButton: Rect

    static let padding: Double = 12
    static let hueWidth: Double = 28
    static let rowHeight: Double = 36
    static let largestSquare: Double = 160
    /// Room for "#rrggbb" between the preview and OK.
    static let labelWidth: Double = 62
    static let smallestSquare: Double = 96
    /// The gap between the pen and a card beside it (`Popup.place`).
    static let gap: Double = Popup.gap
    /// The smallest a target may be for the pen (pen guidelines: at least 24 px).
    public static let minimumTarget: Double = 24

    /// A picker starting from `color` for a pen at `anchor`, inside `bounds` (the canvas).
    public init(color: InkColor, tool: Tool, kind: DeviceKind, anchor: Point, rightHanded: Bool, within bounds: Rect) {
        self.tool = tool; self.kind = kind
        var opaque = color.quantised
        opaque.alpha = 1
        original = opaque
        hsv = HSV(opaque)
        let p = Self.padding
        // The square shrinks (down to `smallestSquare`) in a small window, and to keep the
        // picker beside the pen, on the side away from the hand, rather than over its tip.
        var fit = Swift.min(bounds.height - 3 * p - Self.rowHeight - 8, bounds.width - 3 * p - Self.hueWidth - 8)
        let beside = (rightHanded ? anchor.x - bounds.minX : bounds.maxX - anchor.x) - Self.gap - 3 * p - Self.hueWidth
        if beside >= Self.smallestSquare { fit = Swift.min(fit, beside) }
        let side = Swift.max(Self.smallestSquare, Swift.min(Self.largestSquare, fit)).rounded(.down)
        let size = Size(3 * p + Self.hueWidth + side, 3 * p + side + Self.rowHeight)
        let f = Popup.place(size, anchor: anchor, rightHanded: rightHanded, within: bounds)
        frame = f
        // Right hand: hue bar on the left (outer side), square right; left hand: mirrored.
        let hueX = rightHanded ? f.minX + p : f.maxX - p - Self.hueWidth
        let squareX = rightHanded ? hueX + Self.hueWidth + p : f.minX + p
        hueBar = Rect(x: hueX, y: f.minY + p, width: Self.hueWidth, height: side)
        square = Rect(x: squareX, y: f.minY + p, width: side, height: side)
        let rowY = f.maxY - p - Self.rowHeight
        // The preview's halves narrow in a small picker, to leave room for "#rrggbb".
        let ok = 64.0, swatch = Swift.max(Self.minimumTarget + 4, Swift.min(40, ((f.width - 2 * p - ok - Self.labelWidth) / 2).rounded(.down)))
        let previewX = rightHanded ? f.minX + p : f.maxX - p - 2 * swatch
        let oldX = rightHanded ? previewX : previewX + swatch
        oldSwatch = Rect(x: oldX, y: rowY, width: swatch, height: Self.rowHeight)
        newSwatch = Rect(x: rightHanded ? previewX + swatch : previewX, y: rowY, width: swatch, height: Self.rowHeight)
        okButton = Rect(x: rightHanded ? f.maxX - p - ok : f.minX + p, y: rowY, width: ok, height: Self.rowHeight)
        let labelMinX = rightHanded ? previewX + 2 * swatch : okButton.maxX
        let labelMaxX = rightHanded ? okButton.minX : previewX
        label = Rect(x: labelMinX, y: rowY, width: Swift.max(0, labelMaxX - labelMinX), height: Self.rowHeight)
    }

    /// The colour picked, opaque and rounded to 8 bits (as it will be saved).
    public var color: InkColor { hsv.color.quantised }

    /// The area it paints, shadow included.
    public var bounds: Rect { frame.insetBy(-6) }

    /// The part of the picker at a window position, nil outside them all.
    public func control(at p: Point) -> ColorPickerControl? {
        if square.contains(p) { return .square }
        if hueBar.contains(p) { return .hueBar }
        if okButton.contains(p) { return .ok }
        if oldSwatch.contains(p) { return .original }
        return nil
    }

    /// The saturation and value at a point of the square (clamped to it: a drag may go past its edges).
    public mutating func setSquare(at p: Point) {
        hsv = HSV(hue: hsv.hue, saturation: (p.x - square.minX) / square.width, value: 1 - (p.y - square.minY) / square.height)
    }

    /// The hue at a height of the bar (clamped: a drag may go past its ends; the bottom end is
    /// red again, 360°, kept just under it).
    public mutating func setHue(at p: Point) {
        let fraction = Swift.min(Swift.max((p.y - hueBar.minY) / hueBar.height, 0), 0.9999)
        hsv = HSV(hue: 360 * fraction, saturation: hsv.saturation, value: hsv.value)
    }

    /// Where the current saturation and value sit in the square.
    public var squareMark: Point {
        Point(square.minX + hsv.saturation * square.width, square.minY + (1 - hsv.value) * square.height)
    }

    /// Where the current hue sits on the bar (its height).
    public var hueMark: Double { hueBar.minY + hsv.hue / 360 * hueBar.height }
}

/// A part of the colour picker that takes the pointer.
public enum ColorPickerControl: Hashable, Sendable {
    case square
    case hueBar
    /// The old colour: a tap goes back to it.
    case original
    case ok
}
