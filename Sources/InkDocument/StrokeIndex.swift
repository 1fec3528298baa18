import InkGeometry

/// A page's spatial index of its strokes' bounds (a `BoundsGrid` in stroke order), so that hit
/// tests and repaints find the strokes near a place without walking the page.
///
/// Derived data, kept by `Page` itself: it never counts in equality, hashing or coding, is built
/// with the page, and follows every change of `Page.strokes` (drawing, erasing, cutting, undo and
/// redo, a page read from a file) by updating only the strokes that changed.
public struct StrokeIndex: Hashable, Sendable {
    public private(set) var grid = BoundsGrid()
    /// The ids of the strokes the grid holds, in order (with the grid's bounds, what `follow` compares).
    private var ids: [StrokeID] = []

    public init() {}

    /// The index of `strokes` (bottom to top).
    public init(_ strokes: [Stroke]) {
        grid = BoundsGrid(strokes.map(\.bounds))
        ids = strokes.map(\.id)
    }

    /// The indices of the strokes whose bounds meet `clip` (edges touching count; see
    /// `BoundsGrid.meets`), bottom to top.
    public func strokes(meeting clip: Rect) -> [Int] { grid.indices(meeting: clip) }

    /// Brings the index up to date with `strokes`: the run between the common start and the
    /// common end (same id and bounds) is replaced, the rest kept.
    mutating func follow(_ strokes: [Stroke]) {
        let old = ids.count, new = strokes.count, shorter = Swift.min(old, new)
        var head = 0
        while head < shorter, ids[head] == strokes[head].id, grid.rects[head] == strokes[head].bounds { head += 1 }
        if head == old && head == new { return }
        var tail = 0
        while tail < shorter - head, ids[old - 1 - tail] == strokes[new - 1 - tail].id,
              grid.rects[old - 1 - tail] == strokes[new - 1 - tail].bounds { tail += 1 }
        let changed = strokes[head..<(new - tail)]
        grid.replace(head..<(old - tail), with: changed.map(\.bounds))
        ids.replaceSubrange(head..<(old - tail), with: changed.map(\.id))
    }

    /// Follows strokes taken out at `removed` (ascending) and put in at `added` (their indices
    /// once all are in, ascending), as `BoundsGrid.update` does, without comparing the page.
    mutating func update(removing removed: [Int], adding added: [(index: Int, stroke: Stroke)]) {
        grid.update(removing: removed, adding: added.map { ($0.index, $0.stroke.bounds) })
        for i in removed.reversed() { ids.remove(at: i) }
        for item in added { ids.insert(item.stroke.id, at: item.index) }
    }

    public static func == (a: StrokeIndex, b: StrokeIndex) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
