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

        public var title: String {
            switch self {
            case .item(.open): return "Open…"
            case .item(.goToPage): return "Go to page…"
            case .item(.newPage): return "New page after"
            case .item(.export): return "Export pages"
            case .item(let i): return i.title(in: .standard)
            case .saveAs: return "Save as…"
            case .pageBefore: return "New page before"
            case .newWindow: return "New window"
            case .closeDocument: return "Close document"
            case .quit: return "Quit"
            case .fullscreen: return "Fullscreen"
            case .selectAll: return "Select all"
            case .deleteSelection: return "Delete selection"
            }
        }
    }

    public struct Row: Hashable, Sendable {
        public var entry: Entry
        public var frame: Rect
    }

    public static let entries: [Entry] = [.item(.open), .item(.save), .saveAs, .item(.export), .item(.newPage), .pageBefore,
                                          .item(.goToPage), .item(.zoom(.fitWidth)), .item(.zoom(.fitPage)), .item(.zoom(.actualSize)),
                                          .selectAll, .deleteSelection, .fullscreen, .newWindow, .closeDocument, .quit]
    public static let rowHeight = 32.0
    public static let columnWidth = 150.0
    static let padding = 6.0

    public var frame: Rect
    public var rows: [Row]

    /// Lays the list out above (or beside) `button`, inside `bounds`, starting on the hand's far side.
    public init(button: Rect, rightHanded: Bool, within bounds: Rect) {
        let p = Self.padding, n = Self.entries.count
        let fit = Swift.max(1, Int((bounds.height - 2 * p) / Self.rowHeight))
        let columns = (n + fit - 1) / fit
        let perColumn = (n + columns - 1) / columns
        let size = Size(Double(columns) * Self.columnWidth + 2 * p, Double(perColumn) * Self.rowHeight + 2 * p)
        var x = rightHanded ? button.minX : button.maxX - size.width
        x = Swift.max(bounds.minX, Swift.min(bounds.maxX - size.width, x))
        let y = Swift.max(bounds.minY, Swift.min(bounds.maxY - size.height - 4, button.minY - size.height - 4))
        frame = Rect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        rows = Self.entries.enumerated().map { i, entry in
            Row(entry: entry, frame: Rect(x: x.rounded() + p + Double(i / perColumn) * Self.columnWidth,
                                          y: y.rounded() + p + Double(i % perColumn) * Self.rowHeight,
                                          width: Self.columnWidth, height: Self.rowHeight))
        }
    }

    /// The entry at a window position, if any.
    public func entry(at p: Point) -> Entry? { rows.first { $0.frame.contains(p) }?.entry }

    public func frame(of e: Entry) -> Rect? { rows.first { $0.entry == e }?.frame }
}
