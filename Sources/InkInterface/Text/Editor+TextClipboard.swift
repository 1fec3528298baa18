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

    /// Ctrl+A while a box is open: all of its text selected; nil when no box is.
    mutating func selectAllText() -> Damage? {
        guard var t = textEditing else { return nil }
        t.anchor = 0
        t.caret = t.box.text.count
        return changeTextEditing(to: t)
    }

    /// The clipboard's text, pasted at the caret of the box being edited (in place of its
    /// selection): line ends made "\n", tabs a space, other control characters left out.
    /// Nothing happens when no box is open (the paste was asked for by one that closed since).
    public mutating func pasteText(_ text: String) -> Outcome {
        outcome(trackingOverlays { editor in
            guard var t = editor.textEditing else { return .none }
            let clean = Self.pastable(text)
            guard !clean.isEmpty else { return editor.postNotice(tr("The clipboard holds no text."), about: .clipboard) }
            t.insert(clean)
            var damage = editor.withdrawNotice(about: .clipboard)
            damage.formUnion(editor.changeTextEditing(to: t))
            return damage
        })
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
