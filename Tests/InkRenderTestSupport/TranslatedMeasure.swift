import InkDocument
import InkGeometry
import InkInterface
import InkRender

/// Pango's measure of a catalog's translations: an interface layout, given English titles (no
/// translator is installed in the test processes), measures them as the translated window
/// draws them. `catalog` is msgid → msgstr (`Catalog.translations`); a message it lacks or
/// leaves empty is measured as written.
public struct TranslatedMeasure: TextMeasure {
    public let catalog: [String: String]

    public init(catalog: [String: String]) { self.catalog = catalog }

    /// What the translated window shows for `text`.
    public func shown(_ text: String) -> String { catalog[text].flatMap { $0.isEmpty ? nil : $0 } ?? text }

    public func width(_ text: String, _ style: TextStyle) -> Double { PangoTextMeasure.shared.width(shown(text), style) }
    public func lineHeight(_ style: TextStyle) -> Double { PangoTextMeasure.shared.lineHeight(style) }
    public func lines(_ text: String, width: Double, _ style: TextStyle) -> [String] {
        PangoTextMeasure.shared.lines(shown(text), width: width, style)
    }
    public func boxSize(_ box: TextBox) -> Size { PangoTextMeasure.shared.boxSize(box) }
    public func caretOffset(in box: TextBox, at point: Point) -> Int { PangoTextMeasure.shared.caretOffset(in: box, at: point) }
    public func caretFrame(in box: TextBox, at offset: Int) -> Rect { PangoTextMeasure.shared.caretFrame(in: box, at: offset) }
    public func lineEndCaretFrame(in box: TextBox, at offset: Int) -> Rect {
        PangoTextMeasure.shared.lineEndCaretFrame(in: box, at: offset)
    }
}
