/// The undo and redo buttons are repainted when a change enables or disables one, and only
/// then: a stroke's lift used to repaint both on every stroke, a toolbar paint (~70k
/// instructions, half the cost of painting the stroke into the ink tiles) on each lift while
/// writing, though the buttons looked the same before and after.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkTestSupport
@testable import InkInterface

@MainActor @Suite struct HistoryButtonsDamageTests {
    static func editor() -> Editor {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(800, 600))]), windowSize: Size(1024, 720))
        _ = editor.showStart()
        return editor
    }

    /// The damage of every outcome of a short pen stroke at row `y`, merged.
    static func stroke(_ editor: inout Editor, y: Double) -> [Rect] {
        var rects: [Rect] = []
        for e in PointerEvents.stroke((0..<10).map { Point(300 + Double($0) * 5, y) }, DeviceFixtures.pen, pressure: 0.5) {
            editor.handle(e).damage.region.forEach { rects.append($0) }
        }
        return rects
    }

    static func repaints(_ rects: [Rect], _ item: ToolbarItem, of editor: Editor) -> Bool {
        guard let frame = editor.toolbar.frame(of: item) else { return false }
        return rects.contains { $0.intersects(frame) }
    }

    @Test func theFirstStrokeLightsUndoAndTheNextRepaintNoToolbar() {
        var editor = Self.editor()
        let first = Self.stroke(&editor, y: 300)
        #expect(editor.history.canUndo && Self.repaints(first, .undo, of: editor), "undo lights up")
        for y in [320.0, 340, 360] {
            let next = Self.stroke(&editor, y: y)
            #expect(!next.contains { $0.intersects(editor.toolbar.frame) }, "undo was lit already: no toolbar paint at y \(y)")
        }
        #expect(editor.document.pages[0].strokes.count == 4)
    }

    @Test func undoToNothingDimsUndoAndLightsRedo() {
        var editor = Self.editor()
        _ = Self.stroke(&editor, y: 300)
        var rects: [Rect] = []
        editor.run(.undo).damage.region.forEach { rects.append($0) }
        #expect(!editor.history.canUndo && editor.history.canRedo)
        #expect(Self.repaints(rects, .undo, of: editor) && Self.repaints(rects, .redo, of: editor))
    }

    @Test func aStrokeAfterAnUndoDimsRedo() {
        var editor = Self.editor()
        _ = Self.stroke(&editor, y: 300)
        _ = Self.stroke(&editor, y: 320)
        _ = editor.run(.undo)
        #expect(editor.history.canRedo)
        let rects = Self.stroke(&editor, y: 340)
        #expect(!editor.history.canRedo && Self.repaints(rects, .redo, of: editor))
    }

    @Test func aDocumentReplacedDimsUndo() {
        var editor = Self.editor()
        _ = Self.stroke(&editor, y: 300)
        var rects: [Rect] = []
        editor.replaceDocument(Document(pages: [Page(blankSize: Size(800, 600))])).damage.region.forEach { rects.append($0) }
        #expect(!editor.history.canUndo && Self.repaints(rects, .undo, of: editor))
    }
}
