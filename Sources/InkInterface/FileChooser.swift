import Foundation
import InkGeometry
import InkInput

/// The app's own file chooser (for desktops without a file-chooser portal): a folder's
/// entries, folders first, in natural order; opening takes an `.inkstone` file, an image or a
/// folder of images; saving (and exporting a PDF) takes a name typed with the keyboard or the
/// pen (`ChooserKeyboard`).
public struct FileChooser: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        case open, save
        /// An image file (PNG, JPEG) to place on the page (the Document menu's "Insert image…").
        case insertImage
        /// Where to write the document as one PDF (Ctrl+Shift+E, the Document menu's "Export PDF…").
        case exportPDF

        /// Whether the mode picks an existing file (opening or inserting), not a name to write to.
        public var picksFile: Bool { !writesFile }
        /// Whether the mode asks for a name to write to (saving, exporting a PDF).
        public var writesFile: Bool { self == .save || self == .exportPDF }
        /// What a name written to ends in (added when it is missing).
        public var writtenExtension: String { self == .exportPDF ? ".pdf" : ".inkstone" }

        /// The chooser's heading.
        public var title: String { texts.title }
        /// The label of the button that carries the choice out.
        public var confirmTitle: String { texts.confirm }
        /// What an empty folder's list says.
        public var emptyListText: String { texts.empty }

        private var texts: (title: String, confirm: String, empty: String) {
            switch self {
            case .open: (tr("Open"), tr("Open"), tr("No documents or images here"))
            case .save: (tr("Save As"), tr("Save"), tr("No Inkstone documents here yet"))
            case .insertImage: (tr("Insert Image"), tr("Insert"), tr("No images here"))
            case .exportPDF: (tr("Export PDF"), tr("Export"), tr("No PDFs here yet"))
            }
        }
    }

    public struct Entry: Hashable, Sendable {
        public var name: String
        public var isFolder: Bool
        /// The folder a file of the Recent list is in (shown after its name); nil in a folder's list.
        public var location: String? = nil
    }

    public var mode: Mode
    public var folder: String
    public var entries: [Entry]
    public var selected: Int?
    /// The name typed for saving; when opening or inserting, the location typed (`typingLocation`).
    /// A new name puts the caret back at its end.
    public var name: String { didSet { caret = nil } }
    /// Where typing goes in `name`, in characters from its start (Left, Right, Home, End move
    /// it, `moveCaret`); nil: at the end.
    public var caret: Int?
    /// Opening or inserting: a path is being typed (begun with "/" or "~", as in GTK's chooser)
    /// in a field below the list; Enter goes there (`FileChooser+TypedPath`).
    public var typingLocation = false
    /// The first entry shown.
    public var firstRow = 0
    /// The name is a suggestion shown selected: the first key typed replaces it.
    public var nameSelected: Bool
    /// The on-screen keyboard is open (`ChooserKeyboard`): it takes the list's place.
    public var keyboardOpen = false
    /// The keyboard's next letter is a capital.
    public var shift = false
    /// The part Tab has moved to (ringed), which Enter acts on; nil: the name field when
    /// saving, else none (Enter opens or saves).
    public var focus: ChooserControl?
    /// What an input method is composing into the name field, shown underlined after it.
    public var preedit: Preedit?
    /// The letters typed to find an entry (opening, inserting: `Editor+ChooserList`), and when
    /// the last one came (server ms): a pause starts a new search.
    public var typeAhead = ""
    public var typeAheadAt: UInt64 = 0
    /// The letters typed show in the folder path's place until the search ends (`pathLine`),
    /// and whether they led to an entry.
    public var typeAheadShown = false
    public var typeAheadFound = true
    /// Why the name or location typed leads nowhere (`Resolution.problem`), shown in the folder
    /// path's place until the text changes.
    public var problem: String?
    /// The name suggested at the start, which comes back when a typed path enters a folder.
    public let suggestion: String
    /// The desktop's recently used files this mode can take (absolute paths, most recent first),
    /// offered by the Recent button when opening or inserting (`FileChooser+Recent`).
    public let recent: [String]
    /// The list shows the recently used files, not `folder`'s entries.
    public var showingRecent = false

    public init(mode: Mode, folder: String, name: String = "", recent: [String] = []) {
        self.mode = mode
        self.folder = folder
        self.name = name
        suggestion = name
        nameSelected = !name.isEmpty
        self.recent = mode.picksFile ? recent.filter { Self.wanted(mode).contains(($0 as NSString).pathExtension.lowercased()) } : []
        entries = Self.list(folder, mode: mode)
    }

    /// The extensions of the files a mode lists.
    static func wanted(_ mode: Mode) -> Set<String> {
        switch mode {
        case .open: ["inkstone", "pdf", "png", "jpg", "jpeg"]
        case .save: ["inkstone"]
        case .insertImage: ["png", "jpg", "jpeg"]
        case .exportPDF: ["pdf"]
        }
    }

    /// What a folder offers: sub-folders, then documents (for opening, also PDFs and images;
    /// for inserting, images; for exporting, PDFs).
    public static func list(_ folder: String, mode: Mode) -> [Entry] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        let wanted = wanted(mode)
        var entries: [Entry] = []
        for name in names where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder) else { continue }
            if isFolder.boolValue || wanted.contains((name as NSString).pathExtension.lowercased()) {
                entries.append(Entry(name: name, isFolder: isFolder.boolValue))
            }
        }
        return entries.sorted { a, b in
            a.isFolder != b.isFolder ? a.isFolder : a.name.localizedStandardCompare(b.name) == .orderedAscending
        }
    }

    /// The line under the heading: why a typed name fails, else the letters typed to find an
    /// entry while the search goes on (a problem when no name begins with them), else the
    /// folder's path (or the Recent list's title).
    public var pathLine: (text: String, isProblem: Bool) {
        if let problem { return (problem, true) }
        if typeAheadShown {
            return typeAheadFound ? (tr("Find: %@", typeAhead), false) : (tr("No name begins with “%@”", typeAhead), true)
        }
        return (showingRecent ? tr("Recently used files") : folder, false)
    }

    /// Moves into a folder (or up with ".."); an absolute path is taken as it is. From the
    /// Recent list, ".." goes back to the folder it was opened over.
    public mutating func enter(_ sub: String) {
        let fromRecent = showingRecent
        showingRecent = false
        folder = sub == ".." ? (fromRecent ? folder : (folder as NSString).deletingLastPathComponent)
            : sub.hasPrefix("/") ? sub : (folder as NSString).appendingPathComponent(sub)
        if folder.isEmpty { folder = "/" }
        show(Self.list(folder, mode: mode))
    }

    /// Shows a new list (a folder's, or the Recent one): nothing selected, scrolled to its top;
    /// typing searches it anew, and a focus on the old list's rows moves to the first entry (as
    /// GTK's cursor does; a file there is selected, as a file moved onto is, when opening); a
    /// focus on a control stays.
    mutating func show(_ list: [Entry]) {
        entries = list
        selected = nil
        firstRow = 0
        problem = nil
        typeAhead = ""
        typeAheadShown = false
        endLocation()
        if case .row? = focus {
            focus = entries.isEmpty ? nil : .row(0)
            if mode.picksFile, entries.first?.isFolder == false { selected = 0 }
        }
    }

    /// Closes the location field (opening, inserting), its text gone.
    mutating func endLocation() {
        guard typingLocation else { return }
        typingLocation = false
        name = ""
        problem = nil
        if focus == .nameField { focus = nil }
    }

    /// Whether the name field shows: saving or exporting, or a location being typed.
    public var showsNameField: Bool { mode.writesFile || typingLocation }

    /// The path chosen now, if the choice is complete.
    public var chosenPath: String? {
        switch mode {
        case .open, .insertImage:
            guard let i = selected, entries.indices.contains(i) else { return nil }
            return ((entries[i].location ?? folder) as NSString).appendingPathComponent(entries[i].name)
        case .save, .exportPDF:
            guard case .file(let path) = resolution else { return nil }
            return path
        }
    }
}

/// A control of the file chooser.
public enum ChooserControl: Hashable, Sendable {
    case up, row(Int), confirm, cancel, openFolder, scrollUp, scrollDown
    /// The Recent button: the recently used files instead of the folder's, and back.
    case recent
    /// The name field: a tap opens or closes the on-screen keyboard.
    case nameField
    /// A key of the on-screen keyboard typing this text.
    case key(String)
    case backspace, shift
    /// The keyboard's Done: it closes, the list shows again.
    case hideKeyboard
}

/// Where the file chooser's parts are in a window.
public struct ChooserLayout: Hashable, Sendable {
    public struct Control: Hashable, Sendable {
        public var control: ChooserControl
        public var frame: Rect
    }

    /// The card's size in a window large enough; in a smaller one it keeps an 8 px margin.
    public static let size = Size(600, 470)
    public static let rowHeight = 32.0
    public var frame: Rect
    public var list: Rect
    public var nameField: Rect?
    /// Where the folder's path (or the Recent list's title, or why a typed name fails) is shown.
    public var pathLabel: Rect
    public var controls: [Control]
    public var visibleRows: Int

    public init(_ chooser: FileChooser, window: Size) {
        let width = Swift.max(0, Swift.min(Self.size.width, window.width - 16))
        let height = Swift.max(0, Swift.min(Self.size.height, window.height - 16))
        let x = Swift.max(0, ((window.width - width) / 2).rounded())
        let y = Swift.max(0, ((window.height - height) / 2).rounded())
        frame = Rect(x: x, y: y, width: width, height: height)
        var controls: [Control] = []
        if chooser.keyboardOpen {
            // The name field on top, the keyboard in the list's place, the buttons below.
            let field = Rect(x: x + 16, y: y + 10, width: width - 32, height: 40)
            nameField = field
            list = .empty
            visibleRows = 0
            pathLabel = .empty
            controls.append(Control(control: .nameField, frame: field))
            let keysBottom = y + height - 64
            controls += ChooserKeyboard.keys(in: Rect(x: x + 16, y: field.maxY + 6, width: width - 32, height: keysBottom - field.maxY - 6))
        } else {
            controls.append(Control(control: .up, frame: Rect(x: x + 16, y: y + 52, width: 40, height: 32)))
            // Recent beside it, when the desktop has recent files this mode takes.
            var labelLeft = x + 58
            if !chooser.recent.isEmpty {
                controls.append(Control(control: .recent, frame: Rect(x: x + 60, y: y + 52, width: 80, height: 32)))
                labelLeft = x + 150
            }
            pathLabel = Rect(x: labelLeft, y: y + 52, width: Swift.max(0, x + width - 16 - labelLeft), height: 32)
            let listTop = y + 94
            let listBottom = chooser.showsNameField ? y + height - 116 : y + height - 68
            list = Rect(x: x + 16, y: listTop, width: width - 32, height: Swift.max(0, listBottom - listTop))
            visibleRows = Int(list.height / Self.rowHeight)
            let shown = chooser.entries.indices.dropFirst(chooser.firstRow).prefix(visibleRows)
            for (slot, i) in shown.enumerated() {
                controls.append(Control(control: .row(i), frame: Rect(x: list.minX, y: list.minY + Double(slot) * Self.rowHeight,
                                                                     width: list.width - 44, height: Self.rowHeight - 2)))
            }
            // The scroll buttons share a short list's height rather than overlapping.
            let arrow = Swift.min(40, (list.height / 2).rounded(.down))
            controls.append(Control(control: .scrollUp, frame: Rect(x: list.maxX - 40, y: list.minY, width: 40, height: arrow)))
            controls.append(Control(control: .scrollDown, frame: Rect(x: list.maxX - 40, y: list.maxY - arrow, width: 40, height: arrow)))
            nameField = chooser.showsNameField ? Rect(x: x + 16, y: y + height - 106, width: width - 32, height: 40) : nil
            if let field = nameField { controls.append(Control(control: .nameField, frame: field)) }
        }
        // Buttons at their full widths (Open this folder 170, Cancel and Open/Save 110, 10 apart)
        // when they fit, else all narrowed alike.
        let row = y + height - 56
        let full = chooser.mode == .open && !chooser.showingRecent ? 170.0 + 110 + 110 + 20 : 110.0 + 110 + 10
        let scale = Swift.min(1, (width - 32) / full)
        let button = (110 * scale).rounded(.down), folder = (170 * scale).rounded(.down), gap = (10 * scale).rounded(.down)
        controls.append(Control(control: .cancel, frame: Rect(x: x + width - 16 - button - gap - button, y: row, width: button, height: 40)))
        controls.append(Control(control: .confirm, frame: Rect(x: x + width - 16 - button, y: row, width: button, height: 40)))
        if chooser.mode == .open && !chooser.showingRecent {
            controls.append(Control(control: .openFolder, frame: Rect(x: x + 16, y: row, width: folder, height: 40)))
        }
        self.controls = controls
    }

    public func control(at p: Point) -> ChooserControl? { controls.first { $0.frame.contains(p) }?.control }
    public func frame(of c: ChooserControl) -> Rect? { controls.first { $0.control == c }?.frame }
}
