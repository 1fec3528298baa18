/// Placing an image on the page as an object (issue 17): centred where asked (or in the view)
/// at its natural size, shrunk to fit the view when larger, one undo step, selected with the
/// lasso in hand; bytes that are no image change nothing and say so.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

/// A PNG of that size as `placeImage` reads it: its header (signature and IHDR) and its chunks
/// whole (IHDR, an IDAT, IEND, each with its CRC), the image data itself never decoded.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
    func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(name.utf8) + payload
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return be32(UInt32(payload.count)) + body + be32(~crc)
    }
    let header = be32(width) + be32(height) + [8, 6, 0, 0, 0]
    return Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])
                + chunk("IEND", []))
}

/// A JPEG of that size as `placeImage` reads it: its frame header, a scan and the end marker,
/// the scan data itself never decoded.
func jpegSample(width: UInt16 = 16, height: UInt16 = 8) -> Data {
    let frame: [UInt8] = [0xff, 0xc0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xff), UInt8(width >> 8), UInt8(width & 0xff),
                          3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    let scan: [UInt8] = [0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0x12, 0x34]
    return Data([0xff, 0xd8] + frame + scan + [0xff, 0xd9])
}

@Suite struct EditorPlaceImageTests {
    @Test func anImageIsPlacedAtItsNaturalSizeCentredWhereAskedAsOneStepAndSelected() throws {
        var editor = Editor.fresh()
        let bytes = pngHeader(width: 120, height: 80)
        _ = editor.placeImage(bytes: bytes, format: .png, at: Point(300, 250), for: .mouse)
        let page = editor.document.pages[0]
        let image = try #require(page.images.first)
        #expect(page.images.count == 1)
        #expect(image.frame.width == 120 && image.frame.height == 80)
        let shown = editor.toWindow(image.frame, page: 0)
        #expect(abs(shown.center.x - 300) < 1e-6 && abs(shown.center.y - 250) < 1e-6)
        #expect(editor.document.images[image.key] == bytes)
        #expect(editor.history.undoStack.count == 1)
        #expect(editor.selection?.images == [image.id])
        #expect(editor.toolState(for: .mouse).tool == .lasso)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images.isEmpty)
        #expect(editor.document.images[image.key] == bytes, "kept while the history may bring back a page that shows them")
    }

    @Test func withoutAPlaceItGoesInTheMiddleOfTheViewAndALargeOneIsShrunkToFitIt() throws {
        var editor = Editor.fresh()
        _ = editor.placeImage(bytes: pngHeader(width: 4000, height: 1000), for: .mouse)
        let image = try #require(editor.document.pages[0].images.first)
        let shown = editor.toWindow(image.frame, page: 0)
        let canvas = editor.canvasFrame
        #expect(abs(shown.center.x - canvas.center.x) < 1e-6 && abs(shown.center.y - canvas.center.y) < 1e-6)
        #expect(shown.width <= canvas.width && shown.height <= canvas.height)
        #expect(abs(image.frame.width / image.frame.height - 4) < 1e-9, "the shape is kept")
    }

    /// On a page smaller than the view (a 400x200 scan), an image inserted in the middle of
    /// the view, below the page, lands on the page, fitted to it; one larger than the page is
    /// shrunk to fit it. Before, it lay on the desk below the page, in no export.
    @Test func onAPageOfASizeTheImageLiesOnThePage() throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 200))]), windowSize: Size(1024, 720))
        _ = editor.showStart()
        let sheet = Rect(x: 0, y: 0, width: 400, height: 200)
        #expect(!editor.toWindow(sheet, page: 0).contains(editor.canvasFrame.center), "the view's middle is off the page")
        _ = editor.placeImage(bytes: pngHeader(width: 120, height: 80), for: .mouse)
        let small = try #require(editor.document.pages[0].images.last)
        #expect(sheet.covers(small.frame), "\(small.frame)")
        #expect(small.frame.width == 120 && small.frame.height == 80)
        _ = editor.placeImage(bytes: pngHeader(width: 8000, height: 8000), at: editor.toWindow(sheet, page: 0).center, for: .mouse)
        let large = try #require(editor.document.pages[0].images.last)
        #expect(sheet.covers(large.frame), "\(large.frame)")
        #expect(abs(large.frame.width - 200) < 1e-9 && abs(large.frame.height - 200) < 1e-9)
    }

    @Test func bytesThatAreNoImageOrNotTheFormatNamedChangeNothing() {
        var editor = Editor.fresh()
        _ = editor.placeImage(bytes: Data("not an image".utf8))
        #expect(editor.document.pages[0].images.isEmpty && editor.history.undoStack.isEmpty)
        #expect(editor.notice?.text == "Not placed: not a PNG or JPEG image")
        _ = editor.placeImage(bytes: pngHeader(width: 10, height: 10), format: .jpeg)
        #expect(editor.document.pages[0].images.isEmpty)
    }

    @Test func theSameBytesTwiceAreKeptOnce() {
        var editor = Editor.fresh()
        _ = editor.placeImage(bytes: pngHeader(width: 10, height: 10), at: Point(200, 200))
        _ = editor.placeImage(bytes: pngHeader(width: 10, height: 10), at: Point(300, 300))
        #expect(editor.document.pages[0].images.map(\.id) == [1, 2])
        #expect(editor.document.images.count == 1)
    }

    @Test func fitPageOnTheCanvasTakesPlacedImagesIn() throws {
        var editor = Editor.fresh()
        _ = editor.placeImage(bytes: pngHeader(width: 100, height: 100), at: Point(300, 250), for: .mouse)
        _ = editor.run(.zoom(.fitPage))
        let shown = editor.toWindow(try #require(editor.document.pages[0].images.first).frame, page: 0)
        #expect(editor.viewport.scale > 1.5, "the image alone fills the view")
        #expect(editor.canvasFrame.covers(shown))
    }

    @Test func theDocumentMenuAsksForAnImageToInsert() throws {
        var editor = Editor(windowSize: Size(800, 700))
        _ = editor.showStart()
        #expect(DocumentMenu.entries.contains(.insertImage))
        #expect(DocumentMenu.Entry.insertImage.title == "Insert image…")
        _ = editor.click(.documentMenu, Devices.pen)
        let outcome = try DocumentMenuTests.tap(.insertImage, in: &editor)
        #expect(outcome.effects.contains(.fileRequest(.insertImage)))
    }
}
