/// The zoom by name (issue 16): Ctrl+1 100 %, Ctrl+2 fit width, Ctrl+3 fit page (Ctrl+0 still
/// 100 %), the zoom shown in the status bar, and the zoom pad (presets, steps, typed percent).
import InkDocument
import InkGeometry
import InkInput
import InkTestSupport
@testable import InkInterface
import Testing

@Suite struct ZoomCommandsTests {
    static func pages(_ size: Size = Size(400, 300), window: Size = Size(800, 700)) -> Editor {
        var editor = Editor(document: Document(pages: (0..<3).map { _ in Page(blankSize: size) }), windowSize: window)
        _ = editor.showStart()
        return editor
    }

    /// The current page's frame in the window.
    static func pageFrame(_ e: Editor) -> Rect { e.viewport.toWindow(e.layout.frames[e.currentPage] ?? .empty) }

    @Test func ctrl2FitsTheWidthCtrl3ThePageCtrl1Is100Percent() {
        var editor = Self.pages()
        let canvas = editor.canvasFrame
        _ = editor.handle(KeyChord(.character("2"), .control))
        var f = Self.pageFrame(editor)
        #expect(abs(f.width - (canvas.width - 2 * Editor.fitMargin)) < 1)
        #expect(abs(f.center.x - canvas.center.x) < 1)
        #expect(editor.zoomText == "\(editor.zoomPercent) %" && editor.zoomPercent > 100)
        _ = editor.handle(KeyChord(.character("3"), .control))
        f = Self.pageFrame(editor)
        #expect(canvas.covers(f), "the whole page shows")
        #expect(abs(f.height - (canvas.height - 2 * Editor.fitMargin)) < 1 || abs(f.width - (canvas.width - 2 * Editor.fitMargin)) < 1)
        #expect(abs(f.center.y - canvas.center.y) < 1 && abs(f.center.x - canvas.center.x) < 1)
        _ = editor.handle(KeyChord(.character("1"), .control))
        #expect(editor.zoom == 1)
        #expect(editor.zoomText == "100 %")
        _ = editor.handle(KeyChord(.character("2"), .control))
        _ = editor.handle(KeyChord(.character("0"), .control))
        #expect(editor.zoom == 1, "Ctrl+0 keeps its meaning")
    }

    @Test func fitPageKeepsTheCurrentPage() {
        var editor = Self.pages(Size(300, 900))
        _ = editor.run(.goToPage(2))
        #expect(editor.currentPage == 2)
        _ = editor.run(.zoom(.fitPage))
        #expect(editor.currentPage == 2)
        #expect(editor.canvasFrame.covers(Self.pageFrame(editor)))
        _ = editor.run(.zoom(.fitWidth))
        #expect(editor.currentPage == 2)
    }

    @Test func theStatusBarShowsTheZoom() {
        var editor = Self.pages()
        #expect(editor.scene.statusBar.zoom == 100)
        _ = editor.run(.setZoomPercent(250))
        #expect(editor.scene.statusBar.zoom == 250)
        #expect(editor.zoom == 2.5)
    }

    @Test func theZoomPadTakesAPresetATypedPercentAndSteps() throws {
        var editor = Self.pages()
        func tap(_ c: ValuePad.Control) throws {
            let f = try #require(editor.pad?.frame(of: c))
            _ = editor.handle(PointerEvents.press(f.center, Devices.pen, pressure: 0.5))
            _ = editor.handle(PointerEvents.release(f.center, Devices.pen))
        }
        _ = editor.click(.zoomLevel, Devices.pen)
        #expect(editor.pad?.text == "100 %")
        try tap(.stepUp)
        #expect(editor.zoomPercent == 125)
        try tap(.preset(.fitPage))
        #expect(editor.pad == nil)
        #expect(editor.canvasFrame.covers(Self.pageFrame(editor)))
        _ = editor.click(.zoomLevel, Devices.pen)
        try tap(.digit(1)); try tap(.digit(5)); try tap(.digit(0))
        #expect(editor.pad?.text == "150 %")
        try tap(.ok)
        #expect(editor.zoomPercent == 150)
        // The keyboard types into it too.
        _ = editor.click(.zoomLevel, Devices.mouse)
        _ = editor.handle(KeyChord(.character("5")))
        _ = editor.handle(KeyChord(.character("0")))
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.zoomPercent == 50)
        #expect(editor.document.pages.allSatisfy { $0.strokes.isEmpty })
    }

    @Test func thePadsValueStaysInRange() {
        var pad = ValuePad(.zoom, value: 100, anchor: Point(400, 300), rightHanded: true, within: Rect(x: 56, y: 0, width: 744, height: 672))
        for d in [9, 9, 9, 9, 9] { pad.type(d) }
        #expect(pad.typed == "9999")
        #expect(pad.chosen == 800)
        var page = ValuePad(.page(count: 3), value: 1, anchor: Point(400, 300), rightHanded: false, within: Rect(x: 0, y: 0, width: 744, height: 672))
        page.type(0)
        #expect(page.typed.isEmpty, "no leading zero")
        #expect(page.stepped(up: false) == 1)
        page.type(7)
        #expect(page.chosen == 3)
        #expect(page.frame.minX > 300 + 20, "a left hand's pad opens right of the pen")
    }

    @Test(arguments: [true, false])
    func thePadsFitA400x300Window(rightHanded: Bool) {
        let canvas = Rect(x: rightHanded ? 56 : 0, y: 0, width: 344, height: 272)
        for anchor in [Point(200, 290), Point(60, 10), Point(390, 150)] {
            for purpose in [ValuePad.Purpose.zoom, .page(count: 12)] {
                let pad = ValuePad(purpose, value: 1, anchor: anchor, rightHanded: rightHanded, within: canvas)
                #expect(canvas.covers(pad.frame), "\(purpose) at \(anchor): \(pad.frame)")
                #expect(pad.keys.allSatisfy { $0.frame.width >= 40 && $0.frame.height >= 40 })
            }
        }
    }
}
