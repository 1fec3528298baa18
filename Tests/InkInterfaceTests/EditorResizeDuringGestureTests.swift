/// The window resized while the pen draws (a tiling window manager laying windows out again, a
/// tablet turned): the page stays where it is on screen until the pen lifts, so the stroke goes
/// on under the pen; then the view fits the new window as any resize does. Before, the view at
/// home was zoomed and centred again under the pen: a straight stroke came out as a "Z".
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorResizeDuringGestureTests {
    @Test(arguments: [Size(1280, 800), Size(800, 640)])
    func aStrokeDrawnWhileTheWindowChangesSizeStaysStraight(size: Size) throws {
        var editor = EditorLayoutChangeTests.started(Size(1024, 720))
        #expect(editor.viewIsHome)
        _ = editor.handle(PointerEvents.press(Point(300, 300)))
        _ = editor.handle(PointerEvents.drag(Point(350, 300)))
        let during = editor.viewport
        _ = editor.resize(to: size)
        #expect(editor.viewport == during, "the page stays put under the pen")
        _ = editor.handle(PointerEvents.drag(Point(400, 300)))
        _ = editor.handle(PointerEvents.drag(Point(450, 300)))
        _ = editor.handle(PointerEvents.release(Point(450, 300)))
        let stroke = try #require(editor.document.pages[0].strokes.first)
        let ys = stroke.points.map(\.position.y)
        #expect((ys.max() ?? 0) - (ys.min() ?? 0) < 0.5, "one straight line: \(ys)")
        let xs = stroke.points.map(\.position.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "on from left to right: \(xs)")
        // The pen up, the view fits the new window as a fresh start there does.
        #expect(editor.viewport == EditorLayoutChangeTests.started(size).viewport)
    }

    @Test func aResizeWithNoGestureFitsAtOnce() {
        var editor = EditorLayoutChangeTests.started(Size(1024, 720))
        _ = editor.resize(to: Size(800, 640))
        #expect(editor.viewport == EditorLayoutChangeTests.started(Size(800, 640)).viewport)
    }
}
