import InkGeometry

/// What helps people find their way: the first-start hint (until it is dismissed) and the
/// tooltip of the toolbar control hovered for a moment.
public struct Guidance: Hashable, Sendable {
    /// Whether the first-start hint was dismissed (remembered between runs). True for an
    /// editor nobody restored: the hint shows only when the remembered state says so.
    public internal(set) var hintDismissed = true
    /// The tooltip showing, if any.
    public internal(set) var tooltip: Tooltip?
    /// When the hovered control's tooltip is due (server ms), while it is hovered and not yet shown.
    var tooltipDue: UInt64?

    public init() {}
}

/// The name of a toolbar control and its shortcut, beside the control (H5: showing it is all
/// hovering does).
public struct Tooltip: Hashable, Sendable {
    public var item: ToolbarItem
    public var text: String
    public var frame: Rect

    /// How long a control is hovered before its tooltip shows (ms).
    public static let delay: UInt64 = 600
    static let size = 12.5

    /// The tooltip of a control at `control` (a slot of the toolbar at `bar`), just off the bar
    /// on the canvas's side, its middle level with the control's, kept inside the window.
    public init(item: ToolbarItem, text: String, control: Rect, bar: Rect, window: Rect, measure: any TextMeasure) {
        self.item = item
        self.text = text
        let width = Swift.min(window.width - 8, measure.width(text, TextStyle(size: Self.size)) + 20)
        let height = 26.0
        let x = bar.minX <= window.minX ? bar.maxX + 6 : bar.minX - 6 - width
        let y = Swift.min(Swift.max(window.minY + 4, (control.center.y - height / 2).rounded()), window.maxY - height - 4)
        frame = Rect(x: Swift.min(Swift.max(window.minX + 4, x), window.maxX - width - 4), y: y, width: width, height: height)
    }
}

/// The short hint an empty canvas shows until it is dismissed (by its close control or by
/// starting to draw): what to do first.
public struct FirstStartHint: Hashable, Sendable {
    public static var title: String { tr("Welcome to Inkstone") }
    public static let lines = [
        tr("Draw with the pen or the mouse; the pen's other end erases."),
        tr("Hover the pen to see the size and colour it draws with."),
        tr("Upper pen button: the menu at the pen; hold it for the colours."),
        tr("Lower pen button: double-click to switch to the eraser."),
        tr("Open a PDF: upper pen button, Document, Open (or Ctrl+O)."),
    ]
    static let textSize = 12.5
    static let lineHeight = 17.0
    public static let titleSize = 15.0
    /// How much lower the tips start when the title takes two lines.
    public static let titleLineHeight = 19.0

    /// The card, centred on the canvas.
    public var frame: Rect
    /// Its close control, in its top right corner.
    public var closeFrame: Rect
    /// The title's room, in lines of its type: one, or two where the card is too narrow for it
    /// on one even in smaller type (a small window: "Welco…" on one line before). In two lines'
    /// room it wraps at words, in type down to three quarters (at a 144-unit canvas: "Welcome /
    /// to / Inkstone", three short lines in that room).
    public var titleLines: Int

    public init(canvas: Rect, measure: any TextMeasure) {
        let width = Swift.min(400, canvas.width - 24)
        let lineCount = Self.lines.reduce(0) { $0 + measure.lines($1, width: width - 44, TextStyle(size: Self.textSize)).count }
        // One line: the title's box leaves it `width - 72` (shrunk to three quarters at most).
        titleLines = measure.width(Self.title, TextStyle(size: Self.titleSize, bold: true)) * 0.75 <= width - 72 ? 1 : 2
        let height = Swift.min(canvas.height - 24, 50 + Double(titleLines - 1) * Self.titleLineHeight + Double(lineCount) * Self.lineHeight + 4)
        frame = Rect(x: (canvas.center.x - width / 2).rounded(), y: (canvas.center.y - height / 2).rounded(), width: width, height: height)
        closeFrame = Rect(x: frame.maxX - 34, y: frame.minY + 6, width: 28, height: 28)
    }

    /// The first tip's baseline, from the card's top.
    public var firstBaseline: Double { 58 + Double(titleLines - 1) * Self.titleLineHeight }
}
