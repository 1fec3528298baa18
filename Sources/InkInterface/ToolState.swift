import InkInput
import InkDocument
import InkGeometry

/// What one device draws with: its tool, colour and width (G5: every device keeps its own).
public struct ToolState: Hashable, Sendable {
    public var tool: Tool
    public var colorIndex: Int
    public var widthIndex: Int

    public init(tool: Tool = .pen, colorIndex: Int = 0, widthIndex: Int = 1) {
        self.tool = tool; self.colorIndex = colorIndex; self.widthIndex = widthIndex
    }

    /// The state a device starts with: the eraser end erases, everything else draws.
    public static func initial(for kind: DeviceKind) -> ToolState {
        kind == .eraser ? ToolState(tool: .eraser) : ToolState()
    }

    public func color(in palette: Palette) -> InkColor {
        palette.colors[Swift.min(Swift.max(colorIndex, 0), palette.colors.count - 1)].color
    }

    public func width(in palette: Palette) -> Double {
        palette.widths[Swift.min(Swift.max(widthIndex, 0), palette.widths.count - 1)]
    }

    /// How strokes drawn with this state are outlined.
    public func outline(in palette: Palette) -> OutlineOptions { OutlineOptions(width: width(in: palette)) }

    /// The eraser's radius in pixels for this state's width.
    public func eraserRadius(in palette: Palette) -> Double { Swift.max(6, width(in: palette) * 1.5) }
}
