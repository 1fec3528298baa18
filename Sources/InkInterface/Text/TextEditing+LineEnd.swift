import InkGeometry

/// The caret at the end of a wrapped line. Where a line is broken inside a word, the offset
/// after its last character is also the next line's first, and a layout shows that offset at
/// the start of the next line; End keeps the caret where the person put it, at the end of the
/// line as shown (`caretEndsLine`), until the caret moves again.
extension TextEditing {
    /// Whether the caret shows at the end of the line before its offset: kept there by End
    /// (or Up and Down landing there), with a character before it that is not a line break and
    /// no composition under way.
    public var showsCaretAtLineEnd: Bool {
        guard caretEndsLine, preedit == nil, caret > 0, caret <= box.text.count else { return false }
        return box.text[box.text.index(box.text.startIndex, offsetBy: caret - 1)] != "\n"
    }

    /// Where the caret stands in the box, from its top left (width 0), as `measure` lays it out.
    public func caretFrame(_ measure: any TextMeasure) -> Rect {
        showsCaretAtLineEnd ? measure.lineEndCaretFrame(in: box, at: caret) : measure.caretFrame(in: box, at: caret)
    }
}
