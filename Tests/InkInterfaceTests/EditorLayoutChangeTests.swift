/// A layout change (the writing hand, a resize) puts a view still at home where a fresh start
/// puts it for the new layout, keeps a view the person moved, and recomputes the viewport from
/// the one source (canvas + scroll), so input meets the ink where it is drawn.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
@testable import InkInterface

@Suite struct EditorLayoutChangeTests {
    static let document = Document(pages: [Page(blankSize: Size(600, 800)), Page(blankSize: Size(600, 800))])

    static func started(_ size: Size, left: Bool = false) -> Editor {
        var editor = Editor(document: document, windowSize: size)
        _ = editor.showStart()
        if left {
            var prefs = Preferences()
            prefs.handedness = .left
            _ = editor.apply(prefs)
        }
        return editor
    }

    @Test func aResizeOfAViewAtHomeMatchesAFreshStart() {
        var editor = Self.started(Size(1024, 720))
        _ = editor.resize(to: Size(560, 640))
        let fresh = Self.started(Size(560, 640))
        #expect(editor.viewport == fresh.viewport)
        #expect(editor.viewport.scale < 1, "the page is fit to the narrow canvas")
        _ = editor.resize(to: Size(1024, 720))
        #expect(editor.viewport == Self.started(Size(1024, 720)).viewport)
    }

    @Test func switchingHandsMatchesAFreshStartWithThatHand() {
        var editor = Self.started(Size(1024, 720))
        var prefs = Preferences()
        prefs.handedness = .left
        _ = editor.apply(prefs)
        let fresh = Self.started(Size(1024, 720), left: true)
        #expect(editor.viewport == fresh.viewport)
        #expect(editor.toolbar == fresh.toolbar)
        #expect(editor.canvasFrame.minX == 0)
    }

    @Test func aMovedViewKeepsItsScrollAndZoomAcrossAResize() {
        var editor = Self.started(Size(1024, 720))
        _ = editor.view(.scroll(by: Point(-30, -100)))
        _ = editor.view(.zoom(by: 1.5, around: Point(500, 300)))
        let (scroll, scale) = (editor.scroll, editor.viewport.scale)
        _ = editor.resize(to: Size(560, 640))
        #expect(!editor.viewIsHome)
        #expect(editor.scroll == scroll && editor.viewport.scale == scale)
        #expect(editor.viewport.origin == Point(editor.canvasFrame.minX, 0) + scroll)
    }

    @Test func panningLeavesHomeAndShowStartReturnsThere() {
        var editor = Self.started(Size(1024, 720))
        _ = editor.handle(KeyChord(.character(" ")))
        _ = editor.press(Point(500, 300))
        _ = editor.drag(Point(520, 340))
        _ = editor.release(Point(520, 340))
        #expect(!editor.viewIsHome)
        #expect(editor.viewport.origin == Point(editor.canvasFrame.minX, 0) + editor.scroll)
        _ = editor.showStart()
        #expect(editor.viewIsHome)
        #expect(editor.viewport == Self.started(Size(1024, 720)).viewport)
    }

    @Test func theEraserMeetsTheInkAfterAHandSwitch() {
        var editor = Self.started(Size(1024, 720))
        editor.line(y: 300, from: 400, to: 600)
        #expect(editor.document.pages[0].strokes.count == 1)
        var prefs = Preferences()
        prefs.handedness = .left
        _ = editor.apply(prefs)
        // The stroke is drawn 56 px further left now (344...544): the eraser meets it where it shows.
        _ = editor.handle(KeyChord(.character("e")))
        editor.line(y: 300, from: 350, to: 360)
        #expect(editor.document.pages[0].strokes.isEmpty)
    }
}

@Suite struct EditorLayoutChangePopupTests {
    @Test func aLayoutChangeClosesPopupsPlacedForTheOldLayout() {
        var editor = Editor.fresh()
        _ = editor.openPopup(.palette, at: Point(300, 300))
        #expect(editor.popup != nil)
        _ = editor.resize(to: Size(500, 400))
        #expect(editor.popup == nil)
        _ = editor.openMenu(at: Point(300, 300))
        var prefs = Preferences()
        prefs.handedness = .left
        _ = editor.apply(prefs)
        #expect(editor.menu == nil)
        // A scroll keeps them (the layout did not change).
        _ = editor.openPopup(.palette, at: Point(300, 300))
        _ = editor.view(.scroll(by: Point(0, 60)))
        #expect(editor.popup != nil)
    }
}
