/// The canvas's scrollbars: where they are (the writing hand's side, mirrored for the left
/// hand), how big the thumb is, shown after a scroll and hidden after a while, dragged with
/// the pen to move the view; the zoom keys zoom around the pen; narrow pages stay centred.
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import Testing

@Suite struct ScrollbarTests {
    @Test func theThumbIsTheShareOfTheDocumentInViewAtItsPlace() throws {
        let canvas = Rect(x: 56, y: 0, width: 744, height: 672)
        // A document three canvases tall, its top 16 px above the view's top.
        let content = Rect(x: 100, y: 0, width: 600, height: 3 * 672 - 32)
        let bars = Scrollbars(canvas: canvas, content: content, barOnLeft: false)
        let v = try #require(bars.vertical)
        #expect(bars.horizontal == nil)
        #expect(v.track.maxX == canvas.maxX && v.track.width == Scrollbars.hitWidth)
        #expect(abs(v.thumb.height - v.track.height / 3) <= 1)
        #expect(v.thumb.minY == v.track.minY + (16 * (v.track.height - v.thumb.height) / (3 * 672 - 672)).rounded())
        let left = try #require(Scrollbars(canvas: canvas, content: content, barOnLeft: true).vertical)
        #expect(left.track.minX == canvas.minX)
        #expect(Scrollbars(canvas: canvas, content: canvas.insetBy(40), barOnLeft: false) == Scrollbars(canvas: canvas, content: .empty, barOnLeft: false),
                "a document in view has no bars")
        let wide = Scrollbars(canvas: canvas, content: Rect(x: -400, y: 20, width: 2000, height: 400), barOnLeft: false)
        #expect(wide.horizontal != nil && wide.vertical == nil)
        #expect(wide.horizontal?.track.maxY == canvas.maxY)
    }

    static func tallDocument(rightHanded: Bool = true) -> Editor {
        var e = Editor(document: Document(pages: (0..<6).map { _ in Page(blankSize: Size(600, 800)) }), windowSize: Size(800, 700))
        var prefs = Preferences()
        prefs.handedness = rightHanded ? .right : .left
        _ = e.apply(prefs)
        _ = e.showStart()
        return e
    }

    @Test func theBarsShowAfterAScrollAndGoAfterAWhile() {
        var e = Self.tallDocument()
        _ = e.advance(to: 10_000)
        #expect(!e.scrollbarsShown)
        _ = e.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: Point(400, 300), time: 10_000))
        #expect(e.scrollbarsShown && e.scene.scrollbars != nil)
        #expect(e.nextDeadline != nil)
        let outcome = e.advance(to: 10_000 + 2000)
        #expect(!e.scrollbarsShown && e.scene.scrollbars == nil)
        #expect(outcome.damage.region.bounds.intersection(e.scrollbars.area) == e.scrollbars.area)
    }

    @Test func theBarShowsWhileThePenHoversItAndADragMovesTheView() throws {
        var e = Self.tallDocument()
        _ = e.advance(to: 10_000)
        let bar = try #require(e.scrollbars.vertical)
        #expect(bar.track.maxX == e.canvasFrame.maxX, "right-handed: the bar on the right")
        _ = e.hover(bar.thumb.center, Devices.pen)
        #expect(e.scrollbarsShown && e.scene.scrollbars?.hovered == .vertical)
        let top = e.viewport.origin.y
        _ = e.press(bar.thumb.center, Devices.pen, pressure: 0.5)
        _ = e.drag(bar.thumb.center + Point(0, 50), Devices.pen, pressure: 0.5)
        #expect(e.scene.scrollbars?.dragged == .vertical)
        _ = e.release(bar.thumb.center + Point(0, 50), Devices.pen)
        let moved = top - e.viewport.origin.y
        #expect(abs(moved - 50 * bar.ratio) <= 1, "the view moved \(moved), the thumb 50 px at \(bar.ratio)")
        #expect(try #require(e.scrollbars.vertical).thumb.minY == bar.thumb.minY + 50)
        #expect(e.document.pages.allSatisfy { $0.strokes.isEmpty }, "dragging a bar never draws")
    }

    @Test func leftHandedTheBarIsOnTheLeft() throws {
        let e = Self.tallDocument(rightHanded: false)
        let bar = try #require(e.scrollbars.vertical)
        #expect(bar.track.minX == e.canvasFrame.minX)
    }

    @Test func theZoomKeysZoomAroundThePen() {
        var e = Self.tallDocument()
        let pen = Point(300, 250)
        _ = e.hover(pen, Devices.pen)
        let before = e.viewport.toPage(pen)
        _ = e.handle(KeyChord(.character("="), .control))
        let after = e.viewport.toPage(pen)
        #expect(e.zoom > 1)
        #expect(abs(after.y - before.y) < 1, "the point under the pen stays there")
    }

    @Test func pagesNarrowerThanTheCanvasStayCentredWhenZoomedAroundAPointOffCentre() {
        var e = Self.tallDocument()
        _ = e.view(.zoom(by: 0.5, around: Point(100, 100)))
        let frame = e.viewport.toWindow(e.layout.bounds)
        #expect(abs(frame.center.x - e.canvasFrame.center.x) <= 1)
        _ = e.handle(InputEvent(action: .scroll(ScrollDelta(dx: 3, dy: 0)), device: Devices.mouse, position: Point(400, 300)))
        #expect(abs(e.viewport.toWindow(e.layout.bounds).center.x - e.canvasFrame.center.x) <= 1, "nothing to scroll sideways")
    }

    @Test func thePageButtonIsSizedForItsMeasuredText() {
        var e = Self.tallDocument()
        let button = e.pageButtonFrame
        #expect(button == e.scene.statusBar.pageButton(measure: UniformTextMeasure()) && button != nil)
        #expect(button.map { $0.maxX == e.toolbar.statusBar.maxX - 4 && $0.width == (UniformTextMeasure().width("Page 1 of 6", TextStyle(size: 12)) + 38).rounded(.up) } == true)
        // A wider font, a wider button.
        e.textMeasure = UniformTextMeasure(advance: 0.9)
        #expect(e.pageButtonFrame.map { $0.width == (UniformTextMeasure(advance: 0.9).width("Page 1 of 6", TextStyle(size: 12)) + 38).rounded(.up) } == true)
    }
}
