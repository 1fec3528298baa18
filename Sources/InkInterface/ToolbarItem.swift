/// One control of the toolbar.
public enum ToolbarItem: Hashable, Sendable {
    case tool(Tool)
    case color(Int)
    case width(Int)
    case undo
    case redo
    /// Opens the Preferences panel.
    case preferences
    /// The current colour; opens the colour palette (the condensed toolbar's colours).
    case colorMenu
    /// The current width; steps to the next width (the condensed toolbar's widths).
    case nextWidth
    /// Any width from 0.5 to 64 px, by where the pen presses or drags along it (the palette's slider).
    case widthSlider
    /// Opens the colour picker for a colour of one's own (in the palette popup).
    case customColor
    /// One of the custom colours chosen last (`Preferences.recentColors`), newest first.
    case recentColor(Int)
    /// Opens the document ring (open, save, export, pages, zoom, undo, redo): in the status bar.
    case documentMenu
    /// Shows the zoom and opens the zoom pad: in the status bar.
    case zoomLevel

    /// The name shown to people (and read by tests).
    public var title: String {
        switch self {
        case .tool(let t): return t.title
        case .color(let i): return "Colour \(i + 1)"
        case .width(let i): return "Width \(i + 1)"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .preferences: return "Preferences"
        case .colorMenu: return "Colour"
        case .nextWidth: return "Width"
        case .widthSlider: return "Width slider"
        case .customColor: return "Custom colour"
        case .recentColor(let i): return "Recent colour \(i + 1)"
        case .documentMenu: return "Document"
        case .zoomLevel: return "Zoom"
        }
    }
}
