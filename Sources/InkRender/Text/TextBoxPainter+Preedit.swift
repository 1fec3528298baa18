import CCairo
internal import CPango
import InkDocument
import InkGeometry
import InkInterface

/// The box being edited while an input method composes: its text with the preedit in place at
/// the caret, the preedit underlined in the box's colour and its highlighted segment (the one
/// being converted) on a light amber background. Nothing of it is in the box's text yet.
extension TextBoxPainter {
    /// The background of the preedit's highlighted segment: a light amber, unlike any of the
    /// interface's blues, so it reads as the input method's and not as a selection.
    static let preeditHighlight: UInt32 = 0xffe7a0

    /// Draws `edit`'s box as it shows; `cr`'s units are the page's.
    static func paintShown(_ edit: TextEditView, on cr: OpaquePointer) {
        guard let range = edit.preeditRange else { return paint(edit.box, on: cr) }
        let box = edit.shownBox
        cairo_save(cr)
        cairo_set_source_rgba(cr, box.color.red, box.color.green, box.color.blue, box.color.alpha)
        cairo_move_to(cr, box.origin.x, box.origin.y)
        _ = withLayout(box, on: cr) { layout in
            guard let attributes = pango_attr_list_new() else { return pango_cairo_show_layout(cr, layout) }
            defer { pango_attr_list_unref(attributes) }
            if let underline = pango_attr_underline_new(PANGO_UNDERLINE_SINGLE) {
                span(underline, range, in: box.text)
                pango_attr_list_insert(attributes, underline)
            }
            if let h = edit.preeditHighlight {
                let c = preeditHighlight
                let channel = { (shift: UInt32) in UInt16((c >> shift) & 0xff) * 257 }
                if let background = pango_attr_background_new(channel(16), channel(8), channel(0)) {
                    span(background, h, in: box.text)
                    pango_attr_list_insert(attributes, background)
                }
            }
            pango_layout_set_attributes(layout, attributes)
            pango_cairo_show_layout(cr, layout)
        }
        cairo_restore(cr)
    }

    /// Sets an attribute to cover `characters` of `text` (Pango counts UTF-8 bytes).
    private static func span(_ attribute: UnsafeMutablePointer<PangoAttribute>, _ characters: Range<Int>, in text: String) {
        attribute.pointee.start_index = UInt32(byteOffset(of: characters.lowerBound, in: text))
        attribute.pointee.end_index = UInt32(byteOffset(of: characters.upperBound, in: text))
    }

    /// The UTF-8 offset of the character (grapheme cluster) at `index` of `text`.
    static func byteOffset(of index: Int, in text: String) -> Int {
        String(text.prefix(Swift.max(0, index))).utf8.count
    }
}
