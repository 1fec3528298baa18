import CXTest
import Foundation
import InkDocument
import InkTestSupport
import Testing

/// Work on an encrypted PDF survives a crash with its PDF readable: Recover asks for the
/// PDF's password, as opening the notebook does, and the page shows again. Before, the page
/// stayed pink ("protected by a password") until the work was saved and opened again.
@Suite struct RecoveredEncryptedPDFTests {
    @Test func recoveringAsksForThePDFsPassword() throws {
        let scratch = try ExportCommandTests.Scratch()
        let env = ["XDG_STATE_HOME": scratch.path + "/state", "XDG_CONFIG_HOME": scratch.path + "/config"]
        let paper = scratch.path + "/paper.pdf", locked = scratch.path + "/locked.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792)]))
        try #require(try TestPDF.encrypt(paper, to: locked, password: "Sesam"))
        let document = try DocumentImport.document(from: [locked], pdf: .poppler, passwords: [locked: "Sesam"])
        let page1 = DocumentTests.pageFrame(0, of: document)
        let prompt = PDFPagesTests.passwordPrompt(wrong: false)

        let first = try AppSession(arguments: [locked], environment: env)
        first.expectPixels("the password prompt") { close($0.pixel(Int(prompt.open.center.x) - 30, Int(prompt.open.center.y)), 0x2f6fe4, tolerance: 20) }
        for key in ["S", "e", "s", "a", "m"] { key == "S" ? first.client.key("s", with: ["Shift_L"]) : first.client.key(key) }
        first.client.key("Return")
        first.expectPixels("page 1 of the encrypted PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
        first.client.drag(first.window, through: DrawingTests.line(450, 400, 600, 420))
        first.check(waitUntil { Journals.strokeCounts(scratch.path + "/state") == [1] }, "the stroke never reached the journal")
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)

        let s = try AppSession(server: first.server, environment: env)
        Journals.recover(in: s)
        s.expectPixels("the password prompt after Recover") { close($0.pixel(Int(prompt.open.center.x) - 30, Int(prompt.open.center.y)), 0x2f6fe4, tolerance: 20) }
        for key in ["S", "e", "s", "a", "m"] { key == "S" ? s.client.key("s", with: ["Shift_L"]) : s.client.key(key) }
        s.client.key("Return")
        s.expectPixels("page 1 of the PDF and the recovered stroke") {
            $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) && $0.isDark(525, 410) && !Journals.showsPrompt($0)
        }
    }
}
