/// The area eraser (eraser.mode area): the eraser cuts the strokes where its disc passes and
/// keeps the rest as new strokes with the original's colour, width and pressures; the whole
/// gesture is one undo step that restores the originals exactly, and one journal edit.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorAreaEraserTests {
    /// An editor in area mode with three horizontal lines at window heights 200, 300 and 400.
    func threeLines(pressure: Double? = nil) -> Editor {
        var editor = Editor.fresh()
        var prefs = Preferences()
        prefs.eraserMode = .area
        _ = editor.apply(prefs)
        for y in [200.0, 300, 400] { editor.line(y: y, Devices.pen, pressure: pressure) }
        return editor
    }

    var strokes: (Editor) -> [Stroke] { { $0.document.pages[0].strokes } }
    let undo = KeyChord(.character("z"), .control)
    let redo = KeyChord(.character("y"), .control)

    @Test func aSweepAcrossALineCutsItInTwoAndKeepsTheRest() throws {
        var editor = threeLines(pressure: 0.7)
        let before = strokes(editor)
        _ = editor.press(Point(300, 280), Devices.eraser)
        let damage = editor.drag(Point(300, 320), Devices.eraser)
        #expect(!damage.ink.isEmpty)
        _ = editor.release(Point(300, 320), Devices.eraser)
        let after = strokes(editor)
        try #require(after.count == 4)
        // The top and bottom lines are untouched (the same strokes); the middle one became two.
        #expect(after[0] == before[0] && after[3] == before[2])
        let (left, right) = (after[1], after[2])
        for piece in [left, right] {
            #expect(piece.color == before[1].color && piece.outline == before[1].outline)
            #expect(piece.points.allSatisfy { abs($0.pressure - before[1].points[1].pressure) < 1e-9 })
            #expect(!before.map(\.id).contains(piece.id))
        }
        #expect(left.id != right.id)
        // Each ends where its ink's round cap meets the disc's edge.
        let radius = editor.toolState(for: .eraser).eraserRadius(in: editor.palette)
        let half = before[1].outline.width(atPressure: 0.7) / 2
        let centre = editor.toPage(Point(300, 300), page: 0)
        let leftEnd = try #require(left.points.last), rightStart = try #require(right.points.first)
        #expect(abs(abs(leftEnd.position.x - centre.x) - (radius + half)) < 0.5)
        #expect(abs(abs(rightStart.position.x - centre.x) - (radius + half)) < 0.5)
        #expect(left.points.first == before[1].points.first && right.points.last == before[1].points.last)
    }

    @Test func theGestureIsOneUndoStepThatRestoresExactlyAndRedoes() {
        var editor = threeLines()
        let before = strokes(editor)
        let steps = editor.history.undoStack.count
        // Back and forth over all three lines: pieces made earlier in the gesture are cut again.
        _ = editor.press(Point(200, 180), Devices.eraser)
        _ = editor.drag(Point(200, 420), Devices.eraser)
        _ = editor.drag(Point(260, 420), Devices.eraser)
        _ = editor.drag(Point(260, 180), Devices.eraser)
        _ = editor.drag(Point(400, 300), Devices.eraser)
        _ = editor.release(Point(400, 300), Devices.eraser)
        let after = strokes(editor)
        #expect(after.count > 3)
        #expect(editor.history.undoStack.count == steps + 1)
        #expect(Set(after.map(\.id)).count == after.count)
        _ = editor.handle(undo)
        #expect(strokes(editor) == before)
        _ = editor.handle(redo)
        #expect(strokes(editor) == after)
        _ = editor.handle(undo)
        #expect(strokes(editor) == before)
    }

    @Test func theJournalGetsOneEditThatRedoesTheGesture() throws {
        var editor = threeLines()
        let before = editor.document
        var edits: [Edit] = []
        for event in [PointerEvents.press(Point(300, 180), Devices.eraser), PointerEvents.drag(Point(300, 420), Devices.eraser),
                      PointerEvents.drag(Point(200, 300), Devices.eraser), PointerEvents.release(Point(200, 300), Devices.eraser)] {
            for case .recordEdits(let e) in editor.handle(event).effects { edits += e }
        }
        try #require(edits.count == 1)
        guard case .replace(let removed, let added) = edits[0].change else { Issue.record("not a replace: \(edits[0])"); return }
        #expect(removed.count == 3 && added.count >= 6)
        var replayed = before
        replayed.apply(edits[0])
        #expect(replayed.pages == editor.document.pages)
        replayed.apply(edits[0].inverse)
        #expect(replayed.pages == before.pages)
    }

    @Test func aStrokeTheDiscCoversWhollyIsRemoved() {
        var editor = threeLines()
        editor.line(y: 500, from: 300, to: 302, Devices.pen)
        let before = strokes(editor)
        _ = editor.press(Point(301, 500), Devices.eraser)
        _ = editor.release(Point(301, 500), Devices.eraser)
        #expect(strokes(editor) == Array(before.prefix(3)))
        _ = editor.handle(undo)
        #expect(strokes(editor) == before)
    }

    @Test func zOrderIsKeptAndUndoRestoresItWhenStrokesBelowGoFirst() {
        // A short stroke on top is erased whole and the middle line cut, then the top line is
        // cut: every piece stays where its stroke was in the z-order.
        var editor = threeLines()
        editor.line(y: 300, from: 299, to: 302, Devices.pen)   // a short fourth stroke over the middle line
        let before = strokes(editor)
        _ = editor.press(Point(300, 300), Devices.eraser)      // cuts the middle line, removes the short one
        _ = editor.drag(Point(300, 200), Devices.eraser)       // cuts the top line
        _ = editor.release(Point(300, 200), Devices.eraser)
        let after = strokes(editor)
        #expect(after.map { $0.points[0].position.y } == [before[0].points[0].position.y, before[0].points[0].position.y,
                                                         before[1].points[0].position.y, before[1].points[0].position.y,
                                                         before[2].points[0].position.y])
        _ = editor.handle(undo)
        #expect(strokes(editor) == before)
        _ = editor.handle(redo)
        #expect(strokes(editor) == after)
    }

    @Test func strokeModeStillRemovesWholeStrokes() {
        var editor = threeLines()
        var prefs = editor.preferences
        prefs.eraserMode = .stroke
        _ = editor.apply(prefs)
        _ = editor.press(Point(300, 300), Devices.eraser)
        _ = editor.release(Point(300, 300), Devices.eraser)
        #expect(strokes(editor).count == 2)
    }

    @Test func erasingAwayFromInkChangesNothing() {
        var editor = threeLines()
        let steps = editor.history.undoStack.count
        #expect(editor.press(Point(300, 250), Devices.eraser).ink.isEmpty)
        #expect(editor.release(Point(300, 250), Devices.eraser).ink.isEmpty)
        #expect(editor.history.undoStack.count == steps && strokes(editor).count == 3)
    }

    @Test func amongManyStrokesOnlyThoseUnderTheEraserChange() {
        var editor = threeLines()
        for i in 0..<40 { editor.line(y: 120 + Double(i) * 12, from: 500, to: 700, Devices.pen) }
        let before = strokes(editor)
        _ = editor.press(Point(600, 250), Devices.eraser)
        _ = editor.drag(Point(600, 300), Devices.eraser)
        _ = editor.release(Point(600, 300), Devices.eraser)
        let after = strokes(editor)
        let kept = Set(after.map(\.id))
        let gone = before.filter { !kept.contains($0.id) }
        // The lines between y 250 and 300 (and those whose ink reaches the disc) were cut, each in two.
        #expect(gone.allSatisfy { s in s.points.allSatisfy { $0.position.y >= 235 && $0.position.y <= 315 } })
        #expect(gone.count >= 4 && gone.count <= 7)
        #expect(after.count == before.count + gone.count)
        // Every other stroke is the same value as before.
        #expect(before.filter { kept.contains($0.id) } == after.filter { s in before.contains { $0.id == s.id } })
    }

    @Test func aLongStrokeIsCutThroughItsPieceIndex() throws {
        // 600 points: long enough to have a piece index; the cut finds the same crossing.
        var editor = threeLines()
        let points = (0..<600).map { Point(100 + Double($0), 500) }
        editor.stroke(points, Devices.pen)
        let long = try #require(strokes(editor).last)
        #expect(long.pieceIndex.isIndexed)
        _ = editor.press(Point(400, 480), Devices.eraser)
        _ = editor.drag(Point(400, 520), Devices.eraser)
        _ = editor.release(Point(400, 520), Devices.eraser)
        let pieces = strokes(editor).suffix(2)
        #expect(strokes(editor).count == 5)
        let radius = editor.toolState(for: .eraser).eraserRadius(in: editor.palette)
        let centre = editor.toPage(Point(400, 500), page: 0)
        for (piece, end) in zip(pieces, [pieces.first?.points.last, pieces.last?.points.first]) {
            let e = try #require(end)
            #expect(abs(abs(e.position.x - centre.x) - (radius + piece.outline.width(atPressure: e.pressure) / 2)) < 0.5)
        }
    }
}
