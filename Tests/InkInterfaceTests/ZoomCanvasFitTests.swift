/// Fit page and fit width on the endless canvas fit what it holds: its ink, its images and its
/// text boxes; ink too far apart to fit at the least zoom (5 %) fits the work nearest the view's
/// middle instead of showing the empty middle between (Ctrl+3 showed nothing at 5 %).
import InkDocument
import InkGeometry
import InkInput
import InkTestSupport
@testable import InkInterface
import Testing

@Suite struct ZoomCanvasFitTests {
    static func line(_ doc: inout Document, at p: Point) {
        let id = doc.makeStrokeID()
        doc.pages[0].strokes.append(Stroke(id: id, points: [StrokePoint(p, pressure: 0.5), StrokePoint(p + Point(120, 10), pressure: 0.5)],
                                           color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 3)))
    }

    @Test(arguments: [ZoomPreset.fitPage, .fitWidth])
    func inkTooFarApartFitsTheWorkNearTheView(preset: ZoomPreset) throws {
        var doc = Document()
        Self.line(&doc, at: Point(0, 0))
        Self.line(&doc, at: Point(200, 40))
        Self.line(&doc, at: Point(90_000, 60_000))
        var editor = Editor(document: doc, windowSize: Size(800, 700))
        _ = editor.showStart()
        _ = editor.run(.zoom(preset))
        let near = doc.pages[0].strokes[0].bounds.union(doc.pages[0].strokes[1].bounds)
        #expect(editor.canvasFrame.covers(editor.toWindow(near, page: 0)), "the work at the start in view: \(editor.viewport)")
        // From far away, the far stroke.
        let far = doc.pages[0].strokes[2].bounds
        _ = editor.view(.scroll(by: editor.viewport.toWindow(far.center) * -1 + editor.canvasFrame.center))
        _ = editor.run(.zoom(preset))
        #expect(editor.canvasFrame.covers(editor.toWindow(far, page: 0)), "the far stroke in view: \(editor.viewport)")
    }

    @Test func aCanvasHoldingOnlyTextFitsIt() throws {
        var doc = Document()
        doc.pages[0].texts = [TextBox(id: 1, origin: Point(3000, 2000), width: 200, text: "Far note", fontSize: 16)]
        var editor = Editor(document: doc, windowSize: Size(800, 700))
        _ = editor.showStart()
        _ = editor.run(.zoom(.fitPage))
        let box = Rect(x: 3000, y: 2000, width: 200, height: editor.textMeasure.boxSize(doc.pages[0].texts[0]).height)
        #expect(editor.canvasFrame.covers(editor.toWindow(box, page: 0)), "the note in view: \(editor.viewport)")
    }
}
