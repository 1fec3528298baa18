import CCairo
import InkGeometry
import InkInterface

/// The Document menu's Copy, Cut and Paste icons, drawn as strokes on a 24x24 grid centred in
/// a frame, like the document ring's (`DocumentIcons`).
enum ClipboardIcons {
    static func draw(_ command: ClipboardCommand, in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        func line(_ points: [(Double, Double)]) { strokeIconLine(cr, points) }
        switch command {
        case .copy:
            // Two sheets, one over the other.
            line([(9, 7), (9, 3), (20, 3), (20, 16), (16, 16)])
            cairo_rectangle(cr, 4, 8, 11, 13); cairo_stroke(cr)
        case .cut:
            // Scissors: two blades crossing above two rings.
            line([(7, 3), (15, 15)]); line([(17, 3), (9, 15)])
            cairo_new_sub_path(cr); cairo_arc(cr, 7, 18, 3, 0, 2 * .pi); cairo_stroke(cr)
            cairo_new_sub_path(cr); cairo_arc(cr, 17, 18, 3, 0, 2 * .pi); cairo_stroke(cr)
        case .paste:
            // A clipboard with its clip.
            line([(8, 5), (5, 5), (5, 21), (19, 21), (19, 5), (16, 5)])
            cairo_rectangle(cr, 8, 3, 8, 4); cairo_stroke(cr)
            line([(9, 12), (15, 12)]); line([(9, 16), (13, 16)])
        }
        cairo_restore(cr)
    }
}
