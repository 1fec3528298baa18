import InkGeometry
import InkInterface

extension FrameRenderer {
    /// Asks, with low priority, for the PDF pages within one view's height above and below
    /// the view, at the zoom shown, so that scrolling to them (Page Down) finds them drawn.
    func prefetchPDFPages(_ scene: Scene) {
        guard let pdfPages else { return }
        let vp = scene.view.viewport
        let visible = vp.toPage(scene.view.canvas)
        let around = visible.insetBy(-visible.height)
        for (i, frame) in scene.pages.layout.frames.enumerated() {
            guard let f = frame, f.intersects(around), !f.intersects(visible), let (key, index) = scene.pages.pages[i].pdfPage else { continue }
            pdfPages.prefetch(PDFPageID(key: key, index: index), size: Size(f.width, f.height), scale: vp.scale)
        }
    }
}
