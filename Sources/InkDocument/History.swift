import InkGeometry

/// Undo and redo over a document's edits. A new edit clears the redo stack.
///
/// Most steps are one edit; a step may hold several (a selection moved onto other pages
/// changes each page it touches): undone together, last edit first. The stacks hold the
/// edits one after another, and `undoSteps`/`redoSteps` how many of them each step has.
public struct History: Sendable {
    public private(set) var undoStack: [Edit] = []
    public private(set) var redoStack: [Edit] = []
    /// The number of edits in each step of `undoStack`, oldest first.
    public private(set) var undoSteps: [Int] = []
    /// The number of edits in each step of `redoStack`, oldest first.
    public private(set) var redoSteps: [Int] = []
    /// The mark of the state each step of `undoStack` and `redoStack` leads to (`mark`).
    private var undoMarks: [Int] = [], redoMarks: [Int] = []
    /// The last mark given to a step.
    private var lastMark = 0

    /// The state the steps on the undo stack lead to: 0 for none, else the mark their last step
    /// was given when it was recorded (amended: a new one). Undo and redo come back to earlier
    /// marks; a new step is never given one used before. A save keeps it to tell, later, whether
    /// undo or redo have brought the document back to what the file holds.
    public var mark: Int { undoMarks.last ?? 0 }

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The edits of the step an undo would undo, in the order they were made.
    public var undoStep: ArraySlice<Edit> { undoStack.suffix(undoSteps.last ?? 0) }
    /// The edits of the step a redo would redo, in the order they are made.
    public var redoStep: ArraySlice<Edit> { redoStack.suffix(redoSteps.last ?? 0) }

    /// Applies `edit` to `document` and records it. Returns the touched page area.
    @discardableResult
    public mutating func perform(_ edit: Edit, on document: inout Document) -> Rect {
        record(edit)
        return document.apply(edit)
    }

    /// Applies edits to `document`, in order, and records them as one step. Returns the
    /// touched area: the page's, or `Document.everything` when the edits touch several pages.
    @discardableResult
    public mutating func perform(step edits: [Edit], on document: inout Document) -> Rect {
        record(step: edits)
        return Self.area(edits.map { ($0.page, document.apply($0)) })
    }

    /// Undoes the last step; returns its page and the area touched, or nil when there is none.
    public mutating func undo(_ document: inout Document) -> (page: Int, area: Rect)? {
        guard let n = undoSteps.popLast() else { return nil }
        let step = Array(undoStack.suffix(n))
        undoStack.removeLast(n)
        redoStack.append(contentsOf: step)
        redoSteps.append(n)
        redoMarks.append(undoMarks.removeLast())
        let done = step.reversed().map { ($0.page, document.apply($0.inverse)) }
        return (step[0].page, Self.area(done))
    }

    /// Redoes the last undone step; returns its page and the area touched, or nil.
    public mutating func redo(_ document: inout Document) -> (page: Int, area: Rect)? {
        guard let n = redoSteps.popLast() else { return nil }
        let step = Array(redoStack.suffix(n))
        redoStack.removeLast(n)
        undoStack.append(contentsOf: step)
        undoSteps.append(n)
        undoMarks.append(redoMarks.removeLast())
        let done = step.map { ($0.page, document.apply($0)) }
        return (step[0].page, Self.area(done))
    }

    /// One page's area, or everything when several pages were touched.
    static func area(_ done: [(page: Int, area: Rect)]) -> Rect {
        guard let first = done.first else { return .empty }
        if done.contains(where: { $0.page != first.page }) { return Document.everything }
        return done.reduce(Rect.empty) { $0.union($1.area) }
    }
}

extension History {
    /// Records an edit that is already applied (e.g. an eraser gesture removed strokes live).
    public mutating func record(_ edit: Edit) {
        record(step: [edit])
    }

    /// Applies edits to `document` and adds them to the last step (a burst of arrow-key nudges is
    /// one undo step); a step of their own when there is none. Returns the touched area.
    @discardableResult
    public mutating func perform(adding edits: [Edit], on document: inout Document) -> Rect {
        guard !edits.isEmpty, let last = undoSteps.popLast() else { return perform(step: edits, on: &document) }
        undoStack.append(contentsOf: edits)
        undoSteps.append(last + edits.count)
        lastMark += 1
        undoMarks[undoMarks.count - 1] = lastMark
        redoStack.removeAll()
        redoSteps.removeAll()
        redoMarks.removeAll()
        return Self.area(edits.map { ($0.page, document.apply($0)) })
    }

    /// Records edits already applied as one step (nothing for none).
    public mutating func record(step edits: [Edit]) {
        guard !edits.isEmpty else { return }
        undoStack.append(contentsOf: edits)
        undoSteps.append(edits.count)
        lastMark += 1
        undoMarks.append(lastMark)
        redoStack.removeAll()
        redoSteps.removeAll()
        redoMarks.removeAll()
    }
}
