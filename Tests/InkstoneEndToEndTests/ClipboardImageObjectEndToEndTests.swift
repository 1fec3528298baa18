import Foundation
import InkDocument
import InkGeometry
import InkTestSupport
import Testing

/// A PNG or JPEG copied in another app (`xclip`) and pasted with Ctrl+V, with `paste.images`
/// at its default, `object` (issue 17): placed on the page centred on the pointer, one undo
/// step; on the endless canvas of a new document too (which takes no image page).
@Suite(.serialized) struct ClipboardImageObjectEndToEndTests {
    @Test func aPNGFromAnotherAppIsPlacedOnTheEndlessCanvasUnderThePointerAndUndone() throws {
        let s = try AppSession()
        let file = try ClipboardEndToEndTests.png(width: 300, height: 200, rgb: 0xd02020)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let xclip = try Xclip.serve(display: s.server.display, type: "image/png", file: file)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/png"))
        ClipboardEndToEndTests.ctrl(s, "v", at: (600, 450))
        let red = { (v: UInt32) in close(v, 0xd02020, tolerance: 30) }
        s.expectPixels("the red image centred on the pointer, at its size") { snap in
            red(snap.pixel(600, 450)) && red(snap.pixel(470, 450)) && red(snap.pixel(730, 450))
                && red(snap.pixel(600, 360)) && red(snap.pixel(600, 540))
                && !red(snap.pixel(600, 330)) && !red(snap.pixel(400, 450)) && !red(snap.pixel(780, 450))
        }
        s.screenshot("clipboard-image-object")
        ClipboardEndToEndTests.ctrl(s, "z", at: (600, 450))
        s.expectPixels("undone in one step") { !red($0.pixel(600, 450)) && !red($0.pixel(470, 450)) }
    }

    @Test func aJPEGIsPlacedOnThePageOfAPagedDocumentNotAsANewPage() throws {
        let paged = try ClipboardEndToEndTests.pagedDocument()
        defer { try? FileManager.default.removeItem(atPath: paged) }
        let s = try AppSession(arguments: [paged])
        let before = try #require(s.snapshot())
        let jpeg = try Xclip.serve(display: s.server.display, type: "image/jpeg", file: ImageCorpusTests.folder + "/good.jpg")
        defer { jpeg.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/jpeg"))
        ClipboardEndToEndTests.ctrl(s, "v", at: (540, 400))
        #expect(before.pixel(540, 400) == paperWhite && before.pixel(540, 560) == paperWhite && before.pixel(380, 400) == paperWhite)
        s.expectPixels("the photo on the page under the pointer, the page still shown around it") { snap in
            snap.count(row: 400, from: 520, to: 560) { $0 != paperWhite } > 30
                && snap.pixel(540, 560) == paperWhite && snap.pixel(380, 400) == paperWhite
        }
        #expect(s.snapshot()?.pixel(540, 40) == before.pixel(540, 40), "the page's top as it was: no new page shown")
        s.screenshot("clipboard-jpeg-object")
    }
}
