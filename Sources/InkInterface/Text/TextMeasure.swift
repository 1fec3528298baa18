import InkDocument
import InkGeometry

/// The look of a piece of interface text: its size in interface pixels and its weight.
public struct TextStyle: Hashable, Sendable {
    public var size: Double
    public var bold: Bool

    public init(size: Double, bold: Bool = false) { self.size = size; self.bold = bold }
}

/// How much room text takes in the interface's font, for the editor's layout (the engine has
/// no fonts: the renderer's Pango measure is given to the editor by the app, `Editor.textMeasure`).
/// Widths and heights are in interface pixels (before any HiDPI scale).
public protocol TextMeasure: Sendable {
    /// The advance width of `text` on one line.
    func width(_ text: String, _ style: TextStyle) -> Double
    /// The distance between the baselines of two lines.
    func lineHeight(_ style: TextStyle) -> Double
    /// `text` broken into lines no wider than `width`, as the renderer breaks it when it draws
    /// it wrapped (a box is made for as many lines as this gives).
    func lines(_ text: String, width: Double, _ style: TextStyle) -> [String]
    /// A text box's text laid out as the page shows it (wrapped at the box's width, in its font
    /// and size), in page units: the height is the box's (`TextBoxLayout` has the default).
    func boxSize(_ box: TextBox) -> Size
    /// The caret offset (in characters, grapheme clusters) nearest to `point`, given in page
    /// units from the box's top left: a click in the box puts the caret there.
    func caretOffset(in box: TextBox, at point: Point) -> Int
    /// Where the caret at `offset` characters stands, from the box's top left (its top and
    /// height; width 0).
    func caretFrame(in box: TextBox, at offset: Int) -> Rect
    /// Where the caret at `offset` stands when it is kept at the end of a line wrapped there
    /// (End on a line broken inside a word: the offset after the line's last character is also
    /// the next line's first): after the character before it, on that character's line.
    func lineEndCaretFrame(in box: TextBox, at offset: Int) -> Rect
}

extension TextMeasure {
    /// By default `TextWrapping`'s lines: broken at spaces (and between CJK characters) into
    /// lines no wider than `width` (a word wider than that stands alone).
    public func lines(_ text: String, width: Double, _ style: TextStyle) -> [String] {
        TextWrapping.wrap(text, width: width) { self.width($0, style) }
    }
}

/// A measure that knows no font: every character (a grapheme) is `advance` × the size wide and
/// lines are 1.25 × the size apart. Deterministic, for the engine's tests and for editors that
/// draw no text (the app gives the editor the font's measure).
public struct UniformTextMeasure: TextMeasure {
    public var advance: Double

    public init(advance: Double = 0.5) { self.advance = advance }

    public func width(_ text: String, _ style: TextStyle) -> Double { Double(text.count) * style.size * advance }
    public func lineHeight(_ style: TextStyle) -> Double { (style.size * 1.25).rounded() }
}
