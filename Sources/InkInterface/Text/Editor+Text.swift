import InkDocument
import InkGeometry
import InkInput

/// The text tool: placing a box, taking hold of one, typing into it, dragging it by its grip or
/// its width handle, and finishing (Escape, a tap outside, another tool, a file command): the
/// draft goes to the page as one undo step, and an emptied box goes away.
extension Editor {
    /// The height of the writing area at the least, in window pixels: a comfortable line for a pen (S1).
    static let writingHeight = 64.0
    /// The size of the grip and of the width handle, in window pixels (pen-sized).
    static let gripSize = 28.0

    /// A press with the text tool on the canvas.
    mutating func beginText(_ e: InputEvent, page: Int) -> Damage {
        if let edit = textEditView {
            if let i = edit.candidateFrames.firstIndex(where: { $0.contains(e.position) }) {
                popupDismissedByPress = e.device.id
                return acceptCandidate(i)
            }
            let grip: TextBoxDrag.Grip? = edit.moveGrip.contains(e.position) ? .move : edit.widthGrip.contains(e.position) ? .width : nil
            if let grip, let t = textEditing {
                session = .draggingText(TextBoxDrag(deviceID: e.device.id, page: t.page, grip: grip, box: t.box))
                return toolHandles(.down(sample(e)))
            }
            if edit.outline.contains(e.position) {
                // The pen writes in the box (it stays still meanwhile; a tap puts the caret there,
                // `caretTap`); a mouse or a finger puts the caret under it and a drag selects.
                if e.device.kind == .pen { return beginHandwriting(e) }
                return beginCaretDrag(e)
            }
            // A tap outside finishes the box; it places nothing, unless it takes hold of another box.
            popupDismissedByPress = e.device.id
            var damage = finishTextEditing()
            if let (p, box) = textBox(at: e.position) { damage.formUnion(editText(box, page: p, caretAt: e.position)) }
            return damage
        }
        if let (p, box) = textBox(at: e.position) { return editText(box, page: p, caretAt: e.position) }
        textEditing = TextEditing(page: page, box: newTextBox(at: e.position, page: page, style: toolState(for: e.device.kind)), original: nil)
        return textEditDamage
    }

    /// A new empty box of `page` whose first line starts at window point `p`, in `style`'s
    /// size and colour (the text tool's), fifteen ems wide (at least 200 units), but no wider
    /// than the room left on a page of a size: a box placed near the right edge wraps its text
    /// there, rather than running past the page (and being cut off in a PDF export). With less
    /// than four ems of room, the box keeps four ems and moves left to end at the edge.
    func newTextBox(at p: Point, page: Int, style: ToolState) -> TextBox {
        let size = style.width, at = toPage(p, page: page)
        var x = at.x, width = Swift.max(15 * size, 200)
        if let pageWidth = document.pages[page].size?.width, x < pageWidth {
            let least = Swift.min(4 * size, width)
            width = Swift.max(least, Swift.min(width, pageWidth - x))
            x = Swift.max(0, Swift.min(x, pageWidth - width))
        }
        return TextBox(id: document.pages[page].nextTextID, origin: Point(x, at.y - size * 0.7),
                       width: width, fontSize: size, color: style.color(in: palette))
    }

    /// Starts editing a box of the page, the caret under the tap that took hold of it.
    mutating func editText(_ box: TextBox, page: Int, caretAt tap: Point) -> Damage {
        var damage = textEditDamage
        textEditing = TextEditing(page: page, box: box, original: box)
        damage.formUnion(placeCaret(atWindow: tap, extending: false))
        damage.formUnion(textEditDamage)
        return damage
    }

    /// The topmost box of the page under a window point, if any.
    func textBox(at p: Point) -> (page: Int, box: TextBox)? {
        let page = page(atWindow: p)
        guard document.pages.indices.contains(page) else { return nil }
        let at = toPage(p, page: page)
        return document.pages[page].texts.last { textMeasure.boxFrame($0).contains(at) }.map { (page, $0) }
    }

    /// Ends the editing: the draft goes to the page as one undo step (placing, changing or
    /// removing the box); handwriting not converted stays as ink.
    mutating func finishTextEditing() -> Damage {
        guard let t = textEditing else { return .none }
        var damage = textEditDamage
        textEditing = nil
        if let edit = t.finishingEdit { damage.formUnion(historyDamage((t.page, commit(edit)))) } else { journalDraftUndone(t) }
        return damage
    }

    /// Finishes the box before a command that works on the document or leaves the text tool
    /// (undo, redo, another tool, select all, clear); nil when the command leaves it be.
    mutating func finishTextEditing(before command: EditorCommand) -> Damage? {
        guard textEditing != nil else { return nil }
        switch command {
        case .undo, .redo, .selectAll, .clearPage, .deleteSelection: return finishTextEditing()
        case .selectTool(let t) where t != .text: return finishTextEditing()
        case .toggleEraser, .previousTool, .cycleTools: return finishTextEditing()
        default: return nil
        }
    }

    /// A colour or size chosen while a box is edited goes to it.
    mutating func followTextEditing(_ command: EditorCommand, state: ToolState) -> Damage {
        guard var t = textEditing, state.effectiveTool == .text else { return .none }
        let before = textEditDamage
        switch command {
        case .selectColor, .setColor: t.box.color = state.color(in: palette)
        case .selectWidth, .setWidth, .stepWidth: t.box.fontSize = state.width
        default: return .none
        }
        textEditing = t
        journalDraft()
        var damage = before
        damage.formUnion(textEditDamage)
        return damage
    }

    /// Keys while a box is edited: typing, Enter (a new line), Backspace, Delete, the arrows,
    /// Home, End, Escape (done). Keys with Ctrl or Alt are shortcuts (nil: not taken).
    mutating func textEditingHandles(_ key: KeyChord) -> Damage? {
        if let moved = textBoxKeyHandles(key) { return moved }
        // Ctrl+A selects the box's text, as in any text field (the Document menu's "Select
        // all" still finishes the box and selects the page's objects).
        if key.modifiers == [.control], key.isKey(.character("a")), let all = selectAllText() { return all }
        guard var t = textEditing, !key.modifiers.contains(.control), !key.modifiers.contains(.alt) else { return nil }
        if let damage = candidateKeyHandles(key) { return damage }
        switch key.key {
        case .escape: return finishTextEditing()
        case .enter: t.insert("\n")
        case .backspace: t.delete(forward: false)
        case .delete: t.delete(forward: true)
        case .left, .right, .up, .down, .home, .end: return moveCaret(key.key, extending: key.modifiers.contains(.shift))
        case .character(let c): t.insert(key.text ?? (key.modifiers.contains(.shift) ? c.uppercased() : c))
        case .pageUp, .pageDown, .tab, .menu, .function: return nil
        }
        return changeTextEditing(to: t)
    }

    /// Text committed by the keyboard or an input method (a whole string at once, as an input
    /// method commits it) goes into the box being edited, at the caret. The one entry point for
    /// typed text that is not a key: nothing happens when no box is being edited.
    public mutating func typeText(_ text: String) -> Outcome {
        outcome(trackingOverlays { editor in
            guard var t = editor.textEditing, !text.isEmpty else { return .none }
            t.insert(text)
            return editor.changeTextEditing(to: t)
        })
    }

    /// Whether a box is being edited (the keyboard's text goes to it).
    public var isEditingText: Bool { textEditing != nil }

    mutating func changeTextEditing(to t: TextEditing) -> Damage {
        var damage = textEditDamage
        offerSelectedTextAsPrimary(was: textEditing, now: t)
        textEditing = t
        journalDraft()
        damage.formUnion(textEditDamage)
        return damage
    }

    /// The writing area of the box being edited, in its page's units: the text as the
    /// renderer lays it out (`TextMeasure.boxFrame`, Pango in the app), with an input method's
    /// composition where it shows, never less than `writingHeight` on screen.
    var textEditPageFrame: Rect? {
        guard let t = textEditing else { return nil }
        let b = textMeasure.boxFrame(TextEditView.boxShowing(t.preedit, in: t.box, at: t.caret))
        let height = Swift.max(b.height, Self.writingHeight / viewport.scale)
        return Rect(x: b.x, y: b.y, width: b.width, height: height)
    }

    /// The box being edited as the scene shows it.
    public var textEditView: TextEditView? {
        guard let t = textEditing, document.pages.indices.contains(t.page), let pageFrame = textEditPageFrame else { return nil }
        let f = toWindow(pageFrame, page: t.page), m = TextEditView.margin
        let g = Self.gripSize
        // The move grip where the writing hand leaves it free (L1): beside the dashed line
        // (`TextEditView.outline`) at its top left for a right hand; for a left hand, which
        // lies to the left of and below the pen, above its top right (the width handle stays
        // on the right side, where the lines grow, just outside the dashed line: astride it, it
        // covered the last letters of lines reaching the box's width).
        let move = rightHanded ? Rect(x: f.minX - m - g - 4, y: f.minY - m, width: g, height: g)
                               : Rect(x: f.maxX + m - g, y: f.minY - m - g - 4, width: g, height: g)
        let width = Rect(x: f.maxX + m + 2, y: f.minY + f.height / 2 - g / 2, width: g, height: g)
        var frames: [Rect] = []
        if t.showsCandidates {
            var x = f.minX
            for c in t.candidates {
                let w = Swift.max(48, Double(c.count) * 30 + 20)
                frames.append(Rect(x: x, y: f.maxY + m + 8, width: w, height: 48))
                x += w + 6
            }
        }
        var view = TextEditView(page: t.page, box: t.box, caret: t.caret, frame: f, moveGrip: move, widthGrip: width,
                                candidates: t.showsCandidates ? t.candidates : [], candidateFrames: frames)
        view.selection = t.selection
        view.caretEndsLine = t.showsCaretAtLineEnd
        view.preedit = t.preedit
        view.candidateFocus = t.showsCandidates ? t.candidateFocus : nil
        view.candidateRing = t.showsCandidates && t.candidateRing
        return view
    }

    /// The window area of everything drawn for the box being edited.
    var textEditDamage: Damage {
        guard let view = textEditView else { return .none }
        var damage = Damage(window: view.extent)
        // Text drawn past the estimate (a long word) still lies in its row of the canvas.
        damage.region.add(Rect(x: canvasFrame.minX, y: view.outline.minY - 4, width: canvasFrame.width, height: view.outline.height + 8))
        return damage
    }
}
