import InkGeometry

/// The Document button's compact menu (issue 16): a list of the document ring's actions and of
/// those that only keys reached before (save as, a page before, a new window, closing the
/// document, fullscreen, quit, selecting all and deleting the selection; undo and redo are
/// on the toolbar and in the rings), so every action is one pen tap away (Preferences is the
/// toolbar's gear). It opens above the button, in as many columns as the canvas's height needs (two at 400x300), inside the canvas.
public struct DocumentMenu: Hashable, Sendable {
    public enum Entry: Hashable, Sendable {
        /// An action of the document ring.
        case item(MenuItem)
        case saveAs
        /// A blank page before the current one.
        case pageBefore
        case newWindow
        case closeDocument
        /// Quit, asking first about unsaved changes (Ctrl+Q's).
        case quit
        /// Fullscreen on or off (F11's, which the platform takes before the editor).
        case fullscreen
        /// Every stroke of the page selected with the lasso (Ctrl+A's).
        case selectAll
        /// The selected strokes deleted (Delete's).
        case deleteSelection
        /// An image file chosen in the app's chooser placed on the page as an object.
        case insertImage
        /// Copy, cut, paste (Ctrl+C, Ctrl+X, Ctrl+V).
        case clipboard(ClipboardCommand)
        /// A tool taken for the device that chose it (the text tool: T's).
        case tool(Tool)
        /// The document as one PDF, where the chooser says (Ctrl+Shift+E's).
        case exportPDF

        public var title: String {
            switch self {
            case .item(.open): return tr("Open…")
            case .item(.goToPage): return tr("Go to page…")
            case .item(.newPage): return tr("New page after")
            case .item(.export): return tr("Export pages")
            case .item(let i): return i.title(in: .standard)
            case .saveAs: return tr("Save as…")
            case .pageBefore: return tr("New page before")
            case .newWindow: return tr("New window")
            case .closeDocument: return tr("Close document")
            case .quit: return tr("Quit")
            case .fullscreen: return tr("Fullscreen")
            case .selectAll: return tr("Select all")
            case .deleteSelection: return tr("Delete selection")
            case .insertImage: return tr("Insert image…")
            case .clipboard(.copy): return tr("Copy")
            case .clipboard(.cut): return tr("Cut")
            case .clipboard(.paste): return tr("Paste")
            case .exportPDF: return tr("Export PDF…")
            case .tool(.text): return tr("Text tool")
            case .tool(let t): return t.title
            }
        }
    }

    public struct Row: Hashable, Sendable {
        public var entry: Entry
        public var frame: Rect
    }

    /// The menu's lines, top to bottom: most hold one entry; the three zooms and copy, cut and
    /// paste share a line each, as buttons with just their icons (each still pen-sized), so
    /// the list keeps to two columns at 400x300.
    public static let lines: [[Entry]] = [[.item(.open)], [.item(.save)], [.saveAs], [.item(.export)], [.exportPDF], [.item(.newPage)], [.pageBefore], [.insertImage], [.tool(.text)],
                                          [.item(.goToPage)], [.item(.zoom(.fitWidth)), .item(.zoom(.fitPage)), .item(.zoom(.actualSize))],
                                          [.selectAll], [.clipboard(.copy), .clipboard(.cut), .clipboard(.paste)], [.deleteSelection],
                                          [.fullscreen], [.newWindow], [.closeDocument], [.quit]]
    public static let entries: [Entry] = lines.flatMap { $0 }
    /// Whether an entry shares its line with others (then it shows just its icon, centred).
    public static func isIconOnly(_ entry: Entry) -> Bool { !lines.contains([entry]) }
    public static let rowHeight = 32.0
    public static let columnWidth = 150.0
    /// A column this wide (where the canvas has room) shows each entry's keys after its name
    /// (wide enough for the longest name and keys at the full size: "New page before Ctrl+Shift+B"; shared evenly by two or three icons).
    public static let keyedColumnWidth = 240.0
    static let padding = 6.0

    public var frame: Rect
    public var rows: [Row]

    /// Lays the list out above (or beside) `button`, inside `bounds`, starting on the hand's far side.
    public init(button: Rect, rightHanded: Bool, within bounds: Rect) {
        let n = Self.lines.count
        // A thinner margin where it gains a row (a 400x300 window, its canvas above a 40 px
        // status bar, keeps two columns of pen-sized rows).
        let p = Int((bounds.height - 4) / Self.rowHeight) > Int((bounds.height - 2 * Self.padding) / Self.rowHeight) ? 2 : Self.padding
        let fit = Swift.max(1, Int((bounds.height - 2 * p) / Self.rowHeight))
        let columns = (n + fit - 1) / fit
        let perColumn = (n + columns - 1) / columns
        // Narrower columns when that many would not fit across (a 400x300 window: three); wider,
        // with the keys, where a single column leaves room.
        let across = ((bounds.width - 2 * p) / Double(columns)).rounded(.down)
        let width = columns == 1 && across >= Self.keyedColumnWidth ? Self.keyedColumnWidth : Swift.min(Self.columnWidth, across)
        let size = Size(Double(columns) * width + 2 * p, Double(perColumn) * Self.rowHeight + 2 * p)
        var x = rightHanded ? button.minX : button.maxX - size.width
        x = Swift.max(bounds.minX, Swift.min(bounds.maxX - size.width, x))
        let y = Swift.max(bounds.minY, Swift.min(bounds.maxY - size.height - 4, button.minY - size.height - 4))
        frame = Rect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        rows = Self.lines.enumerated().flatMap { i, line in
            let share = width / Double(line.count), left = x.rounded() + p + Double(i / perColumn) * width
            return line.enumerated().map { k, entry in
                // Whole pixels, so that the buttons sharing a line meet edge to edge.
                let x0 = (left + Double(k) * share).rounded(), x1 = (left + Double(k + 1) * share).rounded()
                return Row(entry: entry, frame: Rect(x: x0, y: y.rounded() + p + Double(i % perColumn) * Self.rowHeight,
                                                     width: x1 - x0, height: Self.rowHeight))
            }
        }
    }

    /// The entry at a window position, if any.
    public func entry(at p: Point) -> Entry? { rows.first { $0.frame.contains(p) }?.entry }

    public func frame(of e: Entry) -> Rect? { rows.first { $0.entry == e }?.frame }
}
