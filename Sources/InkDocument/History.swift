import InkGeometry

/// Undo and redo over a document's edits. A new edit clears the redo stack.
public struct History: Sendable {
    public private(set) var undoStack: [Edit] = []
    public private(set) var redoStack: [Edit] = []

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Applies `edit` to `document` and records it. Returns the touched page area.
    @discardableResult
    public mutating func perform(_ edit: Edit, on document: inout Document) -> Rect {
        undoStack.append(edit)
        redoStack.removeAll()
        return document.apply(edit)
    }

    /// Undoes the last edit; returns its page and the area touched, or nil when there is none.
    public mutating func undo(_ document: inout Document) -> (page: Int, area: Rect)? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return (edit.page, document.apply(edit.inverse))
    }

    /// Redoes the last undone edit; returns its page and the area touched, or nil.
    public mutating func redo(_ document: inout Document) -> (page: Int, area: Rect)? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return (edit.page, document.apply(edit))
    }
}

extension History {
    /// Records an edit that is already applied (e.g. an eraser gesture removed strokes live).
    public mutating func record(_ edit: Edit) {
        undoStack.append(edit)
        redoStack.removeAll()
    }
}
