/// Painting a tile or a repaint looks only at the pages whose ink reaches it, whatever the
/// page count: each page's ink extent is kept from the damage the editor reports.
import Testing
@testable import InkRender
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct InkSourceTests {
    @Test func aTileLooksOnlyAtThePagesWhoseInkReachesIt() {
        let document = Document(pages: (0..<300).map { _ in Page(blankSize: Size(600, 800)) })
        var editor = Editor(document: document, windowSize: Size(800, 600))
        _ = editor.showStart()
        var extents = InkExtents()
        let first = extents.update(editor.scene.pages, damage: .empty)
        #expect(first, "a first look measures every page")
        let mouse = DeviceRef(id: 2, kind: .mouse)
        _ = editor.handle(InputEvent(action: .press(.primary), device: mouse, position: Point(300, 200)))
        _ = editor.handle(InputEvent(action: .motion, device: mouse, position: Point(400, 220), buttons: .primary))
        let damage = editor.handle(InputEvent(action: .release(.primary), device: mouse, position: Point(400, 220), buttons: .primary)).damage
        let again = extents.update(editor.scene.pages, damage: damage.ink)
        #expect(!again, "a commit is followed, not measured afresh")
        let source = InkSource(pages: editor.document.pages, layout: editor.layout, extents: extents.extents)
        let page0 = editor.layout.frames[0] ?? .empty, page150 = editor.layout.frames[150] ?? .empty
        #expect(source.pages(meeting: page0) == [0])
        #expect(source.pages(meeting: damage.ink) == [0])
        #expect(source.pages(meeting: page150).isEmpty, "a page without ink is not looked at")
        #expect(source.pages(meeting: editor.layout.bounds) == [0])
    }
}
