import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// An image pasted on the first of two pages (selected, the lasso in hand) and dragged by the
/// pen onto the second: it shows there and the journal holds it on the second page, on its
/// paper; Ctrl+Z brings it back to the first in one step. Before, it stayed on the first page,
/// moved below its paper: drawn nowhere (each page clips its own images) and in no export.
@Suite(.serialized) struct ImageAcrossPagesEndToEndTests {
    @Test func anImageDraggedOntoTheNextPageGoesThere() throws {
        let rig = try PenRig()
        let pages = try LassoPagesEndToEndTests.TwoPages(rig)
        let (s, state, at) = (pages.session, pages.state, pages.at)
        let file = try ClipboardEndToEndTests.png(width: 60, height: 40, rgb: 0xd02020)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let xclip = try Xclip.serve(display: s.server.display, type: "image/png", file: file)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/png"))
        let start = at(0, 300, 75), target = at(1, 300, 75)
        ClipboardEndToEndTests.ctrl(s, "v", at: (start.x, start.y))
        let red = { (v: UInt32) in close(v, 0xd02020, tolerance: 30) }
        s.expectPixels("the image on page 1") { red($0.pixel(Int(start.x), Int(start.y))) }
        // Pasted, it is selected with the lasso in hand: the pen drags it by its middle.
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(start.x, start.y), (start.x, (start.y + target.y) / 2), (target.x, target.y)]))
        let page1 = PageOverviewTests.colours[0], page2 = PageOverviewTests.colours[1]
        let moved: (Snapshot) -> Bool = { snap in
            red(snap.pixel(Int(target.x), Int(target.y))) && close(snap.pixel(Int(start.x), Int(start.y)), page1, tolerance: 12)
        }
        s.expectPixels("the image on page 2, page 1 bare", moved)
        s.screenshot("image-moved-across-pages")
        s.check(waitUntil {
            Journals.files(state).filter { $0.hasSuffix(".journal") }.contains { name in
                guard let doc = (try? JournalReplay(contentsOf: Journals.folder(state) + "/" + name))?.document,
                      doc.pages.map(\.images.count) == [0, 1], let image = doc.pages[1].images.first else { return false }
                return abs(image.frame.center.y - 75) < 2 && abs(image.frame.center.x - 300) < 2
            }
        }, "the journal never held the image on page 2 at (300, 75)")
        ClipboardEndToEndTests.ctrl(s, "z", at: (900, 650))
        s.expectPixels("one Ctrl+Z: back on page 1") { snap in
            red(snap.pixel(Int(start.x), Int(start.y))) && close(snap.pixel(Int(target.x), Int(target.y)), page2, tolerance: 12)
        }
        withExtendedLifetime(pages) {}
    }
}
