import CCairo
import InkGeometry
import InkInterface

/// The document ring's icons (issue 16), drawn as strokes on a 24x24 grid centred in a frame,
/// like the toolbar's.
enum DocumentIcons {
    static func draw(_ item: MenuItem, in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        func line(_ points: [(Double, Double)]) { strokeIconLine(cr, points) }
        func page() { line([(6, 3), (14, 3), (18, 7), (18, 21), (6, 21), (6, 3)]) }
        switch item {
        case .document:
            page()
            line([(9, 10), (15, 10)]); line([(9, 14), (15, 14)]); line([(9, 18), (13, 18)])
        case .open:
            line([(3, 19), (3, 6), (9, 6), (11, 8), (20, 8), (20, 11)])
            line([(3, 19), (6, 11), (22, 11), (19, 19), (3, 19)])
        case .save:
            line([(12, 3), (12, 14)]); line([(8, 10), (12, 14), (16, 10)])
            line([(4, 15), (4, 20), (20, 20), (20, 15)])
        case .export:
            line([(12, 14), (12, 3)]); line([(8, 7), (12, 3), (16, 7)])
            line([(4, 11), (4, 20), (20, 20), (20, 11)])
        case .newPage:
            page()
            line([(12, 9), (12, 17)]); line([(8, 13), (16, 13)])
        case .goToPage:
            page()
            line([(9, 13), (15, 13)]); line([(12, 10), (15, 13), (12, 16)])
        case .zoom(.fitWidth):
            line([(3, 5), (3, 19)]); line([(21, 5), (21, 19)])
            line([(6, 12), (18, 12)]); line([(9, 9), (6, 12), (9, 15)]); line([(15, 9), (18, 12), (15, 15)])
        case .zoom(.fitPage):
            line([(3, 8), (3, 3), (8, 3)]); line([(16, 3), (21, 3), (21, 8)])
            line([(21, 16), (21, 21), (16, 21)]); line([(8, 21), (3, 21), (3, 16)])
            cairo_rectangle(cr, 8, 7, 8, 10); cairo_stroke(cr)
        case .zoom(.actualSize):
            TextPainter.draw("1:1", in: Rect(x: 0, y: 2, width: 24, height: 20), size: 12, bold: true, color: color, align: .center, padding: 0, on: cr)
        default:
            break
        }
        cairo_restore(cr)
    }

    /// The Document menu's New window: a window (its title bar) with a plus in it.
    static func drawNewWindow(in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        strokeIconLine(cr, [(3, 5), (21, 5), (21, 19), (3, 19), (3, 5)])
        strokeIconLine(cr, [(3, 9), (21, 9)])
        strokeIconLine(cr, [(12, 11), (12, 17)])
        strokeIconLine(cr, [(9, 14), (15, 14)])
        cairo_restore(cr)
    }

    /// The Document menu's Close document: a page crossed out.
    static func drawCloseDocument(in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        strokeIconLine(cr, [(6, 3), (14, 3), (18, 7), (18, 21), (6, 21), (6, 3)])
        strokeIconLine(cr, [(9, 10), (15, 16)])
        strokeIconLine(cr, [(15, 10), (9, 16)])
        cairo_restore(cr)
    }

    /// The Document menu's Quit: the power sign.
    static func drawQuit(in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        cairo_arc(cr, 12, 13, 7.5, -.pi / 2 + 0.65, 1.5 * .pi - 0.65)
        cairo_stroke(cr)
        strokeIconLine(cr, [(12, 3), (12, 11)])
        cairo_restore(cr)
    }

    /// The Document menu's Export PDF: one page with the export's arrow on it (Export pages'
    /// arrow leaves a tray).
    static func drawExportPDF(in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        strokeIconLine(cr, [(6, 3), (14, 3), (18, 7), (18, 21), (6, 21), (6, 3)])
        strokeIconLine(cr, [(12, 18), (12, 9)])
        strokeIconLine(cr, [(9, 12), (12, 9), (15, 12)])
        cairo_restore(cr)
    }
}
