/// Issue 17: the lasso is reached every way the other tools are: the marking menu, a button in
/// every window size, a pen button held while drawing the loop; Ctrl+D and the buttons beside
/// the selection duplicate and delete it.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorLassoReachTests {
    static func button(_ b: PointerButton, down: Bool, at t: UInt64, _ p: Point) -> InputEvent {
        InputEvent(action: down ? .press(b) : .release(b), device: Devices.pen, position: p, time: t)
    }

    /// Three lines, the upper button set to "Lasso while held".
    static func withHeldLasso() throws -> Editor {
        var editor = Editor.fresh()
        for y in [200.0, 300, 400] { editor.line(y: y, from: 200, to: 400, Devices.pen) }
        var prefs = Preferences()
        try prefs.set("pen.upper.hold", to: "temporary-lasso")
        _ = editor.apply(prefs)
        return editor
    }

    @Test func theMainRingHasTheLassoAndTheColourRingTheWidths() throws {
        #expect(MenuItem.main.contains(.tool(.lasso)) && MenuItem.main.count <= 8)
        var editor = Editor.fresh()
        _ = editor.openMenu(at: Point(500, 450))
        let lasso = try #require(editor.menu?.slots.first { $0.item == .tool(.lasso) })
        _ = editor.press(lasso.center, Devices.pen, pressure: 0.5)
        _ = editor.release(lasso.center, Devices.pen)
        #expect(editor.menu == nil)
        #expect(editor.toolState(for: .pen).tool == .lasso)
        let colours = MarkingMenu(ring: .colors, pen: Point(500, 450), rightHanded: true, within: editor.canvasFrame)
        #expect(colours.slots.map(\.item) == MenuItem.colorRing(.standard))
        #expect(colours.slots.contains { $0.item == .width(0) })
    }

    @Test(arguments: [true, false], [Size(400, 300), Size(455, 300), Size(1024, 720)])
    func bothRingsFitAndTheLassoButtonIsThereInEverySize(rightHanded: Bool, size: Size) throws {
        var editor = Editor(windowSize: size)
        var prefs = Preferences()
        prefs.handedness = rightHanded ? .right : .left
        _ = editor.apply(prefs)
        let lasso = try #require(editor.toolbar.frame(of: .tool(.lasso)), "no lasso button at \(size)")
        #expect(lasso.width >= 40)
        #expect(editor.toolbar.statusBar.covers(lasso))
        for other in editor.toolbar.statusSlots where other.item != .tool(.lasso) { #expect(!other.frame.intersects(lasso)) }
        for ring in [MarkingMenu.Ring.main, .colors] {
            for pen in [editor.canvasFrame.center, Point(editor.canvasFrame.minX + 20, editor.canvasFrame.maxY - 20)] {
                let m = MarkingMenu(ring: ring, pen: pen, rightHanded: rightHanded, within: editor.canvasFrame)
                #expect(m.slots.count == (ring == .main ? 8 : 9))
                #expect(MarkingMenu.inside(m.slots, editor.canvasFrame), "\(ring) at \(pen) in \(size)")
            }
        }
    }

    @Test func holdingTheUpperButtonALoopSelectsAndThePenThenMovesTheSelection() throws {
        var editor = try Self.withHeldLasso()
        let loop = EditorLassoTests.loopAroundTopTwo
        _ = editor.hover(loop[0], Devices.pen)
        _ = editor.handle(Self.button(.upperBarrel, down: true, at: 5000, loop[0]))
        #expect(editor.toolState(for: .pen).effectiveTool == .lasso)
        editor.stroke(loop, Devices.pen, pressure: 0.5)
        _ = editor.handle(Self.button(.upperBarrel, down: false, at: 9000, loop.last ?? loop[0]))
        #expect(editor.toolState(for: .pen).effectiveTool == .pen, "the pen again after the release")
        #expect(editor.menu == nil && editor.toolState(for: .pen).tool == .pen, "the loop was no flick of the menu's button")
        let ids = editor.document.pages[0].strokes.map(\.id)
        #expect(editor.selection?.ids == Set(ids.prefix(2)), "the loop drew nothing and selected")
        #expect(editor.strokeCount == 3)
        // The pen drags the selection by its inside: a move, one step; no ink.
        editor.stroke([Point(300, 250), Point(320, 270), Point(340, 290)], Devices.pen, pressure: 0.5)
        #expect(editor.strokeCount == 3)
        #expect(editor.document.pages[0].strokes.map { $0.points[0].position.y.rounded() } == [240, 340, 400])
        #expect(editor.history.undoStack.count == 4)
        // Panning with a held button keeps it.
        var panning = editor
        _ = panning.run(.beginTemporary(.pan), for: .pen)
        panning.stroke([Point(600, 500), Point(650, 520)], Devices.pen, pressure: 0.5)
        #expect(panning.selection != nil)
        // Away from it, the pen lets it go and draws.
        editor.stroke([Point(600, 500), Point(650, 520)], Devices.pen, pressure: 0.5)
        #expect(editor.selection == nil)
        #expect(editor.strokeCount == 4)
    }

    @Test func aRectangleDrawnWithTheMenusButtonHeldIsNoFlick() throws {
        var editor = try Self.withHeldLasso()
        let state = editor.toolState(for: .pen)
        // Up and left, toward the middle of the marking menu's arc: a flick's direction.
        let from = Point(450, 330), to = Point(150, 170)
        _ = editor.hover(from, Devices.pen)
        _ = editor.handle(Self.button(.upperBarrel, down: true, at: 5000, from))
        editor.stroke([from, Point(300, 250), to], Devices.pen, pressure: 0.5)
        _ = editor.hover(to, Devices.pen)
        _ = editor.handle(Self.button(.upperBarrel, down: false, at: 9000, to))
        #expect(editor.selection?.ids.count == 2)
        #expect(editor.menu == nil && editor.toolState(for: .pen) == state && editor.history.undoStack.count == 3,
                "no menu item chosen by the drag")
    }

    @Test func ctrlDDuplicatesALittleOffsetSelectsTheCopyAndUndoesInOneStep() throws {
        var editor = EditorLassoTests.threeLines()
        editor.stroke(EditorLassoTests.loopAroundTopTwo)
        let before = editor.document
        let originals = try #require(editor.selection).placed(in: editor.document)
        _ = editor.handle(KeyChord(.character("d"), .control))
        #expect(editor.strokeCount == 5)
        let copies = Array(editor.document.pages[0].strokes.suffix(2))
        #expect(editor.selection?.ids == Set(copies.map(\.id)))
        #expect(Set(copies.map(\.id)).isDisjoint(with: originals.map(\.stroke.id)))
        for (copy, original) in zip(copies, originals) {
            let d = copy.points[0].position - original.stroke.points[0].position
            #expect(abs(d.x - 20) < 0.01 && abs(d.y - 20) < 0.01)
        }
        #expect(editor.history.undoStack.count == 4)
        _ = editor.run(.undo)
        #expect(editor.document.pages == before.pages, "the ids the copies took stay used")
    }

    @Test(arguments: [true, false])
    func theBarBesideTheSelectionIsPenSizedAwayFromTheHandAndOnScreen(rightHanded: Bool) throws {
        var editor = EditorLassoTests.threeLines()
        var prefs = Preferences()
        prefs.handedness = rightHanded ? .right : .left
        _ = editor.apply(prefs)
        editor.stroke(EditorLassoTests.loopAroundTopTwo)
        let frame = try #require(editor.selectionHandles).frame
        let bar = try #require(editor.selectionBar)
        #expect(bar.slots.map(\.button) == SelectionBar.items)
        #expect(bar.slots.allSatisfy { $0.frame.width >= 40 && $0.frame.height >= 40 && editor.canvasFrame.covers($0.frame) })
        #expect(rightHanded ? bar.bounds.maxX < frame.minX : bar.bounds.minX > frame.maxX)
        #expect(editor.scene.selection?.bar == bar)
        // A selection against the canvas's edge on the bar's side: the bar goes to the other side.
        let edge = SelectionBar(beside: Rect(x: editor.canvasFrame.minX + 4, y: 100, width: 80, height: 80), rightHanded: true,
                                within: editor.canvasFrame)
        #expect(edge.bounds.minX > editor.canvasFrame.minX + 84)
        let wide = SelectionBar(beside: editor.canvasFrame.insetBy(-10), rightHanded: false, within: editor.canvasFrame)
        #expect(wide.slots.allSatisfy { editor.canvasFrame.covers($0.frame) })
    }

    /// A selection with no room beside it (as wide as the canvas): the bar over its edge keeps
    /// clear of the corner handles, either hand, tall or short, so every corner can be taken
    /// hold of. Before, the Duplicate button lay on a top corner handle.
    @Test(arguments: [true, false])
    func aBarWithNoRoomBesideTheFrameLeavesItsHandlesFree(_ rightHanded: Bool) {
        let editor = Editor(windowSize: Size(400, 300))
        let canvas = editor.canvasFrame
        for frame in [Rect(x: canvas.minX - 20, y: canvas.minY + 30, width: canvas.width + 40, height: 200),
                      Rect(x: canvas.minX + 2, y: canvas.minY + 20, width: canvas.width - 4, height: 40),
                      Rect(x: canvas.minX - 20, y: canvas.minY + 150, width: canvas.width + 40, height: 60),
                      Rect(x: canvas.minX + 2, y: canvas.minY + 100, width: canvas.width - 4, height: 48),
                      Rect(x: canvas.minX - 20, y: canvas.minY - 40, width: canvas.width + 40, height: canvas.height + 80)] {
            let handles = SelectionHandles(bounds: frame.insetBy(6))
            let bar = SelectionBar(beside: handles.frame, rightHanded: rightHanded, within: canvas)
            for slot in bar.slots {
                #expect(canvas.covers(slot.frame))
                for corner in handles.corners where canvas.contains(corner) {
                    let reach = Rect(center: corner, radius: SelectionHandles.size * 0.75)
                    #expect(!slot.frame.intersects(reach), "\(slot.button) on the corner handle at \(corner) of \(frame)")
                }
            }
        }
    }

    @Test func theBarsButtonsDuplicateAndDelete() throws {
        var editor = EditorLassoTests.threeLines()
        editor.stroke(EditorLassoTests.loopAroundTopTwo)
        let duplicate = try #require(editor.selectionBar?.frame(of: .duplicate))
        _ = editor.press(duplicate.center, Devices.pen, pressure: 0.5)
        _ = editor.release(duplicate.center, Devices.pen)
        #expect(editor.strokeCount == 5)
        #expect(editor.selection?.ids.count == 2)
        let delete = try #require(editor.selectionBar?.frame(of: .delete))
        _ = editor.press(delete.center, Devices.pen, pressure: 0.5)
        _ = editor.release(delete.center, Devices.pen)
        #expect(editor.strokeCount == 3)
        #expect(editor.selection == nil)
        #expect(editor.history.undoStack.count == 5, "two steps")
        // A press on a button that slides off before the release does nothing.
        editor.stroke(EditorLassoTests.loopAroundTopTwo)
        let again = try #require(editor.selectionBar?.frame(of: .delete))
        _ = editor.press(again.center, Devices.pen, pressure: 0.5)
        _ = editor.release(Point(600, 600), Devices.pen)
        #expect(editor.strokeCount == 3 && editor.selection != nil)
    }
}
