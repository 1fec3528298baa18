/// The document ring (issue 16): a flick from the marking menu's Document item opens it; it
/// holds open, save, export, new page, go to page, the zoom presets, undo and redo; each is
/// reached by a flick; it fits a 400x300 window for both hands; the status bar's Document
/// button opens the same ring.
import InkDocument
import InkGeometry
import InkInput
import InkTestSupport
@testable import InkInterface
import Testing

@Suite struct DocumentRingTests {
    static let small = Size(400, 300)

    static func threePages(window: Size = Size(800, 700)) -> Editor {
        let doc = Document(pages: (0..<3).map { _ in Page(blankSize: Size(400, 300)) })
        var editor = Editor(document: doc, windowSize: window)
        _ = editor.showStart()
        return editor
    }

    /// Opens the menu with the mouse's right button at `p`, then taps `item` in it.
    static func tap(_ item: MenuItem, in editor: inout Editor) -> Outcome {
        guard let slot = editor.menu?.slots.first(where: { $0.item == item }) else { return .none }
        var outcome = editor.handle(PointerEvents.press(slot.center, Devices.pen, pressure: 0.5))
        outcome.formUnion(editor.handle(PointerEvents.release(slot.center, Devices.pen)))
        return outcome
    }

    @Test func theMainRingLeadsToTheDocumentRingWithRedo() {
        #expect(MenuItem.main.contains(.document))
        #expect(MenuItem.main.count <= 8)
        #expect(MenuItem.documentRing == [.undo, .redo, .open, .save, .export, .newPage, .goToPage,
                                      .zoom(.fitWidth), .zoom(.fitPage), .zoom(.actualSize)])
        var editor = Self.threePages()
        _ = editor.openMenu(at: Point(500, 400))
        _ = Self.tap(.document, in: &editor)
        #expect(editor.menu?.ring == .document)
        #expect(editor.menu?.slots.map(\.item) == MenuItem.documentRing)
    }

    @Test(arguments: [true, false])
    func aFlickReachesEveryItemOfTheDocumentRing(rightHanded: Bool) {
        let canvas = Rect(x: 56, y: 0, width: 968, height: 692)
        let pen = Point(600, 400)
        let ring = MarkingMenu(ring: .document, pen: pen, rightHanded: rightHanded, within: canvas)
        for slot in ring.slots {
            let d = slot.center - ring.center
            let end = pen + d * (60 / d.length)
            #expect(ring.item(forMark: pen, to: end) == slot.item, "a flick toward \(slot.item)")
        }
    }

    @Test(arguments: [(true, Point(230, 150)), (false, Point(170, 150)), (true, Point(60, 10)), (false, Point(340, 270)), (true, Point(390, 270))])
    func theDocumentRingFitsA400x300Window(rightHanded: Bool, pen: Point) {
        var editor = Editor(windowSize: Self.small)
        _ = editor.run(.selectTool(.pen))
        editor.rightHanded = rightHanded
        // The canvas and the status bar under it (the ring may lie over the bar while open).
        let canvas = editor.canvasFrame.union(editor.toolbar.statusBar)
        _ = editor.openMenu(at: pen, ring: .document)
        let ring = try! #require(editor.menu)
        #expect(ring.slots.count == 10)
        #expect(MarkingMenuTests.inside(ring, canvas), "\(ring.slots.map(\.bounds))")
        for (i, a) in ring.slots.enumerated() {
            for b in ring.slots[(i + 1)...] { #expect(a.center.distance(to: b.center) >= 2 * MarkingMenu.itemRadius, "\(a.item) and \(b.item) overlap") }
            #expect(a.frame.width >= 40)
        }
    }

    @Test func openSaveAndExportAreFileRequests() {
        for (item, request) in [(MenuItem.open, FileRequest.open), (.save, .save), (.export, .exportPages)] {
            var editor = Self.threePages()
            _ = editor.openMenu(at: Point(500, 400), ring: .document)
            let outcome = Self.tap(item, in: &editor)
            #expect(outcome.effects.contains(.fileRequest(request)), "\(item)")
            #expect(editor.menu == nil)
        }
    }

    @Test func newPageAddsAnUndoablePageAfterTheCurrentOne() {
        var editor = Self.threePages()
        _ = editor.openMenu(at: Point(500, 400), ring: .document)
        _ = Self.tap(.newPage, in: &editor)
        #expect(editor.document.pages.count == 4)
        #expect(editor.currentPage == 1)
        _ = editor.openMenu(at: Point(500, 400), ring: .document)
        _ = Self.tap(.undo, in: &editor)
        #expect(editor.document.pages.count == 3)
        _ = editor.openMenu(at: Point(500, 400), ring: .document)
        _ = Self.tap(.redo, in: &editor)
        #expect(editor.document.pages.count == 4, "redo is back in the menu")
    }

    @Test func goToPageOpensThePadWhereDigitsAndOKGoThere() throws {
        var editor = Self.threePages()
        _ = editor.openMenu(at: Point(500, 400), ring: .document)
        _ = Self.tap(.goToPage, in: &editor)
        let pad = try #require(editor.pad)
        #expect(pad.purpose == .page(count: 3))
        #expect(pad.text == "1 / 3")
        for c in [ValuePad.Control.digit(3), .ok] {
            let f = try #require(pad.frame(of: c))
            _ = editor.handle(PointerEvents.press(f.center, Devices.pen, pressure: 0.5))
            _ = editor.handle(PointerEvents.release(f.center, Devices.pen))
        }
        #expect(editor.pad == nil)
        #expect(editor.currentPage == 2)
        #expect(editor.document.pages.allSatisfy { $0.strokes.isEmpty }, "the taps drew nothing")
    }

    @Test func thePadStepsPagesAndATapOutsideClosesItWithoutDrawing() throws {
        var editor = Self.threePages()
        _ = editor.openPagePad(at: Point(500, 400))
        let pad = try #require(editor.pad)
        let up = try #require(pad.frame(of: .stepUp))
        _ = editor.handle(PointerEvents.press(up.center, Devices.pen, pressure: 0.5))
        _ = editor.handle(PointerEvents.release(up.center, Devices.pen))
        #expect(editor.currentPage == 1)
        #expect(editor.pad?.text == "2 / 3")
        editor.stroke([Point(700, 600), Point(760, 620)], Devices.pen, pressure: 0.5)
        #expect(editor.pad == nil)
        #expect(editor.document.pages.allSatisfy { $0.strokes.isEmpty })
    }

    @Test func theStatusBarsDocumentButtonOpensItsMenuAndItsZoomOpensTheZoomPad() throws {
        for size in [Size(800, 700), Self.small] {
            var editor = Editor(windowSize: size)
            let doc = try #require(editor.toolbar.frame(of: .documentMenu))
            let zoom = try #require(editor.toolbar.frame(of: .zoomLevel))
            #expect(editor.toolbar.statusBar.covers(doc) && editor.toolbar.statusBar.covers(zoom))
            _ = editor.click(.documentMenu, Devices.pen)
            let list = try #require(editor.documentMenu)
            #expect(editor.canvasFrame.covers(list.frame))
            _ = editor.handle(KeyChord(.escape))
            #expect(editor.documentMenu == nil)
            _ = editor.click(.zoomLevel, Devices.pen)
            let pad = try #require(editor.pad)
            #expect(pad.purpose == .zoom)
            #expect(editor.canvasFrame.covers(pad.frame))
        }
    }

    @Test(arguments: [true, false])
    func theStatusBarsControlsSitNextToTheToolbar(rightHanded: Bool) throws {
        var editor = Editor(windowSize: Size(800, 700))
        editor.rightHanded = rightHanded
        let doc = try #require(editor.toolbar.frame(of: .documentMenu))
        if rightHanded { #expect(doc.minX == editor.toolbar.frame.maxX) } else { #expect(doc.maxX == editor.toolbar.frame.minX) }
        #expect(!editor.toolbar.statusText.intersects(doc))
    }
}

extension DocumentRingTests {
    @Test func anotherDocumentClosesThePagePad() {
        var editor = Self.threePages()
        _ = editor.openPagePad(at: Point(500, 400))
        #expect(editor.pad != nil)
        _ = editor.replaceDocument(Document(pages: [Page(blankSize: Size(400, 300))]))
        #expect(editor.pad == nil)
    }
}

extension DocumentRingTests {
    /// The pen's preview follows it onto the pad (hidden there) and off it again.
    @Test func thePreviewHidesOverThePadAndFollowsThePenOffIt() throws {
        var editor = Self.threePages()
        _ = editor.openPagePad(at: Point(500, 400))
        let pad = try #require(editor.pad)
        let outside = Point(pad.frame.maxX + 60, pad.frame.center.y)
        _ = editor.hover(outside, Devices.pen)
        #expect(editor.hoverPreview?.center == outside)
        _ = editor.hover(pad.frame.center, Devices.pen)
        #expect(editor.hoverPreview == nil, "no preview left behind where the pen was")
        _ = editor.hover(outside, Devices.pen)
        #expect(editor.hoverPreview?.center == outside)
    }
}
