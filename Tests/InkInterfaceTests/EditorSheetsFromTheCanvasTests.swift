/// Ctrl+B on a new document's endless canvas, which has no page to add one beside: a blank
/// sketch becomes sheets of paper (the desktop's size), one undo step back to the canvas; a
/// sketch with ink says where pages are had. Before, Ctrl+B there did nothing and said nothing,
/// and the document ring's New page flashed "Page 1 of 1".
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import Testing

@Suite struct EditorSheetsFromTheCanvasTests {
    static func sketch() -> Editor {
        var editor = Editor(document: Document(), windowSize: Size(800, 700))
        _ = editor.showStart()
        return editor
    }

    @Test func ctrlBMakesABlankSketchTwoSheetsAndUndoGivesTheCanvasBack() {
        var editor = Self.sketch()
        #expect(editor.document.pages.count == 1 && editor.document.pages[0].size == nil)
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document.pages.map(\.size) == [PaperSize.a4, PaperSize.a4])
        #expect(editor.currentPage == 1, "the new page after the first, shown")
        #expect(editor.pageIndicator == "Page 2 of 2")
        #expect(editor.layout.frames.allSatisfy { $0 != nil })
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(editor.document.pages.count == 1 && editor.document.pages[0].size == nil, "one step back to the canvas")
        _ = editor.handle(KeyChord(.character("y"), .control))
        #expect(editor.document.pages.count == 2)
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document.pages.count == 3, "then pages as anywhere")
    }

    @Test func theSheetsAreTheDesktopsPaperAndBeforeShowsTheFirst() {
        var editor = Self.sketch()
        editor.paperSize = PaperSize.letter
        _ = editor.handle(KeyChord(.character("b"), [.control, .shift]))
        #expect(editor.document.pages.map(\.size) == [PaperSize.letter, PaperSize.letter])
        #expect(editor.currentPage == 0)
    }

    @Test func aSketchWithInkKeepsItAndSaysWherePagesAreHad() {
        var editor = Self.sketch()
        editor.line(y: 300)
        let before = editor.document
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.document == before)
        #expect(editor.notice?.text == "No page added: a sketch on the endless canvas has no pages (Ctrl+N opens a new window, where Ctrl+B starts pages).")
    }

    @Test func paperFromTheCLibrarysMillimetres() {
        #expect(PaperSize.millimetres(210, 297) == PaperSize.a4)
        #expect(PaperSize.millimetres(216, 279) == PaperSize.letter)
        #expect(PaperSize.millimetres(216, 356) == Size(612, 1009))
        #expect(PaperSize.millimetres(0, 0) == nil)
    }

    /// Ctrl+G on the endless canvas says there is no page to go to, rather than opening a
    /// "1 / 1" pad that can do nothing.
    @Test func goToPageOnTheCanvasSaysThereAreNone() {
        var editor = Self.sketch()
        _ = editor.handle(KeyChord(.character("g"), .control))
        #expect(editor.pad == nil)
        #expect(editor.notice?.text == "The canvas has no pages to show: open a PDF or images, or add a page.")
        _ = editor.handle(KeyChord(.character("b"), .control))
        _ = editor.handle(KeyChord(.character("g"), .control))
        #expect(editor.pad?.text == "2 / 2")
    }
}
