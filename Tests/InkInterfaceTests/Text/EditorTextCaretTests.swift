/// The caret of the box being edited follows the text as laid out (`TextMeasure`: the
/// renderer's Pango layout in the app; here the uniform measure's): a click or a pen tap in the
/// box puts it under the point, Shift+click and a drag select (typing replaces the selection,
/// Backspace takes it away), Up and Down move by line as shown (wrapped lines too), Home and
/// End to the ends of the line as shown, Shift stretches the selection. The box's frame is as
/// tall as the measure says its text is.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

/// A measure whose boxes are as tall as it is told (for the frame and the hit test).
struct TallBoxMeasure: TextMeasure {
    var height: Double
    func width(_ text: String, _ style: TextStyle) -> Double { Double(text.count) * style.size * 0.5 }
    func lineHeight(_ style: TextStyle) -> Double { style.size }
    func boxSize(_ box: TextBox) -> Size { Size(box.width, height) }
}

@Suite struct EditorTextCaretTests {
    /// A box at (300, 200) holding `text`, being edited.
    static func editing(_ text: String) -> Editor {
        var editor = EditorTextTests.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        _ = editor.typeText(text)
        return editor
    }

    /// Where the caret at `offset` stands in the window (the middle of its height).
    static func window(_ editor: Editor, offset: Int) throws -> Point {
        let t = try #require(editor.textEditing)
        let f = editor.textMeasure.caretFrame(in: t.box, at: offset)
        return editor.windowPoint(Point(t.box.origin.x + f.minX, t.box.origin.y + f.center.y), page: t.page)
    }

    static func click(_ p: Point, _ editor: inout Editor, shift: Bool = false) {
        _ = editor.handle(InputEvent(action: .press(.primary), device: Devices.mouse, position: p, modifiers: shift ? [.shift] : []))
        _ = editor.handle(InputEvent(action: .release(.primary), device: Devices.mouse, position: p, buttons: .primary, modifiers: shift ? [.shift] : []))
    }

    @Test func aClickInTheBoxPutsTheCaretUnderItAndTypingGoesThere() throws {
        var editor = Self.editing("Hello Ink")
        Self.click(try Self.window(editor, offset: 5), &editor)
        #expect(editor.textEditing?.caret == 5)
        _ = editor.typeText(",")
        #expect(editor.textEditing?.box.text == "Hello, Ink")
        Self.click(try Self.window(editor, offset: 0), &editor)
        #expect(editor.textEditing?.caret == 0, "not the end, as before")
    }

    @Test func shiftClickAndADragSelectAndTypingReplacesTheSelection() throws {
        var editor = Self.editing("Hello Ink")
        Self.click(try Self.window(editor, offset: 6), &editor)
        Self.click(try Self.window(editor, offset: 9), &editor, shift: true)
        #expect(editor.textEditing?.selection == 6..<9)
        #expect(editor.scene.textEdit?.selection == 6..<9, "the renderer draws it")
        _ = editor.typeText("Pen")
        #expect(editor.textEditing?.box.text == "Hello Pen")
        #expect(editor.textEditing?.selection == nil)
        // A drag from the start of "Hello" to its end selects it; Backspace takes it away.
        _ = editor.press(try Self.window(editor, offset: 0))
        _ = editor.drag(try Self.window(editor, offset: 3))
        _ = editor.release(try Self.window(editor, offset: 5))
        #expect(editor.textEditing?.selection == 0..<5)
        _ = editor.handle(KeyChord(.backspace))
        #expect(editor.textEditing?.box.text == " Pen")
        #expect(editor.history.undoStack.isEmpty, "still one box being edited")
    }

    @Test func upDownHomeAndEndFollowTheLinesAsLaidOutWrappedLinesToo() throws {
        var editor = Self.editing("")
        // A narrow box: its words wrap.
        var t = try #require(editor.textEditing)
        t.box.width = 5 * t.box.fontSize * 0.5 + 1
        editor.textEditing = t
        _ = editor.typeText("abcdefghijklm")   // lines "abcde", "fghij", "klm"
        let box = try #require(editor.textEditing?.box)
        #expect(editor.textMeasure.boxSize(box).height == 3 * editor.textMeasure.lineHeight(TextStyle(size: box.fontSize)))
        #expect(editor.textEditing?.caret == 13)
        _ = editor.handle(KeyChord(.up))
        #expect(editor.textEditing?.caret == 8, "the same column one line up")
        _ = editor.handle(KeyChord(.home))
        #expect(editor.textEditing?.caret == 5, "the start of the line as shown")
        _ = editor.handle(KeyChord(.end, [.shift]))
        #expect(editor.textEditing?.selection == 5..<10)
        _ = editor.handle(KeyChord(.right))
        #expect(editor.textEditing?.caret == 10 && editor.textEditing?.selection == nil, "Right ends the selection at its end")
        _ = editor.handle(KeyChord(.up)); _ = editor.handle(KeyChord(.up))
        #expect(editor.textEditing?.caret == 0, "Up on the first line goes to the start")
        _ = editor.handle(KeyChord(.down)); _ = editor.handle(KeyChord(.down)); _ = editor.handle(KeyChord(.down))
        #expect(editor.textEditing?.caret == 13, "Down on the last line goes to the end")
        _ = editor.handle(KeyChord(.left, [.shift])); _ = editor.handle(KeyChord(.left, [.shift]))
        #expect(editor.textEditing?.selection == 11..<13)
    }

    @Test func leftAndRightMoveByCharactersAsPeopleSeeThem() throws {
        var editor = Self.editing("e\u{301}🇯🇵x")   // é as e + combining accent, a flag of two scalars
        _ = editor.handle(KeyChord(.left))
        _ = editor.handle(KeyChord(.left))
        #expect(editor.textEditing?.caret == 1)
        _ = editor.handle(KeyChord(.backspace))
        #expect(editor.textEditing?.box.text == "🇯🇵x", "the accent went with its letter")
    }

    @Test func aPenTapInTheBoxPutsTheCaretThereAndDrawsNothing() throws {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.text), for: .pen)
        _ = editor.press(Point(300, 200), Devices.pen); _ = editor.release(Point(300, 200), Devices.pen)
        _ = editor.typeText("Hello Ink")
        let at = try Self.window(editor, offset: 2)
        _ = editor.press(at, Devices.pen, pressure: 0.5); _ = editor.release(at, Devices.pen, pressure: 0.5)
        #expect(editor.textEditing?.caret == 2)
        #expect(editor.document.pages[0].strokes.isEmpty, "a tap is no ink")
        // A stroke is still handwriting.
        _ = editor.press(Point(320, 205), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(340, 215), Devices.pen, pressure: 0.5)
        _ = editor.release(Point(360, 225), Devices.pen, pressure: 0.5)
        #expect(editor.document.pages[0].strokes.count == 1)
    }

    @Test func aPenTapOnTheDashedLineIsInTheBox() throws {
        // The line is drawn a few pixels outside the text (`TextEditView.outline`): a pen's tap
        // on it puts the caret, as a mouse's does, and neither finishes the box nor leaves ink.
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.text), for: .pen)
        _ = editor.press(Point(300, 200), Devices.pen); _ = editor.release(Point(300, 200), Devices.pen)
        _ = editor.typeText("Hello Ink")
        let view = try #require(editor.scene.textEdit)
        let at = Point(view.outline.minX + 1, view.frame.minY + 8)
        #expect(!view.frame.contains(at) && view.outline.contains(at))
        _ = editor.press(at, Devices.pen, pressure: 0.5); _ = editor.release(at, Devices.pen, pressure: 0.5)
        #expect(editor.textEditing?.caret == 0)
        #expect(editor.document.pages[0].strokes.isEmpty, "a tap is no ink")
    }

    @Test func theBoxsFrameAndItsHitAreaAreAsTallAsTheMeasureSays() throws {
        var editor = Self.editing("Hi")
        editor.textMeasure = TallBoxMeasure(height: 300)
        let view = try #require(editor.scene.textEdit)
        #expect(view.frame.height == 300 * editor.viewport.scale, "\(view.frame)")
        _ = editor.handle(KeyChord(.escape))
        // A click 250 units below the box's top still takes hold of it (an estimate of "Hi" is one line).
        let p = Point(view.frame.minX + 5, view.frame.minY + 250 * editor.viewport.scale)
        Self.click(p, &editor)
        #expect(editor.textEditing?.box.text == "Hi")
        editor.textMeasure = TallBoxMeasure(height: 20)
        _ = editor.handle(KeyChord(.escape))
        Self.click(p, &editor)
        #expect(editor.textEditing?.box.text != "Hi", "below a short box's text is outside it: a new box")
    }
}
