import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender

/// A PDF of `pages` Letter pages of text, written to a temporary file; its path.
func writeTextPDF(pages: Int) -> String? {
    let path = NSTemporaryDirectory() + "inkstone-bench-\(getpid()).pdf"
    guard let surface = cairo_pdf_surface_create(path, 612, 792), let cr = cairo_create(surface) else { return nil }
    cairo_select_font_face(cr, "DejaVu Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, 10)
    for p in 0..<pages {
        for line in 0..<60 {
            cairo_move_to(cr, 72, 72 + Double(line) * 11)
            cairo_show_text(cr, "Page \(p + 1), line \(line + 1): the quick brown fox jumps over the lazy dog, again and again.")
        }
        cairo_show_page(cr)
    }
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    let ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    cairo_surface_destroy(surface)
    return ok ? path : nil
}

/// A 300-page PDF: the time to open it and show the first frame (pages asked of the background
/// renderer, never waited for), until page 1 is drawn from the PDF, and the cost of a drawing
/// event on a PDF page against a blank page.
func pdfBenchmark(drawing: [InputEvent]) {
    guard let path = writeTextPDF(pages: 300) else { print("300-page PDF: cannot write it"); return }
    defer { unlink(path) }
    let t0 = wallTime()
    guard let document = try? DocumentImport.document(from: [path], pdf: .poppler) else { print("300-page PDF: cannot open it"); return }
    var editor = Editor(document: document, windowSize: size)
    _ = editor.showStart()
    guard let r = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { return }
    let queue = PDFRenderQueue()
    defer { queue.stop() }
    let cache = PDFPageCache(queue: queue) { document.images[$0].map { ($0, nil) } }
    r.pdfPages = cache
    _ = r.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    let firstFrame = wallTime() - t0
    _ = queue.waitUntilIdle(timeout: 60)
    _ = cache.collectFinished()
    _ = r.render(editor.scene, damage: Damage(ink: Document.everything))
    let pageShown = wallTime() - t0
    print(String(format: "300-page PDF (%d pages, %.1f MB): first frame %.0f ms (open included), page 1 drawn from the PDF at %.0f ms",
                 document.pages.count, Double(document.images.values.first?.count ?? 0) / 1e6, firstFrame * 1000, pageShown * 1000))

    // Drawing on page 1 of the PDF, against the same strokes on a blank page of its size.
    func drawingCost(_ doc: Document, pdf: Bool) -> Figures {
        var e = Editor(document: doc, windowSize: size)
        _ = e.showStart()
        r.pdfPages = pdf ? cache : nil
        _ = r.render(e.scene, damage: Damage(window: e.windowFrame), fullInk: true)
        var f = Figures()
        var kept: KeptScene?
        let start = cpuTime()
        for event in drawing {
            let outcome = e.handle(event)
            let areas = e.drawScene(for: outcome, keeping: &kept) { r.render($0, damage: outcome.damage, strokeOnly: $1) }
            f.pixels += areas.rects.reduce(0) { $0 + $1.width * $1.height }
        }
        f.seconds = cpuTime() - start
        f.events = drawing.count
        return f
    }
    let blank = Document(pages: [Page(background: .blank, blankSize: Size(612, 792))])
    print("  drawing event on a blank page:    " + drawingCost(blank, pdf: false).line)
    print("  drawing event on a PDF page:      " + drawingCost(document, pdf: true).line)
}
