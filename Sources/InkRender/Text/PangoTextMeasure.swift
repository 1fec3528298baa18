import CCairo
internal import CPango
import InkDocument
import InkGeometry
import InkInterface

/// The interface font's measure, through Pango (the same layouts the painters draw), for the
/// engine's layout: the app hands it over (`textMeasure`), for the interface scale it draws at.
public struct PangoTextMeasure: TextMeasure {
    /// The measure at scale 1.
    public static let shared = PangoTextMeasure()

    /// The interface scale the text is drawn at. Pango hints a font's metrics to whole screen
    /// pixels, so a line of text is a pixel or two wider or narrower in interface pixels at 2x
    /// than at 1x: measured at one scale and drawn at another, it can wrap into another number
    /// of lines than its box was made for.
    public let scale: Double

    public init(scale: Double = 1) { self.scale = scale }

    /// The measure of the text drawn on `cr` (its scale from user units to pixels): what a
    /// painter lays out with, as the editor did with the measure of the same scale.
    static func of(_ cr: OpaquePointer) -> PangoTextMeasure {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return PangoTextMeasure(scale: (m.xx * m.xx + m.yx * m.yx).squareRoot())
    }

    public func width(_ text: String, _ style: TextStyle) -> Double {
        guard !text.isEmpty else { return 0 }
        return TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: text, size: style.size, bold: style.bold), scale: scale) {
            TextLayoutMetrics($0).width
        }
    }

    public func lineHeight(_ style: TextStyle) -> Double {
        TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: "Ag", size: style.size, bold: style.bold), scale: scale) {
            TextLayoutMetrics($0).height.rounded(.up)
        }
    }

    /// The lines Pango breaks `text` into at `width` (as `TextPainter` draws it wrapped: Pango's
    /// line breaking also breaks after a path's slashes, where `TextWrapping` keeps a path
    /// whole, so a box made for `TextWrapping`'s lines could hold a line too many).
    public func lines(_ text: String, width: Double, _ style: TextStyle) -> [String] {
        guard !text.isEmpty else { return [] }
        let key = TextLayoutKey(text: text, size: style.size, bold: style.bold, fit: .wrapped(width: width, lines: Int(Int16.max)))
        return TextLayouts.shared.withMeasuredLayout(key, scale: scale) { layout in
            let bytes = Array(text.utf8)
            var lines: [String] = []
            for i in 0..<pango_layout_get_line_count(layout) {
                guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
                let start = Swift.min(bytes.count, Swift.max(0, Int(line.pointee.start_index)))
                let end = Swift.min(bytes.count, start + Swift.max(0, Int(line.pointee.length)))
                let piece = String(decoding: bytes[start..<end], as: UTF8.self)
                lines.append(String(piece.reversed().drop { $0 == " " || $0.isNewline }.reversed()))
            }
            return lines
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
