import InkDocument

/// What the undo and redo buttons show of the history: whether each is enabled. Compared by
/// `Editor.outcome`, which repaints the two buttons only when it changed.
struct HistoryButtons: Equatable, Sendable {
    var canUndo: Bool
    var canRedo: Bool

    init(_ history: History) {
        canUndo = history.canUndo
        canRedo = history.canRedo
    }
}
