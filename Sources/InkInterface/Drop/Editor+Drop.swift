import InkDocument
import InkGeometry

/// Files dragged over the window and dropped: where their pages go, the line that shows it
/// while the drag hovers, and the insertion itself (one undo step).
///
/// The place: the page under the pointer (or nearest to it); dropped on its upper half, the
/// pages go before it, on its lower half after it, as when reordering a list. A document that
/// is the endless canvas (no pages of a size) has no place between pages.
extension Editor {
    /// Where pages dropped at window point `p` would be inserted (an index of `document.pages`;
    /// the page count: after the last), or nil on the endless canvas.
    public func dropSlot(at p: Point) -> Int? {
        let point = viewport.toPage(p)
        let i = layout.page(at: point)
        guard layout.frames.indices.contains(i), let frame = layout.frames[i] else { return nil }
        return point.y < frame.center.y ? i : i + 1
    }

    /// The drop line for the slot in the window: a bar across the gap before page `slot`
    /// (after the last page for the page count), as wide as the pages beside it.
    func dropIndicatorFrame(slot: Int) -> Rect? {
        let frames = layout.frames
        let before = slot > 0 && frames.indices.contains(slot - 1) ? frames[slot - 1] : nil
        let after = frames.indices.contains(slot) ? frames[slot] : nil
        guard before != nil || after != nil else { return nil }
        let gap = DocumentLayout.gap / 2
        let y = after.map { $0.minY - gap } ?? (before?.maxY ?? 0) + gap
        let minX = Swift.min(before?.minX ?? .infinity, after?.minX ?? .infinity)
        let maxX = Swift.max(before?.maxX ?? -.infinity, after?.maxX ?? -.infinity)
        let left = viewport.toWindow(Point(minX, y)), right = viewport.toWindow(Point(maxX, y))
        let thickness = Self.dropLineThickness
        return Rect(x: left.x, y: (left.y - thickness / 2).rounded(), width: right.x - left.x, height: thickness)
    }

    /// The drop line's thickness in window pixels.
    static let dropLineThickness = 4.0

    /// The drop line to draw, while a drag that would insert pages hovers.
    public var dropIndicator: Rect? {
        // Not `flatMap(dropIndicatorFrame)`: the method as a closure copies the whole editor,
        // on every scene, drag or no drag.
        guard let slot = dropHoverSlot else { return nil }
        return dropIndicatorFrame(slot: slot)
    }

    /// A drag hovers at `p` (nil: it left, or was dropped): `insertsPages` when what it carries
    /// would be inserted as pages there, so the line shows where; otherwise no line.
    public mutating func dragHover(at p: Point?, insertsPages: Bool) -> Outcome {
        let slot = p.flatMap { insertsPages ? dropSlot(at: $0) : nil }
        guard slot != dropHoverSlot else { return .none }
        var damage = Damage.none
        if let old = dropIndicator { damage.region.add(old.insetBy(-2)) }
        dropHoverSlot = slot
        if let new = dropIndicator { damage.region.add(new.insetBy(-2)) }
        return outcome(damage)
    }

    /// Inserts the pages of `dropped` (a document read from the dropped files, in their order)
    /// before page `slot`, as one undo step; their images join the document's
    /// (`Document.takeImages`). Returns the outcome and the image keys that were renamed.
    public mutating func insertPages(of dropped: Document, at slot: Int) -> (outcome: Outcome, renamed: [String: String]) {
        var damage = dragHover(at: nil, insertsPages: false).damage
        guard !dropped.pages.isEmpty else { return (outcome(damage), [:]) }
        if let held = pagesHeldByTheGesture() {
            damage.formUnion(held)
            return (outcome(damage), [:])
        }
        let at = Swift.min(Swift.max(slot, 0), document.pages.count)
        var renamed: [String: String] = [:]
        // A selection names its page by index: the pages after it move.
        damage.formUnion(clearSelection())
        damage.formUnion(countingChanges { editor in
            let taken = editor.document.takeImages(of: dropped)
            renamed = taken.renamed
            let edits = taken.pages.enumerated().map { Edit(page: at + $0.offset, change: .insertPage($0.element)) }
            // Journaled as the pages inserted: their records carry their images' bytes (the
            // journal holds each once), never a copy of the whole document.
            let area = editor.commit(step: edits)
            return editor.historyDamage((at, area))
        })
        return (outcome(damage), renamed)
    }
}
