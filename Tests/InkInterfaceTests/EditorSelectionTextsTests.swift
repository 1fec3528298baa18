/// Text boxes in a lasso selection move with it (issue 17): a drag of the selection, a drag
/// dropping it onto the next page (the boxes go there with the strokes), the arrow keys and
/// the corners take the selected boxes along (a corner scales their width and font size),
/// each one undo step.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorSelectionTextsTests {
    static func drag(_ editor: inout Editor, from: Point, by d: Point) {
        _ = editor.handle(PointerEvents.press(from))
        _ = editor.handle(PointerEvents.drag(from + Point(d.x / 2, d.y / 2)))
        _ = editor.handle(PointerEvents.drag(from + d))
        _ = editor.handle(PointerEvents.release(from + d))
    }

    @Test func aDragMovesTheSelectedTextBoxAsOneStep() throws {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let before = editor.document, steps = editor.history.undoSteps.count
        let from = try #require(editor.selectionHandles).frame.center
        Self.drag(&editor, from: from, by: Point(40, 20))
        let box = try #require(editor.document.pages[0].texts.first)
        let d = box.origin - Point(60, 40)
        #expect(abs(d.x - 40 / editor.viewport.scale) < 0.01 && abs(d.y - 20 / editor.viewport.scale) < 0.01, "\(d)")
        #expect(box.fontSize == 16 && box.width == 120)
        #expect(editor.history.undoSteps.count == steps + 1)
        #expect(editor.selection?.textParts == [0: [1]])
        _ = editor.run(.undo)
        #expect(editor.document.pages == before.pages)
    }

    /// Before, the box stayed on its page, moved below its paper: drawn over the next page on
    /// screen, but in neither page's export.
    @Test func aDropOnTheNextPageTakesTheBoxThereAndUndoesInOneStep() throws {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let before = editor.document, steps = editor.history.undoSteps.count
        let original = try #require(editor.document.pages[0].texts.first)
        let from = try #require(editor.selectionHandles).frame.center
        // The box (page y 40) to page 1's y 60: the image and the stroke under it go too.
        let down = EditorSelectionPagesTests.at(editor, 1, 0, 60).y - EditorSelectionPagesTests.at(editor, 0, 0, 40).y
        Self.drag(&editor, from: from, by: Point(0, down))
        #expect(editor.document.pages[1].strokes.count == 1 && editor.document.pages[1].images.count == 1, "the stroke and the image went to page 1")
        #expect(editor.document.pages[0].texts.isEmpty, "the box left page 0")
        let box = try #require(editor.document.pages[1].texts.first)
        #expect(box.text == original.text)
        #expect((box.origin - Point(60, 60)).length < 0.5, "where it was dropped: \(box.origin)")
        #expect(editor.selection?.textParts == [1: [box.id]])
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document.pages == before.pages)
        #expect(editor.selection?.textParts == [0: [original.id]])
    }

    /// A box whose middle is still over its page when the strokes are dropped on the next one stays there.
    @Test func aBoxStillOverItsPageStaysThere() throws {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let from = try #require(editor.selectionHandles).frame.center
        let down = EditorSelectionPagesTests.at(editor, 1, 0, 100).y - EditorSelectionPagesTests.at(editor, 0, 0, 250).y
        Self.drag(&editor, from: from, by: Point(0, down))
        #expect(editor.document.pages[1].strokes.count == 1, "the stroke went to page 1")
        let box = try #require(editor.document.pages[0].texts.first)
        #expect(abs(box.origin.y - 40 - down / editor.viewport.scale) < 0.5, "the box moved on its page")
        #expect(editor.selection?.textParts == [0: [1]])
    }

    @Test func aCornerScalesTheBoxAndTheArrowsMoveIt() throws {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let corner = try #require(editor.selectionHandles).corners[2]
        let frame = try #require(editor.selectionHandles).frame
        Self.drag(&editor, from: corner, by: Point(frame.width / 2, frame.height / 2))
        let box = try #require(editor.document.pages[0].texts.first)
        #expect(box.fontSize > 20 && box.width > 150, "\(box.fontSize) \(box.width)")
        let origin = box.origin
        _ = editor.handle(KeyChord(.right))
        #expect(editor.document.pages[0].texts.first?.origin.x == origin.x + 1 / editor.viewport.scale)
    }
}

extension EditorSelectionTextsTests {
    @Test func duplicateCopiesTheTextBoxesTooAsOneStep() throws {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let steps = editor.history.undoSteps.count
        _ = editor.handle(KeyChord(.character("d"), .control))
        let texts = editor.document.pages[0].texts
        #expect(texts.count == 2 && texts[1].text == "Note" && texts[1].id != texts[0].id)
        #expect(texts[1].origin.x > texts[0].origin.x && texts[1].origin.y > texts[0].origin.y)
        #expect(editor.selection?.textParts == [0: [texts[1].id]])
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].texts.count == 1)
    }
}

extension EditorSelectionTextsTests {
    @Test func aColourChosenWhileSelectedRecoloursTheTextBoxToo() throws {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let steps = editor.history.undoSteps.count
        _ = editor.run(.selectColor(1), for: .mouse)
        let red = editor.palette.colors[1].color
        #expect(editor.document.pages[0].texts.first?.color == InkColor(rgb: red.rgb))
        #expect(editor.document.pages[0].strokes.first?.color == red)
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.setWidth(16), for: .mouse)
        #expect(editor.document.pages[0].texts.first?.fontSize == 16, "a width leaves the boxes' size alone")
        _ = editor.run(.undo)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].texts.first?.color == TextBox(id: 0, origin: .zero, width: 1).color)
    }
}
