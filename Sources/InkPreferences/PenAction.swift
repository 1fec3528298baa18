/// What a pen button gesture does (B1, B5). Raw values are the names used in the preferences
/// file and on the command line.
public enum PenAction: String, CaseIterable, Hashable, Sendable {
    /// Nothing happens.
    case none
    /// Switch between the current tool and the eraser (B1: the default double-tap).
    case toggleEraser = "toggle-eraser"
    /// Switch between the current tool and the previous one.
    case previousTool = "previous-tool"
    /// Show or hide the colour palette next to the pen.
    case colorPalette = "color-palette"
    /// Open the context menu next to the pen (M1).
    case contextMenu = "context-menu"
    case undo
    case redo
    /// A custom mode (B2, opt-in): step through the tools listed in `pen.cycle`.
    case cycleTools = "cycle-tools"
    /// Erase everything on the page: destructive, so offered for a click only (B3).
    case clearPage = "clear-page"
    /// The eraser while the button is held, the previous tool after.
    case temporaryEraser = "temporary-eraser"
    /// Panning while the button is held.
    case temporaryPan = "temporary-pan"
    /// The lasso while the button is held (issue 17: hold the button and draw a loop to
    /// select); the selection stays after the release, to be moved with the pen.
    case temporaryLasso = "temporary-lasso"
    /// The ruler: strokes are straight lines in 15° steps while the button is held; bound to a
    /// click, the click turns it on and off (as the R key does).
    case ruler

    /// The name people read in menus and messages.
    public var title: String {
        switch self {
        case .none: return tr("Do nothing")
        case .toggleEraser: return tr("Toggle eraser")
        case .previousTool: return tr("Switch to previous tool")
        case .colorPalette: return tr("Show colour palette")
        case .contextMenu: return tr("Open context menu")
        case .undo: return tr("Undo")
        case .redo: return tr("Redo")
        case .cycleTools: return tr("Cycle tools")
        case .clearPage: return tr("Clear page")
        case .temporaryEraser: return tr("Eraser while held")
        case .temporaryPan: return tr("Pan while held")
        case .temporaryLasso: return tr("Lasso while held")
        case .ruler: return tr("Straight lines while held")
        }
    }

    /// A tool that lasts only while the button is held: only a hold can trigger it.
    public var isTemporaryTool: Bool { self == .temporaryEraser || self == .temporaryPan || self == .temporaryLasso }

    /// Whether it lasts as long as a hold: the temporary tools and the ruler (which a click
    /// may also turn on and off; never a double-click or a long press).
    public var isHoldOnly: Bool { isTemporaryTool || self == .ruler }

    /// Whether it destroys content: offered for a deliberate click only, never for a
    /// double-click or long press, where a slip would lose data (B3).
    public var isDestructive: Bool { self == .clearPage }
}

import InkGeometry