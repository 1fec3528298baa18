import InkGeometry
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
        case nextPage, previousPage, firstPage, lastPage
        /// Ctrl+G: the page pad, to type the page to go to.
        case goToPage
        /// Held, a drag moves the page instead of drawing.
        case panWhileHeld
        case file(FileRequest)
        /// Escape: the popup, menu, panel or prompt on top takes it.
        case closePopup
        /// F11: the platform's (a request to the window manager).
        case fullscreen
        /// The Menu key or Shift+F10: the marking menu at the pointer, worked with the arrows,
        /// Tab, Enter and Escape (see `Editor+MenuKeys.swift`).
        case markingMenu
        /// F10: the status bar's Document menu, worked the same way.
        case documentMenu
        /// O: the page overview on or off.
        case overview
        /// %: the zoom pad (a percentage typed, presets, steps).
        case zoomPad
        /// C: the colour palette at the pointer, worked with the keys (see `Editor+PaletteKeys.swift`).
        case colorPalette
        /// The arrows, with nothing open: the view scrolls.
        case scrollArrows
    }

    /// A key with Ctrl or without (`control`), and Shift, without or either (`shift` nil).
    public struct Chord: Hashable, Sendable {
        public var key: KeyChord.Key
        public var control: Bool
        public var shift: Bool?

        public func matches(_ chord: KeyChord) -> Bool {
            chord.isKey(key) && chord.modifiers.contains(.control) == control
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
        Shortcut(chords: [key("z", ctrl: true, shift: false)], keys: "Ctrl+Z", summary: tr("undo"), action: .command(.undo)),
        Shortcut(chords: [key("z", ctrl: true, shift: true), key("y", ctrl: true)], keys: "Ctrl+Shift+Z or Ctrl+Y", summary: tr("redo"),
                 action: .command(.redo)),
        Shortcut(chords: [key("p")], keys: "P", summary: tr("pen"), action: .command(.selectTool(.pen))),
        Shortcut(chords: [key("b")], keys: "B", summary: tr("pencil"), action: .command(.selectTool(.pencil))),
        Shortcut(chords: [key("h")], keys: "H", summary: tr("highlighter"), action: .command(.selectTool(.highlighter))),
        Shortcut(chords: [key("e")], keys: "E", summary: tr("eraser"), action: .command(.selectTool(.eraser))),
        Shortcut(chords: [key("l")], keys: "L", summary: tr("lasso (select strokes)"), action: .command(.selectTool(.lasso))),
        Shortcut(chords: [key("t")], keys: "T", summary: tr("text (place a text box, type or write in it)"), action: .command(.selectTool(.text))),
        Shortcut(chords: [key("a", ctrl: true)], keys: "Ctrl+A", summary: tr("select every stroke of the page"), action: .command(.selectAll)),
        Shortcut(chords: [Shortcut.Chord(key: .delete, control: false, shift: nil), Shortcut.Chord(key: .backspace, control: false, shift: nil)],
                 keys: "Delete", summary: tr("delete the selected strokes"), action: .command(.deleteSelection)),
        Shortcut(chords: [key("d", ctrl: true)], keys: "Ctrl+D", summary: tr("duplicate the selected strokes"), action: .command(.duplicateSelection)),
        Shortcut(chords: [key("c", ctrl: true)], keys: "Ctrl+C", summary: tr("copy the selected strokes"), action: .command(.clipboard(.copy))),
        Shortcut(chords: [key("x", ctrl: true)], keys: "Ctrl+X", summary: tr("cut the selected strokes"), action: .command(.clipboard(.cut))),
        Shortcut(chords: [key("v", ctrl: true)], keys: "Ctrl+V", summary: tr("paste strokes, text or an image"),
                 action: .command(.clipboard(.paste))),
        Shortcut(chords: [key("r")], keys: "R", summary: tr("ruler on or off (straight lines in 15° steps)"), action: .command(.toggleRuler)),
        Shortcut(chords: [key("[")], keys: "[", summary: tr("thinner"), action: .command(.stepWidth(up: false))),
        Shortcut(chords: [key("]")], keys: "]", summary: tr("thicker"), action: .command(.stepWidth(up: true))),
        Shortcut(chords: [key(",", ctrl: true)], keys: "Ctrl+,", summary: tr("Preferences"), action: .preferences),
        Shortcut(chords: [key("+", ctrl: true), key("=", ctrl: true)], keys: "Ctrl++ or Ctrl+=", summary: tr("zoom in"), action: .zoomIn),
        Shortcut(chords: [key("-", ctrl: true)], keys: "Ctrl+-", summary: tr("zoom out"), action: .zoomOut),
        Shortcut(chords: [key("0", ctrl: true)], keys: "Ctrl+0", summary: tr("zoom to 100 % (around the middle)"), action: .actualSize),
        Shortcut(chords: [key("1", ctrl: true)], keys: "Ctrl+1", summary: tr("zoom to 100 %"), action: .zoomPreset(.actualSize)),
        Shortcut(chords: [key("2", ctrl: true)], keys: "Ctrl+2", summary: tr("fit the page's width"), action: .zoomPreset(.fitWidth)),
        Shortcut(chords: [key("3", ctrl: true)], keys: "Ctrl+3", summary: tr("fit the whole page"), action: .zoomPreset(.fitPage)),
        Shortcut(chords: [Shortcut.Chord(key: .pageDown, control: false, shift: nil)], keys: "Page Down", summary: tr("next page"),
                 action: .nextPage),
        Shortcut(chords: [Shortcut.Chord(key: .pageUp, control: false, shift: nil)], keys: "Page Up", summary: tr("previous page"),
                 action: .previousPage),
        Shortcut(chords: [Shortcut.Chord(key: .home, control: false, shift: nil), Shortcut.Chord(key: .home, control: true, shift: nil)],
                 keys: "Home", summary: tr("first page"), action: .firstPage),
        Shortcut(chords: [Shortcut.Chord(key: .end, control: false, shift: nil), Shortcut.Chord(key: .end, control: true, shift: nil)],
                 keys: "End", summary: tr("last page"), action: .lastPage),
        Shortcut(chords: [key("g", ctrl: true)], keys: "Ctrl+G", summary: tr("go to a page (type its number)"), action: .goToPage),
        Shortcut(chords: [key("b", ctrl: true, shift: false)], keys: "Ctrl+B", summary: tr("new blank page after this one"),
                 action: .blankPage(after: true)),
        Shortcut(chords: [key("b", ctrl: true, shift: true)], keys: "Ctrl+Shift+B", summary: tr("new blank page before this one"),
                 action: .blankPage(after: false)),
        Shortcut(chords: [key(" ")], keys: "Space+drag", summary: tr("move the page (as does a middle-button drag)"), action: .panWhileHeld),
        Shortcut(chords: [key("s", ctrl: true, shift: false)], keys: "Ctrl+S", summary: tr("save"), action: .file(.save)),
        Shortcut(chords: [key("s", ctrl: true, shift: true)], keys: "Ctrl+Shift+S", summary: tr("save as"), action: .file(.saveAs)),
        Shortcut(chords: [key("o", ctrl: true)], keys: "Ctrl+O", summary: tr("open a document, PDF or images"), action: .file(.open)),
        Shortcut(chords: [key("i", ctrl: true)], keys: "Ctrl+I", summary: tr("place an image on the page"), action: .file(.insertImage)),
        Shortcut(chords: [key("e", ctrl: true, shift: false)], keys: "Ctrl+E", summary: tr("export the pages as PNG images"), action: .file(.exportPages)),
        Shortcut(chords: [key("e", ctrl: true, shift: true)], keys: "Ctrl+Shift+E", summary: tr("export the document as one PDF"), action: .file(.exportPDF)),
        Shortcut(chords: [key("w", ctrl: true)], keys: "Ctrl+W", summary: tr("close the document"), action: .file(.close)),
        Shortcut(chords: [key("n", ctrl: true)], keys: "Ctrl+N", summary: tr("new window"), action: .file(.newWindow)),
        Shortcut(chords: [key("q", ctrl: true)], keys: "Ctrl+Q", summary: tr("quit"), action: .file(.quit)),
        Shortcut(chords: [Shortcut.Chord(key: .escape, control: false, shift: nil)], keys: "Escape", summary: tr("close a popup or menu, else let the selection go"),
                 action: .closePopup),
        Shortcut(chords: [], keys: "F11", summary: tr("fullscreen"), action: .fullscreen),
        Shortcut(chords: [Shortcut.Chord(key: .menu, control: false, shift: nil), Shortcut.Chord(key: .function(10), control: false, shift: true)],
                 keys: "Menu or Shift+F10", summary: tr("the marking menu (arrows or Tab, Enter, Escape)"), action: .markingMenu),
        Shortcut(chords: [Shortcut.Chord(key: .function(10), control: false, shift: false)], keys: "F10",
                 summary: tr("the Document menu (arrows or Tab, Enter, Escape)"), action: .documentMenu),
        Shortcut(chords: [key("o", shift: false)], keys: "O", summary: tr("the page overview"), action: .overview),
        Shortcut(chords: [key("%")], keys: "%", summary: tr("the zoom pad (type a percentage)"), action: .zoomPad),
        Shortcut(chords: [key("c", shift: false)], keys: "C", summary: tr("the colour palette (arrows or Tab, Enter, Escape)"), action: .colorPalette),
        Shortcut(chords: [KeyChord.Key.up, .down, .left, .right].map { Shortcut.Chord(key: $0, control: false, shift: nil) }, keys: "Arrows",
                 summary: tr("scroll, or move the selection (with Shift: 10 pixels)"), action: .scrollArrows),
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
