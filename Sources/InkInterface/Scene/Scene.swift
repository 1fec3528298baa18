import InkDocument
import InkGeometry

/// What the renderer draws, as one value built for it (`Editor.scene`): the view's geometry,
/// the pages and their ink, the stroke being drawn, the toolbar and status bar, the notes and
/// previews over the canvas, and the open surfaces in the order they lie on one another.
///
/// Building one is cheap enough to do for every event that is rendered: it holds the editor's
/// arrays (the pages, the stroke's points and piece index) by reference, never copying them, and
/// leaves texts that are rarely drawn (the status bar's) to be built when they are drawn. A scene
/// is for one render: kept while the editor goes on, it would keep those arrays shared, and the
/// editor's next change to them would copy them.
///
/// Only `Editor.scene` makes one, with the memberwise initialiser: an explicit initialiser
/// made the optimiser build the scene and then copy it (every reference retained twice).
public struct Scene: Sendable {
    /// Where things are drawn: the window, the canvas and the view of the document in it.
    public var view: View
    /// The document's pages, where they lie, and which document they are.
    public var pages: Pages
    /// The stroke being drawn, if any (drawn over the committed ink).
    public var stroke: StrokeInProgress?
    /// The rest: the bars, the notes and previews, the open surfaces (`Scene+Chrome`). Behind
    /// one reference, so that a scene copies in a few cache lines, not 1.5 kB.
    public let chrome: Chrome

    /// The window, the canvas in it and the view of the document on the canvas.
    public struct View: Hashable, Sendable {
        public var window: Rect
        public var canvas: Rect
        public var viewport: Viewport

        public init(window: Rect, canvas: Rect, viewport: Viewport) {
            self.window = window; self.canvas = canvas; self.viewport = viewport
        }
    }

    /// The pages to draw (shared with the document, not copied) and where each lies.
    public struct Pages: Sendable {
        /// Which document this is: another number when another document replaces the one shown.
        public var serial: Int
        public internal(set) var pages: [Page]
        public var layout: DocumentLayout
        /// Whether any page has a text box (the renderer draws them over the ink). Worked out
        /// once for the pages (a look at every page), not by each rectangle drawn.
        public let hasTexts: Bool

        public init(serial: Int, pages: [Page], layout: DocumentLayout) {
            self.init(serial: serial, pages: pages, layout: layout, hasTexts: pages.contains { !$0.texts.isEmpty })
        }

        /// Pages whose `hasTexts` is known: the same pages as a scene kept (`KeptScene`).
        init(serial: Int, pages: [Page], layout: DocumentLayout, hasTexts: Bool) {
            self.serial = serial; self.pages = pages; self.layout = layout; self.hasTexts = hasTexts
        }

        /// Whether the pages are sheets of a size (on a desk) rather than one unbounded canvas.
        public var areSheets: Bool { layout.frames.contains { $0 != nil } }
    }

    /// The feedback note and where it is in the window. (Not generic: a scene of concrete
    /// parts is copied and freed by plain code, not through the runtime's generic witnesses.)
    public struct PlacedFeedback: Hashable, Sendable {
        public var feedback: Feedback
        public var frame: Rect

        public init(_ feedback: Feedback, frame: Rect) { self.feedback = feedback; self.frame = frame }
    }

    /// The notice and where it is in the window.
    public struct PlacedNotice: Hashable, Sendable {
        public var notice: Notice
        public var frame: Rect

        public init(_ notice: Notice, frame: Rect) { self.notice = notice; self.frame = frame }
    }
}
