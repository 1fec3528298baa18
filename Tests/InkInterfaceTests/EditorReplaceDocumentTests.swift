/// Another document replacing the one open (an open, a recovery) takes nothing of the old
/// one's along: a selection kept named the new document's strokes with the same ids (they
/// start at 1 in every document), so Delete removed them; a gesture in progress ends.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorReplaceDocumentTests {
    @Test func theSelectionDoesNotCarryOverToTheNewDocument() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        editor.stroke([EditorSelectionPagesTests.at(editor, 0, 50, 200), EditorSelectionPagesTests.at(editor, 1, 350, 100)])
        #expect(editor.selection?.ids.count == 2)
        let other = EditorSelectionPagesTests.twoPages().document
        #expect(Set(other.pages.flatMap { $0.strokes.map(\.id) }) == editor.selection?.ids, "the same ids in both")
        _ = editor.replaceDocument(other)
        #expect(editor.selection == nil && editor.selectionHandles == nil)
        _ = editor.run(.deleteSelection)
        #expect(editor.document.pages.map(\.strokes.count) == [1, 1], "nothing of the new document deleted")
    }

    @Test func aStrokeInProgressEndsWithItsDocument() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        let a = EditorPagesDuringGestureTests.strokeBegunOnPageOne(&editor)
        _ = editor.replaceDocument(Document(pages: [Page(blankSize: Size(400, 300))]))
        _ = editor.handle(PointerEvents.drag(a + Point(80, 0)))
        _ = editor.handle(PointerEvents.release(a + Point(80, 0)))
        #expect(editor.document.pages.map(\.strokes.count) == [0], "the old document's stroke is not put on the new one")
        #expect(editor.history.undoSteps.isEmpty)
    }
}
