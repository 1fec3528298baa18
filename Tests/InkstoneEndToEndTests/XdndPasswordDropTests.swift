import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// An encrypted PDF dragged from another app onto the real window, between two pages: the
/// window asks for its password (Insert / Cancel), and once it is typed the PDF's page goes
/// where it was dropped, journaled, one undo step.
@Suite struct XdndPasswordDropTests {
    @Test func anEncryptedPDFDroppedAsksForItsPasswordThenGoesWhereItWasDropped() throws {
        let files = try XdndDropTests.Files()
        let paper = files.scratch.path + "/paper.pdf", locked = files.scratch.path + "/locked.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792)]))
        try #require(try TestPDF.encrypt(paper, to: locked, password: "sesame"))
        var (s, e) = try XdndDropTests.start(files)
        let page1 = XdndDropTests.point(e, 0, 0.5)
        s.expectPixels("the red and green pages") { close(XdndDropTests.pixel($0, page1), XdndDropTests.red, tolerance: 8) }

        let source = try XdndSource(display: s.server.display, target: s.window, offering: [("text/uri-list", XdndSource.uriList([locked]))])
        source.enter()
        let above = XdndDropTests.point(e, 0, 0.25)
        #expect(source.position(above.x, above.y)?.accepted == true)
        #expect(source.drop()?.success == true, "taken, to be inserted once the password is given")
        let prompt = Prompt(topic: .password, message: "", detail: "locked.pdf is protected. Type its password and press Enter.",
                            choices: ["Insert", "Cancel"], escapeChoice: 1, secret: "")
        let canvas = ToolbarLayout(windowSize: XdndDropTests.window).canvasFrame(windowSize: XdndDropTests.window)
        let insert = prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared)[0]
        s.expectPixels("the password prompt") { close($0.pixel(Int(insert.center.x) - 30, Int(insert.center.y)), 0x2f6fe4, tolerance: 20) }
        s.screenshot("xdnd-password-prompt")

        s.client.move(s.window, 700, 600)   // keyboard focus follows the pointer (no window manager)
        for key in ["s", "e", "s", "a", "m", "e"] { s.client.key(key) }
        s.waitForAck { s.client.key("Return") }
        _ = e.insertPages(of: try DocumentImport.document(from: [locked], pdf: .poppler, passwords: [locked: "sesame"]), at: 0)
        let bar = XdndDropTests.frame(e, 0)
        s.expectPixels("the PDF's page (its black bar) before the red page") { $0.isDark(Int(bar.minX) + 80, Int(bar.minY) + 48) }
        s.check(waitUntil { XdndDropTests.journaledPageCounts(s) == [3] }, "the journal has \(XdndDropTests.journaledPageCounts(s)) pages, not 3")

        s.waitForAck { s.client.key("z", with: ["Control_L"]) }
        s.check(waitUntil { XdndDropTests.journaledPageCounts(s) == [2] }, "one undo leaves \(XdndDropTests.journaledPageCounts(s)) pages")
    }
}
