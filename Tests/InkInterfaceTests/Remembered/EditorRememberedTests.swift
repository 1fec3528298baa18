/// The editor's side of what is remembered: the tools of each device kind and the hint go
/// into the state and come back from it; a document's view (page, zoom, scroll) comes back
/// the same, whatever the window's size or the toolbar's side.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct EditorRememberedTests {
    static func pages() -> Document { Document(pages: (0..<5).map { _ in Page(blankSize: Size(400, 300)) }) }

    @Test func eachDeviceKindsToolsComeBack() {
        var editor = Editor.fresh()
        _ = editor.click(.tool(.pencil), Devices.mouse)
        _ = editor.click(.color(3), Devices.mouse)
        _ = editor.click(.width(2), Devices.mouse)
        _ = editor.click(.tool(.highlighter), Devices.pen)
        let state = editor.remembered(in: RememberedState())
        #expect(state.devices.keys.sorted() == ["mouse", "pen"])

        var next = Editor.fresh()
        _ = next.restore(state)
        #expect(next.toolState(for: .mouse) == editor.toolState(for: .mouse))
        #expect(next.toolState(for: .pen) == editor.toolState(for: .pen))
        #expect(next.toolState(for: .mouse).tool == .pencil)
        #expect(next.toolState(for: .eraser) == .initial(for: .eraser))
    }

    @Test func aHeldButtonsToolIsNotRemembered() {
        var editor = Editor.fresh()
        _ = editor.run(.beginTemporary(.eraser), for: .pen)
        var next = Editor.fresh()
        _ = next.restore(editor.remembered(in: RememberedState()))
        #expect(next.toolState(for: .pen).temporaryTool == nil)
        #expect(next.toolState(for: .pen).effectiveTool == .pen)
    }

    @Test func theViewComesBackOnTheSamePageAtTheSameZoom() {
        var editor = Editor(document: Self.pages(), windowSize: testWindow)
        _ = editor.handle(KeyChord(.pageDown))
        _ = editor.handle(KeyChord(.pageDown))
        _ = editor.handle(KeyChord(.character("+"), .control))
        let view = editor.documentView(key: "/a.pdf")
        #expect(view.page == 2)
        #expect(editor.currentPage == 2)

        var next = Editor(document: Self.pages(), windowSize: testWindow)
        _ = next.restoreView(view)
        #expect(next.zoom == editor.zoom)
        #expect(next.viewport == editor.viewport)
        #expect(next.currentPage == 2)
        #expect(next.documentView(key: "/a.pdf") == view)
    }

    @Test func theSamePlaceShowsInAnotherWindowAndForTheOtherHand() {
        var editor = Editor(document: Self.pages(), windowSize: testWindow)
        _ = editor.handle(KeyChord(.pageDown))
        // Zoomed in so far that the page is wider than either canvas: a narrower page is
        // centred whatever the remembered corner says.
        for _ in 0..<5 { _ = editor.handle(KeyChord(.character("+"), .control)) }
        let view = editor.documentView(key: "/a.pdf")
        var next = Editor(document: Self.pages(), windowSize: Size(1000, 600))
        var prefs = next.preferences
        prefs.handedness = .left
        _ = next.apply(prefs)
        _ = next.restoreView(view)
        let corner = next.canvasFrame
        let cornerOnPage = next.toPage(Point(corner.minX, corner.minY), page: view.page)
        #expect(abs(cornerOnPage.x - view.x) < 1 && abs(cornerOnPage.y - view.y) < 1)
        #expect(next.zoom == editor.zoom)
    }

    @Test func aViewOfAPageTheDocumentNoLongerHasChangesNothing() {
        var editor = Editor(document: Self.pages(), windowSize: testWindow)
        let home = editor.viewport
        _ = editor.restoreView(DocumentView(key: "/a.pdf", page: 9, x: 0, y: 0, zoom: 2))
        _ = editor.restoreView(DocumentView(key: "/a.pdf", page: 1, x: .nan, y: 0, zoom: 2))
        _ = editor.restoreView(DocumentView(key: "/a.pdf", page: 1, x: 0, y: 0, zoom: .infinity))
        #expect(editor.viewport == home)
        #expect(editor.viewIsHome)
        _ = editor.restoreView(DocumentView(key: "/a.pdf", page: 1, x: 0, y: 0, zoom: 1000))
        #expect(editor.zoom == 8)
    }
}
