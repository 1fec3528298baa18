import InkDocument
import InkInput

/// The box being edited as it shows while an input method composes: the preedit stands at
/// the caret inside the draft's text (drawn underlined, its highlighted segment marked), and
/// the caret is the input method's, inside it. The draft itself (`box`) holds only what was
/// committed; the writing area is as tall as the text shown with the preedit (a composition
/// that wraps onto more lines grows it downwards, as typed text does: its top stays still).
extension TextEditView {
    /// Where the preedit starts in the shown text, in characters (the caret, within the text).
    var preeditStart: Int { Swift.max(0, Swift.min(caret, box.text.count)) }

    /// The box with the preedit put in at the caret (the box itself when nothing is composed).
    public var shownBox: TextBox { Self.boxShowing(preedit, in: box, at: caret) }

    /// `box` with `preedit` put in at `caret` (the box itself when nothing is composed).
    static func boxShowing(_ preedit: Preedit?, in box: TextBox, at caret: Int) -> TextBox {
        guard let preedit, !preedit.text.isEmpty else { return box }
        var shown = box
        var characters = Array(box.text)
        characters.insert(contentsOf: Array(preedit.text), at: Swift.max(0, Swift.min(caret, characters.count)))
        shown.text = String(characters)
        return shown
    }

    /// The caret in `shownBox`'s text: the input method's caret inside the preedit.
    public var shownCaret: Int {
        guard let preedit, !preedit.text.isEmpty else { return caret }
        return preeditStart + preedit.caret
    }

    /// The preedit's characters in `shownBox`'s text (nil: nothing is composed).
    public var preeditRange: Range<Int>? {
        guard let preedit, !preedit.text.isEmpty else { return nil }
        return preeditStart..<(preeditStart + preedit.text.count)
    }

    /// The highlighted segment of the preedit in `shownBox`'s text (nil: none).
    public var preeditHighlight: Range<Int>? {
        guard let h = preedit?.highlighted, preeditRange != nil else { return nil }
        return (preeditStart + h.lowerBound)..<(preeditStart + h.upperBound)
    }
}
