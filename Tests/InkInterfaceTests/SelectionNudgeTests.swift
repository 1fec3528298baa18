/// Issue 18, every action reachable from the keyboard: the arrow keys nudge the lasso's
/// selection (a window pixel a press, ten with Shift), each press journaled, a burst one undo step.
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import Testing

@Suite struct SelectionNudgeTests {
    /// The three lines, the top two selected with the lasso.
    static func topTwoSelected() -> Editor {
        var editor = EditorLassoTests.threeLines()
        editor.stroke(EditorLassoTests.loopAroundTopTwo)
        #expect(editor.selection?.ids.count == 2)
        return editor
    }

    static func starts(_ editor: Editor) -> [Point] { editor.document.pages[0].strokes.map { $0.points[0].position } }

    static func journaled(_ o: Outcome) -> Int {
        o.effects.reduce(0) { n, e in if case .recordEdits(let edits) = e { n + edits.count } else { n } }
    }

    @Test func aBurstOfArrowsMovesTheSelectionInOneUndoStep() throws {
        var editor = Self.topTwoSelected()
        let before = Self.starts(editor), steps = editor.history.undoSteps.count, view = editor.viewport
        let s = editor.viewport.scale
        var journaled = 0
        for _ in 0..<3 { journaled += Self.journaled(editor.handle(KeyChord(.right))) }
        journaled += Self.journaled(editor.handle(KeyChord(.down, .shift)))
        let after = Self.starts(editor)
        #expect(abs(after[0].x - (before[0].x + 3 / s)) < 1e-9 && abs(after[0].y - (before[0].y + 10 / s)) < 1e-9, "3 px right, 10 down")
        #expect(abs(after[1].x - (before[1].x + 3 / s)) < 1e-9)
        #expect(after[2] == before[2], "the unselected line stays")
        #expect(editor.viewport == view, "the arrows no longer scroll while something is selected")
        #expect(journaled == 4, "each press journaled as it is made")
        #expect(editor.history.undoSteps.count == steps + 1, "one undo step for the burst")
        #expect(editor.selection?.ids.count == 2, "still selected")
        _ = editor.run(.undo)
        #expect(Self.starts(editor) == before, "one undo puts it all back")
    }

    @Test func anotherKeyOrAnUndoStartsANewStep() throws {
        var editor = Self.topTwoSelected()
        let steps = editor.history.undoSteps.count
        _ = editor.handle(KeyChord(.left))
        _ = editor.handle(KeyChord(.character("x")))
        _ = editor.handle(KeyChord(.left))
        #expect(editor.history.undoSteps.count == steps + 2, "a key between: two steps")
        _ = editor.run(.undo)
        _ = editor.handle(KeyChord(.up))
        #expect(editor.history.undoSteps.count == steps + 2, "after an undo a new step")
        #expect(!editor.history.canRedo)
    }

    @Test func selectedImagesMoveWithTheStrokes() throws {
        var editor = EditorImageSelectionTests.imageAndLine()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let image = editor.document.pages[0].images[0].frame, line = Self.starts(editor)[0]
        let steps = editor.history.undoSteps.count, s = editor.viewport.scale
        _ = editor.handle(KeyChord(.left, .shift)); _ = editor.handle(KeyChord(.up))
        let moved = editor.document.pages[0].images[0].frame
        #expect(abs(moved.minX - (image.minX - 10 / s)) < 1e-9 && abs(moved.minY - (image.minY - 1 / s)) < 1e-9)
        #expect(abs(Self.starts(editor)[0].x - (line.x - 10 / s)) < 1e-9)
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images[0].frame == image)
    }

    @Test func withoutASelectionTheArrowsStillScroll() throws {
        var editor = EditorLassoTests.threeLines()
        let before = Self.starts(editor)
        _ = editor.handle(KeyChord(.down))
        #expect(Self.starts(editor) == before)
        #expect(editor.history.undoSteps.count == 3)
    }
}
