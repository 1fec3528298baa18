import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface

/// The documents the latency bench opens: a page already holding 100,000 points of ink (made
/// with the engine, as a person drawing would make it) and a one-page PDF.
enum BenchDocuments {
    /// Writes a `.inkstone` file whose page holds `points` points of ink in `area` (window
    /// coordinates of a window of `windowSize`), in rows 12 px apart, where the bench draws.
    static func inkedPage(points: Int, windowSize: Size, area: (x: Int, y: Int, width: Int, height: Int), to path: String) throws {
        var editor = Editor(windowSize: windowSize)
        let pen = DeviceRef(id: 10, kind: .pen)
        let perStroke = 200, rows = max(1, area.height / 12)
        for s in 0..<(points / perStroke) {
            let y = Double(area.y + (s % rows) * 12 + 3 + (s / rows) % 7)
            let x0 = Double(area.x) - 10, spacing = Double(area.width + 40) / Double(perStroke)
            func at(_ i: Int) -> Point { Point(x0 + Double(i) * spacing, y + 4 * sin(Double(i + s) / 3)) }
            _ = editor.handle(InputEvent(action: .press(.primary), device: pen, position: at(0), axes: AxisValues(pressure: 0.5)))
            for i in 1..<(perStroke - 1) {
                _ = editor.handle(InputEvent(action: .motion, device: pen, position: at(i), axes: AxisValues(pressure: 0.5), buttons: .primary))
            }
            _ = editor.handle(InputEvent(action: .release(.primary), device: pen, position: at(perStroke - 1), buttons: .primary))
        }
        try DocumentFile.encode(editor.document).write(to: URL(fileURLWithPath: path))
    }

    /// Writes a one-page A4 PDF with lines of text-like bars (as a paper has) to `path`.
    static func pdfPage(to path: String) -> Bool {
        guard let surface = cairo_pdf_surface_create(path, 595, 842) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
        for line in 0..<60 {
            let width = 480 - Double((line * 37) % 120)
            cairo_rectangle(cr, 60, 70 + Double(line) * 12, width, 5)
        }
        cairo_fill(cr)
        cairo_show_page(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        return cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    }
}
