/// An item of the marking menu at the pen.
public enum MenuItem: Hashable, Sendable {
    case tool(Tool)
    /// Opens the ring of colours.
    case colors
    /// Opens the ring of widths.
    case sizes
    case undo
    case redo
    /// Opens the Preferences panel.
    case more
    case color(Int)
    case width(Int)

    /// The label under the icon; a colour is named from the palette of `colorTool` (the
    /// highlighter's own colours while it is in use), a width from `widthTool`'s presets.
    public func title(in palette: Palette, colorTool: Tool = .pen, widthTool: Tool = .pen) -> String {
        switch self {
        case .tool(let t): return t.title
        case .colors: return "Colour"
        case .sizes: return "Size"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .more: return "More"
        case .color(let i):
            let colors = palette.colors(for: colorTool)
            return colors.indices.contains(i) ? colors[i].name : ""
        case .width(let i):
            let widths = palette.widths(for: widthTool)
            return widths.indices.contains(i) ? WidthSteps.text(widths[i]) : ""
        }
    }

    /// The items of the first ring, from the one nearest straight up outward (M1). Eight at
    /// most, so the ring fits small windows: redo, the rarest, is left to the toolbar and the
    /// keys since the pencil joined the tools.
    public static let main: [MenuItem] = [.tool(.pen), .tool(.pencil), .tool(.highlighter), .tool(.eraser), .colors, .sizes, .undo, .more]
}
