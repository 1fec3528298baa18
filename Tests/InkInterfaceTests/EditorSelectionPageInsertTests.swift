/// A selection keeps its strokes when pages come or go before them: a page inserted before the
/// selected page (Ctrl+B, "New page before") moves the selection with its page, so what the
/// selection then deletes, moves or copies is what was selected, never another page's ink.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorSelectionPageInsertTests {
    @Test func aPageInsertedBeforeTheSelectionMovesItWithItsPage() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        let pageZero = try #require(editor.document.pages[0].strokes.first?.id)
        let pageOne = try #require(editor.document.pages[1].strokes.first?.id)
        // Select page 1's line only.
        editor.stroke([EditorSelectionPagesTests.at(editor, 1, 50, 20), EditorSelectionPagesTests.at(editor, 1, 350, 90)])
        #expect(editor.selection?.ids == [pageOne])
        #expect(editor.selection?.pages == [1])

        // A blank page before the first: every page moves down by one.
        _ = editor.showPage(0)
        _ = editor.addBlankPage(after: false)
        #expect(editor.document.pages.map(\.strokes.count) == [0, 1, 1])
        let selection = try #require(editor.selection, "the selection stays")
        #expect(selection.pages == [2], "the selection follows its page")
        #expect(selection.ids == [pageOne])

        // Deleting it deletes the selected line, not the other one.
        _ = editor.run(.deleteSelection)
        #expect(editor.document.pages.map { $0.strokes.map(\.id) } == [[], [pageZero], []])
    }

    @Test func anUndoneInsertMovesTheSelectionBackWithItsPage() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        let pageOne = try #require(editor.document.pages[1].strokes.first?.id)
        _ = editor.placeImage(bytes: pngHeader(width: 60, height: 40), at: EditorSelectionPagesTests.at(editor, 1, 200, 150), for: .mouse)
        let image = try #require(editor.document.pages[1].images.first?.id)
        _ = editor.run(.selectTool(.lasso))
        _ = editor.showPage(0)
        _ = editor.addBlankPage(after: false)
        // Select what is now on page 2 (the line and the image), then undo the inserted page.
        editor.stroke([EditorSelectionPagesTests.at(editor, 2, 20, 20), EditorSelectionPagesTests.at(editor, 2, 380, 280)])
        #expect(editor.selection?.pages == [2] && editor.selection?.images == [image])
        _ = editor.run(.undo)
        #expect(editor.document.pages.count == 2)
        let selection = try #require(editor.selection, "the selection stays")
        #expect(selection.pages == [1], "it follows its page back")
        #expect(selection.ids == [pageOne] && selection.images == [image])
        _ = editor.run(.redo)
        #expect(editor.selection?.pages == [2], "and forth again")
    }

    /// Placed images' ids are unique within a page only: the first image on each page has the
    /// same id. A selected image whose page moved must not become the other page's image.
    @Test func aSelectedImageIsNotMistakenForAnotherPagesImageWithTheSameId() throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))]),
                            windowSize: Size(800, 900))
        _ = editor.showStart()
        for page in [0, 1] {
            _ = editor.placeImage(bytes: pngHeader(width: 100, height: 60), at: EditorSelectionPagesTests.at(editor, page, 200, 150), for: .mouse)
        }
        let first = try #require(editor.document.pages[0].images.first), second = try #require(editor.document.pages[1].images.first)
        #expect(first.id == second.id, "the same id on both pages")
        _ = editor.run(.selectTool(.lasso))
        // Select page 1's image.
        editor.stroke([EditorSelectionPagesTests.at(editor, 1, 100, 100), EditorSelectionPagesTests.at(editor, 1, 300, 200)])
        #expect(editor.selection?.pages == [1] && editor.selection?.images == [second.id])

        _ = editor.showPage(0)
        _ = editor.addBlankPage(after: false)
        _ = editor.run(.deleteSelection)
        #expect(editor.document.pages.map(\.images.count) == [0, 1, 0], "the selected image went, the other stayed")
        #expect(editor.document.pages[1].images.first?.frame == first.frame)
    }
}
