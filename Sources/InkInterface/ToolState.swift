import InkInput
import InkDocument
import InkGeometry

/// What one device draws with: its tool, colour and width (G5: every device keeps its own).
public struct ToolState: Hashable, Sendable {
    /// The chosen tool.
    public var tool: Tool
    /// The tool chosen before it ("previous-tool" and "toggle-eraser" go back to it).
    public var previousTool: Tool = .pen
    /// A tool that applies only while a pen button is held; it never changes `tool`.
    public var temporaryTool: Tool?
    public var colorIndex: Int
    public var widthIndex: Int

    /// The tool in effect now: a held temporary tool, else the chosen one.
    public var effectiveTool: Tool { temporaryTool ?? tool }

    /// Chooses a tool, remembering the one before.
    public mutating func choose(_ t: Tool) {
        guard t != tool else { return }
        previousTool = tool
        tool = t
    }

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

    /// How strokes drawn with this state are outlined (the highlighter: three times as wide,
    /// an even width whatever the pressure).
    public func outline(in palette: Palette) -> OutlineOptions {
        effectiveTool == .highlighter ? OutlineOptions(width: width(in: palette) * 3 + 4, thinning: 0)
                                      : OutlineOptions(width: width(in: palette))
    }

    /// The ink colour strokes get: the highlighter's is translucent.
    public func inkColor(in palette: Palette) -> InkColor {
        var c = color(in: palette)
        if effectiveTool == .highlighter { c.alpha = 0.38 }
        return c
    }

    /// The eraser's radius in pixels for this state's width.
    public func eraserRadius(in palette: Palette) -> Double { Swift.max(6, width(in: palette) * 1.5) }
}
