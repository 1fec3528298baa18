/// The text an input method is composing and has not committed yet (its "preedit": the
/// pinyin or kana being converted, a dead key waiting for its letter), shown underlined at the
/// caret of the text field being typed into, and replaced there by the committed text.
///
/// Text input reaches the engine in two ways: committed text as key presses whose
/// `KeyChord.text` is what to insert (one character, or a whole converted phrase), and the
/// preedit as this value (`Editor.setPreedit`), nil once the input method commits or cancels.
public struct Preedit: Hashable, Sendable {
    /// The composed characters.
    public var text: String
    /// Where the input method's caret is in `text`, in characters (0...text.count).
    public var caret: Int

    public init(text: String = "", caret: Int? = nil) {
        self.text = text
        self.caret = Swift.max(0, Swift.min(caret ?? text.count, text.count))
    }

    /// Applies an input method's change (XIM's preedit draw): `length` characters from `first`
    /// are replaced by `inserted` (nil: only deleted); the caret moves to `caret`.
    public mutating func replace(first: Int, length: Int, with inserted: String?, caret newCaret: Int) {
        var chars = Array(text)
        let start = Swift.max(0, Swift.min(first, chars.count))
        let end = Swift.max(start, Swift.min(start + Swift.max(0, length), chars.count))
        chars.replaceSubrange(start..<end, with: Array(inserted ?? ""))
        text = String(chars)
        caret = Swift.max(0, Swift.min(newCaret, chars.count))
    }
}
