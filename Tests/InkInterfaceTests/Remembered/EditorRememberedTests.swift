/// The editor's side of what is remembered: the tools of each device kind and the hint go
/// into the state and come back from it; a document's view (page, zoom, scroll) comes back
/// the same, whatever the window's size or the toolbar's side.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
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

    /// A Letter page read at 100 % centred in a wide window (the canvas's corner 306 units left
    /// of the page's), the PDF opened again in a 400x300 window, either hand: the page fills
    /// the canvas across. Before, the page began 306 px in, a strip of it in sight.
    @Test(arguments: [Handedness.right, .left])
    func aPageRememberedInAWideWindowFillsANarrowOne(_ hand: Handedness) {
        let letter = Document(pages: (0..<3).map { _ in Page(blankSize: Size(612, 792)) })
        let view = DocumentView(key: "/a.pdf", page: 1, x: -306, y: 200, zoom: 1)
        var next = Editor(document: letter, windowSize: Size(400, 300))
        var prefs = next.preferences
        prefs.handedness = hand
        _ = next.apply(prefs)
        _ = next.restoreView(view)
        let canvas = next.canvasFrame
        let left = next.viewport.toWindow(Point(0, 0)).x
        #expect(left <= canvas.minX && left + 612 >= canvas.maxX, "the page spans the canvas: \(left) in \(canvas)")
        #expect(left == canvas.minX, "moved no further than it takes")
        #expect(next.currentPage == 1)
        let corner = next.toPage(Point(canvas.minX, canvas.minY), page: 1)
        #expect(abs(corner.y - 200) < 1, "the same place down the page")
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
