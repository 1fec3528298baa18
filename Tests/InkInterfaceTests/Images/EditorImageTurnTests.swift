/// Placed images turn with the selection (issue 17): Alt+Left/Right and the rotate knob turn
/// the image itself with the strokes (one undo step a press or a drag), a scale keeps its
/// angle, and the lasso, a tap and the selection's frame follow the turned shape.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorImageTurnTests {
    static func alt(_ key: KeyChord.Key) -> KeyChord { KeyChord(key, [.alt]) }

    static func image(_ editor: Editor) -> PlacedImage { editor.document.pages[0].images[0] }

    /// The image and the line selected together (Ctrl+A).
    static func bothSelected() -> Editor {
        var editor = EditorImageSelectionTests.imageAndLine()
        _ = editor.handle(KeyChord(.character("a"), .control))
        return editor
    }

    /// A page point in window coordinates.
    static func window(_ editor: Editor, _ p: Point) -> Point { editor.viewport.toWindow(p + editor.layout.origin(of: 0)) }

    @Test func altRightTwiceTurnsTheImageThirtyDegreesWithTheStrokesEachPressOneUndoStep() throws {
        var editor = Self.bothSelected()
        let before = editor.document, steps = editor.history.undoSteps.count, start = Self.image(editor)
        let journaled = SelectionNudgeTests.journaled(editor.handle(Self.alt(.right)))
        _ = editor.handle(Self.alt(.right))
        let turned = Self.image(editor)
        #expect(abs(turned.angle - .pi / 6) < 1e-9, "\(turned.angle)")
        #expect(abs(turned.frame.width - start.frame.width) < 1e-9 && abs(turned.frame.height - start.frame.height) < 1e-9, "a turn keeps its size")
        #expect(journaled == 1 && editor.history.undoSteps.count == steps + 2)
        let line = editor.document.pages[0].strokes[0]
        let a = line.points[0].position, b = line.points[line.points.count - 1].position
        #expect(abs(atan2(b.y - a.y, b.x - a.x) - .pi / 6) < 1e-6, "the line turned with it")
        _ = editor.run(.undo)
        #expect(abs(Self.image(editor).angle - .pi / 12) < 1e-9)
        _ = editor.run(.undo)
        #expect(editor.document == before)
        _ = editor.run(.redo); _ = editor.run(.redo)
        #expect(Self.image(editor) == turned)
        _ = editor.handle(Self.alt(.left)); _ = editor.handle(Self.alt(.left))
        #expect(Self.image(editor).angle == 0, "turned back: upright again")
    }

    @Test func theKnobTurnsTheImage() throws {
        var editor = Self.bothSelected()
        let handles = try #require(editor.selectionHandles)
        let centre = handles.frame.center, knob = handles.rotateHandle
        let r = knob.distance(to: centre)
        // A quarter turn clockwise on screen: from above the centre to its right.
        editor.stroke([knob, centre + Point(r * 0.7, -r * 0.7), centre + Point(r, 0)])
        #expect(abs(Self.image(editor).angle - .pi / 2) < 1e-6, "\(Self.image(editor).angle)")
        _ = editor.run(.undo)
        #expect(Self.image(editor).angle == 0, "the whole drag, one step")
    }

    @Test func scalingATurnedImageKeepsItsAngle() throws {
        var editor = Self.bothSelected()
        _ = editor.handle(Self.alt(.right))
        let turned = Self.image(editor)
        #expect(abs(turned.angle - .pi / 12) < 1e-9)
        _ = editor.handle(Self.alt(.up))
        let larger = Self.image(editor)
        #expect(larger.angle == turned.angle)
        #expect(abs(larger.frame.width - turned.frame.width * 1.1) < 1e-9 && abs(larger.frame.height - turned.frame.height * 1.1) < 1e-9)
        let corner = try #require(editor.selectionHandles).corners[2]
        editor.stroke([corner, corner + Point(40, 40)])
        let dragged = Self.image(editor)
        #expect(dragged.angle == turned.angle && dragged.frame.width > larger.frame.width * 1.1, "a corner scales it, still turned")
        editor.stroke([Self.window(editor, dragged.frame.center), Self.window(editor, dragged.frame.center) + Point(30, 0)])
        #expect(Self.image(editor).angle == turned.angle, "a move keeps it too")
    }

    @Test func aFreeScaleOfATurnedImageStretchesItAlongItsOwnSides() throws {
        var editor = EditorImageSelectionTests.imageAndLine()
        editor.stroke([Point(240, 210), Point(300, 250), Point(360, 290)])
        for _ in 0..<6 { _ = editor.handle(Self.alt(.right)) }   // a quarter turn: its 100 long side stands upright
        let turned = Self.image(editor)
        let corner = try #require(editor.selectionHandles).corners[2]
        let across = editor.toWindow(turned.bounds, page: 0).width
        var press = PointerEvents.press(corner)
        press.modifiers = .shift
        _ = editor.handle(press)
        _ = editor.drag(corner + Point(across, 0))
        _ = editor.release(corner + Point(across, 0))
        let stretched = Self.image(editor)
        #expect(abs(stretched.angle - .pi / 2) < 1e-9, "still a quarter turn")
        #expect(abs(stretched.frame.width - turned.frame.width) < 0.5, "its long side, now upright, kept")
        #expect(abs(stretched.frame.height / turned.frame.height - 2) < 0.05, "its short side, now across, doubled: \(stretched.frame)")
    }

    @Test func theFrameHoldsTheTurnedImage() throws {
        var editor = EditorImageSelectionTests.imageAndLine()
        editor.stroke([Point(240, 210), Point(300, 250), Point(360, 290)])
        #expect(editor.selection?.images.count == 1)
        for _ in 0..<6 { _ = editor.handle(Self.alt(.right)) }   // a quarter turn
        let image = Self.image(editor), bounds = editor.toWindow(image.bounds, page: 0)
        let frame = try #require(editor.selectionHandles).frame
        #expect(abs(image.bounds.width - 60) < 1e-6 && abs(image.bounds.height - 100) < 1e-6, "\(image.bounds)")
        #expect(abs(frame.width - bounds.width - 12) < 1e-6 && abs(frame.height - bounds.height - 12) < 1e-6)
    }

    @Test func aTapInsideTheTurnedImageSelectsItItsEmptyCornersDoNot() throws {
        var editor = EditorImageSelectionTests.imageAndLine()
        editor.stroke([Point(240, 210), Point(300, 250), Point(360, 290)])
        for _ in 0..<3 { _ = editor.handle(Self.alt(.right)) }   // 45°
        _ = editor.handle(KeyChord(.escape)); editor.selection = nil
        _ = editor.run(.selectTool(.lasso))
        let image = Self.image(editor), b = image.bounds
        let corner = Point(b.minX + 4, b.minY + 4)
        #expect(b.contains(corner) && !image.contains(corner))
        editor.stroke([Self.window(editor, corner)])
        #expect(editor.selection == nil, "an empty corner of its bounds")
        let inside = image.point(atFraction: 0.03, 0.5)
        #expect(!image.frame.contains(inside), "outside the upright frame, inside the turned image")
        editor.stroke([Self.window(editor, inside)])
        #expect(editor.selection?.images == [image.id])
    }

    @Test func aTapWithAFewPixelsOfJitterSelectsTheImageAtAnyZoom() throws {
        for zoom in [0.25, 1, 4] {
            var editor = EditorImageSelectionTests.imageAndLine()
            let centre = Self.image(editor).frame.center
            _ = editor.setZoom(zoom, around: Self.window(editor, centre))
            let p = Self.window(editor, centre)
            editor.stroke([p, p + Point(2, 1), p + Point(3, -1)])
            #expect(editor.selection?.images == [Self.image(editor).id], "at \(zoom)")
        }
    }

    @Test func theLassoWeighsTheTurnedShape() throws {
        var editor = EditorImageSelectionTests.imageAndLine()
        editor.stroke([Point(240, 210), Point(300, 250), Point(360, 290)])
        for _ in 0..<6 { _ = editor.handle(Self.alt(.right)) }   // upright 100x60 becomes 60 wide, 100 tall
        _ = editor.handle(KeyChord(.escape)); editor.selection = nil
        _ = editor.run(.selectTool(.lasso))
        let c = Self.image(editor).frame.center
        // 32 of its 60 across, all of its 100 down: half the turned image's samples (a quarter of the upright frame's).
        let a = Self.window(editor, c + Point(-16, -56)), z = Self.window(editor, c + Point(16, 56))
        editor.stroke([a, (a + z) * 0.5, z])
        #expect(editor.selection?.images == [Self.image(editor).id])
        // 100 across but 36 of its 100 down: most of the upright frame, not of the turned image.
        editor.selection = nil
        let p = Self.window(editor, c + Point(-52, -18)), q = Self.window(editor, c + Point(52, 18))
        editor.stroke([p, (p + q) * 0.5, q])
        #expect(editor.selection?.images.isEmpty != false)
    }
}
