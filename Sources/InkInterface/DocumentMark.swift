/// A state of the document as the undo history names it: the history (counted from the
/// editor's first; a new document or renumbered strokes start another) and its mark
/// (`History.mark`). Undo and redo come back to a state's mark, a new change never does, so a
/// document whose mark is the one kept at its last save holds what the file holds.
public struct DocumentMark: Hashable, Sendable {
    public var history: Int
    public var step: Int

    public init(history: Int, step: Int) { self.history = history; self.step = step }
}
