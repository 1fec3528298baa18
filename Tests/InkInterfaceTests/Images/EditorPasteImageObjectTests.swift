/// A pasted image (PNG or JPEG from another app) with `paste.images` `object`, the default
/// (issue 17): placed on the page under the pointer (else in the middle of the view), one undo
/// step, selected with the lasso in hand; on the endless canvas too.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorPasteImageObjectTests {
    @Test func aPastedImageIsPlacedOnThePageUnderThePointerAsOneStep() throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300))]), windowSize: testWindow)
        _ = editor.showStart()
        #expect(editor.preferences.pasteImages == .object, "the default")
        let bytes = pngHeader(width: 60, height: 40)
        let steps = editor.history.undoSteps.count
        let spot = editor.viewport.toWindow(Point(150, 120) + editor.layout.origin(of: 0))
        _ = editor.hover(spot, Devices.mouse)
        _ = editor.pasteImage(bytes: bytes)
        #expect(editor.document.pages.count == 1, "no new page")
        let image = try #require(editor.document.pages[0].images.first)
        #expect(editor.toWindow(image.frame, page: 0).center.distance(to: spot) < 1)
        #expect(editor.document.images[image.key] == bytes)
        #expect(editor.selection?.images == [image.id])
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images.isEmpty)
    }

    @Test func onTheEndlessCanvasAnImageIsPastedInTheMiddleOfTheViewWithThePointerAway() throws {
        var editor = Editor.fresh()
        _ = editor.handle(InputEvent(action: .leave, device: Devices.mouse, position: Point(900, 900)))
        _ = editor.pasteImage(bytes: pngHeader(width: 60, height: 40))
        let image = try #require(editor.document.pages[0].images.first)
        #expect(editor.toWindow(image.frame, page: 0).center.distance(to: editor.canvasFrame.center) < 1)
        #expect(editor.notice == nil)
    }

    /// A PNG cut short (a transfer that broke off) is refused as a file given to Inkstone is:
    /// before, it was placed as a crossed-out box and its bad bytes went into the saved file.
    @Test func aPNGCutShortIsRefusedWithItsReason() {
        var editor = Editor.fresh()
        let before = editor.document
        let whole = pngHeader(width: 60, height: 40)
        _ = editor.pasteImage(bytes: whole.prefix(whole.count - 12))
        #expect(editor.document == before)
        #expect(editor.notice?.text == "Not placed: the image is damaged (corrupt PNG (the file ends before its IEND chunk))", "\(editor.notice?.text ?? "no notice")")
    }

    @Test func aDamagedImageOnlyGetsANotice() {
        var editor = Editor.fresh()
        let before = editor.document
        _ = editor.pasteImage(bytes: Data("not an image".utf8))
        #expect(editor.document == before)
        #expect(editor.notice?.text.hasPrefix("Not placed") == true)
    }
}

extension EditorPasteImageObjectTests {
    /// A JPEG cut short is refused as a PNG cut short is; before, it was placed and saved.
    @Test func aJPEGCutShortIsRefusedWithItsReason() {
        var editor = Editor.fresh()
        let before = editor.document
        let whole = jpegSample()
        _ = editor.pasteImage(bytes: whole.prefix(whole.count - 2))
        #expect(editor.document == before)
        #expect(editor.notice?.text == "Not placed: the image is damaged (corrupt JPEG (the file ends before its end marker (EOI)))",
                "\(editor.notice?.text ?? "no notice")")
        _ = editor.pasteImage(bytes: whole)
        #expect(editor.document.pages[0].images.count == 1, "the whole file is placed")
    }
}

extension EditorPasteImageObjectTests {
    /// A large image pasted at a pointer near the view's edge lies wholly in view, its handles
    /// reachable; before, centred on the pointer, most of it and three handles were out of sight.
    @Test func aLargeImagePastedNearTheEdgeLiesWhollyInView() throws {
        var editor = Editor.fresh()
        let spot = Point(editor.canvasFrame.minX + 40, editor.canvasFrame.minY + 40)
        _ = editor.hover(spot, Devices.mouse)
        _ = editor.pasteImage(bytes: pngHeader(width: 4000, height: 3000))
        let image = try #require(editor.document.pages[0].images.first)
        let shown = editor.toWindow(image.frame, page: 0)
        let canvas = editor.canvasFrame
        #expect(shown.minX >= canvas.minX - 1e-6 && shown.minY >= canvas.minY - 1e-6 && shown.maxX <= canvas.maxX + 1e-6
                && shown.maxY <= canvas.maxY + 1e-6, "\(shown) in \(canvas)")
        #expect(shown.minX >= canvas.minX + 20 && shown.minY >= canvas.minY + 20, "room for its handles: \(shown)")
        // A small one away from the edges stays centred on the pointer.
        let middle = Point(editor.canvasFrame.minX + 300, editor.canvasFrame.minY + 250)
        _ = editor.hover(middle, Devices.mouse)
        _ = editor.pasteImage(bytes: pngHeader(width: 40, height: 30))
        let small = try #require(editor.document.pages[0].images.last)
        #expect(editor.toWindow(small.frame, page: 0).center.distance(to: middle) < 1)
    }
}
