/// Zooming out around a point low in the window leaves no empty desk above pages that run on
/// below the window: 36 pages at 7 % sat at the window's bottom (the QA pass's screenshot).
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import Testing

@Suite struct ZoomOutFillsTests {
    @Test(arguments: [0.9, 0.1])
    func zoomingOutAroundAnEdgeKeepsThePagesFillingTheHeight(at fraction: Double) {
        var e = Editor(document: Document(pages: (0..<36).map { _ in Page(blankSize: Size(612, 792)) }), windowSize: Size(1024, 720))
        _ = e.showStart()
        _ = e.run(.goToPage(fraction < 0.5 ? 30 : 3))
        let canvas = e.canvasFrame
        let anchor = Point(canvas.center.x, canvas.minY + fraction * canvas.height)
        for _ in 0..<12 { _ = e.view(.zoom(by: 1 / 1.25, around: anchor)) }
        let shown = e.viewport.toWindow(e.layout.bounds)
        let gapAbove = shown.minY - canvas.minY, gapBelow = canvas.maxY - shown.maxY
        #expect(!(gapAbove > 16.5 && shown.maxY > canvas.maxY), "empty desk above pages running on below: \(gapAbove)")
        #expect(!(gapBelow > 16.5 && shown.minY < canvas.minY), "empty desk below pages running on above: \(gapBelow)")
    }
}
