/// A selection across pages (issue 17): a lasso over two pages selects on both; a drag that
/// drops strokes over another page moves them onto it (in its coordinates, same place on
/// screen), one undo step; duplicate, delete and restyle act on every page; and the edits
/// handed to the journal fold to the live document after the move, its undo and its redo.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorSelectionPagesTests {
    /// Two 400x300 pages, a line on each (page 0 at page y 250, page 1 at page y 50), the lasso in hand.
    static func twoPages() -> Editor {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))]),
                            windowSize: Size(800, 900))
        _ = editor.showStart()
        for (page, y) in [(0, 250.0), (1, 50.0)] {
            let a = at(editor, page, 100, y), b = at(editor, page, 300, y)
            editor.line(y: a.y, from: a.x, to: b.x)
        }
        _ = editor.run(.selectTool(.lasso))
        return editor
    }

    /// A point of a page in the window.
    static func at(_ editor: Editor, _ page: Int, _ x: Double, _ y: Double) -> Point {
        editor.viewport.toWindow(Point(x, y) + editor.layout.origin(of: page))
    }

    /// Every edit the editor handed out for the journal since `outcomes` began.
    static func journaled(_ outcomes: [Outcome]) -> [Edit] {
        outcomes.flatMap { $0.effects.flatMap { effect -> [Edit] in if case .recordEdits(let e) = effect { return e } else { return [] } } }
    }

    @Test func aRectangleOverTwoPagesSelectsOnBoth() throws {
        var editor = Self.twoPages()
        #expect(editor.document.pages.map(\.strokes.count) == [1, 1])
        editor.stroke([Self.at(editor, 0, 50, 200), Self.at(editor, 1, 350, 100)])
        let selection = try #require(editor.selection)
        #expect(selection.pages == [0, 1])
        #expect(selection.ids == Set(editor.document.pages.flatMap { $0.strokes.map(\.id) }))
        let frame = try #require(editor.selectionHandles).frame
        #expect(frame.minY < Self.at(editor, 0, 0, 300).y && frame.maxY > Self.at(editor, 1, 0, 0).y, "one frame around both")
        #expect(editor.scene.selection?.parts.count == 2)
    }

    @Test func aStrokeDraggedOverTheNextPageMovesOntoItAsOneUndoStep() throws {
        var editor = Self.twoPages()
        let start = editor.document
        var outcomes: [Outcome] = []
        // Select the first page's line, drag it down by 150 px of the window (onto page 1).
        editor.stroke([Self.at(editor, 0, 50, 200), Self.at(editor, 0, 350, 290)])
        let id = try #require(editor.selection?.ids.first)
        let before = try #require(editor.document.pages[0].strokes.first).bounds
        let from = try #require(editor.selectionHandles).frame.center
        // From page 0's y 250 to page 1's y 100.
        let down = Self.at(editor, 1, 0, 100).y - Self.at(editor, 0, 0, 250).y
        let k = editor.viewport.scale
        outcomes.append(editor.handle(PointerEvents.press(from)))
        outcomes.append(editor.handle(PointerEvents.drag(from + Point(0, down / 2))))
        outcomes.append(editor.handle(PointerEvents.drag(from + Point(0, down))))
        outcomes.append(editor.handle(PointerEvents.release(from + Point(0, down))))
        #expect(editor.document.pages[0].strokes.isEmpty)
        #expect(editor.document.pages[1].strokes.count == 2)
        let moved = try #require(editor.document.pages[1].strokes.last)
        #expect(moved.id == id, "the stroke itself, on top of page 1's ink")
        #expect(abs(moved.bounds.minY - (before.minY - 150)) < 0.5, "at the same place on screen: \(k)")
        #expect(abs(moved.bounds.minX - before.minX) < 0.01)
        #expect(editor.selection == Selection(page: 1, ids: [id]))
        #expect(editor.history.undoSteps.count == 3, "two lines and the move")
        #expect(Self.fold(Self.journaled(outcomes), onto: start, upTo: 2) == editor.document.pages)
        let after = editor.document
        outcomes.append(editor.run(.undo))
        #expect(editor.document.pages[0].strokes.map(\.id) == [id] && editor.document.pages[1].strokes.count == 1)
        #expect(abs((editor.document.pages[0].strokes.first?.bounds.minY ?? 0) - before.minY) < 0.01)
        #expect(editor.selection == Selection(page: 0, ids: [id]), "still selected, on its page again")
        #expect(editor.selectionHandles != nil)
        outcomes.append(editor.run(.redo))
        #expect(editor.document.pages == after.pages)
        #expect(Self.fold(Self.journaled(outcomes), onto: start, upTo: 2) == editor.document.pages)
    }

    /// The document the lines were drawn on, with the journal's edits applied in order (the
    /// first `skip` are the lines themselves, applied first).
    static func fold(_ edits: [Edit], onto start: Document, upTo skip: Int) -> [Page] {
        var doc = Document(pages: start.pages.map { Page(background: $0.background, blankSize: $0.blankSize) })
        for page in start.pages.indices { for s in start.pages[page].strokes { doc.apply(Edit(page: page, change: .add([PlacedStroke(index: doc.pages[page].strokes.count, stroke: s)]))) } }
        for e in edits { doc.apply(e) }
        return doc.pages
    }

    @Test func duplicateAndDeleteActOnEveryPageOfTheSelection() throws {
        var editor = Self.twoPages()
        editor.stroke([Self.at(editor, 0, 50, 200), Self.at(editor, 1, 350, 100)])
        _ = editor.run(.duplicateSelection)
        #expect(editor.document.pages.map(\.strokes.count) == [2, 2])
        #expect(editor.selection?.pages == [0, 1])
        #expect(editor.history.undoSteps.count == 3)
        _ = editor.run(.deleteSelection)
        #expect(editor.document.pages.map(\.strokes.count) == [1, 1])
        _ = editor.run(.undo)
        #expect(editor.document.pages.map(\.strokes.count) == [2, 2], "the delete undone on both pages at once")
    }
}
