import InkGeometry

/// A text box placed, changed or taken away (`before` nil: placed; `after` nil: removed), and
/// the ink taken away or put back with it in the same step: accepting a handwriting candidate
/// replaces the handwritten strokes with the text, one undo step.
public struct TextChange: Hashable, Sendable, Codable {
    public var before: TextBox?
    public var after: TextBox?
    /// Strokes taken out of the page (at their indices before the change).
    public var inkRemoved: [PlacedStroke]
    /// Strokes put into the page (at their indices after it).
    public var inkAdded: [PlacedStroke]

    public init(before: TextBox?, after: TextBox?, inkRemoved: [PlacedStroke] = [], inkAdded: [PlacedStroke] = []) {
        self.before = before; self.after = after; self.inkRemoved = inkRemoved; self.inkAdded = inkAdded
    }

    /// The change that undoes this one.
    public var inverse: TextChange { TextChange(before: after, after: before, inkRemoved: inkAdded, inkAdded: inkRemoved) }
}

extension Page {
    /// The index of a text box by id.
    public func textIndex(of id: UInt64) -> Int? { texts.firstIndex { $0.id == id } }

    /// An id no text box of the page has.
    public var nextTextID: UInt64 { (texts.map(\.id).max() ?? 0) + 1 }

    /// Puts `after` where `before` was (by id), or adds it on top, or takes `before` away;
    /// returns the area touched (empty when nothing changed).
    mutating func applyText(before: TextBox?, after: TextBox?) -> Rect {
        let index = (before ?? after).flatMap { textIndex(of: $0.id) }
        var touched = Rect.empty
        if let index { touched = texts[index].bounds }
        switch (index, after) {
        case (let i?, let box?): texts[i] = box
        case (let i?, nil): texts.remove(at: i)
        case (nil, let box?): texts.append(box)
        case (nil, nil): return .empty
        }
        if let after { touched = touched.union(after.bounds) }
        return touched
    }
}
