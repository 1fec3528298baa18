/// The lasso a paste, a placed image or Ctrl+A puts in hand to move what they selected is lent:
/// letting the selection go (a press off it, Escape) gives back the tool before it, and the
/// press off it draws with that tool at once, as off a selection kept after a held lasso. Before,
/// the next stroke beside a pasted picture drew a lasso loop, and the pen had to be chosen again.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorLentLassoTests {
    /// A pasted 60x40 picture under the pointer at (300, 250), the pen in hand before.
    static func pasted() -> Editor {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 250), Devices.mouse)
        _ = editor.pasteImage(bytes: pngHeader(width: 60, height: 40))
        return editor
    }

    @Test func aPressOffThePastedPictureDrawsWithTheToolBefore() throws {
        var editor = Self.pasted()
        #expect(editor.toolState(for: .mouse).tool == .lasso, "the lasso in hand to move it")
        #expect(editor.selection != nil)
        editor.line(y: 500, from: 150, to: 300)
        #expect(editor.selection == nil, "let go")
        #expect(editor.toolState(for: .mouse).tool == .pen, "the pen back")
        #expect(editor.document.pages[0].strokes.count == 1, "and the press drew")
        #expect(editor.toolState(for: .mouse).previousTool == Editor.fresh().toolState(for: .mouse).previousTool, "as it was")
    }

    @Test func movingThePictureKeepsTheLassoUntilItIsLetGo() throws {
        var editor = Self.pasted()
        editor.stroke([Point(300, 250), Point(320, 260), Point(340, 270)])
        #expect(editor.selection != nil && editor.toolState(for: .mouse).tool == .lasso, "moved, still held")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.selection == nil)
        #expect(editor.toolState(for: .mouse).tool == .pen)
    }

    @Test func aToolChosenMeanwhileIsKept() throws {
        var editor = Self.pasted()
        _ = editor.handle(KeyChord(.character("h")))
        #expect(editor.toolState(for: .mouse).tool == .highlighter)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.toolState(for: .mouse).tool == .highlighter)
    }

    @Test func aLassoChosenByThePersonStays() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        _ = editor.handle(KeyChord(.character("l")))
        _ = editor.handle(KeyChord(.character("a"), .control))
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        editor.line(y: 500)
        #expect(editor.document.pages[0].strokes.count == 1, "a lasso loop, no ink")
    }

    @Test func ctrlAWithThePenLendsTheLassoToo() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        _ = editor.handle(KeyChord(.character("a"), .control))
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        editor.line(y: 500)
        #expect(editor.toolState(for: .mouse).tool == .pen)
        #expect(editor.document.pages[0].strokes.count == 2)
    }

    @Test func theToolRememberedWhileLentIsTheOneBefore() throws {
        let editor = Self.pasted()
        let remembered = editor.remembered(in: RememberedState())
        #expect(remembered.devices[DeviceKind.mouse.rawValue]?.tool == Tool.pen.rawValue)
    }
}

extension EditorLentLassoTests {
    /// The lasso chosen while it is lent (its key, its button) is the person's own from then on.
    @Test func theLassoChosenWhileLentStays() throws {
        var editor = Self.pasted()
        _ = editor.run(.selectTool(.lasso))
        editor.line(y: 500, from: 150, to: 300)
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        #expect(editor.document.pages[0].strokes.isEmpty, "a lasso loop, no ink")
    }
}
