import InkDocument
import InkGeometry
import InkInput

/// The text box being edited: its draft (shown instead of the page's box), the caret, and the
/// handwriting written into it that waits to be converted. Changes go to the draft only; the
/// page gets them as one undo step when the editing finishes (`Editor.finishTextEditing`).
public struct TextEditing: Hashable, Sendable {
    /// The page the box is on.
    public var page: Int
    /// The box as it will be when the editing finishes.
    public var box: TextBox
    /// The box as the page holds it (nil: a new box, not on the page yet).
    public var original: TextBox?
    /// Where typing goes: an offset in characters (grapheme clusters) from the start.
    public var caret: Int { didSet { caretEndsLine = false } }
    /// Whether the caret shows at the end of the line its offset ends rather than at the start
    /// of the next (End on a line wrapped inside a word, where both are the same offset); any
    /// other move of the caret lets it go (`TextEditing+LineEnd`).
    public var caretEndsLine = false
    /// The other end of the selection (nil: none): the text between it and the caret is
    /// selected (Shift+click, a drag, Shift with the caret keys); typing replaces it.
    public var anchor: Int?
    /// The strokes written with the pen into the box and not converted yet (they are ink on the
    /// page, each its own undo step, until a candidate replaces them).
    public var handwriting: [StrokeID] = []
    /// What the recogniser read in the handwriting, best first.
    public var candidates: [String] = [] { didSet { candidateFocus = 0; candidateRing = false } }
    /// The reading the keys have chosen in the candidate bar (Enter takes it; the best at first).
    public var candidateFocus = 0
    /// Whether a ring shows `candidateFocus`: once the keys have moved it (a pen's tap needs none).
    public var candidateRing = false
    /// When the candidates show (the pen has paused): never while the pen writes (S1).
    public var candidatesDue: UInt64?
    /// The box as the crash-recovery journal holds it (nil: none): the draft reaches the
    /// journal as it is typed (`Editor.journalDraft`), before the page gets it.
    public var journaled: TextBox?
    /// What an input method is composing at the caret (shown, not in the text until committed).
    public var preedit: Preedit?

    public init(page: Int, box: TextBox, original: TextBox?) {
        self.page = page; self.box = box; self.original = original; caret = box.text.count; journaled = original
    }

    /// The draft as the page would hold it now: nil while it is empty (an emptied box goes away).
    public var draftOnPage: TextBox? { box.text.isEmpty ? nil : box }

    /// Whether the candidate bar shows.
    public var showsCandidates: Bool { !candidates.isEmpty && candidatesDue == nil }

    /// The selected characters, if any.
    public var selection: Range<Int>? {
        guard let anchor, anchor != caret else { return nil }
        let n = box.text.count
        let a = Swift.min(Swift.max(anchor, 0), n), c = Swift.min(Swift.max(caret, 0), n)
        return a == c ? nil : Swift.min(a, c)..<Swift.max(a, c)
    }

    /// Takes the selected text away (the caret where it was); false when nothing is selected.
    public mutating func deleteSelection() -> Bool {
        defer { anchor = nil }
        guard let range = selection else { return false }
        var characters = Array(box.text)
        characters.removeSubrange(range)
        box.text = String(characters)
        caret = range.lowerBound
        return true
    }

    /// Puts text at the caret (in place of the selection) and moves the caret past it.
    public mutating func insert(_ text: String) {
        _ = deleteSelection()
        var characters = Array(box.text)
        let at = Swift.min(Swift.max(caret, 0), characters.count)
        let added = Array(text)
        characters.insert(contentsOf: added, at: at)
        box.text = String(characters)
        // A combining mark joins the character before: count again rather than add.
        caret = Swift.min(String(characters[..<(at + added.count)]).count, box.text.count)
    }

    /// Backspace (`forward` false) or Delete: the selection, else the character before or after the caret.
    public mutating func delete(forward: Bool) {
        if deleteSelection() { return }
        var characters = Array(box.text)
        let at = Swift.min(Swift.max(caret, 0), characters.count)
        if forward {
            guard at < characters.count else { return }
            characters.remove(at: at)
        } else {
            guard at > 0 else { return }
            characters.remove(at: at - 1)
            caret = at - 1
        }
        box.text = String(characters)
    }

    /// A caret movement from the keys.
    public enum CaretMove: Sendable { case left, right, up, down, lineStart, lineEnd }

    /// Moves the caret: a character left or right, to the start or end of its line, or to the
    /// same column of the line above or below (lines as typed, split at Enter).
    public mutating func move(_ movement: CaretMove) {
        let characters = Array(box.text)
        let at = Swift.min(Swift.max(caret, 0), characters.count)
        let start = characters[..<at].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let end = characters[at...].firstIndex(of: "\n") ?? characters.count
        switch movement {
        case .left: caret = Swift.max(0, at - 1)
        case .right: caret = Swift.min(characters.count, at + 1)
        case .lineStart: caret = start
        case .lineEnd: caret = end
        case .up:
            guard start > 0 else { caret = 0; return }
            let above = characters[..<(start - 1)].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            caret = Swift.min(above + (at - start), start - 1)
        case .down:
            guard end < characters.count else { caret = characters.count; return }
            let below = characters[(end + 1)...].firstIndex(of: "\n") ?? characters.count
            caret = Swift.min(end + 1 + (at - start), below)
        }
    }

    /// The edit that gives the page the draft (placing, changing or removing an emptied box),
    /// or nil when nothing changed.
    public var finishingEdit: Edit? {
        let after = draftOnPage
        guard after != original else { return nil }
        return Edit(page: page, change: .text(TextChange(before: original, after: after)))
    }
}
