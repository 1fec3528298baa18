/// Issue 18, points 2 and 6: an input method's composition shows inline in the text box being
/// edited, at the caret (underlined, its highlighted segment and its caret the input method's),
/// and goes into the box's text only when the input method commits it; the writing area keeps
/// its size meanwhile (S1).
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct TextBoxPreeditTests {
    /// A fresh editor editing a new box holding "ab|c" (the caret after "ab").
    static func editingABC() -> Editor {
        var editor = EditorTextTests.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        EditorTextTests.type("abc", into: &editor)
        _ = editor.handle(KeyChord(.left))
        return editor
    }

    @Test func theCompositionShowsAtTheCaretAndStaysOutOfTheText() throws {
        var editor = Self.editingABC()
        let before = try #require(editor.scene.textEdit)
        let shown = editor.setPreedit(Preedit(text: "にほん", caret: 1, highlighted: 1..<3))
        #expect(!shown.damage.isEmpty, "the box is redrawn")
        let view = try #require(editor.scene.textEdit)
        #expect(view.box.text == "abc", "nothing is committed yet")
        #expect(view.shownBox.text == "abにほんc", "shown at the caret")
        #expect(view.preeditRange == 2..<5)
        #expect(view.preeditHighlight == 3..<5, "the input method's segment")
        #expect(view.shownCaret == 3, "the input method's caret, inside the composition")
        #expect(view.frame == before.frame, "a composition that fits leaves the writing area as it is")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.map(\.text) == ["abc"], "a composition never reaches the page uncommitted")
    }

    @Test func theCommitReplacesTheComposition() throws {
        var editor = Self.editingABC()
        _ = editor.setPreedit(Preedit(text: "你", caret: 1))
        // The input method commits (a key whose text is the phrase) and ends the composition.
        _ = editor.setPreedit(nil)
        _ = editor.handle(KeyChord(.character("你"), text: "你"))
        let view = try #require(editor.scene.textEdit)
        #expect(view.box.text == "ab你c")
        #expect(view.preedit == nil)
        #expect(view.shownBox == view.box)
        #expect(view.shownCaret == 3)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.map(\.text) == ["ab你c"])
    }

    @Test func anEmptyCompositionIsNone() throws {
        var editor = Self.editingABC()
        _ = editor.setPreedit(Preedit(text: "n"))
        #expect(editor.scene.textEdit?.preedit?.text == "n")
        let cleared = editor.setPreedit(Preedit(text: ""))
        #expect(!cleared.damage.isEmpty)
        #expect(editor.scene.textEdit?.preedit == nil)
        #expect(editor.setPreedit(nil).damage.isEmpty, "no change, nothing redrawn")
    }

    @Test func withoutAFieldTheCompositionIsIgnored() {
        var editor = Editor.fresh()
        #expect(editor.setPreedit(Preedit(text: "に")).isEmpty)
        #expect(editor.scene.textEdit == nil)
    }

    @Test func theHighlightFollowsTheInputMethodsFeedback() {
        var p = Preedit()
        p.replace(first: 0, length: 0, with: "nihon", caret: 5)
        #expect(p.highlighted == nil)
        p.replace(first: 0, length: 5, with: "日本", emphasis: [true, false], caret: 1)
        #expect(p.highlighted == 0..<1)
        p.replace(first: 1, length: 1, with: "本語", emphasis: [true, true], caret: 3)
        #expect(p.text == "日本語")
        #expect(p.highlighted == 0..<3)
        p.replace(first: 0, length: 1, with: "二", caret: 0)
        #expect(p.highlighted == 1..<3)
        #expect(Preedit(text: "かな", highlighted: 1..<2).highlighted == 1..<2)
    }
}

/// A composition long enough to wrap past the box's last line stays inside the box: the
/// writing area grows downwards to hold it (its top and width stay), as typed text does, and
/// goes back when the composition is cancelled.
@Suite struct TextBoxLongPreeditTests {
    @Test func aLongCompositionGrowsTheWritingAreaDownwards() throws {
        var editor = TextBoxPreeditTests.editingABC()
        let before = try #require(editor.scene.textEdit)
        // Eight lines of the box's width (the uniform measure: each character half the size wide).
        let box = try #require(editor.textEditing?.box)
        let perLine = Int(box.width / (box.fontSize * 0.5))
        let long = Preedit(text: String(repeating: "に", count: 8 * perLine), caret: 8 * perLine)
        let shown = editor.setPreedit(long)
        let view = try #require(editor.scene.textEdit)
        let scale = editor.viewport.scale
        let measured = editor.textMeasure.boxSize(view.shownBox)
        #expect(measured.height * scale > before.frame.height, "the composition wraps past the area: \(measured)")
        #expect(view.frame.height >= measured.height * scale - 1e-9, "the area holds it: \(view.frame) for \(measured)")
        #expect(view.frame.minY == before.frame.minY && view.frame.minX == before.frame.minX && view.frame.width == before.frame.width,
                "it grows downwards only")
        #expect(shown.damage.region.rects.contains { $0.covers(view.frame) }, "the grown area is repainted")
        let cancelled = editor.setPreedit(nil)
        #expect(editor.scene.textEdit?.frame == before.frame, "back when the composition goes")
        #expect(cancelled.damage.region.rects.contains { $0.covers(view.frame) }, "where it was is repainted")
    }
}
