import InkGeometry

/// Undo and redo over a document's edits. A new edit clears the redo stack. A step is one
/// edit, or several made together (`performStep`: the pages of one drop), undone and redone
/// as one.
public struct History: Sendable {
    public private(set) var undoStack: [Edit] = []
    public private(set) var redoStack: [Edit] = []
    /// How many edits each step of the stacks holds, in their order.
    private var undoSteps: [Int] = []
    private var redoSteps: [Int] = []

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Applies `edit` to `document` and records it. Returns the touched page area.
    @discardableResult
    public mutating func perform(_ edit: Edit, on document: inout Document) -> Rect {
        record(edit)
        return document.apply(edit)
    }

    /// Applies `edits` in order and records them as one step; returns the page of the last
    /// and the area touched (`Document.everything` when pages came or went).
    @discardableResult
    public mutating func performStep(_ edits: [Edit], on document: inout Document) -> (page: Int, area: Rect) {
        guard !edits.isEmpty else { return (0, .empty) }
        undoStack += edits
        undoSteps.append(edits.count)
        clearRedo()
        return Self.apply(edits, to: &document)
    }

    /// Undoes the last edit; returns its page and the area touched, or nil when there is none.
    public mutating func undo(_ document: inout Document) -> (page: Int, area: Rect)? {
        undoStep(&document).map { ($0.page, $0.area) }
    }

    /// Redoes the last undone edit; returns its page and the area touched, or nil.
    public mutating func redo(_ document: inout Document) -> (page: Int, area: Rect)? {
        redoStep(&document).map { ($0.page, $0.area) }
    }

    /// Undoes the last step; returns the edits applied (the inverses, last edit first), the
    /// page its first edit named and the area touched, or nil when there is none.
    public mutating func undoStep(_ document: inout Document) -> (applied: [Edit], page: Int, area: Rect)? {
        guard let count = undoSteps.popLast() else { return nil }
        let step = Array(undoStack.suffix(count))
        undoStack.removeLast(count)
        redoStack += step
        redoSteps.append(count)
        let applied = step.reversed().map(\.inverse)
        let done = Self.apply(applied, to: &document)
        // The page the step's first edit named (a move's undo names the page it took).
        return (applied, step.first?.page ?? done.page, done.area)
    }

    /// Redoes the last undone step; returns the edits applied, in order, the page of the last
    /// and the area touched, or nil.
    public mutating func redoStep(_ document: inout Document) -> (applied: [Edit], page: Int, area: Rect)? {
        guard let count = redoSteps.popLast() else { return nil }
        let step = Array(redoStack.suffix(count))
        redoStack.removeLast(count)
        undoStack += step
        undoSteps.append(count)
        let done = Self.apply(step, to: &document)
        return (step, done.page, done.area)
    }

    private mutating func clearRedo() {
        redoStack.removeAll()
        redoSteps.removeAll()
    }

    private static func apply(_ edits: [Edit], to document: inout Document) -> (page: Int, area: Rect) {
        var area = Rect.empty, page = 0
        for edit in edits {
            let touched = document.apply(edit)
            area = area == Document.everything || touched == Document.everything ? Document.everything : area.union(touched)
            page = edit.page
        }
        return (page, area)
    }
}

extension History {
    /// Records an edit that is already applied (e.g. an eraser gesture removed strokes live).
    public mutating func record(_ edit: Edit) {
        undoStack.append(edit)
        undoSteps.append(1)
        clearRedo()
    }
}
