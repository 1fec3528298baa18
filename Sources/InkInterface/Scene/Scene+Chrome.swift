import InkGeometry

extension Scene {
    /// A scene's interface part, behind one reference: what a drawing motion never changes.
    ///
    /// Why: a drawing motion hands its scene on by value (the kept scene to the renderer, the
    /// renderer's scaled copy), and Swift copies a struct it cannot prove unchanged during a call.
    /// With these parts inline a scene was 1.5 kB, ~50 cache lines read and written again a motion
    /// (`KeptScene.draw`'s two copies alone), all of them cold at a pen's rate. Behind one
    /// reference a copy is the view, the pages, the stroke in progress and a retain.
    /// Immutable once made (`Editor.scene` makes it with the scene), so sharing it is safe.
    public final class Chrome: Sendable {
        /// The toolbar's controls and where they are.
        public let toolbar: ToolbarLayout
        /// What the controls show, in the toolbar and wherever its items appear (popup, menu).
        public let controls: Controls
        /// The status bar under the canvas: the mode indicator and the page number.
        public let statusBar: StatusBar
        /// The brush preview of a hovering pen to draw, if any.
        public let hoverPreview: HoverPreview?
        /// The note next to the pen after a button action, and where it is.
        public let feedback: PlacedFeedback?
        /// The message at the top of the canvas, and where it is.
        public let notice: PlacedNotice?
        /// The scrollbars, when they show.
        public let scrollbars: ScrollbarsView?
        /// The open surfaces, bottom to top (popup, marking menu, then the modal panel, chooser, prompt).
        public let surfaces: [Surface]
        /// The first-start hint, while it shows (over the canvas, under the modal surfaces).
        public let hint: FirstStartHint?
        /// The tooltip of the toolbar control hovered for a moment, if any.
        public let tooltip: Tooltip?
        /// The lasso being drawn and the selection, if any.
        public let selection: SelectionView?
        /// The line between pages where dropped files would go, while a drag hovers (window coordinates).
        public let dropIndicator: Rect?
        /// The text box being edited, if any (drawn instead of the page's box).
        public let textEdit: TextEditView?

        init(toolbar: ToolbarLayout, controls: Controls, statusBar: StatusBar, hoverPreview: HoverPreview?,
             feedback: PlacedFeedback?, notice: PlacedNotice?, scrollbars: ScrollbarsView?, surfaces: [Surface],
             hint: FirstStartHint?, tooltip: Tooltip?, selection: SelectionView?, dropIndicator: Rect?,
             textEdit: TextEditView?) {
            self.toolbar = toolbar
            self.controls = controls
            self.statusBar = statusBar
            self.hoverPreview = hoverPreview
            self.feedback = feedback
            self.notice = notice
            self.scrollbars = scrollbars
            self.surfaces = surfaces
            self.hint = hint
            self.tooltip = tooltip
            self.selection = selection
            self.dropIndicator = dropIndicator
            self.textEdit = textEdit
        }
    }

    /// `Chrome.toolbar`.
    @inlinable public var toolbar: ToolbarLayout { chrome.toolbar }
    /// `Chrome.controls`.
    @inlinable public var controls: Controls { chrome.controls }
    /// `Chrome.statusBar`.
    @inlinable public var statusBar: StatusBar { chrome.statusBar }
    /// `Chrome.hoverPreview`.
    @inlinable public var hoverPreview: HoverPreview? { chrome.hoverPreview }
    /// `Chrome.feedback`.
    @inlinable public var feedback: PlacedFeedback? { chrome.feedback }
    /// `Chrome.notice`.
    @inlinable public var notice: PlacedNotice? { chrome.notice }
    /// `Chrome.scrollbars`.
    @inlinable public var scrollbars: ScrollbarsView? { chrome.scrollbars }
    /// `Chrome.surfaces`.
    @inlinable public var surfaces: [Surface] { chrome.surfaces }
    /// `Chrome.hint`.
    @inlinable public var hint: FirstStartHint? { chrome.hint }
    /// `Chrome.tooltip`.
    @inlinable public var tooltip: Tooltip? { chrome.tooltip }
    /// `Chrome.selection`.
    @inlinable public var selection: SelectionView? { chrome.selection }
    /// `Chrome.dropIndicator`.
    @inlinable public var dropIndicator: Rect? { chrome.dropIndicator }
    /// `Chrome.textEdit`.
    @inlinable public var textEdit: TextEditView? { chrome.textEdit }
}
