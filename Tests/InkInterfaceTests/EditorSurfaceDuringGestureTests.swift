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
        let a = EditorPagesDuringGestureTests.strokeBegunOnPageOne(&editor)
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

/// A press that dismissed a note or a popup has its own release ignored; when something else
/// takes that release (a panel opened meanwhile), the device's next stroke still ends at its
/// release (found by `EditorInputFuzzTests`).
@Suite struct EditorDismissingPressTests {
    @Test func aDismissingPressWhoseReleaseAPanelTookLeavesTheNextStrokeWhole() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        _ = editor.run(.selectTool(.pen))
        _ = editor.showNotice("A note")
        let note = try #require(editor.noticeFrame)
        _ = editor.handle(PointerEvents.press(note.center))
        #expect(editor.notice == nil, "the press dismissed the note")
        _ = editor.handle(KeyChord(.character(","), .control))
        _ = editor.handle(PointerEvents.release(note.center))
        _ = editor.handle(KeyChord(.character(","), .control))
        #expect(editor.surfaces.isEmpty)

        let a = EditorSelectionPagesTests.at(editor, 1, 100, 150)
        _ = editor.handle(PointerEvents.press(a))
        _ = editor.handle(PointerEvents.drag(a + Point(60, 0)))
        _ = editor.handle(PointerEvents.release(a + Point(60, 0)))
        #expect(editor.session.isIdle, "the stroke ended at its release")
        #expect(editor.document.pages.map(\.strokes.count) == [1, 2])
    }
}

/// Two devices at once: a toolbar button the mouse holds pressed is the mouse's to release; the
/// pen's release while it is held ends the pen's stroke (found by `EditorInputFuzzTests`).
@Suite struct EditorTwoDeviceReleaseTests {
    @Test func thePensReleaseEndsItsStrokeWhileTheMouseHoldsAToolbarButton() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        _ = editor.run(.selectTool(.pen))
        _ = editor.run(.selectTool(.pen), for: .pen)
        let redo = try #require(editor.toolbar.frame(of: .redo)).center
        _ = editor.handle(PointerEvents.press(redo))
        #expect(editor.pressedItem == .redo)
        let pen = DeviceFixtures.pen, a = EditorSelectionPagesTests.at(editor, 1, 100, 150)
        _ = editor.handle(PointerEvents.press(a, pen, pressure: 0.5))
        _ = editor.handle(PointerEvents.drag(a + Point(60, 0), pen, pressure: 0.5))
        _ = editor.handle(PointerEvents.release(a + Point(60, 0), pen, pressure: 0.5))
        #expect(editor.session.isIdle, "the pen's stroke ended at its release")
        #expect(editor.document.pages.map(\.strokes.count) == [1, 2])
        #expect(editor.pressedItem == .redo, "the mouse still holds its button")
        _ = editor.handle(PointerEvents.release(redo))
        #expect(editor.pressedItem == nil)
    }
}
