/// A surface opened over the canvas while a gesture is in progress (the Preferences panel with
/// Ctrl+, or the overview with O, pressed with the other hand) leaves the gesture its device's
/// events: the stroke ends at the pen's release with all its ink, and the pen draws again.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorSurfaceDuringGestureTests {
    @Test(arguments: [("Preferences", KeyChord(.character(","), .control)), ("overview", KeyChord(.character("o")))])
    func aStrokeEndsAtItsReleaseUnderASurfaceOpenedMeanwhile(surface: String, key: KeyChord) throws {
        var editor = EditorSelectionPagesTests.twoPages()
        _ = editor.run(.selectTool(.pen))
        let a = EditorSelectionPagesTests.at(editor, 1, 100, 150)
        _ = editor.handle(PointerEvents.press(a))
        _ = editor.handle(PointerEvents.drag(a + Point(40, 10)))
        _ = editor.handle(key)
        #expect(!editor.surfaces.isEmpty, "\(surface) opened")
        _ = editor.handle(PointerEvents.drag(a + Point(80, 20)))
        _ = editor.handle(PointerEvents.release(a + Point(80, 20)))
        #expect(editor.session.isIdle, "the stroke ended at the release")
        #expect(editor.document.pages.map(\.strokes.count) == [1, 2], "with its ink")
        let stroke = try #require(editor.document.pages[1].strokes.last)
        #expect(stroke.bounds.width > 70, "all of it: \(stroke.bounds)")

        // Closed again, the pen draws.
        _ = editor.handle(key)
        #expect(editor.surfaces.isEmpty)
        let b = EditorSelectionPagesTests.at(editor, 1, 100, 250)
        _ = editor.handle(PointerEvents.press(b))
        _ = editor.handle(PointerEvents.drag(b + Point(40, 0)))
        _ = editor.handle(PointerEvents.release(b + Point(40, 0)))
        #expect(editor.document.pages.map(\.strokes.count) == [1, 3])
    }
}
