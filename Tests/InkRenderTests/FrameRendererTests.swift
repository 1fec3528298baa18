/// FrameRenderer into image surfaces: committed ink shows in the ink colour on its path and
/// leaves far pixels paper white, the stroke in progress shows from its first event (G1),
/// undo brings the paper back, and the toolbar is painted in its own colour.
import Testing
@testable import InkRender
import InkGeometry
import InkInput
import InkPreferences
import InkInterface

@Suite struct FrameRendererTests {
    var black: UInt32 { rgb((0x1d / 255.0, 0x1d / 255.0, 0x22 / 255.0)) }

    @Test func aFreshFrameIsPaperAndToolbar() {
        let h = RenderHarness()
        #expect(h.pixel(300, 300) == 0xffffff)
        #expect(h.pixel(639, 590) == 0xffffff)
        #expect(h.pixel(600, 630) == Theme.bar, "the status bar under the canvas")
        #expect(h.pixel(2, 300) == Theme.bar)
        #expect(Theme.bar != Theme.paper)
    }

    @Test func aCommittedStrokeIsInkOnItsPathAndPaperElsewhere() throws {
        let h = RenderHarness()
        h.line(y: 300, from: 150, to: 450)
        try #require(h.editor.document.pages[0].strokes.count == 1)
        #expect(h.editor.document.pages[0].strokes[0].color == InkColorCheck.black)
        #expect(h.pixel(300, 300) == black)
        #expect(h.pixel(300, 299) == black)
        #expect(h.pixel(200, 300) == black)
        #expect(h.pixel(300, 320) == 0xffffff)
        #expect(h.pixel(600, 100) == 0xffffff)
        // The ink layer holds it too.
        #expect(h.renderer.ink.pixel(x: 300, y: 300) == black)
    }

    @Test func theContactAloneShowsInk() {
        let h = RenderHarness()
        h.press(Point(320.5, 200.5))
        #expect(h.pixel(320, 200) == black)
        #expect(h.renderer.ink.pixel(x: 320, y: 200) == 0xffffff) // not committed yet
        h.drag(Point(330.5, 200.5))
        h.drag(Point(340.5, 200.5))
        #expect(h.pixel(326, 200) == black)
    }

    @Test func undoBringsThePaperBack() {
        let h = RenderHarness()
        h.line(y: 300, from: 150, to: 450)
        #expect(h.pixel(300, 300) == black)
        h.key(KeyChord(.character("z"), .control))
        #expect(h.editor.document.pages[0].strokes.isEmpty)
        #expect(h.pixel(300, 300) == 0xffffff)
        #expect(h.pixel(150, 300) == 0xffffff)
        #expect(h.pixel(450, 300) == 0xffffff)
        h.key(KeyChord(.character("y"), .control))
        #expect(h.pixel(300, 300) == black)
    }

    @Test func aFrameRepaintsOnlyTheToolbarControlsItsDamageMeets() {
        let h = RenderHarness()
        let all = h.editor.scene.toolbar.slots.count
        #expect(h.renderer.toolbarControlsDrawn == all, "the first frame draws the whole bar")
        // The first committed stroke enables the undo button: that button is redrawn, not the bar.
        let before = h.renderer.toolbarControlsDrawn
        h.line(y: 300, from: 150, to: 450)
        let drawn = h.renderer.toolbarControlsDrawn - before
        #expect(drawn >= 1 && drawn <= 3, "\(drawn) of \(all) controls drawn for the undo button's change")
    }

    @Test func theToolbarIsNotPaper() {
        let h = RenderHarness()
        h.line(y: 300, from: 150, to: 450)
        for y in [5, 100, 300, 630] {
            #expect(h.pixel(2, y) == Theme.bar)
            #expect(h.pixel(2, y) != 0xffffff)
        }
    }

    @Test func inkNeverSpillsOntoTheToolbar() {
        let h = RenderHarness()
        // A stroke dragged from the canvas over the bar is clipped at the canvas edge.
        h.press(Point(80, 300))
        h.drag(Point(60, 300))
        h.drag(Point(30, 300))
        h.drag(Point(10, 300))
        h.release(Point(10, 300))
        #expect(h.pixel(60, 300) == black)
        #expect(h.pixel(3, 300) == Theme.bar)
        #expect(h.pixel(8, 300) == Theme.bar)
    }
}

enum InkColorCheck {
    static let black = Palette.standard.colors[0].color
}

/// After any layout change the frame is what a fresh renderer draws for the same editor,
/// whatever damage the change reported (a switch of hands reports only the window).
@Suite struct FrameRendererLayoutTests {
    @Test func aSwitchOfHandsRedrawsTheWholeFrameAsAFreshStartWould() {
        let h = RenderHarness()
        h.line(y: 300, from: 150, to: 450)
        var prefs = Preferences()
        prefs.handedness = .left
        h.show(h.editor.apply(prefs))
        let fresh = RenderHarness()
        fresh.editor = h.editor
        _ = fresh.renderer.render(fresh.editor.scene, damage: Damage(window: fresh.editor.windowFrame), fullInk: true)
        // The line's tiles were kept: painted when it was committed, as its drawing events
        // filled it (`InkTilePainter.fill`), where a fresh start paints them with Cairo; the
        // two differ only in a few antialiased edge pixels, by a few levels.
        var largest = 0
        for y in 0..<640 { for x in 0..<640 { largest = max(largest, channelDistance(h.pixel(x, y), fresh.pixel(x, y))) } }
        #expect(largest <= 16, "the frame differs from a fresh start's by up to \(largest) levels")
        #expect(h.pixel(2, 300) == 0xffffff, "paper where the toolbar was, not a black strip")
    }

    @Test func aResizeThatReportsNoInkStillRedrawsTheInk() {
        let h = RenderHarness()
        h.line(y: 300, from: 150, to: 450)
        _ = h.renderer.resize(width: 500, height: 500)
        _ = h.editor.resize(to: Size(500, 500))
        h.show(Damage(window: h.editor.windowFrame))
        #expect(h.pixel(300, 300) != 0xffffff && h.pixel(300, 300) != 0)
    }
}
