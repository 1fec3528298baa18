/// Issue 18, every action reachable from the keyboard: Alt+Left/Right turn the lasso's
/// selection about its centre (15°, Shift 1°) and Alt+Up/Down scale it (10 %, Shift 1 %), as
/// the rotate knob and the corners do with the pen; each press one undo step, journaled.
import Foundation
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import Testing

@Suite struct SelectionTurnKeysTests {
    static func alt(_ key: KeyChord.Key, shift: Bool = false) -> KeyChord { KeyChord(key, shift ? [.alt, .shift] : [.alt]) }

    /// The selection's strokes' bounds (page 0).
    static func box(_ editor: Editor) throws -> Rect { try #require(editor.selection).bounds(in: editor.document) }

    @Test func altUpAndDownScaleTheSelectionAboutItsCentre() throws {
        var editor = SelectionNudgeTests.topTwoSelected()
        let before = try Self.box(editor), unselected = editor.document.pages[0].strokes[2].points[0].position
        let steps = editor.history.undoSteps.count
        let journaled = SelectionNudgeTests.journaled(editor.handle(Self.alt(.up)))
        let after = try Self.box(editor)
        #expect(abs(after.width - before.width * 1.1) < 0.5 && abs(after.height - before.height * 1.1) < 0.5, "\(before) -> \(after)")
        #expect(abs(after.center.x - before.center.x) < 0.5 && abs(after.center.y - before.center.y) < 0.5, "about its centre")
        #expect(editor.document.pages[0].strokes[2].points[0].position == unselected, "the unselected line stays")
        #expect(journaled == 1 && editor.history.undoSteps.count == steps + 1)
        _ = editor.handle(Self.alt(.down))
        let back = try Self.box(editor)
        #expect(abs(back.width - before.width) < 0.5, "10 % larger then 10 % smaller")
        _ = editor.run(.undo); _ = editor.run(.undo)
        #expect(try Self.box(editor) == before, "two presses, two undo steps")
    }

    @Test func altRightTurnsTheSelectionByFifteenDegreesAndShiftByOne() throws {
        var editor = SelectionNudgeTests.topTwoSelected()
        let line = editor.document.pages[0].strokes[0]
        func angle(_ s: Stroke) -> Double {
            let a = s.points[0].position, b = s.points[s.points.count - 1].position
            return atan2(b.y - a.y, b.x - a.x)
        }
        let start = angle(line)
        _ = editor.handle(Self.alt(.right))
        #expect(abs(angle(editor.document.pages[0].strokes[0]) - (start + .pi / 12)) < 1e-6)
        _ = editor.handle(Self.alt(.left, shift: true))
        #expect(abs(angle(editor.document.pages[0].strokes[0]) - (start + .pi / 12 - .pi / 180)) < 1e-6)
        #expect(editor.selection?.ids.count == 2, "still selected")
    }

    @Test func withoutASelectionAltArrowsAreNotTaken() {
        var editor = EditorLassoTests.threeLines()
        #expect(editor.selectionTurnHandles(Self.alt(.left)) == nil)
    }
}
