import InkPreferences

/// One way the pen reaches what a key does (issue 16: every action in the app can be reached
/// with the pen alone). `Shortcut.Action.penRoutes` names them for each key of `Shortcuts.all`,
/// and a test checks each route is really there (in the toolbar, a ring, the Document menu, a pad).
public enum PenRoute: Hashable, Sendable {
    /// A control of the toolbar or of the status bar.
    case toolbar(ToolbarItem)
    /// An item of the marking menu's first ring or of its document ring.
    case ring(MenuItem)
    /// An entry of the status bar's Document menu.
    case documentMenu(DocumentMenu.Entry)
    /// A button of the zoom pad (the status bar's zoom opens it).
    case zoomPad(ValuePad.Control)
    /// A pen button set to this action in Preferences.
    case penButton(PenAction)
    /// A tap outside the popup, menu or panel on top (it closes without drawing).
    case tapOutside
    /// A button of the bar beside the selection (`SelectionBar.items`).
    case selectionBar(SelectionButton)
    /// The page number beside the scrollbar (it opens the page overview).
    case pageButton
}

extension Shortcut.Action {
    /// The pen's ways to do what this key does.
    public var penRoutes: [PenRoute] {
        switch self {
        case .command(.undo): return [.toolbar(.undo), .ring(.undo)]
        case .command(.redo): return [.toolbar(.redo), .ring(.redo)]
        case .command(.selectTool(.lasso)): return [.toolbar(.tool(.lasso))]
        case .command(.selectTool(.text)): return [.toolbar(.tool(.text)), .ring(.tool(.text)), .documentMenu(.tool(.text))]
        case .command(.selectTool(let t)): return [.toolbar(.tool(t)), .ring(.tool(t))]
        case .command(.selectAll): return [.documentMenu(.selectAll)]
        case .command(.deleteSelection): return [.documentMenu(.deleteSelection), .selectionBar(.delete)]
        case .command(.duplicateSelection): return [.selectionBar(.duplicate)]
        case .command(.clipboard(let c)): return [.documentMenu(.clipboard(c))]
        case .command(.stepWidth): return [.toolbar(.nextWidth), .ring(.colors)]
        case .command(.toggleRuler): return [.penButton(.ruler)]
        case .command: return []
        case .preferences: return [.toolbar(.preferences)]
        case .zoomIn: return [.zoomPad(.stepUp)]
        case .zoomOut: return [.zoomPad(.stepDown)]
        case .actualSize: return [.zoomPad(.preset(.actualSize)), .ring(.zoom(.actualSize))]
        case .zoomPreset(let z): return [.ring(.zoom(z)), .documentMenu(.item(.zoom(z))), .zoomPad(.preset(z))]
        case .blankPage(after: true): return [.ring(.newPage), .documentMenu(.item(.newPage))]
        case .blankPage(after: false): return [.documentMenu(.pageBefore)]
        case .nextPage, .previousPage, .firstPage, .lastPage, .goToPage: return [.ring(.goToPage), .documentMenu(.item(.goToPage))]
        case .panWhileHeld: return [.penButton(.temporaryPan)]
        case .file(.save): return [.ring(.save), .documentMenu(.item(.save))]
        case .file(.saveAs): return [.documentMenu(.saveAs)]
        case .file(.open): return [.ring(.open), .documentMenu(.item(.open))]
        case .file(.exportPages): return [.ring(.export), .documentMenu(.item(.export))]
        case .file(.close): return [.documentMenu(.closeDocument)]
        case .file(.newWindow): return [.documentMenu(.newWindow)]
        case .file(.quit): return [.documentMenu(.quit)]
        case .file(.insertImage): return [.documentMenu(.insertImage)]
        case .file(.exportPDF): return [.documentMenu(.exportPDF)]
        case .closePopup: return [.tapOutside]
        case .fullscreen: return [.documentMenu(.fullscreen)]
        case .markingMenu: return [.penButton(.contextMenu)]
        case .documentMenu: return [.toolbar(.documentMenu)]
        case .overview: return [.pageButton]
        case .zoomPad: return [.toolbar(.zoomLevel)]
        case .colorPalette: return [.penButton(.colorPalette)]
        case .scrollArrows: return [.penButton(.temporaryPan)]
        }
    }
}
