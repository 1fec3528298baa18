/// The lasso (issue 17): L picks it; a loop selects the strokes mostly inside it, a drag from
/// empty space selects a rectangle; a drag inside the selection moves it, a corner scales it,
/// the knob turns it, each one undo step; Ctrl+A, Delete and the palette act on it.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorLassoTests {
    /// Three horizontal lines at window heights 200, 300 and 400, the lasso in hand.
    static func threeLines() -> Editor {
        var editor = Editor.fresh()
        for y in [200.0, 300, 400] { editor.line(y: y, from: 200, to: 400) }
        _ = editor.handle(KeyChord(.character("l")))
        return editor
    }

    /// A loop around the window's 150...450 x 170...330 (the top two lines).
    static let loopAroundTopTwo: [Point] = [Point(150, 170), Point(300, 160), Point(450, 170), Point(460, 250), Point(450, 330),
                                            Point(300, 340), Point(150, 330), Point(140, 250), Point(152, 175)]

    func heights(_ editor: Editor) -> [Double] { editor.document.pages[0].strokes.map { $0.points[0].position.y } }

    @Test func theLKeyPicksTheLassoAndALoopSelectsTheStrokesInsideIt() throws {
        var editor = Self.threeLines()
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        editor.stroke(Self.loopAroundTopTwo)
        let selection = try #require(editor.selection)
        #expect(selection.ids == Set(editor.document.pages[0].strokes.prefix(2).map(\.id)))
        #expect(editor.strokeCount == 3, "selecting adds no ink")
        #expect(editor.history.undoStack.count == 3, "nor an undo step")
        #expect(editor.scene.selection?.handles != nil)
    }

    @Test func aStrokeOnlyHalfwayOutIsStillSelectedOneMostlyOutIsNot() throws {
        var editor = Editor.fresh()
        editor.line(y: 250, from: 200, to: 390)  // half of its points inside the loop below
        editor.line(y: 300, from: 240, to: 600)  // a sixth inside
        _ = editor.run(.selectTool(.lasso))
        editor.stroke([Point(100, 200), Point(300, 200), Point(300, 350), Point(100, 350), Point(100, 205)])
        let ids = editor.document.pages[0].strokes.map(\.id)
        #expect(editor.selection?.ids == [ids[0]])
    }

    @Test func aStraightDragFromEmptySpaceSelectsTheRectangle() {
        var editor = Self.threeLines()
        editor.stroke([Point(180, 350), Point(300, 390), Point(420, 430)])
        #expect(editor.selection?.ids == [editor.document.pages[0].strokes[2].id])
    }

    @Test func aDragInsideTheSelectionMovesItAsOneUndoStep() throws {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        let before = editor.document
        editor.stroke([Point(300, 250), Point(320, 260), Point(340, 270), Point(350, 280)])
        #expect(heights(editor).map { $0.rounded() } == [230, 330, 400])
        #expect(editor.history.undoStack.count == 4)
        #expect(editor.selection?.ids.count == 2, "what moved stays selected")
        _ = editor.run(.undo)
        #expect(editor.document == before)
        _ = editor.run(.redo)
        #expect(heights(editor).map { $0.rounded() } == [230, 330, 400])
    }

    @Test func aCornerScalesUniformlyAboutTheOppositeCorner() throws {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        let handles = try #require(editor.selectionHandles)
        let bounds = try #require(editor.selection?.bounds(in: editor.document))
        let corner = handles.corners[2]
        // Dragged out by half of the box's size along its diagonal: half as large again.
        editor.stroke([corner, corner + Point(bounds.width / 2, bounds.height / 2)])
        let after = try #require(editor.selection?.bounds(in: editor.document))
        #expect(abs(after.width / bounds.width - 1.5) < 0.05)
        #expect(abs(after.height / bounds.height - 1.5) < 0.05)
        #expect(abs(after.minX - bounds.minX) < 1 && abs(after.minY - bounds.minY) < 1)
        #expect(editor.history.undoStack.count == 4)
    }

    @Test func theKnobTurnsTheSelection() throws {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        let handles = try #require(editor.selectionHandles)
        let center = handles.frame.center, knob = handles.rotateHandle
        // A quarter turn clockwise on screen: the horizontal lines stand upright.
        editor.stroke([knob, center + Point(knob.distance(to: center), 0)])
        let strokes = editor.document.pages[0].strokes
        let first = try #require(strokes.first)
        let xs = first.points.map(\.position.x)
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) < 2)
        #expect(editor.history.undoStack.count == 4)
    }

    @Test func ctrlASelectsThePageAndDeleteTakesItAwayInOneStep() {
        var editor = Self.threeLines()
        _ = editor.run(.selectTool(.pen))
        _ = editor.handle(KeyChord(.character("a"), .control))
        #expect(editor.selection?.ids.count == 3)
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        _ = editor.handle(KeyChord(.delete))
        #expect(editor.strokeCount == 0)
        #expect(editor.selection == nil)
        _ = editor.run(.undo)
        #expect(editor.strokeCount == 3)
    }

    @Test func aColourOrAWidthChosenWhileSelectedRestylesTheSelection() throws {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        _ = editor.run(.selectColor(1))
        let red = editor.palette.colors[1].color
        #expect(editor.document.pages[0].strokes.map { $0.color == red } == [true, true, false])
        #expect(editor.history.undoStack.count == 4)
        let widths = editor.document.pages[0].strokes.map(\.outline.width)
        _ = editor.run(.setWidth(16))
        // The width a new stroke of 16 px gets.
        let wide = editor.toolState(for: .mouse).outline(in: editor.palette).width
        #expect(wide > widths[0])
        #expect(editor.document.pages[0].strokes.map(\.outline.width) == [wide, wide, widths[2]])
        #expect(editor.history.undoStack.count == 5)
        _ = editor.run(.undo)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].strokes.allSatisfy { $0.color != red })
        #expect(editor.document.pages[0].strokes.map(\.outline.width) == widths)
    }

    @Test func anotherToolOrATapAwayLetsTheSelectionGo() {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        editor.stroke([Point(600, 600)])
        #expect(editor.selection == nil)
        editor.stroke(Self.loopAroundTopTwo)
        _ = editor.run(.selectTool(.pen))
        #expect(editor.selection == nil)
    }

    @Test func undoingAMoveRepaintsTheFrameAndHandlesWhereTheyWere() throws {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        editor.stroke([Point(300, 250), Point(300, 300), Point(300, 350)])
        let moved = try #require(editor.selectionHandles)
        let damage = editor.run(.undo).damage
        #expect(damage.region.rects.contains { $0.covers(moved.extent.intersection(editor.canvasFrame)) })
        let back = try #require(editor.selectionHandles)
        #expect(damage.region.rects.contains { $0.covers(back.extent.intersection(editor.canvasFrame)) })
    }

    @Test func escapeLetsTheSelectionGo() {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.selection == nil)
    }

    @Test func aCornerDraggedWithShiftScalesEachAxisOnItsOwn() throws {
        var editor = Self.threeLines()
        editor.stroke(Self.loopAroundTopTwo)
        let handles = try #require(editor.selectionHandles)
        let bounds = try #require(editor.selection?.bounds(in: editor.document))
        let corner = handles.corners[2]
        var press = PointerEvents.press(corner)
        press.modifiers = .shift
        _ = editor.handle(press)
        _ = editor.drag(corner + Point(bounds.width, 0))
        _ = editor.release(corner + Point(bounds.width, 0))
        let after = try #require(editor.selection?.bounds(in: editor.document))
        #expect(abs(after.width / bounds.width - 2) < 0.05)
        #expect(abs(after.height - bounds.height) < 2, "only the ink widens")
    }

    @Test func theLassoButtonSitsInTheStatusBarAndPicksTheLasso() {
        var editor = Editor.fresh()
        #expect(editor.toolbar.statusSlots.contains { $0.item == .tool(.lasso) })
        _ = editor.click(.tool(.lasso))
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        #expect(Shortcuts.keys(for: .tool(.lasso)) == "L")
        // In the smallest window too (issue 17).
        #expect(Editor(windowSize: Size(400, 300)).toolbar.statusSlots.contains { $0.item == .tool(.lasso) })
    }
}
