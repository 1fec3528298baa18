/// The text tool (issue 18): T picks it; a click places a box and typing goes into it (the
/// caret keys, Backspace, Delete, Enter); Escape or a click outside finishes it as one undo
/// step (an empty box goes away); a tap on a box edits it; its grip moves it and its handle
/// widens it; the palette's colour and sizes go to it; Ctrl+S saves it with the rest.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
@testable import InkInterface
import InkTestSupport

@Suite struct EditorTextTests {
    static func key(_ c: String) -> KeyChord {
        KeyChord(.character(c.lowercased()), c == c.lowercased() ? [] : [.shift], text: c)
    }

    /// A fresh editor with the text tool in the mouse's hand.
    static func withTextTool() -> Editor {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("t")))
        return editor
    }

    static func type(_ text: String, into editor: inout Editor) {
        for c in text { _ = editor.handle(key(String(c))) }
    }

    @Test func tPicksTheTextToolAndAClickPlacesABoxThatTakesTyping() throws {
        var editor = Self.withTextTool()
        #expect(editor.toolState(for: .mouse).tool == .text)
        _ = editor.press(Point(300, 200))
        _ = editor.release(Point(300, 200))
        #expect(editor.isEditingText)
        Self.type("Hi tT", into: &editor)
        let view = try #require(editor.scene.textEdit)
        #expect(view.box.text == "Hi tT", "T and t are typed, not shortcuts, while a box is edited")
        #expect(view.frame.contains(Point(302, 200)))
        #expect(editor.toolState(for: .mouse).tool == .text)
        #expect(editor.document.pages[0].texts.isEmpty, "the page gets the box when it is done")
        _ = editor.handle(KeyChord(.escape))
        #expect(!editor.isEditingText)
        #expect(editor.document.pages[0].texts.map(\.text) == ["Hi tT"])
        #expect(editor.history.undoStack.count == 1, "one undo step")
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].texts.isEmpty)
        _ = editor.run(.redo)
        #expect(editor.document.pages[0].texts.map(\.text) == ["Hi tT"])
    }

    @Test func theCaretKeysBackspaceDeleteAndEnterEditWhereTheCaretIs() throws {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("abcd", into: &editor)
        _ = editor.handle(KeyChord(.left)); _ = editor.handle(KeyChord(.left))
        _ = editor.handle(KeyChord(.backspace))          // ab|cd → a|cd
        _ = editor.handle(KeyChord(.delete))             // a|d
        _ = editor.handle(KeyChord(.enter))              // a\n|d
        Self.type("X", into: &editor)
        _ = editor.handle(KeyChord(.home))
        Self.type("<", into: &editor)
        _ = editor.handle(KeyChord(.up))
        _ = editor.handle(KeyChord(.end))
        Self.type(">", into: &editor)
        #expect(editor.textEditing?.box.text == "a>\n<Xd")
        _ = editor.typeText("世界")
        #expect(editor.textEditing?.box.text == "a>世界\n<Xd", "an input method's commit goes in at the caret")
    }

    @Test func anEmptyBoxGoesAwayAndAClickOutsideFinishesWithoutPlacingAnother() {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.isEmpty)
        #expect(editor.history.undoStack.isEmpty, "nothing to undo")
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("one", into: &editor)
        _ = editor.press(Point(500, 500)); _ = editor.release(Point(500, 500))
        #expect(!editor.isEditingText)
        #expect(editor.document.pages[0].texts.map(\.text) == ["one"])
    }

    @Test func aTapOnABoxEditsItAndTheChangeIsOneStep() throws {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("one", into: &editor)
        _ = editor.handle(KeyChord(.escape))
        _ = editor.press(Point(305, 200)); _ = editor.release(Point(305, 200))
        #expect(editor.textEditing?.original?.text == "one")
        #expect(editor.textEditing?.caret == 1, "the caret under the tap, after the o")
        _ = editor.handle(KeyChord(.end))
        Self.type(" two", into: &editor)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.map(\.text) == ["one two"])
        #expect(editor.history.undoStack.count == 2)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].texts.map(\.text) == ["one"])
    }

    @Test func theGripMovesTheBoxAndTheHandleWidensIt() throws {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("move me", into: &editor)
        let before = try #require(editor.textEditing?.box)
        let grip = try #require(editor.scene.textEdit?.moveGrip.center)
        _ = editor.press(grip); _ = editor.drag(grip + Point(25, 40)); _ = editor.drag(grip + Point(50, 80)); _ = editor.release(grip + Point(50, 80))
        let scale = editor.viewport.scale
        let moved = try #require(editor.textEditing?.box)
        #expect(abs(moved.origin.x - (before.origin.x + 50 / scale)) < 1e-6 && abs(moved.origin.y - (before.origin.y + 80 / scale)) < 1e-6)
        #expect(editor.document.pages[0].strokes.isEmpty, "a drag on the grip draws nothing")
        let handle = try #require(editor.scene.textEdit?.widthGrip.center)
        _ = editor.press(handle); _ = editor.drag(handle + Point(60, 0)); _ = editor.release(handle + Point(60, 0))
        #expect(abs((editor.textEditing?.box.width ?? 0) - (before.width + 60 / scale)) < 1e-6)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.first?.origin == moved.origin)
        #expect(editor.history.undoStack.count == 1, "placing, typing, moving and widening: one step")
    }

    /// The width handle lies beside the box, never over its text: astride the dashed line it
    /// covered the last letters of lines reaching the box's width.
    @Test(arguments: [Handedness.right, .left])
    func theWidthHandleLeavesTheTextFree(_ hand: Handedness) throws {
        var editor = Self.withTextTool()
        _ = editor.apply({ var p = Preferences(); p.handedness = hand; return p }())
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type(String(repeating: "W", count: 60), into: &editor)
        let view = try #require(editor.scene.textEdit)
        #expect(!view.widthGrip.intersects(view.outline), "\(view.widthGrip) \(view.outline)")
        #expect(!view.widthGrip.intersects(view.moveGrip))
    }

    /// L1: for a left hand (to the left of and below the pen) the grip is not beside the
    /// box's start, where the hand rests while writing there, but above its right end.
    @Test func aLeftHandedWritersGripIsAboveTheBoxsRightEnd() throws {
        var editor = Self.withTextTool()
        _ = editor.apply({ var p = Preferences(); p.handedness = .left; return p }())
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("left hand", into: &editor)
        let view = try #require(editor.scene.textEdit)
        #expect(view.moveGrip.maxY < view.outline.minY, "above the dashed line")
        #expect(view.moveGrip.center.x > view.outline.center.x, "over the box's right half")
        #expect(!view.moveGrip.intersects(view.widthGrip) && !view.moveGrip.intersects(view.outline))
        let before = try #require(editor.textEditing?.box)
        let grip = view.moveGrip.center
        _ = editor.press(grip); _ = editor.drag(grip + Point(-30, 20)); _ = editor.release(grip + Point(-30, 20))
        let moved = try #require(editor.textEditing?.box)
        let scale = editor.viewport.scale
        #expect(abs(moved.origin.x - (before.origin.x - 30 / scale)) < 1e-6 && abs(moved.origin.y - (before.origin.y + 20 / scale)) < 1e-6)
        #expect(editor.document.pages[0].strokes.isEmpty)
        _ = editor.apply(Preferences())
        let right = try #require(editor.scene.textEdit)
        #expect(right.moveGrip.maxX < right.outline.minX, "a right hand's beside the box's start")
    }

    @Test func thePalettesColourAndSizeGoToTheBoxBeingEdited() throws {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("big red", into: &editor)
        _ = editor.click(.color(2))
        _ = editor.click(.width(2))
        #expect(editor.isEditingText, "choosing in the toolbar keeps the box")
        let box = try #require(editor.textEditing?.box)
        #expect(box.fontSize == TextBox.fontSizes[2])
        #expect(box.color == editor.palette.colors[2].color)
        #expect(editor.toolState(for: .mouse).width == TextBox.fontSizes[2], "the next box gets them too")
    }

    @Test func ctrlSSavesTheBoxBeingEditedWithTheRest() {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("saved", into: &editor)
        let outcome = editor.handle(KeyChord(.character("s"), [.control]))
        #expect(outcome.effects.contains(.fileRequest(.save)))
        #expect(editor.document.pages[0].texts.map(\.text) == ["saved"])
        #expect(outcome.effects.contains { if case .recordEdits = $0 { true } else { false } }, "journaled")
    }

    @Test func anotherToolOrUndoFinishesTheBoxFirst() {
        var editor = Self.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        Self.type("kept", into: &editor)
        _ = editor.click(.tool(.pen))
        #expect(!editor.isEditingText)
        #expect(editor.document.pages[0].texts.map(\.text) == ["kept"])
    }
}
