/// The Document button's compact menu (issue 16): every document action, those only keys
/// reached before too, in a list that fits a 400x300 window for both hands; a tap acts, a tap
/// outside closes it without drawing.
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
import Testing

@Suite struct DocumentMenuTests {
    static func tap(_ entry: DocumentMenu.Entry, in editor: inout Editor) throws -> Outcome {
        let f = try #require(editor.documentMenu?.frame(of: entry))
        var outcome = editor.handle(PointerEvents.press(f.center, Devices.pen, pressure: 0.5))
        outcome.formUnion(editor.handle(PointerEvents.release(f.center, Devices.pen)))
        return outcome
    }

    @Test func itHoldsTheRingsActionsAndThoseOnlyKeysReached() {
        let items = DocumentMenu.entries.compactMap { if case .item(let i) = $0 { return i } else { return nil } }
        // Undo and redo are on the toolbar and in both rings; the list keeps its room for the rest.
        #expect(Set(items) == Set(MenuItem.documentRing).subtracting([.undo, .redo]))
        for e in [DocumentMenu.Entry.saveAs, .pageBefore, .newWindow, .closeDocument, .fullscreen, .quit, .selectAll, .deleteSelection] { #expect(DocumentMenu.entries.contains(e)) }
    }

    @Test(arguments: [(true, Size(400, 300)), (false, Size(400, 300)), (true, Size(1024, 720)), (false, Size(1024, 720))])
    func itFitsTheCanvasWithRowsForAPen(rightHanded: Bool, size: Size) throws {
        var editor = Editor(windowSize: size)
        editor.rightHanded = rightHanded
        _ = editor.click(.documentMenu, Devices.pen)
        let m = try #require(editor.documentMenu)
        #expect(editor.canvasFrame.covers(m.frame), "\(m.frame)")
        for (i, a) in m.rows.enumerated() {
            #expect(m.frame.covers(a.frame) && a.frame.height >= 32)
            for b in m.rows[(i + 1)...] { #expect(a.frame.intersection(b.frame).isEmpty) }
        }
    }

    @Test func itSelectsEveryStrokeOfThePageAndDeletesTheSelection() throws {
        var doc = Document(pages: [Page(blankSize: Size(400, 300))])
        for y in [20.0, 60.0] {
            let id = doc.makeStrokeID()
            doc.pages[0].strokes.append(Stroke(id: id, points: [StrokePoint(Point(20, y)), StrokePoint(Point(80, y))],
                                               color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 2)))
        }
        var editor = Editor(document: doc, windowSize: Size(800, 700))
        _ = editor.showStart()
        _ = editor.click(.documentMenu, Devices.pen)
        _ = try Self.tap(.selectAll, in: &editor)
        #expect(editor.document.pages[0].strokes.count == 2)
        _ = editor.click(.documentMenu, Devices.pen)
        _ = try Self.tap(.deleteSelection, in: &editor)
        #expect(editor.document.pages[0].strokes.isEmpty)
        _ = editor.click(.undo, Devices.pen)
        #expect(editor.document.pages[0].strokes.count == 2)
    }

    @Test func itsEntriesAct() throws {
        var editor = Editor(document: Document(pages: (0..<3).map { _ in Page(blankSize: Size(400, 300)) }), windowSize: Size(800, 700))
        _ = editor.showStart()
        for (entry, request) in [(DocumentMenu.Entry.saveAs, FileRequest.saveAs), (.newWindow, .newWindow), (.closeDocument, .close), (.quit, .quit),
                                 (.item(.open), .open), (.item(.save), .save), (.item(.export), .exportPages)] {
            _ = editor.click(.documentMenu, Devices.pen)
            #expect(try Self.tap(entry, in: &editor).effects.contains(.fileRequest(request)), "\(entry)")
            #expect(editor.documentMenu == nil)
        }
        _ = editor.click(.documentMenu, Devices.pen)
        _ = try Self.tap(.pageBefore, in: &editor)
        #expect(editor.document.pages.count == 4)
        _ = editor.click(.undo, Devices.pen)
        #expect(editor.document.pages.count == 3)
        _ = editor.click(.redo, Devices.pen)
        #expect(editor.document.pages.count == 4)
        _ = editor.click(.documentMenu, Devices.pen)
        _ = try Self.tap(.item(.zoom(.fitPage)), in: &editor)
        #expect(editor.zoomPercent == 178, "a 400x300 page fills the 744x672 canvas")
        _ = editor.click(.documentMenu, Devices.pen)
        _ = try Self.tap(.item(.goToPage), in: &editor)
        #expect(editor.pad?.purpose == .page(count: 4))
        _ = editor.handle(KeyChord(.escape))
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(try Self.tap(.fullscreen, in: &editor).effects.contains(.toggleFullscreen))
    }

    @Test func aTapOutsideClosesItWithoutDrawing() {
        var editor = Editor(windowSize: Size(800, 700))
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(editor.documentMenu != nil)
        editor.stroke([Point(700, 100), Point(760, 120)], Devices.pen, pressure: 0.5)
        #expect(editor.documentMenu == nil)
        #expect(editor.document.pages[0].strokes.isEmpty)
    }
}
