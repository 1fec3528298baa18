import InkDocument
import InkGeometry
import InkInput

/// The caret of the box being edited, placed and moved as the text is laid out (the renderer's
/// Pango layout through `TextMeasure`: wrapped lines, CJK, any size): a click or a pen tap in
/// the box puts it under the point (`pango_layout_xy_to_index`), Shift+click and a drag select,
/// Left and Right move by character (grapheme cluster), Up and Down by line as shown, Home and
/// End to the ends of the line as shown (on a line wrapped inside a word, End keeps the caret
/// at its end, `TextEditing+LineEnd`); with Shift they stretch the selection.
extension Editor {
    /// The caret offset under a window point in the box being edited.
    func caretOffset(atWindow p: Point) -> Int? {
        guard let t = textEditing else { return nil }
        let at = toPage(p, page: t.page)
        return textMeasure.caretOffset(in: t.box, at: Point(at.x - t.box.origin.x, at.y - t.box.origin.y))
    }

    /// A click or a pen tap in the box being edited: the caret goes under it; with Shift (or
    /// `extending`, a drag) the selection stretches from where the caret was to there.
    mutating func placeCaret(atWindow p: Point, extending: Bool) -> Damage {
        guard var t = textEditing, let offset = caretOffset(atWindow: p) else { return .none }
        t.anchor = extending ? (t.anchor ?? t.caret) : nil
        t.caret = offset
        return changeTextEditing(to: t)
    }

    /// A press of the mouse or a finger in the box being edited: the caret goes there (Shift:
    /// the selection stretches to it), and a drag selects (`TextBoxDrag.Grip.caret`).
    mutating func beginCaretDrag(_ e: InputEvent) -> Damage {
        guard let t = textEditing else { return .none }
        var damage = placeCaret(atWindow: e.position, extending: e.modifiers.contains(.shift))
        session = .draggingText(TextBoxDrag(deviceID: e.device.id, page: t.page, grip: .caret, box: t.box))
        damage.formUnion(toolHandles(.down(sample(e))))
        return damage
    }

    /// A drag from a press in the box: the selection runs from the caret the press put down to under the pen or pointer.
    mutating func dragCaret(toPage p: Point) -> Damage {
        guard let t = textEditing else { return .none }
        return placeCaret(atWindow: windowPoint(p, page: t.page), extending: true)
    }

    /// A point of a page in the window.
    func windowPoint(_ p: Point, page: Int) -> Point { viewport.toWindow(p + layout.origin(of: page)) }

    /// A pen stroke in the box being edited that is only a tap (the pen moved 3 px at most) while
    /// no handwriting waits to be read: not ink, the caret goes under it instead. (While
    /// handwriting waits, a tap is a dot of it.)
    mutating func caretTap(_ stroke: ActiveStroke) -> Damage? {
        guard let t = textEditing, t.page == stroke.page, t.handwriting.isEmpty, let view = textEditView,
              let first = stroke.points.first?.position else { return nil }
        let b = Rect(bounding: stroke.points.lazy.map(\.position))
        // Inside the dashed line, as a mouse's tap is (`TextEditView.outline`).
        guard Swift.max(b.width, b.height) * viewport.scale <= 3, view.outline.contains(windowPoint(first, page: t.page)) else { return nil }
        // The dot drawn while the pen was down goes.
        var damage = inkDamage(b.insetBy(-stroke.outline.width - 2).union(stroke.retiredTail), page: stroke.page)
        damage.formUnion(placeCaret(atWindow: windowPoint(first, page: t.page), extending: false))
        return damage
    }

    /// Left, Right, Up, Down, Home and End in the box being edited (Shift: the selection
    /// stretches); nil for other keys.
    mutating func moveCaret(_ key: KeyChord.Key, extending: Bool) -> Damage? {
        guard var t = textEditing else { return nil }
        let n = t.box.text.count, from = Swift.min(Swift.max(t.caret, 0), n)
        if !extending, let selected = t.selection, key == .left || key == .right {
            // The selection collapses to its end on that side.
            t.caret = key == .left ? selected.lowerBound : selected.upperBound
            t.anchor = nil
            return changeTextEditing(to: t)
        }
        let f = t.caretFrame(textMeasure)
        func under(_ x: Double, _ y: Double) -> Int { textMeasure.caretOffset(in: t.box, at: Point(x, y)) }
        let to: Int
        /// The height of the line the caret goes to, for a move by line.
        var line: Double?
        switch key {
        case .left: to = Swift.max(0, from - 1)
        case .right: to = Swift.min(n, from + 1)
        case .up:
            line = f.minY - f.height / 2
            to = f.minY < f.height / 2 ? 0 : offset(under: f.minX, line: f.minY - f.height / 2, of: t.box)
        case .down:
            let below = f.maxY + f.height / 2
            line = below
            to = below >= textMeasure.boxSize(t.box).height ? n : offset(under: f.minX, line: below, of: t.box)
        case .home: to = under(-1e5, f.center.y)
        case .end:
            line = f.center.y
            to = lineEnd(from: under(1e5, f.center.y), of: t.box, line: f.center.y)
        default: return nil
        }
        t.anchor = extending ? (t.anchor ?? from) : nil
        t.caret = to
        if let line, to > 0 {
            // The offset after a line broken inside a word shows at the next line's start: kept
            // on the line the keys went to, at its end.
            let shown = textMeasure.caretFrame(in: t.box, at: to), end = textMeasure.lineEndCaretFrame(in: t.box, at: to)
            t.caretEndsLine = !(shown.minY...shown.maxY).contains(line) && (end.minY...end.maxY).contains(line)
        }
        return changeTextEditing(to: t)
    }

    /// Where Up or Down lands: the offset under `x` on the line at `line`. Past the end of a
    /// line wrapped inside a word Pango answers the leading edge of its last letter, as it does
    /// for End: the caret then goes to the line's end (nearer to `x` than that edge is).
    private func offset(under x: Double, line: Double, of box: TextBox) -> Int {
        let offset = textMeasure.caretOffset(in: box, at: Point(x, line))
        let end = lineEnd(from: offset, of: box, line: line)
        guard end != offset else { return offset }
        let before = textMeasure.caretFrame(in: box, at: offset).minX, after = textMeasure.lineEndCaretFrame(in: box, at: end).minX
        return x >= (before + after) / 2 ? end : offset
    }

    /// The end of a line as End finds it: past the line's end Pango answers the leading edge of
    /// a wrapped line's last character (so that a line broken at a space ends before the
    /// space); on a line broken inside a word that character is a letter, and the line ends
    /// after it (`TextEditing.caretEndsLine` then keeps the caret on this line).
    private func lineEnd(from offset: Int, of box: TextBox, line: Double) -> Int {
        let text = Array(box.text)
        guard offset < text.count, !text[offset].isWhitespace else { return offset }
        let next = textMeasure.caretFrame(in: box, at: offset + 1), end = textMeasure.lineEndCaretFrame(in: box, at: offset + 1)
        return !(next.minY...next.maxY).contains(line) && (end.minY...end.maxY).contains(line) ? offset + 1 : offset
    }
}
