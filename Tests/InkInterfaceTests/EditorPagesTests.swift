/// Documents of pages in the editor: strokes belong to the page under them and may run into
/// the margins; zoom keeps the point under the pointer; page navigation; blank pages.
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import Testing

@Suite struct EditorPagesTests {
    /// Three 400x300 blank pages, shown from the start.
    static func threePages() -> Editor {
        let doc = Document(pages: (0..<3).map { _ in Page(blankSize: Size(400, 300)) })
        var editor = Editor(document: doc, windowSize: Size(800, 700))
        _ = editor.showStart()
        return editor
    }

    @Test func pagesStackWithAGapAndShowAt100Percent() {
        let editor = Self.threePages()
        #expect(editor.layout.frames == [Rect(x: 0, y: 0, width: 400, height: 300), Rect(x: 0, y: 324, width: 400, height: 300),
                                         Rect(x: 0, y: 648, width: 400, height: 300)])
        #expect(editor.zoom == 1)
        #expect(editor.pageIndicator == "Page 1 of 3")
    }

    @Test func aStrokeBelongsToThePageUnderItAndMayRunPastItsEdge() throws {
        var editor = Self.threePages()
        let page2Top = editor.viewport.toWindow(Point(0, 324))
        let start = Point(page2Top.x + 100, page2Top.y + 50)
        editor.stroke([start, start + Point(0, -80)], Devices.pen, pressure: 0.5)  // up past the top edge
        #expect(editor.document.pages[1].strokes.count == 1)
        #expect(editor.document.pages[0].strokes.isEmpty)
        let stroke = try #require(editor.document.pages[1].strokes.first)
        #expect(stroke.points.first.map { abs($0.position.x - 100) < 0.01 && abs($0.position.y - 50) < 0.01 } == true)
        #expect(stroke.bounds.minY < 0, "the ink runs into the gap above the page, unclipped")
    }

    @Test func zoomKeepsThePointUnderThePointer() {
        var editor = Self.threePages()
        let anchor = Point(300, 200)
        let before = editor.viewport.toPage(anchor)
        _ = editor.view(.zoom(by: 2, around: anchor))
        #expect(editor.zoom == 2)
        let after = editor.viewport.toPage(anchor)
        #expect(abs(after.x - before.x) < 1 && abs(after.y - before.y) < 1)
        _ = editor.handle(KeyChord(.character("0"), .control))
        #expect(editor.zoom == 1)
    }

    @Test func ctrlWheelZoomsAndTheWheelScrolls() {
        var editor = Self.threePages()
        let y0 = editor.viewport.origin.y
        _ = editor.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: Point(300, 300)))
        #expect(editor.viewport.origin.y == y0 - Editor.wheelStep)
        _ = editor.handle(InputEvent(action: .scroll(.up), device: Devices.mouse, position: Point(300, 300), modifiers: .control))
        #expect(editor.zoom > 1)
        #expect(editor.document.pages.allSatisfy { $0.strokes.isEmpty }, "the wheel never draws")
    }

    @Test func pageDownAndUpNavigate() {
        var editor = Self.threePages()
        _ = editor.handle(KeyChord(.pageDown))
        #expect(editor.currentPage == 1)
        #expect(editor.pageIndicator == "Page 2 of 3")
        _ = editor.handle(KeyChord(.pageDown))
        #expect(editor.currentPage == 2)
        _ = editor.handle(KeyChord(.pageUp))
        #expect(editor.currentPage == 1)
    }

    /// Home and End (with Ctrl too) go to the first and the last page, as in Xournal++ and
    /// every PDF reader; they did nothing.
    @Test func homeAndEndGoToTheFirstAndLastPage() {
        var editor = Self.threePages()
        _ = editor.handle(KeyChord(.end))
        #expect(editor.currentPage == 2)
        _ = editor.handle(KeyChord(.home))
        #expect(editor.currentPage == 0)
        _ = editor.handle(KeyChord(.end, .control))
        #expect(editor.currentPage == 2)
        _ = editor.handle(KeyChord(.home, .control))
        #expect(editor.currentPage == 0)
    }

    @Test func blankPagesBeforeAndAfterAreUndoable() {
        var editor = Self.threePages()
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document.pages.count == 4)
        #expect(editor.document.pages[1].blankSize == Size(400, 300))
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(editor.document.pages.count == 3)
        #expect(editor.layout.frames.count == 3)
        let current = editor.currentPage
        _ = editor.handle(KeyChord(.character("b"), [.control, .shift]))
        #expect(editor.document.pages.count == 4)
        #expect(editor.currentPage == current, "added before the current page, and shown")
    }

    /// A blank page added beside a 150-dpi scan has as many units to the inch, so it exports
    /// at the scan's true size; beside a plain blank page it stays in points.
    @Test func aBlankPageBesideAnImagePageTakesItsResolution() {
        let scan = Page(background: .image(key: "scan", size: Size(400, 300)), resolution: Resolution(150))
        let plain = Page(background: .image(key: "plain", size: Size(400, 300)))
        var editor = Editor(document: Document(pages: [scan, plain, Page(blankSize: Size(400, 300))]), windowSize: Size(800, 700))
        _ = editor.showStart()
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document.pages[1].blankSize == Size(400, 300))
        #expect(editor.document.pages[1].resolution == Resolution(150))
        _ = editor.handle(KeyChord(.pageDown))
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document.pages[3].resolution == Resolution(96), "an image stating none is 96 dpi")
        _ = editor.handle(KeyChord(.pageDown))
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document.pages.count == 6)
        #expect(editor.document.pages[5].resolution == nil && editor.document.pages[5].unitsPerInch == Resolution(72))
    }

    @Test func middleDragPansWithoutDrawing() {
        var editor = Self.threePages()
        // Zoomed in, so that the pages are wider than the canvas (narrower ones stay centred).
        _ = editor.view(.zoom(by: 3, around: Point(400, 300)))
        let origin = editor.viewport.origin
        _ = editor.handle(InputEvent(action: .press(.middle), device: Devices.mouse, position: Point(300, 300)))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: Point(340, 250), buttons: .middle))
        _ = editor.handle(InputEvent(action: .release(.middle), device: Devices.mouse, position: Point(340, 250)))
        #expect(editor.viewport.origin == origin + Point(40, -50))
        #expect(editor.document.pages.allSatisfy { $0.strokes.isEmpty })
    }

    @Test func spaceDragPans() {
        var editor = Self.threePages()
        // Zoomed in, so that the pages are wider than the canvas (narrower ones stay centred).
        _ = editor.view(.zoom(by: 3, around: Point(400, 300)))
        let origin = editor.viewport.origin
        _ = editor.handle(KeyChord(.character(" ")))
        _ = editor.press(Point(300, 300))
        _ = editor.drag(Point(320, 330))
        _ = editor.release(Point(320, 330))
        _ = editor.handleRelease(KeyChord(.character(" ")))
        #expect(editor.viewport.origin == origin + Point(20, 30))
        #expect(editor.document.pages.allSatisfy { $0.strokes.isEmpty })
        _ = editor.press(Point(300, 300)); _ = editor.release(Point(300, 300))
        #expect(editor.document.pages.contains { !$0.strokes.isEmpty }, "after the space is let go, the pointer draws again")
    }
}
