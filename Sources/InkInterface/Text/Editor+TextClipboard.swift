import InkDocument
import InkGeometry

/// Copy, cut, paste and select all inside the text box being edited, as in any text field:
/// Ctrl+C and Ctrl+X offer the selected text to other apps (`Effect.offerText`), Ctrl+V asks
/// the platform for the clipboard's text (`Effect.pasteTextRequested`, answered through
/// `pasteText`), Ctrl+A selects the box's text (`textEditingHandles`). (They took the
/// strokes' way: "Nothing is selected: select strokes with the lasso…", "The clipboard is
/// empty.", the page's objects selected and the box closed.)
extension Editor {
    /// A clipboard command while a box is open; nil when no box is.
    mutating func textClipboard(_ command: ClipboardCommand) -> Damage? {
        guard var t = textEditing else { return nil }
        switch command {
        case .copy, .cut:
            // Nothing selected: nothing to copy, as in a text field (no notice).
            guard let range = t.selection else { return Damage.none }
            outbox.answers.append(.offerText(String(Array(t.box.text)[range]), .clipboard))
            var damage = withdrawNotice(about: .clipboard)
            if command == .cut, t.deleteSelection() { damage.formUnion(changeTextEditing(to: t)) }
            return damage
        case .paste:
            outbox.answers.append(.pasteTextRequested)
            return Damage.none
        }
    }

    /// Text selected in the box is offered as the PRIMARY selection, as X apps do (a middle
    /// click in a terminal or an editor pastes it), each time the selection changes.
    mutating func offerSelectedTextAsPrimary(was old: TextEditing?, now t: TextEditing) {
        guard let range = t.selection, range != old?.selection || t.box.text != old?.box.text else { return }
        outbox.answers.append(.offerText(String(Array(t.box.text)[range]), .primary))
    }

    /// Ctrl+A while a box is open: all of its text selected; nil when no box is.
    mutating func selectAllText() -> Damage? {
        guard var t = textEditing else { return nil }
        t.anchor = 0
        t.caret = t.box.text.count
        return changeTextEditing(to: t)
    }

    /// The clipboard's text (line ends made "\n", tabs a space, other control characters left
    /// out), pasted at the caret of the box being edited, in place of its selection; with no
    /// box open (text copied in another app, Ctrl+V on the page), as a new box at the pointer
    /// (else in the middle of the view) in the text tool's size and colour: one undo step,
    /// selected with the lasso in hand to move it, as pasted strokes are.
    public mutating func pasteText(_ text: String) -> Outcome {
        outcome(trackingOverlays { editor in
            let clean = Self.pastable(text)
            guard !clean.isEmpty else { return editor.postNotice(tr("The clipboard holds no text."), about: .clipboard) }
            var damage = editor.withdrawNotice(about: .clipboard)
            if var t = editor.textEditing {
                t.insert(clean)
                damage.formUnion(editor.changeTextEditing(to: t))
            } else {
                damage.formUnion(editor.placePastedText(clean))
            }
            return damage
        })
    }

    /// A new box holding `text`, placed and finished as one undo step, then selected.
    private mutating func placePastedText(_ text: String) -> Damage {
        guard !session.holdsPage else { return postNotice(tr("Not pasted: lift the pen first."), about: .clipboard) }
        let spot = pointerAt.flatMap { canvasFrame.contains($0) ? $0 : nil } ?? canvasFrame.center
        let page = self.page(atWindow: spot)
        guard document.pages.indices.contains(page) else { return .none }
        var style = toolState(for: activeKind)
        style.choose(.text)
        let box = newTextBox(at: spot, page: page, style: style)
        var t = TextEditing(page: page, box: box, original: nil)
        t.insert(text)
        var damage = clearSelection()
        textEditing = t
        damage.formUnion(finishTextEditing())
        damage.formUnion(select([], texts: [box.id], page: page, repaint: textMeasure.boxFrame(t.box)))
        damage.formUnion(lendLasso(to: activeKind))
        return damage
    }

    /// The clipboard offers none of the types the paste asked for: for the box being edited
    /// (which asks for text only) no text, else nothing Inkstone can paste.
    public mutating func nothingToPaste() -> Outcome {
        showClipboardNotice(isEditingText ? tr("The clipboard holds no text.")
                                          : tr("The clipboard holds nothing Inkstone can paste (strokes, text, or a PNG or JPEG image)."))
    }

    /// Text as a box takes it from the clipboard.
    static func pastable(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return String(String.UnicodeScalarView(lines.unicodeScalars.compactMap { s in
            if s == "\n" { return s }
            if s == "\t" { return " " }
            return s.properties.generalCategory == .control ? nil : s
        }))
    }
}
