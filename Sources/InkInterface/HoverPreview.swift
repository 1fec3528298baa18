import InkDocument
import InkGeometry
import InkInput

/// The brush preview a hovering pen shows (H1-H4): the tool's real footprint at pressure 0.5,
/// at the pen's position, in the tool's colour; an eraser shows its outline.
public struct HoverPreview: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        /// A filled disc in the ink colour.
        case disc
        /// An outline (the stroke eraser's reach: strokes it touches go whole).
        case ring
        /// The same outline filled with a translucent tint (the area eraser's footprint: the
        /// ink under it goes).
        case footprint
        /// The highlighter's chisel: a filled rectangle `diameter` long and `thickness` thick
        /// (window pixels), its long edge at `angle` (radians, as `StrokePoint.angle`).
        case chisel(angle: Double, thickness: Double)
    }

    /// In window coordinates.
    public var center: Point
    /// In window pixels (the width at pressure 0.5 times the zoom).
    public var diameter: Double
    public var color: InkColor
    public var style: Style

    public init(center: Point, diameter: Double, color: InkColor, style: Style) {
        self.center = center; self.diameter = diameter; self.color = color; self.style = style
    }

    /// The window area the preview paints, antialiasing and outline included.
    public var bounds: Rect {
        if case .chisel(_, let thickness) = style {
            return Rect(center: center, radius: ChiselNib(length: diameter, thickness: thickness).reach + 2.5)
        }
        return Rect(center: center, radius: diameter / 2 + 2.5)
    }
}

/// Which pointer the window shows.
public enum PointerShape: Hashable, Sendable {
    /// The ordinary arrow (mouse and touch, and the pen over controls).
    case arrow
    /// None: the hover preview stands in for it.
    case hidden
}

/// The pen that hovers: which device, where (window coordinates).
public struct HoverState: Hashable, Sendable {
    public var deviceID: Int
    public var kind: DeviceKind
    public var position: Point
    /// The pen's barrel rotation in degrees, where the device reports it (turns the chisel's preview).
    public var rotation: Double? = nil
    /// How far the pen leans from upright in degrees, where the device reports it (widens the pencil's preview).
    public var tilt: Double? = nil
}
