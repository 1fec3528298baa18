/// The open text box moved and sized from the keyboard (Alt+arrows, Alt+Home/End), as its
/// handles do with the pen: the box stays open, and finishing it is one undo step.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface

@Suite struct TextBoxKeysTests {
    static func alt(_ key: KeyChord.Key, shift: Bool = false) -> KeyChord { KeyChord(key, shift ? [.alt, .shift] : [.alt]) }

    @Test func altArrowsMoveTheOpenBoxByAScreenPixelAndShiftByTen() throws {
        var editor = EditorTextCaretTests.editing("Hello")
        let start = try #require(editor.textEditing).box.origin
        _ = editor.handle(Self.alt(.right))
        _ = editor.handle(Self.alt(.down, shift: true))
        let t = try #require(editor.textEditing, "the box stays open")
        let s = editor.viewport.scale
        #expect(abs(t.box.origin.x - (start.x + 1 / s)) < 1e-9 && abs(t.box.origin.y - (start.y + 10 / s)) < 1e-9)
        #expect(t.box.text == "Hello" && t.caret == 5, "the text and the caret stay")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[t.page].texts.first?.origin == t.box.origin)
        #expect(editor.history.undoStack.count == 1, "placing, typing and moving: one step")
    }

    @Test func altHomeAndEndNarrowAndWidenTheBoxByAnEmDownToTheMinimum() throws {
        var editor = EditorTextCaretTests.editing("Hello")
        let box = try #require(editor.textEditing).box
        _ = editor.handle(Self.alt(.end))
        #expect(editor.textEditing?.box.width == box.width + box.fontSize)
        for _ in 0..<200 { _ = editor.handle(Self.alt(.home)) }
        #expect(editor.textEditing?.box.width == TextBox.minimumWidthInEms * box.fontSize)
        #expect(editor.textEditing?.caret == 5, "Home without Alt would have moved the caret")
    }

    @Test func withoutAnOpenBoxAltArrowsAreNotTaken() {
        var editor = EditorTextTests.withTextTool()
        #expect(editor.textBoxKeyHandles(Self.alt(.left)) == nil)
    }
}
