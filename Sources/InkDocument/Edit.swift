/// A stroke together with its place (z-order index) on a page.
public struct PlacedStroke: Hashable, Sendable, Codable {
    public var index: Int
    public var stroke: Stroke
    public init(index: Int, stroke: Stroke) { self.index = index; self.stroke = stroke }
}

/// One undoable change to a document.
public struct Edit: Hashable, Sendable, Codable {
    public enum Change: Hashable, Sendable, Codable {
        /// Strokes inserted at their indices.
        case add([PlacedStroke])
        /// Strokes removed from their indices.
        case remove([PlacedStroke])
        /// A page inserted at index `page` (e.g. a blank page before or after).
        case insertPage(Page)
        /// The page at index `page` removed (it held this).
        case removePage(Page)
        /// Strokes swapped for others in one step (the area eraser cuts strokes into pieces):
        /// `removed` taken out (at their indices before the change), then `added` inserted (at
        /// their indices after it).
        case replace(removed: [PlacedStroke], added: [PlacedStroke])
        /// The page at index `page` taken out and put back at index `to` (an index of the
        /// pages after it was taken out, so `to` is where it then is): the page overview's reordering.
        case movePage(to: Int)
        /// Placed images (and strokes with them) changed in one step: placed, moved, scaled, deleted.
        case images(ImageEdit)
        /// A text box placed, changed or removed, with any ink swapped in the same step.
        case text(TextChange)
    }

    public var page: Int
    public var change: Change

    public init(page: Int, change: Change) { self.page = page; self.change = change }

    /// The page whose work this edit leaves in front of the person who made it: the page a
    /// move put somewhere else is where it went, any other edit's is the page it names (for a
    /// page removed, the page then in its place: clamp it to the pages there are).
    public var pageWorkedOn: Int {
        if case .movePage(let to) = change { return to }
        return page
    }

    /// The edit that undoes this one.
    public var inverse: Edit {
        switch change {
        case .add(let s): return Edit(page: page, change: .remove(s))
        case .remove(let s): return Edit(page: page, change: .add(s))
        case .insertPage(let p): return Edit(page: page, change: .removePage(p))
        case .removePage(let p): return Edit(page: page, change: .insertPage(p))
        case .replace(let removed, let added): return Edit(page: page, change: .replace(removed: added, added: removed))
        case .movePage(let to): return Edit(page: to, change: .movePage(to: page))
        case .images(let e): return Edit(page: page, change: .images(e.inverse))
        case .text(let change): return Edit(page: page, change: .text(change.inverse))
        }
    }
}
