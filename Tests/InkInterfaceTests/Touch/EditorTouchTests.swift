/// Fingers on a touchscreen through the Editor: one finger pans, two pinch-zoom around their
/// centre, two- and three-finger taps undo and redo with feedback, `touch.draws` draws, and
/// near the pen touches never draw or act (palm rejection).
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorTouchTests {
    static let touch = DeviceRef(id: 12, kind: .touch)

    func ev(_ phase: TouchPhase, _ id: UInt32, _ x: Double, _ y: Double, at t: UInt64, size: Double? = nil) -> InputEvent {
        InputEvent(action: .touch(phase, TouchContact(id: id, size: size.map { Size($0, $0) })), device: Self.touch,
                   position: Point(x, y), time: t)
    }

    @Test func oneFingerPansTheView() {
        var editor = Editor.fresh()
        let before = editor.scroll
        _ = editor.handle(ev(.began, 1, 400, 400, at: 10))
        let moved = editor.handle(ev(.moved, 1, 430, 350, at: 20))
        #expect(editor.scroll == before + Point(30, -50))
        #expect(!moved.damage.isEmpty)
        _ = editor.handle(ev(.ended, 1, 430, 350, at: 30))
        #expect(editor.strokeCount == 0, "a finger never draws by default")
    }

    @Test func twoFingersZoomAroundTheirCentre() {
        var editor = Editor.fresh()
        let centre = Point(400, 400)
        let pagePoint = editor.viewport.toPage(centre)
        let zoom = editor.zoom
        _ = editor.handle(ev(.began, 1, 350, 400, at: 10))
        _ = editor.handle(ev(.began, 2, 450, 400, at: 10))
        _ = editor.handle(ev(.moved, 1, 300, 400, at: 20))
        _ = editor.handle(ev(.moved, 2, 500, 400, at: 20))
        #expect(abs(editor.zoom - zoom * 2) < 1e-9)
        let after = editor.viewport.toWindow(pagePoint)
        #expect(abs(after.x - centre.x) <= 1 && abs(after.y - centre.y) <= 1, "the point between the fingers stays there")
    }

    @Test func twoFingerTapUndoesThreeFingerTapRedoesWithFeedback() {
        var editor = Editor.fresh()
        editor.line(y: 300)
        #expect(editor.strokeCount == 1)
        for e in [ev(.began, 1, 400, 400, at: 1000), ev(.began, 2, 440, 400, at: 1000),
                  ev(.ended, 1, 400, 400, at: 1080), ev(.ended, 2, 440, 400, at: 1090)] { _ = editor.handle(e) }
        #expect(editor.strokeCount == 0)
        #expect(editor.feedback?.text == "Undo")
        for e in [ev(.began, 1, 400, 400, at: 3000), ev(.began, 2, 440, 400, at: 3000), ev(.began, 3, 480, 400, at: 3000),
                  ev(.ended, 1, 400, 400, at: 3080), ev(.ended, 2, 440, 400, at: 3080), ev(.ended, 3, 480, 400, at: 3090)] {
            _ = editor.handle(e)
        }
        #expect(editor.strokeCount == 1)
        #expect(editor.feedback?.text == "Redo")
    }

    @Test func withTouchDrawsOneFingerDraws() {
        var editor = Editor.fresh()
        var prefs = editor.preferences
        prefs.touchDraws = true
        _ = editor.apply(prefs)
        _ = editor.handle(ev(.began, 1, 200, 300, at: 10))
        for (i, x) in stride(from: 210.0, through: 400, by: 10).enumerated() {
            _ = editor.handle(ev(.moved, 1, x, 300, at: 11 + UInt64(i)))
        }
        _ = editor.handle(ev(.ended, 1, 400, 300, at: 40))
        #expect(editor.strokeCount == 1)
    }

    @Test func thePenComingNearCancelsAFingersStrokeWithoutInk() {
        var editor = Editor.fresh()
        var prefs = editor.preferences
        prefs.touchDraws = true
        _ = editor.apply(prefs)
        _ = editor.handle(ev(.began, 1, 200, 300, at: 10))
        _ = editor.handle(ev(.moved, 1, 300, 300, at: 20))
        #expect(editor.activeStroke != nil)
        _ = editor.handle(InputEvent(action: .proximityIn, device: Devices.pen, position: Point(500, 500), time: 30))
        #expect(editor.activeStroke == nil)
        _ = editor.handle(ev(.moved, 1, 400, 300, at: 40))
        _ = editor.handle(ev(.ended, 1, 400, 300, at: 50))
        #expect(editor.strokeCount == 0)
    }

    @Test func aPalmWhileThePenDrawsLeavesOnlyThePensInkAndTheViewStill() {
        var editor = Editor.fresh()
        let scroll = editor.scroll, zoom = editor.zoom
        // The palm lands first (a large contact), then the pen comes and draws; the palm slides.
        _ = editor.handle(ev(.began, 1, 500, 500, at: 10, size: 120))
        _ = editor.handle(ev(.moved, 1, 520, 520, at: 20, size: 120))
        _ = editor.handle(InputEvent(action: .proximityIn, device: Devices.pen, position: Point(200, 300), time: 30))
        // A fingertip-sized contact of the hand while the pen is near is ignored as well.
        _ = editor.handle(ev(.began, 2, 600, 500, at: 35, size: 10))
        for e in PointerEvents.line(y: 300, from: 200, to: 400, Devices.pen, pressure: 0.5) {
            var e = e
            e.time = 40
            _ = editor.handle(e)
            _ = editor.handle(ev(.moved, 2, 650, 520, at: 41, size: 10))
        }
        _ = editor.handle(ev(.ended, 2, 650, 520, at: 60))
        _ = editor.handle(ev(.moved, 1, 560, 560, at: 60, size: 120))
        _ = editor.handle(ev(.ended, 1, 560, 560, at: 70))
        #expect(editor.strokeCount == 1)
        #expect(editor.scroll == scroll && editor.zoom == zoom)
    }
}

/// A finger on the toolbar presses its buttons, as the mouse does; it never moves the page.
@Suite struct EditorTouchToolbarTests {
    @Test func aFingerTapOnTheToolbarPressesTheButton() throws {
        var editor = Editor.fresh()
        let eraser = try #require(editor.toolbar.frame(of: .tool(.eraser)))
        let scroll = editor.scroll
        let touch = EditorTouchTests.touch
        _ = editor.handle(InputEvent(action: .touch(.began, TouchContact(id: 1)), device: touch, position: eraser.center, time: 10))
        _ = editor.handle(InputEvent(action: .touch(.moved, TouchContact(id: 1)), device: touch, position: eraser.center + Point(3, 0), time: 20))
        _ = editor.handle(InputEvent(action: .touch(.ended, TouchContact(id: 1)), device: touch, position: eraser.center + Point(3, 0), time: 30))
        #expect(editor.toolState(for: .touch).tool == .eraser)
        #expect(editor.scroll == scroll)
        #expect(!editor.touches.isActive)
    }
}
