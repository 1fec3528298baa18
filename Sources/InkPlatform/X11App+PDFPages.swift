import Foundation
import InkGeometry
import InkInterface
import InkRender

extension X11App {
    /// Shows the PDF pages the background renderer finished: the ink layer is redrawn over
    /// their frames (the stroke in progress, bars and popups stay on top as always).
    func showRenderedPages() {
        guard let cache = pdfCache else { return }
        let changed = cache.collectFinished()
        reportUnshownPDFPages(cache)
        guard !changed.isEmpty else { return }
        let scene = freshScene()
        var ink = Rect.empty
        for (i, page) in scene.pages.pages.enumerated() {
            guard let (key, index) = page.pdfPage, changed.contains(PDFPageID(key: key, index: index)),
                  let frame = scene.pages.layout.frames[i] else { continue }
            ink = ink.union(frame)
        }
        guard !ink.isEmpty else { return }
        // Only the backgrounds changed: the ink layer is recomposed there, no stroke repainted.
        let areas = renderer.render(scene, damage: .none, refresh: renderer.screenView(scene.view).viewport.toWindow(ink))
        for r in areas.rects { window.present(renderer.frame.surface, r) }
        display.flush()
    }

    /// A PDF page that cannot be drawn is tinted: say once, in the window and on standard
    /// error, which page it is and why.
    private func reportUnshownPDFPages(_ cache: PDFPageCache) {
        for failure in cache.takeFailures() {
            let pages = editor.document.pages.indices.filter {
                editor.document.pages[$0].pdfPage.map { PDFPageID(key: $0.key, index: $0.index) } == failure.page
            }.map { String($0 + 1) }
            let origin = workflow.imageOrigins[failure.page.key].map { tr("cannot read %@: ", $0) } ?? ""
            let line = pages.isEmpty ? tr("A PDF page cannot be shown: %@", origin + failure.reason)
                : trn("Page %2$@ cannot be shown: %3$@", "Pages %2$@ cannot be shown: %3$@", pages.count, pages.joined(separator: ", "), origin + failure.reason)
            printError("inkstone: \(line)")
            show(editor.showNotice(line))
        }
    }

    /// Shows the page thumbnails the background renderer finished, when the overview is open.
    func showThumbnails() {
        guard let cache = thumbnailCache, !cache.collectFinished().isEmpty, let layout = editor.overviewLayout else { return }
        let areas = renderer.render(freshScene(), damage: Damage(window: layout.grid))
        for r in areas.rects { window.present(renderer.frame.surface, r) }
        display.flush()
    }
}
