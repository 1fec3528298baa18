import Foundation
import InkDocument
import InkGeometry
import InkRender
import InkTestSupport
import Testing

/// The password prompt takes what the keys type: capitals and shifted symbols (Shift+a is
/// "A", Shift+1 is "!"), Caps Lock, and letters beyond ASCII from the keyboard layout.
@Suite struct PDFPasswordTypingTests {
    @Test func capitalsAndShiftedSymbolsAreTyped() throws {
        let (s, page1, scratch) = try Self.openLocked(password: "Ab1!")
        defer { withExtendedLifetime(scratch) {} }
        s.client.key("a", with: ["Shift_L"])
        s.client.key("b")
        s.client.key("1")
        s.client.key("1", with: ["Shift_L"])
        s.client.key("Return")
        s.expectPixels("page 1 of the encrypted PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
    }

    /// A key that types "é" (a keyboard layout with it, as French ones have) and Caps Lock
    /// reach the field as typed: "CAFé" opens a PDF locked with it.
    @Test func lettersBeyondASCIIAndCapsLockAreTyped() throws {
        let (s, page1, scratch) = try Self.openLocked(password: "CAFé")
        defer { withExtendedLifetime(scratch) {} }
        let eacute = s.client.mapKey("F9", to: "eacute")
        s.client.key("Caps_Lock")
        for key in ["c", "a", "f"] { s.client.key(key) }
        s.client.key("Caps_Lock")
        s.client.press(keycode: eacute)
        s.client.key("Return")
        s.expectPixels("page 1 of the encrypted PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
    }

    /// Starts the app on a one-page PDF locked with `password` and waits for its password
    /// prompt; returns the session, where page 1 will show and the scratch folder holding the
    /// PDF (kept by the caller: the app reads the PDF again once it has the password).
    static func openLocked(password: String) throws -> (session: AppSession, page1: Rect, scratch: ExportCommandTests.Scratch) {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf", locked = scratch.path + "/locked.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792)]))
        try #require(try TestPDF.encrypt(paper, to: locked, password: password))
        let document = try DocumentImport.document(from: [locked], pdf: .poppler, passwords: [locked: password])
        let s = try AppSession(arguments: [locked], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let prompt = PDFPagesTests.passwordPrompt(wrong: false)
        s.expectPixels("the password prompt") { close($0.pixel(Int(prompt.open.center.x) - 30, Int(prompt.open.center.y)), 0x2f6fe4, tolerance: 20) }
        return (s, DocumentTests.pageFrame(0, of: document), scratch)
    }
}
