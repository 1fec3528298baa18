import InkInput
import InkDocument
import InkGeometry

/// What one device draws with: its tool, colour and each tool's width (G5: every device keeps
/// its own).
public struct ToolState: Hashable, Sendable {
    /// The chosen tool.
    public var tool: Tool
    /// The tool chosen before it ("previous-tool" and "toggle-eraser" go back to it).
    public var previousTool: Tool = .pen
    /// A tool that applies only while a pen button is held; it never changes `tool`.
    public var temporaryTool: Tool?
    /// Each colour tool's colour, an index into its own palette (`Palette.colors(for:)`): the
    /// pen's and the highlighter's are independent. A tool not here has the first colour.
    public internal(set) var colorIndices = PerTool<Int>()
    /// Each colour tool's custom colour as 0xRRGGBB (chosen in the colour picker or among the
    /// recent colours, 8 bits a channel as they are saved), opaque: when set it is the tool's
    /// colour instead of its palette's preset. Packed, not `InkColor`s: a tool state is copied
    /// on every input event, and four optional colours of four doubles each showed in
    /// `make bench`'s hover figure.
    var customColors = PerTool<UInt32>()
    /// Each tool's width in pixels at 100% (`PressureSpan.widths`); a tool not here has its
    /// default (`defaultWidth(of:)`). The pan tool has none.
    public internal(set) var widths = PerTool<Double>()

    /// The tool in effect now: a held temporary tool, else the chosen one.
    public var effectiveTool: Tool { temporaryTool ?? tool }

    /// Chooses a tool, remembering the one before.
    public mutating func choose(_ t: Tool) {
        guard t != tool else { return }
        previousTool = tool
        tool = t
    }

    public init(tool: Tool = .pen, colorIndex: Int = 0) {
        self.tool = tool; self.colorIndices[.pen] = colorIndex
    }

    /// The tool whose colour the controls show and change: the highlighter or the pencil while
    /// it is in effect, else the pen (the eraser and the pan tool have none).
    public var colorTool: Tool {
        switch effectiveTool {
        case .highlighter, .pencil, .text: return effectiveTool
        case .pen, .eraser, .pan, .lasso: return .pen
        }
    }

    /// The colour of the colour tool (`colorTool`), an index into its palette. Setting it
    /// puts away the tool's custom colour.
    public var colorIndex: Int {
        get { colorIndices[colorTool] ?? 0 }
        set { colorIndices[colorTool] = newValue; customColors[colorTool] = nil }
    }

    /// The colour tool's custom colour, if it has one instead of a preset (stored opaque).
    public var customColor: InkColor? {
        get { customColors[colorTool].map { InkColor(rgb: $0) } }
        set { customColors[colorTool] = newValue?.rgb }
    }

    /// Whether the colour tool's colour is its palette's preset `i` (not a custom colour).
    public func showsPreset(_ i: Int) -> Bool { customColor == nil && colorIndex == i }

    /// The tool whose width the controls show and change: the tool in effect (the pen while panning).
    public var widthTool: Tool { effectiveTool == .pan ? .pen : effectiveTool }

    /// The width of the tool in effect, in pixels at 100%: for the pen the width at full
    /// pressure. Setting it clamps it to `PressureSpan.widths`.
    public var width: Double {
        get { widths[widthTool] ?? Self.defaultWidth(of: widthTool) }
        set { widths[widthTool] = PressureSpan.clamped(newValue) }
    }

    /// A tool's width before the person picks one: the pen's middle preset; the highlighter
    /// wide enough to cover a line of 150-dpi text; the eraser as before (a 6 px eraser).
    public static func defaultWidth(of tool: Tool) -> Double {
        switch tool {
        case .pen, .pan, .lasso: return 6
        case .highlighter: return 20
        case .pencil: return 2
        case .eraser: return 4
        case .text: return TextBox.defaultFontSize
        }
    }

    /// The palette's preset equal to the width, if any.
    public func widthIndex(in palette: Palette) -> Int? {
        palette.widths(for: widthTool).firstIndex { abs($0 - width) < 1e-9 }
    }

    /// The state a device starts with: the eraser end erases, everything else draws.
    public static func initial(for kind: DeviceKind) -> ToolState {
        kind == .eraser ? ToolState(tool: .eraser) : ToolState()
    }

    /// The colour tool's colour, opaque (as the toolbar shows it).
    public func color(in palette: Palette) -> InkColor {
        if let custom = customColors[colorTool] { return InkColor(rgb: custom) }
        let colors = palette.colors(for: colorTool)
        return colors[Swift.min(Swift.max(colorIndex, 0), colors.count - 1)].color
    }

    /// The colour's name for people: the preset's, or a custom colour's "#rrggbb".
    public func colorName(in palette: Palette) -> String {
        if let custom = customColors[colorTool] { return InkColor(rgb: custom).hex }
        let colors = palette.colors(for: colorTool)
        return colors[Swift.min(Swift.max(colorIndex, 0), colors.count - 1)].name
    }

    /// How strokes drawn with this state are outlined: the pen from an eighth of its width at
    /// no pressure to its width at full pressure (`PressureSpan`); the highlighter a chisel
    /// nib as long as its width, whatever the pressure; the pencil a lead (`pencilOutline`).
    public func outline(in palette: Palette) -> OutlineOptions {
        switch effectiveTool {
        case .highlighter: return OutlineOptions(width: width, thinning: 0, nib: .chisel)
        case .pencil: return Self.pencilOutline(width: width)
        case .pen, .eraser, .pan, .lasso, .text: return PressureSpan.outline(width: width)
        }
    }

    /// The pencil's outline: its width at half pressure, a little wider or thinner with
    /// pressure (pressure mostly darkens graphite, `Graphite.opacity`), widened by tilt.
    public static func pencilOutline(width: Double) -> OutlineOptions {
        OutlineOptions(width: width, thinning: 0.25, minimumWidth: 0.5, nib: .pencil)
    }

    /// How opaque highlighter ink is (`InkColor.isHighlight`: drawn under the pen's ink).
    public static let highlightAlpha = 0.4

    /// The ink colour strokes get: the highlighter's is translucent.
    public func inkColor(in palette: Palette) -> InkColor {
        var c = color(in: palette)
        if effectiveTool == .highlighter { c.alpha = Self.highlightAlpha }
        return c
    }

    /// The eraser's radius in pixels for this state's width.
    public func eraserRadius(in palette: Palette) -> Double { Swift.max(6, width * 1.5) }
}
