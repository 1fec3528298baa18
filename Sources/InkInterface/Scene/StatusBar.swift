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
        /// The custom double-click mode in effect, if any.
        public var mode: String?
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
        /// "Pen · Black · 4 px", with the devices named when two hold different tools
        /// ("Pen: Eraser", "Mouse: Pen").
        public func indicator(showing shown: ToolState, palette: Palette) -> ModeIndicator {
            let tool = shown.effectiveTool
            var detail = tool.title
            if tool == .pen || tool == .highlighter || tool == .pencil { detail += " · \(shown.colorName(in: palette)) · \(WidthSteps.text(shown.width))" }
            if tool == .eraser && eraserMode == .area { detail = EraserMode.area.title }
            if shown.temporaryTool != nil { detail = tr("%@ (held)", detail) }
            var otherText: String?
            if let other {
                detail = "\(ModeIndicator.deviceName(kind)): \(detail)"
                otherText = "\(ModeIndicator.deviceName(other.kind)): \(other.tool.title)"
            }
            return ModeIndicator(tool: tool, detail: detail, other: otherText, mode: mode, page: page?.text)
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

        /// "2 / 7", where "Page 2 of 7" has no room.
        public var shortText: String { "\(current + 1) / \(count)" }
    }
}

extension Scene.StatusBar {
    /// The page button at the bar's end (the page number; a tap opens the page overview), when
    /// there are pages and room for it. Worked out when asked (drawn, or an event in the bar),
    /// not for every scene.
    public func pageButton(measure: any TextMeasure) -> Rect? { Self.pageButtonFrame(in: textFrame ?? frame, for: page, measure: measure) }

    /// The size of the page button's text.
    public static let pageTextStyle = TextStyle(size: 12)

    static func pageButtonFrame(in bar: Rect, for position: Scene.PagePosition?, measure: any TextMeasure) -> Rect? {
        guard let position else { return nil }
        let width = (measure.width(position.text, pageTextStyle) + 38).rounded(.up)
        guard bar.width > width + 60 else { return nil }
        return Rect(x: bar.maxX - width - 4, y: bar.minY + 3, width: width, height: bar.height - 5)
    }
}
