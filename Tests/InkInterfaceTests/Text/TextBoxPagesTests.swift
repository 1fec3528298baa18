/// The box being edited stays on its page when a page is inserted before it (Ctrl+Shift+B, or
/// Ctrl+B while the view shows an earlier page): the text lands on the page it was typed on.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct TextBoxPagesTests {
    /// Two bounded pages, the text tool in the mouse's hand, a box open on page 1 (the first) holding "Hi".
    static func editingOnFirstPage() throws -> Editor {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(500, 400)), Page(blankSize: Size(500, 400))]), windowSize: testWindow)
        _ = editor.handle(KeyChord(.character("t")))
        let at = try #require(editor.layout.frames[0]).center
        let window = editor.windowPoint(Point(at.x - 100, at.y - 100) - editor.layout.origin(of: 0), page: 0)
        _ = editor.press(window); _ = editor.release(window)
        _ = editor.typeText("Hi")
        #expect(editor.textEditing?.page == 0)
        return editor
    }

    @Test func aPageInsertedBeforeTheBoxLeavesItOnItsPage() throws {
        var editor = try Self.editingOnFirstPage()
        let page = editor.document.pages[0]
        _ = editor.handle(KeyChord(.character("b"), [.control, .shift]))
        #expect(editor.document.pages.count == 3)
        #expect(editor.textEditing?.page == 1, "the box's page is now the second")
        #expect(editor.scene.textEdit?.page == 1, "and is drawn there")
        _ = editor.typeText("!")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.isEmpty, "nothing on the new page")
        #expect(editor.document.pages[1].texts.map(\.text) == ["Hi!"], "the text on the page it was typed on")
        #expect(editor.document.pages[1].blankSize == page.blankSize)
    }

    @Test func aPageInsertedAfterTheBoxLeavesItWhereItIs() throws {
        var editor = try Self.editingOnFirstPage()
        _ = editor.handle(KeyChord(.character("b"), .control))
        #expect(editor.textEditing?.page == 0)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages.map { $0.texts.map(\.text) } == [["Hi"], [], []])
    }

    @Test func theJournalsDraftFollowsThePageToo() throws {
        var editor = try Self.editingOnFirstPage()
        _ = editor.handle(KeyChord(.character("b"), [.control, .shift]))
        let typed = editor.handle(KeyChord(.character("x"), text: "x"))
        let drafts = typed.effects.compactMap { effect -> Edit? in if case .recordDraft(let e) = effect { e } else { nil } }
        #expect(drafts.map(\.page) == [1], "the draft is journaled on the box's page: \(drafts)")
    }

    /// A box placed near a page's right edge wraps at the edge: before, it was always at least
    /// 200 units wide, ran past the page, and a PDF export cut its text off there.
    @Test(arguments: [(at: 100.0, x: 100.0, width: 240.0), (at: 400, x: 400, width: 100), (at: 470, x: 436, width: 64),
                      (at: 520, x: 520, width: 240)])
    func aNewBoxStaysOnItsPage(_ c: (at: Double, x: Double, width: Double)) throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(500, 400))]), windowSize: testWindow)
        _ = editor.handle(KeyChord(.character("t")))
        let size = editor.toolState(for: .mouse).width
        #expect(size == 16)
        let window = editor.windowPoint(Point(c.at, 100), page: 0)
        _ = editor.press(window); _ = editor.release(window)
        let box = try #require(editor.textEditing?.box)
        #expect(abs(box.origin.x - c.x) < 0.01 && abs(box.width - c.width) < 0.01, "\(box.origin.x), \(box.width)")
    }
}
