/// A scroll or a zoom shows the same ink anew: its damage covers the window and names no ink
/// changed, so the renderer keeps the ink it painted (its tiles) instead of painting it again;
/// a page added still names the ink (every page after it moved).
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorViewDamageTests {
    @Test func aScrollOrZoomChangesNoInk() {
        var editor = Editor.fresh()
        editor.line(y: 300)
        let mouse = DeviceRef(id: 2, kind: .mouse)
        let views: [Damage] = [
            editor.handle(InputEvent(action: .scroll(.down), device: mouse, position: Point(300, 300))).damage,
            editor.handle(KeyChord(.character("+"), .control)).damage,
            editor.handle(KeyChord(.character("0"), .control)).damage,
        ]
        for damage in views {
            #expect(damage.ink.isEmpty)
            #expect(damage.window.covers(editor.windowFrame))
        }
    }

    @Test func aPageAddedStillNamesTheInk() {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(600, 800))]), windowSize: Size(800, 600))
        _ = editor.showStart()
        let damage = editor.handle(KeyChord(.character("b"), .control)).damage
        #expect(editor.document.pages.count == 2)
        #expect(!damage.ink.isEmpty)
    }
}
