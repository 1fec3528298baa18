import InkGeometry

/// Which side of the window the toolbar sits on.
public enum ToolbarSide: String, Hashable, Sendable { case left, right }

/// Where the toolbar and each of its controls are, for a window size: a plain value that the
/// renderer draws and the editor hit-tests.
public struct ToolbarLayout: Hashable, Sendable {
    /// A control and its square hit area.
    public struct Slot: Hashable, Sendable {
        public var item: ToolbarItem
        public var frame: Rect
    }

    public static let width: Double = 56
    static let button: Double = 44
    static let swatch: Double = 32
    static let gap: Double = 5

    /// The whole bar.
    public var frame: Rect
    /// The status bar under the canvas (beside the toolbar): the mode indicator and the page
    /// number live there, so they never cover ink or a page (issue 10, point 4).
    public var statusBar: Rect
    /// The status bar's height: its buttons' hit areas are as tall, pen targets of at least
    /// 40 px (the pen guidelines) at every window size.
    public static let statusHeight: Double = 40
    public var slots: [Slot]
    /// The status bar's own controls (the Document button and the zoom), beside the toolbar.
    public var statusSlots: [Slot]
    /// Thin separator lines between groups (y positions).
    public var separators: [Double]

    /// Whether a window is small enough for the condensed toolbar (L2): narrower than 600 px,
    /// or too short for every control.
    public static func isCompact(_ size: Size) -> Bool { size.width < 600 || size.height < 688 }

    /// The height the compact bar needs at its usual sizes; a shorter window gets smaller
    /// controls and gaps, so every control (the gear too) stays on screen down to 300 px.
    static let compactHeight = 450.0

    public init(windowSize: Size, side: ToolbarSide = .left, palette: Palette = .standard, compact: Bool = false) {
        let x0 = side == .left ? 0 : windowSize.width - Self.width
        frame = Rect(x: x0, y: 0, width: Self.width, height: windowSize.height)
        let statusHeight = Swift.min(Self.statusHeight, windowSize.height)
        statusBar = Rect(x: side == .left ? Self.width : 0, y: windowSize.height - statusHeight,
                         width: Swift.max(0, windowSize.width - Self.width), height: statusHeight)
        slots = []
        statusSlots = []
        separators = []
        let tight = compact && windowSize.height < Self.compactHeight
        let (button, swatch, gap) = tight ? (28.0, 24.0, 4.0) : (Self.button, Self.swatch, Self.gap)
        var y = tight ? 6.0 : 8.0
        func add(_ item: ToolbarItem, _ size: Double) {
            slots.append(Slot(item: item, frame: Rect(x: x0 + (Self.width - size) / 2, y: y, width: size, height: size)))
            y += size + 4
        }
        func separate() { separators.append(y + gap / 2 - 4); y += gap }
        add(.tool(.pen), button)
        add(.tool(.pencil), button)
        add(.tool(.highlighter), button)
        add(.tool(.eraser), button)
        separate()
        if compact {
            // Condensed: the current colour opens the palette, the width steps through widths;
            // undo and redo stay (L3).
            add(.colorMenu, swatch)
            add(.nextWidth, swatch)
        } else {
            for i in palette.colors.indices { add(.color(i), Self.swatch) }
            separate()
            for i in palette.widths.indices { add(.width(i), Self.swatch) }
        }
        separate()
        add(.undo, button)
        add(.redo, button)
        separate()
        add(.preferences, button)
        statusSlots = Self.statusControls(in: statusBar, side: side)
    }

    /// The control at a window position, if any.
    public func item(at p: Point) -> ToolbarItem? {
        (slots.first { $0.frame.contains(p) } ?? statusSlots.first { $0.frame.contains(p) })?.item
    }

    /// The hit area of a control.
    public func frame(of item: ToolbarItem) -> Rect? {
        (slots.first { $0.item == item } ?? statusSlots.first { $0.item == item })?.frame
    }

    /// The window area left for the canvas beside the bar and above the status bar.
    public func canvasFrame(windowSize: Size) -> Rect {
        let height = Swift.max(0, windowSize.height - statusBar.height)
        return frame.minX == 0 ? Rect(x: frame.maxX, y: 0, width: Swift.max(0, windowSize.width - frame.width), height: height)
                               : Rect(x: 0, y: 0, width: Swift.max(0, frame.minX), height: height)
    }
}
