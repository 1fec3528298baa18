/// Issue 18, every action reachable from the keyboard: the handwriting candidate bar of a text
/// box. Left/Right and Tab/Shift+Tab choose a reading (the view says which, for its ring),
/// Enter accepts it in one undo step, Escape dismisses the bar and the ink stays.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct CandidateKeysTests {
    /// 十 written in a box and the readings showing (十, 干).
    static func readingsShown() throws -> Editor {
        var editor = EditorHandwritingTests.boxForThePen()
        EditorHandwritingTests.writeTen(&editor)
        _ = editor.advance(to: editor.now + 1000)
        #expect(editor.scene.textEdit?.candidates == ["十", "干"])
        return editor
    }

    @Test func theArrowsAndTabChooseAndEnterAcceptsInOneUndoStep() throws {
        var editor = try Self.readingsShown()
        #expect(editor.scene.textEdit?.candidateFocus == 0, "the best reading is chosen at first")
        #expect(editor.scene.textEdit?.candidateRing == false, "no ring until a key moves it (the pen taps a reading)")
        _ = editor.handle(KeyChord(.right))
        #expect(editor.scene.textEdit?.candidateFocus == 1)
        #expect(editor.scene.textEdit?.candidateRing == true)
        _ = editor.handle(KeyChord(.tab))
        #expect(editor.scene.textEdit?.candidateFocus == 0, "round again")
        _ = editor.handle(KeyChord(.tab, .shift))
        #expect(editor.scene.textEdit?.candidateFocus == 1)
        _ = editor.handle(KeyChord(.left)); _ = editor.handle(KeyChord(.left))
        #expect(editor.scene.textEdit?.candidateFocus == 1)
        let steps = editor.history.undoStack.count
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.document.pages[0].strokes.isEmpty, "the ink replaced")
        #expect(editor.document.pages[0].texts.map(\.text) == ["干"], "by the chosen reading, not a new line")
        #expect(editor.history.undoStack.count == steps + 1, "one undo step")
        #expect(editor.isEditingText && editor.scene.textEdit?.candidates.isEmpty == true)
        #expect(editor.scene.textEdit?.candidateFocus == nil, "no ring without a bar")
        _ = editor.handle(KeyChord(.enter))
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.map(\.text) == ["干\n"], "without the bar Enter is a new line again")
    }

    @Test func escapeDismissesTheBarAndTheInkStays() throws {
        var editor = try Self.readingsShown()
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.isEditingText, "the box stays open")
        #expect(editor.scene.textEdit?.candidates.isEmpty == true, "the bar went")
        #expect(editor.document.pages[0].strokes.count == 2, "the ink stays")
        #expect(editor.document.pages[0].texts.isEmpty)
        // The dismissed ink is not read again with the next stroke.
        editor.stroke([Point(305, 225), Point(320, 225), Point(335, 225)], Devices.pen, pressure: 0.6)
        _ = editor.advance(to: editor.now + 1000)
        #expect(editor.scene.textEdit?.candidates == ["一", "ー"])
        _ = editor.handle(KeyChord(.escape))
        _ = editor.handle(KeyChord(.escape))
        #expect(!editor.isEditingText, "a second Escape finishes the box")
        #expect(editor.document.pages[0].strokes.count == 3)
    }
}
