import InkGeometry
import InkInput
import InkPreferences

/// Where everything of the Preferences panel is, for a window size, the selected row and the
/// content's scroll: a card that fits the window (down to 400x300) with a fixed header holding
/// the title and the close button, and below it the content, which scrolls when it is taller
/// than the card. A card with room for everything shows the rows and the actions side by side;
/// a narrow or short one shows the actions under the selected row.
public struct PanelLayout: Hashable, Sendable {
    public struct Control: Hashable, Sendable {
        public var control: PanelControl
        public var frame: Rect
    }

    /// A line of text: a group heading or a line of the hint.
    public struct Label: Hashable, Sendable {
        public enum Style: Hashable, Sendable { case heading, hint }
        public var text: String
        /// The left end of its baseline.
        public var at: Point
        public var style: Style
        /// The room it has to its right (the renderer shrinks it to fit, never past the card's padding).
        public var width: Double
        public var size: Double { style == .heading ? 12.5 : 11.5 }
        public var bold: Bool { style == .heading }
    }

    /// The card's size when the window has room for all of it.
    public static let size = Size(660, 612)
    /// The space kept between the card and the window's edges.
    static let margin = 8.0
    /// The title bar: title and close button, never scrolled.
    public static let headerHeight = 52.0
    /// Room for the title ("Preferences · Pen") in the header.
    static let titleWidth = 214.0
    /// The padding inside the card (text never touches its edges).
    static let padding = 16.0
    static var hint: String { tr("Press a pen button (click, double-click, long press) to jump to its row; tap a row, then an action. Changes apply at once.") }

    /// The card.
    public var frame: Rect
    /// The window area the content shows through (below the header); controls outside it are hidden.
    public var content: Rect
    /// The content's whole height.
    public var contentHeight: Double
    /// How far the content is scrolled, within 0...maxScroll.
    public var scroll: Double
    /// Whether the rows and the actions are side by side.
    public var isWide: Bool
    /// Every control, where it is now (scrolled); the first `headerCount` stay in the header:
    /// the close button, and in the wide card the scratch area and its Clear button.
    public var controls: [Control]
    /// How many of `controls` lie in the header (never scrolled).
    public var headerCount: Int
    /// Headings and hint lines, where they are now (scrolled).
    public var labels: [Label]

    public var maxScroll: Double { Swift.max(0, contentHeight - content.height) }

    public init(window: Size, selected: BindingKey, scroll wanted: Double = 0, measure: any TextMeasure) {
        let width = Swift.min(Self.size.width, Swift.max(0, window.width - 2 * Self.margin))
        let room = window.height - 2 * Self.margin - Self.headerHeight - 8
        // The content laid out from y = 0, then placed and scrolled. Side by side only when it
        // all shows at once: in a scrolling card the actions open under the selected row, so a
        // jump to a row shows its actions too.
        var body = Body(width: width, wide: width >= Self.size.width, selected: selected, measure: measure)
        if body.wide && body.height > room { body = Body(width: width, wide: false, selected: selected, measure: measure) }
        isWide = body.wide
        contentHeight = body.height
        let height = Swift.min(Self.headerHeight + contentHeight + 8, Swift.max(Self.headerHeight + 40, window.height - 2 * Self.margin))
        let x = Swift.max(0, ((window.width - width) / 2).rounded()), y = Swift.max(0, ((window.height - height) / 2).rounded())
        frame = Rect(x: x, y: y, width: width, height: height)
        content = Rect(x: x, y: y + Self.headerHeight, width: width, height: height - Self.headerHeight - 8)
        scroll = Swift.min(Swift.max(0, wanted), Swift.max(0, contentHeight - content.height)).rounded()
        let offset = Point(x, content.minY - scroll)
        body.move(by: offset)
        var header = [Control(control: .close, frame: Rect(x: frame.maxX - 46, y: y + 8, width: 36, height: 36))]
        if body.wide {
            // The scratch area between the title and the close button, always in view.
            let clear = Rect(x: frame.maxX - 46 - 8 - 64, y: y + 11, width: 64, height: 30)
            header.append(Control(control: .scratch, frame: Rect(x: frame.minX + Self.titleWidth, y: y + 8,
                                                                 width: clear.minX - 6 - frame.minX - Self.titleWidth, height: 36)))
            header.append(Control(control: .clearScratch, frame: clear))
        }
        headerCount = header.count
        controls = header + body.controls
        labels = body.labels
    }

    /// The control at a window position: the close button, or a control showing in the content.
    public func control(at p: Point) -> PanelControl? {
        if let inHeader = controls.prefix(headerCount).first(where: { $0.frame.contains(p) }) { return inHeader.control }
        guard content.contains(p) else { return nil }
        return controls.dropFirst(headerCount).first { $0.frame.contains(p) }?.control
    }

    public func frame(of c: PanelControl) -> Rect? { controls.first { $0.control == c }?.frame }

    /// The scroll that brings `frames` (unscrolled: as laid out at this layout's scroll) into
    /// view, keeping the first of them in view when not all fit.
    public func scroll(toShow frames: [Rect]) -> Double {
        guard let first = frames.first else { return scroll }
        let all = frames.dropFirst().reduce(first) { $0.union($1) }
        let pad = 8.0
        var s = scroll
        if all.maxY + pad > content.maxY { s += all.maxY + pad - content.maxY }
        if first.minY - pad - (s - scroll) < content.minY { s = scroll + first.minY - pad - content.minY }
        return Swift.min(Swift.max(0, s), maxScroll)
    }

    /// A barrel button's name as the panel's headings show it.
    static func buttonName(_ button: PenButton) -> String {
        switch button {
        case .both: return tr("Both buttons")
        case .upper: return tr("Upper button")
        case .lower: return tr("Lower button")
        }
    }

    /// "Click", "Double-click", "Long press", "Hold".
    public static func title(_ g: ButtonGesture) -> String {
        switch g {
        case .click: return tr("Click")
        case .doubleClick: return tr("Double-click")
        case .longPress: return tr("Long press")
        case .hold: return tr("Hold")
        }
    }
}
