/// End on a line of a text box wrapped inside a word: the offset after the line's last
/// character is also the next line's first, and the layout shows that offset at the next
/// line's start. End keeps the caret at the end of the line as shown (the renderer is told),
/// Home and Up/Down then go from there, and any other move lets it go.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct TextCaretLineEndTests {
    /// A box five characters wide holding "abcdefghijklm" (lines "abcde", "fghij", "klm"), the caret at 3.
    static func wrapped() throws -> Editor {
        var editor = EditorTextCaretTests.editing("")
        var t = try #require(editor.textEditing)
        t.box.width = 5 * t.box.fontSize * 0.5 + 1
        editor.textEditing = t
        _ = editor.typeText("abcdefghijklm")
        _ = editor.handle(KeyChord(.up)); _ = editor.handle(KeyChord(.up))
        #expect(editor.textEditing?.caret == 3)
        return editor
    }

    @Test func endPutsTheCaretAtTheEndOfTheLineAsShown() throws {
        var editor = try Self.wrapped()
        _ = editor.handle(KeyChord(.end))
        let t = try #require(editor.textEditing)
        #expect(t.caret == 5, "after e")
        let advance = t.box.fontSize * 0.5
        let f = t.caretFrame(editor.textMeasure)
        #expect(f.minY == 0, "on the first line, not at the start of the second: \(f)")
        #expect(abs(f.minX - 5 * advance) < 1e-9, "right of e: \(f)")
        #expect(editor.scene.textEdit?.caretEndsLine == true, "the renderer draws it there")
        _ = editor.handle(KeyChord(.home))
        #expect(editor.textEditing?.caret == 0, "Home from there: the start of the same line")
        _ = editor.handle(KeyChord(.end))
        _ = editor.handle(KeyChord(.down))
        #expect(editor.textEditing?.caret == 10, "Down from the end of the first line: the end of the second")
        #expect(editor.textEditing?.caretFrame(editor.textMeasure).minY == editor.textMeasure.lineHeight(TextStyle(size: t.box.fontSize)))
        _ = editor.typeText("X")
        #expect(editor.textEditing?.box.text == "abcdefghijXklm", "typing goes in at the offset")
        #expect(editor.scene.textEdit?.caretEndsLine == false, "and the caret follows the text again")
    }

    /// Pango's answer past the end of a wrapped line is the leading edge of its last character
    /// (so that a line broken at a space ends before the space); on a line broken inside a
    /// word End still goes past that character, to the line's end.
    @Test func endGoesPastTheLastLetterWhenTheLayoutAnswersBeforeIt() throws {
        var editor = try Self.wrapped()
        editor.textMeasure = PangoLikeMeasure()
        _ = editor.handle(KeyChord(.end))
        let t = try #require(editor.textEditing)
        #expect(t.caret == 5, "after e, not before it")
        #expect(t.caretFrame(editor.textMeasure).minY == 0, "on the first line")
        #expect(editor.scene.textEdit?.caretEndsLine == true)
        // A line broken at a space ends before the space, as Pango says.
        var spaced = EditorTextCaretTests.editing("")
        spaced.textMeasure = PangoLikeMeasure()
        var box = try #require(spaced.textEditing)
        box.box.width = 5 * box.box.fontSize * 0.5 + 1
        spaced.textEditing = box
        _ = spaced.typeText("abcd efgh")   // lines "abcd ", "efgh"
        _ = spaced.handle(KeyChord(.up))
        _ = spaced.handle(KeyChord(.end))
        #expect(spaced.textEditing?.caret == 4, "before the space the line was broken at")
        #expect(spaced.scene.textEdit?.caretEndsLine == false)
    }

    /// Up and Down to a point past the end of a line wrapped inside a word meet the same answer
    /// of Pango's as End: they go to the line's end as shown, not before its last letter; over
    /// the first half of that letter they stop before it.
    @Test func upAndDownPastAWrappedLinesEndGoToItsEnd() throws {
        var editor = try Self.wrapped()
        editor.textMeasure = PangoLikeMeasure()
        _ = editor.handle(KeyChord(.end))
        #expect(editor.textEditing?.caret == 5)
        _ = editor.handle(KeyChord(.down))
        let t = try #require(editor.textEditing)
        #expect(t.caret == 10, "after j, the second line's end, not before j")
        #expect(t.caretFrame(editor.textMeasure).minY == editor.textMeasure.lineHeight(TextStyle(size: t.box.fontSize)),
                "shown on the second line")
        #expect(editor.scene.textEdit?.caretEndsLine == true)
        _ = editor.handle(KeyChord(.up))
        #expect(editor.textEditing?.caret == 5, "Up from there: the first line's end")
        #expect(editor.scene.textEdit?.caretEndsLine == true)
        // From between d and e (over the first half of the next line's last letter): before j.
        _ = editor.handle(KeyChord(.left))
        #expect(editor.textEditing?.caret == 4)
        _ = editor.handle(KeyChord(.down))
        #expect(editor.textEditing?.caret == 9, "before j")
        #expect(editor.scene.textEdit?.caretEndsLine == false)
    }

    @Test func endOnALineThatEndsTheTextOrABreakIsThePlainEnd() throws {
        var editor = EditorTextCaretTests.editing("ab\ncd")
        _ = editor.handle(KeyChord(.up))
        _ = editor.handle(KeyChord(.end))
        #expect(editor.textEditing?.caret == 2)
        #expect(editor.scene.textEdit?.caretEndsLine == false, "a line ended by Enter shows its end where the offset is")
        _ = editor.handle(KeyChord(.down))
        _ = editor.handle(KeyChord(.end))
        #expect(editor.textEditing?.caret == 5)
        #expect(editor.scene.textEdit?.caretEndsLine == false)
    }

    @Test func leftRightAndAClickLetTheLineEndGo() throws {
        var editor = try Self.wrapped()
        _ = editor.handle(KeyChord(.end))
        _ = editor.handle(KeyChord(.left)); _ = editor.handle(KeyChord(.right))
        #expect(editor.textEditing?.caret == 5)
        #expect(editor.textEditing?.caretEndsLine == false, "Right to offset 5 shows it where the layout does")
    }
}

/// The uniform measure, but answering as Pango does for a point past the end of a wrapped line:
/// the leading edge of the line's last character, not the offset after it (which is the next
/// line's first).
struct PangoLikeMeasure: TextMeasure {
    let uniform = UniformTextMeasure()
    func width(_ text: String, _ style: TextStyle) -> Double { uniform.width(text, style) }
    func lineHeight(_ style: TextStyle) -> Double { uniform.lineHeight(style) }
    func caretOffset(in box: TextBox, at point: Point) -> Int {
        let offset = uniform.caretOffset(in: box, at: point)
        return offset > 0 && uniform.caretFrame(in: box, at: offset).minY > point.y ? offset - 1 : offset
    }
}
