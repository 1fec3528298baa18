import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// A page inserted before the page of an open text box (Ctrl+Shift+B) with the real app: the
/// box stays on its page, so what is typed before and after lands there, saved.
@Suite struct TextBoxPageInsertEndToEndTests {
    @Test func theTextLandsOnThePageItWasTypedOn() throws {
        let scratch = try ExportCommandTests.Scratch()
        let path = scratch.path + "/pages.inkstone"
        try DocumentFile.encode(Document(pages: [Page(blankSize: Size(900, 1200))])).write(to: URL(fileURLWithPath: path))
        let s = try AppSession(arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        TextBoxEndToEndTests.openBox(s, at: (x: 300, y: 200), typing: ["H", "i"])
        s.waitForAck { s.client.key("b", with: ["Control_L", "Shift_L"]) }
        TextBoxCaretEndToEndTests.type(["X"], s)
        let saved = TextBoxEndToEndTests.finishAndSave(s, path) { doc in doc.pages.count == 2 && doc.pages.contains { !$0.texts.isEmpty } }
        let pages = try #require(saved?.pages)
        #expect(pages.map { $0.texts.map(\.text) } == [[], ["HiX"]], "the new blank page first, the text on the page it was typed on")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
    }
}
