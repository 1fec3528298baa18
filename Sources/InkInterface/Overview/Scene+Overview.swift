import InkDocument
import InkGeometry

extension Scene {
    /// The page overview as drawn: its layout, the pages (shared with the document, for their
    /// thumbnails), which is selected, highlighted or pressed, and a page being dragged.
    public struct OverviewView: Sendable {
        public var layout: OverviewLayout
        /// Which document the pages are (`Scene.Pages.serial`): thumbnails are kept per document.
        public var serial: Int
        public var pages: [Page]
        public var selected: Int
        public var hovered: OverviewControl?
        public var pressed: OverviewControl?
        /// The page dragged, where the pointer is, and where it would land (`insertionIndex`).
        public var dragged: Dragged?
        /// Whether the delete button acts (a document keeps at least one page).
        public var canDelete: Bool
        /// Whether the grid's scrollbar is being dragged (drawn darker and wider).
        public var scrollbarDragged = false

        public struct Dragged: Hashable, Sendable {
            public var page: Int
            public var at: Point
            public var insertion: Int
        }

        /// "Page 2 of 7".
        public var title: String { PagePosition(current: selected, count: pages.count).text }

        public init(layout: OverviewLayout, serial: Int, pages: [Page], selected: Int, hovered: OverviewControl?,
                    pressed: OverviewControl?, dragged: Dragged?, canDelete: Bool) {
            self.layout = layout; self.serial = serial; self.pages = pages; self.selected = selected
            self.hovered = hovered; self.pressed = pressed; self.dragged = dragged; self.canDelete = canDelete
        }
    }
}
