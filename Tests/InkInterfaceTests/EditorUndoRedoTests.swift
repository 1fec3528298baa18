/// Undo and redo from the keyboard: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, each
/// damaging the stroke's area; plain keys and a stroke in progress block nothing else.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorUndoRedoTests {
    let undo = KeyChord(.character("z"), .control)
    let redoShift = KeyChord(.character("z"), [.control, .shift])
    let redoY = KeyChord(.character("y"), .control)

    @Test func undoRemovesAndRedoRestores() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        let stroke = try #require(editor.document.pages[0].strokes.first)

        let undone = editor.handle(undo)
        #expect(editor.strokeCount == 0)
        #expect(undone.damage.ink == stroke.bounds)
        #expect(undone.damage.window.covers(editor.viewport.toWindow(stroke.bounds)))
        #expect(undone.effects.contains(.documentChanged))
        #expect(undone.effects.contains(.recordEdits([Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: stroke)])).inverse])),
                "the journal records the inverse")

        let redone = editor.handle(redoShift)
        #expect(editor.document.pages[0].strokes == [stroke])
        #expect(redone.damage.ink == stroke.bounds)
        #expect(redone.effects == [.documentChanged, .recordEdits([Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: stroke)]))])])

        _ = editor.handle(undo)
        #expect(editor.strokeCount == 0)
        _ = editor.handle(redoY)
        #expect(editor.document.pages[0].strokes == [stroke])
    }

    @Test func undoStepsBackOneStrokeAtATime() {
        var editor = Editor.fresh()
        editor.line(y: 100)
        editor.line(y: 200)
        editor.line(y: 300)
        _ = editor.handle(undo)
        _ = editor.handle(undo)
        #expect(editor.strokeCount == 1)
        #expect(editor.document.pages[0].strokes[0].points[0].position.y == 100)
        _ = editor.handle(redoY)
        #expect(editor.strokeCount == 2)
    }

    @Test func nothingToUndoDamagesNothing() {
        var editor = Editor.fresh()
        #expect(editor.handle(undo).isEmpty)
        #expect(editor.handle(redoY).isEmpty)
    }

    @Test func aNewStrokeClearsRedo() {
        var editor = Editor.fresh()
        editor.line(y: 100)
        _ = editor.handle(undo)
        editor.line(y: 200)
        #expect(editor.handle(redoY).isEmpty)
        #expect(editor.strokeCount == 1)
    }

    @Test func zWithoutControlDoesNotUndo() {
        var editor = Editor.fresh()
        editor.line(y: 100)
        #expect(editor.handle(KeyChord(.character("z"))).isEmpty)
        #expect(editor.handle(KeyChord(.character("y"))).isEmpty)
        #expect(editor.strokeCount == 1)
    }

    @Test func undoWaitsForTheStrokeInProgress() {
        var editor = Editor.fresh()
        editor.line(y: 100)
        _ = editor.press(Point(200, 300))
        #expect(editor.handle(undo).isEmpty)
        #expect(editor.strokeCount == 1)
        _ = editor.release(Point(250, 300))
        #expect(editor.strokeCount == 2)
    }

    @Test func toolbarUndoAndRedo() {
        var editor = Editor.fresh()
        editor.line(y: 100)
        _ = editor.click(.undo)
        #expect(editor.strokeCount == 0)
        _ = editor.click(.redo)
        #expect(editor.strokeCount == 1)
    }
}
