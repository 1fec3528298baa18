import InkGeometry
import InkInput
import InkPreferences

extension Scene {
    /// The status bar under the canvas (B2): where it is and what its mode indicator is made of
    /// besides the controls' tool state and palette. The indicator's texts are built only when
    /// drawn (`Scene.modeIndicator`): the bar is rarely redrawn, and a scene is built for every event.
    public struct StatusBar: Hashable, Sendable {
        public var frame: Rect
        /// The kind of the device in use.
        public var kind: DeviceKind
        /// Another device used so far and its tool, when that tool differs from the shown one (G5).
        public var other: OtherDevice?
        /// The custom double-click mode in effect, if any, and its short form.
        public var mode: String?
        public var modeShort: String?
        /// The page being read, when the document has pages.
        public var page: PagePosition?
        /// What the eraser removes: whole strokes or the area it passes over.
        public var eraserMode: EraserMode
        /// The zoom in percent, shown on the bar's zoom button.
        public var zoom: Int
        /// How the page button shows: under the pointer, pressed, or with the overview open.
        public var pageButtonLook: PageButtonLook = .normal
        /// The part of the bar its Document and zoom buttons leave to the indicator and the
        /// page button (`ToolbarLayout.statusText`); nil: the whole bar.
        public var textFrame: Rect?
        /// The tool in hand (the page button leaves room for its name).
        public var tool: Tool = .pen

        public enum PageButtonLook: Hashable, Sendable { case normal, hovered, pressed, open }

        public init(frame: Rect, kind: DeviceKind, other: OtherDevice?, mode: String?, page: PagePosition?,
                    eraserMode: EraserMode = .stroke, zoom: Int = 100) {
            self.frame = frame; self.kind = kind; self.other = other; self.mode = mode; self.page = page
            self.eraserMode = eraserMode; self.zoom = zoom
        }

        /// A device other than the one in use, and the tool it holds.
        public struct OtherDevice: Hashable, Sendable {
            public var kind: DeviceKind
            public var tool: Tool

            public init(kind: DeviceKind, tool: Tool) { self.kind = kind; self.tool = tool }
        }

        /// What the mode indicator shows for the tool state `shown` of the device in use:
        /// "Pen · Black · 4 px", "Area eraser · 16 px", with the devices named when two hold
        /// different tools ("Pen: Eraser · 16 px", "Mouse: Pen").
        public func indicator(showing shown: ToolState, palette: Palette) -> ModeIndicator {
            let tool = shown.effectiveTool
            var detail = tool.title
            if tool == .pen || tool == .highlighter || tool == .pencil { detail += " · \(shown.colorName(in: palette)) · \(WidthSteps.text(shown.width))" }
            // The eraser's width too: `[` and `]` change its reach, which showed nowhere.
            if tool == .eraser { detail = "\(eraserMode == .area ? EraserMode.area.title : tool.title) · \(WidthSteps.text(shown.width))" }
            if shown.temporaryTool != nil { detail = tr("%@ (held)", detail) }
            var otherText: String?
            if let other {
                detail = "\(ModeIndicator.deviceName(kind)): \(detail)"
                otherText = "\(ModeIndicator.deviceName(other.kind)): \(other.tool.title)"
            }
            return ModeIndicator(tool: tool, detail: detail, other: otherText, mode: mode, page: page?.text, modeShort: modeShort)
        }
    }

    /// What the status bar's mode indicator shows (its texts are built by this call).
    public var modeIndicator: ModeIndicator { statusBar.indicator(showing: controls.state, palette: controls.palette) }

    /// Which page is being read, of how many.
    public struct PagePosition: Hashable, Sendable {
        /// From 0.
        public var current: Int
        public var count: Int

        public init(current: Int, count: Int) { self.current = current; self.count = count }

        /// "Page 2 of 7".
        public var text: String { tr("Page %@ of %@", String(current + 1), String(count)) }
        /// "2/7": where "Page 2 of 7" has no room.
        public var shortText: String { "\(current + 1)/\(count)" }
    }
}

extension Scene.StatusBar {
    /// The page button at the bar's end (the page number; a tap opens the page overview), when
    /// there are pages and room for it. Worked out when asked (drawn, or an event in the bar),
    /// not for every scene.
    public func pageButton(measure: any TextMeasure) -> Rect? { pageButtonLayout(measure: measure)?.frame }

    /// The page button's hit area and the text it shows.
    public func pageButtonLayout(measure: any TextMeasure) -> PageButton? {
        Self.pageButton(in: textFrame ?? frame, for: page, naming: toolName, measure: measure)
    }

    /// How the indicator's text begins, naming the tool in hand: "Lasso", "Area eraser", or
    /// with the device when two devices hold different tools, "Pen: Lasso".
    public var toolName: String {
        let name = tool == .eraser && eraserMode == .area ? EraserMode.area.title : tool.title
        return other == nil ? name : "\(ModeIndicator.deviceName(kind)): \(name)"
    }

    /// The size of the page button's text.
    public static let pageTextStyle = TextStyle(size: 12)
    /// The size of the mode indicator's texts (the tool in hand's in bold).
    public static let indicatorTextStyle = TextStyle(size: 12, bold: true)
    /// Before the indicator's text: its padding, the tool's icon and the space after it.
    public static let iconRoom = 8.0 + 20 + 6
    /// The least room kept after the tool's name (before the page button).
    public static let textPadding = 10.0

    /// The page button: its hit area, as tall as the bar (a pen target of 40 px), and
    /// its text ("Page 2 of 7", or "2/7" where that does not fit).
    public struct PageButton: Hashable, Sendable {
        public var frame: Rect
        public var text: String
    }

    /// The room the tool in hand's icon and name (`toolName`) take at the start of the
    /// indicator: the page button leaves it, so the status bar always names the tool in hand.
    public static func toolRoom(_ name: String, measure: any TextMeasure) -> Double {
        iconRoom + measure.width(name, indicatorTextStyle).rounded(.up) + textPadding
    }

    /// The page button in `bar` (the part the bar's controls leave): by importance, the tool's
    /// icon and name first, then the button with the whole text, else its short text ("2/7",
    /// which a 400 px window has room for with every tool), else none.
    static func pageButton(in bar: Rect, for position: Scene.PagePosition?, naming name: String, measure: any TextMeasure) -> PageButton? {
        guard let position else { return nil }
        let room = bar.width - toolRoom(name, measure: measure) - 4
        for text in [position.text, position.shortText] {
            let width = Swift.max(44, (measure.width(text, pageTextStyle) + 38).rounded(.up))
            if width <= room { return PageButton(frame: Rect(x: bar.maxX - width - 4, y: bar.minY, width: width, height: bar.height), text: text) }
        }
        return nil
    }
}
