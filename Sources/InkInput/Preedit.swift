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
    /// Per character of `text`: whether the input method shows it highlighted (the segment
    /// being converted, XIM's reverse or highlight feedback).
    public var emphasis: [Bool]

    public init(text: String = "", caret: Int? = nil, highlighted: Range<Int>? = nil) {
        self.text = text
        self.caret = Swift.max(0, Swift.min(caret ?? text.count, text.count))
        emphasis = (0..<text.count).map { highlighted?.contains($0) ?? false }
    }

    /// The highlighted segment, in characters: from the first highlighted character to the
    /// last (nil: none is).
    public var highlighted: Range<Int>? {
        guard let first = emphasis.firstIndex(of: true), let last = emphasis.lastIndex(of: true) else { return nil }
        return first..<(last + 1)
    }

    /// Applies an input method's change (XIM's preedit draw): `length` characters from `first`
    /// are replaced by `inserted` (nil: only deleted), each inserted character highlighted as
    /// `emphasis` says (missing: not); the caret moves to `caret`.
    public mutating func replace(first: Int, length: Int, with inserted: String?, emphasis marks: [Bool] = [], caret newCaret: Int) {
        var chars = Array(text)
        if emphasis.count != chars.count { emphasis = Array(repeating: false, count: chars.count) }
        let start = Swift.max(0, Swift.min(first, chars.count))
        let end = Swift.max(start, Swift.min(start + Swift.max(0, length), chars.count))
        let added = Array(inserted ?? "")
        chars.replaceSubrange(start..<end, with: added)
        emphasis.replaceSubrange(start..<end, with: added.indices.map { $0 < marks.count && marks[$0] })
        text = String(chars)
        // Characters that join when put together (a combining mark) leave one flag each.
        if emphasis.count != text.count { emphasis = Array(emphasis.prefix(text.count)) + Array(repeating: false, count: Swift.max(0, text.count - emphasis.count)) }
        caret = Swift.max(0, Swift.min(newCaret, text.count))
    }
}
