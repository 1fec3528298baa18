import InkInput

/// One keyboard shortcut: the keys, what they do, and how `inkstone --help` and the toolbar's
/// tooltips name them. The editor finds what a key does in `Shortcuts.all` and nowhere else,
/// so the help and the tooltips cannot drift from what the keys do.
public struct Shortcut: Sendable {
    /// What a shortcut does.
    public enum Action: Hashable, Sendable {
        case command(EditorCommand)
        case preferences
        case zoomIn, zoomOut, actualSize
        /// Ctrl+1, Ctrl+2, Ctrl+3: 100 %, fit width, fit page.
        case zoomPreset(ZoomPreset)
        case blankPage(after: Bool)
        case nextPage, previousPage
        /// Held, a drag moves the page instead of drawing.
        case panWhileHeld
        case file(FileRequest)
        /// Escape: the popup, menu, panel or prompt on top takes it.
        case closePopup
        /// F11: the platform's (a request to the window manager).
        case fullscreen
    }

    /// A key with Ctrl or without (`control`), and Shift, without or either (`shift` nil).
    public struct Chord: Hashable, Sendable {
        public var key: KeyChord.Key
        public var control: Bool
        public var shift: Bool?

        public func matches(_ chord: KeyChord) -> Bool {
            chord.key == key && chord.modifiers.contains(.control) == control
                && (shift.map { chord.modifiers.contains(.shift) == $0 } ?? true)
        }
    }

    /// The chords that do it (none for keys the platform takes before the editor: F11).
    public var chords: [Chord]
    /// The keys as people read them ("Ctrl+Shift+Z or Ctrl+Y").
    public var keys: String
    /// What it does, in a few words ("redo").
    public var summary: String
    public var action: Action
}

/// Every keyboard shortcut of the window, in the order the help lists them.
public enum Shortcuts {
    private static func key(_ c: String, ctrl: Bool = false, shift: Bool? = nil) -> Shortcut.Chord {
        Shortcut.Chord(key: .character(c), control: ctrl, shift: shift)
    }

    public static let all: [Shortcut] = [
        Shortcut(chords: [key("z", ctrl: true, shift: false)], keys: "Ctrl+Z", summary: "undo", action: .command(.undo)),
        Shortcut(chords: [key("z", ctrl: true, shift: true), key("y", ctrl: true)], keys: "Ctrl+Shift+Z or Ctrl+Y", summary: "redo",
                 action: .command(.redo)),
        Shortcut(chords: [key("p")], keys: "P", summary: "pen", action: .command(.selectTool(.pen))),
        Shortcut(chords: [key("b")], keys: "B", summary: "pencil", action: .command(.selectTool(.pencil))),
        Shortcut(chords: [key("h")], keys: "H", summary: "highlighter", action: .command(.selectTool(.highlighter))),
        Shortcut(chords: [key("e")], keys: "E", summary: "eraser", action: .command(.selectTool(.eraser))),
        Shortcut(chords: [key("l")], keys: "L", summary: "lasso (select strokes)", action: .command(.selectTool(.lasso))),
        Shortcut(chords: [key("t")], keys: "T", summary: "text (place a text box, type or write in it)", action: .command(.selectTool(.text))),
        Shortcut(chords: [key("a", ctrl: true)], keys: "Ctrl+A", summary: "select every stroke of the page", action: .command(.selectAll)),
        Shortcut(chords: [Shortcut.Chord(key: .delete, control: false, shift: nil), Shortcut.Chord(key: .backspace, control: false, shift: nil)],
                 keys: "Delete", summary: "delete the selected strokes", action: .command(.deleteSelection)),
        Shortcut(chords: [key("[")], keys: "[", summary: "thinner", action: .command(.stepWidth(up: false))),
        Shortcut(chords: [key("]")], keys: "]", summary: "thicker", action: .command(.stepWidth(up: true))),
        Shortcut(chords: [key(",", ctrl: true)], keys: "Ctrl+,", summary: "Preferences", action: .preferences),
        Shortcut(chords: [key("+", ctrl: true), key("=", ctrl: true)], keys: "Ctrl++ or Ctrl+=", summary: "zoom in", action: .zoomIn),
        Shortcut(chords: [key("-", ctrl: true)], keys: "Ctrl+-", summary: "zoom out", action: .zoomOut),
        Shortcut(chords: [key("0", ctrl: true)], keys: "Ctrl+0", summary: "zoom to 100 % (around the middle)", action: .actualSize),
        Shortcut(chords: [key("1", ctrl: true)], keys: "Ctrl+1", summary: "zoom to 100 %", action: .zoomPreset(.actualSize)),
        Shortcut(chords: [key("2", ctrl: true)], keys: "Ctrl+2", summary: "fit the page's width", action: .zoomPreset(.fitWidth)),
        Shortcut(chords: [key("3", ctrl: true)], keys: "Ctrl+3", summary: "fit the whole page", action: .zoomPreset(.fitPage)),
        Shortcut(chords: [Shortcut.Chord(key: .pageDown, control: false, shift: nil)], keys: "Page Down", summary: "next page",
                 action: .nextPage),
        Shortcut(chords: [Shortcut.Chord(key: .pageUp, control: false, shift: nil)], keys: "Page Up", summary: "previous page",
                 action: .previousPage),
        Shortcut(chords: [key("b", ctrl: true, shift: false)], keys: "Ctrl+B", summary: "new blank page after this one",
                 action: .blankPage(after: true)),
        Shortcut(chords: [key("b", ctrl: true, shift: true)], keys: "Ctrl+Shift+B", summary: "new blank page before this one",
                 action: .blankPage(after: false)),
        Shortcut(chords: [key(" ")], keys: "Space+drag", summary: "move the page (as does a middle-button drag)", action: .panWhileHeld),
        Shortcut(chords: [key("s", ctrl: true, shift: false)], keys: "Ctrl+S", summary: "save", action: .file(.save)),
        Shortcut(chords: [key("s", ctrl: true, shift: true)], keys: "Ctrl+Shift+S", summary: "save as", action: .file(.saveAs)),
        Shortcut(chords: [key("o", ctrl: true)], keys: "Ctrl+O", summary: "open a document, PDF or images", action: .file(.open)),
        Shortcut(chords: [key("e", ctrl: true)], keys: "Ctrl+E", summary: "export the pages as PNG images", action: .file(.exportPages)),
        Shortcut(chords: [key("w", ctrl: true)], keys: "Ctrl+W", summary: "close the document", action: .file(.close)),
        Shortcut(chords: [key("n", ctrl: true)], keys: "Ctrl+N", summary: "new window", action: .file(.newWindow)),
        Shortcut(chords: [key("q", ctrl: true)], keys: "Ctrl+Q", summary: "quit", action: .file(.quit)),
        Shortcut(chords: [Shortcut.Chord(key: .escape, control: false, shift: nil)], keys: "Escape", summary: "close a popup or menu, else let the selection go",
                 action: .closePopup),
        Shortcut(chords: [], keys: "F11", summary: "fullscreen", action: .fullscreen),
    ]

    /// What a key press does, if anything.
    public static func action(for key: KeyChord) -> Shortcut.Action? {
        all.first { $0.chords.contains { $0.matches(key) } }?.action
    }

    /// The keys of a toolbar control's shortcut, for its tooltip.
    public static func keys(for item: ToolbarItem) -> String? {
        let action: Shortcut.Action
        switch item {
        case .tool(let t): action = .command(.selectTool(t))
        case .undo: action = .command(.undo)
        case .redo: action = .command(.redo)
        case .preferences: action = .preferences
        default: return nil
        }
        return all.first { $0.action == action }?.keys
    }

    /// The shortcuts as `inkstone --help` lists them, a line each.
    public static var helpText: String {
        let width = (all.map(\.keys.count).max() ?? 0) + 2
        return all.map { "  " + $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n")
    }
}
