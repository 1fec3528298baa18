/// The platform lays out the typing field's caret for the input method only when
/// `Editor.typingFieldState` changes: it stays equal while the pen writes in the open box (each
/// motion would otherwise build a scene and measure the caret) and changes with the caret, the
/// text and the view.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct TypingFieldStateTests {
    @Test func penMotionsInTheBoxLeaveItAndTypingOrScrollingChangeIt() throws {
        var editor = EditorTextCaretTests.editing("Hello")
        let frame = try #require(editor.textEditPageFrame)
        let start = try #require(editor.typingFieldState)
        let a = editor.windowPoint(Point(frame.minX + 10, frame.minY + 20), page: 0)
        _ = editor.handle(PointerEvents.press(a, DeviceFixtures.pen, pressure: 0.5))
        for i in 1...5 {
            _ = editor.handle(PointerEvents.drag(Point(a.x + Double(i) * 4, a.y), DeviceFixtures.pen, pressure: 0.5))
            #expect(editor.typingFieldState == start, "motion \(i) of the pen writing in the box")
        }
        _ = editor.handle(PointerEvents.release(Point(a.x + 20, a.y), DeviceFixtures.pen, pressure: 0.5))
        _ = editor.typeText("!")
        let typed = try #require(editor.typingFieldState)
        #expect(typed != start, "the text and the caret moved")
        _ = editor.handle(KeyChord(.left))
        #expect(editor.typingFieldState != typed, "the caret moved")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.typingFieldState == nil, "no field takes typing")
    }
}
