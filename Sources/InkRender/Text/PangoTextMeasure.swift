internal import CPango
import InkDocument
import InkGeometry
import InkInterface

/// The interface font's measure, through Pango (the same layouts the painters draw), for the
/// engine's layout: the app hands it over (`textMeasure`).
public struct PangoTextMeasure: TextMeasure {
    public static let shared = PangoTextMeasure()

    public init() {}

    public func width(_ text: String, _ style: TextStyle) -> Double {
        guard !text.isEmpty else { return 0 }
        return TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: text, size: style.size, bold: style.bold)) {
            TextLayoutMetrics($0).width
        }
    }

    public func lineHeight(_ style: TextStyle) -> Double {
        TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: "Ag", size: style.size, bold: style.bold)) {
            TextLayoutMetrics($0).height.rounded(.up)
        }
    }
}

extension PangoTextMeasure {
    /// A box measured as `TextBoxPainter` lays it out (`TextBoxMetrics`).
    public func boxSize(_ box: TextBox) -> Size { TextBoxMetrics.shared.size(box) }

    public func caretOffset(in box: TextBox, at point: Point) -> Int { TextBoxMetrics.shared.caretOffset(in: box, at: point) }

    public func caretFrame(in box: TextBox, at offset: Int) -> Rect { TextBoxMetrics.shared.caretFrame(in: box, at: offset) }

    public func lineEndCaretFrame(in box: TextBox, at offset: Int) -> Rect {
        TextBoxMetrics.shared.caretFrame(in: box, at: offset, endsLine: true)
    }
}
