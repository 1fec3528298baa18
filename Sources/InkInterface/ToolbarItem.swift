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
        case .color(let i): return tr("Colour %@", String(i + 1))
        case .width(let i): return tr("Width %@", String(i + 1))
        case .undo: return tr("Undo")
        case .redo: return tr("Redo")
        case .preferences: return tr("Preferences")
        case .colorMenu: return tr("Colour")
        case .nextWidth: return tr("Width")
        case .widthSlider: return tr("Width slider")
        case .customColor: return tr("Custom colour")
        case .recentColor(let i): return tr("Recent colour %@", String(i + 1))
        case .documentMenu: return tr("Document")
        case .zoomLevel: return tr("Zoom")
        }
    }
}

import InkGeometry