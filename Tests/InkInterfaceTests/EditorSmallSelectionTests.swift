/// A selection small on screen (a dot, a tick, an image far zoomed out) keeps room to be moved:
/// its frame grows to hold its handles apart, so a press on what is selected moves it instead
/// of taking a corner that covers it, and a corner scales it by how far the pen goes from the
/// opposite handle, not by how much that is of the tiny thing itself.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorSmallSelectionTests {
    /// A 10 px tick at (300...310, 300), selected with Ctrl+A, the lasso in hand.
    static func selectedTick() -> Editor {
        var editor = Editor.fresh()
        editor.line(y: 300, from: 300, to: 310)
        _ = editor.handle(KeyChord(.character("l")))
        _ = editor.handle(KeyChord(.character("a"), .control))
        return editor
    }

    @Test func aPressOnATinySelectionMovesIt() throws {
        var editor = Self.selectedTick()
        let before = try #require(editor.selection?.bounds(in: editor.document))
        editor.stroke([Point(305, 300), Point(325, 320), Point(345, 340), Point(355, 350)])
        let after = try #require(editor.selection?.bounds(in: editor.document))
        #expect(abs(after.width - before.width) < 0.01 && abs(after.height - before.height) < 0.01, "moved, not scaled")
        #expect(abs(after.minX - before.minX - 50) < 0.5 && abs(after.minY - before.minY - 50) < 0.5)
    }

    @Test func theHandlesOfATinySelectionStandApartAroundIt() throws {
        let editor = Self.selectedTick()
        let handles = try #require(editor.selectionHandles)
        let reach = SelectionHandles.size * 0.75
        #expect(handles.frame.width >= 4 * reach && handles.frame.height >= 4 * reach, "room to press between the handles")
        #expect(handles.frame.center.distance(to: Point(305, 300)) < 1, "the frame stays centred on the selection")
        #expect(handles.grip(at: Point(305, 300)) == .move)
        for (i, corner) in handles.corners.enumerated() { #expect(handles.grip(at: corner) == .corner(i)) }
        #expect(handles.grip(at: handles.rotateHandle) == .rotate)
    }

    @Test func aCornerOfATinySelectionScalesByTheHandlesReach() throws {
        var editor = Self.selectedTick()
        let before = try #require(editor.selection?.bounds(in: editor.document))
        let handles = try #require(editor.selectionHandles)
        let corner = handles.corners[2], opposite = handles.corners[0]
        // Dragged out by half the distance between the handles: half as large again.
        let half = (corner - opposite) * 0.5
        editor.stroke([corner, corner + half * 0.5, corner + half])
        let after = try #require(editor.selection?.bounds(in: editor.document))
        #expect(abs(after.width / before.width - 1.5) < 0.05, "scaled by \(after.width / before.width)")
    }

    @Test func aSelectionOfUsualSizeKeepsItsFrameCloseAround() throws {
        var editor = Editor.fresh()
        editor.line(y: 300, from: 200, to: 400)
        editor.line(y: 400, from: 200, to: 400)
        _ = editor.handle(KeyChord(.character("l")))
        _ = editor.handle(KeyChord(.character("a"), .control))
        let bounds = try #require(editor.selection?.bounds(in: editor.document))
        let frame = try #require(editor.selectionHandles).frame
        #expect(abs(frame.width - (bounds.width * editor.zoom + 12)) < 0.5)
        #expect(abs(frame.height - (bounds.height * editor.zoom + 12)) < 0.5)
    }
}
